import { readFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createClient, type Session } from '@supabase/supabase-js';
import { enrollTotp, totpCode } from '../support/mfa.ts';

/**
 * Admins need a second factor: the admin area walks an admin without one through setting up an
 * authenticator (QR code or setup key, then a code), and asks an admin who has one for a code,
 * before it shows any admin data. Codes are made here with the same TOTP library an app uses.
 */

test.describe.configure({ timeout: 120_000 });

const dataDir = path.resolve(process.env['HAVEN_E2E_DATA_DIR'] ?? '.haven-test-data/e2e');
const baseUrl = `http://127.0.0.1:${process.env['HAVEN_E2E_PORT'] ?? 4399}`;
const password = 'quiet-harbour-lantern-42';
const noSession = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };
const shots = process.env['HAVEN_SCREENSHOT_DIR'];

async function keys() {
  return JSON.parse(await readFile(path.join(dataDir, 'keys.json'), 'utf8')) as { anonKey: string; serviceRoleKey: string };
}

/** A confirmed admin signed in with their password only (aal1). */
async function adminAtAal1() {
  const { anonKey, serviceRoleKey } = await keys();
  const email = `admin-mfa-${crypto.randomUUID().slice(0, 8)}@example.test`;
  const created = await createClient(baseUrl, serviceRoleKey, noSession).auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    app_metadata: { role: 'admin' },
  });
  if (created.error) throw created.error;
  const client = createClient(baseUrl, anonKey, noSession);
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw error ?? new Error('no session');
  return { email, client, session: data.session };
}

async function openAdmin(page: Page, session: Session) {
  await page.addInitScript((value) => {
    if (!localStorage.getItem('haven-auth')) localStorage.setItem('haven-auth', value);
  }, JSON.stringify(session));
  await page.goto(`${baseUrl}/admin`);
}

async function axe(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('an admin without a second factor is walked through setting one up, then sees the admin area', async ({ page }) => {
  const admin = await adminAtAal1();
  await openAdmin(page, admin.session);

  await expect(page.getByRole('heading', { name: 'Set up a second sign-in step' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  const qr = page.getByRole('img', { name: 'QR code that adds Haven to an authenticator app' });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  expect(await axe(page)).toEqual([]);

  if (shots) {
    for (const [width, height] of [
      [390, 844],
      [1280, 800],
    ] as const) {
      for (const scheme of ['light', 'dark'] as const) {
        await page.setViewportSize({ width, height });
        await page.emulateMedia({ colorScheme: scheme });
        await page.screenshot({ path: path.join(shots, `admin-mfa-enrol-${width}-${scheme}.png`), fullPage: true });
      }
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  const secret = (await page.locator('[data-setup-key]').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const codeField = page.getByLabel('6-digit code');

  await codeField.fill('12345');
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await expect(page.getByText('Enter the 6 digits your authenticator app shows.')).toBeVisible();
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');

  const right = totpCode(secret);
  const wrong = right === '000000' ? '000001' : '000000';
  await codeField.fill(wrong);
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await expect(page.getByText(/That code didn’t match/)).toBeVisible();
  expect(await axe(page)).toEqual([]);

  await codeField.fill(right);
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await expect(page.getByRole('tab').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Set up a second sign-in step' })).toHaveCount(0);

  // The browser's session is now at aal2 with the factor verified.
  const level = await page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('haven-auth') ?? '{}') as {
      access_token?: string;
      user?: { factors?: { status: string }[] };
    };
    const claims = JSON.parse(atob(session.access_token!.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { aal: string };
    return { aal: claims.aal, factors: session.user?.factors?.map((f) => f.status) };
  });
  expect(level).toEqual({ aal: 'aal2', factors: ['verified'] });
});

test('an admin with an authenticator who signed in with a password is asked for a code first', async ({ page }) => {
  const admin = await adminAtAal1();
  const { secret } = await enrollTotp(admin.client);
  // A new sign-in: password only, so aal1 although the account has a verified factor.
  const { anonKey } = await keys();
  const later = createClient(baseUrl, anonKey, noSession);
  const { data } = await later.auth.signInWithPassword({ email: admin.email, password });
  // The database refuses admin data to this session until the code is given.
  const refused = await later.rpc('crisis_referral_counts', { p_year: 2026 });
  expect(refused.error?.code).toBe('42501');

  await openAdmin(page, data.session!);
  await expect(page.getByRole('heading', { name: 'Enter your authenticator code' })).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code/ })).toHaveCount(0);
  await expect(page.getByRole('tab')).toHaveCount(0);
  expect(await axe(page)).toEqual([]);
  if (shots) await page.screenshot({ path: path.join(shots, 'admin-mfa-code-1280-light.png'), fullPage: true });

  // The enrolment used this window's code; an app shows the next one soon after.
  await page.getByLabel('6-digit code').fill(totpCode(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Continue to the admin area' }).click();
  await expect(page.getByRole('tab').first()).toBeVisible();
});
