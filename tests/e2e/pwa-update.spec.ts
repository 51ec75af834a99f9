import { spawn } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startOwnServer, type OwnServer } from './support/own-server';

/**
 * A real update: serve build v1 from its own folder, open it, then build v2 into the same folder
 * (what a deploy does) and check the update notice and a clean switch to the new version.
 */
test.use({ serviceWorkers: 'allow' });
test.setTimeout(240_000);

let dir: string;
let server: OwnServer;
let base: string;

function runNode(args: string[], env: Record<string, string>) {
  return new Promise<string>((resolve, reject) => {
    let output = '';
    const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(output))));
  });
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dir = await mkdtemp(path.join(tmpdir(), 'haven-update-'));
  await cp(process.env['HAVEN_DIST_DIR'] ?? 'dist', path.join(dir, 'dist'), { recursive: true });
  server = await startOwnServer(path.join(dir, 'dist'));
  base = server.url;
});

test.afterAll(async () => {
  await server?.stop();
  await rm(dir, { recursive: true, force: true });
});

test('a new build shows "Update Available"; Update switches to it with no failed requests', async ({ page }) => {
  const failed: string[] = [];
  page.on('requestfailed', (request) => failed.push(request.url()));
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await page.goto(`${base}/`);
  await page.waitForFunction(async () => Boolean((await navigator.serviceWorker.ready).active), null, { timeout: 30_000 });
  const before = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL);
  expect(before).toContain('/sw.js');

  // Build v2 into the served folder, as a deploy would (a different key changes the bundles).
  await runNode(['server/build.ts'], {
    HAVEN_DATA_DIR: path.join(dir, 'build-data'),
    HAVEN_DIST_DIR: path.join(dir, 'dist'),
    HAVEN_ASTRO_CACHE_DIR: path.join(dir, 'astro-cache'),
  });

  const sw = await page.request.get(`${base}/sw.js`);
  expect(sw.ok()).toBe(true);
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  await page.waitForFunction(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting), null, { timeout: 60_000 });
  const notice = page
    .getByRole('status')
    .filter({ hasText: 'Update Available' })
    .or(page.locator('li', { hasText: 'Update Available' }));
  await expect(notice.first()).toBeVisible({ timeout: 30_000 });
  // It never dismisses itself.
  await page.waitForTimeout(6000);
  await expect(notice.first()).toBeVisible();
  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Update', exact: true }).click()]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A calm place to look after your mind');
  const waiting = await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));
  expect(waiting).toBe(false);
  expect(failed.filter((url) => !url.includes('/rest/v1/'))).toEqual([]);
});
