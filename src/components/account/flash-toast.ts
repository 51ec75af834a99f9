import { limits } from '@/config/haven';
import { noticeAllowed } from '@/stores/toast';
import type { Flash } from '@/lib/session-marks';

/**
 * Shows a toast without React or any further download: for the rare failure that happens
 * because the network is gone (the shared Toaster loads on first use). Looks and behaves like
 * it: bottom right, 5 s, paused while hovered or focused, dismissable, an alert when destructive.
 * Returns a function that dismisses it.
 */
export function showFlashToast(flash: Flash, durationMs: number = limits.toast.durationMs) {
  // The same "Notices in Haven" rule as toast(): errors always show.
  if (!noticeAllowed(flash)) return () => undefined;
  const region = document.createElement('div');
  region.setAttribute('role', flash.variant === 'destructive' ? 'alert' : 'status');
  region.setAttribute('aria-label', 'Notification');
  region.dataset['flashToast'] = '';
  region.className = 'fixed right-0 bottom-0 z-[100] flex w-full flex-col gap-2 p-4 md:max-w-[420px]';
  document.body.append(region);

  const card = document.createElement('div');
  card.dataset['variant'] = flash.variant ?? 'default';
  card.className =
    'border-border bg-card text-card-foreground data-[variant=destructive]:border-crisis data-[variant=destructive]:bg-crisis-surface grid grid-cols-[1fr_auto] items-start gap-x-3 gap-y-1 rounded-lg border p-4 shadow-lg';
  const title = document.createElement('p');
  title.className = 'font-semibold';
  title.textContent = flash.title;
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'hover:bg-muted -mt-2 -mr-2 inline-flex size-11 items-center justify-center rounded-md';
  close.setAttribute('aria-label', 'Dismiss');
  close.innerHTML = '<span aria-hidden="true">×</span>';
  card.append(title, close);
  if (flash.description) {
    const description = document.createElement('p');
    description.className = 'text-muted-foreground col-span-2';
    description.textContent = flash.description;
    card.append(description);
  }

  let timer: number | undefined;
  const dismiss = () => {
    window.clearTimeout(timer);
    region.remove();
  };
  const arm = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(dismiss, durationMs);
  };
  close.addEventListener('click', dismiss);
  card.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') dismiss();
  });
  for (const pause of ['pointerenter', 'focusin'] as const) card.addEventListener(pause, () => window.clearTimeout(timer));
  card.addEventListener('pointerleave', () => {
    if (!card.contains(document.activeElement)) arm();
  });
  card.addEventListener('focusout', (event) => {
    if (!card.contains(event.relatedTarget as Node | null)) arm();
  });
  // Filled after the live region is in the page, so screen readers announce it.
  window.setTimeout(() => {
    region.append(card);
    arm();
  }, 50);
  return dismiss;
}
