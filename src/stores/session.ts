import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
import { atom } from 'nanostores';
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
}

export const $session = atom<SessionState>({ user: null, session: null, loading: true, lastEvent: null });

let started = false;

/**
 * Reads the stored session and follows every auth event (signed in, signed out, token
 * refreshed, user updated, password recovery, initial session, MFA verified). supabase-js
 * refreshes the token on a 30 s tick once 90 s or less remain (spec section 9).
 * Keeps `<html data-auth>` in step so the static chrome shows the right entries.
 */
export function startSession() {
  if (started || typeof window === 'undefined') return;
  started = true;
  const client = getSupabase();
  client.auth.onAuthStateChange((event, session) => {
    $session.set({ user: session?.user ?? null, session, loading: false, lastEvent: event });
    document.documentElement.dataset['auth'] = session ? 'signed-in' : 'signed-out';
    if (event === 'PASSWORD_RECOVERY' && !location.pathname.startsWith('/auth')) location.assign('/auth?mode=reset');
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
