import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { anonClient, createUserClient, serviceClient, type TestServer } from '../support/server.ts';
import {
  ALL_PROGRAMS,
  answer,
  complete,
  createAdmin,
  DEMO_PARTNER,
  ensurePrograms,
  gadItem,
  ok,
  startSession,
  startDbTestServer,
  type User,
} from './helpers.ts';

/**
 * Row-level security, table by table: user A against user B's rows, anonymous visitors against
 * everything, and non-admins against admin-only data. Every attempt goes through supabase-js
 * over HTTP; the outcome is checked in the database itself.
 */

let server: TestServer;
let a: User;
let b: User;
let admin: User;
let programId: string;

/** B's row in each user-owned table. */
const mine: Record<string, string> = {};

beforeAll(async () => {
  server = await startDbTestServer();
  await ensurePrograms(server, ALL_PROGRAMS);
  programId = ok(await serviceClient(server).from('programs').select('id').eq('slug', 'anxiety-management').single()).id;
  [a, b, admin] = await Promise.all([createUserClient(server), createUserClient(server), createAdmin(server)]);

  const c = b.client;
  mine.profiles = b.user.id;
  mine.subscriptions = b.user.id;
  mine.mood_logs = ok(await c.from('mood_logs').insert({ mood: 3, note: 'B private note' }).select('id').single()).id;
  mine.journal_entries = ok(
    await c.from('journal_entries').insert({ title: 'B', body: 'B private entry', mood_log_id: mine.mood_logs }).select('id').single(),
  ).id;
  mine.assessment_sessions = await startSession(b);
  await answer(b, mine.assessment_sessions, { [gadItem(1)]: 1 });
  mine.assessment_responses = ok(await c.from('assessment_responses').select('id').eq('session_id', mine.assessment_sessions).single()).id;
  await complete(b, mine.assessment_sessions);
  mine.clinical_scores = ok(await c.from('clinical_scores').select('id').eq('session_id', mine.assessment_sessions).single()).id;
  mine.assessment_program_recommendations = ok(
    await c.from('assessment_program_recommendations').select('id').eq('session_id', mine.assessment_sessions).limit(1).single(),
  ).id;
  mine.crisis_detection_logs = ok(
    await c
      .from('crisis_detection_logs')
      .insert({
        session_id: mine.assessment_sessions,
        user_id: b.user.id,
        crisis_type: 'high_risk_responses',
        severity_level: 3,
        triggered_by_responses: [],
        automatic_actions: ['redirect_to_crisis_resources'],
      })
      .select('id')
      .single(),
  ).id;
  mine.assessment_user_analytics = ok(
    await c
      .from('assessment_user_analytics')
      .insert({ user_id: b.user.id, session_id: mine.assessment_sessions, completion_time_seconds: 90 })
      .select('id')
      .single(),
  ).id;
  mine.assessment_correlations = ok(
    await c
      .from('assessment_correlations')
      .insert({
        assessment_session_id: mine.assessment_sessions,
        mood_log_id: mine.mood_logs,
        correlation_score: 0.4,
        correlation_type: 'mood_vs_gad7',
      })
      .select('id')
      .single(),
  ).id;
  mine.program_enrolments = ok(
    await c
      .from('program_enrolments')
      .insert({ program_id: programId, baseline_session_id: mine.assessment_sessions })
      .select('id')
      .single(),
  ).id;
  mine.program_progress = ok(
    await c
      .from('program_progress')
      .insert({ enrolment_id: mine.program_enrolments, week: 1, item_kind: 'lesson', item_key: 'lesson' })
      .select('id')
      .single(),
  ).id;
  mine.chat_conversations = ok(await c.from('chat_conversations').insert({ title: 'B chat' }).select('id').single()).id;
  mine.chat_messages = ok(
    await c
      .from('chat_messages')
      .insert({ conversation_id: mine.chat_conversations, role: 'assistant', content: 'A reply to B' })
      .select('id')
      .single(),
  ).id;
  mine.chat_reports = ok(
    await c.from('chat_reports').insert({ message_id: mine.chat_messages, reason: 'Not helpful' }).select('id').single(),
  ).id;
  mine.contact_requests = ok(
    await c
      .from('contact_requests')
      .insert({ partner_id: DEMO_PARTNER, name: 'B', email: 'b@example.test', message: 'Hello from B' })
      .select('id')
      .single(),
  ).id;
  mine.contact_shares = ok(
    await c
      .from('contact_shares')
      .insert({ request_id: mine.contact_requests, kind: 'mood', data: { average: 3 } })
      .select('id')
      .single(),
  ).id;
  mine.partners = ok(
    await c
      .from('partners')
      .insert({ profession: 'counselor', full_name: 'B Counselor', license_number: 'LPC-1', license_states: ['OH'] })
      .select('id')
      .single(),
  ).id;
});

afterAll(() => server?.stop());

const keyOf = (table: string) => (table === 'profiles' ? 'id' : table === 'subscriptions' ? 'user_id' : 'id');

async function snapshot(table: string, id: string): Promise<unknown> {
  const { rows } = await server.db.query(`select to_jsonb(t) as row from public.${table} t where ${keyOf(table)} = $1`, [id]);
  return rows[0]?.row ?? null;
}

interface Attack {
  table: string;
  /** A row claiming to be B's (or to hang off B's rows), inserted by A. */
  insert: () => Record<string, unknown>;
  /** What A tries to change in B's row. */
  patch: Record<string, unknown>;
}

const attacks: Attack[] = [
  { table: 'profiles', insert: () => ({ id: b.user.id, display_name: 'A as B' }), patch: { display_name: 'changed by A' } },
  { table: 'subscriptions', insert: () => ({ user_id: b.user.id, plan: 'premium' }), patch: { plan: 'premium' } },
  { table: 'mood_logs', insert: () => ({ user_id: b.user.id, mood: 1 }), patch: { mood: 1 } },
  { table: 'journal_entries', insert: () => ({ user_id: b.user.id, body: 'written by A' }), patch: { body: 'changed by A' } },
  { table: 'assessment_sessions', insert: () => ({ user_id: b.user.id }), patch: { session_context: { changed: true } } },
  {
    table: 'assessment_responses',
    insert: () => ({ session_id: mine.assessment_sessions, clinical_question_id: gadItem(2), user_response_value: 3 }),
    patch: { user_response_value: 3 },
  },
  {
    table: 'clinical_scores',
    insert: () => ({ session_id: mine.assessment_sessions, assessment_id: 'a0000000-0000-4000-8000-000000000009', instrument: 'PHQ-9' }),
    patch: { total_score: 99 },
  },
  {
    table: 'assessment_program_recommendations',
    insert: () => ({ session_id: mine.assessment_sessions, program_id: programId, recommendation_score: 1, recommendation_reason: 'A' }),
    patch: { recommendation_reason: 'changed by A' },
  },
  {
    table: 'crisis_detection_logs',
    insert: () => ({ user_id: b.user.id, session_id: mine.assessment_sessions, crisis_type: 'self_harm_item', severity_level: 1 }),
    patch: { severity_level: 0 },
  },
  { table: 'assessment_user_analytics', insert: () => ({ user_id: b.user.id }), patch: { questions_skipped: 9 } },
  {
    table: 'assessment_correlations',
    insert: () => ({ user_id: b.user.id, correlation_type: 'forged' }),
    patch: { correlation_type: 'changed' },
  },
  {
    table: 'program_enrolments',
    insert: () => ({ user_id: b.user.id, program_id: programId, status: 'paused' }),
    patch: { status: 'stopped' },
  },
  {
    table: 'program_progress',
    insert: () => ({ user_id: b.user.id, enrolment_id: mine.program_enrolments, week: 1, item_kind: 'tool', item_key: 'x' }),
    patch: { data: { changed: true } },
  },
  { table: 'chat_conversations', insert: () => ({ user_id: b.user.id, title: 'forged' }), patch: { title: 'changed by A' } },
  {
    table: 'chat_messages',
    insert: () => ({ user_id: b.user.id, conversation_id: mine.chat_conversations, role: 'user', content: 'forged' }),
    patch: { content: 'changed by A' },
  },
  {
    table: 'chat_reports',
    insert: () => ({ user_id: b.user.id, message_id: mine.chat_messages, reason: 'forged' }),
    patch: { status: 'dismissed' },
  },
  {
    table: 'contact_requests',
    insert: () => ({ sender_id: b.user.id, partner_id: DEMO_PARTNER, name: 'forged', email: 'f@example.test', message: 'forged' }),
    patch: { status: 'closed' },
  },
  {
    table: 'contact_shares',
    insert: () => ({ sender_id: b.user.id, request_id: mine.contact_requests, kind: 'assessment', data: {} }),
    patch: { revoked_at: new Date().toISOString() },
  },
  {
    table: 'partners',
    insert: () => ({ user_id: b.user.id, profession: 'therapist', full_name: 'forged', license_number: 'X', license_states: ['OH'] }),
    patch: { bio: 'changed by A' },
  },
];

describe.each(attacks)('$table: user A against user B', ({ table, insert, patch }) => {
  test('B can read their row; A cannot', async () => {
    expect(ok(await b.client.from(table).select('*').eq(keyOf(table), mine[table]!))).toHaveLength(1);
    const { data, error } = await a.client.from(table).select('*').eq(keyOf(table), mine[table]!);
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });

  test('A cannot insert a row for B', async () => {
    const before = await server.db.query(`select count(*)::int as n from public.${table}`);
    const { error } = await a.client.from(table).insert(insert());
    expect(error?.code).toBe('42501');
    const after = await server.db.query(`select count(*)::int as n from public.${table}`);
    expect(after.rows).toEqual(before.rows);
  });

  test('A cannot update B’s row', async () => {
    const before = await snapshot(table, mine[table]!);
    expect(before).not.toBeNull();
    await a.client.from(table).update(patch).eq(keyOf(table), mine[table]!);
    expect(await snapshot(table, mine[table]!)).toEqual(before);
  });

  test('A cannot delete B’s row', async () => {
    await a.client.from(table).delete().eq(keyOf(table), mine[table]!);
    expect(await snapshot(table, mine[table]!)).not.toBeNull();
  });

  test('a visitor without an account cannot read it', async () => {
    const { data } = await anonClient(server).from(table).select('*').eq(keyOf(table), mine[table]!);
    expect(data ?? []).toEqual([]);
  });
});

describe('links into another user’s rows', () => {
  test('a journal entry cannot point at another user’s mood log', async () => {
    const { error } = await a.client.from('journal_entries').insert({ body: 'x', mood_log_id: mine.mood_logs });
    expect(error?.code).toBe('42501');
  });

  test('a message cannot be added to another user’s conversation', async () => {
    const { error } = await a.client
      .from('chat_messages')
      .insert({ conversation_id: mine.chat_conversations, role: 'user', content: 'intruding' });
    expect(error?.code).toBe('42501');
  });

  test('progress cannot be recorded in another user’s enrolment', async () => {
    const { error } = await a.client
      .from('program_progress')
      .insert({ enrolment_id: mine.program_enrolments, week: 2, item_kind: 'lesson', item_key: 'lesson' });
    expect(error?.code).toBe('42501');
  });

  test('data cannot be shared on another user’s contact request', async () => {
    const { error } = await a.client.from('contact_shares').insert({ request_id: mine.contact_requests, kind: 'mood', data: {} });
    expect(error?.code).toBe('42501');
  });

  test('an enrolment cannot use another user’s assessment as its baseline', async () => {
    const { error } = await a.client
      .from('program_enrolments')
      .insert({ program_id: programId, baseline_session_id: mine.assessment_sessions });
    expect(error?.code).toBe('42501');
  });

  test('another user’s reply cannot be reported', async () => {
    const { error } = await a.client.from('chat_reports').insert({ message_id: mine.chat_messages, reason: 'x' });
    expect(error?.code).toBe('42501');
  });

  test('a user cannot read another user’s rows through an embed', async () => {
    const { data } = await a.client.from('chat_conversations').select('id, chat_messages(content)');
    expect(data).toEqual([]);
  });
});

describe('own rows', () => {
  test('users update their own profile but not its role', async () => {
    ok(await b.client.from('profiles').update({ display_name: 'Bea' }).eq('id', b.user.id).select('id'));
    const { error } = await b.client.from('profiles').update({ role: 'admin' }).eq('id', b.user.id);
    expect(error?.code).toBe('42501');
    expect(ok(await b.client.from('profiles').select('display_name, role').eq('id', b.user.id).single())).toEqual({
      display_name: 'Bea',
      role: 'user',
    });
  });

  test('users read their own subscription but cannot upgrade themselves', async () => {
    expect(ok(await b.client.from('subscriptions').select('plan, plan_display_name').single())).toEqual({
      plan: 'free',
      plan_display_name: 'Free',
    });
    const { error } = await b.client.from('subscriptions').update({ plan: 'premium' }).eq('user_id', b.user.id);
    expect(error?.code).toBe('42501');
  });

  test('sign-up metadata fills the profile', async () => {
    const client = anonClient(server);
    const { data } = await client.auth.signUp({
      email: `meta-${Date.now()}@example.test`,
      password: 'calm-harbour-lantern-42',
      options: { data: { display_name: 'Robin', pronouns: 'they/them', us_state: 'or', age_confirmed_18: true, reason: 'Sleep' } },
    });
    const profile = ok(await client.from('profiles').select('*').eq('id', data.user!.id).single());
    expect(profile).toMatchObject({
      display_name: 'Robin',
      pronouns: 'they/them',
      us_state: 'OR',
      age_confirmed_18: true,
      reason: 'Sleep',
    });
  });
});

describe('what anonymous visitors see', () => {
  let anonymous: SupabaseClient;

  beforeAll(async () => {
    anonymous = anonClient(server);
    const service = serviceClient(server);
    ok(
      await service
        .from('library_articles')
        .insert([
          { title: 'Published piece', slug: 'rls-published', category: 'anxiety', excerpt: 'e', content: 'c', published: true },
          { title: 'Draft piece', slug: 'rls-draft', category: 'anxiety', excerpt: 'e', content: 'c', published: false },
        ])
        .select('id'),
    );
    ok(
      await service
        .from('programs')
        .insert({ slug: 'rls-hidden-program', title: 'Hidden', measure: 'gad7', published: false })
        .select('id'),
    );
  });

  test('published articles only', async () => {
    const slugs = ok(await anonymous.from('library_articles').select('slug').like('slug', 'rls-%')).map((r) => r.slug);
    expect(slugs).toEqual(['rls-published']);
  });

  test('the home page query works', async () => {
    const rows = ok(
      await anonymous
        .from('library_articles')
        .select('id, title, excerpt, image_url, slug, time_to_read, category')
        .order('created_at', { ascending: false })
        .limit(3),
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).toHaveProperty('time_to_read', '5 min');
  });

  test('the instruments, with their friendly wording embedded', async () => {
    const questions = ok(
      await anonymous
        .from('clinical_questions')
        .select('*, user_question_translations(*)')
        .in('assessment_id', ['a0000000-0000-4000-8000-000000000007', 'a0000000-0000-4000-8000-000000000009'])
        .order('question_order'),
    );
    expect(questions).toHaveLength(16);
    expect(questions[0]!.clinical_text).toBe('Feeling nervous, anxious, or on edge');
    expect(questions[0]!.user_question_translations).toHaveLength(1);
    expect(questions[15]!.user_question_translations[0].explanation).toContain('Not at all');
  });

  test('the default intake configuration, as a single row', async () => {
    const config = ok(
      await anonymous.from('assessment_configurations').select('*').eq('context_type', 'intake').eq('is_default', true).single(),
    );
    expect(Object.keys(config.included_assessments).sort()).toEqual([
      'a0000000-0000-4000-8000-000000000007',
      'a0000000-0000-4000-8000-000000000009',
    ]);
  });

  test('published programs only', async () => {
    const slugs = ok(await anonymous.from('programs').select('slug')).map((r) => r.slug);
    expect(slugs).toContain('anxiety-management');
    expect(slugs).not.toContain('rls-hidden-program');
    ok(await anonymous.from('program_tools').select('id').limit(1));
  });

  test('verified partners only, and only their public columns', async () => {
    const partners = ok(await anonymous.from('partner_directory').select('*'));
    expect(partners.map((p) => p.id)).toContain(DEMO_PARTNER);
    expect(partners.map((p) => p.id)).not.toContain(mine.partners);
    expect(partners[0]).not.toHaveProperty('user_id');
    expect(partners[0]).not.toHaveProperty('rejection_reason');
    const { error } = await anonymous.from('partners').select('*');
    expect(error?.code).toBe('42501');
  });

  test('visitors cannot write public content', async () => {
    const { error } = await anonymous.from('library_articles').insert({ title: 'x', slug: 'anon-x', category: 'anxiety' });
    expect(error).not.toBeNull();
  });
});

describe('admin-only data', () => {
  const adminTables = ['analytics_events', 'assessment_performance_metrics', 'crisis_referrals', 'audit_log'];

  beforeAll(async () => {
    ok(
      await a.client
        .from('analytics_events')
        .insert({ event_type: 'question_answered', category: 'assessment', aggregated_data: { questionIndex: 1 } }),
    );
    ok(await a.client.from('assessment_performance_metrics').insert({ metric_name: 'load_ms', metric_value: 120 }));
    ok(await a.client.rpc('record_crisis_referral', { surface: 'chat' }));
  });

  test.each(adminTables)('a signed-in user cannot read %s', async (table) => {
    const { data } = await a.client.from(table).select('*');
    expect(data ?? []).toEqual([]);
  });

  test.each(adminTables)('an admin can read %s', async (table) => {
    const data = ok(await admin.client.from(table).select('*'));
    expect(data.length).toBeGreaterThan(0);
  });

  test('analytics events refuse identifiers', async () => {
    const { error } = await a.client
      .from('analytics_events')
      .insert({ event_type: 'question_answered', aggregated_data: { user_id: a.user.id } });
    expect(error?.code).toBe('23514');
  });

  test('visitors can count a crisis referral but not read the counts', async () => {
    ok(await anonClient(server).rpc('record_crisis_referral', { surface: 'journal' }));
    const { data } = await anonClient(server).from('crisis_referrals').select('*');
    expect(data ?? []).toEqual([]);
  });

  test('crisis referral counts are for admins only', async () => {
    const { error } = await a.client.rpc('crisis_referral_counts', { p_year: new Date().getFullYear() });
    expect(error?.code).toBe('42501');
    const counts = ok(await admin.client.rpc('crisis_referral_counts', { p_year: new Date().getFullYear() }));
    expect(counts).toEqual(
      expect.arrayContaining([expect.objectContaining({ surface: 'chat' }), expect.objectContaining({ surface: 'journal' })]),
    );
    const chat = (counts as { surface: string; referrals: number }[]).find((c) => c.surface === 'chat')!;
    expect(Number(chat.referrals)).toBeGreaterThanOrEqual(1);
  });

  test('admins see draft articles and every chat report; users only their own reports', async () => {
    expect(ok(await admin.client.from('library_articles').select('slug').eq('slug', 'rls-draft'))).toHaveLength(1);
    expect(ok(await admin.client.from('chat_reports').select('id, reported_content'))).toEqual(
      expect.arrayContaining([{ id: mine.chat_reports, reported_content: 'A reply to B' }]),
    );
    expect(ok(await a.client.from('chat_reports').select('id'))).toEqual([]);
  });

  test('a non-admin cannot write articles; an admin can, and it is audited', async () => {
    const { error } = await a.client.from('library_articles').insert({ title: 'x', slug: 'user-x', category: 'anxiety' });
    expect(error?.code).toBe('42501');
    const row = ok(
      await admin.client
        .from('library_articles')
        .insert({ title: 'Admin piece', slug: 'admin-piece', category: 'stress' })
        .select('id')
        .single(),
    );
    const audit = ok(await admin.client.from('audit_log').select('action, actor_id').eq('row_id', row.id));
    expect(audit).toEqual([{ action: 'article.created', actor_id: admin.user.id }]);
  });

  test('users cannot change validated instrument wording, not even admins', async () => {
    await admin.client.from('clinical_questions').update({ clinical_text: 'changed' }).eq('id', gadItem(1));
    const { rows } = await server.db.query('select clinical_text from public.clinical_questions where id = $1', [gadItem(1)]);
    expect(rows[0]).toEqual({ clinical_text: 'Feeling nervous, anxious, or on edge' });
  });
});
