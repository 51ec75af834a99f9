import { safeNextPath } from '@/lib/auth-actions';

export type AuthMode = 'signin' | 'signup' | 'forgot' | 'reset';
const modes: readonly AuthMode[] = ['signin', 'signup', 'forgot', 'reset'];

export interface AuthUrl {
  mode: AuthMode;
  /** A same-site path to return to after signing in. */
  next: string;
  /** Why an emailed link did not work, from the `#error_description` the auth server adds. */
  linkError: string | null;
}

/** Reads `/auth?mode=…&next=…#error_description=…`. */
export function readAuthUrl(url: URL): AuthUrl {
  const requested = url.searchParams.get('mode');
  const mode = modes.find((value) => value === requested) ?? 'signin';
  const hash = new URLSearchParams(url.hash.replace(/^#/, ''));
  const linkError = hash.get('error') ? (hash.get('error_description') ?? 'This link is invalid or has expired.') : null;
  return { mode, next: safeNextPath(url.searchParams.get('next')), linkError };
}

/** Puts the mode in the address bar (keeping `next`), so a reload shows the same form. */
export function writeAuthMode(mode: AuthMode) {
  const url = new URL(location.href);
  if (mode === 'signin') url.searchParams.delete('mode');
  else url.searchParams.set('mode', mode);
  history.replaceState(history.state, '', `${url.pathname}${url.search}`);
}
