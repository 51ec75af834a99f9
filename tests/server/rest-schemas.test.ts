import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { anonClient, startTestServer } from '../support/server.ts';
import { startRestServer, type RestHarness } from './rest-harness.ts';

// Schemas other than public (PostgREST's db-schemas; references/api/schemas): supabase-js's
// schema('x') sends Accept-Profile on reads and Content-Profile on writes and calls; only the
// exposed schemas answer, the first being the default.
const appSql = `
grant insert, update, delete on app.items to authenticated, service_role;
create table app.notes (id int primary key, item_id int references app.items (id), body text not null);
grant select on app.notes to anon, authenticated, service_role;
insert into app.notes values (1, 1, 'first note');
create function app.item_labels() returns setof text language sql stable as $$ select label from app.items order by id $$;
create schema hidden;
grant usage on schema hidden to anon, authenticated, service_role;
create table hidden.secrets (id int primary key);
grant select on hidden.secrets to anon, authenticated, service_role;
`;

let h: RestHarness;

beforeAll(async () => {
  h = await startRestServer({ schemas: ['public', 'app'] });
  await h.db.exec(appSql);
  await h.rest.reload();
});

afterAll(async () => {
  await h.close();
});

describe('exposed schemas', () => {
  test('public stays the default; schema() reads another exposed schema, with its embeds', async () => {
    const plain = await h.client().from('authors').select('id').eq('id', 1);
    expect(plain.data).toEqual([{ id: 1 }]);
    const { data, error, status } = await h.client().schema('app').from('items').select('label, notes(body)');
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([{ label: 'from app', notes: [{ body: 'first note' }] }]);
    // A table of another schema is not found by name alone.
    const missing = await h.client().from('items').select('*');
    expect(missing.status).toBe(404);
    expect(missing.error?.code).toBe('PGRST205');
  });

  test('writes and calls go to the schema named by Content-Profile', async () => {
    const app = h.client({ key: h.serviceKey }).schema('app');
    const inserted = await app.from('items').insert({ id: 2, label: 'second' }).select().single();
    expect(inserted.error).toBeNull();
    expect(inserted.data).toEqual({ id: 2, label: 'second' });
    const updated = await app.from('items').update({ label: 'second, edited' }).eq('id', 2).select('label');
    expect(updated.data).toEqual([{ label: 'second, edited' }]);
    const called = await app.rpc('item_labels');
    expect(called.error).toBeNull();
    expect(called.data).toEqual(['from app', 'second, edited']);
    const removed = await app.from('items').delete().eq('id', 2).select('id');
    expect(removed.data).toEqual([{ id: 2 }]);
  });

  test('answers carry Content-Profile naming the schema', async () => {
    const res = await h.request('/items?select=id', { headers: { 'Accept-Profile': 'app' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-profile')).toBe('app');
    const plain = await h.request('/authors?select=id&id=eq.1');
    expect(plain.headers.get('content-profile')).toBe('public');
  });

  test('a schema outside the list is 406 PGRST106 for reads, writes and calls alike', async () => {
    const expected = {
      code: 'PGRST106',
      message: 'Invalid schema: hidden',
      details: null,
      hint: 'Only the following schemas are exposed: public, app',
    };
    const hidden = h.client({ key: h.serviceKey }).schema('hidden');
    const read = await hidden.from('secrets').select('*');
    expect([read.status, read.error]).toEqual([406, expected]);
    const write = await hidden.from('secrets').insert({ id: 1 });
    expect([write.status, write.error]).toEqual([406, expected]);
    const call = await hidden.rpc('anything');
    expect([call.status, call.error]).toEqual([406, expected]);
  });
});

describe('the server settings', () => {
  test('HAVEN_DB_SCHEMAS and HAVEN_DB_AGGREGATES reach /rest/v1', async () => {
    const server = await startTestServer({ env: { HAVEN_DB_SCHEMAS: 'public,reports', HAVEN_DB_AGGREGATES: 'on' } });
    try {
      const client = anonClient(server);
      const counted = await client.from('us_states').select('count()');
      expect(counted.error).toBeNull();
      expect(counted.data?.[0]?.count).toBeGreaterThan(50);
      const hidden = await client.schema('private').from('anything').select('*');
      expect(hidden.status).toBe(406);
      expect(hidden.error?.hint).toBe('Only the following schemas are exposed: public, reports');
    } finally {
      await server.stop();
    }
  }, 120_000);
});
