import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createMember, expectToast, openAccountMenu, PASSWORD, signInThroughForm, signInWith, uniqueEmail } from './accounts-helpers';

/*
 * One member's whole journey: join from a members-only page, come back to it, sign out from
 * the navbar, sign in again, edit the account, export everything and delete the account.
 */

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('join → sign out → sign in → account edits → export → delete', async ({ page }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail('journey');

    // A signed-out visitor on a members-only page sees a sign-in prompt that remembers the page.
    await page.goto('/account?tab=privacy');
    await expect(page.getByRole('heading', { name: 'Sign In Required' })).toBeVisible();
    await expect(page.getByText('Please sign in to manage your profile, preferences and data.')).toBeVisible();
    await page.getByRole('link', { name: 'Create a free account' }).click();
    await expect(page).toHaveURL(/\/auth\?next=%2Faccount/);

    // Join with the optional profile answers.
    await page.getByRole('tab', { name: 'Join free' }).click();
    await expect(page).toHaveURL(/mode=signup/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Choose a password').fill(PASSWORD);
    await page.getByLabel('What should we call you?').fill('Jules');
    await page.getByLabel('Pronouns').fill('she/her');
    await page.getByLabel('US state').selectOption({ label: 'Vermont' });
    await page.getByLabel('What brings you here?').fill('Work stress and poor sleep.');
    await page.getByLabel('I am 18 or older').check();
    await page.getByRole('button', { name: 'Create my free account' }).click();

    // Back where they started, signed in, with the profile the sign-up trigger wrote.
    await expect(page).toHaveURL(/\/account\/?$/, { timeout: 20_000 });
    await expectToast(page, 'Account created!', "You're signed in and ready to go.");
    await expect(page.getByLabel('What should we call you?')).toHaveValue('Jules');
    await expect(page.getByLabel('Pronouns')).toHaveValue('she/her');
    await expect(page.getByLabel('US state')).toHaveValue('VT');
    await expect(page.getByLabel('What brings you here?')).toHaveValue('Work stress and poor sleep.');
    await expect(page.getByLabel('I am 18 or older')).toBeChecked();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();

    // Sign out from the navbar: home, signed out, with the spec's toast.
    await openAccountMenu(page);
    await page.locator('#account-menu').getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
    await expectToast(page, 'Signed out', "You've been successfully signed out.");
    await expect(page.locator('html')).toHaveAttribute('data-auth', 'signed-out');
    await expect(page.getByRole('link', { name: 'Start Your Journey Free' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('haven-auth'))).toBeNull();

    // Sign in again: the dashboard, welcomed back.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' }).click();
    await signInThroughForm(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/dashboard\/?$/, { timeout: 20_000 });
    await expectToast(page, 'Welcome back!', "You've successfully signed in.");
    // This device's copies of what the member read (IndexedDB `haven-copies`).
    const deviceCopies = () =>
      page.evaluate(
        () =>
          new Promise<unknown[]>((resolve, reject) => {
            const open = indexedDB.open('haven-copies');
            // Not written yet: look without creating the database (an empty one would have no store for the app).
            open.onupgradeneeded = () => open.transaction?.abort();
            open.onerror = () => (open.error?.name === 'AbortError' ? resolve([]) : reject(open.error));
            open.onsuccess = () => {
              const database = open.result;
              if (!database.objectStoreNames.contains('copies')) {
                database.close();
                return resolve([]);
              }
              const all = database.transaction('copies', 'readonly').objectStore('copies').getAll();
              all.onsuccess = () => {
                database.close();
                resolve(all.result);
              };
              all.onerror = () => reject(all.error);
            };
          }),
      );
    // The dashboard's rows are kept on this device in the background as each read lands, before
    // the member moves on (leaving at once on a slow machine, the test found none later).
    await expect.poll(deviceCopies, { timeout: 30_000 }).not.toEqual([]);

    // The home page shows the signed-in calls to action from the first paint.
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.dataset['auth'])).toBe('signed-in');
    await expect(page.getByRole('link', { name: 'Continue Your Journey' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start Your Journey Free' })).toBeHidden();

    // Account edits: profile, preferences, password.
    await page.goto('/account');
    await page.getByLabel('What should we call you?').fill('Jules B.');
    await page.getByLabel('US state').selectOption({ label: 'Maine' });
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expectToast(page, 'Profile saved', 'Your changes are saved.');
    await page.reload();
    await expect(page.getByLabel('What should we call you?')).toHaveValue('Jules B.');
    await expect(page.getByLabel('US state')).toHaveValue('ME');

    await page.getByRole('tab', { name: 'Preferences' }).click();
    await expect(page).toHaveURL(/tab=preferences/);
    await expect(page.getByRole('checkbox', { name: /Email updates/ })).not.toBeChecked();
    await page.getByRole('radio', { name: 'Dark' }).check();
    await page.getByRole('radio', { name: 'Large', exact: true }).check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('html')).toHaveAttribute('data-font-size', 'large');
    await page.goto('/library');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.goto('/account?tab=security');
    await page.getByLabel('New password', { exact: true }).fill('another-quiet-river-88');
    await page.getByLabel('Type it again').fill('another-quiet-river-88');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expectToast(page, 'Password changed', 'Your new password is saved, and your other devices have been signed out.');

    await page.goto('/account?tab=subscription');
    await expect(page.getByRole('tab', { name: 'Subscription', selected: true })).toBeVisible();
    await expect(page.getByRole('tabpanel')).toContainText('There is no paid plan today');

    // Export: one JSON file with everything, including the profile just edited.
    await page.getByRole('tab', { name: 'Privacy' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toMatch(/^haven-data-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(readFileSync((await file.path())!, 'utf8')) as {
      profile: { display_name: string; us_state: string };
      subscription: { plan: string };
    };
    expect(exported.profile).toMatchObject({ display_name: 'Jules B.', us_state: 'ME' });
    expect(exported.subscription.plan).toBe('free');
    await expect(page.getByText(`Your file ${file.suggestedFilename()} has been downloaded.`)).toBeVisible();

    // The dashboard's rows read earlier are still kept on this device for reading offline.
    expect(await deviceCopies()).not.toEqual([]);

    // Delete: typed confirmation, then signed out everywhere with the account gone.
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog.getByRole('button', { name: 'Delete everything' })).toBeDisabled();
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    await dialog.getByRole('button', { name: 'Delete everything' }).click();
    await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
    await expectToast(page, 'Account deleted', 'Your account and everything in it have been deleted.');
    await expect(page.locator('html')).toHaveAttribute('data-auth', 'signed-out');
    expect(
      await page.evaluate(() =>
        Object.keys(localStorage).filter((key) => key.startsWith('haven-') && key !== 'haven-settings' && key !== 'haven-theme'),
      ),
    ).toEqual([]);
    expect(await deviceCopies()).toEqual([]);

    await page.goto('/auth');
    await signInThroughForm(page, email, 'another-quiet-river-88');
    await expectToast(page, 'Sign in failed', "That email and password don't match an account.");
  });
});

test.describe('on a phone @mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Sign Out in the mobile menu signs out everywhere and says so on the home page', async ({ page, baseURL }) => {
    const { session } = await createMember(baseURL!);
    await signInWith(page, session);
    await page.goto('/library');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.locator('#mobile-menu').getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
    await expectToast(page, 'Signed out', "You've been successfully signed out.");
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.locator('#mobile-menu').getByRole('link', { name: 'JOIN' })).toBeVisible();
  });
});
