import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { totpCode, enrollTotp } from '../support/mfa.ts';
import { anonClient, createUserClient, serviceClient, type TestServer } from '../support/server.ts';
import { createAdmin, ok, startDbTestServer, type User } from './helpers.ts';

/**
 * A partner who turned on two-step sign-in (a verified TOTP factor) reaches their partner rows
 * only from a session at aal2, in the database, whatever the client: the profile and every
 * write are refused with a clear 42501, requests and shares sent to them are hidden. A partner
 * without a factor, and members, are unaffected.
 */

let server: TestServer;
let admin: User;

beforeAll(async () => {
  server = await startDbTestServer();
  admin = await createAdmin(server);
});

afterAll(() => server?.stop());

const profile = {
  profession: 'counselor',
  full_name: 'Two Step Counselor',
  license_number: 'LPC-2222',
  license_states: ['OR'],
  specialties: ['stress'],
};

interface Partner extends User {
  partnerId: string;
}

/** A verified partner, signed in with the password only (aal1). */
async function newPartner(): Promise<Partner> {
  const user = await createUserClient(server);
  const row = ok(await user.client.from('partners').insert(profile).select('id').single());
  ok(await admin.client.from('partners').update({ status: 'verified' }).eq('id', row.id).select('id'));
  return { ...user, partnerId: row.id as string };
}

/** The same account signed in again with its password: a new aal1 session. */
async function passwordSession(user: User): Promise<SupabaseClient> {
  const client = anonClient(server);
  const { error } = await client.auth.signInWithPassword({ email: user.email, password: user.password });
  if (error) throw error;
  return client;
}

/** A member's request to the partner, with a share attached. */
async function contact(member: User, partnerId: string) {
  const request = ok(
    await member.client
      .from('contact_requests')
      .insert({ partner_id: partnerId, name: 'Sam', email: member.email, message: 'I would like to talk.' })
      .select('id')
      .single(),
  );
  ok(
    await member.client
      .from('contact_shares')
      .insert({ request_id: request.id, kind: 'mood', data: { days: 7 } })
      .select('id'),
  );
  return request.id as string;
}

function expectSecondFactorRefusal(error: PostgrestError | null) {
  expect(error).toMatchObject({
    code: '42501',
    message: 'This account has two-step sign-in: enter the code from your authenticator app first.',
  });
  expect(error?.hint).toMatch(/aal2/);
  expect(JSON.stringify(error)).not.toMatch(/row-level|policy|relation|public\.|private\.|\bselect\b/i);
}

describe('a partner with a verified factor', () => {
  let partner: Partner;
  let member: User;
  let requestId: string;
  let secret: string;
  let aal1: SupabaseClient;

  beforeAll(async () => {
    partner = await newPartner();
    member = await createUserClient(server);
    requestId = await contact(member, partner.partnerId);
    ({ secret } = await enrollTotp(partner.client));
    aal1 = await passwordSession(partner);
    const level = await aal1.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
  });

  test('at aal1, reading or changing the profile is refused with a clear error, and nothing changes', async () => {
    const read = await aal1.from('partners').select('id, full_name').eq('user_id', partner.user.id).maybeSingle();
    expect(read.data).toBeNull();
    expectSecondFactorRefusal(read.error);

    const edit = await aal1.from('partners').update({ bio: 'Changed at aal1' }).eq('id', partner.partnerId).select('id');
    expectSecondFactorRefusal(edit.error);
    const editMinimal = await aal1.from('partners').update({ accepting_clients: false }).eq('id', partner.partnerId);
    expectSecondFactorRefusal(editMinimal.error);
    expect(editMinimal.status).toBe(403);
    const removed = await aal1.from('partners').delete().eq('id', partner.partnerId);
    expectSecondFactorRefusal(removed.error);
    expectSecondFactorRefusal((await aal1.from('partners').insert({ ...profile, license_number: 'LPC-3333' })).error);

    const stored = ok(await serviceClient(server).from('partners').select('bio, accepting_clients').eq('id', partner.partnerId).single());
    expect(stored).toEqual({ bio: null, accepting_clients: true });
  });

  test('at aal1, requests and shares sent to them are hidden and a status change is refused', async () => {
    const inbox = await aal1.from('contact_requests').select('id').eq('partner_id', partner.partnerId);
    expect(inbox).toMatchObject({ error: null, data: [] });
    expect(ok(await aal1.from('contact_shares').select('id').eq('request_id', requestId))).toEqual([]);

    const status = await aal1.from('contact_requests').update({ status: 'replied' }).eq('id', requestId);
    expectSecondFactorRefusal(status.error);
    const stored = ok(await serviceClient(server).from('contact_requests').select('status').eq('id', requestId).single());
    expect(stored.status).toBe('new');
  });

  test('at aal1, exporting the data that includes the partner profile is refused rather than partial', async () => {
    expectSecondFactorRefusal((await aal1.rpc('export_my_data')).error);
  });

  test('what they sent as a member stays theirs at aal1', async () => {
    const other = await newPartner();
    const sent = ok(
      await aal1
        .from('contact_requests')
        .insert({ partner_id: other.partnerId, name: 'Two Step', email: partner.email, message: 'A referral question.' })
        .select('id')
        .single(),
    );
    const mine = ok(await aal1.from('contact_requests').select('id, partner_id').eq('sender_id', partner.user.id));
    expect(mine).toEqual([{ id: sent.id, partner_id: other.partnerId }]);
    // The receiving partner (no factor) reads it at aal1 as before.
    expect(ok(await other.client.from('contact_requests').select('id').eq('partner_id', other.partnerId))).toEqual([{ id: sent.id }]);
  });

  test('after a code (aal2) the same session reads and edits everything again', async () => {
    const verified = await aal1.auth.mfa.challengeAndVerify({
      factorId: (await aal1.auth.mfa.listFactors()).data!.totp[0]!.id,
      code: totpCode(secret, Date.now() + 30_000),
    });
    expect(verified.error).toBeNull();
    expect((await aal1.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe('aal2');

    const own = ok(await aal1.from('partners').select('id').eq('user_id', partner.user.id).single());
    expect(own.id).toBe(partner.partnerId);
    ok(await aal1.from('partners').update({ bio: 'Changed at aal2' }).eq('id', partner.partnerId).select('id').single());
    expect(ok(await aal1.from('contact_requests').select('id').eq('partner_id', partner.partnerId))).toEqual([{ id: requestId }]);
    expect(ok(await aal1.from('contact_shares').select('kind').eq('request_id', requestId))).toEqual([{ kind: 'mood' }]);
    ok(await aal1.from('contact_requests').update({ status: 'replied' }).eq('id', requestId).select('id').single());
    const exported = ok(await aal1.rpc('export_my_data')) as { partner_profile: { bio: string } };
    expect(exported.partner_profile.bio).toBe('Changed at aal2');
  });
});

describe('unaffected', () => {
  test('a partner without a factor reads and edits their rows at aal1, as before', async () => {
    const partner = await newPartner();
    const member = await createUserClient(server);
    const requestId = await contact(member, partner.partnerId);
    expect((await partner.client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal1',
      nextLevel: 'aal1',
    });

    ok(await partner.client.from('partners').update({ bio: 'Still at aal1' }).eq('id', partner.partnerId).select('id').single());
    expect(ok(await partner.client.from('contact_requests').select('id').eq('partner_id', partner.partnerId))).toEqual([{ id: requestId }]);
    expect(ok(await partner.client.from('contact_shares').select('kind').eq('request_id', requestId))).toEqual([{ kind: 'mood' }]);
    ok(await partner.client.from('contact_requests').update({ status: 'closed' }).eq('id', requestId).select('id').single());
    expect(ok(await partner.client.rpc('export_my_data'))).toHaveProperty('partner_profile.bio', 'Still at aal1');
  });

  test('members keep their own requests, shares and export, with or without a factor', async () => {
    const partner = await newPartner();
    const member = await createUserClient(server);
    const requestId = await contact(member, partner.partnerId);
    await enrollTotp(member.client);
    const aal1 = await passwordSession(member);

    expect(ok(await aal1.from('contact_requests').select('id').eq('sender_id', member.user.id))).toEqual([{ id: requestId }]);
    const share = ok(await aal1.from('contact_shares').select('id, kind').eq('request_id', requestId).single());
    ok(await aal1.from('contact_shares').update({ revoked_at: new Date().toISOString() }).eq('id', share.id).select('id').single());
    const exported = ok(await aal1.rpc('export_my_data')) as { contact_requests_sent: unknown[]; partner_profile: unknown };
    expect(exported.contact_requests_sent).toHaveLength(1);
    expect(exported.partner_profile).toBeNull();

    const plain = await createUserClient(server);
    expect(ok(await plain.client.from('partners').select('id'))).toEqual([]);
    expect(ok(await plain.client.rpc('export_my_data'))).toHaveProperty('partner_profile', null);
  });

  test('the directory stays public to visitors', async () => {
    const partner = await newPartner();
    await enrollTotp(partner.client);
    const listed = ok(await anonClient(server).from('partner_directory').select('id').eq('id', partner.partnerId));
    expect(listed).toEqual([{ id: partner.partnerId }]);
  });
});
