import { expect, test, type Page } from '@playwright/test';
import { axeViolations, colourViolations, settleTransitions } from '../support/axe.ts';
import { loadAndSettle } from '../support/settle.ts';
import { recordThirdPartyRequests } from '../support/third-party.ts';
import { builtRoutes } from './routes';

const routes = builtRoutes();

test('every built page is checked', () => {
  expect(routes.length).toBeGreaterThan(60);
  for (const route of ['/', '/get-help', '/library', '/programs', '/haven-ai']) expect(routes).toContain(route);
});

/** Records Content-Security-Policy violations from the first script on. */
function recordCspViolations(page: Page) {
  return page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
}

/** The three themes, each reached the way a visitor's system reaches it while the page is open. */
const themes = [
  { theme: 'light', media: { colorScheme: 'light', contrast: 'no-preference' } },
  { theme: 'dark', media: { colorScheme: 'dark', contrast: 'no-preference' } },
  { theme: 'high-contrast', media: { colorScheme: 'dark', contrast: 'more' } },
] as const;

/**
 * Every page, as a new visitor: loaded once, scrolled to the end (so `client:visible` islands
 * hydrate) and left to settle; then zero axe violations (WCAG 2.2 AA) in the light, dark and
 * high-contrast themes, zero Content-Security-Policy violations and zero requests to another host.
 * The themes are switched in the open page, as the system's settings switch them (theme.spec.ts
 * checks that a stored theme paints first); the light theme gets every rule, the others the colour
 * rules, all a theme can change. One load per page: on a 2-core machine a load and a fresh browser
 * context cost about as much as the three checks.
 */
for (const route of routes) {
  test(`${route}: no WCAG 2.2 AA or CSP violations in any theme, and no request leaves the site`, async ({ page, baseURL }) => {
    await recordCspViolations(page);
    const thirdParty = recordThirdPartyRequests(page, baseURL!, () => route);
    await page.emulateMedia(themes[0].media);
    await loadAndSettle(page, route);
    for (const { theme, media } of themes) {
      await page.emulateMedia(media);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await settleTransitions(page);
      expect.soft(await (theme === 'light' ? axeViolations(page) : colourViolations(page)), `${theme} theme: axe`).toEqual([]);
    }
    expect.soft(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations), 'CSP').toEqual([]);
    expect(thirdParty, 'requests to another host').toEqual([]);
  });
}
