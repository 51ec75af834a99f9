import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

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

/** axe (WCAG 2.2 AA tags) in the light and the dark theme on whatever the page shows now. */
export async function expectAccessible(page: Page) {
  for (const theme of ['light', 'dark']) {
    await page.evaluate((mode) => {
      document.documentElement.dataset['theme'] = mode;
    }, theme);
    await settleTransitions(page);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(results.violations.map((v) => `${theme} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
}
