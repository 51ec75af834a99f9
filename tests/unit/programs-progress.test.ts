import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createAutosave, type SaveState } from '@/lib/programs-progress/autosave';
import { dailyCheckFields, localDay } from '@/lib/programs-progress/daily-check';
import { draftKey, pickNewer, readDraft, writeDraft } from '@/lib/programs-progress/drafts';
import { weekPageDescription, weekPageTitle } from '@/lib/programs-progress/page-meta';
import { checkInRoute, programWeekRoute } from '@/lib/programs-progress/routes';
import type { ProgressRow, WeekOutline } from '@/lib/programs-progress/types';
import { findRow, programPercent, weekProgress } from '@/lib/programs-progress/week-progress';

const row = (week: number, item_kind: ProgressRow['item_kind'], item_key: string, done = true, day: string | null = null): ProgressRow => ({
  enrolment_id: 'e1',
  week,
  item_kind,
  item_key,
  day,
  data: {},
  completed_at: done ? '2026-11-21T10:00:00Z' : null,
});

const outline: WeekOutline = { week: 1, title: 'Understanding anxiety', toolKeys: ['anxiety-log', 'body-map'] };

describe('weekProgress', () => {
  test('counts the lesson, each of the week’s own worksheets and the reflection', () => {
    const rows = [row(1, 'lesson', 'lesson'), row(1, 'tool', 'anxiety-log'), row(1, 'tool', 'body-map', false)];
    expect(weekProgress(rows, outline)).toMatchObject({ done: 2, total: 4, percent: 50, lesson: true, reflection: false });
    expect(weekProgress(rows, outline).tools).toEqual({ 'anxiety-log': true, 'body-map': false });
  });

  test('ignores other weeks and worksheets from earlier weeks, and counts daily checks apart', () => {
    const rows = [
      row(2, 'lesson', 'lesson'),
      row(1, 'tool', 'sleep-diary'),
      row(1, 'daily_check', 'daily', true, '2026-11-20'),
      row(1, 'daily_check', 'daily', true, '2026-11-21'),
    ];
    expect(weekProgress(rows, outline)).toMatchObject({ done: 0, total: 4, dailyChecks: 2 });
  });

  test('programPercent adds up all six weeks', () => {
    const outlines = [1, 2, 3, 4, 5, 6].map((week) => ({ week, title: `Week ${week}`, toolKeys: [`tool-${week}`] }));
    expect(programPercent([], outlines)).toBe(0);
    const all = outlines.flatMap((o) => [
      row(o.week, 'lesson', 'lesson'),
      row(o.week, 'tool', `tool-${o.week}`),
      row(o.week, 'reflection', 'reflection'),
    ]);
    expect(programPercent(all, outlines)).toBe(100);
    expect(programPercent(all.slice(0, 9), outlines)).toBe(50);
  });

  test('findRow matches a daily check by day, whatever week it was recorded under', () => {
    const check = row(2, 'daily_check', 'daily', true, '2026-11-21');
    expect(findRow([check], 3, 'daily_check', 'daily', '2026-11-21')).toBe(check);
    expect(findRow([check], 2, 'daily_check', 'daily', '2026-11-22')).toBeUndefined();
  });
});

describe('daily check', () => {
  test('always asks the week’s question in writing, with a 0–10 scale when the question asks for one', () => {
    const fields = dailyCheckFields('How anxious did you feel today, from 0 to 10, and what set it off?');
    expect(fields.map((f) => [f.id, f.type])).toEqual([
      ['answer', 'textarea'],
      ['rating', 'scale'],
    ]);
    expect(fields[0]!.label).toBe('How anxious did you feel today, from 0 to 10, and what set it off?');
    expect(dailyCheckFields('How well did you sleep, from 0 (very badly) to 10 (very well)?')[1]).toMatchObject({ min: 0, max: 10 });
    expect(dailyCheckFields('How strongly did you believe it, from 0 to 100%?')[1]).toMatchObject({ type: 'number', max: 100, unit: '%' });
    expect(dailyCheckFields('Did you practice today, and how did it feel?')).toHaveLength(1);
  });

  test('localDay is the member’s own date', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

describe('routes', () => {
  test('week pages and the week 3 and 6 check-in', () => {
    expect(programWeekRoute('better-sleep', 2)).toBe('/programs/better-sleep/week/2');
    expect(checkInRoute('better-sleep', 3)).toBe('/haven-assessment?program=better-sleep&week=3');
  });
});

describe('week page title and description', () => {
  test('fit 30–60 and 120–160 characters', () => {
    const long = 'Start here with a safety check and a sleep diary!!';
    for (const [program, title] of [
      ['Better Sleep', long],
      ['Anxiety Management', 'Understanding anxiety'],
      ['Grief Journey', 'Naming it'],
    ] as const) {
      const text = weekPageTitle(program, 1, title);
      expect(text.length, text).toBeGreaterThanOrEqual(30);
      expect(text.length, text).toBeLessThanOrEqual(60);
    }
    for (const summary of ['Short.', 'x '.repeat(120)]) {
      const text = weekPageDescription('Better Sleep', 1, summary);
      expect(text.length, text).toBeGreaterThanOrEqual(120);
      expect(text.length, text).toBeLessThanOrEqual(160);
    }
  });
});

describe('drafts', () => {
  test('a draft newer than the stored row wins; an older one does not', () => {
    const key = draftKey('e1', 1, 'tool', 'anxiety-log');
    writeDraft(key, { values: { situation: 'typed offline' } }, Date.parse('2026-11-21T12:00:00Z'));
    const draft = readDraft(key);
    expect(pickNewer({ values: { situation: 'stored' } }, '2026-11-21T11:00:00Z', draft)).toEqual({
      data: { values: { situation: 'typed offline' } },
      unsynced: true,
    });
    expect(pickNewer({ values: { situation: 'stored' } }, '2026-11-21T13:00:00Z', draft)).toEqual({
      data: { values: { situation: 'stored' } },
      unsynced: false,
    });
  });

  test('unreadable drafts are ignored', () => {
    localStorage.setItem('haven-program-draft:x', '{nope');
    expect(readDraft('haven-program-draft:x')).toBeNull();
  });
});

describe('createAutosave', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('keeps typing on the device at once and saves it after a pause, then forgets the draft', async () => {
    const save = vi.fn().mockResolvedValue(undefined);
    const states: SaveState[] = [];
    const autosave = createAutosave({ draftKey: 'k', save, onState: (s) => states.push(s), delayMs: 800 });
    autosave.change({ values: { a: 'h' } });
    autosave.change({ values: { a: 'hello' } });
    expect(readDraft('k')?.data).toEqual({ values: { a: 'hello' } });
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(800);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({ values: { a: 'hello' } });
    expect(readDraft('k')).toBeNull();
    expect(states.at(-1)).toBe('saved');
  });

  test('a failed save keeps the draft and retries on flush', async () => {
    const save = vi.fn().mockRejectedValueOnce(new Error('Failed to fetch')).mockResolvedValue(undefined);
    const states: [SaveState, string | undefined][] = [];
    const autosave = createAutosave({ draftKey: 'k', save, onState: (s, e) => states.push([s, e]), delayMs: 800 });
    autosave.change({ values: { a: 'kept' } });
    await vi.advanceTimersByTimeAsync(800);
    expect(states.at(-1)).toEqual(['error', 'Failed to fetch']);
    expect(readDraft('k')?.data).toEqual({ values: { a: 'kept' } });
    await autosave.flush();
    expect(save).toHaveBeenCalledTimes(2);
    expect(readDraft('k')).toBeNull();
    expect(states.at(-1)?.[0]).toBe('saved');
  });

  test('words typed while a save is running stay queued and are saved next', async () => {
    let finish: () => void = () => undefined;
    const save = vi
      .fn()
      .mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)))
      .mockResolvedValue(undefined);
    const autosave = createAutosave({ draftKey: 'k', save, onState: () => undefined, delayMs: 800 });
    autosave.change({ values: { a: 'first' } });
    await vi.advanceTimersByTimeAsync(800);
    autosave.change({ values: { a: 'second' } });
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(readDraft('k')?.data).toEqual({ values: { a: 'second' } });
    await vi.advanceTimersByTimeAsync(800);
    expect(save).toHaveBeenLastCalledWith({ values: { a: 'second' } });
    expect(readDraft('k')).toBeNull();
  });
});
