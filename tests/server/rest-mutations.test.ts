import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startRestServer, type RestHarness } from './rest-harness.ts';

let h: RestHarness;
let service: SupabaseClient;

beforeAll(async () => {
  h = await startRestServer();
  service = h.client({ key: h.serviceKey });
});

afterAll(async () => {
  await h.close();
});

async function tagNames(from: number, to: number) {
  const { data } = await service.from('tags').select('id,name').gte('id', from).lte('id', to).order('id');
  return data;
}

describe('insert', () => {
  test('inserts one row: 201 with no body by default', async () => {
    const { data, error, status } = await service.from('tags').insert({ id: 100, name: 'hundred' });
    expect({ data, error, status }).toEqual({ data: null, error: null, status: 201 });
    expect(await tagNames(100, 100)).toEqual([{ id: 100, name: 'hundred' }]);
  });

  test('insert().select().single() returns the row with defaults and identity filled', async () => {
    const { data, status } = await service.from('authors').insert({ name: 'Hedy' }).select().single();
    expect(status).toBe(201);
    expect(data).toEqual({ id: 4, name: 'Hedy', email: null, created_at: '2024-01-01T00:00:00+00:00' });
  });

  test('select= on a write shapes the returned rows, embeds included', async () => {
    const { data, error } = await service
      .from('posts')
      .insert({ author_id: 2, title: 'Nanoseconds', score: 1.5, tags: ['talk'], meta: { lang: 'en' } })
      .select('title, score, tags, author:author_id(name)')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ title: 'Nanoseconds', score: 1.5, tags: ['talk'], author: { name: 'Grace Hopper' } });
  });

  test('bulk insert with differing keys sends columns= and leaves missing keys null', async () => {
    const { data, error } = await service
      .from('settings')
      .insert([
        { key: 'a', value: '1', updated_by: 'me' },
        { key: 'b', value: '2' },
      ])
      .select();
    expect(error).toBeNull();
    expect(data).toEqual([
      { key: 'a', value: '1', updated_by: 'me' },
      { key: 'b', value: '2', updated_by: null },
    ]);
  });

  test('defaultToNull:false fills missing keys with column defaults', async () => {
    const { data } = await service
      .from('settings')
      .insert(
        [
          { key: 'c', value: '3', updated_by: 'me' },
          { key: 'd', value: '4' },
        ],
        { defaultToNull: false },
      )
      .select();
    expect(data).toEqual([
      { key: 'c', value: '3', updated_by: 'me' },
      { key: 'd', value: '4', updated_by: 'system' },
    ]);
  });

  test('keeps numbers beyond double precision exact', async () => {
    const res = await h.request('/samples?select=big,amount', {
      method: 'POST',
      headers: { apikey: h.serviceKey, 'Content-Type': 'application/json', Prefer: 'return=representation' },
      body: '{"id": 50, "big": 9223372036854775807, "amount": 0.1000000000000000000001}',
    });
    expect(res.status).toBe(201);
    expect(await res.text()).toBe('[{"big":9223372036854775807,"amount":0.1000000000000000000001}]');
  });

  test('an empty array inserts nothing', async () => {
    const { data, status } = await service.from('tags').insert([]).select();
    expect({ data, status }).toEqual({ data: [], status: 201 });
  });

  test('count on an insert answers Content-Range */n', async () => {
    const res = await h.request('/tags', {
      method: 'POST',
      headers: { apikey: h.serviceKey, 'Content-Type': 'application/json', Prefer: 'count=exact' },
      body: JSON.stringify([
        { id: 101, name: 'a' },
        { id: 102, name: 'b' },
      ]),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('content-range')).toBe('*/2');
  });

  test('return=headers-only answers a Location', async () => {
    const res = await h.request('/tags', {
      method: 'POST',
      headers: { apikey: h.serviceKey, 'Content-Type': 'application/json', Prefer: 'return=headers-only' },
      body: JSON.stringify({ id: 103, name: 'located' }),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toBe('/tags?id=eq.103');
    expect(await res.text()).toBe('');
  });

  test('a duplicate key is a 409 23505 with Postgres details', async () => {
    const { error, status } = await service.from('tags').insert({ id: 1, name: 'dup' });
    expect(status).toBe(409);
    expect(error).toEqual({
      code: '23505',
      message: 'duplicate key value violates unique constraint "tags_pkey"',
      details: 'Key (id)=(1) already exists.',
      hint: null,
    });
  });

  test('a missing parent is a 409 23503', async () => {
    const { error, status } = await service.from('posts').insert({ author_id: 999, title: 'orphan' });
    expect(status).toBe(409);
    expect(error?.code).toBe('23503');
  });

  test('not-null, check and type errors are 400s', async () => {
    const notNull = await service.from('posts').insert({ author_id: 1 });
    expect([notNull.status, notNull.error?.code]).toEqual([400, '23502']);
    const check = await service.from('posts').insert({ author_id: 1, title: 't', status: 'bogus' });
    expect([check.status, check.error?.code]).toEqual([400, '23514']);
    const type = await service.from('posts').insert({ author_id: 1, title: 't', views: 'many' });
    expect([type.status, type.error?.code]).toEqual([400, '22P02']);
  });

  test('an unknown column is a 400 PGRST204', async () => {
    const { error, status } = await service.from('tags').insert({ id: 104, nope: 1 });
    expect(status).toBe(400);
    expect(error).toEqual({
      code: 'PGRST204',
      message: "Could not find the 'nope' column of 'tags' in the schema cache",
      details: null,
      hint: null,
    });
  });

  test('objects with different keys and no columns= are a 400 PGRST102', async () => {
    const res = await h.request('/tags', {
      method: 'POST',
      headers: { apikey: h.serviceKey, 'Content-Type': 'application/json' },
      body: JSON.stringify([{ id: 105, name: 'x' }, { id: 106 }]),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 'PGRST102', message: 'All object keys must match', details: null, hint: null });
  });

  test('invalid JSON and non-object bodies are 400 PGRST102', async () => {
    for (const body of ['{"id":', '', '42', '[1,2]', 'null']) {
      const res = await h.request('/tags', {
        method: 'POST',
        headers: { apikey: h.serviceKey, 'Content-Type': 'application/json' },
        body,
      });
      expect(res.status).toBe(400);
      expect((await res.json()).code).toBe('PGRST102');
    }
  });

  test('a body over 1 MiB is a 413', async () => {
    const res = await h.request('/tags', {
      method: 'POST',
      headers: { apikey: h.serviceKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: 107, name: 'x'.repeat(1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).code).toBe('PGRST102');
  });

  test('insert([a, b]).select().single() is a 406 and inserts nothing', async () => {
    const { error, status } = await service
      .from('tags')
      .insert([
        { id: 110, name: 'x' },
        { id: 111, name: 'y' },
      ])
      .select()
      .single();
    expect(status).toBe(406);
    expect(error?.details).toBe('The result contains 2 rows');
    expect(await tagNames(110, 111)).toEqual([]);
  });

  test('a failing row rolls back the whole bulk insert', async () => {
    const { status } = await service.from('tags').insert([
      { id: 112, name: 'ok' },
      { id: 1, name: 'dup' },
    ]);
    expect(status).toBe(409);
    expect(await tagNames(112, 112)).toEqual([]);
  });

  test('Prefer: tx=rollback answers normally but keeps nothing', async () => {
    const res = await h.request('/tags', {
      method: 'POST',
      headers: { apikey: h.serviceKey, 'Content-Type': 'application/json', Prefer: 'tx=rollback, return=representation' },
      body: JSON.stringify({ id: 113, name: 'ephemeral' }),
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual([{ id: 113, name: 'ephemeral' }]);
    expect(await tagNames(113, 113)).toEqual([]);
  });
});

describe('upsert', () => {
  test('merge-duplicates updates an existing row (200) and inserts a new one (201)', async () => {
    const updated = await service.from('settings').upsert({ key: 'theme', value: 'dark' }).select();
    expect(updated.status).toBe(200);
    expect(updated.data).toEqual([{ key: 'theme', value: 'dark', updated_by: 'system' }]);
    const inserted = await service.from('settings').upsert({ key: 'lang', value: 'en' }).select();
    expect(inserted.status).toBe(201);
  });

  test('ignore-duplicates leaves existing rows alone', async () => {
    const { data, status } = await service
      .from('settings')
      .upsert(
        [
          { key: 'theme', value: 'neon' },
          { key: 'font', value: 'serif' },
        ],
        { ignoreDuplicates: true },
      )
      .select();
    expect(status).toBe(201);
    expect(data).toEqual([{ key: 'font', value: 'serif', updated_by: 'system' }]);
    const { data: theme } = await service.from('settings').select('value').eq('key', 'theme').single();
    expect(theme).toEqual({ value: 'dark' });
  });

  test('onConflict picks a unique column as the conflict target', async () => {
    const { data, error, status } = await service
      .from('authors')
      .upsert({ email: 'grace@example.com', name: 'Grace B. Hopper' }, { onConflict: 'email' })
      .select('id, name');
    expect(error).toBeNull();
    expect({ data, status }).toEqual({ data: [{ id: 2, name: 'Grace B. Hopper' }], status: 200 });
    await service.from('authors').update({ name: 'Grace Hopper' }).eq('id', 2);
  });

  test('an unknown on_conflict column is a 400 PGRST204', async () => {
    const { status, error } = await service.from('tags').upsert({ id: 121, name: 'z' }, { onConflict: 'nope' });
    expect([status, error?.code]).toEqual([400, 'PGRST204']);
  });
});

async function settingValues(keys: string[]) {
  const { data } = await service.from('settings').select('key,value').in('key', keys).order('key');
  return data;
}

describe('update', () => {
  test('updates filtered rows: 204 by default, 200 with the rows when selected', async () => {
    const plain = await service.from('tags').update({ name: 'hundred!' }).eq('id', 100);
    expect(plain.status).toBe(204);
    const { data, status } = await service.from('tags').update({ name: 'hundred?' }).eq('id', 100).select();
    expect({ data, status }).toEqual({ data: [{ id: 100, name: 'hundred?' }], status: 200 });
  });

  test('an update matching nothing is not an error', async () => {
    const { data, error, status } = await service.from('tags').update({ name: 'x' }).eq('id', 9999).select();
    expect({ data, error, status }).toEqual({ data: [], error: null, status: 200 });
  });

  test('count on an update answers Content-Range 0-(n-1)/n', async () => {
    const res = await h.request('/settings?key=in.(a,b)', {
      method: 'PATCH',
      headers: { apikey: h.serviceKey, 'Content-Type': 'application/json', Prefer: 'count=exact' },
      body: JSON.stringify({ value: 'pair' }),
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('content-range')).toBe('0-1/2');
  });

  test('an update without any filter is refused with 400 21000', async () => {
    const res = await h.request('/settings', {
      method: 'PATCH',
      headers: { apikey: h.serviceKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ value: 'everything' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: '21000',
      message: 'UPDATE requires a WHERE clause',
      details: null,
      hint: 'Add a filter (for example ?id=eq.1) to choose the rows; Haven does not allow changing every row at once.',
    });
    expect(await settingValues(['a', 'b'])).toEqual([
      { key: 'a', value: 'pair' },
      { key: 'b', value: 'pair' },
    ]);
  });

  test('an empty object updates nothing', async () => {
    const { data, status } = await service.from('tags').update({}).eq('id', 100).select();
    expect({ data, status }).toEqual({ data: [], status: 200 });
    expect(await tagNames(100, 100)).toEqual([{ id: 100, name: 'hundred?' }]);
  });

  test('an update body must be a JSON object', async () => {
    const res = await h.request('/tags?id=eq.100', {
      method: 'PATCH',
      headers: { apikey: h.serviceKey, 'Content-Type': 'application/json' },
      body: '[{"name":"x"}]',
    });
    expect([res.status, (await res.json()).code]).toEqual([400, 'PGRST102']);
  });

  test('update().single() touching several rows is a 406 and changes nothing', async () => {
    const { status } = await service.from('settings').update({ value: 'many' }).in('key', ['a', 'b']).select().single();
    expect(status).toBe(406);
    expect(await settingValues(['a', 'b'])).toEqual([
      { key: 'a', value: 'pair' },
      { key: 'b', value: 'pair' },
    ]);
  });

  test('limit with order updates only the first rows', async () => {
    const res = await h.request('/settings?key=in.(a,b)&order=key.desc&limit=1&select=key,value', {
      method: 'PATCH',
      headers: { apikey: h.serviceKey, 'Content-Type': 'application/json', Prefer: 'return=representation' },
      body: JSON.stringify({ value: 'last' }),
    });
    expect(await res.json()).toEqual([{ key: 'b', value: 'last' }]);
  });

  test('handling=strict with max-affected refuses larger updates', async () => {
    const res = await h.request('/settings?key=in.(a,b)', {
      method: 'PATCH',
      headers: { apikey: h.serviceKey, 'Content-Type': 'application/json', Prefer: 'handling=strict, max-affected=1' },
      body: JSON.stringify({ value: 'capped' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 'PGRST124',
      message: 'Query result exceeds max-affected preference constraint',
      details: 'The query affects 2 rows',
      hint: null,
    });
    expect(await settingValues(['a'])).toEqual([{ key: 'a', value: 'pair' }]);
  });

  test('handling=strict rejects unknown preferences', async () => {
    const res = await h.request('/tags?id=eq.100', {
      method: 'PATCH',
      headers: { apikey: h.serviceKey, 'Content-Type': 'application/json', Prefer: 'handling=strict, bogus=1' },
      body: JSON.stringify({ name: 'x' }),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('PGRST122');
  });
});

describe('delete', () => {
  test('deletes filtered rows: 204, or 200 with the deleted rows', async () => {
    const plain = await service.from('tags').delete().eq('id', 103);
    expect(plain.status).toBe(204);
    const { data, status, count } = await service.from('tags').delete({ count: 'exact' }).eq('id', 100).select('name');
    expect({ data, status, count }).toEqual({ data: [{ name: 'hundred?' }], status: 200, count: 1 });
    expect(await tagNames(100, 103)).toEqual([
      { id: 101, name: 'a' },
      { id: 102, name: 'b' },
    ]);
  });

  test('a delete without any filter is refused with 400 21000', async () => {
    const { error, status } = await service.from('tags').delete();
    expect(status).toBe(400);
    expect(error?.code).toBe('21000');
    expect(error?.message).toBe('DELETE requires a WHERE clause');
    const { count } = await service.from('tags').select('*', { count: 'exact', head: true });
    expect(count).toBeGreaterThan(3);
  });

  test('or= counts as a filter', async () => {
    const { data } = await service.from('tags').delete().or('id.eq.101,id.eq.102').select('id');
    expect(data).toEqual([{ id: 101 }, { id: 102 }]);
  });
});
