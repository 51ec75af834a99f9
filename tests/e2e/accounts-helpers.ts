import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { createClient, type Session } from '@supabase/supabase-js';

/** Shared steps for the accounts end-to-end tests (real embedded server, real Chromium). */

export const PASSWORD = 'quiet-river-morning-57';

export function uniqueEmail(prefix: string) {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

function keys(): { anonKey: string; serviceRoleKey: string } {
  const dir = process.env['HAVEN_E2E_DATA_DIR'] ?? '.haven-test-data/e2e';
  return JSON.parse(readFileSync(path.resolve(dir, 'keys.json'), 'utf8')) as { anonKey: string; serviceRoleKey: string };
}

const nodeAuth = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

/** Creates a confirmed user with the admin API and returns a signed-in session for them. */
export async function createMember(
  baseURL: string,
  email = uniqueEmail('member'),
  password = PASSWORD,
): Promise<{ email: string; session: Session }> {
  const { anonKey, serviceRoleKey } = keys();
  const admin = createClient(baseURL, serviceRoleKey, nodeAuth);
  const created = await admin.auth.admin.createUser({ email, password, email_confirm: true, user_metadata: { display_name: 'Robin' } });
  if (created.error) throw created.error;
  const { data, error } = await createClient(baseURL, anonKey, nodeAuth).auth.signInWithPassword({ email, password });
  if (error || !data.session) throw error ?? new Error('no session');
  return { email, session: data.session };
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
