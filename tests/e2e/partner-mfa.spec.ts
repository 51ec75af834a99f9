import { readFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createClient, type Session } from '@supabase/supabase-js';
import { totpCode } from '../support/mfa.ts';

/**
 * Partners may opt in to two-step sign-in: from the Security tab of their account they set up an
 * authenticator (the admin area's QR code, setup key and code steps); from then on, signing in
 * asks for a code before the partner dashboard opens; and they can turn it off again. Codes are
 * made here from the setup key with the same TOTP library an authenticator app uses.
 */

test.describe.configure({ timeout: 150_000 });

const dataDir = path.resolve(process.env['HAVEN_E2E_DATA_DIR'] ?? '.haven-test-data/e2e');
const baseUrl = `http://127.0.0.1:${process.env['HAVEN_E2E_PORT'] ?? 4399}`;
const password = 'steady-harbour-lantern-57';
const noSession = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };
const shots = process.env['HAVEN_SCREENSHOT_DIR'];

async function keys() {
  return JSON.parse(await readFile(path.join(dataDir, 'keys.json'), 'utf8')) as { anonKey: string; serviceRoleKey: string };
}

/** A confirmed account that joined as a partner through partner-onboarding, signed in with its password. */
async function partner() {
  const { anonKey, serviceRoleKey } = await keys();
  const email = `partner-mfa-${crypto.randomUUID().slice(0, 8)}@example.test`;
  const created = await createClient(baseUrl, serviceRoleKey, noSession).auth.admin.createUser({ email, password, email_confirm: true });
  if (created.error) throw created.error;
  const client = createClient(baseUrl, anonKey, noSession);
  const signedIn = await client.auth.signInWithPassword({ email, password });
  if (signedIn.error) throw signedIn.error;
  const joined = await client.functions.invoke('partner-onboarding', {
    body: {
      profession: 'counselor',
      full_name: 'Two Step Counselor',
      credentials: 'LPC',
      license_number: `LPC-${Date.now()}`,
      license_states: ['OR'],
      specialties: ['stress'],
      languages: ['English'],
      bio: 'I help people with stress at work and at home, online across Oregon.',
    },
  });
  if (joined.error) throw new Error('Joining as a partner failed');
  // The partner role is in the next token.
  const { data, error } = await client.auth.refreshSession();
  if (error || !data.session) throw error ?? new Error('no session');
  return { email, client, session: data.session };
}

function signInWith(page: Page, session: Session) {
  return page.addInitScript((value) => {
    if (!localStorage.getItem('haven-auth')) localStorage.setItem('haven-auth', value);
  }, JSON.stringify(session));
}

async function axe(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function screenshots(page: Page, name: string) {
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

test('a partner turns on two-step sign-in, is asked for a code at the next sign-in, and can turn it off', async ({ browser }) => {
  const account = await partner();
  const page = await (await browser.newContext()).newPage();
  await signInWith(page, account.session);
  await page.goto(`${baseUrl}/account?tab=security`);

  const section = page.getByRole('region', { name: 'Two-step sign-in' });
  await expect(section).toContainText('Off.');
  await screenshots(page, 'partner-mfa-off');
  await section.getByRole('button', { name: 'Set up two-step sign-in' }).click();

  const qr = section.getByRole('img', { name: 'QR code that adds Haven to an authenticator app' });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  expect(await axe(page)).toEqual([]);
  await screenshots(page, 'partner-mfa-enrol');

  const secret = (await section.locator('[data-setup-key]').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const codeField = section.getByLabel('6-digit code');
  const right = totpCode(secret);
  await codeField.fill(right === '000000' ? '000001' : '000000');
  await section.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(section.getByText(/That code didn’t match/)).toBeVisible();
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');

  await codeField.fill(right);
  await section.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(section).toContainText('On.');
  await expect(section.getByRole('button', { name: 'Turn off two-step sign-in' })).toBeVisible();
  expect(await axe(page)).toEqual([]);
  await screenshots(page, 'partner-mfa-on');

  // A new sign-in on another browser: the password alone does not open the dashboard.
  const later = await (await browser.newContext()).newPage();
  await later.goto(`${baseUrl}/partner-auth`);
  await later.getByLabel('Work email').fill(account.email);
  await later.getByLabel('Password').fill(password);
  await later.getByRole('button', { name: 'Sign in to your dashboard' }).click();
  await expect(later).toHaveURL(/\/partner-dashboard$/);
  await expect(later.getByRole('heading', { name: 'Enter your authenticator code' })).toBeVisible();
  await expect(later.getByRole('button', { name: 'Edit profile' })).toHaveCount(0);
  expect(await axe(later)).toEqual([]);
  await screenshots(later, 'partner-mfa-code');

  // The setup used this window's code; an app shows the next one soon after.
  await later.getByLabel('6-digit code').fill(totpCode(secret, Date.now() + 30_000));
  await later.getByRole('button', { name: 'Continue to your dashboard' }).click();
  await expect(later.getByRole('button', { name: 'Edit profile' })).toBeVisible();
  await expect(later.getByRole('heading', { name: 'Enter your authenticator code' })).toHaveCount(0);

  // Turning it off from this checked (aal2) session asks for confirmation, then removes the factor.
  await later.goto(`${baseUrl}/account?tab=security`);
  const laterSection = later.getByRole('region', { name: 'Two-step sign-in' });
  await laterSection.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
  await laterSection.getByRole('button', { name: 'Turn off', exact: true }).click();
  await expect(laterSection).toContainText('Off.');
  const { serviceRoleKey } = await keys();
  const { data: listed } = await createClient(baseUrl, serviceRoleKey, noSession).auth.admin.mfa.listFactors({
    userId: account.session.user.id,
  });
  expect(listed?.factors ?? []).toEqual([]);

  // And the next sign-in goes straight to the dashboard.
  const third = await (await browser.newContext()).newPage();
  await third.goto(`${baseUrl}/partner-auth`);
  await third.getByLabel('Work email').fill(account.email);
  await third.getByLabel('Password').fill(password);
  await third.getByRole('button', { name: 'Sign in to your dashboard' }).click();
  await expect(third.getByRole('button', { name: 'Edit profile' })).toBeVisible();
});

test('a partner whose session has only the password must give a code before turning two-step sign-in off', async ({ browser }) => {
  const account = await partner();
  const enrolled = await account.client.auth.mfa.enroll({ factorType: 'totp' });
  if (enrolled.error) throw enrolled.error;
  const verified = await account.client.auth.mfa.challengeAndVerify({
    factorId: enrolled.data.id,
    code: totpCode(enrolled.data.totp.secret),
  });
  if (verified.error) throw verified.error;
  const { anonKey } = await keys();
  const passwordOnly = await createClient(baseUrl, anonKey, noSession).auth.signInWithPassword({ email: account.email, password });
  if (passwordOnly.error) throw passwordOnly.error;

  const page = await (await browser.newContext()).newPage();
  await signInWith(page, passwordOnly.data.session!);
  await page.goto(`${baseUrl}/account?tab=security`);
  const section = page.getByRole('region', { name: 'Two-step sign-in' });
  await expect(section).toContainText('On.');
  await section.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
  await expect(section).toContainText('first enter the code');
  await section.getByLabel('6-digit code').fill(totpCode(enrolled.data.totp.secret, Date.now() + 30_000));
  await section.getByRole('button', { name: 'Check code' }).click();
  await section.getByRole('button', { name: 'Turn off', exact: true }).click();
  await expect(section).toContainText('Off.');
});

test('members have no two-step sign-in section in their account', async ({ page }) => {
  const { anonKey, serviceRoleKey } = await keys();
  const email = `member-mfa-${crypto.randomUUID().slice(0, 8)}@example.test`;
  const created = await createClient(baseUrl, serviceRoleKey, noSession).auth.admin.createUser({ email, password, email_confirm: true });
  if (created.error) throw created.error;
  const { data } = await createClient(baseUrl, anonKey, noSession).auth.signInWithPassword({ email, password });
  await signInWith(page, data.session!);
  await page.goto(`${baseUrl}/account?tab=security`);
  await expect(page.getByRole('heading', { name: 'Security' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Two-step sign-in' })).toHaveCount(0);
});
