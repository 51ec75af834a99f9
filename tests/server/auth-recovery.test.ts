import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { anonClient, createUserClient, startTestServer, TEST_PASSWORD, testEmail, type TestServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { HAVEN_SITE_URL: 'http://site.test' } });
});
afterAll(() => server?.stop());

const NEW_PASSWORD = 'amber-willow-compass-31';

describe('password recovery', () => {
  test('recover → verifyOtp(token_hash) → updateUser → sign in with the new password', async () => {
    const { email } = await createUserClient(server);
    const client = anonClient(server);
    const { data, error } = await client.auth.resetPasswordForEmail(email);
    expect(error).toBeNull();
    expect(data).toEqual({});

    const mail = server.lastEmail(email, 'recovery');
    expect(mail?.link).toContain('/auth/v1/verify?token=');
    expect(mail?.redirectTo).toBe('http://site.test/auth?mode=reset');

    const events: string[] = [];
    client.auth.onAuthStateChange((event) => void events.push(event));
    const verified = await client.auth.verifyOtp({ type: 'recovery', token_hash: mail!.tokenHash });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.access_token).toBeTruthy();
    expect(events).toContain('PASSWORD_RECOVERY');
    const claims = JSON.parse(atob(verified.data.session!.access_token.split('.')[1]!)) as { amr: { method: string }[] };
    expect(claims.amr[0]?.method).toBe('recovery');

    expect((await client.auth.updateUser({ password: NEW_PASSWORD })).error).toBeNull();
    expect((await anonClient(server).auth.signInWithPassword({ email, password: NEW_PASSWORD })).error).toBeNull();
    const old = await anonClient(server).auth.signInWithPassword({ email, password: TEST_PASSWORD });
    expect(old.error).toMatchObject({ code: 'invalid_credentials' });
  });

  test('a recovery link works once', async () => {
    const { email } = await createUserClient(server);
    await anonClient(server).auth.resetPasswordForEmail(email);
    const { tokenHash } = server.lastEmail(email, 'recovery')!;
    expect((await anonClient(server).auth.verifyOtp({ type: 'recovery', token_hash: tokenHash })).error).toBeNull();
    const again = await anonClient(server).auth.verifyOtp({ type: 'recovery', token_hash: tokenHash });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  test('the 6-digit code works with verifyOtp({ email, token })', async () => {
    const { email } = await createUserClient(server);
    await anonClient(server).auth.resetPasswordForEmail(email);
    const { code } = server.lastEmail(email, 'recovery')!;
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await anonClient(server).auth.verifyOtp({ type: 'recovery', email, token: code === '000000' ? '000001' : '000000' });
    expect(wrong.error).toMatchObject({ status: 403, code: 'otp_expired' });
    const { data, error } = await anonClient(server).auth.verifyOtp({ type: 'recovery', email, token: code });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
  });

  test('the emailed link redirects (303) to the site with the session in the fragment', async () => {
    const { email } = await createUserClient(server);
    await anonClient(server).auth.resetPasswordForEmail(email, { redirectTo: 'http://site.test/auth?mode=reset&next=%2Fjournal' });
    const mail = server.lastEmail(email, 'recovery')!;
    const res = await fetch(mail.link, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!);
    expect(`${location.origin}${location.pathname}${location.search}`).toBe('http://site.test/auth?mode=reset&next=%2Fjournal');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('token_type')).toBe('bearer');
    const { data } = await anonClient(server).auth.getUser(fragment.get('access_token')!);
    expect(data.user?.email).toBe(email);

    const reused = await fetch(mail.link, { redirect: 'manual' });
    expect(new URLSearchParams(new URL(reused.headers.get('location')!).hash.slice(1)).get('error_code')).toBe('otp_expired');
  });

  test('redirects to other origins are replaced by the site (no open redirect)', async () => {
    const { email } = await createUserClient(server);
    await anonClient(server).auth.resetPasswordForEmail(email, { redirectTo: 'https://evil.example/steal' });
    expect(server.lastEmail(email, 'recovery')?.redirectTo).toBe('http://site.test/auth?mode=reset');
  });

  test('unknown addresses get the same {} and no email', async () => {
    const email = testEmail('nobody');
    const { data, error } = await anonClient(server).auth.resetPasswordForEmail(email);
    expect(error).toBeNull();
    expect(data).toEqual({});
    expect(server.lastEmail(email)).toBeUndefined();
  });
});

describe('email confirmation on', () => {
  let confirming: TestServer;
  beforeAll(async () => {
    confirming = await startTestServer({ env: { HAVEN_EMAIL_CONFIRMATION: 'on' } });
  });
  afterAll(() => confirming?.stop());

  test('signUp returns the user without a session; sign-in waits for the link', async () => {
    const email = testEmail();
    const { data, error } = await anonClient(confirming).auth.signUp({ email, password: TEST_PASSWORD, options: { data: { a: 1 } } });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { a: 1 } });
    expect(data.user?.email_confirmed_at).toBeUndefined();

    const early = await anonClient(confirming).auth.signInWithPassword({ email, password: TEST_PASSWORD });
    expect(early.error).toMatchObject({ status: 400, code: 'email_not_confirmed' });

    const mail = confirming.lastEmail(email, 'signup')!;
    const verified = await anonClient(confirming).auth.verifyOtp({ type: 'signup', token_hash: mail.tokenHash });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email_confirmed_at).toBeTruthy();
    expect((await anonClient(confirming).auth.signInWithPassword({ email, password: TEST_PASSWORD })).error).toBeNull();
  });

  test('signing up a confirmed address again reveals nothing', async () => {
    const email = testEmail();
    await anonClient(confirming).auth.signUp({ email, password: TEST_PASSWORD });
    await anonClient(confirming).auth.verifyOtp({ type: 'signup', token_hash: confirming.lastEmail(email, 'signup')!.tokenHash });
    const { data, error } = await anonClient(confirming).auth.signUp({ email, password: TEST_PASSWORD });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.identities).toEqual([]);
  });

  test('an email change applies after the link sent to the new address', async () => {
    const email = testEmail();
    await anonClient(confirming).auth.signUp({ email, password: TEST_PASSWORD });
    const client = anonClient(confirming);
    await client.auth.verifyOtp({ type: 'signup', token_hash: confirming.lastEmail(email, 'signup')!.tokenHash });
    const next = testEmail('next');
    const { data, error } = await client.auth.updateUser({ email: next });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, new_email: next });

    const mail = confirming.lastEmail(next, 'email_change')!;
    const verified = await anonClient(confirming).auth.verifyOtp({ type: 'email_change', token_hash: mail.tokenHash });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email).toBe(next);
    expect((await anonClient(confirming).auth.signInWithPassword({ email: next, password: TEST_PASSWORD })).error).toBeNull();
  });

  test('the confirmation email never contains the password', () => {
    const serialized = JSON.stringify(confirming.emails);
    expect(serialized).not.toContain(TEST_PASSWORD);
  });
});
