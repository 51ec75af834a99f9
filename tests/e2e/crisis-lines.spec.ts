import { expect, test, type Page } from '@playwright/test';
import { crisisSentence, plainText } from '../../supabase/functions/_shared/safety/resources.ts';
import { crisisTextProblems } from '../support/crisis-text.ts';
import { builtRoutes } from './routes.ts';

/**
 * Every built page, as a browser renders it: each crisis line is drawn by the shared components
 * from the one source (`[data-crisis-lines]`), no page dials or texts a crisis number from
 * anywhere else, and the text a screen reader or a copy-paste gets has no missing or doubled
 * spaces and no orphaned punctuation.
 */

const routes = builtRoutes();
const chunkSize = 25;
const chunks: string[][] = [];
for (let i = 0; i < routes.length; i += chunkSize) chunks.push(routes.slice(i, i + chunkSize));

/** The page's crisis blocks as rendered text, and crisis links drawn outside them. */
async function crisisSurfaces(page: Page) {
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

for (const [index, list] of chunks.entries()) {
  test(`crisis lines come from the one source and read cleanly (routes ${index + 1}/${chunks.length}: ${list[0]} … ${list.at(-1)})`, async ({
    page,
  }) => {
    // 25 pages a test: about 20 s on the 2-core CI machine, over 30 s when it is busier.
    test.setTimeout(120_000);
    for (const route of list) {
      await page.goto(route);
      const { stray, blocks } = await crisisSurfaces(page);
      expect(stray, route).toEqual([]);
      expect(
        blocks.find((block) => block.footer),
        `${route}: the footer's crisis line`,
      ).toEqual({ variant: 'sentence', text: plainText(crisisSentence('In crisis?')), footer: true });
      for (const block of blocks) expect(crisisTextProblems(block.text), `${route} (${block.variant})`).toEqual([]);
    }
  });
}

test('the crisis page leads with the three lines, each a 44 px button', async ({ page }) => {
  await page.goto('/get-help');
  const panel = page.getByRole('complementary', { name: 'Crisis resources' });
  for (const name of ['Call 988', 'Text 988', 'Chat online', 'Text HOME to 741741', 'Call 911']) {
    const box = await panel.getByRole('link', { name, exact: true }).boundingBox();
    expect(box?.height, name).toBeGreaterThanOrEqual(44);
    expect(box?.width, name).toBeGreaterThanOrEqual(44);
  }
});
