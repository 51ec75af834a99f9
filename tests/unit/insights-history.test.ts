import { describe, expect, test } from 'vitest';
import { contextLabel, historyDate, historyEntries, scoreLines, type HistoryRow } from '@/lib/insights/history';

const row = (
  sessionId: string | null,
  completedAt: string | null,
  overrides: Partial<NonNullable<HistoryRow['assessment_sessions']>> = {},
) =>
  ({
    session_id: sessionId,
    created_at: '2026-11-20T15:00:00Z',
    assessment_sessions: {
      session_type: 'intake',
      completed_at: completedAt,
      clinical_scores: [
        { instrument: 'PHQ-9', total_score: 7, severity_level: 'mild' },
        { instrument: 'GAD-7', total_score: 12, severity_level: 'moderate' },
      ],
      ...overrides,
    },
  }) satisfies HistoryRow;

describe('historyEntries', () => {
  test('lists each session once, newest first, GAD-7 before PHQ-9', () => {
    const entries = historyEntries([
      row('b', '2026-11-19T10:00:00Z', { session_type: 'check_in' }),
      row('a', '2026-11-03T10:00:00Z'),
      row('c', '2026-11-21T10:00:00Z'),
      row('b', '2026-11-19T10:00:00Z', { session_type: 'check_in' }),
    ]);
    expect(entries.map((entry) => [entry.sessionId, entry.context])).toEqual([
      ['c', 'intake'],
      ['b', 'check_in'],
      ['a', 'intake'],
    ]);
    expect(entries[0]!.scores.map((score) => score.instrument)).toEqual(['GAD-7', 'PHQ-9']);
  });

  test('leaves out rows without a session and dates a session without completed_at by its row', () => {
    const entries = historyEntries([
      { session_id: null, created_at: '2026-11-20T15:00:00Z', assessment_sessions: null },
      row('a', null, { clinical_scores: null }),
    ]);
    expect(entries).toEqual([{ sessionId: 'a', at: '2026-11-20T15:00:00Z', context: 'intake', scores: [] }]);
  });
});

describe('scoreLines', () => {
  test('names each questionnaire with its total and band', () => {
    const [entry] = historyEntries([row('a', '2026-11-03T10:00:00Z')]);
    expect(scoreLines(entry!.scores)).toEqual(['GAD-7 12 · moderate', 'PHQ-9 7 · mild']);
  });

  test('gives no line for a session without scores', () => {
    expect(scoreLines([])).toEqual([]);
  });
});

describe('historyDate', () => {
  test('uses the member’s own calendar day', () => {
    // 03:30 UTC on Nov 20 is still Nov 19 in Los Angeles.
    expect(historyDate('2026-11-20T03:30:00Z', 'America/Los_Angeles')).toBe('Nov 19, 2026');
    expect(historyDate('2026-11-20T03:30:00Z', 'Asia/Tokyo')).toBe('Nov 20, 2026');
  });

  test('falls back to UTC for an unknown time zone', () => {
    expect(historyDate('2026-11-20T03:30:00Z', 'Mars/Olympus')).toBe('Nov 20, 2026');
  });
});

describe('contextLabel', () => {
  test('names intakes and check-ins in plain words', () => {
    expect([contextLabel('intake'), contextLabel('check_in'), contextLabel('other')]).toEqual(['Assessment', 'Check-in', 'other']);
  });
});
