import type { BackendClient } from '@/lib/supabase';
import type { FetcherStore } from '@nanostores/query';
import type { SaveOutcome } from '@/lib/journal/autosave';
import { getOutbox } from '@/lib/journal/outbox';
import { flushOutbox, saveThroughOutbox } from '@/lib/journal/sync';
import { keyString, prefixes, queryKeys } from '@/lib/queries/keys';
import { deleteMood, importMoods, listMoods, type MoodInput, type MoodLog } from '@/lib/queries/mood';
import {
  createFetcherStore,
  createMutatorStore,
  isOnline,
  keyPrefix,
  revalidateKeys,
  type MutationArgs,
  type QueryError,
} from '@/lib/query-cache';
import { getSupabase } from '@/lib/supabase';

const sortNewest = (logs: MoodLog[]) => [...logs].sort((a, b) => b.logged_at.localeCompare(a.logged_at));
const since = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

/** Check-ins of the last `days` days, with the ones still waiting on this device (empty `id`). */
async function readMoods(client: BackendClient, userId: string, days: number): Promise<MoodLog[]> {
  const [rows, pending] = await Promise.all([listMoods(client, since(days)), getOutbox().list({ table: 'mood_logs', userId })]);
  const known = new Set(rows.map((row) => row.client_id));
  const waiting = pending.filter((item) => !known.has(item.clientId)).map((item) => ({ id: '', ...item.payload }) as MoodLog);
  return sortNewest([...rows, ...waiting]);
}

/**
 * Haven cannot be reached: the check-ins saved on this device (still within the range), with
 * the outbox as it is now on top. Nothing saved: the failure stands.
 */
async function moodsOffline(saved: MoodLog[] | undefined, userId: string, days: number): Promise<MoodLog[] | undefined> {
  if (!saved) return undefined;
  const pending = await getOutbox().list({ table: 'mood_logs', userId });
  const waiting = pending.map((item) => ({ id: '', ...item.payload }) as MoodLog);
  const waitingIds = new Set(waiting.map((log) => log.client_id));
  const from = Date.now() - days * 86_400_000;
  return sortNewest([...saved.filter((log) => !waitingIds.has(log.client_id) && Date.parse(log.logged_at) >= from), ...waiting]);
}

const deviceLists = new Map<number, FetcherStore<MoodLog[], QueryError>>();

/**
 * The member's check-ins of the last `days` days, newest first, including those still waiting
 * on this device (their `id` is empty). Islands asking for the same range share one request.
 */
export function moodsQuery(days: number): FetcherStore<MoodLog[], QueryError> {
  let store = deviceLists.get(days);
  if (!store) {
    store = createFetcherStore<MoodLog[]>(
      queryKeys.moods(days, { device: true }),
      (client, _prefix, userId) => readMoods(client, String(userId), days),
      { keepOnDevice: { offline: (saved, _prefix, userId) => moodsOffline(saved, String(userId), days) } },
    );
    deviceLists.set(days, store);
  }
  return store;
}

/** The dashboard's check-ins: the chart's month and a couple of days more. */
export const $recentMoods = moodsQuery(32);

/** A year of check-ins from the database (insights). */
export const $yearMoods = createFetcherStore<MoodLog[]>(queryKeys.moods(365), (client) => listMoods(client, since(365)));

/** Changes every cached device list of `userId` in place (no refetch): the change is known. */
function updateLists(args: Pick<MutationArgs<unknown>, 'getCacheUpdater'>, userId: string, change: (logs: MoodLog[]) => MoodLog[]) {
  for (const days of deviceLists.keys()) {
    const [update, current] = args.getCacheUpdater<MoodLog[]>(keyString(queryKeys.moods(days, { device: true, user: userId })), false);
    if (current) update(sortNewest(change(current)));
  }
}

function cachedLog(args: Pick<MutationArgs<unknown>, 'getCacheUpdater'>, userId: string, clientId: string): MoodLog | undefined {
  for (const days of deviceLists.keys()) {
    const [, current] = args.getCacheUpdater<MoodLog[]>(keyString(queryKeys.moods(days, { device: true, user: userId })), false);
    const found = current?.find((log) => log.client_id === clientId);
    if (found) return found;
  }
  return undefined;
}

export interface MoodSave {
  userId: string;
  input: MoodInput;
}

/**
 * Saves a check-in (new or edited). It shows at once; when offline it is kept on this device
 * and sent later (that is not a failure). Saving the same `client_id` twice never makes a copy.
 * A saved check-in refreshes every check-in list on the page.
 */
export const $saveMood = createMutatorStore<MoodSave, SaveOutcome>(
  async (args) => {
    const { userId, input } = args.data;
    const previous = cachedLog(args, userId, input.client_id);
    const outcome = await saveThroughOutbox(args.client, getOutbox(), {
      table: 'mood_logs',
      clientId: input.client_id,
      userId,
      payload: { ...input },
    });
    // A new check-in that reached the database arrives with its id in the refetch.
    if (outcome.status === 'offline' || (outcome.status === 'saved' && previous)) {
      const log: MoodLog = { ...(previous ?? { id: '' }), ...input };
      updateLists(args, userId, (logs) => [...logs.filter((other) => other.client_id !== input.client_id), log]);
    }
    return outcome;
  },
  {
    name: 'mood.save',
    invalidates: (_data, outcome) => (outcome?.status === 'saved' || (outcome === undefined && isOnline()) ? [prefixes.moods] : []),
    errorToast: { title: 'Your check-in did not save' },
  },
);

/**
 * Deletes a check-in. Fails with a reason the dialog shows (no toast) when it cannot; a
 * check-in that never left this device is gone once it leaves the outbox.
 */
export const $removeMood = createMutatorStore<{ userId: string; clientId: string }, 'deleted' | 'local'>(
  async (args) => {
    const { userId, clientId } = args.data;
    const localOnly = cachedLog(args, userId, clientId)?.id === '';
    await getOutbox().remove('mood_logs', clientId);
    let result: 'deleted' | 'local' = 'deleted';
    try {
      await deleteMood(args.client, clientId);
    } catch {
      if (!localOnly) throw new Error('Haven could not delete this check-in right now. Check your connection and try again.');
      result = 'local';
    }
    updateLists(args, userId, (logs) => logs.filter((log) => log.client_id !== clientId));
    return result;
  },
  {
    name: 'mood.delete',
    invalidates: (_data, result) => (result === 'deleted' || (result === undefined && isOnline()) ? [prefixes.moods] : []),
    errorToast: false,
  },
);

/**
 * Adds check-ins from a file that are not there yet; resolves to how many were new. The
 * import panel says why when it fails (no toast).
 */
export const $importMoods = createMutatorStore<{ userId: string; rows: MoodInput[] }, number>(
  ({ client, data }) => importMoods(client, data.userId, data.rows),
  { name: 'mood.import', invalidates: [prefixes.moods], errorToast: false },
);

/**
 * Refetches the keys under `prefix` once the fetches under way in `stores` have finished
 * (an answer already on its way may predate the change, and a running fetch is not repeated).
 */
export async function refreshWhenSettled(prefix: string, stores: Iterable<FetcherStore>): Promise<void> {
  const running = [...stores].flatMap((store) => {
    const promise = store.get().promise;
    return promise ? [promise.catch(() => undefined)] : [];
  });
  await Promise.all(running);
  revalidateKeys(keyPrefix(prefix));
}

/** Sends check-ins and entries waiting on this device; call when the browser is back online. */
export async function syncPending(userId: string): Promise<void> {
  const result = await flushOutbox(getSupabase(), getOutbox(), userId);
  if (result.synced.some((item) => item.table === 'mood_logs')) await refreshWhenSettled(prefixes.moods, deviceLists.values());
  if (result.synced.some((item) => item.table === 'journal_entries')) revalidateKeys(keyPrefix(prefixes.journal));
}
