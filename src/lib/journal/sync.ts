import { sendsAsMember, type BackendClient } from '@/lib/supabase';
import type { SaveOutcome } from './autosave';
import type { Outbox, OutboxItem } from './outbox';

export interface SyncResult {
  synced: OutboxItem[];
  /** Writes that could not be sent now (offline, server busy); they stay queued. */
  waiting: OutboxItem[];
  /** Writes the server refused; they stay queued so nothing is lost, with the reason. */
  refused: { item: OutboxItem; message: string }[];
}

/** Status codes worth retrying later: no connection, expired session, rate limit, server trouble. */
export function isTransient(status: number): boolean {
  return status === 0 || status === 401 || status === 408 || status === 429 || status >= 500;
}

/** Sends one pending write (an upsert on `user_id, client_id`). */
export async function sendItem(client: BackendClient, item: OutboxItem) {
  try {
    const { error, status } = await client
      .from(item.table)
      .upsert({ ...item.payload, client_id: item.clientId, user_id: item.userId }, { onConflict: 'user_id,client_id' });
    return error ? { ok: false as const, transient: isTransient(status), message: error.message } : { ok: true as const };
  } catch (error) {
    return { ok: false as const, transient: true, message: (error as Error).message };
  }
}

let running: Promise<SyncResult> | null = null;

/**
 * Sends every pending write of `userId`, oldest first, removing each one that arrived (unless it
 * was edited again meanwhile). One flush runs at a time; a second call joins the first. Nothing
 * is sent without the member's own token (their sign-in not yet renewed offline): it all waits.
 */
export function flushOutbox(client: BackendClient, outbox: Outbox, userId: string): Promise<SyncResult> {
  running ??= (async () => {
    const result: SyncResult = { synced: [], waiting: [], refused: [] };
    try {
      const items = await outbox.list({ userId });
      if (items.length > 0 && !(await sendsAsMember(client, userId))) {
        result.waiting.push(...items);
        return result;
      }
      for (const item of items) {
        const sent = await sendItem(client, item);
        if (sent.ok) {
          await outbox.remove(item.table, item.clientId, item.revision);
          result.synced.push(item);
        } else if (sent.transient) {
          result.waiting.push(item);
        } else {
          result.refused.push({ item, message: sent.message });
        }
      }
      return result;
    } finally {
      running = null;
    }
  })();
  return running;
}

/** A refusal from the server in words a person can act on. */
export function explainRefusal(message: string): string {
  if (/title/.test(message) && /check/.test(message)) return 'The title is too long: keep it to 200 characters.';
  if (/body/.test(message) && /check/.test(message)) return 'The entry is too long to save in one piece: split it into two entries.';
  if (/note/.test(message) && /check/.test(message)) return 'The note is too long: keep it to 2,000 characters.';
  if (/row-level security|permission/i.test(message))
    return 'Haven could not confirm it is you. Sign in again; your words stay on this device.';
  return `Haven could not save this: ${message}`;
}

/**
 * Queues a row in the outbox and tries to send it at once. `saved` means it reached the
 * database; `offline` means it is kept on this device and will be sent later.
 */
export async function saveThroughOutbox(
  client: BackendClient,
  outbox: Outbox,
  item: Pick<OutboxItem, 'table' | 'clientId' | 'userId' | 'payload'>,
): Promise<SaveOutcome> {
  await outbox.put(item);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const result = await flushOutbox(client, outbox, item.userId);
    if (!(await outbox.get(item.table, item.clientId))) return { status: 'saved' };
    const refused = result.refused.find((entry) => entry.item.table === item.table && entry.item.clientId === item.clientId);
    if (refused) return { status: 'refused', message: explainRefusal(refused.message) };
    if (result.waiting.some((entry) => entry.table === item.table && entry.clientId === item.clientId)) return { status: 'offline' };
    // The flush joined had started before this row was queued: run one more.
  }
  return { status: 'offline' };
}
