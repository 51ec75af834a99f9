import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';

/**
 * The page's own prefetches: none in the HTML as served (a slow phone loads the page first), then
 * added as links once it has loaded.
 */
async function pagePrefetches(page: Page, path: string) {
  const served = await (await page.request.get(path)).text();
  expect(served).not.toContain('rel="prefetch"');
  await page.goto(path);
  const links = page.locator('head link[rel="prefetch"][data-page-prefetch]');
  await expect(links.first()).toBeAttached();
  return links.evaluateAll((found) => found.map((link) => link.getAttribute('href')));
}

/**
 * Pins navigator.connection and records when each idle-preload link is added, in ms since
 * navigation start.
 */
async function watchIdlePreloads(page: Page, connection: { effectiveType: string; saveData: boolean }) {
  await page.addInitScript((value) => {
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => value });
    const seen: { href: string; at: number }[] = [];
    (window as unknown as { idlePreloads: typeof seen }).idlePreloads = seen;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLLinkElement && node.dataset['idlePreload'] !== undefined)
            seen.push({ href: node.getAttribute('href') ?? '', at: performance.now() });
    }).observe(document, { childList: true, subtree: true });
  }, connection);
}

const idlePreloads = (page: Page) =>
  page.evaluate(() => (window as unknown as { idlePreloads: { href: string; at: number }[] }).idlePreloads);

test.describe('prefetching', () => {
  test('home prefetches /programs and /library', async ({ page }) => {
    expect(await pagePrefetches(page, '/')).toEqual(['/programs', '/library']);
  });

  test('/programs prefetches /dashboard and /auth', async ({ page }) => {
    expect(await pagePrefetches(page, '/programs')).toEqual(['/dashboard', '/auth']);
  });

  test('/auth prefetches /dashboard', async ({ page }) => {
    expect(await pagePrefetches(page, '/auth')).toEqual(['/dashboard']);
  });

  test('idle preloading adds Dashboard and Library after 2 s, Journal and Insights after 5 s', async ({ page }) => {
    await watchIdlePreloads(page, { effectiveType: '4g', saveData: false });
    const fetched = new Set<string>();
    page.on('request', (request) => fetched.add(new URL(request.url()).pathname));
    await page.goto('/about');
    // When each link was added is recorded against navigation start, so a slow machine cannot
    // make this pass or fail by timing the test's own steps; the wait only ends sooner. The last
    // two come 5 s after load and then at the browser's next idle moment (up to 2 s more), which
    // a busy 2-core CI machine pushed past an 8 s wait (2026-11-28).
    await expect.poll(() => idlePreloads(page).then((links) => links.length), { timeout: 20_000 }).toBe(4);
    const links = await idlePreloads(page);
    const at = Object.fromEntries(links.map((link) => [link.href, link.at]));
    expect(Object.keys(at).sort()).toEqual(['/dashboard', '/insights', '/journal', '/library']);
    // No earlier than their delay; the first two before the last two. An upper bound in time would
    // measure the machine: the delays count from when the page's script ran, and each batch then
    // waits for an idle moment (up to 2 s), so on a busy CI machine the first came at 5.4 s.
    for (const href of ['/dashboard', '/library']) expect(at[href]).toBeGreaterThanOrEqual(2000);
    for (const href of ['/journal', '/insights']) expect(at[href]).toBeGreaterThanOrEqual(5000);
    expect(Math.max(at['/dashboard']!, at['/library']!)).toBeLessThan(Math.min(at['/journal']!, at['/insights']!));
    // The browser really fetched them.
    await expect.poll(() => ['/dashboard', '/library'].every((path) => fetched.has(path) || fetched.has(`${path}/`))).toBe(true);
  });

  test('idle preloading skips pages already prefetched', async ({ page }) => {
    await watchIdlePreloads(page, { effectiveType: '4g', saveData: false });
    await page.goto('/');
    await expect.poll(() => idlePreloads(page).then((links) => links.map((link) => link.href)), { timeout: 5000 }).toEqual(['/dashboard']);
    expect(await page.locator('head link[rel="prefetch"][href="/library"]').count()).toBe(1);
  });

  for (const connection of [
    { effectiveType: '4g', saveData: true },
    { effectiveType: '3g', saveData: false },
  ]) {
    test(`no prefetching or idle preloading on ${connection.saveData ? 'Save-Data' : connection.effectiveType}`, async ({ page }) => {
      await watchIdlePreloads(page, connection);
      await page.goto('/');
      await page.waitForTimeout(6000);
      expect(await idlePreloads(page)).toEqual([]);
      expect(await page.locator('link[rel="prefetch"]').count()).toBe(0);
    });
  }
});

test.describe('performance monitoring', () => {
  const chunks = (page: Page) => {
    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
    return loaded;
  };

  test('loads nothing and shows nothing while metrics are off', async ({ page }) => {
    const loaded = chunks(page);
    await page.goto('/about');
    await page.waitForTimeout(2500);
    expect(loaded.filter((path) => /\/_astro\/(metrics-monitor|seo|vitals|logger)\./.test(path))).toEqual([]);
    await expect(page.locator('[data-metrics-panel]')).toHaveCount(0);
  });

  test('with metrics and debug mode on, measures locally and shows the panel', async ({ page }) => {
    const loaded = chunks(page);
    const origins = new Set<string>();
    page.on('request', (request) => origins.add(new URL(request.url()).origin));
    await page.addInitScript(() => {
      localStorage.setItem('haven-settings', JSON.stringify({ performance: { enableMetrics: true, debugMode: true } }));
    });
    await page.goto('/about');
    const panel = page.getByRole('complementary', { name: 'Performance (debug mode)' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('row', { name: /^TTFB/ })).toBeVisible();
    await expect(panel.getByRole('row', { name: /^FCP/ })).toBeVisible();
    await expect(panel).toContainText(/Score: \d+ out of 100/);
    expect(loaded.some((path) => path.includes('/_astro/metrics-monitor.'))).toBe(true);

    const entries = await page.evaluate(() => {
      // Errors flush at once; other entries wait for the 30 s tick or the page being hidden.
      window.dispatchEvent(new Event('pagehide'));
      return JSON.parse(localStorage.getItem('enterprise-logs') ?? '[]') as { component: string; context: { metric?: string } }[];
    });
    expect(entries.filter((entry) => entry.component === 'metrics').map((entry) => entry.context.metric)).toEqual(
      expect.arrayContaining(['TTFB', 'FCP']),
    );
    expect([...origins]).toEqual([new URL(page.url()).origin]);

    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((value) => (document.documentElement.dataset['theme'] = value), theme);
      expect(await axeViolations(page, '[data-metrics-panel]'), theme).toEqual([]);
    }

    await panel.getByRole('button', { name: 'Hide the performance panel' }).click();
    await expect(panel).toHaveCount(0);
    await expect(page.locator('#main')).toBeFocused();
  });

  test('with metrics on but debug mode off, measures without a panel', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('haven-settings', JSON.stringify({ performance: { enableMetrics: true, debugMode: false } }));
    });
    await page.goto('/about');
    await expect
      .poll(() =>
        page.evaluate(() => {
          window.dispatchEvent(new Event('pagehide'));
          return (JSON.parse(localStorage.getItem('enterprise-logs') ?? '[]') as { component: string }[]).filter(
            (entry) => entry.component === 'metrics',
          ).length;
        }),
      )
      .toBeGreaterThan(0);
    await expect(page.locator('[data-metrics-panel]')).toHaveCount(0);
  });
});

test.describe('SEO audit', () => {
  test('runs 2 s after load only when seo-monitoring is enabled', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('seo-monitoring', 'enabled'));
    await page.goto('/about');
    const seoEntries = () =>
      page.evaluate(() =>
        (JSON.parse(localStorage.getItem('enterprise-logs') ?? '[]') as { component: string; message: string; timestamp: string }[]).filter(
          (entry) => entry.component === 'seo-audit',
        ),
      );
    await expect
      .poll(seoEntries, { timeout: 8000 })
      .toEqual([expect.objectContaining({ message: 'SEO: title and description lengths pass' })]);
    // Timed from the page's own load event, not the test's clock (which a busy machine delays).
    const loadedAt = await page.evaluate(
      () => performance.timeOrigin + (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
    );
    const [entry] = await seoEntries();
    expect(Date.parse(entry!.timestamp) - loadedAt).toBeGreaterThanOrEqual(1990);
  });

  test('stays off otherwise', async ({ page }) => {
    await page.goto('/about');
    await page.waitForTimeout(3000);
    const stored = await page.evaluate(() => localStorage.getItem('enterprise-logs'));
    expect(stored).toBeNull();
  });
});

test('robots.txt keeps member pages out of search and names the sitemap by its full URL', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.headers()['content-type']).toContain('text/plain');
  const lines = (await response.text()).split('\n');
  for (const path of ['/account', '/admin', '/dashboard', '/journal', '/insights', '/partner-dashboard']) {
    expect(lines).toContain(`Disallow: ${path}`);
  }
  const sitemap = lines.find((line) => line.startsWith('Sitemap: '))?.slice('Sitemap: '.length) ?? '';
  expect(sitemap).toMatch(/^https?:\/\/[^/]+\/sitemap-index\.xml$/);
  // The sitemap is named for the site's public address; the same path is served here.
  expect((await request.get(new URL(sitemap).pathname)).status()).toBe(200);
});

test.describe('web fonts', () => {
  /** The font files a page downloads, by name without the build hash; each must answer 200. */
  async function fontsLoaded(page: Page, path: string) {
    const responses: { name: string; status: number }[] = [];
    page.on('response', (response) => {
      const name = /\/_astro\/([\w-]+)\.[\w-]+\.woff2$/.exec(response.url())?.[1];
      if (name) responses.push({ name, status: response.status() });
    });
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.waitForLoadState('networkidle');
    for (const { name, status } of responses) expect(status, name).toBe(200);
    return responses.map(({ name }) => name).sort();
  }

  for (const path of ['/', '/library/mindfulness-for-beginners', '/about']) {
    test(`${path} downloads only the small core fonts and sets its text in them`, async ({ page }) => {
      const fonts = await fontsLoaded(page, path);
      expect(fonts.length).toBeGreaterThan(0);
      expect(fonts.filter((name) => !name.endsWith('-core'))).toEqual([]);
      const families = await page.evaluate(() => [
        getComputedStyle(document.body).fontFamily,
        getComputedStyle(document.querySelector('h1')!).fontFamily,
      ]);
      expect(families[0]).toMatch(/^"?Atkinson Hyperlegible Next"?,/);
      expect(families[1]).toMatch(/^"?Fraunces"?,/);
      const loaded = await page.evaluate(() => [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family));
      expect(loaded).toEqual(expect.arrayContaining(['Atkinson Hyperlegible Next', 'Fraunces']));
    });
  }

  test('a page with a rarer letter also fetches the file that has it', async ({ page }) => {
    // The sources of the self-worth program cite Nikčević: č is in Fontsource's latin-ext range.
    const fonts = await fontsLoaded(page, '/programs/self-worth');
    expect(fonts).toContain('atkinson-hyperlegible-next-latin-ext');
  });
});
