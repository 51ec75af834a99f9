import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

/** The axe rule tags of WCAG 2.2 level AA. */
const wcag22aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The WCAG 2.2 AA rules whose result depends on colours: all that can change when only the theme
 * does (it sets colours, never structure, names or roles).
 */
const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe-core in the page on what it shows now and returns its violations, one line each.
 *
 * axe is injected once per document and run as often as a test asks. @axe-core/playwright
 * injected it twice on every check and collected every passing node too: 1.2–1.7 s a check on a
 * quiet 2-core machine, against 0.55 s for one injection and 0.1–0.4 s a run (measured
 * 2026-11-28 on four long pages, same violations). Haven's pages have no frames to combine.
 */
async function runAxe(page: Page, runOnly: axe.RunOnly, include?: string): Promise<string[]> {
  // Colours read mid-transition fail checks no settled state fails (a button just clicked fading
  // to its disabled colour failed color-contrast in the rehearsal of b55e02c).
  await settleTransitions(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ runOnly, include }) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      const results = await axe.run(include ?? document, { runOnly, resultTypes: ['violations'] });
      return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    },
    { runOnly, include },
  );
}

/**
 * axe's WCAG 2.2 AA violations on what the page shows now (within `include`, a selector, when
 * given), one line each: `[]` when there are none.
 */
export function axeViolations(page: Page, include?: string): Promise<string[]> {
  return runAxe(page, { type: 'tag', values: wcag22aa }, include);
}

/**
 * Like `axeViolations`, for a page already checked whole in another theme: only the colour rules,
 * all a theme change can break.
 */
export function colourViolations(page: Page): Promise<string[]> {
  return runAxe(page, { type: 'rule', values: colourRules });
}

/**
 * Waits for running CSS colour transitions: axe reads computed colours, and a button half-way
 * between the light and the dark palette can fail a contrast check that neither theme fails.
 */
export async function settleTransitions(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a instanceof CSSTransition)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * axe (WCAG 2.2 AA tags) on whatever the page shows now: every rule in the light theme, then the
 * colour rules in the dark one (all a theme changes, as `colourViolations` says).
 */
export async function expectAccessible(page: Page) {
  for (const theme of ['light', 'dark']) {
    await page.evaluate((mode) => {
      document.documentElement.dataset['theme'] = mode;
    }, theme);
    await settleTransitions(page);
    const violations = theme === 'light' ? await axeViolations(page) : await colourViolations(page);
    expect(violations.map((line) => `${theme} ${line}`)).toEqual([]);
  }
}
