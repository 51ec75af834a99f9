/**
 * Small marks this site keeps beside the session, readable without loading supabase-js:
 * a one-shot message for the next page (actions that navigate away, such as signing out from
 * the navbar) and the time of the member's last activity (for the idle sign-out).
 */

export interface Flash {
  title: string;
  description?: string | undefined;
  variant?: 'default' | 'destructive' | undefined;
}

const flashKey = 'haven-flash';
/** Shared by every tab, so activity in one tab keeps the others signed in. */
export const activityKey = 'haven-last-activity';

/** Keeps a message for the next page this tab opens. */
export function setFlash(flash: Flash) {
  try {
    sessionStorage.setItem(flashKey, JSON.stringify(flash));
  } catch {
    // Storage can be unavailable (private modes, quotas); the message is then skipped.
  }
}

/** Returns the waiting message once, then forgets it. */
export function takeFlash(): Flash | null {
  try {
    const text = sessionStorage.getItem(flashKey);
    if (!text) return null;
    sessionStorage.removeItem(flashKey);
    const value = JSON.parse(text) as Partial<Flash> | null;
    if (typeof value?.title !== 'string') return null;
    return {
      title: value.title,
      description: typeof value.description === 'string' ? value.description : undefined,
      variant: value.variant === 'destructive' ? 'destructive' : 'default',
    };
  } catch {
    return null;
  }
}

export function markActivity(now = Date.now()) {
  try {
    localStorage.setItem(activityKey, String(now));
  } catch {
    // As above: without storage the idle timer simply follows this tab.
  }
}

/** Milliseconds since the epoch of the last recorded activity, or null when none is recorded. */
export function lastActivity(): number | null {
  try {
    const value = Number(localStorage.getItem(activityKey));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function forgetActivity() {
  try {
    localStorage.removeItem(activityKey);
  } catch {
    // Nothing to forget.
  }
}
