import type { User } from '@supabase/supabase-js';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { MoodInput } from '@/lib/queries/mood';
import { fakeSession } from './session-fake-auth';

/*
 * The check-in stores as islands use them: the page's cache and the real supabase-js client,
 * with a fake `fetch` standing in for the REST API (the end-to-end tests use the real server).
 */

type Row = MoodInput & { id: string };
let rows: Row[];
let online: boolean;
let requests: string[];

function fakeRest() {
  return async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const method = init.method ?? 'GET';
    requests.push(`${method} ${url.pathname}`);
    if (!online) throw new TypeError('Failed to fetch');
    if (method === 'POST') {
      const body = JSON.parse(String(init.body)) as MoodInput;
      rows = [...rows.filter((row) => row.client_id !== body.client_id), { ...body, id: `row-${body.client_id}` }];
      return new Response(null, { status: 201 });
    }
    return new Response(JSON.stringify(rows), { status: 200, headers: { 'content-type': 'application/json' } });
  };
}

const input = (clientId: string, mood: number): MoodInput => ({
  client_id: clientId,
  logged_at: new Date().toISOString(),
  mood,
  energy: null,
  emotions: [],
  sleep_hours: null,
  exercise_minutes: null,
  social_contact: null,
  tags: [],
  note: null,
});

async function page() {
  vi.resetModules();
  const session = await import('@/stores/session');
  const mood = await import('@/stores/mood');
  const toast = await import('@/stores/toast');
  // Signed in as user-1 on this device: reads and writes go with their own token.
  localStorage.setItem('haven-auth', JSON.stringify(fakeSession(3600)));
  session.$session.set({ ...session.initialSessionState, loading: false, user: { id: 'user-1' } as User });
  return { ...mood, toast };
}

const gets = () => requests.filter((request) => request === 'GET /rest/v1/mood_logs').length;

beforeEach(() => {
  rows = [];
  online = true;
  requests = [];
  vi.stubEnv('PUBLIC_SUPABASE_ANON_KEY', 'anon-key');
  vi.stubGlobal('fetch', fakeRest());
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

test('the chart, the table and the check-in form share one request; a save refetches once for all', async () => {
  const { $recentMoods, moodsQuery, $saveMood } = await page();
  const chart = moodsQuery(32);
  expect(chart).toBe($recentMoods);
  chart.listen(() => undefined);
  $recentMoods.listen(() => undefined);
  await vi.waitFor(() => expect($recentMoods.get().data).toEqual([]));
  expect(gets()).toBe(1);

  const outcome = await $saveMood.mutate({ userId: 'user-1', input: input('a', 4) });
  expect(outcome).toEqual({ status: 'saved' });
  await vi.waitFor(() => expect(chart.get().data).toMatchObject([{ client_id: 'a', id: 'row-a', mood: 4 }]));
  expect(gets()).toBe(2);
});

test('offline, a check-in goes to the outbox and shows at once, with no refetch and no toast', async () => {
  const { $recentMoods, $saveMood, syncPending, toast } = await page();
  $recentMoods.listen(() => undefined);
  await vi.waitFor(() => expect($recentMoods.get().data).toEqual([]));

  online = false;
  const outcome = await $saveMood.mutate({ userId: 'user-1', input: input('b', 2) });
  expect(outcome).toEqual({ status: 'offline' });
  expect($recentMoods.get().data).toMatchObject([{ client_id: 'b', id: '', mood: 2 }]);
  expect(gets()).toBe(1);
  expect(toast.$toasts.get()).toEqual([]);
  expect($saveMood.get().error).toBeUndefined();
  expect(JSON.parse(localStorage.getItem('haven-outbox') ?? '[]')).toHaveLength(1);

  online = true;
  await syncPending('user-1');
  await vi.waitFor(() => expect($recentMoods.get().data).toMatchObject([{ client_id: 'b', id: 'row-b' }]));
  expect(localStorage.getItem('haven-outbox')).toBeNull();
});

test('deleting a check-in that never left this device works offline; others fail with the reason', async () => {
  const { $recentMoods, $saveMood, $removeMood } = await page();
  rows = [{ ...input('kept', 3), id: 'row-kept' }];
  $recentMoods.listen(() => undefined);
  await vi.waitFor(() => expect($recentMoods.get().data).toHaveLength(1));
  online = false;
  await $saveMood.mutate({ userId: 'user-1', input: input('local', 1) });
  expect($recentMoods.get().data).toHaveLength(2);

  expect(await $removeMood.mutate({ userId: 'user-1', clientId: 'local' })).toBe('local');
  expect($recentMoods.get().data).toMatchObject([{ client_id: 'kept' }]);
  expect(await $removeMood.mutate({ userId: 'user-1', clientId: 'kept' })).toBeUndefined();
  expect($removeMood.get().error?.message).toBe('Haven could not delete this check-in right now. Check your connection and try again.');
  expect($recentMoods.get().data).toMatchObject([{ client_id: 'kept' }]);
});

test('offline, a refetch shows the check-ins saved on this device with the waiting ones, then fresh rows once back', async () => {
  const { $recentMoods, $saveMood, syncPending } = await page();
  const { $fromDevice, revalidateKeys, keyPrefix } = await import('@/lib/query-cache');
  rows = [{ ...input('kept', 3), id: 'row-kept' }];
  $recentMoods.listen(() => undefined);
  await vi.waitFor(() => expect($recentMoods.get().data).toHaveLength(1));

  online = false;
  await $saveMood.mutate({ userId: 'user-1', input: input('local', 5) });
  revalidateKeys(keyPrefix('moods/'));
  await vi.waitFor(() => expect($fromDevice.get()).toHaveProperty(['moods/user-1/32d/device']));
  expect($recentMoods.get().error).toBeUndefined();
  expect($recentMoods.get().data).toMatchObject([
    { client_id: 'local', id: '', mood: 5 },
    { client_id: 'kept', id: 'row-kept' },
  ]);

  online = true;
  await syncPending('user-1');
  await vi.waitFor(() => expect($recentMoods.get().data).toMatchObject([{ client_id: 'local', id: 'row-local' }, { client_id: 'kept' }]));
  expect($fromDevice.get()).toEqual({});
});
