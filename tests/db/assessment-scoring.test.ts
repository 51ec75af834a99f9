import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createUserClient, serviceClient, type TestServer } from '../support/server.ts';
import {
  ALL_PROGRAMS,
  answer,
  complete,
  countRows,
  ensurePrograms,
  gadAnswers,
  gadItem,
  ok,
  phqAnswers,
  phqItem,
  spread,
  startSession,
  startDbTestServer,
  type User,
} from './helpers.ts';

/**
 * The scoring rules live in the database: bands, crisis rules, recommendations. These tests
 * drive them the way the app does, through supabase-js over HTTP.
 */

let server: TestServer;
let user: User;

beforeAll(async () => {
  server = await startDbTestServer();
  await ensurePrograms(server, ALL_PROGRAMS);
  user = await createUserClient(server);
});

afterAll(() => server?.stop());

async function scoreOnly(answers: Record<string, number>) {
  const session = await startSession(user);
  await answer(user, session, answers);
  return complete(user, session);
}

describe('GAD-7 bands', () => {
  test.each([
    [0, 'minimal'],
    [4, 'minimal'],
    [5, 'mild'],
    [9, 'mild'],
    [10, 'moderate'],
    [14, 'moderate'],
    [15, 'severe'],
    [21, 'severe'],
  ])('a total of %i is %s', async (total, band) => {
    const result = await scoreOnly(gadAnswers(spread(total, 7)));
    expect(result.scores).toEqual([
      expect.objectContaining({ instrument: 'GAD-7', total_score: total, severity_level: band, max_score: 21, item9_score: null }),
    ]);
    expect(result.scores[0]!.high_total).toBe(total >= 15);
  });
});

describe('PHQ-9 bands', () => {
  test.each([
    [0, 'minimal'],
    [4, 'minimal'],
    [5, 'mild'],
    [9, 'mild'],
    [10, 'moderate'],
    [14, 'moderate'],
    [15, 'moderately severe'],
    [19, 'moderately severe'],
    [20, 'severe'],
    [27, 'severe'],
  ])('a total of %i is %s', async (total, band) => {
    // Item 9 stays at 0 unless the total needs it (27 = every item at 3).
    const values = total <= 24 ? [...spread(total, 8), 0] : spread(total, 9);
    const result = await scoreOnly(phqAnswers(values));
    expect(result.scores).toEqual([
      expect.objectContaining({ instrument: 'PHQ-9', total_score: total, severity_level: band, max_score: 27 }),
    ]);
    expect(result.high_total).toBe(total >= 20);
  });
});

describe('the spec’s own calls', () => {
  test('marking the session completed with an update scores it', async () => {
    const session = await startSession(user);
    await answer(user, session, { ...gadAnswers(spread(12, 7)), ...phqAnswers([1, 1, 1, 1, 1, 1, 0, 0, 0]) });
    ok(
      await user.client
        .from('assessment_sessions')
        .update({ is_completed: true, completed_at: new Date().toISOString() })
        .eq('id', session)
        .select('id'),
    );
    const scores = ok(
      await user.client
        .from('clinical_scores')
        .select('instrument, total_score, severity_level')
        .eq('session_id', session)
        .order('instrument'),
    );
    expect(scores).toEqual([
      { instrument: 'GAD-7', total_score: 12, severity_level: 'moderate' },
      { instrument: 'PHQ-9', total_score: 6, severity_level: 'mild' },
    ]);
    const single = ok(
      await user.client.from('clinical_scores').select('total_score').eq('session_id', session).eq('instrument', 'GAD-7').single(),
    );
    expect(single.total_score).toBe(12);
    const recommendations = ok(
      await user.client
        .from('assessment_program_recommendations')
        .select('recommendation_score, recommendation_reason, programs(title, slug)')
        .eq('session_id', session)
        .order('recommendation_score', { ascending: false })
        .limit(3),
    );
    expect(recommendations).toHaveLength(3);
    expect(recommendations[0]!.programs).toEqual({ title: 'Anxiety Management', slug: 'anxiety-management' });
  });

  test('a completed session cannot be reopened', async () => {
    const session = await startSession(user);
    await complete(user, session);
    const { error } = await user.client.from('assessment_sessions').update({ is_completed: false }).eq('id', session);
    expect(error?.message).toContain('cannot be reopened');
  });
});

describe('crisis rules', () => {
  async function crisisLogs(session: string) {
    return ok(
      await user.client
        .from('crisis_detection_logs')
        .select('crisis_type, severity_level, triggered_by_responses, automatic_actions')
        .eq('session_id', session),
    );
  }

  test('PHQ-9 item 9 at 1 (several days) is a crisis, even with a low total', async () => {
    const before = await countRows(server, "select count(*) from public.crisis_referrals where surface = 'assessment'");
    const session = await startSession(user);
    await answer(user, session, phqAnswers([0, 0, 0, 0, 0, 0, 0, 0, 1]));
    const result = await complete(user, session);
    expect(result.crisis).toBe(true);
    expect(result.crisis_types).toEqual(['self_harm_item']);
    expect(result.scores[0]).toMatchObject({ total_score: 1, severity_level: 'minimal', item9_score: 1 });
    expect(await crisisLogs(session)).toEqual([
      {
        crisis_type: 'self_harm_item',
        severity_level: 10,
        triggered_by_responses: [{ clinical_question_id: phqItem(9), value: 1 }],
        automatic_actions: ['redirect_to_crisis_resources'],
      },
    ]);
    // Counted once, anonymously, for the yearly report.
    expect(await countRows(server, "select count(*) from public.crisis_referrals where surface = 'assessment'")).toBe(before + 1);
  });

  test('PHQ-9 item 9 at 0 is not a crisis, even with a high PHQ-9 total', async () => {
    // Total 18 with only two answers at the top, so neither rule applies.
    const result = await scoreOnly(phqAnswers([3, 3, 2, 2, 2, 2, 2, 2, 0]));
    expect(result.crisis).toBe(false);
    expect(result.crisis_types).toEqual([]);
    expect(result.scores[0]).toMatchObject({ total_score: 18, item9_score: 0 });
    expect(await crisisLogs(result.session_id)).toEqual([]);
  });

  // The spec's "3 or more answers of 4 or higher", on scales that stop at 3: answers at the
  // top of their scale ("Nearly every day", 3 on GAD-7 and PHQ-9).
  test('2 answers at the top of the scale are not a crisis', async () => {
    const result = await scoreOnly({ ...gadAnswers([3, 2, 2, 2, 2, 2, 2]), ...phqAnswers([3, 2, 2, 2, 2, 2, 2, 2, 0]) });
    expect(result.crisis).toBe(false);
    expect(await crisisLogs(result.session_id)).toEqual([]);
  });

  test('exactly 3 answers at the top of the scale are a crisis with severity 3', async () => {
    const before = await countRows(server, "select count(*) from public.crisis_referrals where surface = 'assessment'");
    const session = await startSession(user);
    await answer(user, session, { ...gadAnswers([3, 3, 2, 1, 0, 0, 0]), ...phqAnswers([0, 3, 0, 0, 0, 0, 0, 0, 0]) });
    const result = await complete(user, session);
    expect(result.crisis).toBe(true);
    expect(result.crisis_types).toEqual(['high_risk_responses']);
    expect(await crisisLogs(session)).toEqual([
      {
        crisis_type: 'high_risk_responses',
        severity_level: 3,
        triggered_by_responses: [
          { clinical_question_id: gadItem(1), value: 3 },
          { clinical_question_id: gadItem(2), value: 3 },
          { clinical_question_id: phqItem(2), value: 3 },
        ],
        automatic_actions: ['redirect_to_crisis_resources'],
      },
    ]);
    expect(await countRows(server, "select count(*) from public.crisis_referrals where surface = 'assessment'")).toBe(before + 1);
  });

  test('answers one below the top never count: every answer but item 9 at 2 is not a crisis', async () => {
    const result = await scoreOnly({ ...gadAnswers(Array(7).fill(2)), ...phqAnswers([...Array(8).fill(2), 0]) });
    expect(result.crisis).toBe(false);
    expect(await crisisLogs(result.session_id)).toEqual([]);
  });

  test.each([
    [3, 3],
    [9, 9],
    [10, 10],
    [11, 10],
    [15, 10],
  ])('%i answers at the top give severity %i', async (count, severity) => {
    // The first `count` of the 15 items other than PHQ-9 item 9, which stays at 0.
    const values = Array.from({ length: 15 }, (_, i) => (i < count ? 3 : 1));
    const result = await scoreOnly({ ...gadAnswers(values.slice(0, 7)), ...phqAnswers([...values.slice(7, 15), 0]) });
    expect(result.crisis_types).toEqual(['high_risk_responses']);
    const [log] = await crisisLogs(result.session_id);
    expect(log).toMatchObject({ crisis_type: 'high_risk_responses', severity_level: severity });
    expect(log!.triggered_by_responses).toHaveLength(count);
  });

  test('all 15 answers other than item 9 at "Nearly every day": the crisis path, severity capped at 10', async () => {
    const result = await scoreOnly({ ...gadAnswers(Array(7).fill(3)), ...phqAnswers([...Array(8).fill(3), 0]) });
    expect(result.crisis).toBe(true);
    expect(result.crisis_types).toEqual(['high_risk_responses']);
    expect(result.high_total).toBe(true);
    const logs = await crisisLogs(result.session_id);
    expect(logs).toHaveLength(1);
    expect(logs[0]!.severity_level).toBe(10);
    expect(logs[0]!.triggered_by_responses).toHaveLength(15);
  });

  test('a value above the top (only possible through the API) counts as at the top', async () => {
    const result = await scoreOnly({ [gadItem(1)]: 4, [gadItem(2)]: 3, [gadItem(3)]: 3, [gadItem(4)]: 2 });
    expect(result.crisis_types).toEqual(['high_risk_responses']);
    const [log] = await crisisLogs(result.session_id);
    expect(log).toMatchObject({ severity_level: 3 });
  });

  test.each([4, 10])('on a 0-%i scale its own top counts, and one below it does not', async (top) => {
    const service = serviceClient(server);
    const options = Array.from({ length: top + 1 }, (_, value) => ({ value, label: `Option ${value}` }));
    const items = [gadItem(1), gadItem(2), gadItem(3)];
    const { data: saved } = await service.from('clinical_questions').select('id, clinical_options').in('id', items);
    ok(await service.from('clinical_questions').update({ clinical_options: options }).in('id', items).select('id'));
    try {
      const below = await scoreOnly({ [gadItem(1)]: top - 1, [gadItem(2)]: top - 1, [gadItem(3)]: top - 1 });
      expect(below.crisis).toBe(false);
      // 3 on these items is no longer the top; a fourth item still on 0-3 at 3 is.
      const atTop = await scoreOnly({ [gadItem(1)]: top, [gadItem(2)]: top, [gadItem(3)]: 3, [gadItem(4)]: 3 });
      expect(atTop.crisis_types).toEqual(['high_risk_responses']);
      const [log] = await crisisLogs(atTop.session_id);
      expect(log!.triggered_by_responses).toEqual([
        { clinical_question_id: gadItem(1), value: top },
        { clinical_question_id: gadItem(2), value: top },
        { clinical_question_id: gadItem(4), value: 3 },
      ]);
    } finally {
      for (const row of saved ?? []) {
        ok(await service.from('clinical_questions').update({ clinical_options: row.clinical_options }).eq('id', row.id).select('id'));
      }
    }
  });

  test('both rules can fire in one session, each logged once and counted as one referral', async () => {
    const before = await countRows(server, "select count(*) from public.crisis_referrals where surface = 'assessment'");
    const session = await startSession(user);
    await answer(user, session, { ...gadAnswers([3, 3, 3, 0, 0, 0, 0]), ...phqAnswers([0, 0, 0, 0, 0, 0, 0, 0, 1]) });
    const result = await complete(user, session);
    expect(result.crisis_types).toEqual(['high_risk_responses', 'self_harm_item']);
    expect(await complete(user, session)).toEqual(result);
    const logs = await crisisLogs(session);
    expect(logs.map((l) => [l.crisis_type, l.severity_level])).toEqual(
      expect.arrayContaining([
        ['high_risk_responses', 3],
        ['self_harm_item', 10],
      ]),
    );
    expect(logs).toHaveLength(2);
    expect(await countRows(server, "select count(*) from public.crisis_referrals where surface = 'assessment'")).toBe(before + 1);
  });

  test('item 9 at the top also counts toward the answers at the top', async () => {
    const result = await scoreOnly({ ...gadAnswers([3, 3, 0, 0, 0, 0, 0]), ...phqAnswers([0, 0, 0, 0, 0, 0, 0, 0, 3]) });
    expect(result.crisis_types).toEqual(['high_risk_responses', 'self_harm_item']);
    const logs = await crisisLogs(result.session_id);
    expect(logs.find((l) => l.crisis_type === 'high_risk_responses')).toMatchObject({ severity_level: 3 });
    expect(logs.find((l) => l.crisis_type === 'self_harm_item')).toMatchObject({ severity_level: 10 });
  });

  test('a third answer changed to the top after completion raises the crisis', async () => {
    const session = await startSession(user);
    await answer(user, session, gadAnswers([3, 3, 2, 0, 0, 0, 0]));
    expect((await complete(user, session)).crisis).toBe(false);
    await answer(user, session, { [gadItem(3)]: 3 });
    expect(await complete(user, session)).toMatchObject({ crisis: true, crisis_types: ['high_risk_responses'] });
  });

  test('an answer changed to item 9 > 0 after completion still raises the crisis', async () => {
    const session = await startSession(user);
    await answer(user, session, phqAnswers([1, 1, 1, 1, 1, 1, 1, 1, 0]));
    expect((await complete(user, session)).crisis).toBe(false);
    await answer(user, session, { [phqItem(9)]: 2 });
    expect((await complete(user, session)).crisis).toBe(true);
  });
});

describe('recommendations', () => {
  test('at most 3, ordered by score, from the stronger concern first', async () => {
    const result = await scoreOnly({ ...gadAnswers(spread(14, 7)), ...phqAnswers([2, 2, 3, 1, 1, 1, 1, 0, 0]) });
    const { recommendations } = result;
    expect(recommendations).toHaveLength(3);
    const scores = recommendations.map((r) => r.recommendation_score);
    expect([...scores].sort((x, y) => y - x)).toEqual(scores);
    for (const r of recommendations) {
      expect(r.recommendation_score).toBeGreaterThan(0);
      expect(r.recommendation_score).toBeLessThanOrEqual(1);
      expect(r.recommendation_reason).toMatch(/^Your answers suggest|^You told us/);
    }
    expect(recommendations.map((r) => r.slug)).toEqual(['anxiety-management', 'better-sleep', 'low-mood']);
  });

  test('the same through the table, as the results screen reads it', async () => {
    const result = await scoreOnly(gadAnswers(spread(8, 7)));
    const rows = ok(
      await user.client
        .from('assessment_program_recommendations')
        .select('recommendation_score, programs(slug)')
        .eq('session_id', result.session_id)
        .order('recommendation_score', { ascending: false })
        .limit(3),
    );
    expect(rows.map((r) => (r.programs as unknown as { slug: string }).slug)).toEqual(result.recommendations.map((r) => r.slug));
    expect(result.recommendations[0]!.recommendation_reason).toContain('worry and tension have been showing up on some days');
  });

  test('all totals minimal: only a gentle mindfulness suggestion', async () => {
    const result = await scoreOnly({ ...gadAnswers([1, 1, 0, 0, 0, 0, 0]), ...phqAnswers([1, 0, 1, 0, 0, 0, 0, 0, 0]) });
    expect(result.recommendations.map((r) => r.slug)).toEqual(['mindfulness-foundations']);
    expect(result.recommendations[0]!.recommendation_reason).toContain("don't point to anything pressing");
  });

  test('trouble sleeping on more than half the days suggests the sleep program', async () => {
    const result = await scoreOnly(phqAnswers([1, 1, 2, 1, 0, 0, 0, 0, 0]));
    expect(result.recommendations.map((r) => r.slug)).toContain('better-sleep');
  });

  test('programs that do not exist are skipped', async () => {
    const service = serviceClient(server);
    ok(await service.from('programs').update({ published: false }).eq('slug', 'low-mood').select('id'));
    try {
      const result = await scoreOnly(phqAnswers(spread(16, 8).concat(0)));
      expect(result.recommendations.map((r) => r.slug)).toEqual(['better-sleep', 'self-worth', 'burnout-recovery']);
    } finally {
      ok(await service.from('programs').update({ published: true }).eq('slug', 'low-mood').select('id'));
    }
  });
});

describe('weekly check-ins', () => {
  test('are scored like the intake and listed, with their program week, by the trend query', async () => {
    const member = await createUserClient(server);
    const intake = await startSession(member);
    await answer(member, intake, { ...gadAnswers(spread(14, 7)), ...phqAnswers(spread(12, 8).concat(0)) });
    await complete(member, intake);
    const { id: checkIn } = ok(
      await member.client
        .from('assessment_sessions')
        .insert({
          user_id: member.user.id,
          session_type: 'check_in',
          session_context: { context_type: 'check_in', program_context: { program_slug: 'anxiety-management', week: 3 } },
        })
        .select('id')
        .single(),
    );
    await answer(member, checkIn, { ...gadAnswers(spread(8, 7)), ...phqAnswers(spread(6, 8).concat(0)) });
    await complete(member, checkIn);
    // An unfinished session is not part of the trend.
    await startSession(member, 'check_in');

    // The query documented in docs/assessment.md.
    const trend = ok(
      await member.client
        .from('assessment_sessions')
        .select('id, session_type, session_context, completed_at, clinical_scores(instrument, total_score, severity_level)')
        .eq('user_id', member.user.id)
        .eq('is_completed', true)
        .order('completed_at', { ascending: true }),
    );
    expect(trend.map((s) => s.session_type)).toEqual(['intake', 'check_in']);
    const scores = (row: (typeof trend)[number]) =>
      Object.fromEntries((row.clinical_scores as { instrument: string; total_score: number }[]).map((c) => [c.instrument, c.total_score]));
    expect(scores(trend[0]!)).toEqual({ 'GAD-7': 14, 'PHQ-9': 12 });
    expect(scores(trend[1]!)).toEqual({ 'GAD-7': 8, 'PHQ-9': 6 });
    expect(trend[1]!.session_context).toEqual({
      context_type: 'check_in',
      program_context: { program_slug: 'anxiety-management', week: 3 },
    });

    // The program view: check-ins for one program, oldest first.
    const forProgram = ok(
      await member.client
        .from('assessment_sessions')
        .select('id, completed_at, week:session_context->program_context->week, clinical_scores(instrument, total_score)')
        .eq('session_type', 'check_in')
        .eq('is_completed', true)
        .eq('session_context->program_context->>program_slug', 'anxiety-management')
        .order('completed_at'),
    );
    expect(forProgram).toEqual([
      {
        id: checkIn,
        completed_at: expect.any(String),
        week: 3,
        clinical_scores: expect.arrayContaining([{ instrument: 'GAD-7', total_score: 8 }]),
      },
    ]);
  });
});

describe('complete_assessment', () => {
  test('is idempotent', async () => {
    const session = await startSession(user);
    await answer(user, session, { ...gadAnswers(spread(16, 7)), ...phqAnswers([3, 3, 3, 3, 3, 2, 2, 2, 1]) });
    const first = await complete(user, session);
    const second = await complete(user, session);
    expect(second).toEqual(first);
    expect(first.high_total).toBe(true);
    expect(await countRows(server, 'select count(*) from public.clinical_scores where session_id = $1', [session])).toBe(2);
    // Item 9 above 0 and ten answers at the top: both crisis rules, each logged once.
    expect(first.crisis_types).toEqual(['high_risk_responses', 'self_harm_item']);
    expect(await countRows(server, 'select count(*) from public.crisis_detection_logs where session_id = $1', [session])).toBe(2);
    expect(await countRows(server, 'select count(*) from public.assessment_program_recommendations where session_id = $1', [session])).toBe(
      3,
    );
    const completedAt = await server.db.query('select completed_at from public.assessment_sessions where id = $1', [session]);
    await complete(user, session);
    expect((await server.db.query('select completed_at from public.assessment_sessions where id = $1', [session])).rows).toEqual(
      completedAt.rows,
    );
  });

  test('another user cannot complete my session', async () => {
    const session = await startSession(user);
    await answer(user, session, gadAnswers(spread(10, 7)));
    const other = await createUserClient(server);
    const { error } = await other.client.rpc('complete_assessment', { p_session_id: session });
    expect(error?.message).toContain('was not found');
    const { rows } = await server.db.query('select is_completed from public.assessment_sessions where id = $1', [session]);
    expect(rows[0]).toEqual({ is_completed: false });
    expect(await countRows(server, 'select count(*) from public.clinical_scores where session_id = $1', [session])).toBe(0);
  });

  test('clients cannot write scores themselves', async () => {
    const session = await startSession(user);
    const { error } = await user.client
      .from('clinical_scores')
      .insert({ session_id: session, assessment_id: 'a0000000-0000-4000-8000-000000000007', instrument: 'GAD-7', total_score: 0 });
    expect(error?.code).toBe('42501');
  });
});

describe('assessment_correlations', () => {
  async function scoredSession(gadTotal: number, phqTotal: number) {
    const session = await startSession(user);
    await answer(user, session, { ...gadAnswers(spread(gadTotal, 7)), ...phqAnswers([...spread(phqTotal, 8), 0]) });
    await complete(user, session);
    return session;
  }
  async function link(row: Record<string, unknown>) {
    return ok(
      await user.client
        .from('assessment_correlations')
        .insert({ ...row, correlation_score: 0.99, correlation_type: 'same_day_records' })
        .select('mood_log_id, journal_entry_id, correlation_score')
        .single(),
    ) as { mood_log_id: string | null; journal_entry_id: string | null; correlation_score: number | null };
  }

  test('the database scores how well a check-in agrees with the assessment: 1 - 2 × |a - m|', async () => {
    // a = 1 - 12/48 = 0.75; a mood of 4 is m = 0.75: full agreement.
    const session = await scoredSession(6, 6);
    const good = ok(await user.client.from('mood_logs').insert({ mood: 4 }).select('id').single()).id as string;
    expect((await link({ assessment_session_id: session, mood_log_id: good })).correlation_score).toBe(1);
    // A mood of 1 (m = 0) against a = 0.75: 1 - 1.5 = -0.5. The client's 0.99 never survives.
    const low = ok(await user.client.from('mood_logs').insert({ mood: 1 }).select('id').single()).id as string;
    expect((await link({ assessment_session_id: session, mood_log_id: low })).correlation_score).toBe(-0.5);
  });

  test('a journal entry alone is scored through the check-in it was written with, and left unscored without one', async () => {
    const session = await scoredSession(21, 24); // a = 1 - 45/48 = 0.0625
    const mood = ok(await user.client.from('mood_logs').insert({ mood: 1 }).select('id').single()).id as string;
    const linked = ok(await user.client.from('journal_entries').insert({ body: 'A heavy day.', mood_log_id: mood }).select('id').single());
    const row = await link({ assessment_session_id: session, journal_entry_id: linked.id });
    expect(row).toEqual({ mood_log_id: null, journal_entry_id: linked.id, correlation_score: 0.88 });
    const alone = ok(await user.client.from('journal_entries').insert({ body: 'No check-in today.' }).select('id').single());
    expect((await link({ assessment_session_id: session, journal_entry_id: alone.id })).correlation_score).toBeNull();
  });
});
