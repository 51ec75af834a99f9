/**
 * Writes waiting to reach the database, kept on this device and keyed by the row's
 * `client_id`, so nothing typed offline is lost and re-sending is harmless (the tables upsert
 * on `user_id, client_id`). The API is async so the store behind it can move to IndexedDB
 * without changing callers.
 */

export type OutboxTable = 'journal_entries' | 'mood_logs';

export interface OutboxItem {
  table: OutboxTable;
  clientId: string;
  userId: string;
  /** The row to upsert (without `user_id`, which comes from `userId`). */
  payload: Record<string, unknown>;
  /** Grows with every put of the same row; a sync removes only the revision it sent. */
  revision: number;
  queuedAt: string;
}

export interface Outbox {
  /** Adds or replaces the pending write for this row; returns the stored revision. */
  put(item: Omit<OutboxItem, 'revision' | 'queuedAt'>): Promise<OutboxItem>;
  get(table: OutboxTable, clientId: string): Promise<OutboxItem | undefined>;
  /** Pending writes, oldest first, optionally for one table and user. */
  list(filter?: { table?: OutboxTable; userId?: string }): Promise<OutboxItem[]>;
  /** Removes the pending write if it is still at `revision` or older (newer edits stay queued). */
  remove(table: OutboxTable, clientId: string, revision?: number): Promise<void>;
}

export const outboxStorageKey = 'haven-outbox';

/** An outbox in `localStorage` (one JSON array). */
export function createLocalOutbox(storage: Storage = localStorage, key = outboxStorageKey): Outbox {
  const read = (): OutboxItem[] => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
      return Array.isArray(parsed) ? (parsed as OutboxItem[]) : [];
    } catch {
      return [];
    }
  };
  const write = (items: OutboxItem[]) => {
    if (items.length) storage.setItem(key, JSON.stringify(items));
    else storage.removeItem(key);
  };
  const same = (item: OutboxItem, table: OutboxTable, clientId: string) => item.table === table && item.clientId === clientId;

  return {
    async put(input) {
      const items = read();
      const previous = items.find((item) => same(item, input.table, input.clientId));
      const item: OutboxItem = {
        ...input,
        revision: (previous?.revision ?? 0) + 1,
        queuedAt: previous?.queuedAt ?? new Date().toISOString(),
      };
      // Replaced in place, so rows queued in the same millisecond keep their order.
      write(previous ? items.map((other) => (other === previous ? item : other)) : [...items, item]);
      return item;
    },
    async get(table, clientId) {
      return read().find((item) => same(item, table, clientId));
    },
    async list(filter = {}) {
      return read()
        .filter((item) => (!filter.table || item.table === filter.table) && (!filter.userId || item.userId === filter.userId))
        .sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
    },
    async remove(table, clientId, revision) {
      write(read().filter((item) => !(same(item, table, clientId) && (revision === undefined || item.revision <= revision))));
    },
  };
}

let shared: Outbox | undefined;

/** The app's outbox. */
export function getOutbox(): Outbox {
  shared ??= createLocalOutbox();
  return shared;
}
