import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startRestServer, type RestHarness } from './rest-harness.ts';

let h: RestHarness;

beforeAll(async () => {
  h = await startRestServer();
});

afterAll(async () => {
  await h.close();
});

describe('calling functions', () => {
  test('a scalar function returns a bare JSON value', async () => {
    const { data, error, status } = await h.client().rpc('add_numbers', { a: 2, b: 3 });
    expect({ data, error, status }).toEqual({ data: 5, error: null, status: 200 });
  });

  test('omitted arguments take their defaults', async () => {
    const { data } = await h.client().rpc('add_numbers', { a: 2 });
    expect(data).toBe(12);
  });

  test('GET passes arguments in the query string', async () => {
    const { data, status } = await h.client().rpc('add_numbers', { a: 7, b: 1 }, { get: true });
    expect({ data, status }).toEqual({ data: 8, status: 200 });
  });

  test('a function returning SETOF a table returns rows that can be filtered, shaped and ordered', async () => {
    const { data, error } = await h
      .client()
      .rpc('published_posts', { min_score: 3 })
      .select('id, title, author:author_id(name)')
      .gt('id', 0)
      .order('id', { ascending: false });
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 2, title: 'Poetical science', author: { name: 'Ada Lovelace' } },
      { id: 1, title: 'Analytical engines', author: { name: 'Ada Lovelace' } },
    ]);
  });

  test('set-returning functions support limit, range and count', async () => {
    const { data, count, status } = await h.client().rpc('post_titles', {}, { count: 'exact' }).range(1, 2);
    expect({ data, count, status }).toEqual({
      data: [
        { post_id: 2, title: 'Poetical science' },
        { post_id: 3, title: 'Compilers, briefly' },
      ],
      count: 4,
      status: 206,
    });
  });

  test('a function returning one row of a table returns an object', async () => {
    const { data } = await h.client().rpc('author_by_id', { author_id: 3 });
    expect(data).toEqual({ id: 3, name: 'Linus', email: null, created_at: '2024-01-01T00:00:00+00:00' });
  });

  test('SETOF a scalar returns an array of values, filterable by the function name', async () => {
    const { data } = await h.client().rpc('numbers', { n: 4 });
    expect(data).toEqual([1, 2, 3, 4]);
    const res = await h.request('/rpc/numbers?n=6&numbers=gt.3&order=numbers.desc&limit=2');
    expect(await res.json()).toEqual([6, 5]);
  });

  test('a void function answers 204 with no body', async () => {
    const { data, error, status } = await h.client().rpc('touch');
    expect({ data, error, status }).toEqual({ data: null, error: null, status: 204 });
  });

  test('a single unnamed jsonb parameter receives the whole body', async () => {
    const { data } = await h.client().rpc('echo', { any: ['shape', 1] });
    expect(data).toEqual({ any: ['shape', 1] });
  });

  test('single() on a set-returning function', async () => {
    const one = await h.client().rpc('numbers', { n: 1 }).single();
    expect(one.data).toBe(1);
    const many = await h.client().rpc('published_posts').single();
    expect([many.status, many.error?.code]).toEqual([406, 'PGRST116']);
  });

  test('HEAD answers headers only', async () => {
    const { data, count, status } = await h.client().rpc('numbers', { n: 5 }, { head: true, count: 'exact' });
    expect({ data, count, status }).toEqual({ data: null, count: 5, status: 200 });
  });

  test('functions see the caller through request GUCs', async () => {
    const token = await h.userToken('6f1c3c2e-8f43-4c4e-9d1e-1a2b3c4d5e6f', 'rpc@example.com');
    const { data } = await h.client({ accessToken: token }).rpc('whoami');
    expect(data).toEqual({
      uid: '6f1c3c2e-8f43-4c4e-9d1e-1a2b3c4d5e6f',
      role: 'authenticated',
      email: 'rpc@example.com',
      db_role: 'authenticated',
      method: 'POST',
      path: '/rpc/whoami',
      client: expect.stringMatching(/^supabase-js/),
    });
  });

  test('response.status and response.headers set in SQL shape the response', async () => {
    const res = await h.request('/rpc/with_status', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(202);
    expect(res.headers.get('x-custom')).toBe('yes');
    expect(await res.json()).toBe('accepted');
  });

  test('a volatile function writes when called with POST', async () => {
    const { data } = await h.client({ key: h.serviceKey }).rpc('bump_views', { post: 2 });
    expect(data).toBe(13);
  });
});

describe('rpc errors', () => {
  test('an unknown function is a 404 PGRST202', async () => {
    const { error, status } = await h.client().rpc('no_such_fn', { x: 1, a: 2 });
    expect(status).toBe(404);
    expect(error).toEqual({
      code: 'PGRST202',
      message: 'Could not find the function public.no_such_fn(a, x) in the schema cache',
      details:
        'Searched for the function public.no_such_fn with parameters a, x or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: null,
    });
  });

  test('unknown argument names are a 404 PGRST202 with the closest signature', async () => {
    const { error, status } = await h.client().rpc('add_numbers', { x: 1 });
    expect(status).toBe(404);
    expect(error?.message).toBe('Could not find the function public.add_numbers(x) in the schema cache');
    expect(error?.hint).toBe('Perhaps you meant to call the function public.add_numbers(a, b)');
  });

  test('a misspelt function name gets a hint', async () => {
    const { error } = await h.client().rpc('add_number', { a: 1 }, { get: true });
    expect(error?.details).toBe(
      'Searched for the function public.add_number with parameter a, but no matches were found in the schema cache.',
    );
    expect(error?.hint).toBe('Perhaps you meant to call the function public.add_numbers');
  });

  test('RAISE EXCEPTION is a 400 P0001 with detail and hint', async () => {
    const { error, status } = await h.client().rpc('fail_with', { message: 'Nope, not today' });
    expect(status).toBe(400);
    expect(error).toEqual({ code: 'P0001', message: 'Nope, not today', details: 'Raised by fail_with', hint: 'Pass another message' });
  });

  test('a volatile function called with GET is a 405 25006 and changes nothing', async () => {
    const { error, status } = await h.client({ key: h.serviceKey }).rpc('bump_views', { post: 3 }, { get: true });
    expect(status).toBe(405);
    expect(error?.code).toBe('25006');
    const { data } = await h.client().from('posts').select('views').eq('id', 3).single();
    expect(data).toEqual({ views: 0 });
  });

  test('ambiguous overloads are a 300 PGRST203', async () => {
    const { error, status } = await h.client().rpc('pick', { a: 1 });
    expect(status).toBe(300);
    expect(error).toEqual({
      code: 'PGRST203',
      message: 'Could not choose the best candidate function between: public.pick(a => integer), public.pick(a => text)',
      details: null,
      hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    });
  });

  test('an argument of the wrong type is a 400 22P02', async () => {
    const { error, status } = await h.client().rpc('add_numbers', { a: 'two' });
    expect([status, error?.code]).toEqual([400, '22P02']);
  });

  test('other methods are a 405 PGRST101', async () => {
    const res = await h.request('/rpc/add_numbers', { method: 'PATCH', body: '{}' });
    expect(res.status).toBe(405);
    expect(await res.json()).toEqual({ code: 'PGRST101', message: 'Cannot use the PATCH method on RPC', details: null, hint: null });
  });

  test('invalid JSON arguments are a 400 PGRST102', async () => {
    const res = await h.request('/rpc/add_numbers', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"a":' });
    expect([res.status, (await res.json()).code]).toEqual([400, 'PGRST102']);
  });
});
