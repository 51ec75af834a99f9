import { expect, test, type Page } from '@playwright/test';
import { createMember, signInWith } from './accounts-helpers.ts';
import { builtRoutes } from './routes.ts';

/**
 * Zero third-party requests (CONTRIBUTING "Privacy"; the FTC's GoodRx, BetterHelp and Cerebral
 * cases were all about pixels and SDKs) for a signed-in member: every built route is loaded,
 * scrolled to the end (so `client:visible` islands hydrate) and left to settle; any request or
 * WebSocket to another host fails the test. data:, blob: and about: URLs are not network requests.
 * A visitor's loads of every page are checked in every-page.spec.ts.
 */

const routes = builtRoutes();
const chunkSize = 15;
const chunks: string[][] = [];
for (let i = 0; i < routes.length; i += chunkSize) chunks.push(routes.slice(i, i + chunkSize));

async function crawl(page: Page, baseURL: string, list: string[]): Promise<string[]> {
  const own = new URL(baseURL).host;
  const offenders: string[] = [];
  let current = '';
  const check = (url: string) => {
    const parsed = new URL(url);
    if (['data:', 'blob:', 'about:', 'chrome-extension:'].includes(parsed.protocol)) return;
    if (parsed.host !== own) offenders.push(`${current} → ${url}`);
  };
  page.on('request', (request) => check(request.url()));
  page.on('websocket', (socket) => check(socket.url()));
  for (const route of list) {
    current = route;
    await page.goto(route, { waitUntil: 'load' });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForLoadState('networkidle', { timeout: 8000 }).catch(() => undefined);
  }
  return offenders;
}

test('the crawl covers the site', () => {
  expect(routes.length).toBeGreaterThan(20);
  for (const route of ['/', '/library', '/programs', '/haven-ai']) expect(routes).toContain(route);
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
