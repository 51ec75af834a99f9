import { atom } from 'nanostores';
import { limits } from '@/config/haven';
import { TOAST_WANTED } from '@/lib/toast-event';
import { $settings } from '@/stores/settings';

export interface ToastAction {
  label: string;
  /** What the action does, for screen readers (Radix `altText`). */
  altText: string;
  onAction: () => void;
}

/** Spec section 3, "Toast". */
export interface Toast {
  id: string;
  title: string;
  description?: string | undefined;
  action?: ToastAction | undefined;
  secondaryAction?: ToastAction | undefined;
  variant: 'default' | 'destructive';
  /**
   * `safety` marks a message about someone's safety (crisis help, for one); `unsent`, one about the
   * member's own words that have not reached Haven yet (journal entries, check-ins waiting on this
   * device). Neither is a notice: both show even when "Notices in Haven" is off, as errors
   * (`destructive`) do.
   */
  priority: 'normal' | 'safety' | 'unsent';
  /** Milliseconds; `Infinity` never auto-dismisses. */
  duration: number;
}

export type ToastInput = Omit<Toast, 'id' | 'variant' | 'priority' | 'duration'> &
  Partial<Pick<Toast, 'variant' | 'priority' | 'duration'>>;

/** Whether the member's "Notices in Haven" setting lets this toast through: errors, safety and unsent-words messages always pass. */
export function noticeAllowed({
  variant = 'default',
  priority = 'normal',
}: {
  variant?: Toast['variant'] | undefined;
  priority?: Toast['priority'] | undefined;
}): boolean {
  return variant === 'destructive' || priority !== 'normal' || $settings.get().notifications.enabled;
}

/** One toast at a time: a new one replaces the one showing (spec section 9). */
export const $toasts = atom<Toast[]>([]);

let counter = 0;

/**
 * Raises a toast: the one place every toast passes, so the "Notices in Haven" setting is applied
 * here. Returns its id, or null when that setting held it back.
 */
export function toast(input: ToastInput): string | null {
  if (!noticeAllowed(input)) return null;
  counter += 1;
  const id = `toast-${counter}`;
  const next: Toast = { variant: 'default', priority: 'normal', duration: limits.toast.durationMs, ...input, id };
  $toasts.set([next, ...$toasts.get()].slice(0, limits.toast.limit));
  // The toast viewport (React + Radix) is loaded the first time a page needs it, by the site
  // script (src/scripts/toaster.ts), so this store does not import the component that shows it.
  if (typeof document !== 'undefined' && document.documentElement.dataset['toaster'] !== 'mounted') {
    document.documentElement.dataset['toaster'] = 'wanted';
    document.dispatchEvent(new Event(TOAST_WANTED));
  }
  return id;
}

export function dismissToast(id: string) {
  $toasts.set($toasts.get().filter((item) => item.id !== id));
}
