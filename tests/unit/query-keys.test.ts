import { createClient, type User } from '@supabase/supabase-js';
import type { BackendClient } from '@/lib/supabase';
import { atom } from 'nanostores';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { limits } from '@/config/haven';
import { $userId, clearOnUserChange, keyString, prefixes, queryKeys } from '@/lib/queries/keys';
import { createQueryCache, keyPrefix } from '@/lib/query-cache';
import { $session, initialSessionState, type SessionState } from '@/stores/session';

const signedIn = (id: string): SessionState => ({ ...initialSessionState, loading: false, user: { id } as User });
const signedOut: SessionState = { ...initialSessionState, loading: false };

/** A real supabase-js client answering from `rows` per user (as row-level security would). */
function backend(rowsFor: (user: string) => unknown[]) {
  const requests: string[] = [];
  let user = '';
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    requests.push(`${init.method ?? 'GET'} ${url.pathname}`);
    if (init.method === 'POST') return new Response(null, { status: 201 });
    return new Response(JSON.stringify(rowsFor(user)), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  const client = createClient('http://haven.test', 'anon-key', {
    global: { fetch },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, storageKey: `query-keys-${(clients += 1)}` },
  });
  const logger = { warn: vi.fn(), error: vi.fn() };
  const toast = vi.fn();
  // The token sent is the signed-in member's (this backend has no auth endpoints).
  const cache = createQueryCache({ getClient: () => client, logger, toast, sendsAs: async (_client, id) => id === user });
  return { cache, requests, toast, signIn: (id: string) => ((user = id), $session.set(signedIn(id))) };
}

let clients = 0;
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  $session.set(initialSessionState);
});
afterEach(() => {
  vi.useRealTimers();
  $session.set(initialSessionState);
});

describe('query keys', () => {
  test('start with their feature prefix, then hold the member id', () => {
    const user = 'user-1';
    const keys = {
      moods: keyString(queryKeys.moods(32, { device: true, user })),
      year: keyString(queryKeys.moods(365, { user })),
      entries: keyString(queryKeys.journalEntries(user)),
      stats: keyString(queryKeys.journalStats(user)),
      text: keyString(queryKeys.journalText(365, user)),
      scores: keyString(queryKeys.scores(user)),
      history: keyString(queryKeys.assessmentHistory(user)),
      active: keyString(queryKeys.activeProgram(user)),
      week: keyString(queryKeys.journalWeek(user)),
      page: keyString(queryKeys.programPage('stress-reset', user)),
      profile: keyString(queryKeys.profile(user)),
    };
    expect(keys).toEqual({
      moods: 'moods/user-1/32d/device',
      year: 'moods/user-1/365d',
      entries: 'journal/entries/user-1',
      stats: 'journal/stats/user-1',
      text: 'journal/text/user-1/365d',
      scores: 'scores/user-1',
      history: 'scores/user-1/history',
      active: 'programs/active/user-1',
      week: 'programs/journal-week/user-1',
      page: 'programs/page/user-1/stress-reset',
      profile: 'profile/user-1',
    });
    for (const key of Object.values(keys)) expect(key).toContain(user);
  });

  test('group prefixes cover their features and nothing else', () => {
    const all = Object.values(prefixes);
    for (const prefix of all) expect(prefix.endsWith('/')).toBe(true);
    const covered = (group: string) => all.filter((prefix) => prefix !== group && prefix.startsWith(group)).sort();
    expect(covered(prefixes.journal)).toEqual([prefixes.journalEntries, prefixes.journalStats, prefixes.journalText].sort());
    expect(covered(prefixes.programs)).toEqual([prefixes.activeProgram, prefixes.journalWeek, prefixes.programPage].sort());
    for (const prefix of [prefixes.moods, prefixes.scores, prefixes.profile]) expect(covered(prefix)).toEqual([]);
  });

  test('keyString needs fixed parts', () => {
    expect(() => keyString(queryKeys.profile())).toThrow(/pass the user id/);
  });
});

describe('the member id in keys', () => {
  test('a key waits for a member; another member gets a new request and never the first one’s data', async () => {
    const { cache, requests, signIn } = backend((user) => [{ id: `${user}-row` }]);
    const $profile = cache.createFetcherStore<unknown[]>(queryKeys.profile(), (client, _prefix, userId) =>
      client.from('profiles').select('id').eq('id', String(userId)),
    );
    const seen: unknown[] = [];
    $profile.listen((value) => seen.push(value.data));
    await settle();
    expect(requests).toEqual([]);
    expect($userId.get()).toBeUndefined();

    signIn('ana');
    await settle();
    expect($profile.get().data).toEqual([{ id: 'ana-row' }]);

    seen.length = 0;
    signIn('ben');
    await settle();
    expect($profile.get().data).toEqual([{ id: 'ben-row' }]);
    expect(seen).not.toContainEqual([{ id: 'ana-row' }]);
    expect(requests).toEqual(['GET /rest/v1/profiles', 'GET /rest/v1/profiles']);
  });

  test('the cache is cleared when the member signs out or another signs in, not on a token refresh', () => {
    const $state = atom<SessionState>(initialSessionState);
    const clear = vi.fn();
    const stop = clearOnUserChange(clear, $state);
    $state.set(signedIn('ana'));
    expect(clear).not.toHaveBeenCalled();
    $state.set({ ...signedIn('ana'), lastEvent: 'TOKEN_REFRESHED' });
    expect(clear).not.toHaveBeenCalled();
    $state.set(signedOut);
    expect(clear).toHaveBeenCalledTimes(1);
    $state.set(signedIn('ben'));
    expect(clear).toHaveBeenCalledTimes(2);
    stop();
  });

  test('a cleared cache answers nothing from memory: a new mount fetches again', async () => {
    const { cache, requests, signIn } = backend(() => [{ id: 1 }]);
    signIn('ana');
    const mount = () => {
      const $store = cache.createFetcherStore(queryKeys.scores(), (client) => client.from('clinical_scores').select('id'));
      return $store.listen(() => undefined);
    };
    mount()();
    await settle();
    mount()();
    await settle();
    expect(requests).toHaveLength(1);
    cache.clearCache();
    mount();
    await settle();
    expect(requests).toHaveLength(2);
  });
});

describe('writes name the prefixes they change', () => {
  test('islands reading the prefix refetch once, keep showing their data meanwhile, other keys stay', async () => {
    let score = 1;
    const { cache, requests, signIn } = backend(() => [{ score }]);
    signIn('ana');
    const read = (client: BackendClient) => client.from('mood_logs').select('score');
    const $chart = cache.createFetcherStore(queryKeys.moods(32, { device: true }), read);
    const $table = cache.createFetcherStore(queryKeys.moods(32, { device: true }), read);
    const $scores = cache.createFetcherStore(queryKeys.scores(), (client) => client.from('clinical_scores').select('id'));
    for (const store of [$chart, $table, $scores]) store.listen(() => undefined);
    await settle();
    expect(requests).toEqual(['GET /rest/v1/mood_logs', 'GET /rest/v1/clinical_scores']);

    const $save = cache.createMutatorStore<{ offline: boolean }, { status: string }>(
      async ({ data }) => {
        score += 1;
        return { status: data.offline ? 'offline' : 'saved' };
      },
      { name: 'mood.save', invalidates: (_data, result) => (result?.status === 'saved' ? [prefixes.moods] : []) },
    );
    await $save.mutate({ offline: false });
    expect($chart.get()).toMatchObject({ data: [{ score: 1 }], loading: true });
    await settle();
    expect(requests.filter((r) => r === 'GET /rest/v1/mood_logs')).toHaveLength(2);
    expect($table.get()).toMatchObject({ data: [{ score: 2 }], loading: false });
    expect(requests.filter((r) => r === 'GET /rest/v1/clinical_scores')).toHaveLength(1);

    // A write kept on the device names nothing: no refetch.
    await $save.mutate({ offline: true });
    await settle();
    expect(requests.filter((r) => r === 'GET /rest/v1/mood_logs')).toHaveLength(2);
  });

  test('a mutator store nobody listens to still takes every write', async () => {
    const { cache } = backend(() => []);
    const $save = cache.createMutatorStore<number, number>(async ({ data }) => data * 2, { name: 'test.double' });
    expect(await $save.mutate(1)).toBe(2);
    expect(await $save.mutate(2)).toBe(4);
  });

  test('stale data is refetched on the next mount after 5 minutes', async () => {
    const { cache, requests, signIn } = backend(() => []);
    signIn('ana');
    const mount = () =>
      cache.createFetcherStore(queryKeys.profile(), (client) => client.from('profiles').select('id')).listen(() => undefined);
    mount()();
    await settle();
    await vi.advanceTimersByTimeAsync(limits.cache.freshMs + 1);
    mount();
    await settle();
    expect(requests).toHaveLength(2);
    cache.revalidateKeys(keyPrefix(prefixes.profile));
    await settle();
    expect(requests).toHaveLength(3);
  });
});
