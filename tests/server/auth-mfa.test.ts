import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAdmin } from '../db/helpers.ts';
import { enrollTotp, totpCode } from '../support/mfa.ts';
import { anonClient, createUserClient, serviceClient, startTestServer, TEST_PASSWORD, type TestServer } from '../support/server.ts';

/**
 * TOTP multi-factor authentication through supabase-js's `auth.mfa`, from GoTrue's documented
 * behaviour: enroll, challenge, verify (aal2 with `totp` in `amr`), list factors, the assurance
 * level, unenroll, and the error codes for wrong, reused and expired codes. Then the database's
 * rule that admin powers need aal2.
 */

function claimsOf(accessToken: string): { aal: string; amr: { method: string; timestamp: number }[]; session_id: string } {
  return JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as ReturnType<typeof claimsOf>;
}

async function claims(client: SupabaseClient) {
  const { data } = await client.auth.getSession();
  return claimsOf(data.session!.access_token);
}

/** The methods of an `amr` claim (objects, as GoTrue issues them; auth-js also types a string form). */
const methods = (amr: readonly ({ method: string } | string)[]) =>
  amr.map((entry) => (typeof entry === 'string' ? entry : entry.method)).sort();

/** A code that is not the current one (nor the one before or after). */
function wrongCode(secret: string): string {
  const near = [-30_000, 0, 30_000].map((offset) => totpCode(secret, Date.now() + offset));
  for (let n = 0; ; n++) {
    const candidate = String(n).padStart(6, '0');
    if (!near.includes(candidate)) return candidate;
  }
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

describe('enroll, challenge, verify', () => {
  test('enroll returns the secret, otpauth URI and an SVG QR code; the factor is unverified until a code is entered', async () => {
    const { client, email } = await createUserClient(server);
    const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ type: 'totp', friendly_name: 'Phone' });
    expect(data!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(data!.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data!.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg[\s\S]*<\/svg>$/);
    const uri = new URL(data!.totp.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe(`/Haven:${email}`);
    expect(uri.searchParams.get('secret')).toBe(data!.totp.secret);
    expect(uri.searchParams.get('issuer')).toBe('Haven');

    const listed = await client.auth.mfa.listFactors();
    expect(listed.data!.all).toEqual([
      expect.objectContaining({ id: data!.id, factor_type: 'totp', status: 'unverified', friendly_name: 'Phone' }),
    ]);
    expect(listed.data!.totp).toEqual([]);
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
    expect(methods(level.data!.currentAuthenticationMethods)).toEqual(['password']);
  });

  test('a correct code gives a new session at aal2 with totp in amr, the factor becomes verified, and refresh keeps both', async () => {
    const { client } = await createUserClient(server);
    const enrolled = (await client.auth.mfa.enroll({ factorType: 'totp' })).data!;
    const challenge = await client.auth.mfa.challenge({ factorId: enrolled.id });
    expect(challenge.error).toBeNull();
    expect(challenge.data).toMatchObject({ type: 'totp' });
    expect(challenge.data!.expires_at).toBeGreaterThan(Date.now() / 1000 + 250);
    const before = await claims(client);

    const verified = await client.auth.mfa.verify({
      factorId: enrolled.id,
      challengeId: challenge.data!.id,
      code: totpCode(enrolled.totp.secret),
    });
    expect(verified.error).toBeNull();
    const token = claimsOf(verified.data!.access_token);
    expect(token.aal).toBe('aal2');
    expect(token.session_id).toBe(before.session_id);
    expect(methods(token.amr)).toEqual(['password', 'totp']);
    expect(token.amr[0]).toMatchObject({ method: 'totp', timestamp: expect.any(Number) });
    expect(verified.data!.user.factors).toEqual([expect.objectContaining({ id: enrolled.id, status: 'verified' })]);

    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    expect((await client.auth.mfa.listFactors()).data!.totp).toEqual([expect.objectContaining({ id: enrolled.id, status: 'verified' })]);

    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(claimsOf(refreshed.data.session!.access_token)).toMatchObject({ aal: 'aal2', session_id: before.session_id });
    expect(methods(claimsOf(refreshed.data.session!.access_token).amr)).toEqual(['password', 'totp']);
  });

  test('a code from the previous 30-second window is accepted; one from two windows back is not', async () => {
    const { client } = await createUserClient(server);
    const { id: factorId, totp } = (await client.auth.mfa.enroll({ factorType: 'totp' })).data!;
    const old = await client.auth.mfa.challengeAndVerify({ factorId, code: totpCode(totp.secret, Date.now() - 65_000) });
    expect(old.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    const previous = await client.auth.mfa.challengeAndVerify({ factorId, code: totpCode(totp.secret, Date.now() - 30_000) });
    expect(previous.error).toBeNull();
    expect((await claims(client)).aal).toBe('aal2');
  });

  test('a wrong code, a used code and a used or expired challenge are refused with GoTrue codes', async () => {
    const { client } = await createUserClient(server);
    const { id: factorId, totp } = (await client.auth.mfa.enroll({ factorType: 'totp' })).data!;
    const challenge = (await client.auth.mfa.challenge({ factorId })).data!;
    const wrong = await client.auth.mfa.verify({ factorId, challengeId: challenge.id, code: wrongCode(totp.secret) });
    expect(wrong.error).toMatchObject({ status: 422, code: 'mfa_verification_failed', message: 'Invalid TOTP code entered' });
    const notDigits = await client.auth.mfa.verify({ factorId, challengeId: challenge.id, code: 'abc' });
    expect(notDigits.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });

    // A wrong code leaves the challenge open: the right one still works.
    const code = totpCode(totp.secret);
    expect((await client.auth.mfa.verify({ factorId, challengeId: challenge.id, code })).error).toBeNull();
    // The same challenge cannot be answered twice …
    const again = await client.auth.mfa.verify({ factorId, challengeId: challenge.id, code });
    expect(again.error).toMatchObject({ status: 422, code: 'mfa_challenge_expired' });
    // … and the same code does not work on a new challenge (it could have been seen).
    const replay = await client.auth.mfa.challengeAndVerify({ factorId, code });
    expect(replay.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });

    const stale = (await client.auth.mfa.challenge({ factorId })).data!;
    await server.db.query(`update auth.mfa_challenges set created_at = now() - interval '6 minutes' where id = $1`, [stale.id]);
    const expired = await client.auth.mfa.verify({ factorId, challengeId: stale.id, code: totpCode(totp.secret, Date.now() + 30_000) });
    expect(expired.error).toMatchObject({ status: 422, code: 'mfa_challenge_expired' });
  });

  test("someone else's factor or challenge is not found, and bad input is a 4xx", async () => {
    const a = await createUserClient(server);
    const b = await createUserClient(server);
    const aFactor = (await a.client.auth.mfa.enroll({ factorType: 'totp' })).data!;
    const bFactor = (await b.client.auth.mfa.enroll({ factorType: 'totp' })).data!;
    expect((await b.client.auth.mfa.challenge({ factorId: aFactor.id })).error).toMatchObject({
      status: 404,
      code: 'mfa_factor_not_found',
    });
    expect((await b.client.auth.mfa.unenroll({ factorId: aFactor.id })).error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    const aChallenge = (await a.client.auth.mfa.challenge({ factorId: aFactor.id })).data!;
    const crossed = await b.client.auth.mfa.verify({
      factorId: bFactor.id,
      challengeId: aChallenge.id,
      code: totpCode(bFactor.totp.secret),
    });
    expect(crossed.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    expect((await b.client.auth.mfa.challenge({ factorId: 'not-a-uuid' })).error).toMatchObject({ status: 404 });

    const phone = await b.client.auth.mfa.enroll({ factorType: 'phone', phone: '+15555550100' });
    expect(phone.error).toMatchObject({ status: 422, code: 'mfa_phone_enroll_not_enabled' });
    const named = await b.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Laptop' });
    expect(named.error).toBeNull();
    const twice = await b.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Laptop' });
    expect(twice.error).toMatchObject({ status: 422, code: 'mfa_factor_name_conflict' });

    const token = (await b.client.auth.getSession()).data.session!.access_token;
    const headers = { apikey: server.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    for (const body of ['{}', '{"factor_type":"sms"}', 'not json', '{"factor_type":"totp","friendly_name":7}']) {
      const response = await fetch(`${server.url}/auth/v1/factors`, { method: 'POST', headers, body });
      expect(response.status).toBe(400);
    }
    const noChallenge = await fetch(`${server.url}/auth/v1/factors/${bFactor.id}/verify`, {
      method: 'POST',
      headers,
      body: '{"code":"123456"}',
    });
    expect(noChallenge.status).toBe(400);
    const signedOut = await fetch(`${server.url}/auth/v1/factors`, {
      method: 'POST',
      headers: { apikey: server.anonKey },
      body: '{"factor_type":"totp"}',
    });
    expect(signedOut.status).toBe(401);
  });
});

describe('a user with a verified factor', () => {
  test('signs in at aal1 with aal2 next; unenrolling or adding a factor needs aal2; unenroll drops the session back to aal1', async () => {
    const { client, email } = await createUserClient(server);
    const { factorId, secret } = await enrollTotp(client, 'Phone');

    const later = anonClient(server);
    await later.auth.signInWithPassword({ email, password: TEST_PASSWORD });
    const level = await later.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    expect((await later.auth.mfa.unenroll({ factorId })).error).toMatchObject({ status: 422, code: 'insufficient_aal' });
    expect((await later.auth.mfa.enroll({ factorType: 'totp' })).error).toMatchObject({ status: 422, code: 'insufficient_aal' });

    expect((await later.auth.mfa.challengeAndVerify({ factorId, code: totpCode(secret, Date.now() + 30_000) })).error).toBeNull();
    expect((await later.auth.mfa.getAuthenticatorAssuranceLevel()).data!.currentLevel).toBe('aal2');
    const removed = await later.auth.mfa.unenroll({ factorId });
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual({ id: factorId });
    expect((await later.auth.mfa.listFactors()).data!.all).toEqual([]);
    const refreshed = await later.auth.refreshSession();
    expect(claimsOf(refreshed.data.session!.access_token).aal).toBe('aal1');
    expect(methods(claimsOf(refreshed.data.session!.access_token).amr)).toEqual(['password']);
  });

  test("verifying a new factor ends the user's other sessions", async () => {
    const { client, email } = await createUserClient(server);
    const other = anonClient(server);
    await other.auth.signInWithPassword({ email, password: TEST_PASSWORD });
    await enrollTotp(client);
    expect((await other.auth.refreshSession()).error).not.toBeNull();
    expect((await client.auth.getUser()).error).toBeNull();
  });

  test('the service role lists and deletes factors (auth.admin.mfa), for an admin who lost their phone', async () => {
    const { client, user } = await createUserClient(server);
    const { factorId } = await enrollTotp(client);
    const admin = serviceClient(server).auth.admin.mfa;
    const listed = await admin.listFactors({ userId: user.id });
    expect(listed.data?.factors).toEqual([expect.objectContaining({ id: factorId, status: 'verified' })]);
    expect((await admin.deleteFactor({ userId: user.id, id: factorId })).error).toBeNull();
    expect((await admin.listFactors({ userId: user.id })).data?.factors).toEqual([]);
    expect((await client.auth.refreshSession()).data.session?.access_token).toSatisfy((t: string) => claimsOf(t).aal === 'aal1');
  });
});

describe('admin powers need aal2, in the database', () => {
  test('an admin at aal1 is refused the admin functions and rows; after a code they are allowed; the service role always is', async () => {
    const admin = await createAdmin(server, { aal1: true });
    expect((await admin.client.rpc('is_admin_role')).data).toBe(true);
    expect((await admin.client.rpc('is_admin')).data).toBe(false);
    const refused = await admin.client.rpc('crisis_referral_counts', { p_year: 2026 });
    expect(refused.error).toMatchObject({ code: '42501', message: 'Only admins can read crisis referral counts.' });
    expect(refused.error?.hint).toMatch(/second factor/);
    expect((await admin.client.rpc('analytics_event_summary', { p_days: 7 })).error?.code).toBe('42501');
    const hidden = await admin.client.from('audit_log').select('id').limit(1);
    expect(hidden.data).toEqual([]);
    const insert = await admin.client
      .from('library_articles')
      .insert({ title: 'At aal1', slug: `aal1-${Date.now()}`, category: 'stress', content: 'x' });
    expect(insert.error?.code).toBe('42501');

    await enrollTotp(admin.client);
    expect((await admin.client.rpc('is_admin')).data).toBe(true);
    const allowed = await admin.client.rpc('crisis_referral_counts', { p_year: 2026 });
    expect(allowed.error).toBeNull();
    expect(allowed.data).toHaveLength(3);
    expect((await admin.client.rpc('assessment_completions_weekly', { p_weeks: 4 })).data).toHaveLength(4);

    expect((await serviceClient(server).rpc('crisis_referral_counts', { p_year: 2026 })).error).toBeNull();
  });

  test('a member at aal2 is no admin, and gets the plain refusal', async () => {
    const { client } = await createUserClient(server);
    await enrollTotp(client);
    expect((await client.rpc('is_admin')).data).toBe(false);
    const refused = await client.rpc('crisis_referral_counts', { p_year: 2026 });
    expect(refused.error).toMatchObject({ code: '42501' });
    expect(refused.error?.hint ?? null).toBeNull();
  });
});

describe('rate limit', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ env: { HAVEN_RATE_LIMIT_VERIFY: '3' } });
  });
  afterAll(() => limited?.stop());

  test('codes count against the per-IP verify budget: 429 over_request_rate_limit once spent', async () => {
    const { client } = await createUserClient(limited);
    const { id: factorId, totp } = (await client.auth.mfa.enroll({ factorType: 'totp' })).data!;
    const challenge = (await client.auth.mfa.challenge({ factorId })).data!;
    for (let i = 0; i < 3; i++) {
      const attempt = await client.auth.mfa.verify({ factorId, challengeId: challenge.id, code: wrongCode(totp.secret) });
      expect(attempt.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    }
    const blocked = await client.auth.mfa.verify({ factorId, challengeId: challenge.id, code: totpCode(totp.secret) });
    expect(blocked.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });
});
