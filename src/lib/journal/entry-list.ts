import type { BackendClient } from '@/lib/supabase';
import { draftRow, type Draft } from '@/lib/journal/draft';
import { getOutbox } from '@/lib/journal/outbox';
import { countWords } from '@/lib/journal/stats';
import { entryStats, listEntries, type EntryStatRow, type JournalEntry } from '@/lib/queries/journal';
import { keyString, queryKeys } from '@/lib/queries/keys';
import type { MutationArgs } from '@/lib/query-cache';

/**
 * The journal's list and statistics as the page's cache holds them: rows from Haven (or this
 * device's saved copy) merged with the entries still waiting in the outbox, and the in-place
 * changes a save or a delete makes to them.
 */

/** Recent entries, newest first, including ones still waiting on this device; `pending` lists those. */
export interface EntryList {
  entries: JournalEntry[];
  /** `client_id`s of entries kept on this device and not yet in the database. */
  pending: string[];
  /** Haven could not be reached: only the entries kept on this device are listed. */
  unreachable?: boolean;
}

const newestFirst = (a: { created_at: string }, b: { created_at: string }) => b.created_at.localeCompare(a.created_at);

/** Entries waiting in this device's outbox, as list rows. */
async function waitingEntries(userId: string): Promise<JournalEntry[]> {
  const pending = await getOutbox().list({ table: 'journal_entries', userId });
  return pending.map((item) => {
    const row = item.payload as Omit<JournalEntry, 'id' | 'word_count' | 'updated_at'>;
    return { ...row, id: '', word_count: countWords(row.body), updated_at: item.queuedAt };
  });
}

/** Rows from Haven (or this device's copy of them) with the entries waiting in the outbox on top. */
function withWaiting(entries: JournalEntry[], waiting: JournalEntry[]): EntryList {
  const waitingIds = new Set(waiting.map((entry) => entry.client_id));
  const server = entries.filter((entry) => !waitingIds.has(entry.client_id));
  return { entries: [...waiting, ...server].sort(newestFirst), pending: [...waitingIds] };
}

function statsWithWaiting(stats: EntryStatRow[], waiting: JournalEntry[]): EntryStatRow[] {
  const waitingIds = new Set(waiting.map((entry) => entry.client_id));
  return [...waiting, ...stats.filter((row) => !waitingIds.has(row.client_id))];
}

/** The newest entries from Haven with this device's waiting ones. */
export async function readEntries(client: BackendClient, userId: string): Promise<EntryList> {
  const [entries, waiting] = await Promise.all([listEntries(client), waitingEntries(userId)]);
  return withWaiting(entries, waiting);
}

/**
 * Haven cannot be reached: the list saved on this device, with the outbox as it is now. With no
 * saved list, entries waiting on this device still show (they are the ones a person just
 * wrote), marked as such; with none of either, the failure is the answer.
 */
export async function entriesOffline(saved: EntryList | undefined, userId: string): Promise<EntryList | undefined> {
  const waiting = await waitingEntries(userId);
  if (saved) return withWaiting(saved.entries, waiting);
  return waiting.length === 0 ? undefined : { ...withWaiting([], waiting), unreachable: true };
}

/** What the statistics need from every entry, with the entries waiting on this device. */
export async function readStats(client: BackendClient, userId: string): Promise<EntryStatRow[]> {
  const [stats, waiting] = await Promise.all([entryStats(client), waitingEntries(userId)]);
  return statsWithWaiting(stats, waiting);
}

/** Haven cannot be reached: the statistics saved on this device with the outbox as it is now. */
export async function statsOffline(saved: EntryStatRow[] | undefined, userId: string): Promise<EntryStatRow[] | undefined> {
  return saved ? statsWithWaiting(saved, await waitingEntries(userId)) : undefined;
}

function entryFromDraft(draft: Draft, existing?: JournalEntry): JournalEntry {
  const row = draftRow(draft);
  return {
    id: existing?.id ?? '',
    ...row,
    word_count: countWords(draft.body),
    updated_at: new Date().toISOString(),
  };
}

/** The open entry as the editor holds it. */
export function draftFromEntry(entry: JournalEntry): Draft {
  return {
    clientId: entry.client_id,
    title: entry.title ?? '',
    body: entry.body,
    tags: entry.tags,
    moodLogId: entry.mood_log_id,
    promptKind: (entry.prompt_kind as Draft['promptKind']) ?? null,
    promptText: entry.prompt_text,
    programWeekId: entry.program_week_id,
    createdAt: entry.created_at,
  };
}

type CacheArgs = Pick<MutationArgs<unknown>, 'getCacheUpdater'>;

/** This member's cached list, if the page holds one. */
export function cachedList(args: CacheArgs, user: string): EntryList | undefined {
  return args.getCacheUpdater<EntryList>(keyString(queryKeys.journalEntries(user)), false)[1];
}

/** Changes this member's cached list and statistics in place (no refetch: the change is known). */
function updateCached(
  args: CacheArgs,
  user: string,
  list: (current: EntryList) => EntryList,
  stats: (rows: EntryStatRow[]) => EntryStatRow[],
) {
  const [setList, currentList] = args.getCacheUpdater<EntryList>(keyString(queryKeys.journalEntries(user)), false);
  if (currentList) setList(list(currentList));
  const [setStats, currentStats] = args.getCacheUpdater<EntryStatRow[]>(keyString(queryKeys.journalStats(user)), false);
  if (currentStats) setStats(stats(currentStats));
}

/** Puts the draft into the cached list and statistics straight away, marked as waiting or not. */
export function showLocally(args: CacheArgs, user: string, draft: Draft, waiting: boolean) {
  updateCached(
    args,
    user,
    (list) => {
      const existing = list.entries.find((entry) => entry.client_id === draft.clientId);
      const entry = entryFromDraft(draft, existing);
      const others = list.pending.filter((id) => id !== draft.clientId);
      return {
        entries: [entry, ...list.entries.filter((other) => other !== existing)].sort(newestFirst),
        pending: waiting ? [...others, draft.clientId] : others,
      };
    },
    (rows) => {
      const entry = entryFromDraft(draft);
      const stat = { client_id: entry.client_id, created_at: entry.created_at, word_count: entry.word_count, tags: entry.tags };
      return [stat, ...rows.filter((other) => other.client_id !== entry.client_id)];
    },
  );
}

/** Takes an entry out of the cached list and statistics. */
export function dropLocally(args: CacheArgs, user: string, clientId: string) {
  updateCached(
    args,
    user,
    (current) => ({
      entries: current.entries.filter((entry) => entry.client_id !== clientId),
      pending: current.pending.filter((id) => id !== clientId),
    }),
    (rows) => rows.filter((row) => row.client_id !== clientId),
  );
}
