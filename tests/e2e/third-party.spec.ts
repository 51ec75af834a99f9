import { expect, test, type Page } from '@playwright/test';
import { createMember, signInWith } from './accounts-helpers.ts';
import { loadAndSettle } from '../support/settle.ts';
import { recordThirdPartyRequests } from '../support/third-party.ts';
import { builtRoutes, onePageOfEachKind } from './routes.ts';

/**
 * Zero third-party requests for a signed-in member: one page of each kind is loaded, scrolled to
 * the end and left to settle; any request or WebSocket to another host fails the test. What a
 * member's pages request beyond a visitor's comes from the scripts of their template (the
 * navigation, the tools), which the pages of one collection (40 articles, 54 program weeks)
 * share; every page's own content is loaded and checked as a visitor in every-page.spec.ts.
 */

const routes = onePageOfEachKind(builtRoutes());
const chunkSize = 15;
const chunks: string[][] = [];
for (let i = 0; i < routes.length; i += chunkSize) chunks.push(routes.slice(i, i + chunkSize));

async function crawl(page: Page, baseURL: string, list: string[]): Promise<string[]> {
  let current = '';
  const offenders = recordThirdPartyRequests(page, baseURL, () => current);
  for (const route of list) {
    current = route;
    await loadAndSettle(page, route);
  }
  return offenders;
}

test('the crawl covers the site', () => {
  expect(routes.length).toBeGreaterThan(20);
  for (const route of ['/', '/library', '/programs', '/haven-ai', '/journal', '/dashboard']) expect(routes).toContain(route);
});

for (const [index, list] of chunks.entries()) {
  const label = `${list[0]} … ${list.at(-1)}`;
  test(`member: no request leaves the site's origin (routes ${index + 1}/${chunks.length}: ${label})`, async ({ page, baseURL }) => {
    test.setTimeout(240_000);
    const { session } = await createMember(baseURL!);
    await signInWith(page, session);
    expect(await crawl(page, baseURL!, list)).toEqual([]);
  });
}
