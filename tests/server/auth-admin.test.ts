import { createClient } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  anonClient,
  createUserClient,
  serviceClient,
  startTestServer,
  TEST_PASSWORD,
  testEmail,
  type TestServer,
} from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

describe('admin API', () => {
  test('a role set in app_metadata by the service role reaches the user’s token', async () => {
    const { user, email } = await createUserClient(server);
    const { data, error } = await serviceClient(server).auth.admin.updateUserById(user.id, { app_metadata: { role: 'admin' } });
    expect(error).toBeNull();
    expect(data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'], role: 'admin' });

    const signedIn = await anonClient(server).auth.signInWithPassword({ email, password: TEST_PASSWORD });
    expect(decodeJwt(signedIn.data.session!.access_token).app_metadata).toMatchObject({ role: 'admin' });

    const cleared = await serviceClient(server).auth.admin.updateUserById(user.id, { app_metadata: { role: null } });
    expect(cleared.data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
  });

  test('creates, reads, lists and deletes users', async () => {
    const admin = serviceClient(server).auth.admin;
    const email = testEmail('admin-made');
    const created = await admin.createUser({
      email,
      password: TEST_PASSWORD,
      email_confirm: true,
      user_metadata: { display_name: 'Ash' },
      app_metadata: { role: 'partner' },
    });
    expect(created.error).toBeNull();
    const id = created.data.user!.id;
    expect(created.data.user).toMatchObject({ email, user_metadata: { display_name: 'Ash' }, app_metadata: { role: 'partner' } });

    expect((await anonClient(server).auth.signInWithPassword({ email, password: TEST_PASSWORD })).error).toBeNull();
    expect((await admin.getUserById(id)).data.user?.email).toBe(email);

    const listed = await admin.listUsers({ page: 1, perPage: 1000 });
    expect(listed.error).toBeNull();
    expect(listed.data.users.some((u) => u.id === id)).toBe(true);

    expect((await admin.createUser({ email, password: TEST_PASSWORD })).error).toMatchObject({ status: 422, code: 'email_exists' });

    expect((await admin.deleteUser(id)).error).toBeNull();
    expect((await admin.getUserById(id)).error).toMatchObject({ status: 404, code: 'user_not_found' });
  });

  test('listUsers paginates with X-Total-Count and Link', async () => {
    await createUserClient(server);
    await createUserClient(server);
    const { data, error } = await serviceClient(server).auth.admin.listUsers({ page: 1, perPage: 1 });
    expect(error).toBeNull();
    expect(data.users).toHaveLength(1);
    expect((data as unknown as { total: number }).total).toBeGreaterThanOrEqual(2);
    expect((data as unknown as { nextPage: number | null }).nextPage).toBe(2);
  });

  test('listUsers refuses a negative page or per_page=0 (400) and reads page=0 as the first page', async () => {
    const admin = serviceClient(server).auth.admin;
    await createUserClient(server);
    expect((await admin.listUsers({ page: -1, perPage: 10 })).error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect((await admin.listUsers({ page: 1, perPage: 0 })).error).toMatchObject({ status: 400, code: 'validation_failed' });
    const headers = { apikey: server.serviceRoleKey, Authorization: `Bearer ${server.serviceRoleKey}` };
    const words = await fetch(`${server.url}/auth/v1/admin/users?page=two`, { headers });
    expect(words.status).toBe(400);
    const first = await admin.listUsers({ page: 0, perPage: 1 });
    expect(first.error).toBeNull();
    expect(first.data.users).toHaveLength(1);
  });

  test('deleting a user cascades to rows that reference auth.users', async () => {
    await server.db.exec(
      `create table if not exists public.admin_test_notes (
         id bigint generated always as identity primary key,
         user_id uuid not null references auth.users (id) on delete cascade,
         body text)`,
    );
    const { user } = await createUserClient(server);
    await server.db.query('insert into public.admin_test_notes (user_id, body) values ($1, $2)', [user.id, 'hello']);
    expect((await serviceClient(server).auth.admin.deleteUser(user.id)).error).toBeNull();
    const { rows } = await server.db.query('select 1 from public.admin_test_notes where user_id = $1', [user.id]);
    expect(rows).toHaveLength(0);
  });

  test('a banned user cannot sign in and loses their sessions', async () => {
    const { user, email, session } = await createUserClient(server);
    await serviceClient(server).auth.admin.updateUserById(user.id, { ban_duration: '24h' });
    const signIn = await anonClient(server).auth.signInWithPassword({ email, password: TEST_PASSWORD });
    expect(signIn.error).toMatchObject({ status: 400, code: 'user_banned' });
    const { error } = await anonClient(server).auth.refreshSession({ refresh_token: session.refresh_token });
    expect(error?.status).toBe(400);
    await serviceClient(server).auth.admin.updateUserById(user.id, { ban_duration: 'none' });
    expect((await anonClient(server).auth.signInWithPassword({ email, password: TEST_PASSWORD })).error).toBeNull();
  });

  test('generateLink gives a recovery link for server-side flows', async () => {
    const { email } = await createUserClient(server);
    const { data, error } = await serviceClient(server).auth.admin.generateLink({ type: 'recovery', email });
    expect(error).toBeNull();
    expect(data.properties?.action_link).toContain('/auth/v1/verify?token=');
    const verified = await anonClient(server).auth.verifyOtp({ type: 'recovery', token_hash: data.properties!.hashed_token });
    expect(verified.error).toBeNull();
  });

  test('generateLink signup creates the account with its password and returns the link and the user', async () => {
    const admin = serviceClient(server).auth.admin;
    const email = testEmail('link-signup');
    const { data, error } = await admin.generateLink({
      type: 'signup',
      email,
      password: TEST_PASSWORD,
      options: { data: { display_name: 'Rowan' }, redirectTo: `${server.url}/welcome` },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { display_name: 'Rowan' } });
    expect(data.user?.email_confirmed_at).toBeUndefined();
    const properties = data.properties!;
    expect(properties).toMatchObject({ verification_type: 'signup', redirect_to: `${server.url}/welcome` });
    expect(properties.email_otp).toMatch(/^\d{6}$/);
    expect(properties.action_link).toContain(`/auth/v1/verify?token=${properties.hashed_token}&type=signup`);

    const verified = await anonClient(server).auth.verifyOtp({ type: 'signup', token_hash: properties.hashed_token });
    expect(verified.error).toBeNull();
    expect((await anonClient(server).auth.signInWithPassword({ email, password: TEST_PASSWORD })).error).toBeNull();

    const again = await admin.generateLink({ type: 'signup', email, password: TEST_PASSWORD });
    expect(again.error).toMatchObject({ status: 422, code: 'email_exists' });
    const noPassword = await admin.generateLink({ type: 'signup', email: testEmail('link-nopass'), password: '' });
    expect(noPassword.error).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  test('generateLink magiclink for a new address is a signup link; recovery needs an account', async () => {
    const admin = serviceClient(server).auth.admin;
    const email = testEmail('link-magic');
    const { data, error } = await admin.generateLink({ type: 'magiclink', email });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.properties?.verification_type).toBe('signup');
    const verified = await anonClient(server).auth.verifyOtp({ type: 'signup', token_hash: data.properties!.hashed_token });
    expect(verified.data.user?.email).toBe(email);

    const recovery = await admin.generateLink({ type: 'recovery', email: testEmail('link-nobody') });
    expect(recovery.error).toMatchObject({ status: 404, code: 'user_not_found' });
  });

  test('is refused for the anon key and for signed-in users', async () => {
    const anon = await anonClient(server).auth.admin.listUsers();
    expect(anon.error).toMatchObject({ status: 403, code: 'not_admin' });

    const { session, user } = await createUserClient(server);
    const asUser = createClient(server.url, server.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { Authorization: `Bearer ${session.access_token}` } },
    });
    expect((await asUser.auth.admin.listUsers()).error).toMatchObject({ status: 403, code: 'not_admin' });
    expect((await asUser.auth.admin.updateUserById(user.id, { app_metadata: { role: 'admin' } })).error).toMatchObject({
      status: 403,
    });
    expect((await asUser.auth.admin.deleteUser(user.id)).error?.status).toBe(403);

    const noToken = await fetch(`${server.url}/auth/v1/admin/users`, { headers: { apikey: server.anonKey } });
    expect(noToken.status).toBe(401);
  });
});
