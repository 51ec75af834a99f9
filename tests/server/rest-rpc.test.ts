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

  test('header values reach the request GUCs exactly, quotes and backslashes included', async () => {
    const hostile = `it's a \\'"quoted"\\\\ value'); select set_config('role', 'service_role', true); -- ünïcode`;
    for (const method of ['GET', 'POST'] as const) {
      const res = await h.request('/rpc/whoami', {
        method,
        headers: { 'X-Client-Info': hostile, ...(method === 'POST' ? { 'Content-Type': 'application/json' } : {}) },
        ...(method === 'POST' ? { body: '{}' } : {}),
      });
      expect(await res.json()).toMatchObject({ client: hostile, db_role: 'anon', method });
    }
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

describe('counting a call', () => {
  test('count=exact on a scalar function counts its one row: 0-0/1', async () => {
    const { data, count, status } = await h.client().rpc('add_numbers', { a: 1 }, { count: 'exact' });
    expect({ data, count, status }).toEqual({ data: 11, count: 1, status: 200 });
    const res = await h.request('/rpc/add_numbers?a=1', { method: 'HEAD', headers: { Prefer: 'count=exact' } });
    expect(res.headers.get('content-range')).toBe('0-0/1');
  });

  test('count=exact on a set-returning function is the total, */0 when it returns nothing', async () => {
    const some = await h.client().rpc('numbers', { n: 3 }, { count: 'exact' });
    expect({ data: some.data, count: some.count, status: some.status }).toEqual({ data: [1, 2, 3], count: 3, status: 200 });
    const none = await h.request('/rpc/numbers?n=0', { headers: { Prefer: 'count=exact' } });
    expect([none.status, none.headers.get('content-range'), await none.json()]).toEqual([200, '*/0', []]);
  });

  test('counting does not call a volatile function twice', async () => {
    const service = h.client({ key: h.serviceKey });
    const { data, count } = await service.rpc('bump_views', { post: 4 }, { count: 'exact' });
    expect({ data, count }).toEqual({ data: 8, count: 1 });
    const after = await service.from('posts').select('views').eq('id', 4).single();
    expect(after.data).toEqual({ views: 8 });
  });
});

// Raw HTTP: supabase-js sends these headers from maxAffected(), but types it for PostgREST 13+ only.
describe('max-affected on a call', () => {
  const tagNames = async () => (await h.client().from('tags').select('id, name').order('id')).data;
  const renameTags = (args: { pattern: string; prefix: string }, maxAffected: number) =>
    h.request('/rpc/rename_tags', {
      method: 'POST',
      headers: { apikey: h.serviceKey, 'Content-Type': 'application/json', Prefer: `handling=strict, max-affected=${maxAffected}` },
      body: JSON.stringify(args),
    });

  test('handling=strict refuses a call that returns more rows than max-affected, and rolls it back', async () => {
    const before = await tagNames();
    const res = await renameTags({ pattern: '%', prefix: 'renamed ' }, 2);
    expect([res.status, await res.json()]).toEqual([
      400,
      {
        code: 'PGRST124',
        message: 'Query result exceeds max-affected preference constraint',
        details: 'The query affects 3 rows',
        hint: null,
      },
    ]);
    expect(await tagNames()).toEqual(before);
  });

  test('a call within max-affected commits', async () => {
    const res = await renameTags({ pattern: 'unused', prefix: 'still ' }, 1);
    expect([res.status, await res.json()]).toEqual([200, [{ id: 3, name: 'still unused' }]]);
    expect((await tagNames())?.[2]).toEqual({ id: 3, name: 'still unused' });
  });
});

describe('a single unnamed parameter', () => {
  const post = (fn: string, contentType: string, body: BodyInit) =>
    h.request(`/rpc/${fn}`, { method: 'POST', headers: { 'Content-Type': contentType }, body });

  test('a text/plain body fills a text parameter', async () => {
    const res = await post('shout', 'text/plain; charset=utf-8', 'quiet, please');
    expect([res.status, await res.json()]).toEqual([200, 'QUIET, PLEASE']);
  });

  test('an application/octet-stream body fills a bytea parameter, byte for byte', async () => {
    const res = await post('to_hex', 'application/octet-stream', new Uint8Array([0, 1, 0x7f, 0xfe, 0xff]));
    expect([res.status, await res.json()]).toEqual([200, '00017ffeff']);
  });

  test('any JSON body fills a json parameter', async () => {
    const res = await post('json_kind', 'application/json', '[1, 2]');
    expect([res.status, await res.json()]).toEqual([200, 'array']);
  });

  test('an object keyed by the empty name is passed whole, never as SQL', async () => {
    const { data, error } = await h.client().rpc('shout', { '': 'hi' });
    expect(error).toBeNull();
    expect(data).toBe('{"":"HI"}');
  });

  test('a body no function can take is a 404 PGRST202', async () => {
    const text = await post('echo', 'text/plain', 'not json');
    expect([text.status, await text.json()]).toEqual([
      404,
      {
        code: 'PGRST202',
        message: 'Could not find the function public.echo in the schema cache',
        details:
          'Searched for the function public.echo with a single unnamed text parameter, but no matches were found in the schema cache.',
        hint: 'public.echo takes one unnamed jsonb argument: send it as the whole body, with Content-Type application/json',
      },
    ]);
    const named = await h.client().rpc('shout', { words: 'hi' });
    expect([named.status, named.error?.code]).toEqual([404, 'PGRST202']);
    const pair = await h.client().rpc('add_pair', { '': 1 });
    expect([pair.status, pair.error?.code]).toEqual([404, 'PGRST202']);
    // One unnamed parameter that cannot take JSON text is not called with it (no SQL error for bytea).
    const bytes = await h.client().rpc('to_hex', { '': 'x' });
    expect([bytes.status, bytes.error?.code]).toEqual([404, 'PGRST202']);
  });
});

describe('overloads with unnamed parameters', () => {
  // PostgREST leaves a function out of /rpc when it has an unnamed parameter other than a single
  // one taking a whole body; the overloads left decide the call.
  beforeAll(async () => {
    await h.db.exec(`
      create function public.overload_pick(int) returns text language sql as $$ select 'int' $$;
      create function public.overload_pick(boolean) returns text language sql as $$ select 'bool' $$;
      create function public.overload_pick(text) returns text language sql as $$ select 'text' $$;
      create function public.overload_fallback() returns text language sql as $$ select 'none' $$;
      create function public.overload_fallback(int default 1) returns text language sql as $$ select 'int' $$;
      create function public.overload_fallback(text default 'x') returns text language sql as $$ select 'text' $$;
      grant execute on all functions in schema public to anon;
    `);
    await h.rest.reload();
  });

  test('only the overload with a single unnamed text parameter takes a body keyed by the empty name', async () => {
    const { data, error } = await h.client().rpc('overload_pick', { '': 'anything' });
    expect(error).toBeNull();
    expect(data).toBe('text');
  });

  test('a call that fits more than one callable overload is 300 PGRST203, naming them in order', async () => {
    const { error, status } = await h.client().rpc('overload_fallback');
    expect(status).toBe(300);
    expect(error).toMatchObject({
      code: 'PGRST203',
      message: 'Could not choose the best candidate function between: public.overload_fallback(), public.overload_fallback( => text)',
    });
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
