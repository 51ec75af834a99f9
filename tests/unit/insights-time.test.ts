import { describe, expect, test } from 'vitest';
import { addDays, dateKey, lastDays, localParts, safeTimeZone, timeOfDay } from '@/lib/insights/time';

describe('localParts', () => {
  test('reads the day, weekday and hour in the given time zone', () => {
    // 2026-11-20 03:30 UTC is Thursday evening in Los Angeles and Friday noon in Tokyo.
    expect(localParts('2026-11-20T03:30:00Z', 'America/Los_Angeles')).toEqual({ dateKey: '2026-11-19', weekday: 4, hour: 19 });
    expect(localParts('2026-11-20T03:30:00Z', 'Asia/Tokyo')).toEqual({ dateKey: '2026-11-20', weekday: 5, hour: 12 });
  });

  test('midnight is hour 0, not 24', () => {
    expect(localParts('2026-11-20T05:00:00Z', 'America/New_York').hour).toBe(0);
  });

  test('an unknown time zone falls back to UTC instead of throwing', () => {
    expect(safeTimeZone('Mars/Olympus')).toBe('UTC');
    expect(dateKey('2026-11-20T23:30:00Z', 'Mars/Olympus')).toBe('2026-11-20');
  });
});

describe('calendar days', () => {
  test('addDays crosses months, years and DST changes', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2026-11-01', 1)).toBe('2026-11-02');
  });

  test('lastDays ends with the local today', () => {
    expect(lastDays(new Date('2026-11-20T03:30:00Z'), 3, 'America/Los_Angeles')).toEqual(['2026-11-17', '2026-11-18', '2026-11-19']);
  });
});

test('timeOfDay splits the day into morning, afternoon, evening and night', () => {
  expect([4, 5, 11, 12, 16, 17, 21, 22, 0].map(timeOfDay)).toEqual([
    'night',
    'morning',
    'morning',
    'afternoon',
    'afternoon',
    'evening',
    'evening',
    'night',
    'night',
  ]);
});
