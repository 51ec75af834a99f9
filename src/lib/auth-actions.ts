import { storageKeys } from '@/config/haven';
import { getSupabase } from '@/lib/supabase';

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
  document.documentElement.dataset['auth'] = 'signed-out';
}

/** Signs out on every device, then forgets the local session even if the server was unreachable. */
export async function signOutEverywhere() {
  const { error } = await getSupabase().auth.signOut({ scope: 'global' });
  clearStoredAuth();
  if (error && error.name !== 'AuthSessionMissingError') throw error;
}
