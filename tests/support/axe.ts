import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The axe rule tags of WCAG 2.2 level AA. */
const wcag22aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe's WCAG 2.2 AA violations on what the page shows now (within `include`, a selector, when
 * given), one line each: `[]` when there are none.
 *
 * axe runs in the page itself (its "legacy mode"). By default @axe-core/playwright opens a blank
 * page for every check to combine the results of cross-origin frames; Haven's pages have no
 * frames, and that extra page cost more than the check (about 1.5 of 2.5 CPU seconds a check on a
 * 2-core machine, measured 2026-11-27), with identical results.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(wcag22aa).setLegacyMode(true);
  if (include) builder.include(include);
  return violationLines(await builder.analyze());
}

/** One line a violation: the rule and the elements that break it. */
function violationLines(results: Awaited<ReturnType<AxeBuilder['analyze']>>): string[] {
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * The WCAG 2.2 AA rules whose result depends on colours: all that can change when only the theme
 * does (it sets colours, never structure, names or roles).
 */
const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * Like `axeViolations`, for a page already checked whole in another theme: only the colour rules,
 * which are most of a check's cost on a long page and all a theme change can break.
 */
export async function colourViolations(page: Page): Promise<string[]> {
  return violationLines(await new AxeBuilder({ page }).withRules(colourRules).setLegacyMode(true).analyze());
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
