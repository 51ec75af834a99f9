import { atom } from 'nanostores';
import type { SaveOutcome } from '@/lib/journal/autosave';
import { getOutbox } from '@/lib/journal/outbox';
import { flushOutbox, saveThroughOutbox } from '@/lib/journal/sync';
import { deleteMood, listMoods, type MoodInput, type MoodLog } from '@/lib/queries/mood';
import { getSupabase } from '@/lib/supabase';

/** Recent check-ins, newest first; check-ins waiting to sync carry an empty `id`. */
export const $moods = atom<MoodLog[]>([]);
export const $moodsState = atom<'loading' | 'ready' | 'error'>('loading');

let loadedDays = 0;

const sortNewest = (logs: MoodLog[]) => [...logs].sort((a, b) => b.logged_at.localeCompare(a.logged_at));

/** Check-ins of the last `days` days, with the ones still waiting on this device. */
export async function loadMoods(userId: string, days = 32): Promise<void> {
  loadedDays = Math.max(loadedDays, days);
  try {
    const since = new Date(Date.now() - loadedDays * 86_400_000).toISOString();
    const [rows, pending] = await Promise.all([listMoods(getSupabase(), since), getOutbox().list({ table: 'mood_logs', userId })]);
    const known = new Set(rows.map((row) => row.client_id));
    const waiting = pending.filter((item) => !known.has(item.clientId)).map((item) => ({ id: '', ...item.payload }) as MoodLog);
    $moods.set(sortNewest([...rows, ...waiting]));
    $moodsState.set('ready');
  } catch {
    $moodsState.set($moods.get().length ? 'ready' : 'error');
  }
}

/**
 * Saves a check-in (new or edited). It shows at once; when offline it is kept on this device
 * and sent later. Saving the same `client_id` twice never makes a copy.
 */
export async function saveMood(userId: string, input: MoodInput): Promise<SaveOutcome> {
  const previous = $moods.get().find((log) => log.client_id === input.client_id);
  const replace = (log: MoodLog) => $moods.set(sortNewest([...$moods.get().filter((other) => other.client_id !== log.client_id), log]));
  if (previous) replace({ ...previous, ...input });
  const outcome = await saveThroughOutbox(getSupabase(), getOutbox(), {
    table: 'mood_logs',
    clientId: input.client_id,
    userId,
    payload: { ...input },
  });
  if (outcome.status === 'saved') await loadMoods(userId);
  else if (outcome.status === 'offline' && !previous) replace({ id: '', ...input });
  return outcome;
}

/** Deletes a check-in; throws with a reason when it cannot. */
export async function removeMood(clientId: string): Promise<void> {
  const localOnly = $moods.get().some((log) => log.client_id === clientId && log.id === '');
  await getOutbox().remove('mood_logs', clientId);
  try {
    await deleteMood(getSupabase(), clientId);
  } catch {
    // A check-in that never left this device is gone once it leaves the outbox.
    if (!localOnly) throw new Error('Haven could not delete this check-in right now. Check your connection and try again.');
  }
  $moods.set($moods.get().filter((log) => log.client_id !== clientId));
}

/** Sends check-ins and entries waiting on this device; call when the browser is back online. */
export async function syncPending(userId: string): Promise<void> {
  const result = await flushOutbox(getSupabase(), getOutbox(), userId);
  if (result.synced.some((item) => item.table === 'mood_logs')) await loadMoods(userId);
}
