import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
import { atom } from 'nanostores';
import { routes, storageKeys } from '@/config/haven';
import { clearStoredAuth } from '@/lib/auth-actions';
import { $renewalUnreachable, getSupabase } from '@/lib/supabase';

/** Spec section 3, "User session". */
export interface SessionState {
  user: User | null;
  session: Session | null;
  /** True until the stored session has been read (and refreshed if needed). */
  loading: boolean;
  /** The last auth event, for islands that react to recovery or updates. */
  lastEvent: AuthChangeEvent | null;
  /** True from a password-recovery link until the password is changed or the member signs out. */
  recovering: boolean;
  /**
   * Signed in, offline: the sign-in stored on this device could not be renewed because Haven
   * cannot be reached. `user` is the stored session's member, so their own copy on this device
   * can be read; `session` is null when the page opened this way. Nothing is read from or sent to
   * Haven as them until a renewal succeeds (`sendsAsMember`), which ends this state.
   */
  offline: boolean;
}

export const initialSessionState: SessionState = {
  user: null,
  session: null,
  loading: true,
  lastEvent: null,
  recovering: false,
  offline: false,
};

export const $session = atom<SessionState>(initialSessionState);

/**
 * The member of a session stored on this device, when renewing it cannot reach Haven: auth-js
 * keeps the stored session then, but reports none once its access token has expired. Null when
 * Haven can be reached (a refused renewal removes the stored session: signed out) or nothing
 * usable is stored. The stored user is trusted for choosing which on-device copy to show, never
 * for anything sent to Haven.
 */
export function offlineMember(stored: unknown, unreachable: boolean): User | null {
  if (!unreachable || typeof stored !== 'object' || stored === null) return null;
  const { refresh_token: refreshToken, user } = stored as { refresh_token?: unknown; user?: unknown };
  if (typeof refreshToken !== 'string' || refreshToken === '' || typeof user !== 'object' || user === null) return null;
  const id = (user as { id?: unknown }).id;
  return typeof id === 'string' && id !== '' ? (user as User) : null;
}

/**
 * The next state after an auth event (spec section 4): every event carries the current session
 * (null once signed out). Loading ends with INITIAL_SESSION, which supabase-js sends each
 * listener once the stored session has been read (and refreshed or dropped). An initial session
 * of null while `offlineUser` is known (see {@link offlineMember}) is "signed in, offline".
 */
export function applyAuthEvent(
  state: SessionState,
  event: AuthChangeEvent,
  session: Session | null,
  offlineUser: User | null = null,
): SessionState {
  const recovering = session !== null && (event === 'PASSWORD_RECOVERY' || (state.recovering && event !== 'USER_UPDATED'));
  const loading = state.loading && event !== 'INITIAL_SESSION';
  if (!session && event === 'INITIAL_SESSION' && offlineUser) {
    return { user: offlineUser, session: null, loading, lastEvent: event, recovering: false, offline: true };
  }
  return { user: session?.user ?? null, session, loading, lastEvent: event, recovering, offline: false };
}

/**
 * The next state when renewing the sign-in stops reaching Haven: a known member stays signed in,
 * offline, and a page still reading the stored session need not wait for auth-js's retries.
 */
export function applyRenewalUnreachable(state: SessionState, offlineUser: User | null): SessionState {
  if (state.user) return state.offline ? state : { ...state, offline: true };
  if (state.loading && offlineUser) return { ...state, user: offlineUser, loading: false, offline: true };
  return state;
}

function storedSession(): unknown {
  try {
    return JSON.parse(localStorage.getItem(storageKeys.session) ?? 'null');
  } catch {
    return null;
  }
}

const currentOfflineMember = () => offlineMember(storedSession(), $renewalUnreachable.get());

/** Keeps `<html data-auth>` and `data-role` in step so the static chrome shows the right entries. */
function publish(state: SessionState) {
  $session.set(state);
  const root = document.documentElement;
  root.dataset['auth'] = state.user ? 'signed-in' : 'signed-out';
  if (state.user?.app_metadata['role'] === 'partner') root.dataset['role'] = 'partner';
  else delete root.dataset['role'];
}

let started = false;

/**
 * Reads the stored session and follows every auth event (signed in, signed out, token
 * refreshed, user updated, password recovery, initial session, MFA verified). supabase-js
 * checks the token every 30 s and refreshes it before 90 s or less remain (spec section 9;
 * tests/unit/session-refresh.test.ts pins the timing). When that renewal cannot reach Haven,
 * the member stays signed in, offline (see {@link SessionState.offline}).
 */
export function startSession() {
  if (started || typeof window === 'undefined') return;
  started = true;
  const client = getSupabase();
  $renewalUnreachable.subscribe((unreachable) => {
    if (unreachable) publish(applyRenewalUnreachable($session.get(), currentOfflineMember()));
  });
  client.auth.onAuthStateChange((event, session) => {
    // A session renewed in another tab arrives as an event here, with no request of this tab's.
    if (session) $renewalUnreachable.set(false);
    publish(applyAuthEvent($session.get(), event, session, session ? null : currentOfflineMember()));
    if (event === 'PASSWORD_RECOVERY' && location.pathname.replace(/\/$/, '') !== routes.auth) location.assign(`${routes.auth}?mode=reset`);
  });
}

/** Resolves once the initial session lookup has finished. */
export function sessionReady(): Promise<SessionState> {
  startSession();
  const current = $session.get();
  if (!current.loading) return Promise.resolve(current);
  return new Promise((resolve) => {
    const stop = $session.listen((state) => {
      if (!state.loading) {
        stop();
        resolve(state);
      }
    });
  });
}

/**
 * Calls `listener` each time a member who was signed in, offline, has their sign-in renewed
 * (Haven can be reached again): the moment to send what waits on this device and read afresh.
 * Returns the unsubscribe.
 */
export function whenSignInRenewed(listener: (userId: string) => void, session: typeof $session = $session): () => void {
  let previous = session.get();
  return session.listen((state) => {
    const renewed = previous.offline && !state.offline && state.session !== null && state.user?.id === previous.user?.id;
    previous = state;
    if (renewed && state.user) listener(state.user.id);
  });
}

export { clearStoredAuth };
