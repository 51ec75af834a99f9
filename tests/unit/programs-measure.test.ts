import { describe, expect, test } from 'vitest';
import {
  baselineBefore,
  checkInContext,
  instrumentFor,
  pickBaseline,
  pickRemeasure,
  scoreChange,
  type ScoreRow,
} from '@/lib/programs-progress/measure';
import type { Enrolment } from '@/lib/programs-progress/types';

let n = 0;
function score(total: number, completedAt: string, sessionType = 'check_in', context: Record<string, unknown> = {}): ScoreRow {
  n += 1;
  return {
    session_id: `s${n}`,
    instrument: 'GAD-7',
    total_score: total,
    severity_level: total >= 10 ? 'moderate' : 'mild',
    computed_at: completedAt,
    assessment_sessions: { completed_at: completedAt, session_type: sessionType, session_context: context },
  };
}

const enrolment = (started_at: string, baseline_session_id: string | null = null): Enrolment => ({
  id: 'e1',
  program_id: 'p1',
  status: 'active',
  started_at,
  current_week: 3,
  baseline_session_id,
  paused_at: null,
  completed_at: null,
});

describe('baseline', () => {
  const old = score(14, '2026-09-01T10:00:00Z', 'intake');
  const recent = score(12, '2026-10-01T10:00:00Z');
  const after = score(8, '2026-10-20T10:00:00Z');

  test('is the latest score taken before the enrolment started', () => {
    expect(pickBaseline([old, recent, after], enrolment('2026-10-05T00:00:00Z'))).toBe(recent);
    expect(baselineBefore([old, recent, after], new Date('2026-10-05T00:00:00Z'))).toBe(recent);
  });

  test('is the session recorded on the enrolment when there is one', () => {
    expect(pickBaseline([old, recent, after], enrolment('2026-10-05T00:00:00Z', old.session_id))).toBe(old);
  });

  test('falls back to the intake assessment when nothing came before the start', () => {
    const intake = score(15, '2026-10-06T10:00:00Z', 'intake');
    expect(pickBaseline([after, intake], enrolment('2026-10-05T00:00:00Z'))).toBe(intake);
  });

  test('is the first check-in since the start when there is nothing else, and null with no scores', () => {
    const later = score(6, '2026-10-30T10:00:00Z');
    expect(pickBaseline([later, after], enrolment('2026-10-05T00:00:00Z'))).toBe(after);
    expect(pickBaseline([], enrolment('2026-10-05T00:00:00Z'))).toBeNull();
  });
});

describe('re-measure at weeks 3 and 6', () => {
  const start = enrolment('2026-10-05T00:00:00Z');
  const baseline = score(12, '2026-10-01T10:00:00Z');

  test('prefers the check-in taken for this program and week', () => {
    const week3 = score(9, '2026-10-20T10:00:00Z', 'check_in', { program_context: { slug: 'anxiety-management', week: 3 } });
    const later = score(7, '2026-10-25T10:00:00Z');
    expect(pickRemeasure([baseline, week3, later], start, 'anxiety-management', 3, baseline)).toEqual({ score: week3, tagged: true });
  });

  test('otherwise uses the latest score since the program started', () => {
    const later = score(7, '2026-10-25T10:00:00Z', 'check_in', { program: 'low-mood', week: 3 });
    expect(pickRemeasure([baseline, later], start, 'anxiety-management', 3, baseline)).toEqual({ score: later, tagged: false });
    expect(pickRemeasure([baseline], start, 'anxiety-management', 3, baseline)).toBeNull();
  });

  test('reads the program and week from either context shape', () => {
    expect(checkInContext(score(1, '2026-10-20T10:00:00Z', 'check_in', { program_context: { program: 'x', week: '6' } }))).toEqual({
      program: 'x',
      week: 6,
    });
    expect(checkInContext(score(1, '2026-10-20T10:00:00Z', 'check_in', { program: 'y', week: 3 }))).toEqual({ program: 'y', week: 3 });
    expect(checkInContext(score(1, '2026-10-20T10:00:00Z'))).toEqual({ program: null, week: null });
  });

  test('lower is better', () => {
    expect(scoreChange(baseline, score(8, '2026-10-20T10:00:00Z'))).toEqual({ difference: -4, direction: 'lower' });
    expect(scoreChange(baseline, score(15, '2026-10-20T10:00:00Z'))).toEqual({ difference: 3, direction: 'higher' });
    expect(scoreChange(baseline, score(12, '2026-10-20T10:00:00Z')).direction).toBe('same');
    expect(instrumentFor('phq9')).toBe('PHQ-9');
  });
});
