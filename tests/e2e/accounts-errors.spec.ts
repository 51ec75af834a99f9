import { expect, test } from '@playwright/test';
import { PASSWORD, createMember, expectToast, signInThroughForm, signInWith, toasterReady, uniqueEmail } from './accounts-helpers';

/* Every authentication toast of spec section 8, with the reason also shown next to the form. */

test.use({ viewport: { width: 1280, height: 900 } });

test('a wrong password: "Sign in failed", the email kept, the password cleared', async ({ page, baseURL }) => {
  const { email } = await createMember(baseURL!);
  await page.goto('/auth');
  await signInThroughForm(page, email, 'not-my-password-1');
  const toast = await expectToast(page, 'Sign in failed', "That email and password don't match an account.");
  await expect(toast).toHaveAttribute('data-variant', 'destructive');
  await expect(page.locator('form [role=alert]')).toContainText("That email and password don't match an account.");
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
});

test('a weak password: "Sign up failed" with the server\'s reasons, every other answer kept', async ({ page }) => {
  const email = uniqueEmail('weak');
  await page.goto('/auth?mode=signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Choose a password').fill('pass1');
  await page.getByLabel('What should we call you?').fill('Ari');
  await page.getByLabel('US state').selectOption('TX');
  await page.getByLabel('I am 18 or older').check();
  await page.getByRole('button', { name: 'Create my free account' }).click();
  const toast = await expectToast(page, 'Sign up failed', 'Please choose a stronger password. Use at least 8 characters.');
  await expect(toast).toContainText('This password is on lists of common passwords, so it is easy to guess.');
  const alert = page.locator('form [role=alert]');
  await expect(alert.getByRole('listitem')).toHaveText([
    'Use at least 8 characters.',
    'This password is on lists of common passwords, so it is easy to guess.',
  ]);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('What should we call you?')).toHaveValue('Ari');
  await expect(page.getByLabel('US state')).toHaveValue('TX');
  await expect(page.getByLabel('I am 18 or older')).toBeChecked();
  await expect(page.getByLabel('Choose a password')).toHaveValue('');
});

test('an email that already has an account: "Sign up failed" suggests signing in', async ({ page, baseURL }) => {
  const { email } = await createMember(baseURL!);
  await page.goto('/auth?mode=signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Choose a password').fill(PASSWORD);
  await page.getByLabel('I am 18 or older').check();
  await page.getByRole('button', { name: 'Create my free account' }).click();
  await expectToast(page, 'Sign up failed', 'An account already uses this email. Try signing in instead, or reset your password.');
  await expect(page.getByLabel('Email')).toHaveValue(email);
});

test('offline: "Sign in failed" says Haven could not be reached', async ({ page, context }) => {
  await page.goto('/auth');
  await expect(page.getByLabel('Email')).toBeVisible();
  await toasterReady(page);
  await context.setOffline(true);
  await signInThroughForm(page, 'someone@example.com', PASSWORD);
  await expectToast(page, 'Sign in failed', "We couldn't reach Haven. Check your internet connection and try again.");
  await expect(page.locator('form [role=alert]')).toContainText("We couldn't reach Haven.");
  await expect(page.getByLabel('Email')).toHaveValue('someone@example.com');
});

test('signing out in place: "Signed out"; offline: "Sign out failed", yet this device is signed out', async ({
  page,
  context,
  baseURL,
}) => {
  const first = await createMember(baseURL!);
  await signInWith(page, first.session);
  await page.goto('/auth');
  await expect(page.getByText(`You're signed in as ${first.email}.`)).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expectToast(page, 'Signed out', "You've been successfully signed out.");
  await expect(page.getByRole('tab', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-auth', 'signed-out');

  await signInThroughForm(page, first.email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/?$/, { timeout: 20_000 });
  await page.goto('/auth');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await toasterReady(page);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Sign out' }).click();
  const toast = await expectToast(
    page,
    'Sign out failed',
    "This device is signed out, but we couldn't reach Haven to sign out your other devices.",
  );
  await expect(toast).toHaveAttribute('data-variant', 'destructive');
  await expect(page.getByRole('tab', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('haven-auth'))).toBeNull();
});

for (const path of ['/dashboard', '/journal', '/insights', '/account', '/assessment']) {
  test(`${path} shows signed-out visitors a sign-in prompt that returns them there`, async ({ page }) => {
    await page.goto(path);
    const prompt = page.locator('[data-sign-in-prompt]');
    await expect(prompt.getByRole('heading', { name: 'Sign In Required' })).toBeVisible();
    const href = await prompt.getByRole('link', { name: 'Sign In' }).getAttribute('href');
    expect(href).toMatch(new RegExp(`^/auth\\?next=${encodeURIComponent(path)}(%2F)?$`));
  });
}

test('signing in from a prompt goes back to that page', async ({ page, baseURL }) => {
  const { email } = await createMember(baseURL!);
  await page.goto('/journal');
  await page.locator('[data-sign-in-prompt]').getByRole('link', { name: 'Sign In' }).click();
  await signInThroughForm(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/journal\/?$/, { timeout: 20_000 });
  await expectToast(page, 'Welcome back!', "You've successfully signed in.");
  await expect(page.locator('[data-sign-in-prompt]')).toBeHidden();
});

test('a ?next= pointing off the site is ignored', async ({ page, baseURL }) => {
  const { email } = await createMember(baseURL!);
  await page.goto('/auth?next=https%3A%2F%2Fevil.example%2F');
  await signInThroughForm(page, email, PASSWORD);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/dashboard\/?$/, { timeout: 20_000 });
});
