import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
let root: string;
let dist: string;

/** GET with the path sent verbatim (fetch would normalise `..` away before sending). */
function rawGet(pathname: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    http
      .get({ hostname, port, path: pathname }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      })
      .on('error', reject);
  });
}

async function writeSite() {
  const files: Record<string, string> = {
    'index.html': '<!doctype html><title>Home</title>',
    'about/index.html': '<!doctype html><title>About</title>',
    'privacy.html': '<!doctype html><title>Privacy</title>',
    '404.html': '<!doctype html><title>Not found</title>',
    '_astro/app.Bx12.js': 'console.log(1)',
    '_astro/site.Cd34.css': 'body{}',
    'sw.js': 'self.addEventListener("fetch",()=>{})',
    'manifest.webmanifest': '{}',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'fonts/inter.woff2': 'woff2',
    '.env': 'SECRET=1',
  };
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dist, file)), { recursive: true });
    await writeFile(path.join(dist, file), content);
  }
  await writeFile(path.join(root, 'outside.txt'), 'outside the dist dir');
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'haven-site-'));
  dist = path.join(root, 'dist');
  server = await startTestServer({ env: { HAVEN_DIST_DIR: dist } });
});
afterAll(async () => {
  await server?.stop();
  await rm(root, { recursive: true, force: true });
});

describe('static site', () => {
  test('answers 503 "Haven is starting…" with Retry-After until the site is built', async () => {
    const res = await fetch(`${server.url}/`);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('2');
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toContain('Haven is starting');
    await writeSite();
  });

  test('serves / and /path from index.html, path.html or the file itself', async () => {
    for (const [url, title] of [
      ['/', 'Home'],
      ['/about', 'About'],
      ['/about/', 'About'],
      ['/privacy', 'Privacy'],
      ['/privacy.html', 'Privacy'],
    ] as const) {
      const res = await fetch(`${server.url}${url}`);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain(`<title>${title}</title>`);
    }
  });

  test('unknown paths get 404.html with status 404', async () => {
    const res = await fetch(`${server.url}/no/such/page`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<title>Not found</title>');
  });

  test('content types and caching per file kind', async () => {
    const cases = [
      ['/_astro/app.Bx12.js', 'text/javascript; charset=utf-8', 'public, max-age=31536000, immutable'],
      ['/_astro/site.Cd34.css', 'text/css; charset=utf-8', 'public, max-age=31536000, immutable'],
      ['/sw.js', 'text/javascript; charset=utf-8', 'no-cache'],
      ['/manifest.webmanifest', 'application/manifest+json; charset=utf-8', 'no-cache'],
      ['/favicon.svg', 'image/svg+xml', 'public, max-age=3600'],
      ['/fonts/inter.woff2', 'font/woff2', 'public, max-age=3600'],
    ];
    for (const [url, type, cache] of cases) {
      const res = await fetch(`${server.url}${url}`);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type'), url).toBe(type);
      expect(res.headers.get('cache-control'), url).toBe(cache);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  test('HEAD answers headers without a body; conditional GET gives 304', async () => {
    const head = await fetch(`${server.url}/about`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String('<!doctype html><title>About</title>'.length));
    expect(await head.text()).toBe('');
    const etag = head.headers.get('etag')!;
    const again = await fetch(`${server.url}/about`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  test('path traversal and hidden files are impossible', async () => {
    for (const attempt of [
      '/../outside.txt',
      '/%2e%2e/outside.txt',
      '/..%2foutside.txt',
      '/%2e%2e%2foutside.txt',
      '/_astro/..%5c..%5coutside.txt',
      '/.env',
      '/%2eenv',
      '/about/%00',
    ]) {
      const res = await rawGet(attempt);
      expect(res.status, attempt).toBe(404);
      expect(res.body, attempt).not.toContain('outside the dist dir');
      expect(res.body, attempt).not.toContain('SECRET');
    }
  });

  test('other methods are 405', async () => {
    const res = await fetch(`${server.url}/about`, { method: 'POST' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });
});
