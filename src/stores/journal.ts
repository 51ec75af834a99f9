import { atom } from 'nanostores';
import { createAutosaver, type Autosaver, type SaveOutcome, type SaveStatus } from '@/lib/journal/autosave';
import { clearDraft, draftRow, isEmptyDraft, newDraft, readDraft, storeDraft, type Draft } from '@/lib/journal/draft';
import { getOutbox } from '@/lib/journal/outbox';
import type { Prompt, ProgramWeekPrompts } from '@/lib/journal/prompts';
import { markReferred, screenText, wasReferred, type ScreenResult } from '@/lib/journal/safety';
import { countWords } from '@/lib/journal/stats';
import { flushOutbox, saveThroughOutbox } from '@/lib/journal/sync';
import { activeEnrolment } from '@/lib/queries/dashboard';
import {
  deleteEntry,
  entryStats,
  listEntries,
  programWeek,
  recordJournalReferral,
  searchEntries,
  type EntryStatRow,
  type JournalEntry,
} from '@/lib/queries/journal';
import { getSupabase } from '@/lib/supabase';

/** The entry open in the editor. */
export const $draft = atom<Draft>(newDraft());
export const $saveStatus = atom<{ status: SaveStatus; message?: string | undefined }>({ status: 'idle' });
/** Recent entries, newest first, including ones still waiting on this device. */
export const $entries = atom<JournalEntry[]>([]);
/** `client_id`s of entries kept on this device and not yet in the database. */
export const $pending = atom<ReadonlySet<string>>(new Set());
export const $entryStats = atom<EntryStatRow[]>([]);
export const $journalState = atom<'loading' | 'ready' | 'error'>('loading');
/** The crisis screen of the open entry; it stays raised until another entry is opened. */
export const $crisis = atom<ScreenResult>({ level: 'none', categories: [] });
export const $programWeek = atom<ProgramWeekPrompts | null>(null);
export const $searchResults = atom<{ query: string; entries: JournalEntry[] } | null>(null);

/** Pause in typing before a save to the database. */
export const autosaveDelayMs = 800;

let userId = '';
let saver: Autosaver<Draft> | null = null;

const rank = { none: 0, concern: 1, crisis: 2 } as const;

const referring = new Set<string>();

/** Screens the entry; crisis language raises the card and is counted once per entry (anonymously). */
function screen(draft: Draft) {
  const result = screenText(`${draft.title}\n${draft.body}`);
  if (rank[result.level] > rank[$crisis.get().level]) $crisis.set(result);
  const id = draft.clientId;
  if (result.level === 'crisis' && !wasReferred(id) && !referring.has(id)) {
    referring.add(id);
    recordJournalReferral(getSupabase())
      .then(() => markReferred(id))
      // Offline: counted on a later save of this entry.
      .catch(() => undefined)
      .finally(() => referring.delete(id));
  }
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

/** Puts the draft into the list and the statistics straight away. */
function showLocally(draft: Draft) {
  const existing = $entries.get().find((entry) => entry.client_id === draft.clientId);
  const entry = entryFromDraft(draft, existing);
  $entries.set([entry, ...$entries.get().filter((other) => other !== existing)].sort((a, b) => b.created_at.localeCompare(a.created_at)));
  const stat = { client_id: entry.client_id, created_at: entry.created_at, word_count: entry.word_count, tags: entry.tags };
  $entryStats.set([stat, ...$entryStats.get().filter((other) => other.client_id !== entry.client_id)]);
}

async function save(draft: Draft): Promise<SaveOutcome> {
  screen(draft);
  showLocally(draft);
  $pending.set(new Set([...$pending.get(), draft.clientId]));
  const outcome = await saveThroughOutbox(getSupabase(), getOutbox(), {
    table: 'journal_entries',
    clientId: draft.clientId,
    userId,
    payload: draftRow(draft),
  });
  if (outcome.status === 'saved') $pending.set(new Set([...$pending.get()].filter((id) => id !== draft.clientId)));
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
    if (!isEmptyDraft(restored)) saver.change(restored);
  } else {
    $draft.set(newDraft());
    $saveStatus.set({ status: 'idle' });
  }
  const online = () => void syncNow();
  window.addEventListener('online', online);
  await Promise.all([refreshEntries(), loadProgramWeek()]);
  await syncNow();
  return () => {
    window.removeEventListener('online', online);
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
  }
  if (result.synced.length > 0) await refreshEntries();
}

/** Re-reads entries and statistics; entries still on this device are kept in the list. */
export async function refreshEntries(): Promise<void> {
  try {
    const client = getSupabase();
    const [entries, stats, pending] = await Promise.all([
      listEntries(client),
      entryStats(client),
      getOutbox().list({ table: 'journal_entries', userId }),
    ]);
    const waiting = pending.map((item) => {
      const row = item.payload as Omit<JournalEntry, 'id' | 'word_count' | 'updated_at'>;
      return { ...row, id: '', word_count: countWords(row.body), updated_at: item.queuedAt };
    });
    const waitingIds = new Set(waiting.map((entry) => entry.client_id));
    const server = entries.filter((entry) => !waitingIds.has(entry.client_id));
    $entries.set([...waiting, ...server].sort((a, b) => b.created_at.localeCompare(a.created_at)));
    $entryStats.set([...waiting, ...stats.filter((row) => !waitingIds.has(row.client_id))]);
    $pending.set(waitingIds);
    $journalState.set('ready');
  } catch {
    $journalState.set($entries.get().length ? 'ready' : 'error');
  }
}

async function loadProgramWeek() {
  try {
    const client = getSupabase();
    const enrolment = await activeEnrolment(client);
    const week = enrolment ? await programWeek(client, enrolment.programId, enrolment.week) : null;
    $programWeek.set(
      enrolment && week ? { id: week.id, week: week.week, programTitle: enrolment.program.title, reflection: week.reflection } : null,
    );
  } catch {
    $programWeek.set(null);
  }
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
  screen(draft);
}

export function newEntry() {
  return switchTo(newDraft(), 'idle');
}

export function openEntry(entry: JournalEntry) {
  return switchTo(
    {
      clientId: entry.client_id,
      title: entry.title ?? '',
      body: entry.body,
      tags: entry.tags,
      moodLogId: entry.mood_log_id,
      promptKind: (entry.prompt_kind as Draft['promptKind']) ?? null,
      promptText: entry.prompt_text,
      programWeekId: entry.program_week_id,
      createdAt: entry.created_at,
    },
    $pending.get().has(entry.client_id) ? 'offline' : 'saved',
  );
}

/** Deletes an entry here and in the database; throws with a reason when it cannot. */
export async function removeEntry(clientId: string): Promise<void> {
  const wasPending = $pending.get().has(clientId);
  // Let a save in flight finish first, so it cannot bring the entry back after the delete.
  if ($draft.get().clientId === clientId) await saver?.flush();
  await getOutbox().remove('journal_entries', clientId);
  try {
    await deleteEntry(getSupabase(), clientId);
  } catch {
    if (!wasPending) throw new Error('Haven could not delete this entry right now. Check your connection and try again.');
  }
  $entries.set($entries.get().filter((entry) => entry.client_id !== clientId));
  $entryStats.set($entryStats.get().filter((entry) => entry.client_id !== clientId));
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
