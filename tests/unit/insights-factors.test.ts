import { describe, expect, test } from 'vitest';
import { factorEffects, minFactorDays, type FactorLog } from '@/lib/insights/factors';
import { factorCaution, factorSentence } from '@/lib/insights/sentences';

const tz = 'America/New_York';
const day = (n: number, values: Partial<FactorLog> & { mood: number }): FactorLog => ({
  logged_at: `2026-11-${String(n).padStart(2, '0')}T16:00:00Z`,
  sleep_hours: null,
  exercise_minutes: null,
  social_contact: null,
  tags: [],
  ...values,
});

describe('factorEffects', () => {
  test('compares days with and without exercise, with the numbers behind it', () => {
    const logs = [
      ...[1, 2, 3, 4, 5].map((n) => day(n, { mood: n === 5 ? 3 : 4, exercise_minutes: 30 })),
      ...[6, 7, 8, 9, 10, 11].map((n) => day(n, { mood: n < 8 ? 2 : 3, exercise_minutes: 0 })),
    ];
    const [exercise] = factorEffects(logs, tz);
    expect(exercise).toMatchObject({ key: 'exercise', withDays: 5, withoutDays: 6 });
    expect(exercise!.withAverage).toBeCloseTo(3.8);
    expect(exercise!.withoutAverage).toBeCloseTo(2.6667);
    expect(factorSentence(exercise!)).toBe(
      "On days you exercised (5 days) your average mood was 3.8; on days you didn't (6 days) it was 2.7.",
    );
  });

  test(`needs at least ${minFactorDays} days with and ${minFactorDays} days without`, () => {
    const logs = [
      ...[1, 2, 3].map((n) => day(n, { mood: 4, social_contact: true })),
      ...[4, 5].map((n) => day(n, { mood: 2, social_contact: false })),
    ];
    expect(factorEffects(logs, tz)).toEqual([]);
    expect(factorEffects([...logs, day(6, { mood: 2, social_contact: false })], tz).map((e) => e.key)).toEqual(['social']);
  });

  test('days that did not record a factor are left out of its comparison', () => {
    const logs = [...[1, 2, 3].map((n) => day(n, { mood: 5, exercise_minutes: 20 })), ...[4, 5, 6].map((n) => day(n, { mood: 1 }))];
    expect(factorEffects(logs, tz)).toEqual([]);
  });

  test('counts a day once, using its average mood, whatever the number of check-ins', () => {
    const logs = [
      day(1, { mood: 5, sleep_hours: 8 }),
      { ...day(1, { mood: 1 }), logged_at: '2026-11-01T22:00:00Z' },
      day(2, { mood: 4, sleep_hours: 7 }),
      day(3, { mood: 4, sleep_hours: 9 }),
      ...[4, 5, 6].map((n) => day(n, { mood: 2, sleep_hours: 5 })),
    ];
    const [sleep] = factorEffects(logs, tz);
    expect(sleep).toMatchObject({ key: 'sleep', withDays: 3, withoutDays: 3, withAverage: 11 / 3, withoutAverage: 2 });
  });

  test('custom tags count as absent on days with check-ins that lack them, ignoring case', () => {
    const logs = [
      ...[1, 2, 3].map((n) => day(n, { mood: 2, tags: [n === 1 ? 'Work' : 'work'] })),
      ...[4, 5, 6].map((n) => day(n, { mood: 4, tags: ['walk'] })),
    ];
    const effects = factorEffects(logs, tz);
    expect(effects.map((e) => e.key).sort()).toEqual(['tag:walk', 'tag:work']);
    expect(factorSentence(effects.find((e) => e.key === 'tag:work')!)).toBe(
      "On days you tagged “work” (3 days) your average mood was 2.0; on days you didn't (3 days) it was 4.0.",
    );
  });

  test('groups days in the user’s time zone', () => {
    // 06:00 UTC is 10 PM the evening before in Los Angeles.
    const logs = [
      ...[2, 3, 4].map((n) => ({ ...day(n, { mood: 5, exercise_minutes: 10 }), logged_at: `2026-11-0${n}T06:00:00Z` })),
      ...[4, 5, 6].map((n) => ({ ...day(n, { mood: 1, exercise_minutes: 0 }), logged_at: `2026-11-0${n}T20:00:00Z` })),
    ];
    // Los Angeles: exercise on the 1st–3rd, none on the 4th–6th.
    expect(factorEffects(logs, 'America/Los_Angeles')).toMatchObject([{ key: 'exercise', withDays: 3, withoutDays: 3 }]);
    // UTC: the 4th has both, so it counts as an exercise day and only 2 days are left without.
    expect(factorEffects(logs, 'UTC')).toEqual([]);
  });
});

describe('factorCaution', () => {
  const base = { key: 'exercise', label: 'exercised', withAverage: 4, withoutAverage: 3 };
  test('flags small differences and few days', () => {
    expect(factorCaution({ ...base, withDays: 10, withoutDays: 10, difference: 0.2 })).toMatch(/small difference/);
    expect(factorCaution({ ...base, withDays: 3, withoutDays: 10, difference: 1 })).toMatch(/could still be chance/);
    expect(factorCaution({ ...base, withDays: 8, withoutDays: 9, difference: 1 })).toBeNull();
  });
});
