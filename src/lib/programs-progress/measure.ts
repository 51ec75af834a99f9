import type { Enrolment, Measure } from './types';

export type Instrument = 'GAD-7' | 'PHQ-9';

/** A `clinical_scores` row with its session (`assessment_sessions(...)` embedded). */
export interface ScoreRow {
  session_id: string;
  instrument: string;
  total_score: number;
  severity_level: string;
  computed_at: string;
  assessment_sessions: {
    completed_at: string | null;
    session_type: string;
    session_context: Record<string, unknown> | null;
  } | null;
}

export const instrumentFor = (measure: Measure): Instrument => (measure === 'gad7' ? 'GAD-7' : 'PHQ-9');

/** The weeks at which a program re-measures its questionnaire. */
export const remeasureWeeks = [3, 6] as const;
export type RemeasureWeek = (typeof remeasureWeeks)[number];
export const isRemeasureWeek = (week: number): week is RemeasureWeek => (remeasureWeeks as readonly number[]).includes(week);

export const takenAt = (score: ScoreRow) => Date.parse(score.assessment_sessions?.completed_at ?? score.computed_at);

/**
 * The program and week a check-in was taken for, from the session's context. The check-in page
 * is opened as `/haven-assessment?program=<slug>&week=<n>`; its session_context may hold those
 * as `program_context: {slug | program, week}` or at the top level.
 */
export function checkInContext(score: ScoreRow): { program: string | null; week: number | null } {
  const context = score.assessment_sessions?.session_context ?? {};
  const inner = context['program_context'];
  const source = typeof inner === 'object' && inner !== null ? (inner as Record<string, unknown>) : context;
  const program = source['slug'] ?? source['program'] ?? source['program_slug'];
  const week = Number(source['week']);
  return { program: typeof program === 'string' ? program : null, week: Number.isInteger(week) ? week : null };
}

const newestFirst = (scores: readonly ScoreRow[]) => [...scores].sort((a, b) => takenAt(b) - takenAt(a));

/** The score a new enrolment is measured against: the latest taken before `at`. */
export function baselineBefore(scores: readonly ScoreRow[], at: Date): ScoreRow | null {
  return newestFirst(scores).find((score) => takenAt(score) < at.getTime()) ?? null;
}

/**
 * The baseline of an enrolment: the session recorded when it started, else the latest score
 * before it started, else the intake assessment (taken later, by someone who started first),
 * else the first check-in since it started, which then becomes the starting point.
 */
export function pickBaseline(scores: readonly ScoreRow[], enrolment: Enrolment): ScoreRow | null {
  const recorded = enrolment.baseline_session_id ? scores.find((s) => s.session_id === enrolment.baseline_session_id) : undefined;
  if (recorded) return recorded;
  const before = baselineBefore(scores, new Date(enrolment.started_at));
  if (before) return before;
  const oldestFirst = [...scores].sort((a, b) => takenAt(a) - takenAt(b));
  return oldestFirst.find((s) => s.assessment_sessions?.session_type === 'intake') ?? oldestFirst[0] ?? null;
}

/**
 * The check-in for a re-measure week: the latest taken for this program and week since the
 * enrolment started; failing that, the latest since it started (`tagged: false`).
 */
export function pickRemeasure(
  scores: readonly ScoreRow[],
  enrolment: Enrolment,
  slug: string,
  week: number,
  baseline: ScoreRow | null,
): { score: ScoreRow; tagged: boolean } | null {
  const since = newestFirst(scores).filter((s) => takenAt(s) >= Date.parse(enrolment.started_at) && s !== baseline);
  const tagged = since.find((s) => {
    const context = checkInContext(s);
    return context.program === slug && context.week === week;
  });
  if (tagged) return { score: tagged, tagged: true };
  return since[0] ? { score: since[0], tagged: false } : null;
}

export interface Change {
  difference: number;
  direction: 'lower' | 'higher' | 'same';
}

/** Lower is better on both questionnaires. */
export function scoreChange(baseline: ScoreRow, current: ScoreRow): Change {
  const difference = current.total_score - baseline.total_score;
  return { difference, direction: difference < 0 ? 'lower' : difference > 0 ? 'higher' : 'same' };
}
