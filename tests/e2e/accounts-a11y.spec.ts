import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe.ts';
import { createMember, signInWith } from './accounts-helpers';

/* WCAG 2.2 AA (axe) on every state of /auth and /account, in light and dark, and keyboard use. */

type State = { name: string; member: boolean; open: (page: Page) => Promise<void> };

const states: State[] = [
  {
    name: '/auth sign-in with an error',
    member: false,
    open: async (page) => {
      await page.goto('/auth');
      await page.getByLabel('Email').fill('someone@example.com');
      await page.getByLabel('Password', { exact: true }).fill('not-the-password-1');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page.locator('form [role=alert]')).toBeVisible();
    },
  },
  {
    name: '/auth join',
    member: false,
    open: async (page) => {
      await page.goto('/auth?mode=signup');
      await expect(page.getByLabel('Choose a password')).toBeVisible();
    },
  },
  {
    name: '/auth forgot password',
    member: false,
    open: async (page) => {
      await page.goto('/auth?mode=forgot');
      await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    },
  },
  {
    name: '/auth reset without a working link',
    member: false,
    open: async (page) => {
      await page.goto('/auth?mode=reset');
      await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
    },
  },
  {
    name: '/auth signed in',
    member: true,
    open: async (page) => {
      await page.goto('/auth');
      await expect(page.getByRole('heading', { name: "You're signed in" })).toBeVisible();
    },
  },
  ...['profile', 'preferences', 'security', 'subscription', 'privacy'].map((tab) => ({
    name: `/account ${tab} tab`,
    member: true,
    open: async (page: Page) => {
      await page.goto(`/account?tab=${tab}`);
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await expect(page.getByRole('tabpanel').getByText('Loading...')).toBeHidden();
    },
  })),
  {
    name: '/account delete dialog',
    member: true,
    open: async (page) => {
      await page.goto('/account?tab=privacy');
      await page.getByRole('button', { name: 'Delete my account' }).click();
      await expect(page.getByRole('dialog', { name: 'Delete your account?' })).toBeVisible();
    },
  },
  {
    name: 'idle warning dialog',
    member: true,
    open: async (page) => {
      await page.goto('/');
      await page.clock.fastForward('29:01');
      await expect(page.getByRole('dialog', { name: 'Are you still there?' })).toBeVisible();
    },
  },
];

/**
 * Each state is opened once and checked in the light theme (every rule), then in the dark one
 * (the colour rules: all a theme changes), as `expectAccessible` does: opening a member's state
 * twice, once a theme, cost a sign-up, a sign-in and a load more for the same structure.
 */
for (const state of states) {
  test(`${state.name} has no WCAG 2.2 AA violations in the light or dark theme`, async ({ page, baseURL }) => {
    test.setTimeout(60_000);
    await page.clock.install({ time: new Date() });
    await page.addInitScript(() => localStorage.setItem('haven-theme', JSON.stringify({ mode: 'light', variant: 'calm' })));
    if (state.member) await signInWith(page, (await createMember(baseURL!)).session);
    await state.open(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expectAccessible(page);
  });
}

test('/auth works from the keyboard alone', async ({ page }) => {
  await page.goto('/auth');
  const signInTab = page.getByRole('tab', { name: 'Sign in' });
  await signInTab.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Join free' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Join free' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.keyboard.type('someone@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('not-the-password-1');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Show password' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page.locator('form [role=alert]')).toBeVisible();
});

test('account tabs move with the arrow keys', async ({ page, baseURL }) => {
  const { session } = await createMember(baseURL!);
  await signInWith(page, session);
  await page.goto('/account');
  await page.getByRole('tab', { name: 'Profile' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Preferences' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/tab=preferences/);
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Privacy' })).toHaveAttribute('aria-selected', 'true');
});
