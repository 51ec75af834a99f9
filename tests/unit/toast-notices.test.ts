import { afterEach, describe, expect, test, vi } from 'vitest';
import { showFlashToast } from '@/components/account/flash-toast';
import { $settings, updateSettings } from '@/stores/settings';
import { $toasts, dismissToast, toast } from '@/stores/toast';

/* "Notices in Haven" (Account → Preferences): off means no toasts except errors and safety ones. */

afterEach(() => {
  updateSettings({ notifications: { enabled: true } });
  for (const item of $toasts.get()) dismissToast(item.id);
  document.body.innerHTML = '';
  vi.useRealTimers();
});

const shown = () => $toasts.get().map((item) => item.title);

describe('with notices on (the default)', () => {
  test('every toast shows', () => {
    expect($settings.get().notifications.enabled).toBe(true);
    expect(toast({ title: 'Profile saved' })).toEqual(expect.any(String));
    expect(shown()).toEqual(['Profile saved']);
  });
});

describe('with notices off', () => {
  test('an info or success toast is held back', () => {
    updateSettings({ notifications: { enabled: false } });
    expect(toast({ title: 'Update Available', description: 'A new version of Haven is ready.' })).toBeNull();
    expect(toast({ title: 'Profile saved', variant: 'default' })).toBeNull();
    expect(shown()).toEqual([]);
  });

  test('an error toast still shows', () => {
    updateSettings({ notifications: { enabled: false } });
    expect(toast({ title: 'Not deleted', variant: 'destructive' })).toEqual(expect.any(String));
    expect(shown()).toEqual(['Not deleted']);
    expect($toasts.get()[0]).toMatchObject({ variant: 'destructive', priority: 'normal' });
  });

  test('a safety toast still shows', () => {
    updateSettings({ notifications: { enabled: false } });
    expect(toast({ title: 'Help is here: call or text 988', priority: 'safety' })).toEqual(expect.any(String));
    expect(shown()).toEqual(['Help is here: call or text 988']);
  });

  test("a message about the member's own unsent words still shows", () => {
    updateSettings({ notifications: { enabled: false } });
    expect(toast({ title: 'Still signed in', priority: 'unsent', duration: Infinity })).toEqual(expect.any(String));
    expect(shown()).toEqual(['Still signed in']);
  });

  test('the script-only toast follows the same rule', () => {
    vi.useFakeTimers();
    updateSettings({ notifications: { enabled: false } });
    showFlashToast({ title: 'Signed out' });
    showFlashToast({ title: 'Sign out failed', variant: 'destructive' });
    vi.advanceTimersByTime(50);
    expect([...document.querySelectorAll('[data-flash-toast]')].map((region) => region.textContent)).toEqual([
      expect.stringContaining('Sign out failed'),
    ]);
  });

  test('the choice is kept in this browser, with no sound switch', () => {
    updateSettings({ notifications: { enabled: false } });
    expect(JSON.parse(localStorage.getItem('haven-settings')!).notifications).toEqual({ enabled: false, email: false });
  });
});
