import type { Context } from 'hono';
import { clientIp } from '../http/client-ip.ts';
import type { AuthContext, LimitBucket } from './context.ts';
import { AuthError } from './errors.ts';
import type { SessionMeta } from './sessions.ts';

/** `iss` of access tokens: `<origin>/auth/v1`, as GoTrue's external URL. */
export function issuer(c: Context): string {
  return `${new URL(c.req.url).origin}/auth/v1`;
}

export function sessionMeta(ctx: AuthContext, c: Context): SessionMeta {
  return { userAgent: c.req.header('user-agent'), ip: clientIp(c, ctx.config.trustProxy) };
}

/** Counts the request against the caller's per-IP budget for `bucket`; 429 when spent. */
export function enforceLimit(ctx: AuthContext, c: Context, bucket: LimitBucket): void {
  const limiter = ctx.limiters?.[bucket];
  if (!limiter) return;
  const retryAfter = limiter.hit(clientIp(c, ctx.config.trustProxy));
  if (retryAfter > 0) {
    throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached', { retryAfter });
  }
}
