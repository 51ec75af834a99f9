import path from 'node:path';
import type { Page } from '@playwright/test';
import { createClient, type Session } from '@supabase/supabase-js';
import { createPerson, nodeAuth, readKeys, type Person, type PersonOptions } from '../../support/accounts.ts';

/** The site and server the e2e run serves (playwright.config.ts). */
export const baseUrl = `http://127.0.0.1:${process.env['HAVEN_E2E_PORT'] ?? 4399}`;
export const dataDir = path.resolve(process.env['HAVEN_E2E_DATA_DIR'] ?? '.haven-test-data/e2e');
export const serverKeys = () => readKeys(dataDir);

/** A confirmed account on the e2e server, signed in with its password (see tests/support/accounts.ts). */
export function person(options: PersonOptions): Promise<Person> {
  return createPerson(baseUrl, serverKeys(), options);
}

/** A new sign-in with the password alone: aal1, even when the account has a verified factor. */
export async function signInAgain(email: string, password: string) {
  const client = createClient(baseUrl, serverKeys().anonKey, nodeAuth);
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw error ?? new Error('no session');
  return { client, session: data.session };
}

/**
 * Puts `session` where the site keeps it (`haven-auth`) before the page's scripts run, on every
 * load of this page unless one is there already (so a sign-in or sign-out in the page stands).
 */
export function keepSignedIn(page: Page, session: Session) {
  return page.addInitScript((value) => {
    if (!localStorage.getItem('haven-auth')) localStorage.setItem('haven-auth', value);
  }, JSON.stringify(session));
}

const shots = process.env['HAVEN_SCREENSHOT_DIR'];

/**
 * With HAVEN_SCREENSHOT_DIR set, full-page screenshots at phone and desktop widths in the light
 * and dark scheme (`<name>-<width>-<scheme>.png`), then back to 1280×800, light; otherwise nothing.
 */
export async function screenshots(page: Page, name: string) {
  if (!shots) return;
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme: scheme });
      await page.screenshot({ path: path.join(shots, `${name}-${width}-${scheme}.png`), fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** With HAVEN_SCREENSHOT_DIR set, one full-page screenshot as the page is now (`<name>.png`). */
export async function screenshot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}
