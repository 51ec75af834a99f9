import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The caller's address for rate limiting: the socket's remote address, or the first
 * `X-Forwarded-For` hop when the server sits behind a trusted reverse proxy.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Requests made with app.request() in tests have no socket.
    return 'unknown';
  }
}
