import { atom } from 'nanostores';
import { limits } from '@/config/haven';

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
  /** Milliseconds; `Infinity` never auto-dismisses. */
  duration: number;
}

/** One toast at a time: a new one replaces the one showing (spec section 9). */
export const $toasts = atom<Toast[]>([]);

let counter = 0;

export function toast(input: Omit<Toast, 'id' | 'variant' | 'duration'> & Partial<Pick<Toast, 'variant' | 'duration'>>): string {
  counter += 1;
  const id = `toast-${counter}`;
  const next: Toast = { variant: 'default', duration: limits.toast.durationMs, ...input, id };
  $toasts.set([next, ...$toasts.get()].slice(0, limits.toast.limit));
  // The toast viewport (React + Radix) is loaded the first time a page needs it.
  if (typeof document !== 'undefined' && document.documentElement.dataset['toaster'] !== 'mounted') {
    void import('@/components/ui/mount-toaster').then(({ mountToaster }) => mountToaster());
  }
  return id;
}

export function dismissToast(id: string) {
  $toasts.set($toasts.get().filter((item) => item.id !== id));
}
