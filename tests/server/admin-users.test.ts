import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAdmin, ok, type User } from '../db/helpers.ts';
import { enrollTotp } from '../support/mfa.ts';
import {
  anonClient,
  createUserClient,
  serviceClient,
  startTestServer,
  TEST_PASSWORD,
  testEmail,
  type TestServer,
} from '../support/server.ts';

/** Fails the test with the auth server's message when an auth call did not succeed. */
function authOk(result: { error: { message: string } | null }): void {
  if (result.error) throw new Error(result.error.message);
}

/** The admin-users edge function over HTTP, called the way the admin area calls it. */

let server: TestServer;
let admin: User;

beforeAll(async () => {
  server = await startTestServer();
  admin = await createAdmin(server);
});

afterAll(() => server?.stop());

/** POSTs to the function with the client's session token (or the anon key) and keeps the status. */
async function call(client: SupabaseClient, body: unknown) {
  const { data } = await client.auth.getSession();
  const token = data.session?.access_token ?? server.anonKey;
  const response = await fetch(`${server.url}/functions/v1/admin-users`, {
    method: 'POST',
    headers: { apikey: server.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function appRole(userId: string) {
  const { data } = await serviceClient(server).auth.admin.getUserById(userId);
  return data.user?.app_metadata['role'];
}

describe('who may call admin-users', () => {
  test('a visitor without a session is refused before the function runs', async () => {
    const response = await fetch(`${server.url}/functions/v1/admin-users`, { method: 'POST', body: '{"action":"list"}' });
    expect(response.status).toBe(401);
    expect((await call(anonClient(server), { action: 'list' })).status).toBe(401);
  });

  test('a signed-in member, a partner and a member claiming admin in user_metadata are refused', async () => {
    const member = await createUserClient(server);
    expect(await call(member.client, { action: 'list' })).toEqual({
      status: 403,
      body: { error: 'Only Haven admins can manage accounts.' },
    });

    const partner = await createUserClient(server);
    authOk(await serviceClient(server).auth.admin.updateUserById(partner.user.id, { app_metadata: { role: 'partner' } }));
    await partner.client.auth.refreshSession();
    expect((await call(partner.client, { action: 'list' })).status).toBe(403);

    const pretender = anonClient(server);
    const email = testEmail('pretender');
    authOk(await pretender.auth.signUp({ email, password: TEST_PASSWORD, options: { data: { role: 'admin' } } }));
    await pretender.auth.updateUser({ data: { role: 'admin' } });
    expect((await call(pretender, { action: 'list' })).status).toBe(403);
    expect((await call(pretender, { action: 'set_role', userId: member.user.id, role: 'admin' })).status).toBe(403);
    expect(await appRole(member.user.id)).toBeUndefined();
  });

  test('an admin who has been demoted is refused at once, even with a token that still says admin', async () => {
    const former = await createAdmin(server);
    expect((await call(former.client, { action: 'list' })).status).toBe(200);
    authOk(await serviceClient(server).auth.admin.updateUserById(former.user.id, { app_metadata: { role: 'user' } }));
    const { data } = await former.client.rpc('is_admin');
    expect(data).toBe(true);
    expect((await call(former.client, { action: 'list' })).status).toBe(403);
  });

  test('other methods and malformed requests are refused', async () => {
    const token = (await admin.client.auth.getSession()).data.session!.access_token;
    const get = await fetch(`${server.url}/functions/v1/admin-users`, {
      headers: { apikey: server.anonKey, Authorization: `Bearer ${token}` },
    });
    expect(get.status).toBe(405);
    expect((await call(admin.client, { action: 'delete_everyone' })).status).toBe(400);
    expect((await call(admin.client, { action: 'set_role', userId: 'not-a-uuid', role: 'admin' })).status).toBe(400);
    expect((await call(admin.client, { action: 'set_role', userId: admin.user.id, role: 'superuser' })).status).toBe(400);
  });
});

describe('listing and searching accounts', () => {
  test('returns only id, email, dates and role, with the number of accounts', async () => {
    const member = await createUserClient(server);
    await member.client.from('journal_entries').insert({ title: 'Private', body: 'Nobody else should see this.' });
    const { status, body } = await call(admin.client, { action: 'list' });
    expect(status).toBe(200);
    const users = body['users'] as Record<string, unknown>[];
    const total = await server.db.query<{ n: number }>('select count(*)::int as n from auth.users where deleted_at is null');
    expect(body).toMatchObject({ total: total.rows[0]!.n, matched: total.rows[0]!.n, page: 1, perPage: 25 });
    for (const user of users) expect(Object.keys(user).sort()).toEqual(['created_at', 'email', 'id', 'last_sign_in_at', 'role']);
    expect(users).toContainEqual(expect.objectContaining({ id: member.user.id, email: member.email, role: 'user' }));
    expect(users).toContainEqual(expect.objectContaining({ id: admin.user.id, role: 'admin' }));
    expect(JSON.stringify(body)).not.toContain('Nobody else should see this.');
  });

  test('searches by part of an email address, in any case, and pages the matches', async () => {
    const tag = `needle${Date.now().toString(36)}`;
    const found = [];
    for (let i = 0; i < 3; i++) found.push(await createUserClient(server, `${tag}-${i}@example.test`));
    await createUserClient(server, testEmail('haystack'));

    const all = await call(admin.client, { action: 'list', email: tag.toUpperCase() });
    expect(all.status).toBe(200);
    expect(all.body['matched']).toBe(3);
    expect((all.body['users'] as { email: string }[]).map((u) => u.email).sort()).toEqual(found.map((u) => u.email).sort());

    const second = await call(admin.client, { action: 'list', email: tag, page: 2, perPage: 2 });
    expect(second.body).toMatchObject({ matched: 3, page: 2, perPage: 2 });
    expect(second.body['users']).toHaveLength(1);

    const none = await call(admin.client, { action: 'list', email: 'nobody-has-this-address' });
    expect(none.body).toMatchObject({ users: [], matched: 0 });
    expect(none.body['total']).toBeGreaterThan(4);
  });
});

describe('changing roles', () => {
  test('sets app_metadata.role, which the database then sees, and audits the change', async () => {
    const member = await createUserClient(server);
    const { status, body } = await call(admin.client, { action: 'set_role', userId: member.user.id, role: 'partner' });
    expect(status).toBe(200);
    expect(body).toEqual({
      changed: true,
      user: {
        id: member.user.id,
        email: member.email,
        created_at: expect.any(String),
        last_sign_in_at: expect.any(String),
        role: 'partner',
      },
    });
    expect(await appRole(member.user.id)).toBe('partner');
    await member.client.auth.refreshSession();
    expect(ok(await member.client.rpc('current_app_role'))).toBe('partner');
    const profile = ok(await member.client.from('profiles').select('role').single());
    expect(profile.role).toBe('partner');

    const audit = ok(
      await admin.client.from('audit_log').select('actor_id, action, table_name, row_id, details').eq('row_id', member.user.id),
    );
    expect(audit).toEqual([
      {
        actor_id: admin.user.id,
        action: 'user.role_changed',
        table_name: 'auth.users',
        row_id: member.user.id,
        details: { from: 'user', to: 'partner' },
      },
    ]);
  });

  test('making someone an admin lets them in once they add a second factor; setting the same role again changes and audits nothing', async () => {
    const member = await createUserClient(server);
    expect((await call(admin.client, { action: 'set_role', userId: member.user.id, role: 'admin' })).body['changed']).toBe(true);
    await member.client.auth.refreshSession();
    // The role alone (aal1) is not enough: admin powers need the second factor.
    expect((await call(member.client, { action: 'list' })).status).toBe(403);
    await enrollTotp(member.client);
    expect((await call(member.client, { action: 'list' })).status).toBe(200);

    const again = await call(admin.client, { action: 'set_role', userId: member.user.id, role: 'admin' });
    expect(again).toMatchObject({ status: 200, body: { changed: false } });
    expect(ok(await admin.client.from('audit_log').select('id').eq('row_id', member.user.id))).toHaveLength(1);
  });

  test('an admin cannot change their own role, and an unknown account is a 404', async () => {
    const own = await call(admin.client, { action: 'set_role', userId: admin.user.id, role: 'user' });
    expect(own.status).toBe(409);
    expect(await appRole(admin.user.id)).toBe('admin');
    const missing = await call(admin.client, { action: 'set_role', userId: '00000000-0000-4000-8000-000000000000', role: 'partner' });
    expect(missing).toEqual({ status: 404, body: { error: 'No account has that id.' } });
  });

  test('non-admins cannot write audit rows or change roles any other way', async () => {
    const member = await createUserClient(server);
    const insert = await member.client.from('audit_log').insert({ action: 'user.role_changed', table_name: 'auth.users' });
    expect(insert.error?.code).toBe('42501');
    const adminInsert = await admin.client.from('audit_log').insert({ action: 'user.role_changed', table_name: 'auth.users' });
    expect(adminInsert.error?.code).toBe('42501');
    const selfPromotion = await member.client.auth.updateUser({ data: { role: 'admin' } });
    expect(selfPromotion.error).toBeNull();
    expect(await appRole(member.user.id)).toBeUndefined();
    const { error } = await member.client.from('profiles').update({ role: 'admin' }).eq('id', member.user.id);
    expect(error?.code).toBe('42501');
  });
});
