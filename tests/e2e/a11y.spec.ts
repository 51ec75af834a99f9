import { expect, test, type Page } from '@playwright/test';
import { defaultSettings } from '../../src/lib/settings';
import { axeViolations } from '../support/axe.ts';
import { builtRoutes } from './routes';

const routes = builtRoutes();

test('every built page is checked', () => {
  expect(routes.length).toBeGreaterThan(60);
  expect(routes).toContain('/');
  expect(routes).toContain('/get-help');
});

/** What each theme keeps in localStorage; a new visitor's page is light. */
const themes = {
  light: null,
  dark: { 'haven-theme': JSON.stringify({ mode: 'dark', variant: 'calm' }) },
  'high-contrast': {
    'haven-settings': JSON.stringify(
      (({ preferences, ...rest }) => ({
        ...rest,
        preferences: { ...preferences, accessibility: { ...preferences.accessibility, highContrast: true } },
      }))(defaultSettings()),
    ),
  },
} as const;

/** Records Content-Security-Policy violations from the first script on, on every load of the page. */
function recordCspViolations(page: Page) {
  return page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
}

/**
 * Every page, in each theme: zero axe violations (WCAG 2.2 AA) and zero Content-Security-Policy
 * violations while it loads. The three themes are three loads of one page (a new visitor's, then
 * with each theme stored), which costs half of three fresh browser contexts on a 2-core machine.
 */
for (const route of routes) {
  test(`${route}: no WCAG 2.2 AA or CSP violations in the light, dark and high-contrast themes`, async ({ page }) => {
    await recordCspViolations(page);
    for (const [theme, storage] of Object.entries(themes)) {
      if (storage) {
        await page.evaluate((entries) => {
          localStorage.clear();
          for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
        }, storage);
        await page.reload();
      } else {
        await page.goto(route);
      }
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      expect.soft(await axeViolations(page), `${theme} theme: axe`).toEqual([]);
      expect
        .soft(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations), `${theme} theme: CSP`)
        .toEqual([]);
    }
  });
}
