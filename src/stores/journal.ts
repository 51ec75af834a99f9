import { atom, computed, onMount } from 'nanostores';
import { createAutosaver, type Autosaver, type SaveOutcome, type SaveStatus } from '@/lib/journal/autosave';
import {
  clearDraft,
  draftRow,
  isEmptyDraft,
  markDraftSaved,
  newDraft,
  readDraft,
  readUnsavedDraft,
  storeDraft,
  type Draft,
} from '@/lib/journal/draft';
import {
  cachedList,
  draftFromEntry,
  dropLocally,
  entriesOffline,
  readEntries,
  readStats,
  showLocally,
  statsOffline,
  type EntryList,
} from '@/lib/journal/entry-list';
import { getOutbox } from '@/lib/journal/outbox';
import type { Prompt, ProgramWeekPrompts } from '@/lib/journal/prompts';
import { screenText, type ScreenResult } from '@/lib/journal/safety';
import { countReferralOnce, createServerScreen, isHigher } from '@/lib/journal/screening';
import { flushOutbox, saveThroughOutbox } from '@/lib/journal/sync';
import { currentWeekPrompts, deleteEntry, searchEntries, type EntryStatRow, type JournalEntry } from '@/lib/queries/journal';
import { prefixes, queryKeys } from '@/lib/queries/keys';
import { createFetcherStore, createMutatorStore, isOnline, keyPrefix, revalidateKeys } from '@/lib/query-cache';
import { getSupabase } from '@/lib/supabase';
import { refreshWhenSettled } from '@/stores/mood';
import { whenSignInRenewed } from '@/stores/session';

/** The journal's list (shared by the editor and the list). */
export const $entryList = createFetcherStore<EntryList>(
  queryKeys.journalEntries(),
  (client, _prefix, userId) => readEntries(client, String(userId)),
  { keepOnDevice: { offline: (saved, _prefix, userId) => entriesOffline(saved, String(userId)) } },
);
/** What the statistics need from every entry, with entries still waiting on this device. */
export const $entryStatRows = createFetcherStore<EntryStatRow[]>(
  queryKeys.journalStats(),
  (client, _prefix, userId) => readStats(client, String(userId)),
  { keepOnDevice: { offline: (saved, _prefix, userId) => statsOffline(saved, String(userId)) } },
);
/** The current program week's reflection questions; none when it cannot be read (silent). */
const $journalWeek = createFetcherStore<ProgramWeekPrompts | null>(queryKeys.journalWeek(), (client) => currentWeekPrompts(client));

/** The entry open in the editor. */
export const $draft = atom<Draft>(newDraft());
export const $saveStatus = atom<{ status: SaveStatus; message?: string | undefined }>({ status: 'idle' });
const noEntries: JournalEntry[] = [];
/** Recent entries, newest first, including ones still waiting on this device. */
export const $entries = computed($entryList, (list) => list.data?.entries ?? noEntries);
/** Why the list is incomplete: 'unreachable' (only this device's entries) or 'failed' (none could be read). */
export const $entryListProblem = computed($entryList, (list): 'unreachable' | 'failed' | null =>
  list.error ? 'failed' : list.data?.unreachable ? 'unreachable' : null,
);
/** `client_id`s of entries kept on this device and not yet in the database. */
export const $pending = computed($entryList, (list): ReadonlySet<string> => new Set(list.data?.pending));
/** The statistics' rows: follows `$entryStatRows` while shown (settable on its own in tests). */
export const $entryStats = atom<EntryStatRow[]>([]);
onMount($entryStats, () =>
  $entryStatRows.subscribe(({ data }) => {
    if (data) $entryStats.set(data);
  }),
);
export const $journalState = computed([$entryList, $entryStatRows], (list, stats) =>
  list.data && stats.data ? 'ready' : (list.error && !list.data) || (stats.error && !stats.data) ? 'error' : 'loading',
);
/** The crisis screen of the open entry; it stays raised until another entry is opened. */
export const $crisis = atom<ScreenResult>({ level: 'none', categories: [] });
export const $programWeek = computed($journalWeek, (week) => week.data ?? null);
export const $searchResults = atom<{ query: string; entries: JournalEntry[] } | null>(null);

/** Pause in typing before a save to the database. */
export const autosaveDelayMs = 800;

let userId = '';
let saver: Autosaver<Draft> | null = null;

const screenOnServer = createServerScreen(getSupabase);

/** Raises the crisis notice to `result` when it is higher, counting a crisis once per entry (anonymously). */
function raise(result: ScreenResult, id: string) {
  if (isHigher(result, $crisis.get())) $crisis.set(result);
  if (result.level === 'crisis') countReferralOnce(getSupabase(), id);
}

/**
 * Screens the entry: at once in the browser with the phrase rules, then, after a pause in
 * typing and when online, on the server with the learned layer, which reads what rules miss.
 */
function screen(draft: Draft) {
  const text = `${draft.title}\n${draft.body}`;
  raise(screenText(text), draft.clientId);
  screenOnServer(text, (result) => {
    if ($draft.get().clientId === draft.clientId) raise(result, draft.clientId);
  });
}

/**
 * Saves the open entry through the outbox: it shows in the list and statistics at once, and is
 * kept on this device when Haven cannot be reached (that is not a failure). The list and
 * statistics are updated in place rather than refetched after every pause in typing; the
 * entries insights read are refetched.
 */
const $saveEntry = createMutatorStore<{ userId: string; draft: Draft }, SaveOutcome>(
  async (args) => {
    const { userId: user, draft } = args.data;
    showLocally(args, user, draft, true);
    const outcome = await saveThroughOutbox(args.client, getOutbox(), {
      table: 'journal_entries',
      clientId: draft.clientId,
      userId: user,
      payload: draftRow(draft),
    });
    if (outcome.status === 'saved') showLocally(args, user, draft, false);
    return outcome;
  },
  {
    name: 'journal.save',
    invalidates: (_data, outcome) => (outcome?.status === 'saved' || (outcome === undefined && isOnline()) ? [prefixes.journalText] : []),
    // The save status beside the editor says what happened.
    errorToast: false,
  },
);

/** Deletes an entry here and in the database; the dialog shows the reason when it cannot (no toast). */
const $removeEntry = createMutatorStore<{ userId: string; clientId: string }, 'deleted' | 'local'>(
  async (args) => {
    const { userId: user, clientId } = args.data;
    const wasPending = cachedList(args, user)?.pending.includes(clientId) ?? false;
    await getOutbox().remove('journal_entries', clientId);
    let result: 'deleted' | 'local' = 'deleted';
    try {
      await deleteEntry(args.client, clientId);
    } catch {
      if (!wasPending) throw new Error('Haven could not delete this entry right now. Check your connection and try again.');
      result = 'local';
    }
    dropLocally(args, user, clientId);
    return result;
  },
  {
    name: 'journal.delete',
    invalidates: (_data, result) => (result === 'deleted' || (result === undefined && isOnline()) ? [prefixes.journal] : []),
    errorToast: false,
  },
);

async function save(draft: Draft): Promise<SaveOutcome> {
  screen(draft);
  const outcome = await $saveEntry.mutate({ userId, draft });
  // The autosaver shows a thrown save as kept on this device, with the reason.
  if (!outcome) throw $saveEntry.get().error ?? new Error('The entry could not be saved yet.');
  // A sign-out then need not wait for it (src/lib/journal/unsent.ts).
  if (outcome.status === 'saved') markDraftSaved(draft);
  return outcome;
}

/** Loads entries, statistics and the current program week, and restores the open draft. */
export async function startJournal(user: string): Promise<() => void> {
  userId = user;
  saver?.dispose();
  saver = createAutosaver({ delayMs: autosaveDelayMs, save, onStatus: (status, message) => $saveStatus.set({ status, message }) });
  const restored = readDraft(user);
  $crisis.set({ level: 'none', categories: [] });
  if (restored) {
    $draft.set(restored);
    screen(restored);
    // Noted as reached Haven just as it is: sending it again would only make it wait offline.
    if (!readUnsavedDraft(user)) $saveStatus.set({ status: 'saved' });
    else if (!isEmptyDraft(restored)) saver.change(restored);
  } else {
    $draft.set(newDraft());
    $saveStatus.set({ status: 'idle' });
  }
  const online = () => void syncNow();
  window.addEventListener('online', online);
  const stopRenewed = whenSignInRenewed(online);
  // The list, statistics and program week load through the page's cache as they are shown.
  await syncNow();
  return () => {
    window.removeEventListener('online', online);
    stopRenewed();
    void saver?.flush();
  };
}

/** Sends entries kept on this device (after a save or when the connection returns), then re-reads the list. */
export async function syncNow(): Promise<void> {
  await saver?.flush();
  const result = await flushOutbox(getSupabase(), getOutbox(), userId);
  const open = $draft.get().clientId;
  if (result.synced.some((item) => item.clientId === open) && !(await getOutbox().get('journal_entries', open))) {
    $saveStatus.set({ status: 'saved' });
    markDraftSaved($draft.get());
  }
  if (result.synced.some((item) => item.table === 'mood_logs')) revalidateKeys(keyPrefix(prefixes.moods));
  if (result.synced.some((item) => item.table === 'journal_entries'))
    await refreshWhenSettled(prefixes.journal, [$entryList, $entryStatRows]);
}

/** Every change to the open entry: kept on this device at once, saved after a pause. */
export function editDraft(patch: Partial<Omit<Draft, 'clientId' | 'createdAt'>>) {
  const next = { ...$draft.get(), ...patch };
  $draft.set(next);
  storeDraft(userId, next);
  const known = $entries.get().some((entry) => entry.client_id === next.clientId);
  if (!isEmptyDraft(next) || known) saver?.change(next);
}

/** Starts from a prompt; the thought record fills an empty entry with its steps. */
export function applyPrompt(prompt: Prompt) {
  const draft = $draft.get();
  editDraft({
    promptKind: prompt.kind,
    promptText: prompt.text,
    programWeekId: prompt.programWeekId ?? null,
    ...(prompt.template && draft.body.trim() === '' ? { body: prompt.template } : {}),
  });
}

export function clearPrompt() {
  editDraft({ promptKind: null, promptText: null, programWeekId: null });
}

async function switchTo(draft: Draft, status: SaveStatus) {
  await saver?.flush();
  $crisis.set({ level: 'none', categories: [] });
  $draft.set(draft);
  $saveStatus.set({ status });
  if (status === 'idle') clearDraft();
  else storeDraft(userId, draft);
  if (status === 'saved') markDraftSaved(draft);
  screen(draft);
}

export function newEntry() {
  return switchTo(newDraft(), 'idle');
}

export function openEntry(entry: JournalEntry) {
  return switchTo(draftFromEntry(entry), $pending.get().has(entry.client_id) ? 'offline' : 'saved');
}

/** Deletes an entry here and in the database; throws with a reason when it cannot. */
export async function removeEntry(clientId: string): Promise<void> {
  // Let a save in flight finish first, so it cannot bring the entry back after the delete.
  if ($draft.get().clientId === clientId) await saver?.flush();
  if (!(await $removeEntry.mutate({ userId, clientId }))) {
    throw new Error(
      $removeEntry.get().error?.message ?? 'Haven could not delete this entry right now. Check your connection and try again.',
    );
  }
  if ($draft.get().clientId === clientId) await newEntry();
}

/** Full-text search of the user's entries; an empty query clears the results. */
export async function search(query: string): Promise<void> {
  const trimmed = query.trim();
  if (!trimmed) {
    $searchResults.set(null);
    return;
  }
  const entries = await searchEntries(getSupabase(), trimmed);
  $searchResults.set({ query: trimmed, entries });
}
