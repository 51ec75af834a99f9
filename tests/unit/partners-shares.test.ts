import { describe, expect, test } from 'vitest';
import { describeShare, summarizeMood, summarizeScores } from '@/lib/partners/shares';

describe('summarizeScores', () => {
  test('takes the newest session only, totals and bands only', () => {
    const summary = summarizeScores([
      { session_id: 'old', instrument: 'GAD-7', total_score: 3, severity_level: 'minimal', computed_at: '2026-01-01T00:00:00Z' },
      { session_id: 'new', instrument: 'PHQ-9', total_score: 8, severity_level: 'mild', computed_at: '2026-02-01T00:00:01Z' },
      { session_id: 'new', instrument: 'GAD-7', total_score: 11, severity_level: 'moderate', computed_at: '2026-02-01T00:00:00Z' },
    ]);
    expect(summary).toEqual({
      completed_at: '2026-02-01T00:00:01Z',
      scores: [
        { instrument: 'GAD-7', total: 11, max: 21, severity: 'moderate' },
        { instrument: 'PHQ-9', total: 8, max: 27, severity: 'mild' },
      ],
    });
    expect(describeShare('assessment', summary)).toEqual([
      'GAD-7 (anxiety): 11 of 21, moderate',
      'PHQ-9 (depression): 8 of 27, mild',
      'Completed February 1, 2026',
    ]);
  });

  test('nothing to share without scores', () => {
    expect(summarizeScores([])).toBeNull();
  });
});

describe('summarizeMood', () => {
  const now = new Date('2026-03-31T12:00:00Z');

  test('averages the last 30 days and leaves notes out', () => {
    const summary = summarizeMood(
      [
        { logged_at: '2026-01-01T10:00:00Z', mood: 5, energy: 5, sleep_hours: 9 },
        { logged_at: '2026-03-10T10:00:00Z', mood: 2, energy: 3, sleep_hours: '6.5' },
        { logged_at: '2026-03-20T10:00:00Z', mood: 3, energy: null, sleep_hours: null },
        { logged_at: '2026-03-30T10:00:00Z', mood: 4, energy: 4, sleep_hours: 7 },
      ],
      now,
    );
    expect(summary).toEqual({
      period_days: 30,
      from: '2026-03-10T10:00:00Z',
      to: '2026-03-30T10:00:00Z',
      check_ins: 3,
      average_mood: 3,
      lowest_mood: 2,
      highest_mood: 4,
      average_energy: 3.5,
      average_sleep_hours: 6.8,
    });
    expect(describeShare('mood', summary)).toEqual([
      '3 mood check-ins from March 10, 2026 to March 30, 2026',
      'Average mood 3 out of 5 (lowest 2, highest 4)',
      'Average energy 3.5 out of 5',
      'Average sleep 6.8 hours',
    ]);
  });

  test('nothing to share without recent check-ins', () => {
    expect(summarizeMood([{ logged_at: '2025-01-01T00:00:00Z', mood: 3, energy: null, sleep_hours: null }], now)).toBeNull();
  });

  test('unreadable shared data is described as such, never shown raw', () => {
    expect(describeShare('assessment', { hacked: '<script>' })).toEqual(['An assessment summary that could not be read.']);
    expect(describeShare('mood', null)).toEqual(['A mood summary that could not be read.']);
  });
});
