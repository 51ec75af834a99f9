import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startRestServer, type RestHarness } from './rest-harness.ts';

const userA = '0a0a0a0a-0000-4000-8000-00000000000a';
const userB = '0b0b0b0b-0000-4000-8000-00000000000b';

let h: RestHarness;
let alice: SupabaseClient;
let bob: SupabaseClient;
let noteOfA: string;

beforeAll(async () => {
  h = await startRestServer();
  alice = h.client({ accessToken: await h.userToken(userA, 'alice@example.com') });
  bob = h.client({ accessToken: await h.userToken(userB, 'bob@example.com') });
  const { data } = await alice.from('notes').insert({ title: 'Alice private' }).select('id').single();
  noteOfA = (data as { id: string }).id;
  await bob.from('notes').insert({ title: 'Bob private' });
});

afterAll(async () => {
  await h.close();
});

describe('row-level security', () => {
  test('a user reads only their own rows; auth.uid() filled the owner', async () => {
    const { data } = await alice.from('notes').select('title, owner_id');
    expect(data).toEqual([{ title: 'Alice private', owner_id: userA }]);
  });

  test('anon sees no rows', async () => {
    const { data, error } = await h.client().from('notes').select('*');
    expect({ data, error }).toEqual({ data: [], error: null });
  });

  test("another user's row is invisible, even by id", async () => {
    const { data } = await bob.from('notes').select('title').eq('id', noteOfA);
    expect(data).toEqual([]);
  });

  test('an anonymous insert refused by a policy is a 401 42501', async () => {
    const { error, status } = await h.client().from('notes').insert({ title: 'anon', owner_id: userA });
    expect(status).toBe(401);
    expect(error).toEqual({
      code: '42501',
      message: 'new row violates row-level security policy for table "notes"',
      details: null,
      hint: null,
    });
  });

  test("a signed-in insert on someone else's behalf is a 403 42501", async () => {
    const { error, status } = await bob.from('notes').insert({ title: 'forged', owner_id: userA });
    expect(status).toBe(403);
    expect(error?.code).toBe('42501');
  });

  test('a missing grant is a 401 for anon', async () => {
    const { error, status } = await h.client().from('tags').insert({ id: 50, name: 'anon' });
    expect(status).toBe(401);
    expect(error).toEqual({ code: '42501', message: 'permission denied for table tags', details: null, hint: null });
  });

  test("updating or deleting another user's row silently affects nothing", async () => {
    const update = await bob.from('notes').update({ title: 'hijacked' }).eq('id', noteOfA).select();
    expect({ data: update.data, status: update.status }).toEqual({ data: [], status: 200 });
    const remove = await bob.from('notes').delete().eq('id', noteOfA).select();
    expect(remove.data).toEqual([]);
    const { data } = await alice.from('notes').select('title').eq('id', noteOfA).single();
    expect(data).toEqual({ title: 'Alice private' });
  });

  test('the service role bypasses RLS', async () => {
    const { count } = await h.client({ key: h.serviceKey }).from('notes').select('*', { count: 'exact', head: true });
    expect(count).toBe(2);
  });

  test('RLS applies inside embeds too', async () => {
    await h.db.exec(`
      create table if not exists public.note_links (
        id int primary key, note_id uuid references public.notes (id), label text);
      grant select on public.note_links to anon, authenticated;
    `);
    await h.db.query('insert into public.note_links values (1, $1::uuid, $2)', [noteOfA, 'link']);
    await h.rest.reload();
    const asBob = await bob.from('note_links').select('label, notes(title)');
    expect(asBob.data).toEqual([{ label: 'link', notes: null }]);
    const asAlice = await alice.from('note_links').select('label, notes(title)');
    expect(asAlice.data).toEqual([{ label: 'link', notes: { title: 'Alice private' } }]);
  });
});

describe('per-request transaction', () => {
  test('role and claims do not leak from one request to the next', async () => {
    const signedIn = await alice.rpc('whoami');
    expect(signedIn.data).toMatchObject({ uid: userA, db_role: 'authenticated' });
    const anonymous = await h.client().rpc('whoami');
    expect(anonymous.data).toMatchObject({ uid: null, role: 'anon', db_role: 'anon' });
    const { rows } = await h.db.query<{ role: string; claims: string | null }>(
      `select current_user as role, nullif(current_setting('request.jwt.claims', true), '') as claims`,
    );
    expect(rows[0]).toEqual({ role: 'postgres', claims: null });
  });

  test('reads run in a read-only transaction', async () => {
    const { error, status } = await h.client({ key: h.serviceKey }).rpc('bump_views', { post: 1 }, { get: true });
    expect([status, error?.message]).toEqual([405, 'cannot execute UPDATE in a read-only transaction']);
  });

  test('a failed request leaves no transaction open', async () => {
    await alice.from('notes').insert({ title: 'x', owner_id: userB });
    const { data, error } = await alice.from('notes').insert({ title: 'after failure' }).select('title').single();
    expect({ data, error }).toEqual({ data: { title: 'after failure' }, error: null });
  });
});
