import { AuthApiError, AuthRetryableFetchError, AuthSessionMissingError, AuthWeakPasswordError } from '@supabase/supabase-js';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeAuthFetch, fakeSession } from './session-fake-auth';

/*
 * The sign-in, sign-up and sign-out actions (spec sections 4 and 8) against the real supabase-js
 * client with a fake `fetch`: the order of calls, the toasts and the rethrown errors.
 */

type Modules = {
  actions: typeof import('@/lib/auth-actions');
  toasts: typeof import('@/stores/toast');
  session: typeof import('@/stores/session');
};

async function load(fetch: ReturnType<typeof fakeAuthFetch>['fetch'], stored?: object): Promise<Modules> {
  if (stored) localStorage.setItem('haven-auth', JSON.stringify(stored));
  vi.stubGlobal('fetch', fetch);
  vi.resetModules();
  const modules = {
    actions: await import('@/lib/auth-actions'),
    toasts: await import('@/stores/toast'),
    session: await import('@/stores/session'),
  };
  await modules.session.sessionReady();
  return modules;
}

const lastToast = (toasts: Modules['toasts']) => toasts.$toasts.get()[0];
const apiError = (status: number, code: string, message: string, extra: object = {}) => ({
  status,
  body: { code, message, ...extra },
});

beforeEach(() => {
  vi.stubEnv('PUBLIC_SUPABASE_ANON_KEY', 'anon-key');
});

afterEach(async () => {
  const { getSupabase } = await import('@/lib/supabase');
  await getSupabase().auth.stopAutoRefresh();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('signIn', () => {
  test('clears stored auth entries and signs out globally before signing in, then says welcome back', async () => {
    const server = fakeAuthFetch();
    const { actions, toasts, session } = await load(server.fetch, fakeSession(3600, 'old-refresh'));
    localStorage.setItem('haven-plan', JSON.stringify({ plan: 'premium' }));
    localStorage.setItem('sb-old-auth-token', 'stale');
    server.calls.length = 0;
    const events: string[] = [];
    session.$session.listen((state) => events.push(`${state.lastEvent}:${localStorage.getItem('haven-auth') ? 'stored' : 'cleared'}`));

    await actions.signIn({ email: 'sam@example.com', password: 'a long phrase' });

    // The stored session was cleared first, so the global sign-out had no token left to send.
    expect(events).toEqual(['SIGNED_OUT:cleared', 'SIGNED_IN:stored']);
    expect(server.calls.map((call) => `${call.path}${call.grantType ? `:${call.grantType}` : ''}`)).toEqual(['/auth/v1/token:password']);
    expect(server.calls[0]!.body).toMatchObject({ email: 'sam@example.com', password: 'a long phrase' });
    expect(localStorage.getItem('haven-plan')).toBeNull();
    expect(localStorage.getItem('sb-old-auth-token')).toBeNull();
    expect(JSON.parse(localStorage.getItem('haven-auth')!).refresh_token).not.toBe('old-refresh');
    expect(session.$session.get().lastEvent).toBe('SIGNED_IN');
    expect(lastToast(toasts)).toMatchObject({ title: 'Welcome back!', description: "You've successfully signed in.", variant: 'default' });
    expect(Number(localStorage.getItem('haven-last-activity'))).toBeGreaterThan(0);
  });

  test('keeps the welcome for the next page when the caller navigates away', async () => {
    const { actions, toasts } = await load(fakeAuthFetch().fetch);
    await actions.signIn({ email: 'sam@example.com', password: 'a long phrase' }, { carry: true });
    expect(toasts.$toasts.get()).toHaveLength(0);
    expect(JSON.parse(sessionStorage.getItem('haven-flash')!)).toEqual({
      title: 'Welcome back!',
      description: "You've successfully signed in.",
    });
  });

  test('wrong credentials: a destructive "Sign in failed" toast in plain words, and the error is rethrown', async () => {
    const server = fakeAuthFetch({ passwordGrant: () => apiError(400, 'invalid_credentials', 'Invalid login credentials') });
    const { actions, toasts, session } = await load(server.fetch);
    const failure = actions.signIn({ email: 'sam@example.com', password: 'wrong' });
    await expect(failure).rejects.toBeInstanceOf(AuthApiError);
    expect(lastToast(toasts)).toMatchObject({
      title: 'Sign in failed',
      variant: 'destructive',
      description: "That email and password don't match an account. Check them and try again, or reset your password.",
    });
    expect(session.$session.get().user).toBeNull();
  });

  test('a network failure says so', async () => {
    const { actions, toasts } = await load(fakeAuthFetch({ offline: (path) => path === '/auth/v1/token' }).fetch);
    await expect(actions.signIn({ email: 'sam@example.com', password: 'x' })).rejects.toBeInstanceOf(AuthRetryableFetchError);
    expect(lastToast(toasts)?.description).toBe("We couldn't reach Haven. Check your internet connection and try again.");
  });
});

describe('signUp', () => {
  test('clears stored auth first and sends the non-empty profile answers as sign-up data', async () => {
    const server = fakeAuthFetch();
    const { actions, toasts } = await load(server.fetch);
    localStorage.setItem('haven-plan', '{"plan":"premium"}');
    await actions.signUp({
      email: 'new@example.com',
      password: 'a long phrase',
      profile: { display_name: '  Sam ', pronouns: '', us_state: 'OR', age_confirmed_18: true, reason: '' },
    });
    expect(localStorage.getItem('haven-plan')).toBeNull();
    const signup = server.calls.find((call) => call.path === '/auth/v1/signup')!;
    expect(signup.body).toMatchObject({
      email: 'new@example.com',
      password: 'a long phrase',
      data: { display_name: 'Sam', us_state: 'OR', age_confirmed_18: true },
    });
    expect(Object.keys(signup.body!['data'] as object).sort()).toEqual(['age_confirmed_18', 'display_name', 'us_state']);
    expect(lastToast(toasts)).toMatchObject({ title: 'Account created!', description: "You're signed in and ready to go." });
  });

  test('asks people to verify their email when the server holds the session back', async () => {
    const server = fakeAuthFetch({
      signUp: () => ({ status: 200, body: { id: 'u2', email: 'new@example.com', aud: 'authenticated', role: '', identities: [] } }),
    });
    const { actions, toasts } = await load(server.fetch);
    const result = await actions.signUp({ email: 'new@example.com', password: 'a long phrase', profile: {} });
    expect(result.session).toBeNull();
    expect(lastToast(toasts)).toMatchObject({ title: 'Account created!', description: 'Please check your email to verify your account.' });
  });

  test('a weak password: "Sign up failed" with the server\'s reasons, rethrown', async () => {
    const server = fakeAuthFetch({
      signUp: () =>
        apiError(
          422,
          'weak_password',
          'Password should be at least 8 characters. Password is known to be weak and easy to guess, please choose a different one.',
          {
            weak_password: { reasons: ['length', 'pwned'] },
          },
        ),
    });
    const { actions, toasts } = await load(server.fetch);
    const failure = actions.signUp({ email: 'new@example.com', password: 'pass', profile: {} });
    await expect(failure).rejects.toBeInstanceOf(AuthWeakPasswordError);
    expect(lastToast(toasts)).toMatchObject({
      title: 'Sign up failed',
      variant: 'destructive',
      description:
        'Please choose a stronger password. Use at least 8 characters. This password is on lists of common passwords, so it is easy to guess.',
    });
  });

  test('rate limits ask people to wait', async () => {
    const server = fakeAuthFetch({ signUp: () => apiError(429, 'over_request_rate_limit', 'Request rate limit reached') });
    const { actions, toasts } = await load(server.fetch);
    await expect(actions.signUp({ email: 'new@example.com', password: 'a long phrase', profile: {} })).rejects.toThrow();
    expect(lastToast(toasts)).toMatchObject({
      title: 'Sign up failed',
      description: 'Too many attempts from this device. Please wait a few minutes, then try again.',
    });
  });
});

describe('signOut', () => {
  test('signs out globally, forgets the session here and says so', async () => {
    const server = fakeAuthFetch();
    const { actions, toasts, session } = await load(server.fetch, fakeSession(3600));
    localStorage.setItem('haven-plan', '{"plan":"free"}');
    await actions.signOut();
    expect(server.calls.filter((call) => call.path === '/auth/v1/logout').map((call) => call.scope)).toEqual(['global']);
    expect(localStorage.getItem('haven-auth')).toBeNull();
    expect(localStorage.getItem('haven-plan')).toBeNull();
    expect(session.$session.get()).toMatchObject({ user: null, lastEvent: 'SIGNED_OUT' });
    expect(document.documentElement.dataset['auth']).toBe('signed-out');
    expect(lastToast(toasts)).toMatchObject({ title: 'Signed out', description: "You've been successfully signed out." });
  });

  test('offline: this device is still signed out, and "Sign out failed" explains the rest; rethrown', async () => {
    const server = fakeAuthFetch({ offline: (path) => path === '/auth/v1/logout' });
    const { actions, toasts, session } = await load(server.fetch, fakeSession(3600));
    await expect(actions.signOut()).rejects.toBeInstanceOf(AuthRetryableFetchError);
    expect(localStorage.getItem('haven-auth')).toBeNull();
    expect(session.$session.get().user).toBeNull();
    expect(lastToast(toasts)).toMatchObject({
      title: 'Sign out failed',
      variant: 'destructive',
      description:
        "This device is signed out, but we couldn't reach Haven to sign out your other devices. Check your connection, then sign in and out again to finish.",
    });
  });

  test('signed in, offline (an expired sign-in Haven cannot renew): this device signs out at once and forgets its copy', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const server = fakeAuthFetch({ offline: (path) => path === '/auth/v1/token' || path === '/auth/v1/logout' });
    const { actions, toasts, session } = await load(server.fetch, fakeSession(-3600));
    expect(session.$session.get()).toMatchObject({ offline: true, user: { id: 'user-1' } });
    const { getDeviceCopies } = await import('@/lib/device-copy');
    await getDeviceCopies().put({ userId: 'user-1', key: 'journal/entries/user-1', data: ['kept'], savedAt: 0 });
    const started = Date.now();
    await expect(actions.signOut()).rejects.toBeInstanceOf(AuthRetryableFetchError);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(localStorage.getItem('haven-auth')).toBeNull();
    expect(await getDeviceCopies().get('user-1', 'journal/entries/user-1')).toBeUndefined();
    expect(document.documentElement.dataset['auth']).toBe('signed-out');
    expect(lastToast(toasts)?.description).toContain('This device is signed out');
    // Islands hear it once auth-js stops retrying the renewal.
    await vi.advanceTimersByTimeAsync(30_000);
    expect(session.$session.get()).toMatchObject({ user: null, offline: false, lastEvent: 'SIGNED_OUT' });
    vi.useRealTimers();
  });

  test('from a page that navigates away, the toast waits for the next page', async () => {
    const { actions } = await load(fakeAuthFetch().fetch, fakeSession(3600));
    await actions.signOutAndFlash();
    expect(JSON.parse(sessionStorage.getItem('haven-flash')!)).toEqual({
      title: 'Signed out',
      description: "You've been successfully signed out.",
    });
  });
});

describe('describeAuthError', () => {
  test('falls back to the spec wording for each action when there is no message', async () => {
    const { actions } = await load(fakeAuthFetch().fetch);
    expect(actions.describeAuthError(new Error(''), 'sign in')).toBe('An error occurred during sign in');
    expect(actions.describeAuthError(null, 'sign up')).toBe('An error occurred during sign up');
    expect(actions.describeAuthError(undefined, 'sign out')).toBe('An error occurred during sign out');
  });

  test('keeps an unknown server message, and explains ended sessions', async () => {
    const { actions } = await load(fakeAuthFetch().fetch);
    expect(actions.describeAuthError(new AuthApiError('Something odd', 400, 'unexpected'), 'sign in')).toBe('Something odd');
    expect(actions.describeAuthError(new AuthSessionMissingError(), 'password')).toBe('Your session has ended. Please sign in again.');
    expect(actions.describeAuthError(new AuthApiError('x', 403, 'session_not_found'), 'sign out')).toBe(
      'Your session has ended. Please sign in again.',
    );
  });
});

describe('safeNextPath', () => {
  test.each([
    ['/journal', '/journal'],
    ['/library/sleep-and-worry?from=home#notes', '/library/sleep-and-worry?from=home#notes'],
    ['/account?tab=subscription', '/account?tab=subscription'],
  ])('keeps the same-site path %s', async (next, expected) => {
    const { actions } = await load(fakeAuthFetch().fetch);
    expect(actions.safeNextPath(next)).toBe(expected);
  });

  test.each([
    null,
    '',
    'journal',
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/auth',
    '/auth?next=/x',
  ])('sends %s to the dashboard instead', async (next) => {
    const { actions } = await load(fakeAuthFetch().fetch);
    expect(actions.safeNextPath(next)).toBe('/dashboard');
  });
});
