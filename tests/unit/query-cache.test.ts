import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { BackendClient } from '@/lib/supabase';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { limits } from '@/config/haven';
import { createMemoryCopies, type DeviceCopies } from '@/lib/device-copy';
import { fakeSession } from './session-fake-auth';
import {
  createQueryCache,
  describeSaveError,
  deviceCopyRecheckMs,
  QueryError,
  retryDelaysMs,
  statusFromCode,
  unwrap,
} from '@/lib/query-cache';

type Reply = { status: number; body: unknown } | 'network-failure';

/**
 * The scripted backend answers for a one-table schema of its own (`moods`), not Haven's: the
 * cache is what is under test, so its queries use the client without Haven's table types.
 */
const scripted = (client: BackendClient) => client as unknown as SupabaseClient;

/**
 * A real supabase-js client whose `fetch` answers from a script, so the cache sees exactly what
 * PostgREST errors look like through the library.
 */
function scriptedBackend(reply: (url: URL, init: RequestInit) => Reply) {
  const requests: { method: string; path: string }[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    requests.push({ method: init.method ?? 'GET', path: url.pathname + url.search });
    const answer = reply(url, init);
    if (answer === 'network-failure') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  };
  const client = createClient('http://haven.test', 'anon-key', {
    global: { fetch },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  return { client, requests };
}

function setup(reply: (url: URL, init: RequestInit) => Reply, deviceCopies: DeviceCopies = createMemoryCopies()) {
  const backend = scriptedBackend(reply);
  const logger = { warn: vi.fn(), error: vi.fn() };
  const toast = vi.fn();
  // This backend has no auth: reads count as the key's member's (their own tests are below).
  const cache = createQueryCache({ getClient: () => backend.client, deviceCopies, logger, toast, sendsAs: async () => true });
  const moods = (client: BackendClient, _table: unknown, userId: unknown) =>
    scripted(client).from('moods').select('id, score').eq('user_id', String(userId));
  return { ...backend, logger, toast, cache, moods };
}

/** Lets pending promises and zero-delay timers run. */
const settle = () => vi.advanceTimersByTimeAsync(0);
const minutes = (n: number) => n * 60_000;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-03-01T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('fetcher stores', () => {
  test('give the query the supabase client and key parts, and return rows', async () => {
    const { cache, moods, requests } = setup(() => ({ status: 200, body: [{ id: 1, score: 7 }] }));
    const $moods = cache.createFetcherStore(['moods/', 'user-1'], moods);
    $moods.listen(() => {});
    await settle();
    expect($moods.get()).toMatchObject({ data: [{ id: 1, score: 7 }], loading: false });
    expect(requests).toEqual([{ method: 'GET', path: '/rest/v1/moods?select=id%2Cscore&user_id=eq.user-1' }]);
  });

  test('are shared by islands on the page: one request for one key', async () => {
    const { cache, moods, requests } = setup(() => ({ status: 200, body: [{ id: 1, score: 7 }] }));
    const $chart = cache.createFetcherStore(['moods/', 'user-1'], moods);
    const $summary = cache.createFetcherStore(['moods/', 'user-1'], moods);
    $chart.listen(() => {});
    $summary.listen(() => {});
    await settle();
    expect(requests).toHaveLength(1);
    expect($summary.get().data).toEqual($chart.get().data);
  });

  test('treat data as fresh for 5 minutes and keep it, while refetching, for 10', async () => {
    let score = 1;
    const { cache, moods, requests } = setup(() => ({ status: 200, body: [{ id: 1, score: score++ }] }));
    const mount = () => {
      const $store = cache.createFetcherStore(['moods/', 'user-1'], moods);
      $store.listen(() => {});
      return $store;
    };
    mount();
    await settle();
    expect(requests).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(limits.cache.freshMs - 1000);
    const $fresh = mount();
    await settle();
    expect(requests).toHaveLength(1);
    expect($fresh.get()).toMatchObject({ data: [{ score: 1 }], loading: false });

    await vi.advanceTimersByTimeAsync(2000);
    const $stale = mount();
    expect($stale.get()).toMatchObject({ data: [{ score: 1 }], loading: true });
    await settle();
    expect(requests).toHaveLength(2);
    expect($stale.get()).toMatchObject({ data: [{ score: 2 }], loading: false });

    await vi.advanceTimersByTimeAsync(limits.cache.keepMs + 1000);
    const $expired = mount();
    expect($expired.get().data).toBeUndefined();
    expect($expired.get().loading).toBe(true);
    await settle();
    expect(requests).toHaveLength(3);
  });

  test('do not refetch when the window regains focus', async () => {
    const { cache, moods, requests } = setup(() => ({ status: 200, body: [] }));
    cache.createFetcherStore(['moods/', 'user-1'], moods).listen(() => {});
    await settle();
    await vi.advanceTimersByTimeAsync(minutes(6));
    // Browsers fire it on the document and it bubbles to the window, where nanoquery listens.
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    window.dispatchEvent(new Event('focus'));
    await settle();
    expect(requests).toHaveLength(1);
  });

  test('refetch stale data on reconnect, but not fresh data', async () => {
    const { cache, moods, requests } = setup(() => ({ status: 200, body: [] }));
    cache.createFetcherStore(['moods/', 'user-1'], moods).listen(() => {});
    await settle();
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(limits.cache.freshMs + 1000);
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(requests).toHaveLength(2);
  });

  test('refetch a failed query on reconnect', async () => {
    let online = false;
    const { cache, moods, requests } = setup(() => (online ? { status: 200, body: [{ id: 1, score: 5 }] } : 'network-failure'));
    const $moods = cache.createFetcherStore(['moods/', 'user-1'], moods);
    $moods.listen(() => {});
    await vi.advanceTimersByTimeAsync(retryDelaysMs[0] + retryDelaysMs[1] + 1000);
    expect(requests).toHaveLength(3);
    expect($moods.get().error).toBeInstanceOf(QueryError);
    online = true;
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(requests).toHaveLength(4);
    expect($moods.get()).toMatchObject({ data: [{ score: 5 }], loading: false });
    expect($moods.get().error).toBeUndefined();
  });
});

describe('retries', () => {
  test('retry a 5xx up to 2 times, then keep the error', async () => {
    const { cache, moods, requests, logger } = setup(() => ({ status: 500, body: { message: 'boom', code: 'XX000' } }));
    const $moods = cache.createFetcherStore(['moods/', 'user-1'], moods);
    $moods.listen(() => {});
    await settle();
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(retryDelaysMs[0]);
    expect(requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(retryDelaysMs[1]);
    expect(requests).toHaveLength(1 + limits.cache.retries);
    await vi.advanceTimersByTimeAsync(minutes(5));
    expect(requests).toHaveLength(3);
    const error = $moods.get().error;
    expect(error).toBeInstanceOf(QueryError);
    expect(error).toMatchObject({ status: 500, code: 'XX000', message: 'boom' });
    expect(logger.warn).toHaveBeenCalledTimes(2);
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error.mock.calls[0]![1]).toMatchObject({ component: 'query-cache', context: { key: 'moods/user-1', attempt: 3 } });
  });

  test('retry network failures (no HTTP status) the same way, once per attempt', async () => {
    const { cache, moods, requests } = setup(() => 'network-failure');
    const $moods = cache.createFetcherStore(['moods/', 'user-1'], moods);
    $moods.listen(() => {});
    await vi.advanceTimersByTimeAsync(minutes(1));
    // postgrest-js's own retries are switched off, so each attempt is one request.
    expect(requests).toHaveLength(3);
    expect($moods.get().error).toMatchObject({ status: 0 });
  });

  test.each([400, 401, 403, 404, 406, 409])('never retry HTTP %i', async (status) => {
    const { cache, moods, requests, logger } = setup(() => ({ status, body: { message: 'nope', code: 'PGRST116' } }));
    const $moods = cache.createFetcherStore(['moods/', 'user-1'], moods);
    $moods.listen(() => {});
    await vi.advanceTimersByTimeAsync(minutes(1));
    expect(requests).toHaveLength(1);
    expect($moods.get().error).toMatchObject({ status, code: 'PGRST116' });
    expect(logger.warn).not.toHaveBeenCalled();
    expect(logger.error).toHaveBeenCalledTimes(1);
  });

  test('recover when a retry succeeds', async () => {
    let calls = 0;
    const { cache, moods } = setup(() => (++calls === 1 ? { status: 503, body: { message: 'starting' } } : { status: 200, body: [] }));
    const $moods = cache.createFetcherStore(['moods/', 'user-1'], moods);
    $moods.listen(() => {});
    await vi.advanceTimersByTimeAsync(retryDelaysMs[0]);
    expect(calls).toBe(2);
    expect($moods.get()).toMatchObject({ data: [], loading: false });
  });
});

describe('mutator stores', () => {
  const addMood = (reply: (url: URL, init: RequestInit) => Reply, errorToast?: false | { title: string }) => {
    const ctx = setup(reply);
    const $add = ctx.cache.createMutatorStore<{ score: number }, { id: number }>(
      ({ client, data }) => scripted(client).from('moods').insert(data).select('id').single(),
      { name: 'moods.add', invalidates: ['moods/'], ...(errorToast === undefined ? {} : { errorToast }) },
    );
    return { ...ctx, $add };
  };

  test('return the result and refetch the queries they change', async () => {
    const { cache, moods, requests, $add } = addMood((_url, init) =>
      init.method === 'POST' ? { status: 201, body: { id: 9 } } : { status: 200, body: [] },
    );
    const $moods = cache.createFetcherStore(['moods/', 'user-1'], moods);
    const $other = cache.createFetcherStore(['programs/', 'all'], (client) => client.from('programs').select('id'));
    $moods.listen(() => {});
    $other.listen(() => {});
    await settle();
    expect(requests).toHaveLength(2);
    const result = await $add.mutate({ score: 6 });
    await settle();
    expect(result).toEqual({ id: 9 });
    expect(requests.map((r) => `${r.method} ${r.path.split('?')[0]}`)).toEqual([
      'GET /rest/v1/moods',
      'GET /rest/v1/programs',
      'POST /rest/v1/moods',
      'GET /rest/v1/moods',
    ]);
  });

  test('log a failure and tell the person in plain words', async () => {
    const { $add, logger, toast } = addMood(() => ({ status: 401, body: { message: 'JWT expired', code: 'PGRST303' } }));
    $add.listen(() => {});
    const result = await $add.mutate({ score: 6 });
    expect(result).toBeUndefined();
    expect($add.get().error).toMatchObject({ status: 401 });
    expect(logger.error).toHaveBeenCalledWith('A save failed', expect.objectContaining({ component: 'query-cache', action: 'moods.add' }));
    expect(toast).toHaveBeenCalledWith({
      title: 'That did not save',
      description: 'Your sign-in has ended. Please sign in again, then try once more.',
      variant: 'destructive',
    });
  });

  test('stay silent (but logged) only when told to', async () => {
    const { $add, logger, toast } = addMood(() => 'network-failure', false);
    await $add.mutate({ score: 6 });
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(toast).not.toHaveBeenCalled();
  });

  test('invalidate even after a failure, since the write may have half-happened', async () => {
    const { cache, moods, requests, $add } = addMood((_url, init) =>
      init.method === 'POST' ? { status: 500, body: { message: 'boom' } } : { status: 200, body: [] },
    );
    cache.createFetcherStore(['moods/', 'user-1'], moods).listen(() => {});
    await settle();
    await $add.mutate({ score: 6 });
    await settle();
    expect(requests.filter((r) => r.method === 'GET')).toHaveLength(2);
  });
});

describe('answers kept on this device', () => {
  /** A backend that can be switched off (no response at all), as when Haven cannot be reached. */
  const switchable = (status = 200) => {
    const state = { up: true, status, score: 7 };
    const copies = createMemoryCopies();
    const ctx = setup(() => (state.up ? { status: state.status, body: [{ id: 1, score: state.score }] } : 'network-failure'), copies);
    const keep = (user = 'user-1') => ctx.cache.createFetcherStore(['moods/', user, '/32d'], ctx.moods, { keepOnDevice: true });
    return { ...ctx, state, copies, keep };
  };

  test('are saved after a read, shown with their time when Haven cannot be reached, and dropped once it answers', async () => {
    const { cache, state, copies, keep } = switchable();
    const $moods = keep();
    $moods.listen(() => {});
    await settle();
    expect(copies.all()).toEqual([
      { userId: 'user-1', key: 'moods/user-1/32d', data: [{ id: 1, score: 7 }], savedAt: Date.parse('2025-03-01T12:00:00Z') },
    ]);
    expect(cache.$fromDevice.get()).toEqual({});

    // Later, with Haven out of reach: the saved rows show at once (no error, no retries).
    state.up = false;
    await vi.advanceTimersByTimeAsync(minutes(6));
    cache.revalidateKeys('moods/user-1/32d');
    await settle();
    expect($moods.get()).toMatchObject({ data: [{ id: 1, score: 7 }], loading: false });
    expect($moods.get().error).toBeUndefined();
    expect(cache.$fromDevice.get()).toEqual({ 'moods/user-1/32d': Date.parse('2025-03-01T12:00:00Z') });

    // Haven answers again: the next quiet recheck shows fresh rows and the note goes.
    state.up = true;
    state.score = 8;
    await vi.advanceTimersByTimeAsync(deviceCopyRecheckMs);
    await settle();
    expect($moods.get().data).toEqual([{ id: 1, score: 8 }]);
    expect(cache.$fromDevice.get()).toEqual({});
    expect(copies.all()[0]?.data).toEqual([{ id: 1, score: 8 }]);
  });

  test('are not used when Haven answers with an error: the error stands', async () => {
    const { cache, state, keep } = switchable();
    const $moods = keep();
    $moods.listen(() => {});
    await settle();
    state.status = 403;
    await vi.advanceTimersByTimeAsync(minutes(6));
    cache.revalidateKeys('moods/user-1/32d');
    await settle();
    expect($moods.get().error).toMatchObject({ status: 403 });
    expect(cache.$fromDevice.get()).toEqual({});
  });

  test("hold one member's rows: another member never sees them", async () => {
    const { cache, state, copies, keep } = switchable();
    keep('user-1').listen(() => {});
    await settle();
    state.up = false;
    const $other = keep('user-2');
    $other.listen(() => {});
    await vi.advanceTimersByTimeAsync(retryDelaysMs[0] + retryDelaysMs[1]);
    expect($other.get()).toMatchObject({ data: undefined, error: { status: 0 } });
    state.up = true;
    cache.revalidateKeys('moods/user-2/32d');
    await settle();
    expect(copies.all().map((copy) => copy.userId)).toEqual(['user-2']);
  });

  test('are forgotten by clearCache, and a read under way then writes none', async () => {
    let answer: (value: Response) => void = () => undefined;
    const copies = createMemoryCopies();
    await copies.put({ userId: 'user-1', key: 'scores/user-1', data: [1], savedAt: 0 });
    const cache = createQueryCache({
      getClient: () => scriptedBackend(() => ({ status: 200, body: [] })).client,
      deviceCopies: copies,
      logger: { warn: vi.fn(), error: vi.fn() },
      toast: vi.fn(),
      sendsAs: async () => true,
    });
    const $slow = cache.createFetcherStore(['moods/', 'user-1'], () => new Promise<number[]>((resolve) => (answer = () => resolve([5]))), {
      keepOnDevice: true,
    });
    $slow.listen(() => {});
    await settle();
    await cache.clearCache();
    expect(copies.all()).toEqual([]);
    answer(new Response());
    await settle();
    expect(copies.all()).toEqual([]);
  });

  test('follow changes a write puts into the cache in place', async () => {
    const { cache, copies, keep } = switchable();
    keep().listen(() => {});
    await settle();
    const $edit = cache.createMutatorStore<number>(
      async ({ data, getCacheUpdater }) => {
        const [update, current] = getCacheUpdater<{ id: number; score: number }[]>('moods/user-1/32d', false);
        update([...(current ?? []), { id: 2, score: data }]);
        return data;
      },
      { name: 'moods.edit' },
    );
    await $edit.mutate(3);
    await settle();
    expect(copies.all()[0]?.data).toEqual([
      { id: 1, score: 7 },
      { id: 2, score: 3 },
    ]);
  });
});

describe("reads with the member's own token only", () => {
  test('an expired sign-in that cannot be renewed shows the copy on this device; the anon key never reads over it', async () => {
    const member = fakeSession(3600);
    let renewing: 'up' | 'down' = 'up';
    let score = 7;
    const sent: { path: string; bearer: string }[] = [];
    const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname === '/auth/v1/token') {
        if (renewing === 'down') throw new TypeError('Failed to fetch');
        return Response.json({ ...fakeSession(3600, 'refresh-2') });
      }
      const bearer = new Headers(init.headers).get('Authorization') ?? '';
      sent.push({ path: url.pathname, bearer });
      // As row-level security answers: the member's rows with their token, none with the anon key.
      return Response.json(bearer === 'Bearer anon-key' ? [] : [{ id: 1, score }]);
    };
    const saved = new Map<string, string>([['haven-auth-test', JSON.stringify(member)]]);
    const storage = {
      getItem: (key: string) => saved.get(key) ?? null,
      setItem: (key: string, value: string) => void saved.set(key, value),
      removeItem: (key: string) => void saved.delete(key),
    };
    const client = createClient('http://haven.test', 'anon-key', {
      global: { fetch },
      auth: { storage, storageKey: 'haven-auth-test', persistSession: true, autoRefreshToken: false, detectSessionInUrl: false },
    });
    const copies = createMemoryCopies();
    const cache = createQueryCache({
      getClient: () => client,
      deviceCopies: copies,
      logger: { warn: vi.fn(), error: vi.fn() },
      toast: vi.fn(),
    });
    const $moods = cache.createFetcherStore(['moods/', 'user-1', '/32d'], (c) => scripted(c).from('moods').select('id, score'), {
      keepOnDevice: true,
    });
    $moods.listen(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect($moods.get().data).toEqual([{ id: 1, score: 7 }]);

    // Two hours later the token has expired and cannot be renewed, while the REST API answers.
    renewing = 'down';
    sent.length = 0;
    await vi.advanceTimersByTimeAsync(minutes(120));
    cache.revalidateKeys('moods/user-1/32d');
    await vi.advanceTimersByTimeAsync(30_000);
    expect($moods.get()).toMatchObject({ data: [{ id: 1, score: 7 }], loading: false });
    expect(cache.$fromDevice.get()).toHaveProperty('moods/user-1/32d');
    expect(sent).toEqual([]);
    expect(copies.all()[0]?.data).toEqual([{ id: 1, score: 7 }]);

    // Haven renews it again: a later quiet recheck reads afresh, with the member's new token.
    renewing = 'up';
    score = 8;
    await vi.advanceTimersByTimeAsync(deviceCopyRecheckMs * 4);
    expect($moods.get().data).toEqual([{ id: 1, score: 8 }]);
    expect(cache.$fromDevice.get()).toEqual({});
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.filter((request) => request.bearer === 'Bearer anon-key')).toEqual([]);
  });
});

describe('query functions that throw', () => {
  // Many of our query modules do `if (error) throw error`, which drops the HTTP status.
  const listMoods = async (client: BackendClient) => {
    const { data, error } = await scripted(client).from('moods').select('id');
    if (error) throw error;
    return data;
  };

  test('keep "no retry on 4xx" through the PostgREST error code', async () => {
    const { cache, requests } = setup(() => ({ status: 401, body: { message: 'JWT expired', code: 'PGRST303' } }));
    const $moods = cache.createFetcherStore(['moods/', 'user-1'], (client) => listMoods(client));
    $moods.listen(() => {});
    await vi.advanceTimersByTimeAsync(minutes(1));
    expect(requests).toHaveLength(1);
    expect($moods.get().error).toMatchObject({ name: 'QueryError', status: 401, code: 'PGRST303' });
  });

  test('are retried on server errors', async () => {
    const { cache, requests } = setup(() => ({ status: 500, body: { message: 'boom', code: 'XX000' } }));
    cache.createFetcherStore(['moods/', 'user-1'], (client) => listMoods(client)).listen(() => {});
    await vi.advanceTimersByTimeAsync(minutes(1));
    expect(requests).toHaveLength(3);
  });

  test('statusFromCode follows PostgREST', () => {
    expect(statusFromCode('PGRST116')).toBe(406);
    expect(statusFromCode('PGRST100')).toBe(400);
    expect(statusFromCode('PGRST301')).toBe(401);
    expect(statusFromCode('PGRST001')).toBe(503);
    expect(statusFromCode('23505')).toBe(409);
    expect(statusFromCode('42501')).toBe(403);
    expect(statusFromCode('22P02')).toBe(400);
    expect(statusFromCode('40001')).toBe(500);
    expect(statusFromCode('08006')).toBe(503);
    expect(statusFromCode(undefined)).toBe(0);
    expect(statusFromCode('')).toBe(0);
  });
});

describe('unwrap', () => {
  test('returns data, or throws a QueryError with the status', () => {
    expect(unwrap({ data: [1], error: null, status: 200 })).toEqual([1]);
    expect(() => unwrap({ data: null, error: { message: 'gone', code: 'PGRST116' }, status: 406 })).toThrow(
      expect.objectContaining({ name: 'QueryError', status: 406, code: 'PGRST116' }),
    );
    // Edge function errors carry the response in `context`.
    expect(() => unwrap({ data: null, error: { message: 'bad', context: { status: 422 } } })).toThrow(
      expect.objectContaining({ status: 422 }),
    );
  });
});

describe('describeSaveError', () => {
  test('says what to do next', () => {
    expect(describeSaveError(new QueryError('x', 409))).toMatch(/Refresh the page/);
    expect(describeSaveError(new QueryError('x', 400))).toMatch(/check it/);
    expect(describeSaveError(new QueryError('x', 0))).toMatch(/connection/);
    expect(describeSaveError(new QueryError('x', 503))).toMatch(/connection/);
  });
});
