import { expect, test } from '@playwright/test';
import { openAccountMenu } from './accounts-helpers';

test.describe('desktop navbar', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('shows the public entries and the signed-out calls to action', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of ['Programs', 'Chat', 'Library']) await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    for (const label of ['Dashboard', 'Journal', 'Insights'])
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeHidden();
    await expect(nav.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    await expect(nav.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', '/auth');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  });

  test('highlights the active link only on an exact path match', async ({ page }) => {
    await page.goto('/programs');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Programs', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Library', exact: true })).not.toHaveAttribute('aria-current', 'page');
    await page.goto('/programs/anxiety-management');
    await expect(nav.getByRole('link', { name: 'Programs', exact: true })).not.toHaveAttribute('aria-current', 'page');
  });

  test('opens the For Professionals menu from the keyboard and closes it with Escape', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'For Professionals' });
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.locator('#professionals-menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'For Therapists' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('link', { name: 'For Psychiatrists' })).toBeFocused();
    await page.keyboard.press('f');
    await page.keyboard.press('i');
    await expect(menu.getByRole('link', { name: 'Find Partners' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(menu.getByRole('link', { name: 'Find Partners' })).toBeFocused();
    await page.keyboard.press('Home');
    await expect(menu.getByRole('link', { name: 'For Therapists' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    const hrefs = await menu.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual([
      '/for-therapists',
      '/for-psychiatrists',
      '/for-psychologists',
      '/for-counselors',
      '/for-social-workers',
      '/find-partners',
    ]);
  });

  test('a pointer that rests on a menu button opens it, and the click that follows keeps it open', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'For Professionals' });
    const menu = page.locator('#professionals-menu');
    await button.hover();
    await expect(menu).toBeVisible();
    // The click lands after the 100 ms hover delay has opened the menu: it used to toggle it shut.
    await button.click();
    await page.waitForTimeout(300);
    await expect(menu).toBeVisible();
    await button.click();
    await expect(menu).toBeHidden();
  });

  test('reflects a stored session: member entries and the account menu, without a flash', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem(
        'haven-auth',
        JSON.stringify({ access_token: 'x', refresh_token: 'y', expires_at: 0, user: { id: 'u', email: 'a@b.c' } }),
      );
    });
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.dataset['auth'])).toBe('signed-in');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of ['Dashboard', 'Journal', 'Insights'])
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Get Started Free' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Continue Your Journey' })).toBeVisible();
    await openAccountMenu(page);
    const menu = page.locator('#account-menu');
    await expect(menu.getByText('Free', { exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Subscription' })).toHaveAttribute('href', '/account?tab=subscription');
    // No paid plan is on sale (limits.plans.paidPlanAvailable), so nothing offers an upgrade.
    await expect(menu.getByRole('link', { name: /upgrade/i })).toHaveCount(0);
    await expect(menu.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  });
});

test.describe('mobile menu @mobile', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('opens as a top sheet, focuses its first item and closes on Escape', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Programs', exact: true })).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    const sheet = page.locator('#mobile-menu');
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('link', { name: 'Programs', exact: true })).toBeFocused();
    await expect(sheet.getByRole('link', { name: 'JOIN' })).toHaveAttribute('href', '/auth');
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
  });

  test('closes on a backdrop click and when a link is followed', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const sheet = page.locator('#mobile-menu');
    await expect(sheet).toBeVisible();
    await page.mouse.click(200, 830);
    await expect(sheet).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await sheet.getByRole('link', { name: 'Library', exact: true }).click();
    await expect(page).toHaveURL(/\/library$/);
    await expect(page.locator('#mobile-menu')).toBeHidden();
  });

  test('opens with a swipe from the left edge and closes with a swipe left', async ({ page }) => {
    await page.goto('/');
    const swipe = async (fromX: number, toX: number) => {
      await page.evaluate(
        ([from, to]) => {
          const touch = (x: number) => new Touch({ identifier: 1, target: document.body, clientX: x, clientY: 400 });
          window.dispatchEvent(new TouchEvent('touchstart', { touches: [touch(from!)], changedTouches: [touch(from!)] }));
          window.dispatchEvent(new TouchEvent('touchend', { touches: [], changedTouches: [touch(to!)] }));
        },
        [fromX, toX],
      );
    };
    const sheet = page.locator('#mobile-menu');
    await swipe(120, 260);
    await expect(sheet).toBeHidden();
    await swipe(10, 40);
    await expect(sheet).toBeHidden();
    await swipe(10, 120);
    await expect(sheet).toBeVisible();
    await swipe(300, 200);
    await expect(sheet).toBeHidden();
  });
});

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/library');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
});

test('focus moves to the main content after navigating within the site', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Library', exact: true }).click();
  await expect(page).toHaveURL(/\/library$/);
  await expect(page.locator('main#main')).toBeFocused();
});

test('the scroll-to-top button appears after 300 px and returns to the top', async ({ page }) => {
  await page.goto('/');
  const button = page.getByRole('button', { name: 'Scroll to top' });
  await expect(button).toHaveAttribute('data-visible', 'false');
  await page.evaluate(() => window.scrollTo(0, 250));
  await expect(button).toHaveAttribute('data-visible', 'false');
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect(button).toHaveAttribute('data-visible', 'true');
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('an unknown path gets the not-found page with HTTP 404', async ({ page }) => {
  const response = await page.goto('/no-such-page-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't find that page");
  await expect(page.getByRole('link', { name: 'Get help now' }).first()).toHaveAttribute('href', '/get-help');
});

test('the crisis page works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('link', { name: 'Get help now' }).first().click();
  await expect(page).toHaveURL(/\/get-help$/);
  const resources = page.locator('[data-crisis-resources]').first();
  await expect(resources.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
  await expect(resources.getByRole('link', { name: 'Text HOME to 741741' })).toHaveAttribute('href', 'sms:741741?&body=HOME');
  await expect(resources.getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
  await context.close();
});
