import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { limits } from '@/config/haven';
import { offersUpgrade, showPlan } from '@/scripts/navbar';

/* "Upgrade to Premium" is offered only while a paid plan is on sale, and never to an admin or a partner. */

describe('offersUpgrade', () => {
  test('no paid plan is on sale today', () => {
    expect(limits.plans.paidPlanAvailable).toBe(false);
    expect(offersUpgrade({ plan: 'free', role: null })).toBe(false);
  });

  test.each([
    { who: 'a free member', plan: 'free', role: null, off: false, on: true },
    { who: 'a free member with another role', plan: 'free', role: 'supporter', off: false, on: true },
    { who: 'a partner (a professional’s account)', plan: 'free', role: 'partner', off: false, on: false },
    { who: 'a premium member', plan: 'premium', role: null, off: false, on: false },
    { who: 'an enterprise member', plan: 'enterprise', role: null, off: false, on: false },
    { who: 'an admin on the free plan', plan: 'free', role: 'admin', off: false, on: false },
    { who: 'an admin on a paid plan', plan: 'premium', role: 'admin', off: false, on: false },
  ] as const)('$who: flag off → $off, flag on → $on', ({ plan, role, off, on }) => {
    expect(offersUpgrade({ plan, role, paidPlanAvailable: false })).toBe(off);
    expect(offersUpgrade({ plan, role, paidPlanAvailable: true })).toBe(on);
  });
});

describe('showPlan', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = `
      <span data-plan-badge data-plan="free">Free</span>
      <span data-subscriber-dot></span>
      <ul><li data-upgrade-item hidden><a href="/pricing">Upgrade to Premium</a></li><li data-admin-item hidden><a href="/admin">Admin</a></li></ul>`;
  });

  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  const signIn = (role?: string) =>
    localStorage.setItem('haven-auth', JSON.stringify({ refresh_token: 'r', user: { id: 'u', app_metadata: role ? { role } : {} } }));
  const upgradeShown = () => !document.querySelector<HTMLElement>('[data-upgrade-item]')!.hidden;

  test('with the flag off, a free member is not offered an upgrade', () => {
    signIn();
    showPlan({ paidPlanAvailable: false });
    vi.advanceTimersByTime(limits.subscriptionDefaultDelayMs);
    expect(upgradeShown()).toBe(false);
    expect(document.querySelector('[data-plan-badge]')).toHaveTextContent('Free');
  });

  test('with the flag on, a free member is offered it and an admin is not', () => {
    signIn();
    showPlan({ paidPlanAvailable: true });
    vi.advanceTimersByTime(limits.subscriptionDefaultDelayMs);
    expect(upgradeShown()).toBe(true);

    signIn('admin');
    showPlan({ paidPlanAvailable: true });
    vi.advanceTimersByTime(limits.subscriptionDefaultDelayMs);
    expect(upgradeShown()).toBe(false);
  });

  test('the admin area is in the menu for an admin only', () => {
    const adminShown = () => !document.querySelector<HTMLElement>('[data-admin-item]')!.hidden;
    signIn();
    showPlan();
    vi.advanceTimersByTime(limits.subscriptionDefaultDelayMs);
    expect(adminShown()).toBe(false);

    signIn('admin');
    showPlan();
    vi.advanceTimersByTime(limits.subscriptionDefaultDelayMs);
    expect(adminShown()).toBe(true);
  });

  test('with the flag on, a premium member is not offered it and gets the badge and dot', () => {
    signIn();
    localStorage.setItem('haven-plan', JSON.stringify({ plan: 'premium' }));
    showPlan({ paidPlanAvailable: true });
    vi.advanceTimersByTime(limits.subscriptionDefaultDelayMs);
    expect(upgradeShown()).toBe(false);
    expect(document.querySelector('[data-plan-badge]')).toHaveTextContent('Premium');
    expect(document.querySelector<HTMLElement>('[data-subscriber-dot]')!.dataset['subscribed']).toBe('true');
  });
});
