/**
 * Writes waiting to reach the database, kept on this device and keyed by the row's
 * `client_id`, so nothing typed offline is lost and re-sending is harmless (the tables upsert
 * on `user_id, client_id`). Kept in IndexedDB; `createLocalOutbox` is the localStorage
 * fallback for browsers without it.
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

  // `async` although nothing is awaited: the Outbox interface is asynchronous, and a storage
  // error (a full quota) must reach callers as a rejected promise, as it does from IndexedDB.
  /* eslint-disable @typescript-eslint/require-await */
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
  /* eslint-enable @typescript-eslint/require-await */
}

const dbName = 'haven';
const storeName = 'outbox';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('The IndexedDB request failed.'));
  });
}

function openDatabase(): Promise<IDBDatabase> {
  const open = indexedDB.open(dbName, 1);
  open.onupgradeneeded = () => open.result.createObjectStore(storeName, { keyPath: ['table', 'clientId'] });
  return request(open);
}

/**
 * An outbox in IndexedDB: it survives reloads and offline periods, is not limited to a few
 * megabytes like localStorage, and is written atomically per row. Items left in the older
 * localStorage outbox are moved in on first use.
 */
export function createIndexedDbOutbox(legacy: Storage | null = typeof localStorage === 'undefined' ? null : localStorage): Outbox {
  let ready: Promise<IDBDatabase> | undefined;
  const db = () =>
    (ready ??= openDatabase().then(async (database) => {
      if (legacy?.getItem(outboxStorageKey)) {
        const items = await createLocalOutbox(legacy).list();
        const tx = database.transaction(storeName, 'readwrite');
        for (const item of items) tx.objectStore(storeName).put(item);
        await new Promise<void>((resolve, reject) => {
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error ?? new Error('The IndexedDB transaction failed.'));
        });
        legacy.removeItem(outboxStorageKey);
      }
      return database;
    }));
  const store = async (mode: IDBTransactionMode) => (await db()).transaction(storeName, mode).objectStore(storeName);

  return {
    async put(input) {
      const objects = await store('readwrite');
      const previous = (await request(objects.get([input.table, input.clientId]))) as OutboxItem | undefined;
      const item: OutboxItem = {
        ...input,
        revision: (previous?.revision ?? 0) + 1,
        queuedAt: previous?.queuedAt ?? new Date().toISOString(),
      };
      await request(objects.put(item));
      return item;
    },
    async get(table, clientId) {
      return (await request((await store('readonly')).get([table, clientId]))) as OutboxItem | undefined;
    },
    async list(filter = {}) {
      const items = (await request((await store('readonly')).getAll())) as OutboxItem[];
      return items
        .filter((item) => (!filter.table || item.table === filter.table) && (!filter.userId || item.userId === filter.userId))
        .sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
    },
    async remove(table, clientId, revision) {
      const objects = await store('readwrite');
      const item = (await request(objects.get([table, clientId]))) as OutboxItem | undefined;
      if (item && (revision === undefined || item.revision <= revision)) await request(objects.delete([table, clientId]));
    },
  };
}

/** Forgets every pending write on this device (sign-out on a shared device, account deletion). */
export async function clearOutbox() {
  if (typeof localStorage !== 'undefined') localStorage.removeItem(outboxStorageKey);
  if (typeof indexedDB === 'undefined') return;
  await new Promise<void>((resolve) => {
    const deletion = indexedDB.deleteDatabase(dbName);
    deletion.onsuccess = deletion.onerror = deletion.onblocked = () => resolve();
  });
  shared = undefined;
}

let shared: Outbox | undefined;

/** The app's outbox: IndexedDB where the browser has it, else localStorage. */
export function getOutbox(): Outbox {
  shared ??= typeof indexedDB === 'undefined' ? createLocalOutbox() : createIndexedDbOutbox();
  return shared;
}
