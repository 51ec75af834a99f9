import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { anonClient, createUserClient, type TestServer } from '../support/server.ts';
import { createAdmin, DEMO_PARTNER, ok, startDbTestServer, type User } from './helpers.ts';

/** The partner directory: verification stays with admins; contact requests and shares. */

let server: TestServer;
let admin: User;

beforeAll(async () => {
  server = await startDbTestServer();
  admin = await createAdmin(server);
});

afterAll(() => server?.stop());

const profile = {
  profession: 'psychologist',
  full_name: 'Dr. Test Partner',
  credentials: 'PhD',
  license_number: 'PSY-1234',
  license_states: ['CA'],
  specialties: ['anxiety'],
  telehealth: true,
};

async function newPartner(): Promise<User & { partnerId: string }> {
  const user = await createUserClient(server);
  const row = ok(
    await user.client
      .from('partners')
      .insert({ ...profile, status: 'verified' })
      .select('id, status, verified_at')
      .single(),
  );
  expect(row).toMatchObject({ status: 'pending', verified_at: null });
  return { ...user, partnerId: row.id };
}

async function verify(partnerId: string) {
  ok(await admin.client.from('partners').update({ status: 'verified' }).eq('id', partnerId).select('id'));
}

function request(partnerId: string, extra: Record<string, unknown> = {}) {
  return { partner_id: partnerId, name: 'Sam', email: `sam-${Math.random()}@example.test`, message: 'I would like to talk.', ...extra };
}

describe('verification', () => {
  test('a new partner starts pending, whatever they send', async () => {
    await newPartner();
  });

  test('a partner cannot verify themselves', async () => {
    const partner = await newPartner();
    const { error } = await partner.client.from('partners').update({ status: 'verified' }).eq('id', partner.partnerId);
    expect(error?.code).toBe('42501');
    const second = await partner.client.from('partners').update({ verified_at: new Date().toISOString() }).eq('id', partner.partnerId);
    expect(second.error?.code).toBe('42501');
    const row = ok(await partner.client.from('partners').select('status, verified_at').eq('id', partner.partnerId).single());
    expect(row).toEqual({ status: 'pending', verified_at: null });
  });

  test('pending partners are not in the directory; verified ones are', async () => {
    const partner = await newPartner();
    const directory = anonClient(server).from('partner_directory').select('id');
    expect(ok(await directory).map((p) => p.id)).not.toContain(partner.partnerId);
    await verify(partner.partnerId);
    expect(ok(await anonClient(server).from('partner_directory').select('id')).map((p) => p.id)).toContain(partner.partnerId);
  });

  test('an admin’s verification is stamped and audited', async () => {
    const partner = await newPartner();
    await verify(partner.partnerId);
    const row = ok(await partner.client.from('partners').select('status, verified_at').eq('id', partner.partnerId).single());
    expect(row.status).toBe('verified');
    expect(row.verified_at).not.toBeNull();
    const audit = ok(await admin.client.from('audit_log').select('action, actor_id, details').eq('row_id', partner.partnerId));
    expect(audit).toEqual([
      { action: 'partner.status_changed', actor_id: admin.user.id, details: { from: 'pending', to: 'verified', rejection_reason: null } },
    ]);
  });

  test('a partner edits their bio freely, but new licence details need verifying again', async () => {
    const partner = await newPartner();
    await verify(partner.partnerId);
    ok(await partner.client.from('partners').update({ bio: 'Hello' }).eq('id', partner.partnerId).select('id'));
    expect(ok(await partner.client.from('partners').select('status').eq('id', partner.partnerId).single()).status).toBe('verified');
    ok(await partner.client.from('partners').update({ license_number: 'PSY-9999' }).eq('id', partner.partnerId).select('id'));
    expect(ok(await partner.client.from('partners').select('status').eq('id', partner.partnerId).single()).status).toBe('pending');
  });

  test('licence states must be US state codes', async () => {
    const user = await createUserClient(server);
    const { error } = await user.client.from('partners').insert({ ...profile, license_states: ['ZZ'] });
    expect(error?.message).toContain('US state codes');
  });

  test('one partner cannot read or change another’s profile', async () => {
    const first = await newPartner();
    const second = await newPartner();
    expect(ok(await second.client.from('partners').select('id').eq('id', first.partnerId))).toEqual([]);
    await second.client.from('partners').update({ bio: 'hijacked' }).eq('id', first.partnerId);
    const { rows } = await server.db.query('select bio from public.partners where id = $1', [first.partnerId]);
    expect(rows[0]).toEqual({ bio: null });
  });
});

describe('contact requests', () => {
  test('visitors and users can contact a verified partner', async () => {
    ok(await anonClient(server).from('contact_requests').insert(request(DEMO_PARTNER)));
    const sender = await createUserClient(server);
    const row = ok(await sender.client.from('contact_requests').insert(request(DEMO_PARTNER)).select('sender_id, status').single());
    expect(row).toEqual({ sender_id: sender.user.id, status: 'new' });
  });

  test('nobody can contact a partner who is not verified', async () => {
    const partner = await newPartner();
    const anonymous = await anonClient(server).from('contact_requests').insert(request(partner.partnerId));
    expect(anonymous.error?.code).toBe('42501');
    const sender = await createUserClient(server);
    const signedIn = await sender.client.from('contact_requests').insert(request(partner.partnerId));
    expect(signedIn.error?.code).toBe('42501');
  });

  test('at most 5 requests an hour from one account', async () => {
    const sender = await createUserClient(server);
    for (let i = 0; i < 5; i++) ok(await sender.client.from('contact_requests').insert(request(DEMO_PARTNER)));
    const { error } = await sender.client.from('contact_requests').insert(request(DEMO_PARTNER));
    expect(error?.message).toBe('You have sent 5 contact requests in the last hour.');
  });

  test('at most 5 requests an hour from one email address without an account', async () => {
    const email = `same-${Date.now()}@example.test`;
    const anonymous = anonClient(server);
    for (let i = 0; i < 5; i++) ok(await anonymous.from('contact_requests').insert(request(DEMO_PARTNER, { email })));
    const { error } = await anonymous.from('contact_requests').insert(request(DEMO_PARTNER, { email: email.toUpperCase() }));
    expect(error?.message).toContain('5 contact requests');
  });

  test('a partner sees only the requests sent to them, and changes only their status', async () => {
    const first = await newPartner();
    const second = await newPartner();
    await verify(first.partnerId);
    await verify(second.partnerId);
    const sender = await createUserClient(server);
    ok(await sender.client.from('contact_requests').insert(request(first.partnerId, { message: 'to first' })));
    ok(await sender.client.from('contact_requests').insert(request(second.partnerId, { message: 'to second' })));

    const seen = ok(await first.client.from('contact_requests').select('id, message'));
    expect(seen.map((r) => r.message)).toEqual(['to first']);

    const id = seen[0]!.id;
    ok(await first.client.from('contact_requests').update({ status: 'replied' }).eq('id', id).select('id'));
    const { error } = await first.client.from('contact_requests').update({ message: 'edited' }).eq('id', id);
    expect(error?.code).toBe('42501');
    expect(ok(await sender.client.from('contact_requests').select('message, status').eq('id', id).single())).toEqual({
      message: 'to first',
      status: 'replied',
    });

    await second.client.from('contact_requests').update({ status: 'closed' }).eq('id', id);
    expect(ok(await sender.client.from('contact_requests').select('status').eq('id', id).single()).status).toBe('replied');
  });
});

describe('contact shares', () => {
  test('the partner sees a share until the sender revokes it', async () => {
    const partner = await newPartner();
    await verify(partner.partnerId);
    const sender = await createUserClient(server);
    const req = ok(
      await sender.client
        .from('contact_requests')
        .insert(request(partner.partnerId, { consent_to_share: true }))
        .select('id')
        .single(),
    );
    const share = ok(
      await sender.client
        .from('contact_shares')
        .insert({ request_id: req.id, kind: 'assessment', data: { gad7: 11, phq9: 8 } })
        .select('id')
        .single(),
    );
    expect(ok(await partner.client.from('contact_shares').select('id, data'))).toEqual([{ id: share.id, data: { gad7: 11, phq9: 8 } }]);

    ok(await sender.client.from('contact_shares').update({ revoked_at: new Date().toISOString() }).eq('id', share.id).select('id'));
    expect(ok(await partner.client.from('contact_shares').select('id'))).toEqual([]);
    expect(ok(await sender.client.from('contact_shares').select('id, revoked_at'))).toHaveLength(1);
  });

  test('a partner cannot revoke or alter what was shared with them', async () => {
    const partner = await newPartner();
    await verify(partner.partnerId);
    const sender = await createUserClient(server);
    const req = ok(await sender.client.from('contact_requests').insert(request(partner.partnerId)).select('id').single());
    const share = ok(
      await sender.client
        .from('contact_shares')
        .insert({ request_id: req.id, kind: 'mood', data: { week: [3, 4] } })
        .select('id')
        .single(),
    );
    await partner.client.from('contact_shares').update({ revoked_at: new Date().toISOString() }).eq('id', share.id);
    await partner.client.from('contact_shares').delete().eq('id', share.id);
    expect(ok(await sender.client.from('contact_shares').select('revoked_at').eq('id', share.id).single())).toEqual({ revoked_at: null });
  });
});
