/**
 * The on-device copy of a member's own rows, so their history reads offline (spec section 9,
 * "Offline"). The data cache (`@/lib/query-cache`) writes a copy after each successful read of a
 * key kept on the device and reads it back when Haven cannot be reached. Copies are keyed by
 * member id and cache key; the store only ever holds one member's rows (writing for one member
 * deletes any other's), and it is emptied on sign-out and when the member changes. It never
 * holds tokens: only what the queries returned.
 *
 * Kept in its own IndexedDB database (`haven-copies`), beside the outbox's `haven`.
 */

export interface DeviceCopy<T = unknown> {
  userId: string;
  key: string;
  data: T;
  /** When the copy was read from Haven (ms since the epoch). */
  savedAt: number;
}

export interface DeviceCopies {
  get<T>(userId: string, key: string): Promise<DeviceCopy<T> | undefined>;
  /** Stores the copy, and forgets every copy of any other member. */
  put(copy: DeviceCopy): Promise<void>;
  /** Forgets every copy. */
  clear(): Promise<void>;
}

/** Copies in memory (tests, and browsers without IndexedDB, where nothing outlives the page). */
export function createMemoryCopies(): DeviceCopies & { all(): DeviceCopy[] } {
  let copies: DeviceCopy[] = [];
  return {
    get<T>(userId: string, key: string) {
      return Promise.resolve(copies.find((copy) => copy.userId === userId && copy.key === key) as DeviceCopy<T> | undefined);
    },
    put(copy) {
      copies = [...copies.filter((other) => other.userId === copy.userId && other.key !== copy.key), copy];
      return Promise.resolve();
    },
    clear() {
      copies = [];
      return Promise.resolve();
    },
    all: () => copies,
  };
}

const dbName = 'haven-copies';
const storeName = 'copies';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('The IndexedDB request failed.'));
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = tx.onabort = () => reject(tx.error ?? new Error('The IndexedDB transaction was aborted.'));
  });
}

/** Copies in IndexedDB: they survive reloads and the browser going offline. */
export function createIndexedDbCopies(): DeviceCopies {
  let ready: Promise<IDBDatabase> | undefined;
  const db = () =>
    (ready ??= (() => {
      const open = indexedDB.open(dbName, 1);
      open.onupgradeneeded = () => open.result.createObjectStore(storeName, { keyPath: ['userId', 'key'] });
      return request(open).then((database) => {
        // Another tab deleting the database (clearing site data) must not wait on this one.
        database.onversionchange = () => {
          database.close();
          ready = undefined;
        };
        return database;
      });
    })());

  return {
    async get<T>(userId: string, key: string) {
      const tx = (await db()).transaction(storeName, 'readonly');
      return (await request(tx.objectStore(storeName).get([userId, key]))) as DeviceCopy<T> | undefined;
    },
    async put(copy) {
      const tx = (await db()).transaction(storeName, 'readwrite');
      const store = tx.objectStore(storeName);
      const owners = (await request(store.getAllKeys())) as [string, string][];
      for (const owner of owners) if (owner[0] !== copy.userId) store.delete(owner);
      store.put(copy);
      await done(tx);
    },
    async clear() {
      const tx = (await db()).transaction(storeName, 'readwrite');
      tx.objectStore(storeName).clear();
      await done(tx);
    },
  };
}

let shared: DeviceCopies | undefined;

/** The page's copies: IndexedDB where the browser has it, else only in memory. */
export function getDeviceCopies(): DeviceCopies {
  shared ??= typeof indexedDB === 'undefined' ? createMemoryCopies() : createIndexedDbCopies();
  return shared;
}

/** Forgets every copy on this device (sign-out, another member signing in). Never throws. */
export async function clearDeviceCopies(copies: DeviceCopies = getDeviceCopies()): Promise<void> {
  await copies.clear().catch(() => undefined);
}
