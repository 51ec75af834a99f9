import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { HSTS, securityHeaders, siteSecurityHeaders } from '../../server/http/security-headers.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
let root: string;
let dist: string;

/** A GET with a chosen Host header (fetch does not let one set it). */
function getWithHost(base: string, pathname: string, host: string): Promise<http.IncomingHttpHeaders> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    http
      .get({ hostname, port, path: pathname, headers: { host } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.headers));
      })
      .on('error', reject);
  });
}

function expectSiteHeaders(headers: Headers, label: string) {
  expect(headers.get('content-security-policy'), label).toBe("frame-ancestors 'none'");
  expect(headers.get('x-frame-options'), label).toBe('DENY');
  expect(headers.get('x-content-type-options'), label).toBe('nosniff');
  expect(headers.get('referrer-policy'), label).toBe('strict-origin-when-cross-origin');
  const permissions = headers.get('permissions-policy') ?? '';
  for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'interest-cohort=()', 'payment=()', 'usb=()']) {
    expect(permissions, label).toContain(feature);
  }
  expect(headers.get('cross-origin-opener-policy'), label).toBe('same-origin');
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'haven-headers-'));
  dist = path.join(root, 'dist');
  // An https site URL: a deployment behind TLS, reached here over plain HTTP on loopback.
  server = await startTestServer({ env: { HAVEN_DIST_DIR: dist, HAVEN_SITE_URL: 'https://haven.example' } });
}, 180_000);
afterAll(async () => {
  await server?.stop();
  await rm(root, { recursive: true, force: true });
});

describe('security headers on the served site', () => {
  test('the "Haven is starting…" page carries them before the site is built', async () => {
    const res = await fetch(`${server.url}/`);
    expect(res.status).toBe(503);
    expectSiteHeaders(res.headers, 'starting page');
    await res.text();
    for (const [file, content] of Object.entries({
      'index.html': '<!doctype html><title>Home</title>',
      '404.html': '<!doctype html><title>Not found</title>',
      'library/index.html': '<!doctype html><title>Library</title>',
      '_astro/app.Bx12.js': 'console.log(1)',
      'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    })) {
      await mkdir(path.dirname(path.join(dist, file)), { recursive: true });
      await writeFile(path.join(dist, file), content);
    }
  });

  test('pages, assets, 404s, 304s and 405s all carry them', async () => {
    for (const url of ['/', '/library', '/_astro/app.Bx12.js', '/favicon.svg', '/no/such/page']) {
      const res = await fetch(`${server.url}${url}`);
      await res.arrayBuffer();
      expectSiteHeaders(res.headers, url);
    }
    const first = await fetch(`${server.url}/library`);
    await first.arrayBuffer();
    const notModified = await fetch(`${server.url}/library`, { headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(notModified.status).toBe(304);
    expectSiteHeaders(notModified.headers, '304');
    const post = await fetch(`${server.url}/`, { method: 'POST' });
    expect(post.status).toBe(405);
    expectSiteHeaders(post.headers, '405');
  });

  test('the frame-ancestors header carries nothing else (the page CSP is Astro’s <meta>)', async () => {
    const res = await fetch(`${server.url}/`);
    expect(res.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
  });

  test('no HSTS on plain localhost, even when HAVEN_SITE_URL is https', async () => {
    for (const base of [server.url, server.url.replace('127.0.0.1', 'localhost')]) {
      const res = await fetch(`${base}/`);
      await res.arrayBuffer();
      expect(res.headers.get('strict-transport-security'), base).toBeNull();
    }
    for (const host of ['localhost', `localhost:${new URL(server.url).port}`, '127.0.0.1', '[::1]:4321', 'app.localhost']) {
      const local = await getWithHost(server.url, '/', host);
      expect(local['strict-transport-security'], host).toBeUndefined();
    }
  });

  test('HSTS when HAVEN_SITE_URL is https and the site is reached by its name', async () => {
    const named = await getWithHost(server.url, '/', 'haven.example');
    expect(named['strict-transport-security']).toBe(HSTS);
    const api = await getWithHost(server.url, '/auth/v1/health', 'haven.example');
    expect(api['strict-transport-security']).toBe(HSTS);
  });
});

describe('security headers on API answers', () => {
  test('auth, REST, functions and API errors are nosniff and keep their own content type', async () => {
    const cases: [string, RequestInit][] = [
      ['/auth/v1/health', {}],
      ['/auth/v1/settings', { headers: { apikey: server.anonKey } }],
      ['/auth/v1/user', { headers: { apikey: server.anonKey } }],
      ['/rest/v1/library_articles?select=slug&limit=1', { headers: { apikey: server.anonKey } }],
      ['/rest/v1/no_such_table', { headers: { apikey: server.anonKey } }],
      ['/rest/v1/library_articles?select=((', { headers: { apikey: server.anonKey } }],
      ['/functions/v1/no-such-function', { headers: { apikey: server.anonKey } }],
    ];
    for (const [url, init] of cases) {
      const res = await fetch(`${server.url}${url}`, init);
      await res.arrayBuffer();
      expect(res.headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(res.headers.get('content-type'), url).toMatch(/^application\/json/);
      expect(res.headers.get('strict-transport-security'), url).toBeNull();
    }
  });

  test('CORS preflights still answer 204 with nosniff', async () => {
    const res = await fetch(`${server.url}/rest/v1/library_articles`, {
      method: 'OPTIONS',
      headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'GET' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('the securityHeaders middleware', () => {
  const app = (options: { siteUrl?: string | null; trustProxy?: boolean } = {}) => {
    const hono = new Hono();
    hono.use(securityHeaders({ siteUrl: options.siteUrl ?? null, trustProxy: options.trustProxy ?? false, apiPrefixes: ['/api'] }));
    hono.get('/page', (c) => c.text('page'));
    hono.get('/api/own', (c) => c.json({}, 200, { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer' }));
    hono.get('/api/relayed', () => fetch('data:application/json,{}'));
    return hono;
  };

  test('HSTS follows the TLS socket, or X-Forwarded-Proto only behind a trusted proxy', async () => {
    const tls = { incoming: { socket: { encrypted: true } } };
    const viaSocket = await app().request('https://haven.example/page', {}, tls);
    expect(viaSocket.headers.get('strict-transport-security')).toBe(HSTS);
    const localTls = await app().request('https://localhost/page', {}, tls);
    expect(localTls.headers.get('strict-transport-security')).toBeNull();

    const forwarded = { headers: { 'x-forwarded-proto': 'https' } };
    expect((await app().request('http://haven.example/page', forwarded)).headers.get('strict-transport-security')).toBeNull();
    const trusted = await app({ trustProxy: true }).request('http://haven.example/page', forwarded);
    expect(trusted.headers.get('strict-transport-security')).toBe(HSTS);
    const plain = await app({ trustProxy: true }).request('http://haven.example/page');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const httpSite = await app({ siteUrl: 'http://haven.example' }).request('http://haven.example/page');
    expect(httpSite.headers.get('strict-transport-security'), 'an http site URL').toBeNull();
    const httpsSite = await app({ siteUrl: 'https://haven.example' }).request('http://haven.example/page');
    expect(httpsSite.headers.get('strict-transport-security'), 'an https site URL').toBe(HSTS);
  });

  test('keeps headers a handler set itself and copes with immutable headers', async () => {
    const own = await app().request('http://haven.example/api/own');
    expect(own.headers.get('referrer-policy')).toBe('no-referrer');
    const relayed = await app().request('http://haven.example/api/relayed');
    expect(relayed.status).toBe(200);
    expect(relayed.headers.get('x-content-type-options')).toBe('nosniff');
    expect(relayed.headers.get('x-frame-options')).toBeNull();
  });
});

describe('public/_headers for static hosts', () => {
  test('declares the same headers for every path, plus HSTS', async () => {
    const text = await readFile(path.resolve('public/_headers'), 'utf8');
    const lines = text.split('\n').filter((line) => line.trim() !== '' && !line.trimStart().startsWith('#'));
    expect(lines[0]).toBe('/*');
    const declared = Object.fromEntries(
      lines.slice(1).map((line) => {
        expect(line, 'header lines are indented under their path').toMatch(/^\s+\S/);
        const index = line.indexOf(':');
        return [line.slice(0, index).trim(), line.slice(index + 1).trim()];
      }),
    );
    expect(declared).toEqual({ ...siteSecurityHeaders, 'Strict-Transport-Security': HSTS });
  });
});
