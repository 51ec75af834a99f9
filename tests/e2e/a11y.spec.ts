import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { builtRoutes } from './routes';

const routes = builtRoutes();

test('every built page is checked', () => {
  expect(routes.length).toBeGreaterThan(60);
  expect(routes).toContain('/');
  expect(routes).toContain('/get-help');
});

/**
 * Every page, in each theme: zero axe violations (WCAG 2.2 AA) and zero Content-Security-Policy
 * violations while it loads.
 */
for (const theme of ['light', 'dark', 'high-contrast'] as const) {
  test.describe(`${theme} theme`, () => {
    for (const route of routes) {
      test(`${route}: no WCAG 2.2 AA or CSP violations`, async ({ page }) => {
        await page.addInitScript((mode) => {
          if (mode === 'high-contrast') {
            localStorage.setItem(
              'haven-settings',
              JSON.stringify({
                preferences: {
                  language: 'en',
                  timezone: 'America/New_York',
                  accessibility: { reducedMotion: false, highContrast: true, fontSize: 'medium' },
                },
                notifications: { enabled: true, sound: false, email: false },
                performance: { enableMetrics: false, debugMode: false },
              }),
            );
          } else {
            localStorage.setItem('haven-theme', JSON.stringify({ mode, variant: 'calm' }));
          }
          const violations: string[] = [];
          (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
          document.addEventListener('securitypolicyviolation', (event) =>
            violations.push(`${event.violatedDirective} ${event.blockedURI}`),
          );
        }, theme);
        await page.goto(route);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
        expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);
      });
    }
  });
}
