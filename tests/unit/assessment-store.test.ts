import type { SupabaseClient } from '@supabase/supabase-js';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { draftKey } from '@/lib/assessment/draft';
import {
  $assessment,
  beginAssessment,
  chooseAnswer,
  goNext,
  goPrevious,
  initAssessment,
  retryAfterFailure,
  submitAssessment,
} from '@/stores/assessment';

/**
 * The store's flow against a stand-in client that answers each table call from a script. The
 * real calls against the real server are covered by tests/e2e/assessment.spec.ts.
 */

interface Call {
  table: string;
  op: string;
  steps: [string, unknown[]][];
}

type Reply = { data: unknown; error: { code: string; message: string } | null };
type Script = (call: Call) => Reply | undefined;

function standIn(script: Script) {
  const calls: Call[] = [];
  const respond = (call: Call): Reply => script(call) ?? { data: null, error: null };
  const builder = (call: Call): unknown =>
    new Proxy(
      {},
      {
        get(_, prop: string) {
          if (prop === 'then') {
            return (resolve: (r: Reply) => unknown, reject: (e: unknown) => unknown) =>
              Promise.resolve(respond(call)).then(resolve, reject);
          }
          return (...args: unknown[]) => {
            if (['insert', 'upsert', 'update', 'delete'].includes(prop) && call.op === 'select') call.op = prop;
            call.steps.push([prop, args]);
            return builder(call);
          };
        },
      },
    );
  const client = {
    from(table: string) {
      const call: Call = { table, op: 'select', steps: [] };
      calls.push(call);
      return builder(call);
    },
    async rpc(name: string, args: unknown) {
      const call: Call = { table: `rpc:${name}`, op: 'rpc', steps: [['rpc', [args]]] };
      calls.push(call);
      return respond(call);
    },
  } as unknown as SupabaseClient;
  return { client, calls };
}

const ok = (data: unknown): Reply => ({ data, error: null });
const fail = (code = 'PGRST002', message = 'Service unavailable'): Reply => ({ data: null, error: { code, message } });

const options = [
  { value: 0, label: 'Not at all' },
  { value: 1, label: 'Several days' },
  { value: 2, label: 'More than half the days' },
  { value: 3, label: 'Nearly every day' },
];
const questionRows = [
  ['GAD-7', 1, 1],
  ['PHQ-9', 1, 2],
  ['PHQ-9', 9, 3],
].map(([instrument, item, order]) => ({
  id: `${instrument}-${item}`,
  assessment_id: instrument,
  item_number: item,
  clinical_text: `${instrument} item ${item}`,
  question_order: order,
  question_type: 'likert',
  clinical_options: options,
  user_question_translations: [
    { user_friendly_text: `Friendly ${instrument} ${item}?`, user_friendly_options: options, explanation: null },
  ],
  clinical_assessments: { clinical_type: instrument, name: instrument, stem: 'Over the last 2 weeks…', attribution: 'Spitzer et al.' },
}));

const completion = (crisis = false) => ({
  session_id: 'session-1',
  crisis,
  crisis_types: crisis ? ['self_harm_item'] : [],
  high_total: false,
  scores: [],
  recommendations: [],
});

/** A backend where everything works, with overrides per table or operation. */
function backend(overrides: Record<string, (call: Call) => Reply | undefined> = {}) {
  return standIn((call) => {
    const override = overrides[`${call.table}:${call.op}`] ?? overrides[call.table];
    const replied = override?.(call);
    if (replied) return replied;
    switch (`${call.table}:${call.op}`) {
      case 'assessment_configurations:select':
        return ok({ included_assessments: { 'GAD-7': { order: 1 }, 'PHQ-9': { order: 2 } } });
      case 'clinical_questions:select':
        return ok(questionRows);
      case 'assessment_sessions:insert':
        return ok({ id: 'session-1' });
      case 'rpc:complete_assessment:rpc':
        return ok(completion());
      case 'assessment_sessions:select':
        return ok([]);
      default:
        return ok(null);
    }
  });
}

const key = draftKey('intake', 'user-1');

async function answerAll(values: number[]) {
  for (let i = 0; i < values.length; i++) {
    chooseAnswer(options[values[i]!]!);
    if (i < values.length - 1) goNext();
  }
}

function setUp(client: SupabaseClient) {
  initAssessment({ client, userId: 'user-1', contextType: 'intake', sessionContext: { context_type: 'intake' } });
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('the assessment store', () => {
  test('loads the configured instruments’ questions and starts a session of the context’s type', async () => {
    const { client, calls } = backend();
    setUp(client);
    expect($assessment.get().phase).toBe('intro');
    await beginAssessment();
    const state = $assessment.get();
    expect(state.phase).toBe('question');
    expect(state.questions.map((q) => q.id)).toEqual(['GAD-7-1', 'PHQ-9-1', 'PHQ-9-9']);
    expect(state.sessionId).toBe('session-1');
    const questionsCall = calls.find((c) => c.table === 'clinical_questions')!;
    expect(questionsCall.steps).toContainEqual(['in', ['assessment_id', ['GAD-7', 'PHQ-9']]]);
    expect(questionsCall.steps).toContainEqual(['order', ['question_order']]);
    const insert = calls.find((c) => c.table === 'assessment_sessions' && c.op === 'insert')!;
    expect(insert.steps[0]).toEqual([
      'insert',
      [{ user_id: 'user-1', session_type: 'intake', session_context: { context_type: 'intake' } }],
    ]);
    expect(calls.some((c) => c.table === 'clinical_assessments')).toBe(false);
  });

  test('falls back to the active GAD-7 and PHQ-9 when no configuration is found', async () => {
    const { client, calls } = backend({
      'assessment_configurations:select': () => fail('PGRST116', 'no rows'),
      'clinical_assessments:select': () => ok([{ id: 'GAD-7' }, { id: 'PHQ-9' }]),
    });
    setUp(client);
    await beginAssessment();
    expect($assessment.get().phase).toBe('question');
    const fallback = calls.find((c) => c.table === 'clinical_assessments')!;
    expect(fallback.steps).toEqual([
      ['select', ['id']],
      ['in', ['clinical_type', ['GAD-7', 'PHQ-9']]],
      ['eq', ['is_active', true]],
      ['limit', [2]],
    ]);
  });

  test('shows the error panel when the questions cannot load, and Try Again counts the attempt', async () => {
    let down = true;
    const { client } = backend({ 'clinical_questions:select': () => (down ? fail() : undefined) });
    setUp(client);
    await beginAssessment();
    expect($assessment.get()).toMatchObject({ phase: 'error', failure: 'load' });
    down = false;
    retryAfterFailure();
    expect($assessment.get().retriesUsed).toBe(1);
    await vi.waitFor(() => expect($assessment.get().phase).toBe('question'));
  });

  test('a failed session start is silent; the session is created when the answers are saved', async () => {
    let starts = 0;
    const { client, calls } = backend({ 'assessment_sessions:insert': () => (++starts === 1 ? fail('500', 'down') : undefined) });
    setUp(client);
    await beginAssessment();
    expect($assessment.get()).toMatchObject({ phase: 'question', sessionId: null });
    await answerAll([1, 1, 0]);
    await submitAssessment();
    expect($assessment.get().phase).toBe('results');
    expect(starts).toBe(2);
    const upsert = calls.find((c) => c.table === 'assessment_responses')!;
    expect(upsert.op).toBe('upsert');
    expect(upsert.steps[0]![1][0]).toHaveLength(3);
    expect(upsert.steps[0]![1][1]).toEqual({ onConflict: 'session_id,clinical_question_id' });
  });

  test('keeps every answer on the device until saving works, then clears it', async () => {
    let down = true;
    const { client } = backend({ 'rpc:complete_assessment': () => (down ? fail() : undefined) });
    setUp(client);
    await beginAssessment();
    await answerAll([2, 1, 0]);
    await submitAssessment();
    expect($assessment.get()).toMatchObject({ phase: 'error', failure: 'submit' });
    const kept = JSON.parse(localStorage.getItem(key)!);
    expect(kept.answers).toEqual({
      'GAD-7-1': { value: 2, label: 'More than half the days' },
      'PHQ-9-1': { value: 1, label: 'Several days' },
      'PHQ-9-9': { value: 0, label: 'Not at all' },
    });
    expect(kept.sessionId).toBe('session-1');

    // A reload: the answers come back and the walk continues at the last question.
    setUp(client);
    expect($assessment.get().draftAnswered).toBe(3);
    await beginAssessment();
    expect($assessment.get().walk.index).toBe(2);
    down = false;
    await submitAssessment();
    expect($assessment.get().phase).toBe('results');
    expect(localStorage.getItem(key)).toBeNull();
  });

  test('Start Over discards the answers kept on the device', async () => {
    const { client } = backend();
    setUp(client);
    await beginAssessment();
    chooseAnswer(options[3]!);
    setUp(client);
    expect($assessment.get().draftAnswered).toBe(1);
    await beginAssessment({ fresh: true });
    expect($assessment.get().walk.answers).toEqual({});
  });

  test('a crisis answer shows the crisis screen even when saving fails, and saving can be tried again', async () => {
    let down = true;
    const { client } = backend({
      'assessment_responses:upsert': () => (down ? fail() : undefined),
      'rpc:complete_assessment': () => ok(completion(true)),
    });
    setUp(client);
    await beginAssessment();
    await answerAll([0, 0, 1]);
    await submitAssessment();
    expect($assessment.get()).toMatchObject({ phase: 'crisis', unsaved: true, saving: false });
    expect($assessment.get().crisis?.types).toEqual(['self_harm_item']);
    down = false;
    await submitAssessment();
    expect($assessment.get()).toMatchObject({ phase: 'crisis', unsaved: false });
    expect(localStorage.getItem(key)).toBeNull();
  });

  test('3 answers at the top of the scale show the crisis screen, even when saving fails; 2 show the results', async () => {
    // GAD-7 item 1, PHQ-9 items 1 and 2, then item 9 (left at "Not at all").
    const fourItems = [
      questionRows[0]!,
      questionRows[1]!,
      { ...questionRows[1]!, id: 'PHQ-9-2', item_number: 2, question_order: 3, clinical_text: 'PHQ-9 item 2' },
      { ...questionRows[2]!, question_order: 4 },
    ];
    let down = true;
    const { client } = backend({
      'clinical_questions:select': () => ok(fourItems),
      'assessment_responses:upsert': () => (down ? fail() : undefined),
    });
    setUp(client);
    await beginAssessment();
    await answerAll([3, 3, 3, 0]);
    await submitAssessment();
    expect($assessment.get()).toMatchObject({ phase: 'crisis', unsaved: true, saving: false });
    expect($assessment.get().crisis).toMatchObject({ crisis: true, types: ['high_risk_responses'], severity: 3 });

    localStorage.clear();
    down = false;
    setUp(client);
    await beginAssessment({ fresh: true });
    await answerAll([3, 3, 2, 0]);
    await submitAssessment();
    expect($assessment.get().phase).toBe('results');
    expect($assessment.get().crisis?.crisis).toBe(false);
  });

  test('the database’s crisis verdict also leads to the crisis screen, never the results', async () => {
    const { client } = backend({ 'rpc:complete_assessment': () => ok(completion(true)) });
    setUp(client);
    await beginAssessment();
    await answerAll([0, 0, 0]);
    await submitAssessment();
    expect($assessment.get().phase).toBe('crisis');
  });

  test('records the tracked events without identifiers, and the person’s analytics with the defaults', async () => {
    const { client, calls } = backend();
    setUp(client);
    await beginAssessment();
    chooseAnswer(options[1]!);
    goNext();
    goPrevious();
    goNext();
    await answerAll([1, 0]);
    await submitAssessment();
    await vi.waitFor(() => expect(calls.some((c) => c.table === 'assessment_performance_metrics')).toBe(true));

    const events = calls.find((c) => c.table === 'analytics_events')!.steps[0]![1][0] as {
      event_type: string;
      aggregated_data: object;
      region: string;
    }[];
    expect(events.map((e) => e.event_type)).toEqual([
      'question_answered',
      'question_navigation',
      'question_navigation',
      'question_navigation',
      'question_answered',
      'question_navigation',
      'question_answered',
      'assessment_completed',
    ]);
    expect(events[2]!.aggregated_data).toEqual({ direction: 'previous', from: 1, to: 0 });
    expect(events.at(-1)!.aggregated_data).toMatchObject({ totalQuestions: 3, questionsAnswered: 3 });
    for (const event of events) {
      expect(event.region).toBe('global');
      expect(JSON.stringify(event.aggregated_data)).not.toMatch(/user-1|session-1|Several days/);
    }
    const own = calls.find((c) => c.table === 'assessment_user_analytics')!.steps[0]![1][0];
    expect(own).toMatchObject({
      user_id: 'user-1',
      session_id: 'session-1',
      questions_skipped: 0,
      questions_revisited: 1,
      response_consistency_score: 1,
      engagement_score: 1,
    });
  });

  test('links the session to the last day’s newest check-in and the journal entry written nearest before it', async () => {
    const { client, calls } = backend({
      'mood_logs:select': () => ok({ id: 'mood-1' }),
      'journal_entries:select': () => ok({ id: 'entry-1' }),
    });
    setUp(client);
    await beginAssessment();
    await answerAll([1, 0, 0]);
    await submitAssessment();
    await vi.waitFor(() => expect(calls.some((c) => c.table === 'assessment_correlations')).toBe(true));
    const journal = calls.find((c) => c.table === 'journal_entries')!;
    expect(journal.steps).toContainEqual(['order', ['updated_at', { ascending: false }]]);
    const since = journal.steps.find(([step]) => step === 'gte')![1];
    expect(Date.now() - Date.parse(since[1] as string)).toBeLessThanOrEqual(24 * 3600_000 + 5000);
    const row = calls.find((c) => c.table === 'assessment_correlations')!.steps[0]![1][0];
    expect(row).toEqual({
      user_id: 'user-1',
      assessment_session_id: 'session-1',
      mood_log_id: 'mood-1',
      journal_entry_id: 'entry-1',
      correlation_type: 'same_day_records',
    });
  });

  test('writes no link when there is neither a check-in nor a journal entry from the last day', async () => {
    const { client, calls } = backend();
    setUp(client);
    await beginAssessment();
    await answerAll([1, 0, 0]);
    await submitAssessment();
    await vi.waitFor(() => expect(calls.some((c) => c.table === 'assessment_performance_metrics')).toBe(true));
    await vi.waitFor(() => expect(calls.some((c) => c.table === 'journal_entries')).toBe(true));
    expect(calls.some((c) => c.table === 'assessment_correlations')).toBe(false);
  });

  test('Complete is ignored until every question is answered', async () => {
    const { client, calls } = backend();
    setUp(client);
    await beginAssessment();
    chooseAnswer(options[0]!);
    await submitAssessment();
    expect($assessment.get().phase).toBe('question');
    expect(calls.some((c) => c.table === 'assessment_responses')).toBe(false);
  });
});
