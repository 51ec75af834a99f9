import { expect, test } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { joinAsPartner, nodeAuth } from '../support/accounts.ts';
import { axeViolations } from '../support/axe.ts';
import { enrollTotp, totpCode } from '../support/mfa.ts';
import { baseUrl, keepSignedIn, person, screenshots, serverKeys, signInAgain } from './support/accounts.ts';

/**
 * Partners may opt in to two-step sign-in: from the Security tab of their account they set up an
 * authenticator (the admin area's QR code, setup key and code steps); from then on, signing in
 * asks for a code before the partner dashboard opens; and they can turn it off again. Codes are
 * made here from the setup key with the same TOTP library an authenticator app uses.
 */

test.describe.configure({ timeout: 150_000 });

const password = 'steady-harbour-lantern-57';

/** A confirmed account that joined as a partner through partner-onboarding, signed in with its password. */
async function partner() {
  const account = await person({ emailPrefix: 'partner-mfa', password });
  await joinAsPartner(account.client, 'Two Step Counselor');
  // The partner role is in the next token.
  const { data, error } = await account.client.auth.refreshSession();
  if (error || !data.session) throw error ?? new Error('no session');
  return { ...account, session: data.session };
}

test('a partner turns on two-step sign-in, is asked for a code at the next sign-in, and can turn it off', async ({ browser }) => {
  const account = await partner();
  const page = await (await browser.newContext()).newPage();
  await keepSignedIn(page, account.session);
  await page.goto(`${baseUrl}/account?tab=security`);

  const section = page.getByRole('region', { name: 'Two-step sign-in' });
  await expect(section).toContainText('Off.');
  await screenshots(page, 'partner-mfa-off');
  await section.getByRole('button', { name: 'Set up two-step sign-in' }).click();

  const qr = section.getByRole('img', { name: 'QR code that adds Haven to an authenticator app' });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  expect(await axeViolations(page)).toEqual([]);
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
  expect(await axeViolations(page)).toEqual([]);
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
  expect(await axeViolations(later)).toEqual([]);
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
  const { data: listed } = await createClient(baseUrl, serverKeys().serviceRoleKey, nodeAuth).auth.admin.mfa.listFactors({
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
  const { secret } = await enrollTotp(account.client);
  const passwordOnly = await signInAgain(account.email, password);

  const page = await (await browser.newContext()).newPage();
  await keepSignedIn(page, passwordOnly.session);
  await page.goto(`${baseUrl}/account?tab=security`);
  const section = page.getByRole('region', { name: 'Two-step sign-in' });
  await expect(section).toContainText('On.');
  await section.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
  await expect(section).toContainText('first enter the code');
  await section.getByLabel('6-digit code').fill(totpCode(secret, Date.now() + 30_000));
  await section.getByRole('button', { name: 'Check code' }).click();
  await section.getByRole('button', { name: 'Turn off', exact: true }).click();
  await expect(section).toContainText('Off.');
});

test('members have no two-step sign-in section in their account', async ({ page }) => {
  const member = await person({ emailPrefix: 'member-mfa', password });
  await keepSignedIn(page, member.session);
  await page.goto(`${baseUrl}/account?tab=security`);
  await expect(page.getByRole('heading', { name: 'Security' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Two-step sign-in' })).toHaveCount(0);
});
