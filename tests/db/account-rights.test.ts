import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { anonClient, createUserClient, TEST_PASSWORD, type TestServer } from '../support/server.ts';
import {
  answer,
  complete,
  DEMO_PARTNER,
  ensurePrograms,
  gadAnswers,
  ok,
  phqAnswers,
  startDbTestServer,
  startSession,
  type User,
} from './helpers.ts';

/** Export everything about me; delete my account and everything about me. */

let server: TestServer;

beforeAll(async () => {
  server = await startDbTestServer();
  await ensurePrograms(server, ['anxiety-management', 'mindfulness-foundations']);
});

afterAll(() => server?.stop());

/** Gives the user one row in every table that can hold their data; returns a marker found in them. */
async function fillAccount(user: User) {
  const marker = `marker-${user.user.id}`;
  const c = user.client;
  const mood = ok(await c.from('mood_logs').insert({ mood: 4, note: marker }).select('id').single());
  const journal = ok(
    await c
      .from('journal_entries')
      .insert({ title: marker, body: `${marker} body`, mood_log_id: mood.id })
      .select('id')
      .single(),
  );
  const session = await startSession(user);
  await answer(user, session, { ...gadAnswers([2, 2, 2, 1, 1, 1, 1]), ...phqAnswers([0, 0, 0, 0, 0, 0, 0, 0, 1]) });
  await complete(user, session);
  ok(await c.from('assessment_user_analytics').insert({ user_id: user.user.id, session_id: session, completion_time_seconds: 300 }));
  ok(
    await c
      .from('assessment_correlations')
      .insert({ assessment_session_id: session, journal_entry_id: journal.id, correlation_type: marker }),
  );
  const program = ok(await c.from('programs').select('id').eq('slug', 'anxiety-management').single());
  const enrolment = ok(
    await c.from('program_enrolments').insert({ program_id: program.id, baseline_session_id: session }).select('id').single(),
  );
  ok(
    await c.from('program_progress').insert({
      enrolment_id: enrolment.id,
      week: 1,
      item_kind: 'daily_check',
      item_key: 'daily',
      day: '2026-11-21',
      data: { answer: marker },
    }),
  );
  const conversation = ok(await c.from('chat_conversations').insert({ title: marker }).select('id').single());
  ok(await c.from('chat_messages').insert({ conversation_id: conversation.id, role: 'user', content: marker }));
  const reply = ok(
    await c.from('chat_messages').insert({ conversation_id: conversation.id, role: 'assistant', content: 'reply' }).select('id').single(),
  );
  ok(await c.from('chat_reports').insert({ message_id: reply.id, reason: marker }));
  const requestRow = ok(
    await c
      .from('contact_requests')
      .insert({ partner_id: DEMO_PARTNER, name: marker, email: 'me@example.test', message: marker })
      .select('id')
      .single(),
  );
  ok(await c.from('contact_shares').insert({ request_id: requestRow.id, kind: 'mood', data: { note: marker } }));
  ok(await c.from('profiles').update({ reason: marker }).eq('id', user.user.id));
  return { marker, session };
}

/** Every public table with a column that points at a user, and that column. */
const userColumns: [string, string][] = [
  ['profiles', 'id'],
  ['subscriptions', 'user_id'],
  ['mood_logs', 'user_id'],
  ['journal_entries', 'user_id'],
  ['assessment_sessions', 'user_id'],
  ['crisis_detection_logs', 'user_id'],
  ['assessment_user_analytics', 'user_id'],
  ['assessment_correlations', 'user_id'],
  ['program_enrolments', 'user_id'],
  ['program_progress', 'user_id'],
  ['chat_conversations', 'user_id'],
  ['chat_messages', 'user_id'],
  ['chat_reports', 'user_id'],
  ['contact_requests', 'sender_id'],
  ['contact_shares', 'sender_id'],
  ['partners', 'user_id'],
];

async function rowsOf(userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [table, column] of userColumns) {
    const { rows } = await server.db.query<{ n: number }>(`select count(*)::int as n from public.${table} where ${column} = $1`, [userId]);
    counts[table] = rows[0]!.n;
  }
  const { rows } = await server.db.query<{ n: number }>(
    `select count(*)::int as n from public.assessment_responses r
     join public.assessment_sessions s on s.id = r.session_id where s.user_id = $1`,
    [userId],
  );
  counts.assessment_responses = rows[0]!.n;
  return counts;
}

describe('export_my_data', () => {
  let me: User;
  let other: User;
  let mine: Awaited<ReturnType<typeof fillAccount>>;
  let theirs: Awaited<ReturnType<typeof fillAccount>>;

  beforeAll(async () => {
    [me, other] = await Promise.all([createUserClient(server), createUserClient(server)]);
    mine = await fillAccount(me);
    theirs = await fillAccount(other);
  });

  test('contains my rows from every area', async () => {
    // The export is one JSON document; its shape is checked field by field below.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const data = ok(await me.client.rpc('export_my_data')) as Record<string, any>;
    expect(data.user_id).toBe(me.user.id);
    expect(data.profile).toMatchObject({ id: me.user.id, reason: mine.marker });
    expect(data.subscription).toMatchObject({ plan: 'free' });
    expect(data.assessments).toHaveLength(1);
    expect(data.assessments[0].responses).toHaveLength(16);
    expect(data.assessments[0].scores).toHaveLength(2);
    expect(data.assessments[0].recommendations.length).toBeGreaterThan(0);
    expect(data.crisis_detection_logs).toHaveLength(1);
    expect(data.assessment_user_analytics).toHaveLength(1);
    expect(data.assessment_correlations).toHaveLength(1);
    expect(data.mood_logs).toHaveLength(1);
    expect(data.journal_entries).toEqual([expect.objectContaining({ title: mine.marker })]);
    expect(data.journal_entries[0]).not.toHaveProperty('search');
    expect(data.program_enrolments[0].program_slug).toBe('anxiety-management');
    expect(data.program_enrolments[0].progress).toHaveLength(1);
    expect(data.chat_conversations[0].messages).toHaveLength(2);
    expect(data.chat_reports).toHaveLength(1);
    expect(data.contact_requests_sent[0].shares).toHaveLength(1);
    expect(data.partner_profile).toBeNull();
  });

  test('contains nothing of anyone else', async () => {
    const data = JSON.stringify(ok(await me.client.rpc('export_my_data')));
    expect(data).toContain(mine.marker);
    expect(data).not.toContain(theirs.marker);
    expect(data).not.toContain(other.user.id);
    expect(data).not.toContain(theirs.session);
  });

  test('needs a signed-in user', async () => {
    const { error } = await anonClient(server).rpc('export_my_data');
    expect(error).not.toBeNull();
  });
});

describe('delete_my_account', () => {
  test('removes every row about me and nothing of anyone else', async () => {
    const [me, other] = await Promise.all([createUserClient(server), createUserClient(server)]);
    await fillAccount(me);
    await fillAccount(other);
    const otherBefore = await rowsOf(other.user.id);
    const mineBefore = await rowsOf(me.user.id);
    for (const [table, n] of Object.entries(mineBefore)) expect(n, table).toBeGreaterThan(table === 'partners' ? -1 : 0);

    ok(await me.client.rpc('delete_my_account'));

    const mineAfter = await rowsOf(me.user.id);
    expect(Object.values(mineAfter).every((n) => n === 0)).toBe(true);
    expect(await rowsOf(other.user.id)).toEqual(otherBefore);
    const { rows } = await server.db.query('select count(*)::int as n from auth.users where id = $1', [me.user.id]);
    expect(rows[0]).toEqual({ n: 0 });

    const signIn = await anonClient(server).auth.signInWithPassword({ email: me.email, password: TEST_PASSWORD });
    expect(signIn.error).not.toBeNull();
  });

  test('a partner’s profile and the requests sent to it go with the account', async () => {
    const partner = await createUserClient(server);
    const row = ok(
      await partner.client
        .from('partners')
        .insert({ profession: 'counselor', full_name: 'Leaving Partner', license_number: 'LPC-7', license_states: ['NY'] })
        .select('id')
        .single(),
    );
    ok(await partner.client.rpc('delete_my_account'));
    const { rows } = await server.db.query('select count(*)::int as n from public.partners where id = $1', [row.id]);
    expect(rows[0]).toEqual({ n: 0 });
  });

  test('anonymous crisis counts are kept', async () => {
    const user = await createUserClient(server);
    const session = await startSession(user);
    await answer(user, session, phqAnswers([0, 0, 0, 0, 0, 0, 0, 0, 1]));
    await complete(user, session);
    const before = await server.db.query('select count(*)::int as n from public.crisis_referrals');
    ok(await user.client.rpc('delete_my_account'));
    expect((await server.db.query('select count(*)::int as n from public.crisis_referrals')).rows).toEqual(before.rows);
  });

  test('needs a signed-in user', async () => {
    const { error } = await anonClient(server).rpc('delete_my_account');
    expect(error).not.toBeNull();
  });
});
