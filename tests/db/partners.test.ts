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

describe('who sees what', () => {
  test('members and visitors see verified profiles only, through the public view', async () => {
    const pending = await newPartner();
    const member = await createUserClient(server);
    expect(ok(await member.client.from('partners').select('id'))).toEqual([]);
    expect((await anonClient(server).from('partners').select('id')).error?.code).toBe('42501');
    for (const client of [member.client, anonClient(server)]) {
      const ids = ok(await client.from('partner_directory').select('id')).map((p) => p.id);
      expect(ids).toContain(DEMO_PARTNER);
      expect(ids).not.toContain(pending.partnerId);
      for (const column of ['user_id', 'status', 'rejection_reason', 'created_at']) {
        expect((await client.from('partner_directory').select(column)).error?.code).toBe('42703');
      }
    }
  });

  test('a member reads only the requests they sent', async () => {
    const first = await createUserClient(server);
    const second = await createUserClient(server);
    ok(await first.client.from('contact_requests').insert(request(DEMO_PARTNER, { message: 'from first' })));
    ok(await second.client.from('contact_requests').insert(request(DEMO_PARTNER, { message: 'from second' })));
    expect(ok(await first.client.from('contact_requests').select('message')).map((r) => r.message)).toEqual(['from first']);
    expect((await anonClient(server).from('contact_requests').select('id')).error?.code).toBe('42501');
  });

  test('a visitor cannot ask for the row back, so nothing they sent can be read', async () => {
    const { error } = await anonClient(server).from('contact_requests').insert(request(DEMO_PARTNER)).select('id');
    expect(error?.code).toBe('42501');
  });

  test('a partner sees nothing of a member beyond the request and what was shared', async () => {
    const partner = await newPartner();
    await verify(partner.partnerId);
    const member = await createUserClient(server);
    ok(await member.client.from('mood_logs').insert({ mood: 2, note: 'private note' }));
    ok(await member.client.from('journal_entries').insert({ body: 'private journal' }));
    const req = ok(await member.client.from('contact_requests').insert(request(partner.partnerId)).select('id').single());
    ok(await member.client.from('contact_shares').insert({ request_id: req.id, kind: 'mood', data: { average_mood: 2 } }));

    expect(ok(await partner.client.from('contact_requests').select('id')).map((r) => r.id)).toEqual([req.id]);
    expect(ok(await partner.client.from('contact_shares').select('data'))).toEqual([{ data: { average_mood: 2 } }]);
    for (const table of ['mood_logs', 'journal_entries', 'assessment_sessions', 'clinical_scores', 'profiles', 'chat_messages']) {
      expect(ok(await partner.client.from(table).select('*')), table).toEqual(
        table === 'profiles' ? [expect.objectContaining({ id: partner.user.id })] : [],
      );
    }
  });

  test('another partner sees neither the request nor its shares', async () => {
    const partner = await newPartner();
    const other = await newPartner();
    await verify(partner.partnerId);
    await verify(other.partnerId);
    const member = await createUserClient(server);
    const req = ok(await member.client.from('contact_requests').insert(request(partner.partnerId)).select('id').single());
    ok(await member.client.from('contact_shares').insert({ request_id: req.id, kind: 'assessment', data: { gad7: 9 } }));
    expect(ok(await other.client.from('contact_requests').select('id'))).toEqual([]);
    expect(ok(await other.client.from('contact_shares').select('id'))).toEqual([]);
  });

  test('a member cannot attach a share to someone else’s request', async () => {
    const member = await createUserClient(server);
    const intruder = await createUserClient(server);
    const req = ok(await member.client.from('contact_requests').insert(request(DEMO_PARTNER)).select('id').single());
    const { error } = await intruder.client.from('contact_shares').insert({ request_id: req.id, kind: 'mood', data: { x: 1 } });
    expect(error?.code).toBe('42501');
  });

  test('the rate limit explains what to do next', async () => {
    const sender = await createUserClient(server);
    for (let i = 0; i < 5; i++) ok(await sender.client.from('contact_requests').insert(request(DEMO_PARTNER)));
    const { error } = await sender.client.from('contact_requests').insert(request(DEMO_PARTNER));
    expect(error).toMatchObject({ code: 'P0001', hint: expect.stringContaining('988') });
  });
});

describe('profile limits', () => {
  test('a photo is a small image data URL, never a link to another host', async () => {
    const partner = await newPartner();
    const small = `data:image/jpeg;base64,${Buffer.from('jpeg bytes').toString('base64')}`;
    ok(await partner.client.from('partners').update({ photo_url: small }).eq('id', partner.partnerId).select('id'));
    const link = await partner.client
      .from('partners')
      .update({ photo_url: 'https://images.example.com/me.jpg' })
      .eq('id', partner.partnerId);
    expect(link.error?.code).toBe('23514');
    const large = `data:image/png;base64,${'A'.repeat(210 * 1024)}`;
    const big = await partner.client.from('partners').update({ photo_url: large }).eq('id', partner.partnerId);
    expect(big.error?.code).toBe('23514');
    const script = await partner.client
      .from('partners')
      .update({ photo_url: 'data:text/html;base64,PHNjcmlwdD4=' })
      .eq('id', partner.partnerId);
    expect(script.error?.code).toBe('23514');
  });

  test('in-person sessions need a city and a state', async () => {
    const partner = await newPartner();
    const { error } = await partner.client.from('partners').update({ in_person: true }).eq('id', partner.partnerId);
    expect(error?.code).toBe('23514');
    ok(
      await partner.client
        .from('partners')
        .update({ in_person: true, city: 'Austin', state: 'TX' })
        .eq('id', partner.partnerId)
        .select('id'),
    );
  });
});

type IdRow = { id: string };

describe('search_partners', () => {
  const tag = `test-specialty-${Date.now()}`;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const rows = [
      {
        key: 'b',
        full_name: 'Bea Alvarez',
        accepting_clients: true,
        profession: 'counselor',
        license_states: ['TX'],
        insurance: ['Aetna Choice'],
        languages: ['English', 'Spanish'],
        fee_min: 60,
        sliding_scale: true,
        telehealth: true,
        in_person: false,
      },
      {
        key: 'a',
        full_name: 'Abe Zimmer',
        accepting_clients: true,
        profession: 'psychologist',
        license_states: ['CA', 'NV'],
        insurance: ['Cigna'],
        languages: ['English'],
        fee_min: 180,
        sliding_scale: false,
        telehealth: false,
        in_person: true,
        city: 'Reno',
        state: 'NV',
      },
      {
        key: 'c',
        full_name: 'Cal Young',
        accepting_clients: false,
        profession: 'psychologist',
        license_states: ['CA'],
        insurance: [],
        languages: ['english'],
        fee_min: null,
        sliding_scale: false,
        telehealth: true,
        in_person: false,
      },
      {
        key: 'p',
        full_name: 'Aaron Pending',
        accepting_clients: true,
        profession: 'psychologist',
        license_states: ['CA'],
        insurance: [],
        languages: ['English'],
        fee_min: 50,
        sliding_scale: false,
        telehealth: true,
        in_person: false,
      },
    ];
    for (const { key, ...row } of rows) {
      const user = await createUserClient(server);
      const created = ok(
        await user.client
          .from('partners')
          .insert({ ...profile, ...row, specialties: [key === 'b' ? tag.toUpperCase() : tag] })
          .select('id')
          .single(),
      );
      ids[key] = created.id;
      if (key !== 'p') await verify(created.id);
    }
  });

  const search = (args: Record<string, unknown> = {}) =>
    anonClient(server)
      .rpc('search_partners', { p_specialties: [tag], ...args }, { count: 'exact' })
      .select('id')
      .order('accepting_clients', { ascending: false })
      .order('full_name')
      .order('id');

  const found = async (args: Record<string, unknown> = {}) => (ok(await search(args)) as IdRow[]).map((row) => row.id);

  test('lists verified matches only, accepting first, then by name, any case of specialty', async () => {
    expect(await found()).toEqual([ids['a'], ids['b'], ids['c']]);
  });

  test('the function’s own order matches the client’s', async () => {
    const rows = ok(
      await anonClient(server)
        .rpc('search_partners', { p_specialties: [tag] })
        .select('id'),
    ) as IdRow[];
    expect(rows.map((row) => row.id)).toEqual([ids['a'], ids['b'], ids['c']]);
  });

  test('each filter narrows the list', async () => {
    expect(await found({ p_profession: 'psychologist' })).toEqual([ids['a'], ids['c']]);
    expect(await found({ p_state: 'nv' })).toEqual([ids['a']]);
    expect(await found({ p_session: 'telehealth' })).toEqual([ids['b'], ids['c']]);
    expect(await found({ p_session: 'in_person' })).toEqual([ids['a']]);
    expect(await found({ p_insurance: 'aetna' })).toEqual([ids['b']]);
    expect(await found({ p_language: 'SPANISH' })).toEqual([ids['b']]);
    expect(await found({ p_language: 'English' })).toEqual([ids['a'], ids['b'], ids['c']]);
    expect(await found({ p_max_fee: 100 })).toEqual([ids['b']]);
    expect(await found({ p_sliding_scale: true })).toEqual([ids['b']]);
    expect(await found({ p_accepting: true })).toEqual([ids['a'], ids['b']]);
    expect(await found({ p_profession: 'psychologist', p_accepting: true, p_state: 'CA' })).toEqual([ids['a']]);
  });

  test('a concern matches any of its specialties', async () => {
    expect(await found({ p_specialties: ['no-such-thing', tag] })).toEqual([ids['a'], ids['b'], ids['c']]);
    expect(await found({ p_specialties: ['no-such-thing'] })).toEqual([]);
  });

  test('pages are counted and never overlap', async () => {
    const first = await search().range(0, 1);
    const second = await search().range(2, 3);
    expect(first.count).toBe(3);
    expect([...(ok(first) as IdRow[]), ...(ok(second) as IdRow[])].map((row) => row.id)).toEqual([ids['a'], ids['b'], ids['c']]);
  });

  test('"recent" puts the most recently verified first, still accepting first', async () => {
    const later = new Date(Date.now() + 60_000).toISOString();
    ok(await admin.client.from('partners').update({ verified_at: later }).eq('id', ids['b']!).select('id'));
    const rows = ok(
      await anonClient(server)
        .rpc('search_partners', { p_specialties: [tag], p_sort: 'recent' })
        .select('id'),
    ) as IdRow[];
    expect(rows.map((row) => row.id)).toEqual([ids['b'], ids['a'], ids['c']]);
  });
});

describe('rebuild notifications', () => {
  async function collect(run: () => Promise<void>): Promise<string[]> {
    const payloads: string[] = [];
    const stop = await server.db.listen('haven_rebuild', (payload) => payloads.push(payload));
    await run();
    // Notifications arrive after commit; give them a moment, then stop listening.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await stop();
    return payloads;
  }

  test('verifying a partner asks for a rebuild', async () => {
    const partner = await newPartner();
    const payloads = await collect(() => verify(partner.partnerId));
    expect(payloads.map((p) => JSON.parse(p) as { table: string; operation: string })).toEqual([
      expect.objectContaining({ table: 'partners', operation: 'update' }),
    ]);
  });

  test('a verified partner changing what the directory shows asks for one; a pending profile does not', async () => {
    const partner = await newPartner();
    expect(
      await collect(async () => {
        ok(await partner.client.from('partners').update({ bio: 'Still pending.' }).eq('id', partner.partnerId).select('id'));
      }),
    ).toEqual([]);
    await verify(partner.partnerId);
    const payloads = await collect(async () => {
      ok(await partner.client.from('partners').update({ accepting_clients: false }).eq('id', partner.partnerId).select('id'));
    });
    expect(payloads).toHaveLength(1);
  });

  test('suspending or deleting a verified partner asks for one', async () => {
    const partner = await newPartner();
    await verify(partner.partnerId);
    const suspended = await collect(async () => {
      ok(await admin.client.from('partners').update({ status: 'suspended' }).eq('id', partner.partnerId).select('id'));
    });
    expect(suspended).toHaveLength(1);
    await verify(partner.partnerId);
    const deleted = await collect(async () => {
      ok(await partner.client.from('partners').delete().eq('id', partner.partnerId).select('id'));
    });
    expect(deleted.map((p) => (JSON.parse(p) as { operation: string }).operation)).toEqual(['delete']);
  });
});
