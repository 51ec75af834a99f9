import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { anonClient, createUserClient, startTestServer, testEmail, type TestServer } from '../support/server.ts';

/**
 * Reauthentication (`auth.reauthenticate()` → `GET /reauthenticate`, then
 * `updateUser({ password, nonce })`) with GoTrue's "secure password change": a session created
 * more than 24 hours ago needs the emailed nonce to change the password.
 */

const NEW_PASSWORD = 'quiet-meadow-ferry-58';
const OTHER_PASSWORD = 'silver-canyon-drift-73';

/** Makes the client's session look as if it was created two days ago (the server's own connection). */
async function ageSession(server: TestServer, client: SupabaseClient) {
  const { data } = await client.auth.getSession();
  const claims = JSON.parse(Buffer.from(data.session!.access_token.split('.')[1]!, 'base64url').toString()) as { session_id: string };
  await server.db.query(`update auth.sessions set created_at = now() - interval '2 days' where id = $1`, [claims.session_id]);
}

describe('secure password change on', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { HAVEN_SECURE_PASSWORD_CHANGE: 'on', HAVEN_ANONYMOUS_SIGN_INS: 'on' } });
  });
  afterAll(() => server?.stop());

  test('a session signed in within 24 hours changes the password without a nonce', async () => {
    const { client, email } = await createUserClient(server);
    expect((await client.auth.updateUser({ password: NEW_PASSWORD })).error).toBeNull();
    expect((await anonClient(server).auth.signInWithPassword({ email, password: NEW_PASSWORD })).error).toBeNull();
  });

  test('an older session needs the nonce: 400 reauthentication_needed, then reauthenticate() and the code', async () => {
    const { client, email, password } = await createUserClient(server);
    await ageSession(server, client);

    const without = await client.auth.updateUser({ password: NEW_PASSWORD });
    expect(without.error).toMatchObject({ status: 400, code: 'reauthentication_needed' });

    const sent = await client.auth.reauthenticate();
    expect(sent.error).toBeNull();
    const mail = server.lastEmail(email, 'reauthentication')!;
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.link).toBe('');

    const wrong = await client.auth.updateUser({ password: NEW_PASSWORD, nonce: mail.code === '000000' ? '000001' : '000000' });
    expect(wrong.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' });
    // The refused change left the old password in place.
    expect((await anonClient(server).auth.signInWithPassword({ email, password })).error).toBeNull();

    const right = await client.auth.updateUser({ password: NEW_PASSWORD, nonce: mail.code });
    expect(right.error).toBeNull();
    expect((await anonClient(server).auth.signInWithPassword({ email, password: NEW_PASSWORD })).error).toBeNull();

    const reused = await client.auth.updateUser({ password: OTHER_PASSWORD, nonce: mail.code });
    expect(reused.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' });
  });

  test("another user's nonce does not work", async () => {
    const a = await createUserClient(server);
    const b = await createUserClient(server);
    await ageSession(server, a.client);
    await b.client.auth.reauthenticate();
    const { code } = server.lastEmail(b.email, 'reauthentication')!;
    const stolen = await a.client.auth.updateUser({ password: NEW_PASSWORD, nonce: code });
    expect(stolen.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' });
  });

  test('metadata changes need no nonce', async () => {
    const { client } = await createUserClient(server);
    await ageSession(server, client);
    const { data, error } = await client.auth.updateUser({ data: { pronouns: 'they/them' } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ pronouns: 'they/them' });
  });

  test('reauthenticate needs a signed-in user with an email', async () => {
    const noToken = await fetch(`${server.url}/auth/v1/reauthenticate`, {
      headers: { apikey: server.anonKey, 'X-Supabase-Api-Version': '2024-01-01' },
    });
    expect(noToken.status).toBe(401);
    expect(((await noToken.json()) as { code: string }).code).toBe('no_authorization');

    const guest = anonClient(server);
    await guest.auth.signInAnonymously();
    const { error } = await guest.auth.reauthenticate();
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
  });
});

describe('nonce guesses are rate limited', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { HAVEN_SECURE_PASSWORD_CHANGE: 'on', HAVEN_RATE_LIMIT_VERIFY: '3' } });
  });
  afterAll(() => server?.stop());

  test('after the verify budget, even the right nonce is 429 over_request_rate_limit', async () => {
    const { client, email } = await createUserClient(server);
    await ageSession(server, client);
    await client.auth.reauthenticate();
    const { code } = server.lastEmail(email, 'reauthentication')!;
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 3; i++) {
      expect((await client.auth.updateUser({ password: NEW_PASSWORD, nonce: wrong })).error).toMatchObject({ status: 422 });
    }
    const limited = await client.auth.updateUser({ password: NEW_PASSWORD, nonce: code });
    expect(limited.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });
});

describe('secure password change off (the default)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.stop());

  test('an old session changes the password without a nonce; reauthenticate still sends one', async () => {
    const { client, email } = await createUserClient(server, testEmail('relaxed'));
    await ageSession(server, client);
    expect((await client.auth.updateUser({ password: NEW_PASSWORD })).error).toBeNull();
    expect((await client.auth.reauthenticate()).error).toBeNull();
    expect(server.lastEmail(email, 'reauthentication')?.code).toMatch(/^\d{6}$/);
  });
});
