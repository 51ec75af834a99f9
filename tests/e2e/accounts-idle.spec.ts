import { expect, test } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createMember, expectToast, signInWith } from './accounts-helpers';

/* The idle sign-out in real Chromium, with Playwright's clock standing in for 30 quiet minutes. */

test.use({ viewport: { width: 1280, height: 900 } });

test('warns after 29 quiet minutes, "Stay signed in" keeps the member, 30 more sign them out everywhere', async ({ page, baseURL }) => {
  const { session } = await createMember(baseURL!);
  await page.clock.install({ time: new Date() });
  await signInWith(page, session);
  await page.goto('/library');
  await expect(page.locator('html')).toHaveAttribute('data-auth', 'signed-in');

  await page.clock.fastForward('28:00');
  const warning = page.getByRole('dialog', { name: 'Are you still there?' });
  await expect(warning).toBeHidden();
  await page.clock.fastForward('01:01');
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('Haven will sign you out in');
  await expect(warning.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warning).toBeHidden();

  await page.clock.fastForward('29:30');
  await expect(warning).toBeVisible();
  await page.clock.fastForward('00:31');
  await expectToast(page, 'Signed out', 'You were signed out after 30 minutes without activity, to keep your space private.');
  await expect(page.locator('html')).toHaveAttribute('data-auth', 'signed-out');
  expect(await page.evaluate(() => localStorage.getItem('haven-auth'))).toBeNull();

  // Signed out everywhere: the server no longer accepts the session's refresh token.
  const { anonKey } = JSON.parse(
    readFileSync(path.resolve(process.env['HAVEN_E2E_DATA_DIR'] ?? '.haven-test-data/e2e', 'keys.json'), 'utf8'),
  ) as {
    anonKey: string;
  };
  const client = createClient(baseURL!, anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const { error } = await client.auth.refreshSession({ refresh_token: session.refresh_token });
  expect(error).not.toBeNull();
});

test('a member who typed a moment ago is not warned', async ({ page, baseURL }) => {
  const { session } = await createMember(baseURL!);
  await page.clock.install({ time: new Date() });
  await signInWith(page, session);
  await page.goto('/account');
  await page.clock.fastForward('20:00');
  await page.getByLabel('Pronouns').fill('they/them');
  await page.clock.fastForward('20:00');
  await expect(page.getByRole('dialog', { name: 'Are you still there?' })).toBeHidden();
  await expect(page.locator('html')).toHaveAttribute('data-auth', 'signed-in');
});
