import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { limits } from '@/config/haven';
import { fakeAuthFetch, fakeSession } from './session-fake-auth';

/*
 * The real supabase-js client with the app's auth options, a fake clock and a fake `fetch`.
 * auth-js (node_modules/@supabase/auth-js/src/lib/constants.ts, GoTrueClient.ts) ticks every
 * AUTO_REFRESH_TICK_DURATION_MS = 30 s and refreshes on a tick once the token expires within
 * AUTO_REFRESH_TICK_THRESHOLD = 3 whole ticks (floor(left / 30 s) <= 3, so under 120 s); reading
 * the session refreshes within EXPIRY_MARGIN_MS = 3 ticks = 90 s.
 */

const tickMs = limits.auth.refreshTickMs;
const marginMs = limits.auth.refreshMarginSeconds * 1000;
let clients: SupabaseClient[] = [];
let keyCounter = 0;

function startClient(secondsLeft: number, autoRefreshToken = true) {
  const storageKey = `haven-auth-test-${++keyCounter}`;
  const stored = fakeSession(secondsLeft);
  localStorage.setItem(storageKey, JSON.stringify(stored));
  const server = fakeAuthFetch();
  const client = createClient('http://haven.test', 'anon-key', {
    auth: { storageKey, persistSession: true, autoRefreshToken, detectSessionInUrl: false },
    global: { fetch: server.fetch },
  });
  clients.push(client);
  return { client, server, expiresAtMs: stored.expires_at * 1000 };
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-02T09:00:00.000Z') });
});

afterEach(async () => {
  for (const client of clients) await client.auth.stopAutoRefresh();
  clients = [];
  vi.useRealTimers();
});

describe('session refresh timing (supabase-js auto-refresh)', () => {
  test('the spec constants match auth-js: a 30 s tick and a 90 s margin', () => {
    expect(tickMs).toBe(30_000);
    expect(marginMs).toBe(90_000);
  });

  test('makes no refresh request while the token has more than four ticks left', async () => {
    const { server } = startClient(10 * 60);
    await vi.advanceTimersByTimeAsync(10 * 60 * 1000 - 4 * tickMs - 1000);
    expect(server.refreshes()).toHaveLength(0);
  });

  test.each([0, 5, 12, 20, 29])(
    'refreshes on the first tick under 120 s, before 90 s or less remain (tick phase %i s)',
    async (phaseSeconds) => {
      const { server, expiresAtMs } = startClient(10 * 60 + phaseSeconds);
      await vi.advanceTimersByTimeAsync(10 * 60 * 1000);
      const [first] = server.refreshes();
      expect(first).toBeDefined();
      const left = expiresAtMs - first!.at;
      expect(left).toBeGreaterThanOrEqual(marginMs);
      expect(left).toBeLessThan(marginMs + tickMs);
      expect(server.refreshes()).toHaveLength(1);
    },
  );

  test('keeps refreshing each new token the same way, one request per token', async () => {
    const { server } = startClient(5 * 60);
    await vi.advanceTimersByTimeAsync(5 * 60 * 1000 + 3600 * 1000);
    expect(server.refreshes()).toHaveLength(2);
    const [first, second] = server.refreshes();
    expect(second!.at - first!.at).toBeGreaterThan(3600 * 1000 - 4 * tickMs);
    expect(first!.body).toEqual({ refresh_token: 'refresh-1' });
  });

  test('reading the session refreshes once under 90 s remain (91 s left: no request; 89 s left: one)', async () => {
    const early = startClient(91, false);
    await early.client.auth.getSession();
    expect(early.server.refreshes()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(2000);
    const { data } = await early.client.auth.getSession();
    expect(early.server.refreshes()).toHaveLength(1);
    expect(early.expiresAtMs - early.server.refreshes()[0]!.at).toBeLessThanOrEqual(marginMs);
    expect(data.session?.refresh_token).toBe('refresh-2');
  });
});
