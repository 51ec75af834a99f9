import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { builtRoutes } from './routes';

const routes = builtRoutes();

test('every built page is checked', () => {
  expect(routes.length).toBeGreaterThan(60);
  expect(routes).toContain('/');
  expect(routes).toContain('/get-help');
});

for (const theme of ['light', 'dark'] as const) {
  test.describe(`axe, ${theme} theme`, () => {
    for (const route of routes) {
      test(`${route} has no WCAG 2.2 AA violations`, async ({ page }) => {
        await page.addInitScript((mode) => localStorage.setItem('haven-theme', JSON.stringify({ mode, variant: 'calm' })), theme);
        await page.goto(route);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      });
    }
  });
}
