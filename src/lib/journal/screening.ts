import type { BackendClient } from '@/lib/supabase';
import { markReferred, wasReferred, type ScreenResult } from '@/lib/journal/safety';
import { countWords } from '@/lib/journal/stats';
import { recordJournalReferral, screenOnServer } from '@/lib/queries/journal';
import { isOnline } from '@/lib/query-cache';

/**
 * The journal's crisis screen beyond the instant in-browser rules: the server's full screen
 * after a pause in typing, and the anonymous count of a crisis shown, once per entry.
 */

const rank = { none: 0, concern: 1, crisis: 2 } as const;

/** Whether `next` is a higher level of concern than `current`. */
export function isHigher(next: ScreenResult, current: ScreenResult): boolean {
  return rank[next.level] > rank[current.level];
}

const referring = new Set<string>();

/** Counts one showing of crisis resources for this entry (anonymously), unless it was counted already. */
export function countReferralOnce(client: BackendClient, clientId: string) {
  if (wasReferred(clientId) || referring.has(clientId)) return;
  referring.add(clientId);
  recordJournalReferral(client)
    .then(() => markReferred(clientId))
    // Offline: counted on a later save of this entry.
    .catch(() => undefined)
    .finally(() => referring.delete(clientId));
}

/** Pause in typing before the entry is screened on the server too. */
const serverScreenDelayMs = 1500;

/**
 * Screens text on the server with the learned layer, which reads what rules miss, after a pause
 * in typing and when online. A new call within the pause replaces the one waiting; the same text
 * is not sent twice in a row; an unreachable screen is silent (the in-browser result stands).
 */
export function createServerScreen(client: () => BackendClient) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastText = '';
  return (text: string, onResult: (result: ScreenResult) => void) => {
    clearTimeout(timer);
    if (!isOnline() || text === lastText || countWords(text) < 3) return;
    timer = setTimeout(() => {
      lastText = text;
      screenOnServer(client(), text)
        .then(onResult)
        // Unreachable: the in-browser screen stands.
        .catch(() => undefined);
    }, serverScreenDelayMs);
  };
}
