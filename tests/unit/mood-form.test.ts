import { describe, expect, test } from 'vitest';
import { emptyForm, formFromLog, formToInput, hasDetails } from '@/components/mood/check-in-form';
import { describePoint } from '@/components/dashboard/MoodChart';

describe('check-in form', () => {
  const now = new Date('2026-11-20T14:00:00Z');

  test('a mood alone is enough; empty details are saved as nothing', () => {
    const form = { ...emptyForm(), mood: 4 };
    expect(formToInput(form, now)).toEqual({
      input: {
        client_id: form.clientId,
        logged_at: '2026-11-20T14:00:00.000Z',
        mood: 4,
        energy: null,
        emotions: [],
        sleep_hours: null,
        exercise_minutes: null,
        social_contact: null,
        tags: [],
        note: null,
      },
    });
    expect(hasDetails(form)).toBe(false);
  });

  test('explains what to fix', () => {
    expect(formToInput(emptyForm(), now)).toEqual({ error: 'Choose how you feel first.' });
    const base = { ...emptyForm(), mood: 3 };
    expect(formToInput({ ...base, factors: { ...base.factors, sleepHours: '25' } }, now)).toEqual({
      error: 'Hours of sleep should be a number from 0 to 24.',
    });
    expect(formToInput({ ...base, factors: { ...base.factors, exerciseMinutes: '12.5' } }, now)).toEqual({
      error: 'Minutes of exercise should be a whole number from 0 to 1440.',
    });
  });

  test('editing keeps the client_id and the original time, so saving updates the same check-in', () => {
    const log = {
      id: 'x',
      client_id: 'c1',
      logged_at: '2026-11-19T08:00:00Z',
      mood: 2,
      energy: 3,
      emotions: ['tired'],
      sleep_hours: 6.5,
      exercise_minutes: 0,
      social_contact: false,
      tags: ['work'],
      note: 'Long day',
    };
    const form = formFromLog(log);
    expect(hasDetails(form)).toBe(true);
    const { id: _id, ...expected } = log;
    expect(formToInput(form, now)).toEqual({ input: expected });
  });
});

describe('chart read-out', () => {
  test('says each point in words', () => {
    expect(describePoint({ x: 1, label: 'Tue, Nov 18', mood: 3.5, energy: 4, checkIns: 2 })).toBe(
      'Tue, Nov 18: average mood 3.5 of 5 (Good), energy 4.0 (Lively), 2 check-ins.',
    );
    expect(describePoint({ x: 2, label: '9:14 AM', mood: 2, energy: null, checkIns: 1 })).toBe('9:14 AM: mood 2.0 of 5 (Low).');
    expect(describePoint({ x: 3, label: 'Wed, Nov 19', mood: null, energy: null, checkIns: 0 })).toBe('Wed, Nov 19: no check-ins.');
  });
});
