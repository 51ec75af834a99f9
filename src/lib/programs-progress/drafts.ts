import type { ProgressData } from './types';

/**
 * Unsaved worksheet text, kept on this device until the database has it. A draft exists only
 * while a save is pending or has failed, so typed words survive a reload, a lost connection or
 * a closed tab, and nothing lingers here once it is stored in the member's account.
 */
const prefix = 'haven-program-draft:';

export interface Draft {
  data: ProgressData;
  /** Milliseconds since the epoch when it was typed. */
  savedAt: number;
}

export function draftKey(enrolmentId: string, week: number, kind: string, key: string) {
  return `${prefix}${enrolmentId}:${week}:${kind}:${key}`;
}

export function readDraft(key: string): Draft | null {
  try {
    const draft = JSON.parse(localStorage.getItem(key) ?? 'null') as Draft | null;
    return draft && typeof draft.savedAt === 'number' && typeof draft.data === 'object' ? draft : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, data: ProgressData, savedAt = Date.now()) {
  try {
    localStorage.setItem(key, JSON.stringify({ data, savedAt } satisfies Draft));
  } catch {
    // Storage full or blocked (private mode): the debounced save to the account still runs.
  }
}

/** Forgets the draft, unless it was typed after `typedAt` (a newer one is still pending). */
export function clearDraft(key: string, typedAt?: number) {
  const draft = readDraft(key);
  if (draft && typedAt !== undefined && draft.savedAt > typedAt) return;
  localStorage.removeItem(key);
}

/**
 * What to show when a worksheet opens: the local draft when it is newer than what the account
 * holds (it was typed here and never reached the server), otherwise the stored data.
 */
export function pickNewer(
  stored: ProgressData | undefined,
  storedAt: string | undefined,
  draft: Draft | null,
): { data: ProgressData; unsynced: boolean } {
  const storedMs = storedAt ? Date.parse(storedAt) : 0;
  if (draft && draft.savedAt > storedMs) return { data: draft.data, unsynced: true };
  return { data: stored ?? {}, unsynced: false };
}
