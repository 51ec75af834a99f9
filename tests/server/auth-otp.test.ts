import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import {
  anonClient,
  createUserClient,
  serviceClient,
  startTestServer,
  TEST_PASSWORD,
  testEmail,
  type TestServer,
} from '../support/server.ts';
import { consoleMailer } from '../../server/auth/mailer.ts';

/**
 * Passwordless email sign-in (`signInWithOtp` → `/otp`, `verifyOtp` → `/verify`) and invites
 * (`auth.admin.inviteUserByEmail` → `/invite`), from GoTrue's documented behaviour.
 */

function claimsOf(accessToken: string): { amr: { method: string }[]; is_anonymous: boolean; email: string } {
  return JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as never;
}

const wrongCode = (code: string) => (code === '000000' ? '000001' : '000000');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { HAVEN_SITE_URL: 'http://site.test' } });
});
afterAll(() => server?.stop());

describe('signInWithOtp', () => {
  test('an existing account gets a magic link and a 6-digit code; the code signs in once', async () => {
    const { email, user } = await createUserClient(server);
    const { data, error } = await anonClient(server).auth.signInWithOtp({ email });
    expect(error).toBeNull();
    expect(data).toMatchObject({ user: null, session: null });

    const mail = server.lastEmail(email, 'magiclink')!;
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.link).toContain('/auth/v1/verify?token=');
    expect(mail.link).toContain('type=magiclink');

    const wrong = await anonClient(server).auth.verifyOtp({ email, token: wrongCode(mail.code), type: 'email' });
    expect(wrong.error).toMatchObject({ status: 403, code: 'otp_expired' });

    const client = anonClient(server);
    const verified = await client.auth.verifyOtp({ email, token: mail.code, type: 'email' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.id).toBe(user.id);
    expect(claimsOf(verified.data.session!.access_token).amr[0]?.method).toBe('otp');
    expect((await client.from('journal_entries').select('id')).error).toBeNull();

    const reused = await anonClient(server).auth.verifyOtp({ email, token: mail.code, type: 'email' });
    expect(reused.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  test('verifyOtp with type magiclink and the token hash works too', async () => {
    const { email } = await createUserClient(server);
    await anonClient(server).auth.signInWithOtp({ email });
    const { tokenHash } = server.lastEmail(email, 'magiclink')!;
    const { data, error } = await anonClient(server).auth.verifyOtp({ type: 'magiclink', token_hash: tokenHash });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
  });

  test('the link redirects (303) to emailRedirectTo with the session in the fragment', async () => {
    const { email } = await createUserClient(server);
    await anonClient(server).auth.signInWithOtp({ email, options: { emailRedirectTo: 'http://site.test/journal' } });
    const mail = server.lastEmail(email, 'magiclink')!;
    expect(mail.redirectTo).toBe('http://site.test/journal');
    const res = await fetch(mail.link, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe('http://site.test/journal');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('magiclink');
    const { data } = await anonClient(server).auth.getUser(fragment.get('access_token')!);
    expect(data.user?.email).toBe(email);

    const again = await fetch(mail.link, { redirect: 'manual' });
    expect(new URLSearchParams(new URL(again.headers.get('location')!).hash.slice(1)).get('error_code')).toBe('otp_expired');
  });

  test('a link to another origin is replaced by the site (no open redirect)', async () => {
    const { email } = await createUserClient(server);
    await anonClient(server).auth.signInWithOtp({ email, options: { emailRedirectTo: 'https://evil.example/' } });
    expect(server.lastEmail(email, 'magiclink')?.redirectTo).toBe('http://site.test/');
  });

  test('a new address becomes an account without a password, with options.data as metadata', async () => {
    const email = testEmail('otp-new');
    const { error } = await anonClient(server).auth.signInWithOtp({ email, options: { data: { display_name: 'Sam' } } });
    expect(error).toBeNull();
    const mail = server.lastEmail(email, 'magiclink')!;
    const { data } = await anonClient(server).auth.verifyOtp({ email, token: mail.code, type: 'email' });
    expect(data.user).toMatchObject({ email, user_metadata: { display_name: 'Sam' }, is_anonymous: false });
    // No password was ever set, so none signs in.
    const guess = await anonClient(server).auth.signInWithPassword({ email, password: TEST_PASSWORD });
    expect(guess.error).toMatchObject({ code: 'invalid_credentials' });
  });

  test('shouldCreateUser: false refuses an unknown address with 422 otp_disabled and creates nothing', async () => {
    const email = testEmail('otp-none');
    const { error } = await anonClient(server).auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(error).toMatchObject({ status: 422, code: 'otp_disabled' });
    expect(server.lastEmail(email)).toBeUndefined();
    const { data } = await serviceClient(server).auth.admin.listUsers({ perPage: 1000 });
    expect(data.users.some((u) => u.email === email)).toBe(false);

    const existing = await createUserClient(server);
    const allowed = await anonClient(server).auth.signInWithOtp({ email: existing.email, options: { shouldCreateUser: false } });
    expect(allowed.error).toBeNull();
    expect(server.lastEmail(existing.email, 'magiclink')).toBeDefined();
  });

  test('wrong input is a 4xx with GoTrue’s codes, never a 500', async () => {
    const post = (body: unknown) =>
      fetch(`${server.url}/auth/v1/otp`, {
        method: 'POST',
        headers: { apikey: server.anonKey, 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }).then(async (res) => ({ status: res.status, body: (await res.json()) as { code: string } }));
    expect(await post({})).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
    expect(await post({ email: 'not-an-address' })).toMatchObject({ status: 400, body: { code: 'email_address_invalid' } });
    expect(await post({ email: 42 })).toMatchObject({ status: 400, body: { code: 'email_address_invalid' } });
    expect(await post({ email: testEmail(), phone: '+15555550100' })).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
    expect(await post({ phone: '+15555550100' })).toMatchObject({ status: 400, body: { code: 'phone_provider_disabled' } });
    expect(await post({ email: testEmail(), create_user: 'no' })).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
    expect(await post({ email: testEmail(), data: 'x' })).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
    expect(await post('{nope')).toMatchObject({ status: 400, body: { code: 'bad_json' } });
  });

  test('verifyOtp refuses unknown types and missing tokens with 400', async () => {
    const email = testEmail();
    const bad = await anonClient(server).auth.verifyOtp({ email, token: '123456', type: 'sms_login' as 'email' });
    expect(bad.error).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  test('verify answers malformed requests with GoTrue’s 4xx and reason, never a 500', async () => {
    const email = testEmail();
    const verify = (body: unknown) =>
      fetch(`${server.url}/auth/v1/verify`, {
        method: 'POST',
        headers: { apikey: server.anonKey, 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }).then(async (res) => ({ status: res.status, body: (await res.json()) as { code: string; message: string } }));
    const refused = (status: number, message: string) => ({ status, body: { code: 'validation_failed', message } });

    expect(await verify({ email, token: '123456' })).toMatchObject(refused(400, 'Verify requires a verification type'));
    expect(await verify({ type: 'email', email })).toMatchObject(refused(400, 'Verify requires either a token or a token hash'));
    const both = { type: 'email', email, token: '123456', token_hash: 'abc' };
    expect(await verify(both)).toMatchObject(refused(400, 'Verify requires either a token or a token hash'));
    const neither = 'Only an email address or phone number should be provided on verify';
    expect(await verify({ type: 'email', token: '123456' })).toMatchObject(refused(400, neither));
    expect(await verify({ type: 'email', token: '123456', email, phone: '15555550100' })).toMatchObject(refused(400, neither));
    expect(await verify({ type: 'email', token: '123456', email: 'not-an-address' })).toMatchObject(refused(422, 'Invalid email format'));
    expect(await verify({ type: 'sms', token_hash: 'abc' })).toMatchObject(refused(400, 'Invalid email verification type'));
    const hashAndEmail = { type: 'magiclink', token_hash: 'abc', email };
    expect(await verify(hashAndEmail)).toMatchObject(refused(400, 'Only the token_hash and type should be provided'));
    expect(await verify({ type: 'email', token: 123456, email })).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
    expect(await verify('{nope')).toMatchObject({ status: 400, body: { code: 'bad_json' } });
  });

  test('a phone code is checked as GoTrue checks it and always refused: Haven sends no SMS', async () => {
    const auth = anonClient(server).auth;
    const malformed = await auth.verifyOtp({ phone: '15555550100-invalid', token: '123456', type: 'sms' });
    expect(malformed.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Invalid phone number format (E.164 required)',
    });
    for (const type of ['sms', 'phone_change'] as const) {
      const { data, error } = await auth.verifyOtp({ phone: '+1 555 555 0100', token: '123456', type, options: {} });
      expect(error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' });
      expect(data).toMatchObject({ user: null, session: null });
    }
    // An address with a phone type has no phone code either.
    const { email } = await createUserClient(server);
    expect((await auth.verifyOtp({ email, token: '123456', type: 'sms' as 'email' })).error).toMatchObject({
      status: 403,
      code: 'otp_expired',
    });
  });

  test('the console mailer prints the link and code but masks the address', () => {
    const lines: string[] = [];
    consoleMailer((line) => lines.push(line))({
      type: 'magiclink',
      to: 'private.person@example.test',
      link: 'http://x.test/auth/v1/verify?token=abc&type=magiclink',
      tokenHash: 'abc',
      code: '123456',
      redirectTo: 'http://x.test/',
    });
    const text = lines.join('\n');
    expect(text).toContain('type=magiclink');
    expect(text).toContain('123456');
    expect(text).not.toContain('private.person');
  });
});

describe('signInWithOtp with email confirmation on', () => {
  let confirming: TestServer;
  beforeAll(async () => {
    confirming = await startTestServer({ env: { HAVEN_EMAIL_CONFIRMATION: 'on' } });
  });
  afterAll(() => confirming?.stop());

  test('a new address gets a signup email whose code confirms it and signs in', async () => {
    const email = testEmail('otp-confirm');
    expect((await anonClient(confirming).auth.signInWithOtp({ email })).error).toBeNull();
    expect(confirming.lastEmail(email, 'magiclink')).toBeUndefined();
    const mail = confirming.lastEmail(email, 'signup')!;
    const { data, error } = await anonClient(confirming).auth.verifyOtp({ email, token: mail.code, type: 'email' });
    expect(error).toBeNull();
    expect(data.user?.email_confirmed_at).toBeTruthy();

    // Confirmed now: the next request is a magic link.
    await anonClient(confirming).auth.signInWithOtp({ email });
    const link = confirming.lastEmail(email, 'magiclink')!;
    expect((await anonClient(confirming).auth.verifyOtp({ email, token: link.code, type: 'magiclink' })).error).toBeNull();
  });

  test('verifyOtp type signup accepts the signup code', async () => {
    const email = testEmail('otp-signup');
    await anonClient(confirming).auth.signInWithOtp({ email });
    const { code } = confirming.lastEmail(email, 'signup')!;
    expect((await anonClient(confirming).auth.verifyOtp({ email, token: code, type: 'signup' })).error).toBeNull();
  });
});

describe('rate limits', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ env: { HAVEN_RATE_LIMIT_RECOVER: '2' } });
  });
  afterAll(() => limited?.stop());

  test('/otp shares the per-IP budget of recovery emails (429 over_request_rate_limit)', async () => {
    const email = testEmail('limited');
    expect((await anonClient(limited).auth.signInWithOtp({ email })).error).toBeNull();
    expect((await anonClient(limited).auth.resetPasswordForEmail(email)).error).toBeNull();
    const third = await anonClient(limited).auth.signInWithOtp({ email });
    expect(third.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });
});

describe('inviteUserByEmail', () => {
  test('creates the user, emails an invite link; verifying it signs in and a password can be set', async () => {
    const email = testEmail('invited');
    const admin = serviceClient(server).auth.admin;
    const { data, error } = await admin.inviteUserByEmail(email, { data: { display_name: 'Ada' }, redirectTo: 'http://site.test/welcome' });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { display_name: 'Ada' } });
    expect(data.user?.invited_at).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeUndefined();

    const mail = server.lastEmail(email, 'invite')!;
    expect(mail.redirectTo).toBe('http://site.test/welcome');
    expect(mail.link).toContain('type=invite');
    const res = await fetch(mail.link, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const fragment = new URLSearchParams(new URL(res.headers.get('location')!).hash.slice(1));
    expect(fragment.get('type')).toBe('invite');

    const client = anonClient(server);
    const session = await client.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(session.error).toBeNull();
    expect(session.data.user?.email_confirmed_at).toBeTruthy();
    expect((await client.auth.updateUser({ password: TEST_PASSWORD })).error).toBeNull();
    expect((await anonClient(server).auth.signInWithPassword({ email, password: TEST_PASSWORD })).error).toBeNull();
  });

  test('verifyOtp type invite accepts the code; an invite link works once', async () => {
    const email = testEmail('invited-code');
    await serviceClient(server).auth.admin.inviteUserByEmail(email);
    const { code } = server.lastEmail(email, 'invite')!;
    const { data, error } = await anonClient(server).auth.verifyOtp({ email, token: code, type: 'invite' });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    const again = await anonClient(server).auth.verifyOtp({ email, token: code, type: 'invite' });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  test('inviting again before acceptance sends a new link; a confirmed address is 422 email_exists', async () => {
    const email = testEmail('invited-twice');
    const admin = serviceClient(server).auth.admin;
    const first = await admin.inviteUserByEmail(email);
    const second = await admin.inviteUserByEmail(email);
    expect(second.error).toBeNull();
    expect(second.data.user?.id).toBe(first.data.user?.id);
    expect(server.emails.filter((m) => m.to === email && m.type === 'invite')).toHaveLength(2);

    const member = await createUserClient(server);
    const taken = await admin.inviteUserByEmail(member.email);
    expect(taken.error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  test('generateLink type invite returns the invite link without sending mail', async () => {
    const email = testEmail('invite-link');
    const admin = serviceClient(server).auth.admin;
    const { data, error } = await admin.generateLink({ type: 'invite', email, options: { data: { display_name: 'Lee' } } });
    expect(error).toBeNull();
    expect(data.properties).toMatchObject({ verification_type: 'invite' });
    expect(data.properties?.action_link).toContain('type=invite');
    expect(data.user).toMatchObject({ email, user_metadata: { display_name: 'Lee' } });
    expect(data.user?.invited_at).toBeTruthy();
    expect(server.lastEmail(email)).toBeUndefined();
    const verified = await anonClient(server).auth.verifyOtp({ type: 'invite', token_hash: data.properties!.hashed_token });
    expect(verified.error).toBeNull();
    const taken = await admin.generateLink({ type: 'invite', email });
    expect(taken.error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  test('only the service role may invite', async () => {
    const member = await createUserClient(server);
    const { data } = await member.client.auth.getSession();
    const asMember = await fetch(`${server.url}/auth/v1/invite`, {
      method: 'POST',
      headers: { apikey: server.anonKey, Authorization: `Bearer ${data.session!.access_token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: testEmail() }),
    });
    expect(asMember.status).toBe(403);
    const asAnon = await fetch(`${server.url}/auth/v1/invite`, {
      method: 'POST',
      headers: { apikey: server.anonKey, Authorization: `Bearer ${server.anonKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: testEmail() }),
    });
    expect(asAnon.status).toBe(403);
    const invalid = await serviceClient(server).auth.admin.inviteUserByEmail('nope');
    expect(invalid.error).toMatchObject({ status: 400, code: 'email_address_invalid' });
  });
});

describe('request logs', () => {
  test('a magic-link sign-in leaves no address or token in the request log', async () => {
    const lines: string[] = [];
    const spy = vi.spyOn(console, 'info').mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' ')));
    const logged = await startTestServer({ env: { HAVEN_LOG_REQUESTS: 'on' } });
    try {
      const { email } = await createUserClient(logged);
      await anonClient(logged).auth.signInWithOtp({ email });
      const mail = logged.lastEmail(email, 'magiclink')!;
      await fetch(mail.link, { redirect: 'manual' });
      const text = lines.join('\n');
      expect(text).toContain('/auth/v1/otp');
      expect(text).not.toContain(email);
      expect(text).not.toContain(mail.tokenHash);
      expect(text).not.toContain(mail.code);
    } finally {
      spy.mockRestore();
      await logged.stop();
    }
  });
});
