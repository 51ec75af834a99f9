import {
  nanoquery,
  type CommonSettings,
  type FetcherStore,
  type KeyInput,
  type KeySelector,
  type MutatorStore,
  type OnErrorRetry,
} from '@nanostores/query';
import { map, type ReadableAtom } from 'nanostores';
import type { BackendClient } from '@/lib/supabase';
import { limits } from '@/config/haven';
import { clearDeviceCopies, getDeviceCopies, type DeviceCopies } from '@/lib/device-copy';
import { logger as pageLogger, type Logger } from '@/lib/logger';
import { getSupabase, sendsAsMember } from '@/lib/supabase';
import { toast as showToast } from '@/stores/toast';

/** A failed data call, with the HTTP status that decides whether it is retried (0: no response). */
export class QueryError extends Error {
  override name = 'QueryError';
  readonly status: number;
  readonly code: string | undefined;

  constructor(message: string, status: number, code?: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/** What supabase-js table, RPC, storage and function calls resolve to. */
export type SupabaseResult<T> = { data: T; error: null; status?: number } | { data: unknown; error: unknown; status?: number };

type KeyPart = string | number | true;
/** A query or mutation may return the supabase-js call itself, or already-unwrapped data. */
type Outcome<T> = PromiseLike<SupabaseResult<T>> | Promise<T>;

function isResult(value: unknown): value is SupabaseResult<unknown> {
  return typeof value === 'object' && value !== null && 'error' in value && 'data' in value;
}

/**
 * The HTTP status PostgREST answers for an error code, for errors that were thrown without
 * their response (`if (error) throw error`). After PostgREST's "Errors" reference; 0 if unknown.
 */
export function statusFromCode(code: unknown): number {
  if (typeof code !== 'string' || code === '') return 0;
  if (/^PGRST0/.test(code)) return 503;
  if (code === 'PGRST116') return 406;
  if (/^PGRST[12]/.test(code)) return 400;
  if (/^PGRST3/.test(code)) return 401;
  if (/^PGRST/.test(code)) return 500;
  if (code === '23503' || code === '23505') return 409;
  if (code === '42501') return 403;
  if (code === '42883' || code === '42P01') return 404;
  if (code === 'P0001') return 400;
  if (/^(08|53)/.test(code)) return 503;
  if (/^(0L|0P|28)/.test(code)) return 403;
  if (/^(09|25|2D|38|39|3B|40|54|55|57|58|F0|HV|P0|XX)/.test(code)) return 500;
  return /^[0-9A-Z]{5}$/.test(code) ? 400 : 0;
}

function statusOf(result: { status?: unknown }, error: unknown): number {
  if (typeof result.status === 'number') return result.status;
  const record = (error ?? {}) as { status?: unknown; code?: unknown; context?: { status?: unknown } };
  if (typeof record.status === 'number') return record.status;
  if (typeof record.context?.status === 'number') return record.context.status;
  return statusFromCode(record.code);
}

/**
 * Turns a supabase-js result into its data, or throws a {@link QueryError} carrying the HTTP
 * status. Use it inside a fetcher that combines several calls.
 */
export function unwrap<T>(result: SupabaseResult<T>): T {
  if (result.error == null) return result.data as T;
  const error = result.error as { message?: unknown; code?: unknown };
  const message = typeof error.message === 'string' && error.message ? error.message : 'The request failed';
  throw new QueryError(message, statusOf(result, result.error), typeof error.code === 'string' ? error.code : undefined);
}

async function settle<T>(outcome: Outcome<T>): Promise<T> {
  // postgrest-js retries some failures itself; the cache's own rule (section 8) must be the only
  // one. The page's client turns them off for every call; a client passed in may not have.
  const builder = outcome as { retry?: ((enabled: boolean) => unknown) | undefined };
  if (typeof builder.retry === 'function') builder.retry(false);
  let value: unknown;
  try {
    value = await outcome;
  } catch (error) {
    if (error instanceof QueryError) throw error;
    // A rejected fetch, or a supabase-js error thrown by a query function.
    const record = (error ?? {}) as { message?: unknown; code?: unknown };
    const message = typeof record.message === 'string' && record.message ? record.message : 'The request failed';
    throw new QueryError(message, statusOf({}, error), typeof record.code === 'string' ? record.code : undefined);
  }
  return isResult(value) ? unwrap(value as SupabaseResult<T>) : (value as T);
}

/**
 * False when the browser knows it has no connection. A write kept on this device names no keys
 * to refetch then: the refetch would fail, and a failed refetch shows no data while it retries.
 */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/**
 * True when a failure means Haven could not be reached (no response at all, a gateway that
 * could not reach it, or the browser knows it is offline): the case an on-device copy is for.
 */
export function isUnreachable(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return !isOnline() || status === 0 || status === 502 || status === 503 || status === 504;
}

/** Retry delays after the 1st and 2nd failure. */
export const retryDelaysMs = [1000, 3000] as const;

/** True for errors a retry cannot fix (HTTP 4xx). */
export function isClientError(error: unknown) {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/** Plain words for a failed save, by HTTP status. */
export function describeSaveError(error: unknown): string {
  const status = (error as { status?: unknown } | null)?.status;
  if (status === 401 || status === 403) return 'Your sign-in has ended. Please sign in again, then try once more.';
  if (status === 409) return 'This changed somewhere else. Refresh the page, then try again.';
  if (typeof status === 'number' && status >= 400 && status < 500)
    return 'Some of this could not be saved as it is. Please check it and try again.';
  return 'We could not reach Haven. Check your connection and try again.';
}

export interface MutationToast {
  title: string;
  /** Defaults to {@link describeSaveError}. */
  description?: string;
}

export interface MutationOptions<Data, Result = unknown> {
  /** Names the mutation in logs, e.g. 'journal.save'. */
  name: string;
  /**
   * Key prefixes this mutation changes: every cached key starting with one of them is refetched
   * afterwards, its current data shown meanwhile (also after a failure, since a write may have
   * half-happened). A function gets the input and the result (`undefined` after a failure), so a
   * write that stayed on this device can name none.
   */
  invalidates?: readonly string[] | ((data: Data, result: Result | undefined) => readonly string[]);
  /**
   * The toast shown when the mutation fails. `false` only where the spec makes the failure
   * silent (section 8); the error is logged either way.
   */
  errorToast?: MutationToast | false;
}

export interface MutationArgs<Data> {
  data: Data;
  client: BackendClient;
  invalidate: (key: KeySelector) => void;
  revalidate: (key: KeySelector) => void;
  getCacheUpdater: <T = unknown>(key: string, shouldRevalidate?: boolean) => [(newValue?: T) => void, T | undefined];
}

/**
 * A query whose answers are kept on this device (`@/lib/device-copy`) for reading offline. Its
 * key must have the member's id as its second part, as every `queryKeys` key does.
 */
export interface KeepOnDevice<T> {
  /**
   * The answer to show when Haven cannot be reached, from the saved copy (`undefined` when
   * there is none), e.g. with writes still waiting in the outbox added. Resolve to `undefined`
   * when there is nothing to show: the failure then stands. It gets the key parts as the query
   * does. By default the saved copy as it is.
   */
  offline?: (saved: T | undefined, ...parts: KeyPart[]) => Promise<T | undefined>;
}

export type FetcherSettings<T> = Omit<CommonSettings<T>, 'fetcher'> & {
  /** Keep the answers on this device, and show them when Haven cannot be reached. */
  keepOnDevice?: true | KeepOnDevice<T>;
};

/** Seconds between quiet attempts to reach Haven while a key shows its on-device copy. */
export const deviceCopyRecheckMs = 30_000;

export interface QueryCacheOptions {
  /** The supabase client fetchers receive; the page's client by default. */
  getClient?: () => BackendClient;
  /** Where answers kept on this device go; IndexedDB in the browser by default. */
  deviceCopies?: DeviceCopies;
  logger?: Pick<Logger, 'warn' | 'error'>;
  /**
   * Whether the client would send this member's own token now; by default it asks supabase-js
   * ({@link sendsAsMember}). A read runs only then; otherwise it fails as Haven not being
   * reachable (status 0), so a key kept on this device shows its copy.
   */
  sendsAs?: (client: BackendClient, userId: string) => Promise<boolean>;
  toast?: (input: { title: string; description?: string; variant?: 'default' | 'destructive' }) => unknown;
}

/** Matches every key that starts with `prefix` (keys are their parts joined without a separator). */
export const keyPrefix = (prefix: string) => (key: string) => key.startsWith(prefix);

/**
 * A configured cache (spec section 9, "Caching"): data is fresh for 5 minutes (no refetch while
 * fresh), kept for 10 (shown while a refetch runs), not refetched on window focus, refetched on
 * reconnect, never retried on HTTP 4xx and retried up to 2 times otherwise (section 8).
 */
export function createQueryCache({
  getClient = getSupabase,
  deviceCopies = getDeviceCopies(),
  logger = pageLogger,
  sendsAs = sendsAsMember,
  toast = showToast,
}: QueryCacheOptions = {}) {
  const cache = new Map<string, { data?: unknown; error?: unknown; retryCount?: number; created?: number; expires?: number }>();

  const onErrorRetry: OnErrorRetry = ({ error, key, retryCount }) => {
    const retry = !isClientError(error) && retryCount <= limits.cache.retries;
    const log = retry ? logger.warn : logger.error;
    log(retry ? 'A data query failed; retrying' : 'A data query failed', {
      component: 'query-cache',
      action: 'query',
      context: { key, attempt: retryCount },
      error,
    });
    return retry ? (retryDelaysMs[retryCount - 1] ?? retryDelaysMs[1]) : false;
  };

  const [nanoFetcherStore, nanoMutatorStore, controls] = nanoquery({
    cache,
    dedupeTime: limits.cache.freshMs,
    cacheLifetime: limits.cache.keepMs,
    revalidateOnFocus: false,
    revalidateOnReconnect: true,
    onErrorRetry,
  });

  /** Keys showing their on-device copy, with when that copy was read from Haven. */
  const $fromDevice = map<Record<string, number>>({});
  /** Member id of each key kept on this device that was read on this page. */
  const keptKeys = new Map<string, string>();
  const rechecks = new Map<string, ReturnType<typeof setTimeout>>();
  /** Grows on every clear: a read that started before it must not write its copy afterwards. */
  let generation = 0;

  function keepCopy(key: string, userId: string, data: unknown, started = generation) {
    if (started !== generation || data === undefined) return;
    deviceCopies.put({ userId, key, data, savedAt: Date.now() }).catch((error: unknown) => {
      logger.warn('An on-device copy could not be saved', { component: 'query-cache', action: 'keep-copy', context: { key }, error });
    });
  }

  function servedFresh(key: string) {
    clearTimeout(rechecks.get(key));
    rechecks.delete(key);
    if (key in $fromDevice.get()) {
      const { [key]: _, ...rest } = $fromDevice.get();
      $fromDevice.set(rest);
    }
  }

  function servedFromDevice(key: string, savedAt: number) {
    $fromDevice.setKey(key, savedAt);
    clearTimeout(rechecks.get(key));
    // Haven may be back without the browser noticing (a server restart): ask again quietly.
    rechecks.set(
      key,
      setTimeout(() => {
        rechecks.delete(key);
        controls.revalidateKeys(key);
      }, deviceCopyRecheckMs),
    );
  }

  // nanoquery refetches stale data on reconnect; errors and on-device copies stay "fresh", so
  // refetch those too.
  if (typeof window !== 'undefined') {
    window.addEventListener('online', () =>
      controls.revalidateKeys((key) => cache.get(key)?.error !== undefined || key in $fromDevice.get()),
    );
  }

  /**
   * Runs `query` only with the key's member's own token (the key's second part is their id).
   * While their sign-in cannot be renewed (offline after the token expired), supabase-js would
   * send the anon key: an empty answer that must never replace their copy on this device.
   */
  async function queryAsMember<T>(query: (client: BackendClient, ...parts: KeyPart[]) => Outcome<T>, parts: KeyPart[]): Promise<T> {
    const client = getClient();
    if (!(await sendsAs(client, String(parts[1])))) throw new QueryError('Haven could not confirm this sign-in right now', 0);
    return settle(query(client, ...parts));
  }

  /**
   * A store for one query, shared by every island on the page that uses the same key.
   * `query` gets the supabase client and the key parts; returning the supabase-js call is
   * enough (a PostgREST error becomes a thrown {@link QueryError}).
   */
  function createFetcherStore<T>(
    key: KeyInput,
    query: (client: BackendClient, ...parts: KeyPart[]) => Outcome<T>,
    { keepOnDevice, ...settings }: FetcherSettings<T> = {},
  ): FetcherStore<T, QueryError> {
    if (!keepOnDevice) {
      return nanoFetcherStore<T, QueryError>(key, { ...settings, fetcher: async (...parts) => queryAsMember(query, parts) });
    }
    const asSaved = (saved: T | undefined) => Promise.resolve(saved);
    const offline = keepOnDevice === true ? asSaved : (keepOnDevice.offline ?? asSaved);
    return nanoFetcherStore<T, QueryError>(key, {
      ...settings,
      fetcher: async (...parts) => {
        const cacheKey = parts.join('');
        const userId = String(parts[1]);
        const started = generation;
        keptKeys.set(cacheKey, userId);
        try {
          const data = await queryAsMember(query, parts);
          keepCopy(cacheKey, userId, data, started);
          servedFresh(cacheKey);
          return data;
        } catch (error) {
          if (!isUnreachable(error)) throw error;
          const saved = await deviceCopies.get<T>(userId, cacheKey).catch(() => undefined);
          const shown = await offline(saved?.data, ...parts);
          if (shown === undefined) throw error;
          if (saved) servedFromDevice(cacheKey, saved.savedAt);
          return shown;
        }
      },
    });
  }

  /**
   * A store for one kind of write. `mutate(data)` resolves to the result, or to `undefined` after
   * a failure, which is logged and (unless `errorToast: false`) shown in a toast; the keys in
   * `invalidates` are refetched afterwards.
   */
  function createMutatorStore<Data = void, Result = unknown>(
    mutation: (args: MutationArgs<Data>) => Outcome<Result>,
    { name, invalidates, errorToast = { title: 'That did not save' } }: MutationOptions<Data, Result>,
  ): MutatorStore<Data, Result, QueryError> {
    const store = nanoMutatorStore<Data, Result, QueryError>(
      async (args) => {
        let result: Result | undefined;
        // A change put into the cache in place goes into the on-device copy too.
        const getCacheUpdater: MutationArgs<Data>['getCacheUpdater'] = <T>(key: string, shouldRevalidate?: boolean) => {
          const [update, current] = args.getCacheUpdater<T>(key, shouldRevalidate);
          const userId = keptKeys.get(key);
          const set = (value?: T) => {
            update(value);
            if (userId !== undefined) keepCopy(key, userId, value);
          };
          return [set, current] as [(newValue?: T) => void, T | undefined];
        };
        try {
          result = await settle(mutation({ ...args, getCacheUpdater, client: getClient() }));
          return result;
        } finally {
          // Runs before nanoquery's own clean-up, which refetches the keys once the write is over.
          const prefixes = typeof invalidates === 'function' ? invalidates(args.data, result) : (invalidates ?? []);
          if (prefixes.length > 0) args.revalidate((key) => prefixes.some((prefix) => key.startsWith(prefix)));
        }
      },
      {
        throttleCalls: true,
        onError: (error) => {
          logger.error('A save failed', { component: 'query-cache', action: name, error });
          if (errorToast) {
            toast({ title: errorToast.title, description: errorToast.description ?? describeSaveError(error), variant: 'destructive' });
          }
        },
      },
    );
    // nanoquery clears `loading` only on a store someone listens to; one never listened to would
    // stay "loading" after its first write and skip every later one as a repeat.
    store.listen(() => undefined);
    return store;
  }

  /**
   * Forgets every cached answer, on the page and on this device (on sign-out, or when another
   * member signs in on this page). Islands still showing data keep it until their key changes;
   * nothing is refetched.
   */
  function clearCache(): Promise<void> {
    cache.clear();
    generation += 1;
    keptKeys.clear();
    for (const timer of rechecks.values()) clearTimeout(timer);
    rechecks.clear();
    $fromDevice.set({});
    return clearDeviceCopies(deviceCopies);
  }

  return {
    createFetcherStore,
    createMutatorStore,
    invalidateKeys: controls.invalidateKeys,
    revalidateKeys: controls.revalidateKeys,
    mutateCache: controls.mutateCache,
    clearCache,
    /** Keys now showing their on-device copy, with when each copy was read from Haven. */
    $fromDevice: $fromDevice as ReadableAtom<Record<string, number>>,
  };
}

/** The page's cache: islands share it because they share this module. */
export const { createFetcherStore, createMutatorStore, invalidateKeys, revalidateKeys, mutateCache, clearCache, $fromDevice } =
  createQueryCache();
