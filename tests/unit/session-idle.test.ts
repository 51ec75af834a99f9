import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { deferredNotice, deferredRetryMs, idleFlash, idlePhase, startIdleSignOut, warnBeforeMs } from '@/components/account/idle-watch';
import type { OutboxTable } from '@/lib/journal/outbox';
import { setFlash, type Flash } from '@/lib/session-marks';
import { updateSettings } from '@/stores/settings';
import { $toasts } from '@/stores/toast';

/* The idle sign-out and the next-page message, with a fake clock. */

const idleMs = 30 * 60_000;
const minute = 60_000;
let stop: (() => void) | undefined;
let signOut: ReturnType<typeof vi.fn<(flash: Flash) => void>>;
/** What the outbox still holds after each attempt to send it (a stand-in for Haven being unreachable). */
let waiting: { table: OutboxTable }[];
let sendUnsent: ReturnType<typeof vi.fn<() => Promise<{ table: OutboxTable }[]>>>;
let confirmSignOut: ReturnType<typeof vi.fn<(w: { table: OutboxTable }[]) => Promise<boolean>>>;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-02T09:00:00.000Z') });
  signOut = vi.fn<(flash: Flash) => void>();
  waiting = [];
  sendUnsent = vi.fn(async () => [...waiting]);
  confirmSignOut = vi.fn(async () => false);
  document.documentElement.dataset['auth'] = 'signed-in';
});

afterEach(() => {
  stop?.();
  stop = undefined;
  vi.useRealTimers();
  document.body.innerHTML = '';
  sessionStorage.clear();
  localStorage.clear();
  $toasts.set([]);
  updateSettings({ notifications: { enabled: true } });
});

const dialog = () => document.querySelector<HTMLDialogElement>('dialog[data-idle-warning]');
const start = () => (stop = startIdleSignOut({ signOut, sendUnsent, confirmSignOut }));

describe('idlePhase', () => {
  test('is active, then warns in the last minute, then expires', () => {
    expect(idlePhase(0 + idleMs - warnBeforeMs - 1, 0, idleMs, warnBeforeMs)).toBe('active');
    expect(idlePhase(0 + idleMs - warnBeforeMs, 0, idleMs, warnBeforeMs)).toBe('warning');
    expect(idlePhase(0 + idleMs - 1, 0, idleMs, warnBeforeMs)).toBe('warning');
    expect(idlePhase(0 + idleMs, 0, idleMs, warnBeforeMs)).toBe('expired');
  });
});

describe('startIdleSignOut', () => {
  test('warns a minute before 30 idle minutes, then signs out with the idle message', async () => {
    start();
    await vi.advanceTimersByTimeAsync(29 * minute - 1000);
    expect(dialog()?.open ?? false).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(dialog()?.open).toBe(true);
    expect(dialog()?.textContent).toContain('Are you still there?');
    expect(dialog()?.textContent).toContain('sign you out in 60 seconds');
    await vi.advanceTimersByTimeAsync(59 * 1000);
    expect(dialog()?.textContent).toContain('in 1 second ');
    expect(signOut).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(signOut).toHaveBeenCalledExactlyOnceWith(idleFlash);
    expect(idleFlash.description).toBe('You were signed out after 30 minutes without activity, to keep your space private.');
    expect(dialog()?.open).toBe(false);
  });

  test('activity postpones the warning', async () => {
    start();
    await vi.advanceTimersByTimeAsync(20 * minute);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    await vi.advanceTimersByTimeAsync(29 * minute - 1000);
    expect(dialog()?.open ?? false).toBe(false);
    await vi.advanceTimersByTimeAsync(2000);
    expect(dialog()?.open).toBe(true);
    expect(signOut).not.toHaveBeenCalled();
  });

  test('"Stay signed in" closes the warning and starts the 30 minutes again', async () => {
    start();
    await vi.advanceTimersByTimeAsync(29 * minute + 30_000);
    dialog()!.querySelector<HTMLButtonElement>('[data-idle-stay]')!.click();
    expect(dialog()?.open).toBe(false);
    await vi.advanceTimersByTimeAsync(28 * minute);
    expect(signOut).not.toHaveBeenCalled();
    expect(dialog()?.open).toBe(false);
  });

  test('"Stay signed in" counts at once, before the dialog\'s close event is dispatched', async () => {
    start();
    await vi.advanceTimersByTimeAsync(29 * minute + 30_000);
    // In Chromium the close event is a later task; a countdown check may run first.
    dialog()!.addEventListener('close', (event) => event.stopImmediatePropagation(), { capture: true });
    dialog()!.querySelector<HTMLButtonElement>('[data-idle-stay]')!.click();
    await vi.advanceTimersByTimeAsync(5 * minute);
    expect(signOut).not.toHaveBeenCalled();
    expect(dialog()?.open).toBe(false);
  });

  test('"Sign out now" signs out with the ordinary message', async () => {
    start();
    await vi.advanceTimersByTimeAsync(29 * minute);
    dialog()!.querySelector<HTMLButtonElement>('[data-idle-leave]')!.click();
    await vi.advanceTimersByTimeAsync(0);
    expect(confirmSignOut).not.toHaveBeenCalled();
    expect(signOut).toHaveBeenCalledExactlyOnceWith({ title: 'Signed out', description: "You've been successfully signed out." });
  });

  test('activity in another tab closes the warning here', async () => {
    start();
    await vi.advanceTimersByTimeAsync(29 * minute + 10_000);
    expect(dialog()?.open).toBe(true);
    localStorage.setItem('haven-last-activity', String(Date.now()));
    window.dispatchEvent(new StorageEvent('storage', { key: 'haven-last-activity', newValue: String(Date.now()) }));
    expect(dialog()?.open).toBe(false);
    await vi.advanceTimersByTimeAsync(20 * minute);
    expect(signOut).not.toHaveBeenCalled();
  });

  test('a member who comes back after more than 30 idle minutes is signed out at once', async () => {
    localStorage.setItem('haven-last-activity', String(Date.now() - idleMs - 1));
    start();
    await vi.advanceTimersByTimeAsync(0);
    expect(sendUnsent).toHaveBeenCalledOnce();
    expect(signOut).toHaveBeenCalledExactlyOnceWith(idleFlash);
  });

  test('does nothing for signed-out visitors, and starts when they sign in', async () => {
    document.documentElement.dataset['auth'] = 'signed-out';
    start();
    await vi.advanceTimersByTimeAsync(40 * minute);
    expect(signOut).not.toHaveBeenCalled();
    expect(localStorage.getItem('haven-last-activity')).toBeNull();
    document.documentElement.dataset['auth'] = 'signed-in';
    await vi.advanceTimersByTimeAsync(0);
    expect(Number(localStorage.getItem('haven-last-activity'))).toBe(Date.now());
    await vi.advanceTimersByTimeAsync(30 * minute);
    expect(signOut).toHaveBeenCalledOnce();
  });

  test('follows a sign-out in another tab', async () => {
    start();
    window.dispatchEvent(new StorageEvent('storage', { key: 'haven-auth', newValue: null }));
    expect(document.documentElement.dataset['auth']).toBe('signed-out');
    await vi.advanceTimersByTimeAsync(40 * minute);
    expect(signOut).not.toHaveBeenCalled();
  });
});

describe('idle sign-out with writes not yet sent', () => {
  const comeBackAfterLongGap = () => localStorage.setItem('haven-last-activity', String(Date.now() - idleMs - 1));
  const notice = () => $toasts.get().find((item) => item.title === 'Still signed in');

  test('is put off while Haven cannot be reached, and says so', async () => {
    waiting = [{ table: 'journal_entries' }];
    comeBackAfterLongGap();
    start();
    await vi.advanceTimersByTimeAsync(0);
    expect(sendUnsent).toHaveBeenCalledOnce();
    expect(signOut).not.toHaveBeenCalled();
    expect(document.documentElement.dataset['auth']).toBe('signed-in');
    expect(notice()?.description).toBe(
      "1 journal entry hasn't reached Haven yet, so you're still signed in on this device. You'll be signed out once it's sent.",
    );
    expect(notice()?.duration).toBe(Infinity);
    // Still waiting: tried again, told once, still signed in.
    await vi.advanceTimersByTimeAsync(3 * deferredRetryMs);
    expect(sendUnsent).toHaveBeenCalledTimes(4);
    expect($toasts.get().filter((item) => item.title === 'Still signed in')).toHaveLength(1);
    expect(signOut).not.toHaveBeenCalled();
    // Activity while deferred does not cancel the sign-out that is due.
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    expect(Number(localStorage.getItem('haven-last-activity'))).toBeLessThan(Date.now() - idleMs);
  });

  test('tells the member their entries wait even with "Notices in Haven" off: it is about their own words', async () => {
    updateSettings({ notifications: { enabled: false } });
    waiting = [{ table: 'journal_entries' }];
    comeBackAfterLongGap();
    start();
    await vi.advanceTimersByTimeAsync(0);
    expect(signOut).not.toHaveBeenCalled();
    expect(notice()).toMatchObject({
      description:
        "1 journal entry hasn't reached Haven yet, so you're still signed in on this device. You'll be signed out once it's sent.",
      duration: Infinity,
    });
  });

  test('signs out with the idle message once what waited has been sent', async () => {
    waiting = [{ table: 'journal_entries' }, { table: 'journal_entries' }, { table: 'mood_logs' }];
    comeBackAfterLongGap();
    start();
    await vi.advanceTimersByTimeAsync(0);
    expect(notice()?.description).toBe(
      "2 journal entries and 1 check-in haven't reached Haven yet, so you're still signed in on this device. You'll be signed out once they're sent.",
    );
    waiting = [];
    await vi.advanceTimersByTimeAsync(deferredRetryMs);
    expect(signOut).toHaveBeenCalledExactlyOnceWith(idleFlash);
  });

  test('coming back online tries again at once', async () => {
    waiting = [{ table: 'mood_logs' }];
    comeBackAfterLongGap();
    start();
    await vi.advanceTimersByTimeAsync(0);
    waiting = [];
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(signOut).toHaveBeenCalledExactlyOnceWith(idleFlash);
  });

  test('after the warning, an idle sign-out with nothing waiting goes ahead as before', async () => {
    start();
    await vi.advanceTimersByTimeAsync(30 * minute);
    expect(sendUnsent).toHaveBeenCalledOnce();
    expect(signOut).toHaveBeenCalledExactlyOnceWith(idleFlash);
    expect(notice()).toBeUndefined();
  });

  test('a sign-out elsewhere ends the wait', async () => {
    waiting = [{ table: 'journal_entries' }];
    comeBackAfterLongGap();
    start();
    await vi.advanceTimersByTimeAsync(0);
    window.dispatchEvent(new StorageEvent('storage', { key: 'haven-auth', newValue: null }));
    waiting = [];
    await vi.advanceTimersByTimeAsync(5 * deferredRetryMs);
    expect(signOut).not.toHaveBeenCalled();
  });

  test('"Sign out now" in the warning asks first, and "Stay signed in" keeps the member here', async () => {
    waiting = [{ table: 'journal_entries' }];
    start();
    await vi.advanceTimersByTimeAsync(29 * minute);
    dialog()!.querySelector<HTMLButtonElement>('[data-idle-leave]')!.click();
    await vi.advanceTimersByTimeAsync(0);
    expect(confirmSignOut).toHaveBeenCalledExactlyOnceWith([{ table: 'journal_entries' }]);
    expect(signOut).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20 * minute);
    expect(signOut).not.toHaveBeenCalled();
    confirmSignOut.mockResolvedValue(true);
    await vi.advanceTimersByTimeAsync(9 * minute);
    dialog()!.querySelector<HTMLButtonElement>('[data-idle-leave]')!.click();
    await vi.advanceTimersByTimeAsync(0);
    expect(signOut).toHaveBeenCalledExactlyOnceWith({ title: 'Signed out', description: "You've been successfully signed out." });
  });

  test('the notice agrees in number', () => {
    expect(deferredNotice([{ table: 'mood_logs' }, { table: 'mood_logs' }]).description).toMatch(/^2 check-ins haven't reached Haven yet/);
  });
});

describe('next-page message', () => {
  test('shows the message left by the previous page once, through the shared toasts', () => {
    document.documentElement.dataset['auth'] = 'signed-out';
    setFlash({ title: 'Signed out', description: "You've been successfully signed out." });
    start();
    expect($toasts.get()[0]).toMatchObject({
      title: 'Signed out',
      description: "You've been successfully signed out.",
      variant: 'default',
    });
    expect(sessionStorage.getItem('haven-flash')).toBeNull();
  });

  test('keeps a failure destructive', () => {
    setFlash({ title: 'Sign out failed', description: 'x', variant: 'destructive' });
    start();
    expect($toasts.get()[0]).toMatchObject({ title: 'Sign out failed', variant: 'destructive' });
  });
});
