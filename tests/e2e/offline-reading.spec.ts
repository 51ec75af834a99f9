import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { createLibrarySearch, type LibraryIndex } from '../../src/lib/library-search';
import type { OfflineManifest } from '../../src/lib/offline-reading';
import { startOwnServer, type OwnServer } from './support/own-server';

/*
 * Offline reading with the service worker active. Chromium's offline emulation bypasses service
 * workers, so "offline" here is the real thing: the server is stopped.
 */

const distDir = process.env['HAVEN_DIST_DIR'] ?? 'dist';
const manifest = JSON.parse(readFileSync(path.join(distDir, 'offline-pages.json'), 'utf8')) as OfflineManifest;
const articles = manifest.pages.filter((page) => page.url.startsWith('/library/'));

test.use({ serviceWorkers: 'allow' });

async function waitForWorker(page: Page) {
  await page.waitForFunction(async () => Boolean((await navigator.serviceWorker.ready).active), null, { timeout: 60_000 });
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
}

/** Chooses "Save for offline" on the library page and waits until every page is saved. */
async function saveForOffline(page: Page, server: OwnServer, warming: Promise<void>) {
  await page.goto(`${server.url}/library`);
  await waitForWorker(page);
  await warming;
  const card = page.getByRole('region', { name: 'Read offline' });
  await expect(card.locator('[data-offline-status]')).toContainText('Save every article, program and crisis page on this device (about 2.');
  await card.getByRole('button', { name: 'Save for offline' }).click();
  await expect(card.locator('[data-offline-status]')).toContainText(`Available offline: ${manifest.pages.length} pages. Haven uses`, {
    timeout: 60_000,
  });
  await expect(card.getByRole('button', { name: 'Remove offline copy' })).toBeFocused();
  return card;
}

/** Every row of every IndexedDB store this origin has, as one string. */
function indexedDbText(page: Page) {
  return page.evaluate(async () => {
    const settle = <T>(request: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const rows: unknown[] = [];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const database = await settle(indexedDB.open(name));
      for (const store of database.objectStoreNames)
        rows.push(await settle(database.transaction(store, 'readonly').objectStore(store).getAll()));
      database.close();
    }
    return JSON.stringify(rows);
  });
}

/** Warms the server's compression cache (Brotli at its slowest setting, once per file), as a server that has served these pages before would be. */
async function warm(server: OwnServer) {
  const urls = manifest.pages.map((page) => page.url);
  const next = async (): Promise<void> => {
    const url = urls.pop();
    if (!url) return;
    // Best effort: a page not warmed here is compressed when the worker asks for it.
    await fetch(`${server.url}${url}`, { headers: { 'accept-encoding': 'br' } })
      .then((response) => response.arrayBuffer())
      .catch(() => undefined);
    return next();
  };
  await Promise.all([next(), next(), next(), next()]);
}

/** A word only an article's body has (not its title, summary or keywords), and that article's slug. */
function bodyOnlyWord() {
  const index = JSON.parse(readFileSync(path.join(distDir, 'library/search-index.json'), 'utf8')) as LibraryIndex;
  const html = readFileSync(path.join(distDir, 'library/index.html'), 'utf8');
  const slugs = [...html.matchAll(/data-slug="([^"]*)"/g)].map((m) => m[1]!);
  const listed = html.toLowerCase();
  // The page's own search, with only the body words known: the word must find exactly one article.
  const bodiesOnly = createLibrarySearch(
    slugs.map((slug) => ({ slug, title: '', excerpt: '', keywords: '' })),
    index,
  );
  for (const [slug, terms] of Object.entries(index)) {
    for (const word of terms.split(' ').map((term) => term.split(':')[0]!)) {
      if (word.length < 8 || listed.includes(word.slice(0, 6))) continue;
      if (bodiesOnly.search(word).join() === slug) return { slug, word };
    }
  }
  throw new Error('No word appears in only one article body');
}

// One journey on one server: saving 106 pages the first time makes the server compress each one,
// which is the slow part on a shared two-core machine.
test('saved pages never opened and library search work offline; signing out keeps them and no private row', async ({ page }) => {
  // About 25 s on an idle two-core machine; the margin is for a busy one.
  test.setTimeout(150_000);
  const dataDir = path.resolve(process.env['HAVEN_E2E_DATA_DIR'] ?? '.haven-test-data/e2e');
  // The dist carries the anon key it was built with: this server signs with the same keys.
  const server = await startOwnServer(distDir, { keysFrom: dataDir });
  try {
    const warming = warm(server);
    await test.step('"Save for offline" saves every page in the background', () => saveForOffline(page, server, warming));
    await server.pause();

    await test.step('an article and program weeks never opened read with the server stopped', async () => {
      const article = articles.at(-1)!;
      await page.goto(`${server.url}${article.url}`);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText("You're offline");
      await expect(page.getByRole('link', { name: 'Library', exact: true }).first()).toBeVisible();
      for (const [url, heading] of [
        ['/programs/better-sleep/week/3', /^Week 3:/],
        ['/crisis-protocol', "Wren's crisis and safety protocol"],
        ['/guide', 'User guide'],
      ] as const) {
        await page.goto(`${server.url}${url}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      }
    });

    await test.step('search finds an article by a word only its body has, from the precached index', async () => {
      const { slug, word } = bodyOnlyWord();
      await page.goto(`${server.url}/library`);
      await page.getByLabel('Search the library').fill(word);
      await expect(page.getByText(`Showing 1 of ${articles.length} articles.`)).toBeVisible();
      await expect(page.locator(`[data-article-list] > li:visible a[href$="/library/${slug}"]`)).toHaveCount(1);
      await page.getByLabel('Search the library').fill('');
      await page.getByLabel('Category').selectOption('sleep');
      await expect(page.getByText(/^Showing \d+ of \d+ articles\.$/)).toBeVisible();
      await expect(page.locator('[data-article-list] > li:visible')).not.toHaveCount(0);
    });

    await server.resume();
    const keys = JSON.parse(await readFile(path.join(dataDir, 'keys.json'), 'utf8')) as { anonKey: string };
    const client = createClient(server.url, keys.anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
    const { data, error } = await client.auth.signUp({
      email: `reader-${crypto.randomUUID().slice(0, 8)}@example.test`,
      password: 'calm-harbour-lantern-42',
    });
    if (error || !data.session) throw new Error(`Sign-up failed: ${error?.message ?? 'no session'}`);
    await page.evaluate((session) => localStorage.setItem('haven-auth', session), JSON.stringify(data.session));
    const secret = `lighthouse-${crypto.randomUUID().slice(0, 8)}`;
    const cachedPaths = () =>
      page.evaluate(async () => (await (await caches.open('haven-pages')).keys()).map((request) => new URL(request.url).pathname));

    await test.step('a member writes in the journal and opens the dashboard and programs', async () => {
      await page.goto(`${server.url}/journal`);
      await page.getByLabel('Your entry').fill(`Walked to the ${secret} today.`);
      await expect(page.locator('[data-save-status-text]')).toHaveText('Saved');
      await page.goto(`${server.url}/dashboard`);
      await page.goto(`${server.url}/programs`);
      await expect.poll(cachedPaths).toEqual(expect.arrayContaining(['/journal', '/dashboard', '/programs']));
    });

    await test.step('signing out forgets the member pages and leaves no private row in any cache', async () => {
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page.getByText("You've been successfully signed out.").first()).toBeVisible();
      await expect.poll(cachedPaths).not.toContain('/journal');
      expect(await cachedPaths()).toContain('/programs');
      expect(await cachedPaths()).not.toContain('/dashboard');
      const everything = await page.evaluate(async () => {
        const entries: { url: string; body: string }[] = [];
        for (const name of await caches.keys()) {
          const cache = await caches.open(name);
          for (const request of await cache.keys())
            entries.push({ url: request.url, body: (await (await cache.match(request))?.text()) ?? '' });
        }
        return entries;
      });
      expect(everything.length).toBeGreaterThan(manifest.pages.length);
      expect(everything.filter((entry) => /\/(rest|auth|functions|storage|realtime)\/v1\//.test(entry.url))).toEqual([]);
      expect(everything.filter((entry) => entry.body.includes(secret) || entry.body.includes(data.session!.access_token))).toEqual([]);
      expect(await indexedDbText(page)).not.toContain(secret);
    });

    await server.pause();
    await test.step('after sign-out, saved and visited public pages still read offline; member pages do not', async () => {
      await page.goto(`${server.url}${articles[0]!.url}`);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText("You're offline");
      await page.goto(`${server.url}/programs`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Six-week programs');
      await page.goto(`${server.url}/journal`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're offline");
    });

    await test.step('"Remove offline copy" deletes the saved pages', async () => {
      await page.goto(`${server.url}/library`);
      const card = page.getByRole('region', { name: 'Read offline' });
      await card.getByRole('button', { name: 'Remove offline copy' }).click();
      await expect(card.locator('[data-offline-status]')).toHaveText(
        'Save every article, program and crisis page on this device to read them without a connection.',
      );
      await expect(card.getByRole('button', { name: 'Save for offline' })).toBeFocused();
      await page.goto(`${server.url}${articles[1]!.url}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're offline");
    });
  } finally {
    await server.stop();
  }
});
