import { expect, test, type Page } from '@playwright/test';
import type { Session } from '@supabase/supabase-js';
import { axeViolations } from '../support/axe.ts';
import { enrollTotp, totpCode } from '../support/mfa.ts';
import { baseUrl, keepSignedIn, person, screenshot, screenshots, signInAgain } from './support/accounts.ts';

/**
 * Admins need a second factor: the admin area walks an admin without one through setting up an
 * authenticator (QR code or setup key, then a code), and asks an admin who has one for a code,
 * before it shows any admin data. Codes are made here with the same TOTP library an app uses.
 */

test.describe.configure({ timeout: 120_000 });

const password = 'quiet-harbour-lantern-42';

/** A confirmed admin signed in with their password only (aal1). */
const adminAtAal1 = () => person({ role: 'admin', emailPrefix: 'admin-mfa', password });

async function openAdmin(page: Page, session: Session) {
  await keepSignedIn(page, session);
  await page.goto(`${baseUrl}/admin`);
}

test('an admin without a second factor is walked through setting one up, then sees the admin area', async ({ page }) => {
  const admin = await adminAtAal1();
  await openAdmin(page, admin.session);

  await expect(page.getByRole('heading', { name: 'Set up a second sign-in step' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  const qr = page.getByRole('img', { name: 'QR code that adds Haven to an authenticator app' });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  expect(await axeViolations(page)).toEqual([]);

  await screenshots(page, 'admin-mfa-enrol');

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
  expect(await axeViolations(page)).toEqual([]);

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
  const later = await signInAgain(admin.email, password);
  // The database refuses admin data to this session until the code is given.
  const refused = await later.client.rpc('crisis_referral_counts', { p_year: 2026 });
  expect(refused.error?.code).toBe('42501');

  await openAdmin(page, later.session);
  await expect(page.getByRole('heading', { name: 'Enter your authenticator code' })).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code/ })).toHaveCount(0);
  await expect(page.getByRole('tab')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'admin-mfa-code-1280-light');

  // The enrolment used this window's code; an app shows the next one soon after.
  await page.getByLabel('6-digit code').fill(totpCode(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Continue to the admin area' }).click();
  await expect(page.getByRole('tab').first()).toBeVisible();
});
