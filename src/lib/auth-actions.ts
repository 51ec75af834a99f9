import { AuthRetryableFetchError, isAuthError, isAuthWeakPasswordError, type Session } from '@supabase/auth-js';
import { forgetActivity, markActivity, setFlash, type Flash } from '@/lib/session-marks';
import { routes, storageKeys } from '@/config/haven';
import { $renewalUnreachable, getSupabase } from '@/lib/supabase';
import { toast } from '@/stores/toast';

/** Removes every auth entry this site keeps in local storage (spec section 4). */
export function clearStoredAuth() {
  for (const key of Object.keys(localStorage)) {
    if (
      key === storageKeys.session ||
      key.startsWith(`${storageKeys.session}-`) ||
      /^sb-.+-auth-token/.test(key) ||
      key === storageKeys.plan
    ) {
      localStorage.removeItem(key);
    }
  }
  forgetActivity();
  document.documentElement.dataset['auth'] = 'signed-out';
}

/**
 * Signs out on every device, then forgets the local session even if the server was unreachable
 * (a shared computer must not stay signed in). Rethrows the server's error after that.
 * While renewing the sign-in cannot reach Haven, this device signs out at once: auth-js would
 * answer either sign-out only after its renewal retries (up to 25 s), and the global one would
 * fail the same way.
 */
export async function signOutEverywhere() {
  const client = getSupabase();
  const unreachable = $renewalUnreachable.get();
  const { error } = unreachable
    ? { error: new AuthRetryableFetchError('Haven could not be reached', 0) }
    : await client.auth.signOut({ scope: 'global' });
  clearStoredAuth();
  await forgetPersonalData();
  if (!error) return;
  // With the storage cleared this needs no network; it tells every island the member has gone
  // (when auth-js is still retrying, once it stops: the stored session and copies are gone now).
  const local = client.auth.signOut({ scope: 'local' });
  if (!unreachable) await local;
  if (error.name !== 'AuthSessionMissingError') throw error;
}

/**
 * On sign-out, a shared device keeps nothing personal: the page's data cache and its on-device
 * copy for reading offline, unsent journal entries and check-ins, drafts, and the members' tool
 * pages the service worker cached. Public pages (the library, programs, crisis pages) stay saved
 * for offline reading, and theme and accessibility choices stay.
 */
async function forgetPersonalData() {
  // Offline the module may not load; then this page never held a cache to clear.
  await import('@/lib/query-cache').then(({ clearCache }) => clearCache()).catch(() => undefined);
  // The copy of the member's own rows kept for reading offline (the cache clears it too).
  await import('@/lib/device-copy').then(({ clearDeviceCopies }) => clearDeviceCopies()).catch(() => undefined);
  const { clearOutbox } = await import('@/lib/journal/outbox');
  await clearOutbox().catch(() => undefined);
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith('haven-journal-') || key.startsWith('haven-program-draft') || key.startsWith('haven-assessment'))
      localStorage.removeItem(key);
  }
  navigator.serviceWorker?.controller?.postMessage({ type: 'CLEAR_PRIVATE_DATA' });
}

type AuthAction = 'sign in' | 'sign up' | 'sign out' | 'password';

const fallbacks: Record<AuthAction, string> = {
  'sign in': 'An error occurred during sign in',
  'sign up': 'An error occurred during sign up',
  'sign out': 'An error occurred during sign out',
  password: 'An error occurred while changing your password',
};

/** The server's reasons for refusing a password, in plain words (spec section 5). */
export function weakPasswordReasons(error: unknown): string[] {
  if (!isAuthWeakPasswordError(error)) return [];
  const minimum = /at least (\d+) characters/.exec(error.message)?.[1];
  return error.reasons.map((reason) => {
    if (reason === 'length') return minimum ? `Use at least ${minimum} characters.` : 'Use a longer password.';
    if (reason === 'pwned') return 'This password is on lists of common passwords, so it is easy to guess.';
    return 'Mix letters, numbers and symbols.';
  });
}

/**
 * What went wrong, in words a person can act on: invalid credentials, weak passwords (with the
 * server's reasons), rate limits, network failures, ended sessions. Unknown errors keep the
 * server's message, or the spec's fallback for the action.
 */
export function describeAuthError(error: unknown, action: AuthAction): string {
  if (!isAuthError(error)) return error instanceof Error && error.message ? error.message : fallbacks[action];
  if (error.name === 'AuthRetryableFetchError') {
    if (action === 'sign out') {
      return "This device is signed out, but we couldn't reach Haven to sign out your other devices. Check your connection, then sign in and out again to finish.";
    }
    return "We couldn't reach Haven. Check your internet connection and try again.";
  }
  if (isAuthWeakPasswordError(error)) return `Please choose a stronger password. ${weakPasswordReasons(error).join(' ')}`;
  switch (error.code) {
    case 'invalid_credentials':
      return "That email and password don't match an account. Check them and try again, or reset your password.";
    case 'over_request_rate_limit':
    case 'over_email_send_rate_limit':
      return 'Too many attempts from this device. Please wait a few minutes, then try again.';
    case 'user_already_exists':
    case 'email_exists':
      return 'An account already uses this email. Try signing in instead, or reset your password.';
    case 'email_not_confirmed':
      return 'Please confirm your email first: follow the link we sent when you joined.';
    case 'email_address_invalid':
      return 'Please enter a complete email address, like name@example.com.';
    case 'same_password':
      return 'Your new password must be different from your current one.';
    case 'user_banned':
      return 'This account has been suspended. Please contact Haven support.';
    case 'session_not_found':
    case 'session_expired':
    case 'refresh_token_not_found':
    case 'refresh_token_already_used':
    case 'bad_jwt':
    case 'user_not_found':
      return 'Your session has ended. Please sign in again.';
    case 'otp_expired':
      return 'This link has expired or was already used. Please ask for a new one.';
  }
  if (error.name === 'AuthSessionMissingError') return 'Your session has ended. Please sign in again.';
  return error.message || fallbacks[action];
}

/** Toasts now, or keeps the message for the next page when the caller is about to navigate. */
function announce(notice: Flash, carry: boolean) {
  if (carry) setFlash(notice);
  else toast({ title: notice.title, description: notice.description, variant: notice.variant ?? 'default' });
}

/** Options for actions that may be followed by a page change. */
export interface AnnounceOptions {
  /** Show the success toast on the next page (the caller navigates away). */
  carry?: boolean | undefined;
}

function fail(title: string, error: unknown, action: AuthAction): never {
  toast({ title, description: describeAuthError(error, action), variant: 'destructive' });
  throw error;
}

/**
 * Signs in with email and password (spec section 4): clears the stored auth entries, signs out
 * globally, then signs in. Toasts the outcome (spec section 8) and rethrows failures.
 */
export async function signIn(credentials: { email: string; password: string }, { carry = false }: AnnounceOptions = {}): Promise<Session> {
  try {
    const client = getSupabase();
    clearStoredAuth();
    await client.auth.signOut({ scope: 'global' });
    const { data, error } = await client.auth.signInWithPassword(credentials);
    if (error) throw error;
    markActivity();
    announce({ title: 'Welcome back!', description: "You've successfully signed in." }, carry);
    return data.session;
  } catch (error) {
    fail('Sign in failed', error, 'sign in');
  }
}

/** Optional profile data sent with sign-up; the sign-up trigger copies it into `profiles`. */
export interface ProfileData {
  display_name?: string | undefined;
  pronouns?: string | undefined;
  us_state?: string | undefined;
  age_confirmed_18?: boolean | undefined;
  reason?: string | undefined;
}

/** Drops empty answers, so the profile keeps its defaults for questions left blank. */
export function profilePayload(profile: ProfileData): Record<string, string | boolean> {
  const payload: Record<string, string | boolean> = {};
  for (const [key, value] of Object.entries(profile)) {
    if (typeof value === 'string' && value.trim()) payload[key] = value.trim();
    if (value === true) payload[key] = true;
  }
  return payload;
}

/**
 * Creates an account (spec section 4): clears the stored auth entries, then signs up with the
 * profile data. Without email confirmation the server signs the member in at once; with it, the
 * session is null until the emailed link is followed. Toasts the outcome and rethrows failures.
 */
export async function signUp(input: { email: string; password: string; profile: ProfileData }, { carry = false }: AnnounceOptions = {}) {
  try {
    clearStoredAuth();
    const { data, error } = await getSupabase().auth.signUp({
      email: input.email,
      password: input.password,
      options: { data: profilePayload(input.profile), emailRedirectTo: `${location.origin}${routes.dashboard}` },
    });
    if (error) throw error;
    if (data.session) {
      markActivity();
      // The spec's wording asks people to check their email; nothing is sent when the server
      // signs them in at once, so that case says what did happen.
      announce({ title: 'Account created!', description: "You're signed in and ready to go." }, carry);
    } else {
      toast({ title: 'Account created!', description: 'Please check your email to verify your account.' });
    }
    return { session: data.session, user: data.user };
  } catch (error) {
    fail('Sign up failed', error, 'sign up');
  }
}

/**
 * Sets a new password for the signed-in member (also after a recovery link). The server ends
 * their sessions on other devices. Toasts the outcome and rethrows failures.
 */
export async function changePassword(password: string, { carry = false }: AnnounceOptions = {}) {
  try {
    const { error } = await getSupabase().auth.updateUser({ password });
    if (error) throw error;
    announce({ title: 'Password changed', description: 'Your new password is saved, and your other devices have been signed out.' }, carry);
  } catch (error) {
    fail('Password change failed', error, 'password');
  }
}

/** Asks the server to email a link for choosing a new password; it lands on `/auth?mode=reset`. */
export async function requestPasswordReset(email: string) {
  const { error } = await getSupabase().auth.resetPasswordForEmail(email, { redirectTo: `${location.origin}${routes.auth}?mode=reset` });
  if (error) throw error;
}

/** Signs out on every device (spec section 4), toasts the outcome and rethrows failures. */
export async function signOut() {
  try {
    await signOutEverywhere();
    toast({ title: 'Signed out', description: "You've been successfully signed out." });
  } catch (error) {
    fail('Sign out failed', error, 'sign out');
  }
}

/** The spec's sign-out toasts for a page that navigates away: shown by the next page. */
export async function signOutAndFlash() {
  try {
    await signOutEverywhere();
    setFlash({ title: 'Signed out', description: "You've been successfully signed out." });
  } catch (error) {
    setFlash({ title: 'Sign out failed', description: describeAuthError(error, 'sign out'), variant: 'destructive' });
    throw error;
  }
}

/**
 * Where to go after signing in: `next` when it is a path on this site (never another origin,
 * never back to the sign-in page), else the dashboard.
 */
export function safeNextPath(next: string | null | undefined, fallback: string = routes.dashboard): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return fallback;
  try {
    const base = 'https://haven.invalid';
    const url = new URL(next, base);
    if (url.origin !== base || url.pathname === routes.auth || url.pathname.startsWith(`${routes.auth}/`)) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
