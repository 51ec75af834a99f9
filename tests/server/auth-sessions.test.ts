import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { anonClient, createUserClient, startTestServer, TEST_PASSWORD, type TestServer } from '../support/server.ts';

const REUSE_INTERVAL_SECONDS = 1;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { HAVEN_REFRESH_TOKEN_REUSE_INTERVAL: String(REUSE_INTERVAL_SECONDS) } });
});
afterAll(() => server?.stop());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Exchanges a refresh token over the wire, as auth-js does (Bearer = the API key). */
async function refresh(token: string) {
  const res = await fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: {
      apikey: server.anonKey,
      authorization: `Bearer ${server.anonKey}`,
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
    },
    body: JSON.stringify({ refresh_token: token }),
  });
  return { status: res.status, body: (await res.json()) as { refresh_token?: string; access_token?: string; code?: string } };
}

async function getUserStatus(accessToken: string) {
  const res = await fetch(`${server.url}/auth/v1/user`, {
    headers: { apikey: server.anonKey, authorization: `Bearer ${accessToken}`, 'x-supabase-api-version': '2024-01-01' },
  });
  return { status: res.status, body: (await res.json()) as { code?: string; id?: string } };
}

async function signIn(email: string, password = TEST_PASSWORD) {
  const client = anonClient(server);
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw error ?? new Error('no session');
  return { client, session: data.session };
}

describe('refresh tokens', () => {
  test('refreshSession() rotates the refresh token and keeps the session', async () => {
    const { client, session } = await createUserClient(server);
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).toBeTruthy();
    expect(data.session?.refresh_token).not.toBe(session.refresh_token);
    const before = JSON.parse(atob(session.access_token.split('.')[1]!)) as { session_id: string };
    const after = JSON.parse(atob(data.session!.access_token.split('.')[1]!)) as { session_id: string };
    expect(after.session_id).toBe(before.session_id);
  });

  test('a lost response is recovered: the parent of the active token returns the active token', async () => {
    const { session } = await createUserClient(server);
    const first = await refresh(session.refresh_token);
    await sleep(REUSE_INTERVAL_SECONDS * 1000 + 100);
    const again = await refresh(session.refresh_token);
    expect(again.status).toBe(200);
    expect(again.body.refresh_token).toBe(first.body.refresh_token);
  });

  test('reusing an older token within the reuse interval is tolerated (concurrent tabs)', async () => {
    const { session } = await createUserClient(server);
    const b = (await refresh(session.refresh_token)).body.refresh_token!;
    await refresh(b);
    expect((await refresh(session.refresh_token)).status).toBe(200);
  });

  test('reusing an older token after the reuse interval fails and revokes the family', async () => {
    const { session } = await createUserClient(server);
    const a = session.refresh_token;
    const b = (await refresh(a)).body.refresh_token!;
    const c = (await refresh(b)).body.refresh_token!;
    expect(new Set([a, b, c]).size).toBe(3);

    await sleep(REUSE_INTERVAL_SECONDS * 1000 + 100);
    expect(await refresh(a)).toMatchObject({ status: 400, body: { code: 'refresh_token_already_used' } });

    await sleep(REUSE_INTERVAL_SECONDS * 1000 + 100);
    expect(await refresh(c)).toMatchObject({ status: 400, body: { code: 'refresh_token_already_used' } });
  });

  test('supabase-js reports refresh_token_already_used for a stale token', async () => {
    const { session } = await createUserClient(server);
    const b = (await refresh(session.refresh_token)).body.refresh_token!;
    await refresh(b);
    await sleep(REUSE_INTERVAL_SECONDS * 1000 + 100);
    const { error } = await anonClient(server).auth.refreshSession({ refresh_token: session.refresh_token });
    expect(error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
  });

  test('an unknown token is refresh_token_not_found', async () => {
    expect(await refresh('no-such-token')).toMatchObject({ status: 400, body: { code: 'refresh_token_not_found' } });
  });
});

describe('signOut scopes', () => {
  test('global (the default) ends every session of the user', async () => {
    const { client: first, email } = await createUserClient(server);
    const { client: second, session: secondSession } = await signIn(email);
    expect((await first.auth.signOut()).error).toBeNull();

    expect(await getUserStatus(secondSession.access_token)).toMatchObject({ status: 403, body: { code: 'session_not_found' } });
    const { error } = await second.auth.getUser();
    expect(error?.name).toBe('AuthSessionMissingError');
    expect(await refresh(secondSession.refresh_token)).toMatchObject({ status: 400, body: { code: 'refresh_token_not_found' } });
  });

  test('local ends only the current session', async () => {
    const { session: firstSession, email } = await createUserClient(server);
    const { client: second, session: secondSession } = await signIn(email);
    const { client: third } = await signIn(email);
    expect((await third.auth.signOut({ scope: 'local' })).error).toBeNull();

    expect((await second.auth.getUser()).error).toBeNull();
    expect((await getUserStatus(firstSession.access_token)).status).toBe(200);
    expect((await getUserStatus(secondSession.access_token)).status).toBe(200);
  });

  test('local makes the signed-out token fail with session_not_found', async () => {
    const { client, session } = await createUserClient(server);
    await client.auth.signOut({ scope: 'local' });
    expect(await getUserStatus(session.access_token)).toMatchObject({ status: 403, body: { code: 'session_not_found' } });
  });

  test('others ends every session but the current one', async () => {
    const { client: first, session: firstSession, email } = await createUserClient(server);
    const { session: secondSession } = await signIn(email);
    expect((await first.auth.signOut({ scope: 'others' })).error).toBeNull();

    expect((await getUserStatus(firstSession.access_token)).status).toBe(200);
    expect((await getUserStatus(secondSession.access_token)).status).toBe(403);
  });

  test('an unknown scope is validation_failed (400)', async () => {
    const { session } = await createUserClient(server);
    const res = await fetch(`${server.url}/auth/v1/logout?scope=everywhere`, {
      method: 'POST',
      headers: { apikey: server.anonKey, authorization: `Bearer ${session.access_token}`, 'x-supabase-api-version': '2024-01-01' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'validation_failed' });
  });
});

describe('getUser and updateUser', () => {
  test('getUser returns the signed-in user', async () => {
    const { client, user } = await createUserClient(server);
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id: user.id, email: user.email });
  });

  test('updateUser merges user metadata (null removes a key)', async () => {
    const { client } = await createUserClient(server);
    await client.auth.updateUser({ data: { display_name: 'Sam', theme: 'dusk' } });
    const { data, error } = await client.auth.updateUser({ data: { theme: null, pronouns: 'they' } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ display_name: 'Sam', pronouns: 'they' });
    expect((await client.auth.getUser()).data.user?.user_metadata).toEqual({ display_name: 'Sam', pronouns: 'they' });
  });

  test('changing the password makes the old one fail and ends other sessions', async () => {
    const { client, email } = await createUserClient(server);
    const { session: otherSession } = await signIn(email);
    const newPassword = 'quiet-meadow-otter-77';
    const { error } = await client.auth.updateUser({ password: newPassword });
    expect(error).toBeNull();

    const old = await anonClient(server).auth.signInWithPassword({ email, password: TEST_PASSWORD });
    expect(old.error).toMatchObject({ code: 'invalid_credentials' });
    expect((await anonClient(server).auth.signInWithPassword({ email, password: newPassword })).error).toBeNull();
    expect((await client.auth.getUser()).error).toBeNull();
    expect((await getUserStatus(otherSession.access_token)).status).toBe(403);
  });

  test('password rules apply to updates: weak, and same as before', async () => {
    const { client } = await createUserClient(server);
    expect((await client.auth.updateUser({ password: 'short' })).error).toMatchObject({ code: 'weak_password' });
    expect((await client.auth.updateUser({ password: TEST_PASSWORD })).error).toMatchObject({ status: 422, code: 'same_password' });
  });

  test('a user cannot set their own app_metadata', async () => {
    const { session } = await createUserClient(server);
    const res = await fetch(`${server.url}/auth/v1/user`, {
      method: 'PUT',
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${session.access_token}`,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
      },
      body: JSON.stringify({ app_metadata: { role: 'admin' } }),
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'not_admin' });
  });

  test('updateUser changes the email at once when confirmation is off', async () => {
    const { client } = await createUserClient(server);
    const email = `moved-${Date.now()}@example.test`;
    const { data, error } = await client.auth.updateUser({ email });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect((await anonClient(server).auth.signInWithPassword({ email, password: TEST_PASSWORD })).error).toBeNull();
  });

  test('updateUser refuses an email another user has', async () => {
    const { client } = await createUserClient(server);
    const { email: taken } = await createUserClient(server);
    const { error } = await client.auth.updateUser({ email: taken });
    expect(error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  test('a client with a user token from another client works (global headers)', async () => {
    const { session, user } = await createUserClient(server);
    const client = createClient(server.url, server.anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
    const { data } = await client.auth.getUser(session.access_token);
    expect(data.user?.id).toBe(user.id);
  });
});
