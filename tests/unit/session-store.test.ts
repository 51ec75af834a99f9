import type { Session, User } from '@supabase/supabase-js';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeAuthFetch, fakeSession, fakeUser } from './session-fake-auth';

/*
 * The session store driven by the real supabase-js client (the app's own `getSupabase()`),
 * with a fake `fetch` standing in for the auth server.
 */

type SessionModule = typeof import('@/stores/session');
let server: ReturnType<typeof fakeAuthFetch>;

async function loadStore(stored?: object): Promise<SessionModule> {
  if (stored) localStorage.setItem('haven-auth', JSON.stringify(stored));
  vi.resetModules();
  return import('@/stores/session');
}

beforeEach(() => {
  server = fakeAuthFetch();
  vi.stubEnv('PUBLIC_SUPABASE_ANON_KEY', 'anon-key');
  vi.stubGlobal('fetch', server.fetch);
  document.documentElement.dataset['auth'] = 'signed-out';
});

afterEach(async () => {
  const { getSupabase } = await import('@/lib/supabase');
  await getSupabase().auth.stopAutoRefresh();
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('$session', () => {
  test('starts loading, then restores the stored session and marks the page signed in', async () => {
    const { $session, sessionReady } = await loadStore(fakeSession(3600));
    expect($session.get()).toMatchObject({ loading: true, user: null, session: null });
    const state = await sessionReady();
    expect(state).toMatchObject({ loading: false, recovering: false, lastEvent: 'INITIAL_SESSION' });
    expect(state.user?.email).toBe('sam@example.com');
    expect(document.documentElement.dataset['auth']).toBe('signed-in');
  });

  test('ends loading signed out when nothing is stored', async () => {
    document.documentElement.dataset['auth'] = 'signed-in';
    const { sessionReady } = await loadStore();
    const state = await sessionReady();
    expect(state).toMatchObject({ loading: false, user: null, session: null });
    expect(document.documentElement.dataset['auth']).toBe('signed-out');
  });

  test('follows a sign-in and a sign-out made through the client', async () => {
    const { $session, sessionReady } = await loadStore();
    await sessionReady();
    const { getSupabase } = await import('@/lib/supabase');
    await getSupabase().auth.signInWithPassword({ email: 'sam@example.com', password: 'a long phrase' });
    expect($session.get()).toMatchObject({ lastEvent: 'SIGNED_IN', loading: false });
    expect($session.get().user?.id).toBe('user-1');
    expect(document.documentElement.dataset['auth']).toBe('signed-in');
    await getSupabase().auth.signOut({ scope: 'global' });
    expect($session.get()).toMatchObject({ lastEvent: 'SIGNED_OUT', user: null, session: null });
    expect(document.documentElement.dataset['auth']).toBe('signed-out');
    expect(localStorage.getItem('haven-auth')).toBeNull();
  });

  test('an expired stored session the server no longer renews ends signed out', async () => {
    const failing = async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      if (url.searchParams.get('grant_type') === 'refresh_token') {
        return new Response(
          JSON.stringify({ code: 'refresh_token_not_found', message: 'Invalid Refresh Token: Refresh Token Not Found' }),
          {
            status: 400,
            headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
          },
        );
      }
      return server.fetch(input, init);
    };
    vi.stubGlobal('fetch', failing);
    const { sessionReady } = await loadStore(fakeSession(-60));
    const state = await sessionReady();
    expect(state.user).toBeNull();
    expect(document.documentElement.dataset['auth']).toBe('signed-out');
  });
});

describe('applyAuthEvent', () => {
  const session = { ...fakeSession(3600), user: fakeUser() } as unknown as Session;

  test('INITIAL_SESSION ends loading; an event before it (the restored sign-in) keeps loading', async () => {
    const { applyAuthEvent, initialSessionState } = await loadStore();
    const restored = applyAuthEvent(initialSessionState, 'SIGNED_IN', session);
    expect(restored).toMatchObject({ user: session.user, loading: true });
    expect(applyAuthEvent(restored, 'INITIAL_SESSION', session)).toEqual({
      user: session.user,
      session,
      loading: false,
      lastEvent: 'INITIAL_SESSION',
      recovering: false,
      offline: false,
    });
  });

  test.each(['SIGNED_IN', 'TOKEN_REFRESHED', 'USER_UPDATED', 'MFA_CHALLENGE_VERIFIED'] as const)(
    '%s carries the new session',
    async (event) => {
      const { applyAuthEvent, initialSessionState } = await loadStore();
      const ready = applyAuthEvent(initialSessionState, 'INITIAL_SESSION', null);
      expect(applyAuthEvent(ready, event, session)).toEqual({
        user: session.user,
        session,
        loading: false,
        lastEvent: event,
        recovering: false,
        offline: false,
      });
    },
  );

  test('SIGNED_OUT clears the user and the session', async () => {
    const { applyAuthEvent, initialSessionState } = await loadStore();
    const signedIn = applyAuthEvent(initialSessionState, 'INITIAL_SESSION', session);
    expect(applyAuthEvent(signedIn, 'SIGNED_OUT', null)).toEqual({
      user: null,
      session: null,
      loading: false,
      lastEvent: 'SIGNED_OUT',
      recovering: false,
      offline: false,
    });
  });

  test('PASSWORD_RECOVERY stays flagged through refreshes until the password is updated', async () => {
    const { applyAuthEvent, initialSessionState } = await loadStore();
    const recovering = applyAuthEvent(applyAuthEvent(initialSessionState, 'INITIAL_SESSION', null), 'PASSWORD_RECOVERY', session);
    expect(recovering.recovering).toBe(true);
    const refreshed = applyAuthEvent(recovering, 'TOKEN_REFRESHED', session);
    expect(refreshed.recovering).toBe(true);
    expect(applyAuthEvent(refreshed, 'USER_UPDATED', session).recovering).toBe(false);
    expect(applyAuthEvent(refreshed, 'SIGNED_OUT', null).recovering).toBe(false);
  });
});

describe('signed in, offline', () => {
  const stored = { ...fakeSession(-3600), user: fakeUser('user-1') };

  test('offlineMember: the stored member only when renewing cannot reach Haven and the stored session is usable', async () => {
    const { offlineMember } = await loadStore();
    expect(offlineMember(stored, true)?.id).toBe('user-1');
    expect(offlineMember(stored, false)).toBeNull();
    expect(offlineMember(null, true)).toBeNull();
    expect(offlineMember({ ...stored, refresh_token: '' }, true)).toBeNull();
    expect(offlineMember({ ...stored, user: { id: 7 } }, true)).toBeNull();
    expect(offlineMember({ ...stored, user: undefined }, true)).toBeNull();
  });

  test('applyAuthEvent: an initial null session is "signed in, offline" only with a stored member; any other null is signed out', async () => {
    const { applyAuthEvent, initialSessionState } = await loadStore();
    const member = fakeUser('user-1') as unknown as User;
    expect(applyAuthEvent(initialSessionState, 'INITIAL_SESSION', null, member)).toEqual({
      user: member,
      session: null,
      loading: false,
      lastEvent: 'INITIAL_SESSION',
      recovering: false,
      offline: true,
    });
    const offline = applyAuthEvent(initialSessionState, 'INITIAL_SESSION', null, member);
    expect(applyAuthEvent(offline, 'SIGNED_OUT', null, member)).toMatchObject({ user: null, offline: false });
    const session = { ...fakeSession(3600), user: member } as unknown as Session;
    expect(applyAuthEvent(offline, 'TOKEN_REFRESHED', session)).toMatchObject({ user: member, session, offline: false });
  });

  test('an expired sign-in that cannot be renewed keeps the member, at the first failed attempt; a renewal later ends it', async () => {
    vi.useFakeTimers({
      now: new Date('2026-03-02T09:00:00.000Z'),
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    let reachable = false;
    server = fakeAuthFetch({ offline: (path) => !reachable && path === '/auth/v1/token' });
    vi.stubGlobal('fetch', server.fetch);
    const { $session, sessionReady, whenSignInRenewed } = await loadStore({ ...fakeSession(-3600), user: fakeUser('user-1') });
    const ready = sessionReady();
    await vi.advanceTimersByTimeAsync(0);
    // auth-js retries a failed renewal for about 25 s; the member's copy need not wait for that.
    const state = await ready;
    expect(state).toMatchObject({ loading: false, offline: true, session: null });
    expect(state.user?.id).toBe('user-1');
    expect(document.documentElement.dataset['auth']).toBe('signed-in');
    expect(server.refreshes()).toHaveLength(1);

    const { getSupabase, sendsAsMember } = await import('@/lib/supabase');
    expect(await sendsAsMember(getSupabase(), 'user-1')).toBe(false);
    const renewed = vi.fn();
    whenSignInRenewed(renewed);

    // Once auth-js has given up on this attempt, the stored session is still there: still offline.
    await vi.advanceTimersByTimeAsync(30_000);
    expect($session.get()).toMatchObject({ loading: false, offline: true, lastEvent: 'INITIAL_SESSION' });
    expect(localStorage.getItem('haven-auth')).toContain('refresh-1');

    // Haven is back: auth-js's next tick (after its 60 s pause on a failed token) renews it.
    reachable = true;
    await vi.advanceTimersByTimeAsync(120_000);
    expect($session.get()).toMatchObject({ offline: false, lastEvent: 'TOKEN_REFRESHED' });
    expect($session.get().session?.user.id).toBe('user-1');
    expect(renewed).toHaveBeenCalledTimes(1);
    expect(renewed).toHaveBeenCalledWith('user-1');
    expect(await sendsAsMember(getSupabase(), 'user-1')).toBe(true);
  });
});
