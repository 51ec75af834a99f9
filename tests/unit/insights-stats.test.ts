import { describe, expect, test } from 'vitest';
import { compareGroups, dailyMoods, moodByTimeOfDay, moodByWeekday } from '@/lib/insights/mood-stats';
import { timeOfDaySentence, weekdaySentence } from '@/lib/insights/sentences';

const log = (logged_at: string, mood: number, energy: number | null = null) => ({ logged_at, mood, energy });

describe('dailyMoods', () => {
  test('averages the check-ins of each local day', () => {
    const logs = [log('2026-11-20T15:00:00Z', 4, 3), log('2026-11-20T20:00:00Z', 2), log('2026-11-21T15:00:00Z', 5, 5)];
    expect(dailyMoods(logs, 'America/New_York')).toEqual([
      { dateKey: '2026-11-20', mood: 3, energy: 3, checkIns: 2 },
      { dateKey: '2026-11-21', mood: 5, energy: 5, checkIns: 1 },
    ]);
  });

  test('a late-evening check-in belongs to the day it was in the user’s time zone', () => {
    const late = [log('2026-11-21T04:30:00Z', 1)];
    expect(dailyMoods(late, 'America/Los_Angeles')[0]!.dateKey).toBe('2026-11-20');
    expect(dailyMoods(late, 'Europe/Berlin')[0]!.dateKey).toBe('2026-11-21');
  });
});

describe('moodByWeekday', () => {
  test('groups by the weekday in the user’s time zone', () => {
    // Sunday 2026-11-22 01:00 UTC is still Saturday evening in Chicago.
    const logs = [log('2026-11-22T01:00:00Z', 5), log('2026-11-23T15:00:00Z', 2)];
    expect(moodByWeekday(logs, 'America/Chicago')).toEqual([
      { key: 1, average: 2, checkIns: 1, days: 1 },
      { key: 6, average: 5, checkIns: 1, days: 1 },
    ]);
    expect(moodByWeekday(logs, 'UTC').map((group) => group.key)).toEqual([0, 1]);
  });
});

describe('moodByTimeOfDay', () => {
  test('groups by the local hour', () => {
    const logs = [log('2026-11-20T13:00:00Z', 4), log('2026-11-20T14:00:00Z', 2), log('2026-11-21T03:00:00Z', 1)];
    // New York: 8 AM, 9 AM (morning) and 10 PM (night).
    expect(moodByTimeOfDay(logs, 'America/New_York')).toEqual([
      { key: 'morning', average: 3, checkIns: 2, days: 1 },
      { key: 'night', average: 1, checkIns: 1, days: 1 },
    ]);
  });
});

describe('compareGroups (minimum data)', () => {
  const group = (key: number, average: number, days: number) => ({ key, average, checkIns: days, days });

  test('says nothing with fewer than 7 days of check-ins', () => {
    expect(compareGroups([group(1, 2, 3), group(6, 4, 3)], 6)).toBeNull();
  });

  test('leaves out groups seen on only one day, and needs two groups left', () => {
    expect(compareGroups([group(1, 2, 1), group(6, 4, 3)], 10)).toBeNull();
    const result = compareGroups([group(1, 2, 2), group(3, 5, 1), group(6, 4, 3)], 10);
    expect(result?.highest.key).toBe(6);
    expect(result?.lowest.key).toBe(1);
    expect(result?.groups.map((g) => g.key)).toEqual([1, 6]);
  });

  test('says nothing when every group has the same average', () => {
    expect(compareGroups([group(1, 3, 2), group(6, 3, 2)], 10)).toBeNull();
  });

  test('writes the comparison as a plain sentence with its numbers', () => {
    const result = compareGroups([group(1, 2.75, 4), group(6, 4.125, 3)], 10)!;
    expect(weekdaySentence(result)).toBe(
      'Your mood has been highest on Saturdays (average 4.1 from 3 check-ins) and lowest on Mondays (average 2.8 from 4 check-ins).',
    );
    const times = compareGroups(
      [
        { key: 'morning' as const, average: 3.9, checkIns: 8, days: 5 },
        { key: 'night' as const, average: 2.7, checkIns: 3, days: 3 },
      ],
      9,
    )!;
    expect(timeOfDaySentence(times)).toBe(
      'You have tended to feel best in the morning (average 3.9 from 8 check-ins) and lowest at night (average 2.7 from 3 check-ins).',
    );
  });
});
