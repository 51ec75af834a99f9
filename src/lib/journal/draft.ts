import type { PromptKind } from './prompts';

/** The entry being written, as kept on the device after every keystroke. */
export interface Draft {
  clientId: string;
  title: string;
  body: string;
  tags: string[];
  moodLogId: string | null;
  promptKind: PromptKind | null;
  promptText: string | null;
  programWeekId: string | null;
  /** When the entry was started (ISO); kept as its `created_at`. */
  createdAt: string;
}

export const draftStorageKey = 'haven-journal-draft';

export function newDraft(now = new Date()): Draft {
  return {
    clientId: crypto.randomUUID(),
    title: '',
    body: '',
    tags: [],
    moodLogId: null,
    promptKind: null,
    promptText: null,
    programWeekId: null,
    createdAt: now.toISOString(),
  };
}

export function isEmptyDraft(draft: Pick<Draft, 'title' | 'body'>): boolean {
  return draft.title.trim() === '' && draft.body.trim() === '';
}

/** Keeps the open entry for this user; synchronous so it survives a reload at any moment. */
export function storeDraft(userId: string, draft: Draft, storage: Storage = localStorage) {
  try {
    storage.setItem(draftStorageKey, JSON.stringify({ userId, draft }));
  } catch {
    // Storage full or disabled: the debounced save to the database still runs.
  }
}

/** The open entry kept for this user, if any (another user's draft is ignored). */
export function readDraft(userId: string, storage: Storage = localStorage): Draft | null {
  try {
    const stored = JSON.parse(storage.getItem(draftStorageKey) ?? 'null') as { userId?: string; draft?: Draft } | null;
    if (!stored || stored.userId !== userId || !stored.draft || typeof stored.draft.clientId !== 'string') return null;
    return { ...newDraft(), ...stored.draft };
  } catch {
    return null;
  }
}

/**
 * Notes that the open entry, exactly as kept, has reached Haven (a later edit stores it again,
 * unsaved), so a sign-out need not hold back for it.
 */
export function markDraftSaved(draft: Draft, storage: Storage = localStorage) {
  try {
    const stored = JSON.parse(storage.getItem(draftStorageKey) ?? 'null') as { userId?: string; draft?: Draft } | null;
    if (stored?.draft && JSON.stringify(stored.draft) === JSON.stringify(draft)) {
      storage.setItem(draftStorageKey, JSON.stringify({ ...stored, saved: true }));
    }
  } catch {
    // Nothing kept, or storage unavailable: nothing to note.
  }
}

/** The open entry kept for this user when it has not been noted as reached Haven. */
export function readUnsavedDraft(userId: string, storage: Storage = localStorage): Draft | null {
  try {
    if ((JSON.parse(storage.getItem(draftStorageKey) ?? 'null') as { saved?: boolean } | null)?.saved) return null;
  } catch {
    return null;
  }
  return readDraft(userId, storage);
}

export function clearDraft(storage: Storage = localStorage) {
  storage.removeItem(draftStorageKey);
}

/** The `journal_entries` columns a draft writes. */
export function draftRow(draft: Draft) {
  return {
    client_id: draft.clientId,
    title: draft.title.trim() || null,
    body: draft.body,
    tags: draft.tags,
    mood_log_id: draft.moodLogId,
    prompt_kind: draft.promptKind,
    prompt_text: draft.promptText,
    program_week_id: draft.programWeekId,
    created_at: draft.createdAt,
  };
}
