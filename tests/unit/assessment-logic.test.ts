import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { analyticsEventRows, elapsedSeconds, performanceMetricRows, userAnalyticsRow } from '@/lib/assessment/analytics';
import { sessionContextFor } from '@/lib/assessment/context';
import { detectCrisis, needsImmediateSupport, scaleTop } from '@/lib/assessment/crisis';
import { answeredCount, draftKey, makeDraft, parseDraft, walkFromDraft } from '@/lib/assessment/draft';
import {
  canGoPrevious,
  isAnswered,
  isComplete,
  isLastQuestion,
  progressPercent,
  resumeIndex,
  startWalk,
  walkReducer,
  type Walk,
} from '@/lib/assessment/navigation';
import { includedAssessmentIds, isSelfHarmItem, parseOptions, toQuestion, toQuestions, type QuestionRow } from '@/lib/assessment/questions';
import { describeChange, professionalReferrals, scoreChange, severityLabel } from '@/lib/assessment/results';
import { retryStatus } from '@/lib/assessment/retry';
import type { Answers, InstrumentScore, Question } from '@/lib/assessment/types';

const clinicalOptions = [
  { value: 0, label: 'Not at all' },
  { value: 1, label: 'Several days' },
  { value: 2, label: 'More than half the days' },
  { value: 3, label: 'Nearly every day' },
];
const friendlyOptions = [
  { value: 0, label: 'Not at all' },
  { value: 1, label: 'On several days' },
  { value: 2, label: 'On more than half the days' },
  { value: 3, label: 'Nearly every day' },
];

function row(instrument: 'GAD-7' | 'PHQ-9', item: number, order: number, overrides: Partial<QuestionRow> = {}): QuestionRow {
  return {
    id: `${instrument}-${item}`,
    assessment_id: instrument,
    item_number: item,
    clinical_text: `${instrument} item ${item}`,
    question_order: order,
    question_type: 'likert',
    clinical_options: clinicalOptions,
    user_question_translations: [
      {
        id: `t-${instrument}-${item}`,
        user_friendly_text: `Friendly ${instrument} ${item}?`,
        user_friendly_options: friendlyOptions,
        explanation: 'Why we ask.',
      },
    ],
    clinical_assessments: {
      clinical_type: instrument,
      name: `${instrument} scale`,
      stem: 'Over the last 2 weeks…',
      attribution: 'Spitzer et al.',
    },
    ...overrides,
  };
}

/** GAD-7 items 1-7 then PHQ-9 items 1-9, as the seed orders them. */
const questions: Question[] = toQuestions([
  ...Array.from({ length: 9 }, (_, i) => row('PHQ-9', i + 1, 8 + i)),
  ...Array.from({ length: 7 }, (_, i) => row('GAD-7', i + 1, 1 + i)),
]);
const ids = questions.map((q) => q.id);
const item9 = questions.find((q) => q.id === 'PHQ-9-9')!;

function answers(values: Record<string, number>): Answers {
  return Object.fromEntries(Object.entries(values).map(([id, value]) => [id, { value, label: String(value) }]));
}

describe('questions', () => {
  test('are ordered by question_order with the friendly wording, keeping the validated wording beside it', () => {
    expect(ids.slice(0, 2)).toEqual(['GAD-7-1', 'GAD-7-2']);
    expect(ids.at(-1)).toBe('PHQ-9-9');
    expect(questions[0]).toMatchObject({
      friendlyText: 'Friendly GAD-7 1?',
      clinicalText: 'GAD-7 item 1',
      explanation: 'Why we ask.',
      options: friendlyOptions,
      clinicalOptions,
      instrument: 'GAD-7',
      stem: 'Over the last 2 weeks…',
      attribution: 'Spitzer et al.',
    });
  });

  test('options that are not a list are treated as empty; malformed entries are dropped', () => {
    expect(parseOptions('Not at all')).toEqual([]);
    expect(parseOptions(null)).toEqual([]);
    expect(
      parseOptions([
        { value: 1, label: 'Yes' },
        { value: '2', label: 'No' },
        { value: 1.5, label: 'Half' },
      ]),
    ).toEqual([{ value: 1, label: 'Yes' }]);
  });

  test('fall back to the validated wording and options when the translation is missing or changes the values', () => {
    const bare = toQuestion(row('GAD-7', 1, 1, { user_question_translations: [] }));
    expect(bare.friendlyText).toBe('GAD-7 item 1');
    expect(bare.explanation).toBeNull();
    expect(bare.options).toEqual(clinicalOptions);
    const shifted = toQuestion(
      row('GAD-7', 1, 1, {
        user_question_translations: [{ user_friendly_text: 'Hi?', user_friendly_options: [{ value: 5, label: 'Lots' }] }],
      }),
    );
    expect(shifted.options).toEqual(clinicalOptions);
    expect(toQuestion(row('GAD-7', 1, 1, { user_question_translations: { user_friendly_text: 'One object' } })).friendlyText).toBe(
      'One object',
    );
  });

  test('items without any options are left out', () => {
    expect(toQuestions([row('GAD-7', 1, 1, { clinical_options: [] })])).toEqual([]);
  });

  test('the configuration’s assessment ids follow their order', () => {
    expect(includedAssessmentIds({ b: { order: 2 }, a: { order: 1 } })).toEqual(['a', 'b']);
    expect(includedAssessmentIds({ x: {} })).toEqual(['x']);
    expect(includedAssessmentIds(null)).toEqual([]);
    expect(includedAssessmentIds(['a'])).toEqual([]);
  });

  test('only PHQ-9 item 9 is the self-harm item', () => {
    expect(questions.filter(isSelfHarmItem).map((q) => q.id)).toEqual(['PHQ-9-9']);
  });
});

describe('navigation', () => {
  const answered = (walk: Walk, value = 1) =>
    walkReducer(walk, { type: 'answer', questionId: ids[walk.index]!, answer: { value, label: String(value) } });

  test('progress is (index + 1) / total × 100', () => {
    expect(progressPercent(0, 16)).toBe(6.25);
    expect(progressPercent(15, 16)).toBe(100);
    expect(progressPercent(0, 0)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.nat(), (total, raw) => {
        const index = raw % total;
        const value = progressPercent(index, total);
        expect(value).toBeCloseTo(((index + 1) / total) * 100);
        expect(value).toBeGreaterThan(0);
        expect(value).toBeLessThanOrEqual(100);
      }),
    );
  });

  test('Previous is disabled on the first question only', () => {
    expect(canGoPrevious(0)).toBe(false);
    expect(canGoPrevious(1)).toBe(true);
    const walk = startWalk();
    expect(walkReducer(walk, { type: 'previous', questionIds: ids })).toBe(walk);
  });

  test('Next waits for an answer', () => {
    const walk = startWalk();
    expect(isAnswered(walk, ids)).toBe(false);
    expect(walkReducer(walk, { type: 'next', questionIds: ids })).toBe(walk);
    const next = walkReducer(answered(walk), { type: 'next', questionIds: ids });
    expect(next.index).toBe(1);
  });

  test('the last question completes instead of moving on', () => {
    expect(isLastQuestion(15, 16)).toBe(true);
    expect(isLastQuestion(14, 16)).toBe(false);
    let walk = startWalk();
    for (let i = 0; i < 16; i++) {
      walk = answered(walk);
      walk = walkReducer(walk, { type: 'next', questionIds: ids });
    }
    expect(walk.index).toBe(15);
    expect(isComplete(walk, ids)).toBe(true);
    expect(isComplete(startWalk(), [])).toBe(false);
  });

  test('answers can be changed after going back, and a revisited question counts once', () => {
    let walk = answered(startWalk(), 3);
    walk = walkReducer(walk, { type: 'next', questionIds: ids });
    walk = answered(walk, 2);
    walk = walkReducer(walk, { type: 'previous', questionIds: ids });
    walk = answered(walk, 0);
    walk = walkReducer(walk, { type: 'next', questionIds: ids });
    walk = walkReducer(walk, { type: 'previous', questionIds: ids });
    expect(walk.index).toBe(0);
    expect(walk.answers['GAD-7-1']?.value).toBe(0);
    expect(walk.answers['GAD-7-2']?.value).toBe(2);
    expect(walk.revisited).toEqual(['GAD-7-1']);
  });

  test('a resumed walk continues at the first unanswered question', () => {
    expect(resumeIndex(answers({ 'GAD-7-1': 1, 'GAD-7-2': 1 }), ids)).toBe(2);
    expect(resumeIndex(answers(Object.fromEntries(ids.map((id) => [id, 0]))), ids)).toBe(15);
  });
});

describe('detectCrisis', () => {
  const allBut9 = (value: number) => Object.fromEntries(ids.filter((id) => id !== 'PHQ-9-9').map((id) => [id, value]));

  test('the top of a scale is its highest option value', () => {
    expect(scaleTop(questions[0]!)).toBe(3);
    expect(scaleTop({ clinicalOptions: [0, 1, 2, 3, 4].map((value) => ({ value, label: String(value) })) })).toBe(4);
    expect(scaleTop({ clinicalOptions: [] })).toBeUndefined();
  });

  test('3 answers at the top of the scale (3, "Nearly every day") are a crisis with severity 3', () => {
    const signal = detectCrisis(answers({ 'GAD-7-1': 3, 'GAD-7-2': 3, 'PHQ-9-2': 3, 'GAD-7-3': 2 }), questions);
    expect(signal).toEqual({
      crisis: true,
      types: ['high_risk_responses'],
      severity: 3,
      triggeredBy: [
        { clinical_question_id: 'GAD-7-1', value: 3 },
        { clinical_question_id: 'GAD-7-2', value: 3 },
        { clinical_question_id: 'PHQ-9-2', value: 3 },
      ],
    });
  });

  test('2 answers at the top are not; answers one below the top never count', () => {
    expect(detectCrisis(answers({ 'GAD-7-1': 3, 'PHQ-9-1': 3, 'GAD-7-3': 2 }), questions).crisis).toBe(false);
    expect(detectCrisis(answers(allBut9(2)), questions)).toEqual({ crisis: false, types: [], severity: 0, triggeredBy: [] });
  });

  test('all 15 answers other than item 9 at the top: severity capped at 10', () => {
    const signal = detectCrisis(answers({ ...allBut9(3), 'PHQ-9-9': 0 }), questions);
    expect(signal).toMatchObject({ crisis: true, types: ['high_risk_responses'], severity: 10 });
    expect(signal.triggeredBy).toHaveLength(15);
  });

  test('severity is the count of answers at the top, capped at 10', () => {
    const others = ids.filter((id) => id !== 'PHQ-9-9');
    fc.assert(
      fc.property(fc.subarray(others), (top) => {
        const signal = detectCrisis(answers({ ...allBut9(2), ...Object.fromEntries(top.map((id) => [id, 3])) }), questions);
        expect(signal.crisis).toBe(top.length >= 3);
        expect(signal.severity).toBe(top.length >= 3 ? Math.min(top.length, 10) : 0);
      }),
    );
  });

  test('each question uses the top of its own scale', () => {
    const wide = [0, 1, 2, 3, 4].map((value) => ({ value, label: String(value) }));
    const mixed = toQuestions([row('GAD-7', 1, 1, { clinical_options: wide }), row('GAD-7', 2, 2), row('GAD-7', 3, 3)]);
    expect(detectCrisis(answers({ 'GAD-7-1': 3, 'GAD-7-2': 3, 'GAD-7-3': 3 }), mixed).crisis).toBe(false);
    expect(detectCrisis(answers({ 'GAD-7-1': 4, 'GAD-7-2': 3, 'GAD-7-3': 3 }), mixed).severity).toBe(3);
  });

  test('PHQ-9 item 9 at 1 is a crisis whatever the rest; at 0 it is not', () => {
    expect(detectCrisis(answers({ 'PHQ-9-9': 1 }), questions)).toMatchObject({ crisis: true, types: ['self_harm_item'], severity: 10 });
    expect(detectCrisis(answers({ 'PHQ-9-9': 0, 'PHQ-9-1': 3, 'PHQ-9-2': 3 }), questions).crisis).toBe(false);
  });

  test('both rules can apply at once, listing item 9 once', () => {
    const signal = detectCrisis(answers({ 'GAD-7-1': 3, 'GAD-7-2': 3, 'PHQ-9-9': 3 }), questions);
    expect(signal.types).toEqual(['high_risk_responses', 'self_harm_item']);
    expect(signal.severity).toBe(10);
    expect(signal.triggeredBy.filter((t) => t.clinical_question_id === 'PHQ-9-9')).toHaveLength(1);
    expect(detectCrisis(answers({ 'GAD-7-1': 3, 'GAD-7-2': 3, 'GAD-7-3': 3, 'PHQ-9-9': 1 }), questions).types).toEqual([
      'high_risk_responses',
      'self_harm_item',
    ]);
  });

  test('support shows at once only for a non-zero item 9 answer', () => {
    expect(needsImmediateSupport(item9, 1)).toBe(true);
    expect(needsImmediateSupport(item9, 0)).toBe(false);
    expect(needsImmediateSupport(item9, undefined)).toBe(false);
    expect(needsImmediateSupport(questions[0]!, 3)).toBe(false);
  });
});

describe('retryStatus', () => {
  test('offers three tries, counting down, then Refresh Page', () => {
    expect(retryStatus(0)).toEqual({ attemptsLeft: 3, canRetry: true, label: 'Try Again (3 attempts left)' });
    expect(retryStatus(2)).toEqual({ attemptsLeft: 1, canRetry: true, label: 'Try Again (1 attempt left)' });
    expect(retryStatus(3)).toEqual({ attemptsLeft: 0, canRetry: false, label: 'Refresh Page' });
    expect(retryStatus(7).attemptsLeft).toBe(0);
    expect(retryStatus(-1).attemptsLeft).toBe(3);
  });
});

describe('drafts', () => {
  const walk: Walk = { index: 2, answers: answers({ 'GAD-7-1': 1, 'GAD-7-2': 3 }), revisited: ['GAD-7-1'] };

  test('round-trip through storage text', () => {
    const draft = makeDraft(walk, questions, 'session-1', 1000);
    const parsed = parseDraft(JSON.stringify(draft));
    expect(parsed).toEqual(draft);
    expect(answeredCount(parsed!)).toBe(2);
    expect(walkFromDraft(parsed!, questions)).toEqual(walk);
  });

  test('are kept per person and context', () => {
    expect(draftKey('intake', 'u1')).not.toBe(draftKey('check_in', 'u1'));
    expect(draftKey('intake', 'u1')).not.toBe(draftKey('intake', 'u2'));
  });

  test('that cannot be trusted are ignored', () => {
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft('{oops')).toBeNull();
    expect(parseDraft(JSON.stringify({ version: 2 }))).toBeNull();
    const draft = makeDraft(walk, questions, null, 0);
    expect(parseDraft(JSON.stringify({ ...draft, answers: { x: { value: '1', label: 'a' } } }))).toBeNull();
  });

  test('do not apply when the questions changed, and drop answers that are no longer options', () => {
    const draft = makeDraft(walk, questions, null, 0);
    expect(walkFromDraft(draft, questions.slice(1))).toBeNull();
    const odd = { ...draft, answers: { ...draft.answers, 'GAD-7-2': { value: 9, label: 'x' } }, index: 5 };
    expect(walkFromDraft(odd, questions)).toEqual({ index: 1, answers: answers({ 'GAD-7-1': 1 }), revisited: ['GAD-7-1'] });
  });
});

describe('results', () => {
  const score = (instrument: string, total: number, high = false): InstrumentScore => ({
    assessment_id: instrument,
    instrument,
    total_score: total,
    max_score: instrument === 'GAD-7' ? 21 : 27,
    severity_level: 'moderate',
    item9_score: null,
    high_total: high,
  });

  test('high totals point to the directory, filtered by concern', () => {
    expect(professionalReferrals([score('GAD-7', 15, true), score('PHQ-9', 20, true)])).toEqual([
      { instrument: 'GAD-7', concern: 'anxiety', href: '/find-partners?concern=anxiety' },
      { instrument: 'PHQ-9', concern: 'depression', href: '/find-partners?concern=depression' },
    ]);
    expect(professionalReferrals([score('GAD-7', 14), score('PHQ-9', 19)])).toEqual([]);
  });

  test('changes since an earlier session', () => {
    const earlier = {
      sessionId: 's',
      sessionType: 'intake',
      completedAt: '2026-11-01T00:00:00Z',
      scores: [{ instrument: 'GAD-7', total_score: 14, severity_level: 'moderate' }],
    };
    expect(scoreChange(score('GAD-7', 10), earlier)).toBe(-4);
    expect(scoreChange(score('PHQ-9', 10), earlier)).toBeNull();
    expect(scoreChange(score('GAD-7', 10), null)).toBeNull();
    expect(describeChange(-4, 'November 1')).toBe('4 points lower than on November 1');
    expect(describeChange(1, 'November 1')).toBe('1 point higher than on November 1');
    expect(describeChange(0, 'November 1')).toBe('The same as on November 1');
    expect(severityLabel('moderately severe')).toBe('Moderately severe');
  });
});

describe('analytics', () => {
  test('events are aggregate rows with the spec’s fields and region, and no identifiers', () => {
    const rows = analyticsEventRows(
      [
        { type: 'question_answered', data: { questionId: 'q1', responseValue: 2, responseTime: 1500, questionIndex: 0 } },
        { type: 'question_navigation', data: { direction: 'previous', from: 3, to: 2 } },
        { type: 'assessment_completed', data: { completionTime: 240, totalQuestions: 16, questionsAnswered: 16 } },
      ],
      new Date('2026-11-21T23:30:00Z'),
    );
    expect(rows[0]).toEqual({
      event_type: 'question_answered',
      category: 'assessment',
      aggregated_data: { questionId: 'q1', responseValue: 2, responseTime: 1500, questionIndex: 0 },
      date_bucket: '2026-11-21',
      region: 'global',
    });
    for (const row of rows)
      expect(Object.keys(row.aggregated_data)).not.toEqual(expect.arrayContaining(['user_id', 'userId', 'session_id']));
  });

  test('the person’s own row uses the spec’s defaults', () => {
    expect(userAnalyticsRow({ userId: 'u', sessionId: 's', completionSeconds: 300, revisited: 2 })).toEqual({
      user_id: 'u',
      session_id: 's',
      completion_time_seconds: 300,
      questions_skipped: 0,
      questions_revisited: 2,
      response_consistency_score: 1,
      engagement_score: 1,
    });
    expect(elapsedSeconds(1000, 500)).toBe(0);
    expect(elapsedSeconds(0, 61_400)).toBe(61);
  });

  test('performance metrics carry the context only', () => {
    const rows = performanceMetricRows({ contextType: 'intake', questionCount: 16, loadMs: 120.4, submitMs: 80.6, retries: 1 });
    expect(rows.map((r) => [r.metric_name, r.metric_value])).toEqual([
      ['assessment.questions_load_ms', 120],
      ['assessment.submit_ms', 81],
      ['assessment.retries', 1],
    ]);
    expect(rows[0]!.metric_context).toEqual({ context_type: 'intake', question_count: 16 });
  });
});

describe('sessionContextFor', () => {
  test('records the context, and a program week for check-ins opened from a program', () => {
    expect(sessionContextFor('intake', '')).toEqual({ context_type: 'intake' });
    expect(sessionContextFor('check_in', '?program=anxiety-management&week=3')).toEqual({
      context_type: 'check_in',
      program_context: { program_slug: 'anxiety-management', week: 3 },
    });
  });

  test('ignores a malformed program or week', () => {
    for (const search of ['?program=Anxiety&week=3', '?program=low-mood&week=7', '?program=low-mood', '?program=a--b&week=1', '?week=2']) {
      expect(sessionContextFor('check_in', search)).toEqual({ context_type: 'check_in' });
    }
  });
});
