import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { TEST_PASSWORD, anonClient, serviceClient, startTestServer, testEmail, type TestServer } from '../support/server';
import { expectToast, signInThroughForm } from './accounts-helpers';

/*
 * Flows that need to read what the server "emails" or to lower its limits: these tests start
 * their own embedded server in this process, serving the same build with the same JWT secret
 * (so the anon key baked into the build is valid), and read the recovery link the mailer prints.
 */

const distDir = path.resolve(process.env['HAVEN_DIST_DIR'] ?? 'dist');
const jwtSecret = (
  JSON.parse(readFileSync(path.resolve(process.env['HAVEN_E2E_DATA_DIR'] ?? '.haven-test-data/e2e', 'keys.json'), 'utf8')) as {
    jwtSecret: string;
  }
).jwtSecret;

test.use({ viewport: { width: 1280, height: 900 } });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let server: TestServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // Email confirmation on, as on hosted Supabase; a low sign-in limit, which the last test runs
  // into (requests from this machine share one budget).
  server = await startTestServer({
    env: { HAVEN_DIST_DIR: distDir, HAVEN_JWT_SECRET: jwtSecret, HAVEN_EMAIL_CONFIRMATION: 'on', HAVEN_RATE_LIMIT_SIGN_IN: '8' },
  });
});

test.afterAll(async () => {
  await server?.stop();
});

test('forgot password → the logged recovery link → a new password on /auth?mode=reset', async ({ page }) => {
  const email = testEmail('recover');
  const password = TEST_PASSWORD;
  const created = await serviceClient(server).auth.admin.createUser({ email, password, email_confirm: true });
  expect(created.error).toBeNull();
  await page.goto(`${server.url}/auth`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/mode=forgot/);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'a link to choose a new password is on its way' })).toBeVisible();

  const link = server.lastEmail(email, 'recovery')?.link;
  expect(link).toMatch(/\/auth\/v1\/verify\?token=.+&type=recovery&redirect_to=/);
  await page.goto(link!);
  await expect(page).toHaveURL(/\/auth\?mode=reset/);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');

  await page.getByLabel('New password', { exact: true }).fill('fresh-meadow-lantern-31');
  await page.getByLabel('Type it again').fill('fresh-meadow-lantern-30');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.locator('form [role=alert]')).toHaveText("The two passwords don't match. Please type them again.");
  await page.getByLabel('Type it again').fill('fresh-meadow-lantern-31');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/dashboard\/?$/, { timeout: 20_000 });
  await expectToast(page, 'Password changed', 'Your new password is saved');

  const client = anonClient(server);
  expect((await client.auth.signInWithPassword({ email, password })).error?.code).toBe('invalid_credentials');
  expect((await client.auth.signInWithPassword({ email, password: 'fresh-meadow-lantern-31' })).error).toBeNull();

  // A link works once.
  await page.goto(`${server.url}/auth`);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expectToast(page, 'Signed out');
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Email link is invalid or has expired.' })).toBeVisible();
  await page.getByRole('button', { name: 'Send me a new link' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
});

test('joining when email confirmation is on: "Please check your email", then the link signs the member in', async ({ page }) => {
  const email = testEmail('confirm');
  await page.goto(`${server.url}/auth?mode=signup`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Choose a password').fill(TEST_PASSWORD);
  await page.getByLabel('What should we call you?').fill('Noor');
  await page.getByLabel('I am 18 or older').check();
  await page.getByRole('button', { name: 'Create my free account' }).click();
  await expectToast(page, 'Account created!', 'Please check your email to verify your account.');
  await expect(page.getByRole('status').filter({ hasText: `we sent a link to ${email}` })).toBeVisible();

  await page.goto(`${server.url}/auth`);
  await signInThroughForm(page, email, TEST_PASSWORD);
  await expectToast(page, 'Sign in failed', 'Please confirm your email first: follow the link we sent when you joined.');

  const link = server.lastEmail(email, 'signup')?.link;
  expect(link).toBeDefined();
  await page.goto(link!);
  // supabase-js takes the tokens out of the address, leaving an empty '#'.
  await expect(page).toHaveURL(/\/dashboard\/?#?$/, { timeout: 20_000 });
  await expect(page.locator('html')).toHaveAttribute('data-auth', 'signed-in');
  await page.goto(`${server.url}/account`);
  await expect(page.getByLabel('What should we call you?')).toHaveValue('Noor');
});

test('a rate-limited sign-in says to wait, in the toast and next to the form', async ({ page }) => {
  await page.goto(`${server.url}/auth`);
  const alert = page.locator('form [role=alert]');
  for (let attempt = 0; attempt < 10; attempt += 1) {
    await signInThroughForm(page, 'nobody@example.com', 'wrong-password-1');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
    if ((await alert.textContent())?.includes('Too many attempts')) break;
    await expect(alert).toContainText("That email and password don't match an account.");
  }
  await expect(alert).toContainText('Too many attempts from this device. Please wait a few minutes, then try again.');
  await expectToast(page, 'Sign in failed', 'Too many attempts from this device. Please wait a few minutes, then try again.');
});
