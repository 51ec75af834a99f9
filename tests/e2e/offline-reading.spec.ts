import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createClient, type Session, type SupabaseClient } from '@supabase/supabase-js';
import { createLibrarySearch, type LibraryIndex } from '../../src/lib/library-search';
import type { OfflineManifest } from '../../src/lib/offline-reading';
import { expectAccessible } from '../support/axe';
import { openAccountMenu } from './accounts-helpers';
import { dataDir, serverKeys } from './support/accounts';
import { startOwnServer, type OwnServer } from './support/own-server';

/*
 * Offline reading with the service worker active. Chromium's offline emulation bypasses service
 * workers, so "offline" here is the real thing: the server is stopped.
 */

const distDir = process.env['HAVEN_DIST_DIR'] ?? 'dist';
const manifest = JSON.parse(readFileSync(path.join(distDir, 'offline-pages.json'), 'utf8')) as OfflineManifest;
const articles = manifest.pages.filter((page) => page.url.startsWith('/library/'));

// The member's days are New York's, as the checks below count them (the chart uses the browser's
// time zone): with the machine's UTC, "today" differed from 00:00 to 05:00 UTC and the test failed.
test.use({ serviceWorkers: 'allow', timezoneId: 'America/New_York' });

async function waitForWorker(page: Page) {
  await page.waitForFunction(async () => Boolean((await navigator.serviceWorker.ready).active), null, { timeout: 60_000 });
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
}

/** Runs `journey` against a server of its own, which it may stop and start (a real "offline"), then deletes it. */
async function withOwnServer(journey: (server: OwnServer) => Promise<void>) {
  // The dist carries the anon key it was built with: this server signs with the same keys.
  const server = await startOwnServer(distDir, { keysFrom: dataDir });
  try {
    await journey(server);
  } finally {
    await server.stop();
  }
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
  await expect(page.locator('[data-article-list] > li').filter({ hasText: 'Available offline' })).toHaveCount(articles.length);
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
  // About 25 s on an idle two-core machine, 80 s on a CI rehearsal, over 150 s on another: the
  // margin is for a busy one.
  test.setTimeout(240_000);
  await withOwnServer(async (server) => {
    const warming = warm(server);
    await test.step('"Save for offline" saves every page in the background and marks each article', async () => {
      await saveForOffline(page, server, warming);
      await expectAccessible(page);
    });
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
    const reader = await newMember(server, 'reader');
    await useSession(page, reader);
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
      await openAccountMenu(page);
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
      expect(everything.filter((entry) => entry.body.includes(secret) || entry.body.includes(reader.session.access_token))).toEqual([]);
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
      await expect(page.getByText('Available offline', { exact: true })).toHaveCount(0);
      await page.goto(`${server.url}${articles[1]!.url}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're offline");
    });
  });
});

interface Member {
  client: SupabaseClient;
  session: Session;
}

/** A new account made through the auth API of `server` (its client stays signed in, for seeding). */
async function newMember(server: OwnServer, prefix: string): Promise<Member> {
  const client = createClient(server.url, serverKeys().anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const { data, error } = await client.auth.signUp({
    email: `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.test`,
    password: 'calm-harbour-lantern-42',
  });
  if (error || !data.session) throw new Error(`Sign-up failed: ${error?.message ?? 'no session'}`);
  return { client, session: data.session };
}

/** Puts the member's session where supabase-js keeps it, as signing in on this device would. */
async function useSession(page: Page, member: Member) {
  await page.evaluate((session) => localStorage.setItem('haven-auth', session), JSON.stringify(member.session));
}

/** The calm note a tool shows while it reads this device's copy. */
const offlineNote = (page: Page) => page.getByRole('status').filter({ hasText: 'Offline — showing what was saved on this device at' });

/** A journal entry, a check-in a minute ago (mood 4) and week 2 of Better Sleep: the history the offline tests read. */
async function seedHistory(member: Member, title: string, body: string) {
  const seeded = await Promise.all([
    member.client.from('journal_entries').insert({ title, body }),
    member.client.from('mood_logs').insert({ logged_at: new Date(Date.now() - 60_000).toISOString(), mood: 4, energy: 3 }),
    member.client
      .from('programs')
      .select('id')
      .eq('slug', 'better-sleep')
      .single()
      .then(({ data }) => member.client.from('program_enrolments').insert({ program_id: (data as { id: string }).id, current_week: 2 })),
  ]);
  for (const { error } of seeded) if (error) throw new Error(`Seeding failed: ${error.message}`);
}

/** Opens the journal, dashboard and program week online, so this device keeps its copy of each. */
async function readHistoryOnline(page: Page, server: OwnServer, title: string) {
  await page.goto(`${server.url}/journal`);
  await expect(page.getByText(title)).toBeVisible();
  // The statistics are their own read: leaving before it answers would keep no copy of them.
  await expect(page.getByRole('region', { name: 'Your writing' }).getByRole('definition').first()).toHaveText('1');
  await page.goto(`${server.url}/dashboard`);
  await expect(page.getByText('Week 2 of 6', { exact: false })).toBeVisible();
  await page.goto(`${server.url}/programs/better-sleep/week/2`);
  await expect(page.getByTestId('current-week')).toHaveText('This is your current week: week 2 of 6.');
  await expect.poll(() => indexedDbText(page)).toContain(title);
}

/**
 * With the server stopped: the journal, dashboard (chart and table) and program week show this
 * device's copy of the seeded history with the calm offline note, and pass axe. `timeout` is how
 * long each page may take to give up on Haven; `onEachTool` adds checks on the journal and dashboard.
 */
async function expectOwnCopy(page: Page, server: OwnServer, title: string, options: { timeout?: number; onEachTool: () => Promise<void> }) {
  const wait = options.timeout ? { timeout: options.timeout } : {};
  const note = offlineNote(page);
  const today = new Date().toLocaleDateString('en-US', { timeZone: 'America/New_York', month: 'short', day: 'numeric' });

  await page.goto(`${server.url}/journal`);
  await expect(page.getByText(title)).toBeVisible(wait);
  await expect(note).toBeVisible();
  await options.onEachTool();
  await expect(page.getByRole('region', { name: 'Your writing' }).getByRole('definition').first()).toHaveText('1');
  await expectAccessible(page);

  await page.goto(`${server.url}/dashboard`);
  await expect(page.getByText('Week 2 of 6', { exact: false })).toBeVisible(wait);
  await expect(note).toBeVisible();
  await options.onEachTool();
  const chart = page.getByRole('region', { name: 'Your mood' });
  await chart.scrollIntoViewIfNeeded();
  await expect(chart.locator('canvas').first()).toBeVisible();
  await chart.getByRole('button', { name: 'Show as table' }).click();
  await expect(chart.getByRole('row', { name: new RegExp(today) })).toContainText('4.0 (Good)');
  await expectAccessible(page);

  await page.goto(`${server.url}/programs/better-sleep/week/2`);
  await expect(page.getByTestId('current-week')).toHaveText('This is your current week: week 2 of 6.', wait);
  await expect(note).toBeVisible();
}

test("a member's own history reads offline from this device's copy; sign-out and another member never see it", async ({ page }) => {
  test.setTimeout(150_000);
  await withOwnServer(async (server) => {
    const first = await newMember(server, 'history');
    const secret = `harbourlight${crypto.randomUUID().slice(0, 8)}`;
    await seedHistory(first, `Evening by the ${secret}`, 'Walked slowly along the water and felt calmer.');
    const note = offlineNote(page);

    await page.goto(`${server.url}/`);
    await waitForWorker(page);
    await useSession(page, first);

    await test.step('the journal, dashboard and program week are read once online', async () => {
      await readHistoryOnline(page, server, `Evening by the ${secret}`);
      await expect(note).toHaveCount(0);
    });

    await server.pause();
    await test.step('with the server stopped, they show what this device saved, with a calm note', async () => {
      await expectOwnCopy(page, server, `Evening by the ${secret}`, {
        // The copy, not the failure notice.
        onEachTool: () => expect(page.getByText('Your past entries could not be loaded right now')).toHaveCount(0),
      });
    });

    const offlineLine = `Written with no connection ${crypto.randomUUID().slice(0, 8)}`;
    await test.step('an entry written offline is kept on this device and reaches the account once', async () => {
      await page.goto(`${server.url}/journal`);
      await page.getByLabel('Your entry').fill(offlineLine);
      await expect(page.locator('[data-save-status-text]')).toContainText('Saved on this device');
      await expect(page.getByText(`Evening by the ${secret}`)).toBeVisible();
      await server.resume();
      await page.reload();
      await expect(page.locator('[data-save-status-text]')).toHaveText('Saved');
      await expect(note).toHaveCount(0);
      const { data } = await first.client.from('journal_entries').select('id').eq('body', offlineLine);
      expect(data).toHaveLength(1);
    });

    await test.step("another member on this device never sees the first one's rows, offline or online", async () => {
      const second = await newMember(server, 'history-next');
      await useSession(page, second);
      await server.pause();
      await page.goto(`${server.url}/journal`);
      await expect(page.getByText('Your past entries could not be loaded right now')).toBeVisible();
      await expect(page.getByText(secret)).toHaveCount(0);
      await expect(page.getByText(offlineLine)).toHaveCount(0);
      await server.resume();
      await page.reload();
      await expect(page.getByText('Your entries will appear here.')).toBeVisible();
      await expect(page.getByText(secret)).toHaveCount(0);
      await expect.poll(() => indexedDbText(page)).not.toContain(secret);
      await page.goto(`${server.url}/dashboard`);
      await expect(page.getByText('You are not following a program right now.')).toBeVisible();
    });

    await test.step('signing out leaves no private row in any cache or IndexedDB store; public pages still read offline', async () => {
      await useSession(page, first);
      await page.goto(`${server.url}/journal`);
      await expect(page.getByText(`Evening by the ${secret}`)).toBeVisible();
      await expect.poll(() => indexedDbText(page)).toContain(secret);
      await page.goto(`${server.url}/programs/better-sleep`);
      await openAccountMenu(page);
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page.getByText("You've been successfully signed out.").first()).toBeVisible();
      // No row, nor the member's id that keys them (the worker's own bookkeeping lists public URLs only).
      await expect.poll(() => indexedDbText(page)).not.toMatch(new RegExp(`${secret}|${offlineLine}|${first.session.user.id}|"mood":4`));
      const cached = await page.evaluate(async () => {
        const bodies: string[] = [];
        for (const name of await caches.keys()) {
          const cache = await caches.open(name);
          for (const request of await cache.keys()) bodies.push((await (await cache.match(request))?.text()) ?? '');
        }
        return bodies.join('\n');
      });
      expect(cached).not.toContain(secret);
      expect(cached).not.toContain(first.session.access_token);
      await server.pause();
      await page.goto(`${server.url}/programs/better-sleep`);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText("You're offline");
      await page.goto(`${server.url}/journal`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're offline");
    });
  });
});

/** Makes the stored session's access token expired, as after more than an hour offline (auth-js decides by `expires_at`). */
async function expireStoredToken(page: Page) {
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('haven-auth') ?? 'null') as { expires_at: number } | null;
    if (!stored) throw new Error('No stored session');
    localStorage.setItem('haven-auth', JSON.stringify({ ...stored, expires_at: Math.floor(Date.now() / 1000) - 3600 }));
  });
}

test('offline after the access token expired, the member reads their own copy; what they write reaches the account once; sign-out forgets it', async ({
  page,
}) => {
  // About 50 s, most of it waiting for auth-js to renew the sign-in once the server is back.
  test.setTimeout(240_000);
  await withOwnServer(async (server) => {
    const member = await newMember(server, 'overnight');
    const secret = `nightferry${crypto.randomUUID().slice(0, 8)}`;
    await seedHistory(member, `Crossing on the ${secret}`, 'The sea was calm and so was I.');
    const note = offlineNote(page);
    const signInPrompt = page.locator('[data-sign-in-prompt]');

    await page.goto(`${server.url}/`);
    await waitForWorker(page);
    await useSession(page, member);
    await readHistoryOnline(page, server, `Crossing on the ${secret}`);

    await server.pause();
    await expireStoredToken(page);

    await test.step('the journal, dashboard and program week show the copy, signed in and offline, with no sign-in prompt', async () => {
      // Well within auth-js's 25 s of retries: the first failed renewal is enough to know.
      await expectOwnCopy(page, server, `Crossing on the ${secret}`, {
        timeout: 8_000,
        onEachTool: async () => {
          await expect(signInPrompt).toBeHidden();
          await expect(page.locator('html')).toHaveAttribute('data-auth', 'signed-in');
        },
      });
    });

    const offlineLine = `Written mid-crossing ${crypto.randomUUID().slice(0, 8)}`;
    const rowsWithLine = async () => (await member.client.from('journal_entries').select('id').eq('body', offlineLine)).data?.length;
    await test.step('an entry written then waits on this device, and the copy still holds the earlier one', async () => {
      await page.goto(`${server.url}/journal`);
      await page.getByLabel('Your entry').fill(offlineLine);
      await expect(page.locator('[data-save-status-text]')).toContainText('Saved on this device');
      await expect(page.getByText(`Crossing on the ${secret}`)).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('haven-auth'))).not.toBeNull();
    });

    await test.step('once the server is back, the renewed sign-in sends it exactly once, without a reload', async () => {
      await server.resume();
      await expect.poll(rowsWithLine, { timeout: 150_000, intervals: [2_000] }).toBe(1);
      await expect(page.locator('[data-save-status-text]')).toHaveText('Saved');
      await expect(note).toHaveCount(0);
      await expect(page.getByText(`Crossing on the ${secret}`)).toBeVisible();
      await page.reload();
      await expect(page.getByText(offlineLine.slice(0, 20), { exact: false }).first()).toBeVisible();
      expect(await rowsWithLine()).toBe(1);
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('haven-auth') ?? '{}') as { expires_at?: number });
      expect(stored.expires_at! * 1000).toBeGreaterThan(Date.now());
    });

    await test.step('signing out in that state, offline, forgets the copy on this device at once', async () => {
      await server.pause();
      await expireStoredToken(page);
      await page.goto(`${server.url}/journal`);
      await expect(page.getByText(`Crossing on the ${secret}`)).toBeVisible({ timeout: 8_000 });
      await openAccountMenu(page);
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(
        page.getByText("This device is signed out, but we couldn't reach Haven to sign out your other devices.").first(),
      ).toBeVisible({
        timeout: 8_000,
      });
      expect(await page.evaluate(() => localStorage.getItem('haven-auth'))).toBeNull();
      await expect.poll(() => indexedDbText(page)).not.toMatch(new RegExp(`${secret}|${offlineLine}|${member.session.user.id}|"mood":4`));
      await page.goto(`${server.url}/journal`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're offline");
    });
  });
});

test('an idle sign-out waits for an entry written offline, sends it once when Haven is back, then signs out', async ({ page }) => {
  // Most of it is waiting for the sign-in to be renewed once the server is back.
  test.setTimeout(240_000);
  await withOwnServer(async (server) => {
    const member = await newMember(server, 'redeye');
    const offlineLine = `Written over the ocean ${crypto.randomUUID().slice(0, 8)}`;
    const rowsWithLine = async () => (await member.client.from('journal_entries').select('id').eq('body', offlineLine)).data?.length;
    const deferred = page
      .getByRole('region', { name: /Notifications/ })
      .getByText(
        "1 journal entry hasn't reached Haven yet, so you're still signed in on this device. You'll be signed out once it's sent.",
      );

    await page.goto(`${server.url}/`);
    await waitForWorker(page);
    await useSession(page, member);
    await page.goto(`${server.url}/journal`);
    await expect(page.getByLabel('Your entry')).toBeVisible();

    await test.step('an entry written on the plane waits on this device', async () => {
      await server.pause();
      await expireStoredToken(page);
      await page.goto(`${server.url}/journal`);
      await expect(page.locator('html')).toHaveAttribute('data-auth', 'signed-in', { timeout: 8_000 });
      await page.getByLabel('Your entry').fill(offlineLine);
      await expect(page.locator('[data-save-status-text]')).toContainText('Saved on this device');
    });

    /** Account → Preferences → "Notices in Haven", kept in this browser as the switch keeps it (the whole settings shape, or it is not read). */
    const setNotices = (enabled: boolean) =>
      page.evaluate((on) => {
        const settings = {
          preferences: {
            language: 'en',
            timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
            accessibility: { reducedMotion: false, highContrast: false, fontSize: 'medium' },
          },
          notifications: { enabled: on, email: false },
          performance: { enableMetrics: false, debugMode: false },
        };
        localStorage.setItem('haven-settings', JSON.stringify(settings));
      }, enabled);

    await test.step('opening the app the next morning, still offline, keeps the member signed in and says why, notices off or not', async () => {
      // The member turned notices off: being told that their own words wait is not a notice.
      await setNotices(false);
      await page.evaluate(() => localStorage.setItem('haven-last-activity', String(Date.now() - 31 * 60_000)));
      await page.reload();
      await expect(deferred).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('html')).toHaveAttribute('data-auth', 'signed-in');
      expect(await page.evaluate(() => localStorage.getItem('haven-auth'))).not.toBeNull();
      await expect(page.getByText(offlineLine.slice(0, 20), { exact: false }).first()).toBeVisible();
      await expectAccessible(page);
    });

    await test.step('signing out by choice asks first; "Stay signed in" (focused) and Escape keep the entry', async () => {
      await openAccountMenu(page);
      await page.getByRole('button', { name: 'Sign out' }).click();
      const ask = page.getByRole('dialog', { name: 'Sign out now?' });
      await expect(ask).toContainText("1 journal entry hasn't reached Haven yet. Signing out now deletes it from this device.", {
        timeout: 15_000,
      });
      await expect(ask.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
      await expectAccessible(page);
      if (process.env['HAVEN_SHOTS']) {
        for (const size of [
          { width: 390, height: 844 },
          { width: 1280, height: 800 },
        ]) {
          await page.setViewportSize(size);
          for (const theme of ['light', 'dark']) {
            await page.evaluate((value) => (document.documentElement.dataset['theme'] = value), theme);
            await page.screenshot({ path: `${process.env['HAVEN_SHOTS']}/unsent-${theme}-${size.width}.png` });
          }
        }
        await page.evaluate(() => (document.documentElement.dataset['theme'] = 'light'));
      }
      await page.keyboard.press('Escape');
      await expect(ask).toHaveCount(0);
      await expect(page.locator('html')).toHaveAttribute('data-auth', 'signed-in');
      expect(await page.evaluate(() => localStorage.getItem('haven-auth'))).not.toBeNull();
    });

    await test.step('once Haven is back, the entry arrives exactly once, then the idle sign-out happens', async () => {
      // The sign-out's own message is a notice: shown once notices are on again.
      await setNotices(true);
      await server.resume();
      await expect.poll(rowsWithLine, { timeout: 150_000, intervals: [2_000] }).toBe(1);
      await expect(
        page.getByText('You were signed out after 30 minutes without activity, to keep your space private.').first(),
      ).toBeVisible({
        timeout: 30_000,
      });
      await expect(page.locator('html')).toHaveAttribute('data-auth', 'signed-out');
      expect(await page.evaluate(() => localStorage.getItem('haven-auth'))).toBeNull();
      expect(await rowsWithLine()).toBe(1);
    });
  });
});
