import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { idleFlash, idlePhase, startIdleSignOut, warnBeforeMs } from '@/components/account/idle-watch';
import { setFlash, type Flash } from '@/lib/session-marks';
import { $toasts } from '@/stores/toast';

/* The idle sign-out and the next-page message, with a fake clock. */

const idleMs = 30 * 60_000;
const minute = 60_000;
let stop: (() => void) | undefined;
let signOut: ReturnType<typeof vi.fn<(flash: Flash) => void>>;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-02T09:00:00.000Z') });
  signOut = vi.fn<(flash: Flash) => void>();
  document.documentElement.dataset['auth'] = 'signed-in';
});

afterEach(() => {
  stop?.();
  stop = undefined;
  vi.useRealTimers();
  document.body.innerHTML = '';
  sessionStorage.clear();
});

const dialog = () => document.querySelector<HTMLDialogElement>('dialog[data-idle-warning]');
const start = () => (stop = startIdleSignOut({ signOut }));

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

  test('"Sign out now" signs out with the ordinary message', async () => {
    start();
    await vi.advanceTimersByTimeAsync(29 * minute);
    dialog()!.querySelector<HTMLButtonElement>('[data-idle-leave]')!.click();
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

  test('a member who comes back after more than 30 idle minutes is signed out at once', () => {
    localStorage.setItem('haven-last-activity', String(Date.now() - idleMs - 1));
    start();
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
