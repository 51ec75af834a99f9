import { limits, storageKeys } from '@/config/haven';
import { toast } from '@/stores/toast';
import { activityKey, lastActivity, markActivity, setFlash, takeFlash, type Flash } from '@/lib/session-marks';
import { idleWarningDialog, type IdleWarning } from './idle-warning';

/** The warning dialog opens this long before the idle sign-out. */
export const warnBeforeMs = 60_000;
/** Activity is written to storage at most this often. */
const markEveryMs = 5_000;
const activityEvents = ['pointerdown', 'pointermove', 'keydown', 'input', 'wheel', 'touchstart', 'scroll'] as const;

export type IdlePhase = 'active' | 'warning' | 'expired';

/** Where a member stands `now`, given their last activity. */
export function idlePhase(now: number, last: number, idleMs: number, warnMs: number): IdlePhase {
  const left = last + idleMs - now;
  if (left <= 0) return 'expired';
  return left <= warnMs ? 'warning' : 'active';
}

const minutes = Math.round(limits.auth.idleSignOutMs / 60_000);
export const idleFlash: Flash = {
  title: 'Signed out',
  description: `You were signed out after ${minutes} minutes without activity, to keep your space private.`,
};
const chosenFlash: Flash = { title: 'Signed out', description: "You've been successfully signed out." };

/** Signs out everywhere, loading supabase-js only now; the page then reloads signed out. */
async function signOutAndReload(flash: Flash) {
  setFlash(flash);
  try {
    const { signOutEverywhere } = await import('@/lib/auth-actions');
    await signOutEverywhere();
  } catch {
    // Offline or the server refused: this device must still forget the session.
    for (const key of Object.keys(localStorage)) {
      if (key === storageKeys.session || key.startsWith(`${storageKeys.session}-`) || key === storageKeys.plan || key === activityKey) {
        localStorage.removeItem(key);
      }
    }
  }
  location.reload();
}

export interface IdleOptions {
  idleMs?: number;
  warnMs?: number;
  /** Replaces the real sign-out (tests). */
  signOut?: (flash: Flash) => Promise<void> | void;
}

/**
 * Shows a message left by the previous page, keeps `<html data-auth>` in step with other tabs,
 * and signs a member out after `idleMs` without activity in any tab (spec: 30 minutes), with
 * a warning dialog and a "Stay signed in" button `warnMs` before. Returns a stop function.
 */
export function startIdleSignOut(options: IdleOptions = {}): () => void {
  const { idleMs = limits.auth.idleSignOutMs, warnMs = warnBeforeMs, signOut = signOutAndReload } = options;
  const root = document.documentElement;
  const flash = takeFlash();
  if (flash) toast({ title: flash.title, description: flash.description, variant: flash.variant ?? 'default' });

  let timer: number | undefined;
  let warning: IdleWarning | null = null;
  let lastMark = 0;
  let leaving = false;

  const leave = (message: Flash) => {
    if (leaving) return;
    leaving = true;
    window.clearTimeout(timer);
    warning?.close();
    void signOut(message);
  };
  const stay = () => {
    lastMark = Date.now();
    markActivity(lastMark);
    check();
  };
  const onActivity = () => {
    if (warning?.isOpen() || root.dataset['auth'] !== 'signed-in') return;
    const now = Date.now();
    if (now - lastMark < markEveryMs) return;
    lastMark = now;
    markActivity(now);
  };

  function check() {
    window.clearTimeout(timer);
    if (leaving) return;
    if (root.dataset['auth'] !== 'signed-in') {
      warning?.close();
      return;
    }
    const now = Date.now();
    let last = lastActivity();
    if (last === null) {
      markActivity(now);
      last = now;
    }
    const phase = idlePhase(now, last, idleMs, warnMs);
    if (phase === 'expired') return leave(idleFlash);
    if (phase === 'warning') {
      warning ??= idleWarningDialog({ onStay: stay, onSignOut: () => leave(chosenFlash) });
      warning.show(last + idleMs - now);
      timer = window.setTimeout(check, 1000);
      return;
    }
    warning?.close();
    timer = window.setTimeout(check, last + idleMs - warnMs - now);
  }

  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKeys.session) root.dataset['auth'] = event.newValue ? 'signed-in' : 'signed-out';
    if (event.key === storageKeys.session || event.key === activityKey) check();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') check();
  };
  const observer = new MutationObserver(check);
  observer.observe(root, { attributes: true, attributeFilter: ['data-auth'] });
  for (const type of activityEvents) window.addEventListener(type, onActivity, { passive: true, capture: true });
  window.addEventListener('storage', onStorage);
  document.addEventListener('visibilitychange', onVisible);
  check();

  return () => {
    window.clearTimeout(timer);
    observer.disconnect();
    for (const type of activityEvents) window.removeEventListener(type, onActivity, { capture: true });
    window.removeEventListener('storage', onStorage);
    document.removeEventListener('visibilitychange', onVisible);
    warning?.remove();
  };
}
