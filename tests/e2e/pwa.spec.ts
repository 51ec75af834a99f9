import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { outboxCount } from './journal-support';
import { startOwnServer } from './support/own-server';

const distDir = process.env['HAVEN_DIST_DIR'] ?? 'dist';

test.use({ serviceWorkers: 'allow' });

async function waitForWorker(page: Page) {
  await page.waitForFunction(async () => Boolean((await navigator.serviceWorker.ready).active), null, { timeout: 30_000 });
  // The first page load is not yet controlled; reloading puts it under the worker.
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
}

test('the manifest names Haven, has a maskable icon and shortcuts to Chat, Journal and Get help', async ({ request }) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    name: string;
    short_name: string;
    display: string;
    icons: { src: string; purpose?: string }[];
    shortcuts: { name: string; url: string }[];
  };
  expect(manifest.short_name).toBe('Haven');
  expect(manifest.display).toBe('standalone');
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status()).toBe(200);
  expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual(['/haven-ai', '/journal', '/get-help']);
  const worker = await request.get('/sw.js');
  expect(worker.headers()['content-type']).toContain('javascript');
});

test('visited pages, the crisis page, the safety plan and the library work offline', async ({ page }) => {
  // Chromium's offline emulation bypasses service workers, so "offline" here is the real thing:
  // the server is stopped.
  test.setTimeout(120_000);
  const server = await startOwnServer(distDir);
  try {
    await page.goto(`${server.url}/`);
    await waitForWorker(page);
    await page.goto(`${server.url}/programs`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Six-week programs');
    // The worker stores the page just after answering; wait for that before going offline.
    await expect
      .poll(() =>
        page.evaluate(async () => (await (await caches.open('haven-pages')).keys()).map((request) => new URL(request.url).pathname)),
      )
      .toContain('/programs');
    await server.stop();
    for (const [path, heading] of [
      ['/programs', 'Six-week programs'],
      ['/', 'A calm place to look after your mind'],
      ['/library', 'Library'],
      ['/faq', "You're offline"],
    ] as const) {
      await page.goto(`${server.url}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
    await page.goto(`${server.url}/get-help`);
    await expect(page.locator('[data-crisis-resources]').first().getByRole('link', { name: 'Call 988' })).toBeVisible();
    await page.goto(`${server.url}/safety-plan`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('safety plan');
  } finally {
    await server.stop();
  }
});

test('a calm banner says what still works while the connection is down', async ({ page, context }) => {
  await page.goto('/');
  const banner = page.getByRole('status').filter({ hasText: "You're offline" });
  await expect(banner).toBeHidden();
  await context.setOffline(true);
  await expect(banner).toBeVisible();
  await context.setOffline(false);
  await expect(banner).toBeHidden();
});

test('API responses are never stored in the service worker caches', async ({ page }) => {
  await page.goto('/');
  await waitForWorker(page);
  await page.evaluate(() => fetch('/rest/v1/programs?select=slug', { headers: { apikey: 'x' } }).catch(() => undefined));
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });
  expect(cached.length).toBeGreaterThan(10);
  expect(cached.filter((path) => /^\/(rest|auth|functions)\/v1/.test(path))).toEqual([]);
});

test.describe('install prompt', () => {
  test.use({ serviceWorkers: 'block' });

  const offerInstall = (page: Page, outcome: 'accepted' | 'dismissed') =>
    page.evaluate((choice) => {
      const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
      (window as unknown as Record<string, number>)['__prompted'] = 0;
      event['prompt'] = () => {
        const counts = window as unknown as Record<string, number>;
        counts['__prompted'] = (counts['__prompted'] ?? 0) + 1;
        return Promise.resolve();
      };
      event['userChoice'] = Promise.resolve({ outcome: choice });
      window.dispatchEvent(event);
    }, outcome);

  test('appears when the browser offers installation and shows the native prompt on click', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Install Haven' });
    await expect(button).toBeHidden();
    await offerInstall(page, 'accepted');
    await expect(button).toBeVisible();
    await button.click();
    await expect(button).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as Record<string, number>)['__prompted'])).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('pwa-installed'))).toBe('true');
  });

  test('a dismissal hides it for the rest of the session', async ({ page }) => {
    await page.goto('/');
    await offerInstall(page, 'dismissed');
    await page.getByRole('button', { name: 'Install Haven' }).click();
    expect(await page.evaluate(() => sessionStorage.getItem('pwa-prompt-dismissed'))).toBe('true');
    await page.reload();
    await offerInstall(page, 'dismissed');
    await expect(page.getByRole('button', { name: 'Install Haven' })).toBeHidden();
  });
});

test('a journal entry written offline survives a reload while offline and syncs once when back', async ({ page }) => {
  test.setTimeout(150_000);
  const dataDir = path.resolve(process.env['HAVEN_E2E_DATA_DIR'] ?? '.haven-test-data/e2e');
  // The dist carries the anon key it was built with: this server signs with the same keys.
  const server = await startOwnServer(distDir, { keysFrom: dataDir });
  try {
    const keys = JSON.parse(await readFile(path.join(dataDir, 'keys.json'), 'utf8')) as { anonKey: string };
    const client = createClient(server.url, keys.anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
    const { data, error } = await client.auth.signUp({
      email: `offline-${crypto.randomUUID().slice(0, 8)}@example.test`,
      password: 'calm-harbour-lantern-42',
    });
    if (error || !data.session) throw new Error(`Sign-up failed: ${error?.message ?? 'no session'}`);
    await page.addInitScript((value) => {
      if (!localStorage.getItem('haven-auth')) localStorage.setItem('haven-auth', value);
    }, JSON.stringify(data.session));
    const rows = async () => (await client.from('journal_entries').select('id, body').ilike('body', '%ferry%')).data ?? [];

    await page.goto(`${server.url}/journal`);
    await waitForWorker(page);
    const editor = page.getByLabel('Your entry');
    await expect(editor).toBeEditable();
    await expect
      .poll(() =>
        page.evaluate(async () => (await (await caches.open('haven-pages')).keys()).map((request) => new URL(request.url).pathname)),
      )
      .toContain('/journal');

    await server.pause();
    await editor.fill('Wrote this on the ferry, no signal at all.');
    const status = page.locator('[data-save-status-text]');
    await expect(status).toHaveText("Saved on this device. It will sync when you're back online.");

    // A reload with the server still down: the worker serves the page, the entry is still here.
    await page.reload();
    await expect(page.getByRole('button', { name: /Wrote this on the ferry/ })).toContainText('Saved on this device');
    // The list was read once online, so the copy saved on this device shows with the entry on top.
    await expect(page.getByRole('status').filter({ hasText: 'Offline — showing what was saved on this device at' })).toBeVisible();

    await server.resume();
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(page.getByRole('button', { name: /Wrote this on the ferry/ })).not.toContainText('Saved on this device');
    await expect.poll(async () => (await rows()).length).toBe(1);

    // Another reload sends nothing twice. The entry is still open in the editor, so the reload saves
    // it once more through the outbox (an upsert on its client id): the outbox empties again and
    // there is still exactly one row.
    await page.reload();
    await expect(page.getByRole('button', { name: /Wrote this on the ferry/ })).toBeVisible();
    await expect(page.locator('[data-save-status-text]')).toHaveText('Saved');
    await expect.poll(() => outboxCount(page)).toBe(0);
    expect(await rows()).toHaveLength(1);
  } finally {
    await server.stop();
  }
});
