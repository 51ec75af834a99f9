import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { anonClient, createUserClient, serviceClient, TEST_PASSWORD, testEmail, type TestServer } from '../support/server.ts';
import { answer, complete, createAdmin, gadItem, ok, startDbTestServer, startSession, type User } from './helpers.ts';

/** Fails the test with the auth server's message when an auth call did not succeed. */
function authOk(result: { error: { message: string } | null }): void {
  if (result.error) throw new Error(result.error.message);
}

/**
 * What the admin area relies on, enforced by the database and proven over REST with supabase-js:
 * only a JWT whose app_metadata.role is admin gets in (never user_metadata), every admin change
 * is audited, and the reports give aggregates only.
 */

let server: TestServer;
let admin: User;
let member: User;
let partner: User;
/** Signed up claiming `role: admin` in user_metadata, which must count for nothing. */
let pretender: SupabaseClient;
let reportId: string;
let pendingPartnerId: string;

const year = new Date().getUTCFullYear();

async function makePartnerAccount(): Promise<User> {
  const user = await createUserClient(server);
  authOk(await serviceClient(server).auth.admin.updateUserById(user.user.id, { app_metadata: { role: 'partner' } }));
  authOk(await user.client.auth.refreshSession());
  return user;
}

beforeAll(async () => {
  server = await startDbTestServer();
  [admin, member, partner] = await Promise.all([createAdmin(server), createUserClient(server), makePartnerAccount()]);
  pretender = anonClient(server);
  authOk(await pretender.auth.signUp({ email: testEmail('pretender'), password: TEST_PASSWORD, options: { data: { role: 'admin' } } }));

  const service = serviceClient(server);
  pendingPartnerId = ok(
    await partner.client
      .from('partners')
      .insert({ profession: 'therapist', full_name: 'Jun Park', license_number: 'LMFT-118204', license_states: ['CA'] })
      .select('id')
      .single(),
  ).id;
  ok(
    await service
      .from('library_articles')
      .insert({ title: 'A draft', slug: 'admin-test-draft', category: 'stress', content: 'Draft.', published: false }),
  );

  const conversation = ok(await member.client.from('chat_conversations').insert({ title: 'Evening' }).select('id').single()).id;
  const reply = ok(
    await service
      .from('chat_messages')
      .insert({ conversation_id: conversation, user_id: member.user.id, role: 'assistant', content: 'A reply that missed the point.' })
      .select('id')
      .single(),
  ).id;
  await member.client.from('chat_messages').insert({ conversation_id: conversation, role: 'user', content: 'My own private words.' });
  reportId = ok(
    await member.client.from('chat_reports').insert({ message_id: reply, reason: 'It ignored what I said.' }).select('id').single(),
  ).id;
});

afterAll(() => server?.stop());

const nonAdmins = () =>
  [
    ['a visitor', anonClient(server)],
    ['a member', member.client],
    ['a partner', partner.client],
    ['a member with role admin in user_metadata', pretender],
  ] as const;

describe('the database refuses non-admins', () => {
  test('user_metadata never makes anyone an admin', async () => {
    const { data } = await pretender.auth.getUser();
    expect(data.user?.user_metadata['role']).toBe('admin');
    expect(ok(await pretender.rpc('is_admin'))).toBe(false);
    expect(ok(await pretender.rpc('current_app_role'))).toBe('user');
  });

  test.each([
    ['crisis_referral_counts', { p_year: year }],
    ['crisis_referral_monthly_counts', { p_year: year }],
    ['assessment_completions_weekly', { p_weeks: 4 }],
    ['analytics_event_summary', { p_days: 30 }],
  ])('%s answers 42501 to everyone but admins', async (fn, args) => {
    for (const [who, client] of nonAdmins()) {
      const { data, error } = await client.rpc(fn, args);
      expect({ who, code: error?.code, data }).toEqual({ who, code: '42501', data: null });
    }
    const allowed = await admin.client.rpc(fn, args);
    expect(allowed.error).toBeNull();
    expect(Array.isArray(allowed.data)).toBe(true);
  });

  test('admin-only tables read as empty, and a member sees only their own report', async () => {
    for (const [who, client] of nonAdmins()) {
      for (const table of ['audit_log', 'crisis_referrals', 'analytics_events']) {
        const { data } = await client.from(table).select('*');
        expect({ who, table, rows: data ?? [] }).toEqual({ who, table, rows: [] });
      }
      const reports = await client.from('chat_reports').select('id');
      expect({ who, reports: reports.data ?? [] }).toEqual({ who, reports: client === member.client ? [{ id: reportId }] : [] });
      const drafts = await client.from('library_articles').select('slug').eq('slug', 'admin-test-draft');
      expect({ who, drafts: drafts.data ?? [] }).toEqual({ who, drafts: [] });
    }
  });

  test('articles cannot be written, published or deleted by non-admins', async () => {
    for (const [who, client] of nonAdmins()) {
      const insert = await client
        .from('library_articles')
        .insert({ title: 'Sneaky', slug: `sneaky-${Date.now()}`, category: 'stress', content: 'x' });
      expect({ who, code: insert.error?.code }).toEqual({ who, code: '42501' });
      await client.from('library_articles').update({ published: true }).eq('slug', 'admin-test-draft');
      await client.from('library_articles').delete().eq('slug', 'admin-test-draft');
    }
    const row = ok(await serviceClient(server).from('library_articles').select('published').eq('slug', 'admin-test-draft').single());
    expect(row.published).toBe(false);
  });

  test('a partner cannot verify themselves and members cannot see or touch the queue', async () => {
    const self = await partner.client.from('partners').update({ status: 'verified' }).eq('id', pendingPartnerId);
    expect(self.error?.code).toBe('42501');
    for (const client of [member.client, pretender]) {
      expect(ok(await client.from('partners').select('id').eq('id', pendingPartnerId))).toEqual([]);
      await client.from('partners').update({ status: 'verified' }).eq('id', pendingPartnerId);
    }
    const row = ok(await serviceClient(server).from('partners').select('status').eq('id', pendingPartnerId).single());
    expect(row.status).toBe('pending');
  });

  test('members cannot mark reports reviewed, not even their own', async () => {
    await member.client.from('chat_reports').update({ status: 'reviewed' }).eq('id', reportId);
    await pretender.from('chat_reports').update({ status: 'reviewed' }).eq('id', reportId);
    const row = ok(await serviceClient(server).from('chat_reports').select('status').eq('id', reportId).single());
    expect(row.status).toBe('new');
  });
});

describe('admins', () => {
  test('create, publish, unpublish and delete an article: each change is audited and asks for a rebuild', async () => {
    const notices: string[] = [];
    const stop = await server.db.listen('haven_rebuild', (payload) => notices.push(payload));
    const id = ok(
      await admin.client
        .from('library_articles')
        .insert({
          title: 'Breathing out slowly',
          slug: 'breathing-out-slowly',
          category: 'anxiety',
          content: '## Try it\n\nBreathe out.',
          published: false,
        })
        .select('id')
        .single(),
    ).id;
    ok(await admin.client.from('library_articles').update({ published: true }).eq('id', id));
    ok(await admin.client.from('library_articles').update({ published: false }).eq('id', id));
    ok(await admin.client.from('library_articles').delete().eq('id', id));
    await expect.poll(() => notices.length).toBeGreaterThanOrEqual(4);
    await stop();

    const audit = ok(await admin.client.from('audit_log').select('actor_id, action, details').eq('row_id', id).order('id'));
    expect(audit).toEqual([
      {
        actor_id: admin.user.id,
        action: 'article.created',
        details: expect.objectContaining({ slug: 'breathing-out-slowly', published: false }),
      },
      {
        actor_id: admin.user.id,
        action: 'article.updated',
        details: expect.objectContaining({ published: true, published_before: false }),
      },
      {
        actor_id: admin.user.id,
        action: 'article.updated',
        details: expect.objectContaining({ published: false, published_before: true }),
      },
      { actor_id: admin.user.id, action: 'article.deleted', details: expect.objectContaining({ slug: 'breathing-out-slowly' }) },
    ]);
  });

  test('verify, reject with a reason and suspend partners, each audited', async () => {
    const other = await makePartnerAccount();
    const rejectedId = ok(
      await other.client
        .from('partners')
        .insert({ profession: 'counselor', full_name: 'Ada Moss', license_number: 'LPC-1', license_states: ['TX'] })
        .select('id')
        .single(),
    ).id;
    const queue = ok(await admin.client.from('partners').select('id, license_number, license_states').eq('status', 'pending'));
    expect(queue).toEqual(expect.arrayContaining([{ id: pendingPartnerId, license_number: 'LMFT-118204', license_states: ['CA'] }]));

    const verified = ok(
      await admin.client.from('partners').update({ status: 'verified' }).eq('id', pendingPartnerId).select('status, verified_at').single(),
    );
    expect(verified.verified_at).not.toBeNull();
    const rejected = ok(
      await admin.client
        .from('partners')
        .update({ status: 'rejected', rejection_reason: 'The licence number does not match the board record.' })
        .eq('id', rejectedId)
        .select('status, rejection_reason, verified_at')
        .single(),
    );
    expect(rejected).toEqual({
      status: 'rejected',
      rejection_reason: 'The licence number does not match the board record.',
      verified_at: null,
    });
    ok(await admin.client.from('partners').update({ status: 'suspended', rejection_reason: 'Licence lapsed.' }).eq('id', pendingPartnerId));
    expect(ok(await anonClient(server).from('partner_directory').select('id').eq('id', pendingPartnerId))).toEqual([]);

    const audit = ok(
      await admin.client.from('audit_log').select('actor_id, row_id, details').eq('action', 'partner.status_changed').order('id'),
    );
    expect(audit).toEqual([
      { actor_id: admin.user.id, row_id: pendingPartnerId, details: { from: 'pending', to: 'verified', rejection_reason: null } },
      {
        actor_id: admin.user.id,
        row_id: rejectedId,
        details: { from: 'pending', to: 'rejected', rejection_reason: 'The licence number does not match the board record.' },
      },
      {
        actor_id: admin.user.id,
        row_id: pendingPartnerId,
        details: { from: 'verified', to: 'suspended', rejection_reason: 'Licence lapsed.' },
      },
    ]);
  });

  test('read the reported reply and reason, not the conversation, and mark it reviewed (audited)', async () => {
    const reports = ok(await admin.client.from('chat_reports').select('id, reason, reported_content, status').eq('id', reportId));
    expect(reports).toEqual([
      { id: reportId, reason: 'It ignored what I said.', reported_content: 'A reply that missed the point.', status: 'new' },
    ]);
    expect(ok(await admin.client.from('chat_messages').select('content'))).toEqual([]);
    expect(ok(await admin.client.from('chat_conversations').select('id'))).toEqual([]);

    const reviewedAt = new Date().toISOString();
    ok(await admin.client.from('chat_reports').update({ status: 'reviewed', reviewed_at: reviewedAt }).eq('id', reportId));
    const audit = ok(await admin.client.from('audit_log').select('actor_id, action, table_name, details').eq('row_id', reportId));
    expect(audit).toEqual([
      {
        actor_id: admin.user.id,
        action: 'chat_report.status_changed',
        table_name: 'chat_reports',
        details: { from: 'new', to: 'reviewed' },
      },
    ]);
    // Only status and reviewed_at may change, even for admins.
    const edit = await admin.client.from('chat_reports').update({ reason: 'changed' }).eq('id', reportId);
    expect(edit.error?.code).toBe('42501');
  });
});

describe('aggregate reports', () => {
  test('crisis referrals per month and per year, zeros included, with no personal data', async () => {
    const past = year - 3;
    const service = serviceClient(server);
    ok(
      await service.from('crisis_referrals').insert([
        { surface: 'chat', occurred_on: `${past}-01-05` },
        { surface: 'chat', occurred_on: `${past}-01-31` },
        { surface: 'journal', occurred_on: `${past}-03-01` },
        { surface: 'assessment', occurred_on: `${past}-12-31` },
        { surface: 'chat', occurred_on: `${past + 1}-01-01` },
      ]),
    );
    const monthly = ok(await admin.client.rpc('crisis_referral_monthly_counts', { p_year: past })) as {
      month: string;
      surface: string;
      referrals: number;
    }[];
    expect(monthly).toHaveLength(36);
    expect(Object.keys(monthly[0]!).sort()).toEqual(['month', 'referrals', 'surface']);
    const nonZero = monthly.filter((row) => row.referrals > 0);
    expect(nonZero).toEqual([
      { month: `${past}-01-01`, surface: 'chat', referrals: 2 },
      { month: `${past}-03-01`, surface: 'journal', referrals: 1 },
      { month: `${past}-12-01`, surface: 'assessment', referrals: 1 },
    ]);
    const yearly = ok(await admin.client.rpc('crisis_referral_counts', { p_year: past }));
    expect(yearly).toEqual([
      { surface: 'assessment', referrals: 1 },
      { surface: 'chat', referrals: 2 },
      { surface: 'journal', referrals: 1 },
    ]);
    const bad = await admin.client.rpc('crisis_referral_monthly_counts', { p_year: 12 });
    expect(bad.error?.code).toBe('22023');
  });

  test('completed assessments per week, counted across every account', async () => {
    const before = ok(await admin.client.rpc('assessment_completions_weekly', { p_weeks: 6 })) as {
      week_start: string;
      completed: number;
    }[];
    expect(before).toHaveLength(6);
    const monday = new Date();
    monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
    expect(before.at(-1)!.week_start).toBe(monday.toISOString().slice(0, 10));

    const other = await createUserClient(server);
    for (const person of [member, other]) {
      const id = await startSession(person);
      await answer(person, id, { [gadItem(1)]: 1 });
      await complete(person, id);
    }
    const unfinished = await startSession(other);
    const movedBack = await startSession(member);
    await complete(member, movedBack);
    await server.db.query(`update public.assessment_sessions set completed_at = now() - interval '14 days' where id = $1`, [movedBack]);

    const after = ok(await admin.client.rpc('assessment_completions_weekly', { p_weeks: 6 })) as typeof before;
    expect(Object.keys(after[0]!).sort()).toEqual(['completed', 'week_start']);
    expect(after.at(-1)!.completed - before.at(-1)!.completed).toBe(2);
    expect(after.at(-3)!.completed - before.at(-3)!.completed).toBe(1);
    expect(unfinished).toBeTruthy();
    expect((await admin.client.rpc('assessment_completions_weekly', { p_weeks: 0 })).error?.code).toBe('22023');
  });

  test('analytics events per type, with mean completion time and questions answered', async () => {
    ok(
      await member.client.from('analytics_events').insert([
        { event_type: 'assessment_completed', aggregated_data: { completionTime: 120, totalQuestions: 16, questionsAnswered: 16 } },
        { event_type: 'assessment_completed', aggregated_data: { completionTime: 61, totalQuestions: 16, questionsAnswered: 15 } },
        { event_type: 'question_answered', aggregated_data: { questionId: 'q', responseValue: 1, responseTime: 3, questionIndex: 0 } },
        { event_type: 'question_answered', aggregated_data: { questionId: 'q', responseValue: 2, responseTime: 4, questionIndex: 1 } },
        { event_type: 'question_answered', aggregated_data: { questionId: 'q', responseValue: 0, responseTime: 2, questionIndex: 2 } },
      ]),
    );
    const summary = ok(await admin.client.rpc('analytics_event_summary', { p_days: 30 }));
    expect(summary).toEqual([
      { event_type: 'question_answered', events: 3, active_days: 1, avg_completion_seconds: null, avg_questions_answered: null },
      { event_type: 'assessment_completed', events: 2, active_days: 1, avg_completion_seconds: 90.5, avg_questions_answered: 15.5 },
    ]);
  });
});
