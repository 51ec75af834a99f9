import { describe, expect, test } from 'vitest';
import { newDraft } from '@/lib/journal/draft';
import { cachedList, draftFromEntry, dropLocally, showLocally, type EntryList } from '@/lib/journal/entry-list';
import { isHigher } from '@/lib/journal/screening';
import type { EntryStatRow, JournalEntry } from '@/lib/queries/journal';
import { keyString, queryKeys } from '@/lib/queries/keys';

/** The page's cache as a mutation sees it (`getCacheUpdater`), over a plain map. */
function cache(entries: Record<string, unknown>) {
  const store = new Map(Object.entries(entries));
  const getCacheUpdater = <T>(key: string) => [(value: T) => void store.set(key, value), store.get(key) as T | undefined] as const;
  return { store, args: { getCacheUpdater } as never };
}

const user = 'user-1';
const listKey = keyString(queryKeys.journalEntries(user));
const statsKey = keyString(queryKeys.journalStats(user));

const saved: JournalEntry = {
  id: 'row-1',
  client_id: 'entry-1',
  title: 'Morning',
  body: 'Slept well and walked to work.',
  tags: ['sleep'],
  mood_log_id: null,
  prompt_kind: 'gratitude',
  prompt_text: 'What went well?',
  program_week_id: null,
  word_count: 6,
  created_at: '2026-11-20T08:00:00.000Z',
  updated_at: '2026-11-20T08:01:00.000Z',
};
const statOf = (entry: JournalEntry): EntryStatRow => ({
  client_id: entry.client_id,
  created_at: entry.created_at,
  word_count: entry.word_count,
  tags: entry.tags,
});

describe('the journal list in the page cache', () => {
  test('an entry opened in the editor keeps every field it was saved with', () => {
    expect(draftFromEntry(saved)).toEqual({
      clientId: 'entry-1',
      title: 'Morning',
      body: 'Slept well and walked to work.',
      tags: ['sleep'],
      moodLogId: null,
      promptKind: 'gratitude',
      promptText: 'What went well?',
      programWeekId: null,
      createdAt: '2026-11-20T08:00:00.000Z',
    });
  });

  test('a new entry shows at once, newest first, marked waiting until it reaches Haven, and counts in the statistics', () => {
    const { store, args } = cache({ [listKey]: { entries: [saved], pending: [] } satisfies EntryList, [statsKey]: [statOf(saved)] });
    const draft = { ...newDraft(new Date('2026-11-21T09:00:00.000Z')), body: 'Three words here' };

    showLocally(args, user, draft, true);
    const waiting = store.get(listKey) as EntryList;
    expect(waiting.entries.map((entry) => entry.client_id)).toEqual([draft.clientId, 'entry-1']);
    expect(waiting.entries[0]).toMatchObject({ id: '', body: 'Three words here', word_count: 3, title: null });
    expect(waiting.pending).toEqual([draft.clientId]);
    expect((store.get(statsKey) as EntryStatRow[]).map((row) => [row.client_id, row.word_count])).toEqual([
      [draft.clientId, 3],
      ['entry-1', 6],
    ]);

    showLocally(args, user, draft, false);
    expect(cachedList(args, user)?.pending).toEqual([]);
    expect(cachedList(args, user)?.entries).toHaveLength(2);
  });

  test('an edit to a saved entry replaces it in place and keeps its database id', () => {
    const { args } = cache({ [listKey]: { entries: [saved], pending: [] } satisfies EntryList });
    showLocally(args, user, { ...draftFromEntry(saved), body: 'Slept badly.' }, false);
    expect(cachedList(args, user)?.entries).toEqual([expect.objectContaining({ id: 'row-1', body: 'Slept badly.', word_count: 2 })]);
  });

  test('a deleted entry leaves the list, the waiting list and the statistics', () => {
    const { store, args } = cache({
      [listKey]: { entries: [saved], pending: ['entry-1'] } satisfies EntryList,
      [statsKey]: [statOf(saved)],
    });
    dropLocally(args, user, 'entry-1');
    expect(store.get(listKey)).toEqual({ entries: [], pending: [] });
    expect(store.get(statsKey)).toEqual([]);
  });

  test('nothing is cached for a member whose list the page never read', () => {
    const { store, args } = cache({});
    showLocally(args, user, newDraft(), true);
    expect(store.size).toBe(0);
  });
});

test('the crisis notice only ever rises: crisis over concern over none', () => {
  const at = (level: 'none' | 'concern' | 'crisis') => ({ level, categories: [] });
  expect(isHigher(at('crisis'), at('concern'))).toBe(true);
  expect(isHigher(at('concern'), at('none'))).toBe(true);
  expect(isHigher(at('concern'), at('crisis'))).toBe(false);
  expect(isHigher(at('concern'), at('concern'))).toBe(false);
});
