import type { Page } from '@playwright/test';

/** Loads a page, scrolls to its end (so `client:visible` islands hydrate) and lets it settle. */
export async function loadAndSettle(page: Page, route: string) {
  await page.goto(route, { waitUntil: 'load' });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForLoadState('networkidle', { timeout: 8000 }).catch(() => undefined);
}
