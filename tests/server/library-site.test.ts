import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

/**
 * The whole product as `npm start` runs it: the embedded server seeds content/, builds the
 * static site against itself, and rebuilds it in the background when an article changes.
 */
let child: ChildProcess;
let dir: string;
let url: string;
let output = '';

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'haven-site-'));
  child = spawn(process.execPath, ['server/serve.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HAVEN_DATA_DIR: path.join(dir, 'data'),
      HAVEN_DIST_DIR: path.join(dir, 'dist'),
      HAVEN_ASTRO_CACHE_DIR: path.join(dir, 'astro-cache'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => (output += chunk.toString());
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Haven did not start:\n${output}`)), 170_000);
    child.stdout?.on('data', () => {
      const ready = /Haven is ready at (http:\/\/localhost:\d+)/.exec(output);
      if (ready) {
        clearTimeout(timer);
        resolve(ready[1]!);
      }
    });
    child.on('exit', (code) => reject(new Error(`Haven exited with ${code}:\n${output}`)));
  });
}, 180_000);

afterAll(async () => {
  child?.kill('SIGTERM');
  await new Promise((resolve) => child?.once('exit', resolve));
  await rm(dir, { recursive: true, force: true });
});

describe('the library on the running product', () => {
  test('every seeded article has a page, and the sitemap lists them all', async () => {
    const files = (await import('node:fs/promises')).readdir;
    const slugs = (await files('content/articles')).map((name) => name.replace(/\.md$/, ''));
    const sitemap = await readFile(path.join(dir, 'dist', 'sitemap-0.xml'), 'utf8');
    for (const slug of slugs) {
      const response = await fetch(`${url}/library/${slug}`);
      expect(response.status, slug).toBe(200);
      expect(sitemap, slug).toContain(`/library/${slug}/`);
    }
  });

  test('the sitemap leaves out every page that asks not to be indexed', async () => {
    const sitemap = await readFile(path.join(dir, 'dist', 'sitemap-0.xml'), 'utf8');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(locs).toContain('/get-help/');
    for (const hidden of ['/assessment/', '/journal/', '/dashboard/', '/admin/', '/offline/']) expect(locs).not.toContain(hidden);
    for (const loc of locs) {
      const html = await readFile(path.join(dir, 'dist', loc, 'index.html'), 'utf8');
      expect(html, loc).not.toContain('<meta name="robots" content="noindex">');
    }
  });

  test('a missing slug gets the not-found page and the library’s wording in the log', async () => {
    const response = await fetch(`${url}/library/no-such-article`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("We couldn't find that page");
    await expect.poll(() => output).toContain('Article with slug no-such-article not found');
  });

  test('a new article appears on the site after the background rebuild', async () => {
    const keys = JSON.parse(await readFile(path.join(dir, 'data', 'keys.json'), 'utf8')) as { serviceRoleKey: string };
    const service = createClient(url, keys.serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } });
    await service
      .from('library_articles')
      .insert({
        title: 'Noticing small good moments',
        slug: 'noticing-small-good-moments',
        excerpt:
          'A short practice for catching the small good moments in a day, and why they matter more than they seem when you are feeling low.',
        category: 'mindfulness',
        content: 'Pause once today and notice one small good thing.\n\n## Sources\n\n- Haven Editorial.',
      })
      .throwOnError();
    await expect
      .poll(async () => (await fetch(`${url}/library/noticing-small-good-moments`)).status, { timeout: 150_000, interval: 2000 })
      .toBe(200);
    const page = await (await fetch(`${url}/library/noticing-small-good-moments`)).text();
    expect(page).toContain('<h1');
    expect(page).toContain('Noticing small good moments');
  }, 160_000);
});
