import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
import { atom } from 'nanostores';
import { routes } from '@/config/haven';
import { clearStoredAuth } from '@/lib/auth-actions';
import { getSupabase } from '@/lib/supabase';

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
}

export const initialSessionState: SessionState = { user: null, session: null, loading: true, lastEvent: null, recovering: false };

export const $session = atom<SessionState>(initialSessionState);

/**
 * The next state after an auth event (spec section 4): every event carries the current session
 * (null once signed out). Loading ends with INITIAL_SESSION, which supabase-js sends each
 * listener once the stored session has been read (and refreshed or dropped).
 */
export function applyAuthEvent(state: SessionState, event: AuthChangeEvent, session: Session | null): SessionState {
  const recovering = session !== null && (event === 'PASSWORD_RECOVERY' || (state.recovering && event !== 'USER_UPDATED'));
  const loading = state.loading && event !== 'INITIAL_SESSION';
  return { user: session?.user ?? null, session, loading, lastEvent: event, recovering };
}

let started = false;

/**
 * Reads the stored session and follows every auth event (signed in, signed out, token
 * refreshed, user updated, password recovery, initial session, MFA verified). supabase-js
 * checks the token every 30 s and refreshes it before 90 s or less remain (spec section 9;
 * tests/unit/session-refresh.test.ts pins the timing).
 * Keeps `<html data-auth>` and `data-role` in step so the static chrome shows the right entries.
 */
export function startSession() {
  if (started || typeof window === 'undefined') return;
  started = true;
  const client = getSupabase();
  client.auth.onAuthStateChange((event, session) => {
    $session.set(applyAuthEvent($session.get(), event, session));
    const root = document.documentElement;
    root.dataset['auth'] = session ? 'signed-in' : 'signed-out';
    if (session?.user.app_metadata['role'] === 'partner') root.dataset['role'] = 'partner';
    else delete root.dataset['role'];
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

export { clearStoredAuth };
