import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { anonClient, createUserClient, startTestServer, TEST_PASSWORD, testEmail, type TestServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

async function rawAuth(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${server.url}/auth/v1${path}`, {
    method: 'POST',
    headers: { apikey: server.anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01', ...headers },
    body: JSON.stringify(body),
  });
}

describe('signUp', () => {
  test('returns a session and stores data as user_metadata', async () => {
    const email = testEmail();
    const { data, error } = await anonClient(server).auth.signUp({
      email,
      password: TEST_PASSWORD,
      options: { data: { display_name: 'Robin', locale: 'en' } },
    });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.session?.refresh_token).toBeTruthy();
    expect(data.session?.token_type).toBe('bearer');
    expect(data.session?.expires_in).toBe(3600);
    expect(data.user).toMatchObject({
      email,
      aud: 'authenticated',
      role: 'authenticated',
      phone: '',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { display_name: 'Robin', locale: 'en' },
    });
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.user?.confirmed_at).toBeTruthy();
    expect(data.user?.identities?.[0]).toMatchObject({ provider: 'email', user_id: data.user?.id });
  });

  test('rejects a duplicate email with user_already_exists (422)', async () => {
    const { email } = await createUserClient(server);
    const { data, error } = await anonClient(server).auth.signUp({ email: email.toUpperCase(), password: TEST_PASSWORD });
    expect(data.session).toBeNull();
    expect(error).toMatchObject({ status: 422, code: 'user_already_exists' });
  });

  test('rejects a short password with weak_password reasons ["length"]', async () => {
    const { error } = await anonClient(server).auth.signUp({ email: testEmail(), password: 'x7#Kq' });
    expect(error).toMatchObject({ name: 'AuthWeakPasswordError', status: 422, code: 'weak_password', reasons: ['length'] });
  });

  test('rejects a common password with weak_password reasons ["pwned"]', async () => {
    for (const password of ['password123', 'Sunshine2024!', 'P@ssw0rd', 'qwertyuiop']) {
      const { error } = await anonClient(server).auth.signUp({ email: testEmail(), password });
      expect(error, password).toMatchObject({ status: 422, code: 'weak_password', reasons: ['pwned'] });
    }
  });

  test('reports both reasons for a short common password', async () => {
    const { error } = await anonClient(server).auth.signUp({ email: testEmail(), password: 'monkey' });
    expect(error).toMatchObject({ code: 'weak_password', reasons: ['length', 'pwned'] });
  });

  test('rejects passwords over 72 characters and malformed emails with 400', async () => {
    const long = await anonClient(server).auth.signUp({ email: testEmail(), password: 'a1-'.repeat(25) });
    expect(long.error).toMatchObject({ status: 400, code: 'validation_failed' });
    const bad = await anonClient(server).auth.signUp({ email: 'not-an-email', password: TEST_PASSWORD });
    expect(bad.error).toMatchObject({ status: 400, code: 'email_address_invalid' });
  });

  test('refuses anonymous sign-ins', async () => {
    const { error } = await anonClient(server).auth.signInAnonymously();
    expect(error).toMatchObject({ status: 422, code: 'anonymous_provider_disabled' });
  });
});

describe('signInWithPassword', () => {
  test('signs in with the right password', async () => {
    const { email, user } = await createUserClient(server);
    const { data, error } = await anonClient(server).auth.signInWithPassword({ email, password: TEST_PASSWORD });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);
    expect(data.session?.refresh_token).toBeTruthy();
    expect(data.user?.last_sign_in_at).toBeTruthy();
  });

  test('answers a wrong password or unknown email with invalid_credentials (400)', async () => {
    const { email } = await createUserClient(server);
    const wrong = await anonClient(server).auth.signInWithPassword({ email, password: 'not-the-password-9' });
    expect(wrong.error).toMatchObject({
      name: 'AuthApiError',
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
    const unknown = await anonClient(server).auth.signInWithPassword({ email: testEmail(), password: TEST_PASSWORD });
    expect(unknown.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
  });

  test('uses the 2024-01-01 error shape and echoes the API version header', async () => {
    const res = await rawAuth('/token?grant_type=password', { email: testEmail(), password: 'whatever-123' });
    expect(res.status).toBe(400);
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(res.headers.get('x-sb-error-code')).toBe('invalid_credentials');
    expect(await res.json()).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' });
  });

  test('uses the legacy error shape without the API version header', async () => {
    const res = await rawAuth(
      '/token?grant_type=password',
      { email: testEmail(), password: 'whatever-123' },
      { 'x-supabase-api-version': '' },
    );
    expect(res.headers.get('x-supabase-api-version')).toBeNull();
    expect(await res.json()).toEqual({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' });
  });

  test('rejects malformed JSON and unknown grant types with 4xx', async () => {
    const malformed = await fetch(`${server.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: '{"email":',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ code: 'bad_json' });
    const grant = await rawAuth('/token?grant_type=magic', {});
    expect(grant.status).toBe(400);
  });
});

describe('access token', () => {
  test('carries GoTrue claims', async () => {
    const { session, user, email } = await createUserClient(server);
    const claims = decodeJwt(session.access_token);
    const now = Math.floor(Date.now() / 1000);
    expect(claims).toMatchObject({
      iss: `${server.url}/auth/v1`,
      sub: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: {},
      aal: 'aal1',
      is_anonymous: false,
    });
    expect(claims.exp! - claims.iat!).toBe(3600);
    expect(Math.abs(claims.iat! - now)).toBeLessThan(60);
    expect(session.expires_at).toBe(claims.exp);
    expect(claims.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    const { rows } = await server.db.query('select 1 from auth.sessions where id = $1 and user_id = $2', [claims.session_id, user.id]);
    expect(rows).toHaveLength(1);
  });

  test('is verified by GET /user; a forged one is bad_jwt (403) and none is 401', async () => {
    const { session } = await createUserClient(server);
    const [header, payload] = session.access_token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    const bad = await fetch(`${server.url}/auth/v1/user`, {
      headers: { apikey: server.anonKey, authorization: `Bearer ${forged}`, 'x-supabase-api-version': '2024-01-01' },
    });
    expect(bad.status).toBe(403);
    expect(await bad.json()).toMatchObject({ code: 'bad_jwt' });
    const none = await fetch(`${server.url}/auth/v1/user`, { headers: { apikey: server.anonKey } });
    expect(none.status).toBe(401);
    const anonKey = await fetch(`${server.url}/auth/v1/user`, {
      headers: { apikey: server.anonKey, authorization: `Bearer ${server.anonKey}` },
    });
    expect(anonKey.status).toBe(403);
  });
});

describe('metadata endpoints', () => {
  test('GET /settings, /health and the JWKS answer', async () => {
    const settings = await (await fetch(`${server.url}/auth/v1/settings`, { headers: { apikey: server.anonKey } })).json();
    expect(settings).toMatchObject({ external: { email: true, phone: false }, disable_signup: false, mailer_autoconfirm: true });
    const health = await fetch(`${server.url}/auth/v1/health`);
    expect(health.status).toBe(200);
    // The ES256 public key is published even while access tokens are HS256 (the default).
    const jwks = (await (await fetch(`${server.url}/auth/v1/.well-known/jwks.json`)).json()) as { keys: Record<string, unknown>[] };
    expect(jwks.keys).toEqual([expect.objectContaining({ kty: 'EC', crv: 'P-256', alg: 'ES256' })]);
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });

  test('getClaims() works with HS256 tokens', async () => {
    const { client, user } = await createUserClient(server);
    const { data, error } = await client.auth.getClaims();
    expect(error).toBeNull();
    expect(data?.claims.sub).toBe(user.id);
  });
});

describe('providers Haven does not enable', () => {
  test('signInWithIdToken is refused with GoTrue’s provider_disabled, naming the issuer', async () => {
    const auth = anonClient(server).auth;
    const google = await auth.signInWithIdToken({ provider: 'google', token: 'an-id-token', nonce: 'a-nonce' });
    expect(google.data).toMatchObject({ user: null, session: null });
    expect(google.error).toMatchObject({
      status: 400,
      code: 'provider_disabled',
      message: 'Provider (issuer "https://accounts.google.com") is not enabled',
    });
    const appleToken = ['e30', Buffer.from(JSON.stringify({ iss: 'https://appleid.apple.com' })).toString('base64url'), 'c2ln'].join('.');
    const apple = await auth.signInWithIdToken({ provider: 'apple', token: appleToken });
    expect(apple.error).toMatchObject({
      status: 400,
      code: 'provider_disabled',
      message: 'Provider (issuer "https://appleid.apple.com") is not enabled',
    });
    const unreadable = await auth.signInWithIdToken({ provider: 'apple', token: 'not-a-jwt' });
    expect(unreadable.error).toMatchObject({ status: 400, code: 'validation_failed' });
    const unknown = await auth.signInWithIdToken({ provider: 'my-idp', token: 'an-id-token' });
    expect(unknown.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Custom OIDC provider "my-idp" not allowed' });
    expect((await auth.getSession()).data.session).toBeNull();
  });

  test('an id_token grant without a token or provider gets GoTrue’s OAuth error (400)', async () => {
    const noToken = await rawAuth('/token?grant_type=id_token', { provider: 'google' });
    expect(noToken.status).toBe(400);
    expect(await noToken.json()).toEqual({ error: 'invalid request', error_description: 'id_token required' });
    const noProvider = await rawAuth('/token?grant_type=id_token', { id_token: 'an-id-token' });
    expect(await noProvider.json()).toEqual({ error: 'invalid request', error_description: 'provider or client_id and issuer required' });
    const linkWithoutUser = await rawAuth('/token?grant_type=id_token', {
      provider: 'google',
      id_token: 'an-id-token',
      link_identity: true,
    });
    expect(await linkWithoutUser.json()).toMatchObject({
      error_description: 'Linking requires a valid user access token in Authorization',
    });
  });

  test('linkIdentity and unlinkIdentity answer 404 manual_linking_disabled; the email identity stays', async () => {
    const { client, email } = await createUserClient(server);
    const linked = await client.auth.linkIdentity({ provider: 'google', options: { redirectTo: `${server.url}/account` } });
    expect(linked.data.url).toBeNull();
    expect(linked.error).toMatchObject({ status: 404, code: 'manual_linking_disabled', message: 'Manual linking is disabled' });
    const withToken = await client.auth.linkIdentity({ provider: 'google', token: 'an-id-token' });
    expect(withToken.error).toMatchObject({ status: 400, code: 'provider_disabled' });

    const { data } = await client.auth.getUserIdentities();
    const identity = data!.identities[0]!;
    const unlinked = await client.auth.unlinkIdentity(identity);
    expect(unlinked.error).toMatchObject({ status: 404, code: 'manual_linking_disabled', message: 'Manual linking is disabled' });
    expect((await client.auth.getUserIdentities()).data?.identities).toEqual([identity]);
    expect((await anonClient(server).auth.signInWithPassword({ email, password: TEST_PASSWORD })).error).toBeNull();

    const signedOut = await fetch(`${server.url}/auth/v1/user/identities/${identity.identity_id}`, {
      method: 'DELETE',
      headers: { apikey: server.anonKey },
    });
    expect(signedOut.status).toBe(401);
  });
});
