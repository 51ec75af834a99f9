import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createAutosaver, type SaveOutcome, type SaveStatus } from '@/lib/journal/autosave';
import { clearDraft, draftRow, newDraft, readDraft, storeDraft } from '@/lib/journal/draft';
import { createLocalOutbox } from '@/lib/journal/outbox';
import { promptGroups, thoughtRecord } from '@/lib/journal/prompts';
import { markReferred, screenText, wasReferred } from '@/lib/journal/safety';
import { countWords, journalStats, writingSentence } from '@/lib/journal/stats';

describe('journalStats', () => {
  const tz = 'America/New_York';
  const now = new Date('2026-11-20T17:00:00Z');
  const entry = (created_at: string, word_count: number, tags: string[] = []) => ({ created_at, word_count, tags });

  test('counts entries, words, local writing days and top tags', () => {
    const stats = journalStats(
      [
        entry('2026-11-20T13:00:00Z', 120, ['work']),
        entry('2026-11-20T15:00:00Z', 30, ['Work', 'sleep']),
        entry('2026-11-18T03:00:00Z', 50), // the evening of the 17th in New York
        entry('2026-11-13T15:00:00Z', 10), // eight days ago
        entry('2026-10-01T15:00:00Z', 5),
      ],
      tz,
      now,
    );
    expect(stats).toEqual({
      entries: 5,
      words: 215,
      daysLast7: 2,
      daysLast30: 3,
      topTags: [
        { value: 'work', count: 2 },
        { value: 'sleep', count: 1 },
      ],
    });
  });

  test('talks about days written, never about a broken streak', () => {
    expect(writingSentence({ entries: 9, daysLast7: 4 })).toBe("You've written on 4 of the last 7 days.");
    expect(writingSentence({ entries: 9, daysLast7: 1 })).toBe("You've written on 1 of the last 7 days.");
    const quiet = writingSentence({ entries: 9, daysLast7: 0 });
    expect(quiet).toBe('Write whenever it helps. There is no schedule to keep.');
    expect(quiet).not.toMatch(/streak|broke|missed/i);
    expect(writingSentence({ entries: 0, daysLast7: 0 })).toMatch(/first entry/);
  });

  test('countWords counts runs of non-space, like the database', () => {
    expect(countWords('  one two\n\nthree\tfour ')).toBe(4);
    expect(countWords('   ')).toBe(0);
  });
});

describe('prompts', () => {
  test('general, gratitude and thought record, without a program group when there is no active program', () => {
    expect(promptGroups(null).map((group) => group.kind)).toEqual(['general', 'gratitude', 'thought_record']);
    expect(thoughtRecord.template).toContain('Automatic thought');
  });

  test('adds the current program week’s reflection questions', () => {
    const groups = promptGroups({ id: 'w1', week: 2, programTitle: 'Better Sleep', reflection: ['What helped you wind down?'] });
    expect(groups.at(-1)).toEqual({
      kind: 'program',
      label: 'Better Sleep, week 2',
      prompts: [{ kind: 'program', text: 'What helped you wind down?', programWeekId: 'w1' }],
    });
  });
});

describe('draft', () => {
  test('is kept per user and read back after a reload', () => {
    const draft = { ...newDraft(), title: 'Evening', body: 'Half a thought' };
    storeDraft('user-a', draft);
    expect(readDraft('user-a')).toEqual(draft);
    expect(readDraft('user-b')).toBeNull();
    clearDraft();
    expect(readDraft('user-a')).toBeNull();
  });

  test('becomes a journal_entries row with an empty title as null', () => {
    const draft = { ...newDraft(new Date('2026-11-20T12:00:00Z')), title: '  ', body: 'text', tags: ['a'] };
    expect(draftRow(draft)).toMatchObject({
      client_id: draft.clientId,
      title: null,
      body: 'text',
      tags: ['a'],
      created_at: '2026-11-20T12:00:00.000Z',
    });
  });
});

describe('outbox', () => {
  test('keeps one pending write per row, newest revision, oldest first', async () => {
    const outbox = createLocalOutbox(localStorage, 'test-outbox');
    await outbox.put({ table: 'journal_entries', clientId: 'a', userId: 'u', payload: { body: '1' } });
    await outbox.put({ table: 'mood_logs', clientId: 'b', userId: 'u', payload: { mood: 3 } });
    const second = await outbox.put({ table: 'journal_entries', clientId: 'a', userId: 'u', payload: { body: '12' } });
    expect(second.revision).toBe(2);
    expect((await outbox.list()).map((item) => [item.clientId, item.payload])).toEqual([
      ['a', { body: '12' }],
      ['b', { mood: 3 }],
    ]);
    expect(await outbox.list({ table: 'mood_logs' })).toHaveLength(1);
    expect(await outbox.list({ userId: 'someone-else' })).toEqual([]);
  });

  test('removing an older revision keeps a newer edit queued', async () => {
    const outbox = createLocalOutbox(localStorage, 'test-outbox');
    const sent = await outbox.put({ table: 'journal_entries', clientId: 'a', userId: 'u', payload: { body: '1' } });
    await outbox.put({ table: 'journal_entries', clientId: 'a', userId: 'u', payload: { body: '12' } });
    await outbox.remove('journal_entries', 'a', sent.revision);
    expect((await outbox.get('journal_entries', 'a'))?.payload).toEqual({ body: '12' });
    await outbox.remove('journal_entries', 'a');
    expect(await outbox.get('journal_entries', 'a')).toBeUndefined();
    expect(localStorage.getItem('test-outbox')).toBeNull();
  });

  test('survives unreadable storage', async () => {
    localStorage.setItem('test-outbox', '{oops');
    expect(await createLocalOutbox(localStorage, 'test-outbox').list()).toEqual([]);
  });
});

describe('autosave', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('saves once after a pause in typing and reports each status', async () => {
    const saved: string[] = [];
    const statuses: SaveStatus[] = [];
    const saver = createAutosaver<string>({
      delayMs: 800,
      save: async (value) => {
        saved.push(value);
        return { status: 'saved' };
      },
      onStatus: (status) => statuses.push(status),
    });
    saver.change('H');
    saver.change('He');
    await vi.advanceTimersByTimeAsync(500);
    saver.change('Hello');
    expect(saved).toEqual([]);
    await vi.advanceTimersByTimeAsync(800);
    expect(saved).toEqual(['Hello']);
    expect(statuses).toEqual(['device', 'device', 'device', 'saving', 'saved']);
  });

  test('a change during a save is saved after it, and the last outcome wins', async () => {
    let release: (outcome: SaveOutcome) => void = () => {};
    const saved: string[] = [];
    const statuses: string[] = [];
    const saver = createAutosaver<string>({
      delayMs: 100,
      save: (value) => {
        saved.push(value);
        return value === 'a' ? new Promise((resolve) => (release = resolve)) : Promise.resolve({ status: 'offline' });
      },
      onStatus: (status) => statuses.push(status),
    });
    saver.change('a');
    await vi.advanceTimersByTimeAsync(100);
    saver.change('ab');
    release({ status: 'saved' });
    await saver.flush();
    expect(saved).toEqual(['a', 'ab']);
    expect(statuses.at(-1)).toBe('offline');
    expect(statuses).not.toContain('saved');
  });

  test('reports a refusal with its reason', async () => {
    const statuses: [SaveStatus, string | undefined][] = [];
    const saver = createAutosaver<string>({
      delayMs: 100,
      save: async () => ({ status: 'refused', message: 'Too long' }),
      onStatus: (status, message) => statuses.push([status, message]),
    });
    saver.change('x');
    await saver.flush();
    expect(statuses.at(-1)).toEqual(['refused', 'Too long']);
  });
});

describe('crisis screen for journal text', () => {
  test('uses the shared screen', () => {
    expect(screenText('I want to kill myself').level).toBe('crisis');
    expect(screenText('This deadline is killing me').level).toBe('none');
  });

  test('counts a referral once per entry', () => {
    expect(wasReferred('entry-1')).toBe(false);
    markReferred('entry-1');
    expect(wasReferred('entry-1')).toBe(true);
    expect(wasReferred('entry-2')).toBe(false);
  });
});
