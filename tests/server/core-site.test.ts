import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { preferredEncoding } from '../../server/site.ts';
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

/** GET with exactly the headers given (fetch adds its own Accept-Encoding and decodes bodies). */
function rawRequest(pathname: string, headers: Record<string, string> = {}, method = 'GET') {
  const { hostname, port } = new URL(server.url);
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .request({ hostname, port, path: pathname, headers, method }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });
}

/** A page large enough to be worth compressing. */
const longPage = `<!doctype html><title>Library</title>${'<p>Small steps, most days, add up.</p>'.repeat(200)}`;

async function writeSite() {
  const files: Record<string, string> = {
    'index.html': '<!doctype html><title>Home</title>',
    'about/index.html': '<!doctype html><title>About</title>',
    'privacy.html': '<!doctype html><title>Privacy</title>',
    'library/index.html': longPage,
    'fonts/large.woff2': 'x'.repeat(4096),
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

  test('text is sent Brotli- or gzip-compressed as the client accepts, and decodes to the file', async () => {
    const br = await rawRequest('/library', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toBe('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(longPage.length / 10);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(longPage);

    const gz = await rawRequest('/library', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(longPage);

    const plain = await rawRequest('/library');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(longPage);

    // Each representation has its own validator, so a cache never pairs one with the other's body.
    expect(new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]).size).toBe(3);
    const revalidated = await rawRequest('/library', { 'accept-encoding': 'br', 'if-none-match': br.headers.etag! });
    expect(revalidated.status).toBe(304);
    const otherEncoding = await rawRequest('/library', { 'accept-encoding': 'gzip', 'if-none-match': br.headers.etag! });
    expect(otherEncoding.status).toBe(200);

    const head = await rawRequest('/library', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.headers['content-length']).toBe(br.headers['content-length']);
    expect(head.body.length).toBe(0);
  });

  test('fonts and tiny files are sent as they are', async () => {
    const font = await rawRequest('/fonts/large.woff2', { 'accept-encoding': 'br, gzip' });
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.body.length).toBe(4096);
    const tiny = await rawRequest('/about', { 'accept-encoding': 'br, gzip' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('<!doctype html><title>About</title>');
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

describe('preferredEncoding', () => {
  test.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip;q=1', 'br'],
    ['gzip, br;q=0', 'gzip'],
    ['GZIP', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['deflate', null],
  ] as const)('%j → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
