import { limits, storageKeys } from '@/config/haven';
import { toast } from '@/stores/toast';
import { activityKey, lastActivity, markActivity, setFlash, takeFlash, type Flash } from '@/lib/session-marks';
import { describeUnsent, unsentVerb } from '@/lib/journal/unsent-words';
import type { OutboxItem } from '@/lib/journal/outbox';
import { idleWarningDialog, type IdleWarning } from './idle-warning';

/** The warning dialog opens this long before the idle sign-out. */
export const warnBeforeMs = 60_000;
/** While an idle sign-out waits on unsent writes, sending them is tried this often. */
export const deferredRetryMs = 10_000;
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
/** What a member sees while the idle sign-out waits for writes to reach Haven. */
export function deferredNotice(waiting: Pick<OutboxItem, 'table'>[]): { title: string; description: string } {
  const what = describeUnsent(waiting);
  return {
    title: 'Still signed in',
    description: `${what.charAt(0).toUpperCase()}${what.slice(1)} ${unsentVerb(waiting)} reached Haven yet, so you're still signed in on this device. You'll be signed out once ${waiting.length === 1 ? "it's" : "they're"} sent.`,
  };
}

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
  /** Tries to send what waits in the outbox; returns what still waits (tests replace it). */
  sendUnsent?: () => Promise<Pick<OutboxItem, 'table'>[]>;
  /** Asks before a chosen sign-out that would delete what waits (tests replace it). */
  confirmSignOut?: (waiting: Pick<OutboxItem, 'table'>[]) => Promise<boolean>;
}

/**
 * Shows a message left by the previous page, keeps `<html data-auth>` in step with other tabs,
 * and signs a member out after `idleMs` without activity in any tab (spec: 30 minutes), with
 * a warning dialog and a "Stay signed in" button `warnMs` before. Returns a stop function.
 *
 * A sign-out deletes the journal entries and check-ins still waiting on this device, so when
 * some wait, the idle sign-out first tries to send them; if Haven cannot be reached it is put
 * off (the member stays signed in, offline, and is told why) and happens once they have been
 * sent, tried every `deferredRetryMs` and when the browser comes back online.
 */
export function startIdleSignOut(options: IdleOptions = {}): () => void {
  const {
    idleMs = limits.auth.idleSignOutMs,
    warnMs = warnBeforeMs,
    signOut = signOutAndReload,
    // Loaded when a sign-out is due: the outbox and draft code stays off every page's first load.
    sendUnsent = () => import('@/lib/journal/unsent').then((module) => module.sendBeforeSignOut()),
    confirmSignOut = (waiting) => import('./unsent-sign-out').then((module) => module.confirmUnsentSignOut(waiting)),
  } = options;
  const root = document.documentElement;
  const flash = takeFlash();
  if (flash) toast({ title: flash.title, description: flash.description, variant: flash.variant ?? 'default' });

  let timer: number | undefined;
  let warning: IdleWarning | null = null;
  let lastMark = 0;
  let leaving = false;
  /** Sending what waits before the idle sign-out (null when not trying). */
  let sending: Promise<void> | null = null;
  /** The idle sign-out is due but waits for unsent writes; activity no longer puts it off. */
  let deferred = false;
  let told = '';

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
    if (deferred || warning?.isOpen() || root.dataset['auth'] !== 'signed-in') return;
    const now = Date.now();
    if (now - lastMark < markEveryMs) return;
    lastMark = now;
    markActivity(now);
  };

  /** The idle sign-out is due: signs out unless writes still wait, then tries again later. */
  function expire() {
    window.clearTimeout(timer);
    warning?.close();
    sending ??= sendUnsent()
      .catch(() => [])
      .then((waiting) => {
        sending = null;
        if (leaving || root.dataset['auth'] !== 'signed-in') return;
        if (waiting.length === 0) return leave(idleFlash);
        deferred = true;
        const notice = deferredNotice(waiting);
        if (notice.description !== told) {
          told = notice.description;
          // About the member's own words, not a notice: shown even with "Notices in Haven" off.
          toast({ title: notice.title, description: notice.description, duration: Infinity, priority: 'unsent' });
        }
        window.clearTimeout(timer);
        timer = window.setTimeout(expire, deferredRetryMs);
      });
  }

  /** "Sign out now" in the warning: asks first when a sign-out would delete unsent writes. */
  async function chooseSignOut() {
    const waiting = await sendUnsent().catch(() => []);
    if (waiting.length === 0 || (await confirmSignOut(waiting))) leave(chosenFlash);
    else stay();
  }

  function check() {
    window.clearTimeout(timer);
    if (leaving) return;
    if (root.dataset['auth'] !== 'signed-in') {
      deferred = false;
      warning?.close();
      return;
    }
    if (deferred || sending) {
      if (!sending) expire();
      return;
    }
    const now = Date.now();
    let last = lastActivity();
    if (last === null) {
      markActivity(now);
      last = now;
    }
    const phase = idlePhase(now, last, idleMs, warnMs);
    if (phase === 'expired') return expire();
    if (phase === 'warning') {
      warning ??= idleWarningDialog({ onStay: stay, onSignOut: () => void chooseSignOut() });
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
  const onOnline = () => {
    if (deferred) check();
  };
  const observer = new MutationObserver(check);
  observer.observe(root, { attributes: true, attributeFilter: ['data-auth'] });
  for (const type of activityEvents) window.addEventListener(type, onActivity, { passive: true, capture: true });
  window.addEventListener('storage', onStorage);
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);
  check();

  return () => {
    window.clearTimeout(timer);
    observer.disconnect();
    for (const type of activityEvents) window.removeEventListener(type, onActivity, { capture: true });
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisible);
    warning?.remove();
  };
}
