import type { Session } from '@supabase/supabase-js';
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
