import type { Context, MiddlewareHandler } from 'hono';

/**
 * Response headers that harden the served site and the API. The page-level Content-Security-Policy
 * is a `<meta>` that Astro writes into every page (script and style hashes); a meta CSP cannot carry
 * `frame-ancestors`, so the header below carries only that directive. Browsers enforce both
 * policies, so the header never loosens the page's own.
 *
 * `public/_headers` repeats these for CDNs (Netlify, Cloudflare Pages); keep the two in step
 * (tests/server/core-security-headers.test.ts compares them).
 */

/** Camera, microphone, location and the rest: Haven uses none of them, and no embedded page may. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'interest-cohort=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** One year with subdomains (ASVS 3.4.1). No `preload`: that is a separate, hard-to-undo commitment. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Headers on every page and asset of the static site.
 *
 * Referrer-Policy is `strict-origin-when-cross-origin` rather than `no-referrer`: other sites a
 * person chooses to open (a crisis line, a cited study) learn only our origin, never the path (so
 * never which article or program they read), and Haven makes no third-party requests at all; but
 * same-origin navigation keeps `document.referrer` (the "back" link in src/scripts/page-furniture.ts
 * uses it), and same-origin POSTs keep a real `Origin` header, which `no-referrer` turns into
 * `Origin: null`.
 */
export const siteSecurityHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': PERMISSIONS_POLICY,
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** Headers on API answers (JSON): no MIME sniffing; the rest is meaningless for `fetch` responses. */
export const apiSecurityHeaders: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
};

const loopbackHost = /^(localhost|.*\.localhost|127(\.\d{1,3}){3}|\[::1\]|::1|0\.0\.0\.0)$/i;

/** The host the request was made to, without the port. */
function requestHostname(c: Context): string {
  const host = c.req.header('host') ?? new URL(c.req.url).host;
  return host.replace(/:\d+$/, '').toLowerCase();
}

/** True when the connection itself is TLS (a `node:https` server) or a trusted proxy says so. */
function cameOverHttps(c: Context, trustProxy: boolean): boolean {
  const incoming = (c.env as { incoming?: { socket?: { encrypted?: boolean } } } | undefined)?.incoming;
  if (incoming?.socket?.encrypted) return true;
  if (!trustProxy) return false;
  const forwarded = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return forwarded === 'https';
}

export interface SecurityHeaderOptions {
  /** `HAVEN_SITE_URL`: an `https://` site URL means the deployment is served over TLS. */
  siteUrl: string | null;
  /** Believe `X-Forwarded-Proto` (only behind a trusted reverse proxy). */
  trustProxy: boolean;
  /** Path prefixes of the API (they get `apiSecurityHeaders`; everything else is the site). */
  apiPrefixes: readonly string[];
}

/**
 * Should this response carry Strict-Transport-Security? Only when the request came over HTTPS
 * (or the site's public URL is https), and never for a loopback host: HSTS on `localhost` would
 * make the browser refuse every plain-HTTP local server on that name for a year.
 */
export function wantsHsts(c: Context, options: Pick<SecurityHeaderOptions, 'siteUrl' | 'trustProxy'>): boolean {
  if (loopbackHost.test(requestHostname(c))) return false;
  return cameOverHttps(c, options.trustProxy) || (options.siteUrl?.startsWith('https://') ?? false);
}

/**
 * Adds the security headers to every response (site pages and assets, API answers, errors and
 * 404s), without replacing a header a handler set itself (an edge function may choose its own).
 *
 * @example
 * app.use(securityHeaders({ siteUrl: config.siteUrl, trustProxy: config.auth.trustProxy, apiPrefixes: ['/rest/v1'] }));
 */
export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler {
  return async function securityHeaders(c, next) {
    await next();
    const path = c.req.path;
    const isApi = options.apiPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
    const headers: Record<string, string> = { ...(isApi ? apiSecurityHeaders : siteSecurityHeaders) };
    if (wantsHsts(c, options)) headers['Strict-Transport-Security'] = HSTS;
    const missing = Object.entries(headers).filter(([name]) => !c.res.headers.has(name));
    if (missing.length === 0) return;
    try {
      for (const [name, value] of missing) c.res.headers.set(name, value);
    } catch {
      // A Response from fetch() (an edge function relaying one) has immutable headers: copy it.
      const copy = new Response(c.res.body, c.res);
      for (const [name, value] of missing) copy.headers.set(name, value);
      c.res = undefined;
      c.res = copy;
    }
  };
}
