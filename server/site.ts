import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { Hono, type Context } from 'hono';
import { siteSecurityHeaders as securityHeaders } from './http/security-headers.ts';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

const startingPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="2"><title>Haven is starting…</title>
<style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;color:#334;background:#f7f5f0}</style>
</head><body><main><h1>Haven is starting…</h1><p>This page will refresh in a moment.</p></main></body></html>
`;

/** Text formats worth compressing; fonts, images other than SVG, audio and video are already compressed. */
const compressible = new Set(['.html', '.css', '.js', '.mjs', '.json', '.map', '.webmanifest', '.xml', '.txt', '.md', '.svg']);
/** Below this, a compressed body saves less than the headers it adds. */
const minCompressBytes = 1024;

export type ContentEncoding = 'br' | 'gzip';

/**
 * The encoding to answer with for an `Accept-Encoding` header: Brotli when the client accepts it,
 * else gzip, else none. A coding listed with `q=0` is refused, as RFC 9110 says.
 */
export function preferredEncoding(header: string | undefined): ContentEncoding | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)).find(Boolean);
    accepted.set(name, q ? Number(q[1]) : 1);
  }
  const allows = (coding: string) => (accepted.get(coding) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return null;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Compressed bodies, made once per file version and encoding (the site is static, so Brotli's
 * slowest, smallest setting is paid once). Past `compressedCacheBytes` the oldest finished
 * entries go first.
 */
const compressedCache = new Map<string, { body: Promise<Buffer<ArrayBuffer>>; bytes: number }>();
const compressedCacheBytes = 64 * 1024 * 1024;
let cachedBytes = 0;

function compressed(file: string, version: string, encoding: ContentEncoding): Promise<Buffer<ArrayBuffer>> {
  const key = `${encoding} ${version} ${file}`;
  const hit = compressedCache.get(key);
  if (hit) return hit.body;
  const body = readFile(file).then((raw) =>
    encoding === 'br'
      ? brotli(raw, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        })
      : gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ) as Promise<Buffer<ArrayBuffer>>; // zlib answers in a fresh buffer, never shared memory
  const entry = { body, bytes: 0 };
  compressedCache.set(key, entry);
  body.then(
    (done) => {
      entry.bytes = done.length;
      cachedBytes += done.length;
      for (const [oldKey, old] of compressedCache) {
        if (cachedBytes <= compressedCacheBytes) break;
        if (oldKey === key || old.bytes === 0) continue;
        compressedCache.delete(oldKey);
        cachedBytes -= old.bytes;
      }
    },
    () => compressedCache.delete(key),
  );
  return body;
}

function cacheControl(urlPath: string, file: string): string {
  if (urlPath.startsWith('/_astro/')) return 'public, max-age=31536000, immutable';
  const ext = path.extname(file);
  if (ext === '.html' || ext === '.webmanifest' || path.basename(file) === 'sw.js') return 'no-cache';
  return 'public, max-age=3600';
}

async function isFile(file: string) {
  try {
    const info = await stat(file);
    return info.isFile() ? info : null;
  } catch {
    return null;
  }
}

/** `decodeURIComponent`, or the text as it is when its escapes are malformed (`%E0%A4%A`). */
function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Maps a URL path to a file under `root`, or `null` when it would escape `root` or is hidden. */
export function resolveSitePath(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter(Boolean);
  if (segments.some((s) => s === '..' || (s.startsWith('.') && s !== '.well-known'))) return null;
  const resolved = path.resolve(root, ...segments);
  if (resolved !== root && !resolved.startsWith(root + path.sep)) return null;
  return resolved;
}

/** Candidates for `/path`: the file itself, `path/index.html`, then `path.html`. */
async function findFile(root: string, urlPath: string) {
  const base = resolveSitePath(root, urlPath);
  if (base === null) return null;
  const candidates = urlPath.endsWith('/') ? [path.join(base, 'index.html')] : [base, path.join(base, 'index.html'), `${base}.html`];
  for (const file of candidates) {
    const info = await isFile(file);
    if (info) return { file, info };
  }
  return null;
}

async function send(c: Context, file: string, info: { size: number; mtimeMs: number }, status: 200 | 404, urlPath: string) {
  const ext = path.extname(file).toLowerCase();
  const version = `${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}`;
  const worthCompressing = compressible.has(ext) && info.size >= minCompressBytes;
  const encoding = worthCompressing ? preferredEncoding(c.req.header('accept-encoding')) : null;
  // Each encoding is a different representation, so it gets its own validator.
  const etag = `W/"${version}${encoding ? `-${encoding}` : ''}"`;
  const headers: Record<string, string> = {
    ...securityHeaders,
    'Content-Type': contentTypes[ext] ?? 'application/octet-stream',
    'Cache-Control': status === 404 ? 'no-cache' : cacheControl(urlPath, file),
    ETag: etag,
  };
  if (worthCompressing) headers['Vary'] = 'Accept-Encoding';
  if (status === 200 && c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
  const body = encoding ? await compressed(file, version, encoding) : await readFile(file);
  if (encoding) headers['Content-Encoding'] = encoding;
  headers['Content-Length'] = String(body.length);
  if (c.req.method === 'HEAD') return c.body(null, status, headers);
  return c.body(body, status, headers);
}

/**
 * Serves the built static site from `distDir` (GET and HEAD): `/path` → `path/index.html`,
 * `path.html` or the file itself; anything else → `404.html` with status 404. Hashed assets under
 * `/_astro/` are cached for a year; HTML and the service worker are revalidated. Text files of
 * 1 KB or more are sent Brotli- or gzip-compressed when the client accepts it. Until the site
 * is built (no `index.html`), every page answers 503 "Haven is starting…" with `Retry-After`.
 *
 * @example
 * app.route('/', createSiteApp({ distDir: 'dist' }));
 */
export function createSiteApp({ distDir }: { distDir: string }): Hono {
  const root = path.resolve(distDir);
  const site = new Hono();
  site.on(['GET', 'HEAD'], '*', async (c) => {
    if (!(await isFile(path.join(root, 'index.html')))) {
      return c.html(startingPage, 503, { 'Retry-After': '2', 'Cache-Control': 'no-store', ...securityHeaders });
    }
    // The WHATWG parser has already resolved dot segments, including `%2e%2e`.
    const urlPath = new URL(c.req.url).pathname;
    const found = await findFile(root, urlPath);
    if (found) return send(c, found.file, found.info, 200, urlPath);
    const article = /^\/library\/([^/]+)\/?$/.exec(urlPath);
    // The library's own wording for a missing article (product spec, section 7); the slug is public.
    if (article) console.warn(`Article with slug ${safeDecode(article[1]!).slice(0, 120)} not found`);
    const notFoundPage = path.join(root, '404.html');
    const info = await isFile(notFoundPage);
    if (info) return send(c, notFoundPage, info, 404, urlPath);
    return c.text('Not found', 404, securityHeaders);
  });
  site.all('*', (c) => c.text('Method not allowed', 405, { Allow: 'GET, HEAD', ...securityHeaders }));
  return site;
}
