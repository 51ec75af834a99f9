import type { SupabaseClient } from '@supabase/supabase-js';
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

/** Anonymous sign-ins (`signInAnonymously`), from GoTrue's documented behaviour. */

function claimsOf(accessToken: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
}

async function anonymousClient(server: TestServer, data?: Record<string, unknown>): Promise<SupabaseClient> {
  const client = anonClient(server);
  const { error } = await client.auth.signInAnonymously(data ? { options: { data } } : undefined);
  if (error) throw new Error(`Anonymous sign-in failed: ${error.message}`);
  return client;
}

async function accessToken(client: SupabaseClient): Promise<string> {
  const { data } = await client.auth.getSession();
  return data.session!.access_token;
}

/** A valid partner profile (the partners table's own checks pass). */
const profile = {
  profession: 'counselor',
  full_name: 'Jordan Alvarez-Reed',
  credentials: 'LPC',
  license_number: 'LPC-51377',
  license_states: ['TX'],
  specialties: ['anxiety'],
  approaches: ['CBT'],
  languages: ['English'],
  insurance: [],
  fee_min: 80,
  fee_max: 120,
  sliding_scale: false,
  telehealth: true,
  in_person: false,
  city: 'Austin',
  state: 'TX',
  accepting_clients: true,
  bio: 'I help adults with worry and stress, online across Texas, with practical tools for everyday life.',
};

describe('anonymous sign-ins switched off (the default, as in hosted Supabase)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.stop());

  test('signInAnonymously is 422 anonymous_provider_disabled and settings say so', async () => {
    const { data, error } = await anonClient(server).auth.signInAnonymously();
    expect(error).toMatchObject({ status: 422, code: 'anonymous_provider_disabled' });
    expect(data.session).toBeNull();
    const settings = (await (await fetch(`${server.url}/auth/v1/settings`, { headers: { apikey: server.anonKey } })).json()) as {
      external: { anonymous_users: boolean };
    };
    expect(settings.external.anonymous_users).toBe(false);
  });
});

describe('anonymous sign-ins switched on', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { HAVEN_ANONYMOUS_SIGN_INS: 'on' } });
  });
  afterAll(() => server?.stop());

  test('a session whose user and JWT say is_anonymous, with the authenticated role', async () => {
    const client = anonClient(server);
    const { data, error } = await client.auth.signInAnonymously({ options: { data: { display_name: 'Guest' } } });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      is_anonymous: true,
      role: 'authenticated',
      email: '',
      identities: [],
      user_metadata: { display_name: 'Guest' },
      app_metadata: {},
    });
    const claims = claimsOf(data.session!.access_token);
    expect(claims).toMatchObject({ is_anonymous: true, role: 'authenticated', sub: data.user!.id });
    expect(claims.amr).toEqual([expect.objectContaining({ method: 'anonymous' })]);
    expect((await client.auth.getUser()).data.user?.is_anonymous).toBe(true);

    const settings = (await (await fetch(`${server.url}/auth/v1/settings`, { headers: { apikey: server.anonKey } })).json()) as {
      external: { anonymous_users: boolean };
    };
    expect(settings.external.anonymous_users).toBe(true);
  });

  test('the session refreshes and keeps the claim', async () => {
    const client = await anonymousClient(server);
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(claimsOf(data.session!.access_token).is_anonymous).toBe(true);
  });

  test('row-level security with auth.uid() holds between anonymous users', async () => {
    const a = await anonymousClient(server);
    const b = await anonymousClient(server);
    const mine = await a.from('journal_entries').insert({ title: 'Guest note', body: 'Only mine' }).select('id').single();
    expect(mine.error).toBeNull();
    const seen = await b.from('journal_entries').select('id').eq('id', mine.data!.id);
    expect(seen.data).toEqual([]);
    const removed = await b.from('journal_entries').delete().eq('id', mine.data!.id).select('id');
    expect(removed.data).toEqual([]);
    expect((await a.from('journal_entries').select('title').eq('id', mine.data!.id).single()).data).toEqual({ title: 'Guest note' });
  });

  test('an anonymous user reaches neither the admin area nor the partner area', async () => {
    const client = await anonymousClient(server);
    expect((await client.rpc('is_admin')).data).toBe(false);
    const figures = await client.rpc('crisis_referral_monthly_counts', { p_year: 2026 });
    expect(figures.error?.code).toBe('42501');

    // The auth admin API needs the service role.
    const admin = await fetch(`${server.url}/auth/v1/admin/users`, {
      headers: { apikey: server.anonKey, Authorization: `Bearer ${await accessToken(client)}` },
    });
    expect(admin.status).toBe(403);

    // app_metadata (where roles live) cannot be set by the user.
    const promote = await client.auth.updateUser({ data: { role: 'admin' } });
    expect(promote.data.user?.app_metadata.role).toBeUndefined();

    // No partner profile: the database refuses it, and so does the onboarding function.
    const { data: user } = await client.auth.getUser();
    const direct = await client.from('partners').insert({ ...profile, user_id: user.user!.id });
    expect(direct.error?.code).toBe('42501');
    // The same profile from a member with an email account is accepted.
    const member = await createUserClient(server);
    const accepted = await member.client.from('partners').insert({ ...profile, user_id: member.user.id });
    expect(accepted.error).toBeNull();
    const onboarding = await fetch(`${server.url}/functions/v1/partner-onboarding`, {
      method: 'POST',
      headers: { apikey: server.anonKey, Authorization: `Bearer ${await accessToken(client)}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({}),
    });
    expect(onboarding.status).toBe(403);
  });

  test('a password alone cannot be set: 422 validation_failed', async () => {
    const client = await anonymousClient(server);
    const { error } = await client.auth.updateUser({ password: TEST_PASSWORD });
    expect(error).toMatchObject({ status: 422, code: 'validation_failed' });
  });

  test('updateUser({ email, password }) keeps the same user and data and makes it permanent', async () => {
    const client = await anonymousClient(server);
    const before = (await client.auth.getUser()).data.user!;
    await client.from('journal_entries').insert({ title: 'Kept', body: 'Written as a guest' }).throwOnError();

    const email = testEmail('kept');
    const { data, error } = await client.auth.updateUser({ email, password: TEST_PASSWORD });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id: before.id, email, is_anonymous: false, app_metadata: { provider: 'email' } });

    const signedIn = anonClient(server);
    const again = await signedIn.auth.signInWithPassword({ email, password: TEST_PASSWORD });
    expect(again.error).toBeNull();
    expect(again.data.user?.id).toBe(before.id);
    expect(claimsOf(again.data.session!.access_token).is_anonymous).toBe(false);
    const notes = await signedIn.from('journal_entries').select('title');
    expect(notes.data).toEqual([{ title: 'Kept' }]);
  });

  test('an email already in use is 422 email_exists and the user stays anonymous', async () => {
    const { email } = await createUserClient(server);
    const client = await anonymousClient(server);
    const { error } = await client.auth.updateUser({ email });
    expect(error).toMatchObject({ status: 422, code: 'email_exists' });
    expect((await client.auth.getUser()).data.user?.is_anonymous).toBe(true);
  });

  test('the admin API lists anonymous users as such', async () => {
    const client = await anonymousClient(server);
    const id = (await client.auth.getUser()).data.user!.id;
    const { data, error } = await serviceClient(server).auth.admin.getUserById(id);
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id, is_anonymous: true, email: '' });
  });
});

describe('anonymous users with email confirmation on', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { HAVEN_ANONYMOUS_SIGN_INS: 'on', HAVEN_EMAIL_CONFIRMATION: 'on' } });
  });
  afterAll(() => server?.stop());

  test('the user stays anonymous until the emailed link confirms the address', async () => {
    const client = await anonymousClient(server);
    const email = testEmail('link');
    const { data, error } = await client.auth.updateUser({ email });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ is_anonymous: true, new_email: email });

    const mail = server.lastEmail(email, 'email_change')!;
    const verified = await client.auth.verifyOtp({ type: 'email_change', token_hash: mail.tokenHash });
    expect(verified.error).toBeNull();
    expect(verified.data.user).toMatchObject({ email, is_anonymous: false });
    expect(claimsOf(verified.data.session!.access_token).is_anonymous).toBe(false);
    expect((await client.auth.updateUser({ password: TEST_PASSWORD })).error).toBeNull();
    expect((await anonClient(server).auth.signInWithPassword({ email, password: TEST_PASSWORD })).error).toBeNull();
  });
});
