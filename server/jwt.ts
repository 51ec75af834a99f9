import { SignJWT, errors, jwtVerify, type JWTPayload } from 'jose';

/** The claims Haven's APIs read from a Supabase-style access token or API key. */
export interface Claims extends JWTPayload {
  role: string;
  sub?: string;
  email?: string;
  session_id?: string;
  aal?: string;
  is_anonymous?: boolean;
  app_metadata?: Record<string, unknown>;
  user_metadata?: Record<string, unknown>;
}

export type VerifyResult = { ok: true; claims: Claims } | { ok: false; reason: 'expired' | 'invalid' };

const encoder = new TextEncoder();

export async function signJwt(secret: string, claims: Claims, expiresInSeconds?: number) {
  const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' });
  if (claims.iat === undefined) jwt.setIssuedAt();
  if (expiresInSeconds !== undefined) jwt.setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds);
  return jwt.sign(encoder.encode(secret));
}

/** Verified tokens per secret: token → its frozen claims. Bounded; the oldest entry goes first. */
const verified = new Map<string, Map<string, Claims>>();
const MAX_CACHED_TOKENS = 10_000;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * Verifies an HS256 token signed with `secret`; a token without a `role` claim is invalid.
 *
 * A token that verified once is remembered (up to 10,000 per secret), so a client's every
 * request does not pay for the HMAC again: the signature and claims of a given token cannot
 * change, and its expiry is re-checked on each call exactly as `jwtVerify` checks it
 * (`exp <= now` is expired; `nbf` was already in the past when it verified). Tokens that fail
 * are never remembered. The claims are frozen and shared: read them, never modify them.
 */
export async function verifyJwt(secret: string, token: string): Promise<VerifyResult> {
  const cache = verified.get(secret);
  const known = cache?.get(token);
  if (known) {
    if (typeof known.exp === 'number' && known.exp <= Math.floor(Date.now() / 1000)) {
      cache!.delete(token);
      return { ok: false, reason: 'expired' };
    }
    return { ok: true, claims: known };
  }
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), { algorithms: ['HS256'] });
    if (typeof payload.role !== 'string' || payload.role === '') return { ok: false, reason: 'invalid' };
    const claims = deepFreeze(payload as Claims);
    let tokens = verified.get(secret);
    if (!tokens) verified.set(secret, (tokens = new Map()));
    if (tokens.size >= MAX_CACHED_TOKENS) tokens.delete(tokens.keys().next().value!);
    tokens.set(token, claims);
    return { ok: true, claims };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
