import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { enrollTotp, totpCode } from '../support/mfa.ts';
import { anonClient, createUserClient, serviceClient, startTestServer, type TestServer } from '../support/server.ts';

/** The partner-onboarding edge function, called over HTTP with unmodified supabase-js. */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(() => server?.stop());

const profile = {
  profession: 'counselor',
  full_name: 'Rosa Delgado-Finch',
  credentials: 'LPC',
  license_number: 'LPC-40211',
  license_states: ['TX', 'NM'],
  npi: null,
  specialties: ['anxiety', 'grief'],
  approaches: ['CBT'],
  languages: ['English', 'Spanish'],
  insurance: ['Aetna'],
  fee_min: 80,
  fee_max: 120,
  sliding_scale: true,
  telehealth: true,
  in_person: true,
  city: 'El Paso',
  state: 'TX',
  accepting_clients: true,
  bio: 'I help adults with worry, grief and big life changes, in English and Spanish, online or in El Paso.',
  photo_url: null,
};

/**
 * Calls the function as supabase-js does (its URL, apikey and the session's bearer token) and
 * returns the real status, which `functions.invoke` hides on success.
 */
async function invoke(client: SupabaseClient, body: unknown) {
  const { data } = await client.auth.getSession();
  const token = data.session?.access_token ?? server.anonKey;
  const response = await fetch(`${server.url}/functions/v1/partner-onboarding`, {
    method: 'POST',
    headers: { apikey: server.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  return {
    status: response.status,
    data: response.ok ? json : null,
    error: response.ok ? null : (json as { error: string; fields?: Record<string, string> }),
  };
}

describe('partner-onboarding', () => {
  test('supabase-js functions.invoke reaches the function', async () => {
    const member = await createUserClient(server);
    const { data, error } = await member.client.functions.invoke('partner-onboarding', { body: profile });
    expect(error).toBeNull();
    expect(data).toMatchObject({ created: true, partner: { status: 'pending' } });
  });

  test('creates a pending profile and makes the caller a partner', async () => {
    const member = await createUserClient(server);
    const { data, status } = await invoke(member.client, { ...profile, status: 'verified' });
    expect(status).toBe(201);
    expect(data).toMatchObject({ created: true, partner: { status: 'pending', verified_at: null, profession: 'counselor' } });

    const { data: admin } = await serviceClient(server).auth.admin.getUserById(member.user.id);
    expect(admin.user?.app_metadata).toMatchObject({ role: 'partner', provider: 'email' });

    // A refreshed token carries the role, and the database sees it.
    const refreshed = await member.client.auth.refreshSession();
    expect(refreshed.data.user?.app_metadata['role']).toBe('partner');
    const { data: role } = await member.client.rpc('current_app_role');
    expect(role).toBe('partner');

    const { data: row } = await member.client.from('partners').select('user_id, full_name, license_states, sliding_scale').single();
    expect(row).toEqual({ user_id: member.user.id, full_name: 'Rosa Delgado-Finch', license_states: ['TX', 'NM'], sliding_scale: true });
  });

  test('calling it again keeps the first profile', async () => {
    const member = await createUserClient(server);
    expect((await invoke(member.client, profile)).status).toBe(201);
    const again = await invoke(member.client, { ...profile, full_name: 'Someone Else' });
    expect(again.status).toBe(200);
    expect(again.data).toMatchObject({ created: false, partner: { full_name: 'Rosa Delgado-Finch' } });
    const { count } = await serviceClient(server)
      .from('partners')
      .select('id', { count: 'exact', head: true })
      .eq('user_id', member.user.id);
    expect(count).toBe(1);
  });

  test('explains what is wrong with a profile, field by field', async () => {
    const member = await createUserClient(server);
    const { status, error } = await invoke(member.client, {
      ...profile,
      license_states: [],
      npi: '1234567890',
      in_person: true,
      city: '',
      bio: 'Too short.',
      photo_url: 'https://tracker.example.com/me.jpg',
    });
    expect(status).toBe(400);
    expect(error?.fields).toMatchObject({
      license_states: 'Please choose at least one state you are licensed in.',
      npi: expect.stringContaining('check digit'),
      city: expect.stringContaining('city'),
      bio: expect.stringContaining('at least 40 characters'),
      photo_url: 'Please choose a PNG, JPEG or WebP picture.',
    });
    const { data } = await member.client.from('partners').select('id');
    expect(data).toEqual([]);
  });

  test('accepts a valid NPI and a small photo stored in the row', async () => {
    const member = await createUserClient(server);
    const photo = `data:image/webp;base64,${Buffer.from('a tiny picture').toString('base64')}`;
    const { status } = await invoke(member.client, { ...profile, npi: '1234567893', photo_url: photo });
    expect(status).toBe(201);
    const { data } = await member.client.from('partners').select('npi, photo_url').single();
    expect(data).toEqual({ npi: '1234567893', photo_url: photo });
  });

  test('a minimal profile is enough: approaches, insurance, fees and photo are optional', async () => {
    const member = await createUserClient(server);
    const minimal = {
      profession: 'therapist',
      full_name: 'Min Imal',
      credentials: 'LMFT',
      license_number: 'LMFT-1',
      license_states: ['WA'],
      specialties: ['couples'],
      languages: ['English'],
      bio: 'I work with couples who want to argue less and listen more, by video.',
    };
    expect((await invoke(member.client, minimal)).status).toBe(201);
    const { data } = await member.client
      .from('partners')
      .select('approaches, insurance, fee_min, telehealth, in_person, accepting_clients')
      .single();
    expect(data).toEqual({ approaches: [], insurance: [], fee_min: null, telehealth: true, in_person: false, accepting_clients: true });
  });

  test('refuses visitors: the anon key is not a signed-in professional', async () => {
    const { status } = await invoke(anonClient(server), profile);
    expect(status).toBe(401);
  });

  test('a partner with two-step sign-in is told to enter the code when the session has only the password', async () => {
    const member = await createUserClient(server);
    expect((await invoke(member.client, profile)).status).toBe(201);
    const { factorId, secret } = await enrollTotp(member.client);
    const passwordOnly = anonClient(server);
    await passwordOnly.auth.signInWithPassword({ email: member.email, password: member.password });

    const refused = await invoke(passwordOnly, { ...profile, full_name: 'Someone Else' });
    expect(refused).toMatchObject({
      status: 403,
      error: { error: 'This account has two-step sign-in: enter the code from your authenticator app first.' },
    });

    await passwordOnly.auth.mfa.challengeAndVerify({ factorId, code: totpCode(secret, Date.now() + 30_000) });
    const after = await invoke(passwordOnly, profile);
    expect(after).toMatchObject({ status: 200, data: { created: false, partner: { full_name: 'Rosa Delgado-Finch' } } });
  });

  test('an admin keeps the admin role', async () => {
    const email = `admin-${Date.now()}@example.test`;
    const service = serviceClient(server);
    await service.auth.admin.createUser({
      email,
      password: 'calm-harbour-lantern-42',
      email_confirm: true,
      app_metadata: { role: 'admin' },
    });
    const client = anonClient(server);
    await client.auth.signInWithPassword({ email, password: 'calm-harbour-lantern-42' });
    expect((await invoke(client, profile)).status).toBe(201);
    const { data } = await client.auth.refreshSession();
    expect(data.user?.app_metadata['role']).toBe('admin');
  });
});
