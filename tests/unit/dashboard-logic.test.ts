import { describe, expect, test } from 'vitest';
import { chartSeries } from '@/lib/insights/series';
import { lowMoodRun, suggestions } from '@/lib/insights/suggestions';

const tz = 'America/New_York';
const now = new Date('2026-11-20T17:00:00Z'); // Friday, noon in New York
const log = (logged_at: string, mood: number, energy: number | null = null) => ({ logged_at, mood, energy });

describe('chartSeries', () => {
  const logs = [
    log('2026-11-20T13:00:00Z', 4, 3),
    log('2026-11-20T16:30:00Z', 2, 1),
    log('2026-11-19T15:00:00Z', 5),
    log('2026-11-10T15:00:00Z', 1),
    log('2026-11-21T04:00:00Z', 3), // 11 PM on the 20th in New York: after now, still today
  ];

  test('today shows each of today’s check-ins at its time', () => {
    const points = chartSeries(logs, 'day', tz, now);
    expect(points.map((p) => [p.label, p.mood, p.energy])).toEqual([
      ['8:00 AM', 4, 3],
      ['11:30 AM', 2, 1],
      ['11:00 PM', 3, null],
    ]);
  });

  test('week shows the last 7 local days with daily averages and gaps', () => {
    const points = chartSeries(logs, 'week', tz, now);
    expect(points).toHaveLength(7);
    expect(points[0]!.label).toBe('Sat, Nov 14');
    expect(points.at(-1)).toEqual({ x: 6, label: 'Fri, Nov 20', mood: 3, energy: 2, checkIns: 3 });
    expect(points.at(-2)).toMatchObject({ label: 'Thu, Nov 19', mood: 5, checkIns: 1 });
    expect(points[0]).toMatchObject({ mood: null, checkIns: 0 });
  });

  test('month covers 30 days', () => {
    const points = chartSeries(logs, 'month', tz, now);
    expect(points).toHaveLength(30);
    expect(points.find((p) => p.label === 'Tue, Nov 10')?.mood).toBe(1);
  });
});

describe('suggestions', () => {
  const base = { timeZone: tz, now, hasActiveProgram: true, lastAssessmentAt: '2026-11-10T12:00:00Z' };

  test('invites a check-in when there is none today', () => {
    expect(suggestions({ ...base, moods: [log('2026-11-19T15:00:00Z', 4)] }).map((s) => s.key)).toEqual(['check-in']);
    expect(suggestions({ ...base, moods: [log('2026-11-20T15:00:00Z', 4)] })).toEqual([]);
  });

  test('a low mood three days running brings a gentle nudge with help one click away', () => {
    const moods = [log('2026-11-18T15:00:00Z', 2), log('2026-11-19T15:00:00Z', 1), log('2026-11-20T15:00:00Z', 2)];
    const [first] = suggestions({ ...base, moods });
    expect(first?.key).toBe('low-mood');
    expect(first?.links.map((l) => l.href)).toEqual(['/haven-ai', '/library?category=depression', '/get-help']);
  });

  test('lowMoodRun needs three consecutive low days, ending today or yesterday', () => {
    const low = (day: number, mood = 2) => log(`2026-11-${day}T15:00:00Z`, mood);
    expect(lowMoodRun([low(17), low(18), low(19)], tz, now)).toBe(true);
    expect(lowMoodRun([low(16), low(17), low(18)], tz, now)).toBe(false);
    expect(lowMoodRun([low(17), low(19), low(20)], tz, now)).toBe(false);
    expect(lowMoodRun([low(18), low(19), low(20, 4)], tz, now)).toBe(false);
    // A good check-in on a low day lifts its average above "Low".
    expect(lowMoodRun([low(18), low(19), low(19, 5), low(20)], tz, now)).toBe(false);
  });

  test('suggests the assessment, a re-take after four weeks, and programs, at most three', () => {
    const keys = suggestions({ ...base, moods: [], hasActiveProgram: false, lastAssessmentAt: null }).map((s) => s.key);
    expect(keys).toEqual(['check-in', 'assessment', 'program']);
    const retake = suggestions({ ...base, moods: [log('2026-11-20T15:00:00Z', 4)], lastAssessmentAt: '2026-10-01T12:00:00Z' });
    expect(retake.map((s) => [s.key, s.links[0]!.href])).toEqual([['retake', '/haven-assessment']]);
  });
});
