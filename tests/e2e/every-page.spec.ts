import { expect, test, type Page } from '@playwright/test';
import { crisisSentence, plainText } from '../../supabase/functions/_shared/safety/resources.ts';
import { axeViolations, colourViolations, settleTransitions } from '../support/axe.ts';
import { crisisTextProblems } from '../support/crisis-text.ts';
import { loadAndSettle } from '../support/settle.ts';
import { MIN_TARGET, smallTargets } from '../support/touch-targets.ts';
import { recordThirdPartyRequests } from '../support/third-party.ts';
import { builtRoutes } from './routes';

const routes = builtRoutes();
const chunkSize = 10;
const chunks: string[][] = [];
for (let i = 0; i < routes.length; i += chunkSize) chunks.push(routes.slice(i, i + chunkSize));

test('every built page is checked', () => {
  expect(routes.length).toBeGreaterThan(60);
  for (const route of ['/', '/get-help', '/library', '/programs', '/haven-ai']) expect(routes).toContain(route);
});

/** Records Content-Security-Policy violations from the first script of every document on. */
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

/** The page's crisis blocks as rendered text, and crisis links drawn outside them. */
function crisisSurfaces(page: Page) {
  return page.evaluate(() => {
    const crisisHref = /^(?:tel:(?:988|911)|sms:(?:988|741741))/;
    const stray = [...document.querySelectorAll('a[href]')]
      .filter((a) => crisisHref.test(a.getAttribute('href') ?? '') && !a.closest('[data-crisis-lines]'))
      .map((a) => `${a.getAttribute('href')} "${a.textContent?.trim()}"`);
    const blocks = [...document.querySelectorAll<HTMLElement>('[data-crisis-lines]')]
      .filter((el) => el.checkVisibility())
      .map((el) => ({ variant: el.dataset['crisisLines'], text: el.innerText, footer: !!el.closest('footer') }));
    return { stray, blocks };
  });
}

/** A phone's layout viewport (Pixel 7, as the mobile project uses): the page is laid out again at its width. */
const phone = { width: 412, height: 915 };

/** Forgets what the last page stored, so each page is met as a first-time visitor meets it. */
async function forgetVisitor(page: Page) {
  await page.context().clearCookies();
  if (page.url().startsWith('http')) {
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
  }
}

/**
 * Every page, as a first-time visitor (storage cleared between pages): loaded once, scrolled to
 * the end (so `client:visible` islands hydrate) and left to settle; then
 * - zero axe violations (WCAG 2.2 AA) in the light, dark and high-contrast themes, switched in
 *   the open page as the system's settings switch them (theme.spec.ts checks that a stored theme
 *   paints first); the light theme gets every rule, the others the colour rules, all a theme can
 *   change;
 * - every crisis line drawn by the shared components from the one source (`[data-crisis-lines]`),
 *   none dialled or texted from anywhere else, the footer's sentence exact, and the text a screen
 *   reader or a copy-paste gets free of missing or doubled spaces and orphaned punctuation;
 * - zero Content-Security-Policy violations and zero requests to another host;
 * - at a phone's width (the same document laid out again, as a phone lays it out: the pages
 *   use `width=device-width` and no pointer media queries), every touch target at least 44×44
 *   px (`smallTargets`; the member tools and opened menus are in touch-targets.spec.ts).
 * Ten pages a test in one tab: a fresh browser context and test for each page cost four times
 * the checks themselves on a 2-core machine (40 articles: 3.5 min against 1.5, 2026-11-28).
 * Failures are soft and name the page, so one page's failure does not hide another's.
 */
for (const [index, list] of chunks.entries()) {
  test(`routes ${index + 1}/${chunks.length} (${list[0]} … ${list.at(-1)}): no WCAG 2.2 AA or CSP violations in any theme, crisis lines from one source, no request leaves the site`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    let current = '';
    await recordCspViolations(page);
    const thirdParty = recordThirdPartyRequests(page, baseURL!, () => current);
    for (const route of list) {
      current = route;
      await forgetVisitor(page);
      await page.emulateMedia(themes[0].media);
      await loadAndSettle(page, route);
      for (const { theme, media } of themes) {
        await page.emulateMedia(media);
        await expect.soft(page.locator('html'), `${route}: theme`).toHaveAttribute('data-theme', theme);
        await settleTransitions(page);
        expect.soft(await (theme === 'light' ? axeViolations(page) : colourViolations(page)), `${route}, ${theme} theme: axe`).toEqual([]);
      }
      const { stray, blocks } = await crisisSurfaces(page);
      expect.soft(stray, `${route}: crisis links outside the crisis blocks`).toEqual([]);
      expect
        .soft(
          blocks.find((block) => block.footer),
          `${route}: the footer's crisis line`,
        )
        .toEqual({ variant: 'sentence', text: plainText(crisisSentence('In crisis?')), footer: true });
      for (const block of blocks) expect.soft(crisisTextProblems(block.text), `${route}: crisis text (${block.variant})`).toEqual([]);
      expect
        .soft(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations), `${route}: CSP`)
        .toEqual([]);
      const desktop = page.viewportSize()!;
      await page.setViewportSize(phone);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await settleTransitions(page);
      expect.soft(await page.evaluate(smallTargets, MIN_TARGET), `${route}: touch targets under 44×44 px on a phone`).toEqual([]);
      await page.setViewportSize(desktop);
    }
    expect(thirdParty, 'requests to another host').toEqual([]);
  });
}
