import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import type { Session } from '@supabase/supabase-js';
import { createPerson } from '../support/accounts.ts';
import { serverKeys } from './support/accounts.ts';

/** Shared steps for the accounts end-to-end tests (real embedded server, real Chromium). */

export const PASSWORD = 'quiet-river-morning-57';

export function uniqueEmail(prefix: string) {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

/** Creates a confirmed user with the admin API and returns a signed-in session for them. */
export async function createMember(baseURL: string): Promise<{ email: string; session: Session }> {
  const { email, session } = await createPerson(baseURL, serverKeys(), { emailPrefix: 'member', password: PASSWORD, displayName: 'Robin' });
  return { email, session };
}

/** Puts a member's session where supabase-js keeps it, before any page script runs. */
export async function signInWith(page: Page, session: Session) {
  await page.addInitScript((stored) => {
    if (!sessionStorage.getItem('accounts-e2e-seeded')) {
      localStorage.setItem('haven-auth', stored);
      sessionStorage.setItem('accounts-e2e-seeded', '1');
    }
  }, JSON.stringify(session));
}

/** A toast (the Radix Toaster's or the next-page message) with this title and description. */
export async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.locator('li[data-state="open"], [data-flash-toast]').filter({ hasText: title });
  // Auth calls hash passwords on purpose slowly; give a busy test machine time.
  await expect(toast).toBeVisible({ timeout: 15_000 });
  if (description) await expect(toast).toContainText(description);
  return toast;
}

/** Waits until the page has loaded its code (the sign-in page preloads the toasts), before going offline. */
export async function toasterReady(page: Page) {
  await page.waitForLoadState('networkidle');
}

export async function signInThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * Opens the account menu with one click, as a person does, and waits for its "Sign out". (On a
 * loaded CI machine the click used to land after the 100 ms hover delay had opened the menu and
 * toggle it shut: src/scripts/navbar.ts now keeps a hover-opened menu open on that click.)
 */
export async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}
