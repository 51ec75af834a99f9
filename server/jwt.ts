import { SignJWT, errors, importJWK, jwtVerify, type JWK, type JWTHeaderParameters, type JWTPayload } from 'jose';

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

/** An asymmetric (ES256, P-256) signing key as kept in `keys.json`: a private JWK with its `kid`. */
export interface SigningKey {
  kid: string;
  privateJwk: { kty: 'EC'; crv: 'P-256'; x: string; y: string; d: string };
}

/**
 * Everything that signs and verifies tokens: the HS256 secret (API keys, and access tokens while
 * `algorithm` is HS256) and the ES256 keys, the first of which signs access tokens while
 * `algorithm` is ES256. Tokens signed by the secret or by any of the keys verify, so switching
 * algorithm (or adding a key in front) keeps every token issued before valid until it expires.
 */
export interface JwtKeys {
  secret: string;
  algorithm: 'HS256' | 'ES256';
  signingKeys: SigningKey[];
}

/** A bare secret means HS256 only (tests and tools sign with it directly). */
export type JwtSecret = string | JwtKeys;

const encoder = new TextEncoder();
const imported = new WeakMap<object, Promise<CryptoKey | Uint8Array>>();

function importOnce(jwk: JWK | SigningKey['privateJwk']): Promise<CryptoKey | Uint8Array> {
  let key = imported.get(jwk);
  if (!key) {
    key = importJWK(jwk, 'ES256');
    imported.set(jwk, key);
  }
  return key;
}

/** The public half of a signing key, as the JWKS publishes it. */
export function publicJwk(key: SigningKey): JWK {
  const { kty, crv, x, y } = key.privateJwk;
  return { kty, crv, x, y, kid: key.kid, alg: 'ES256', use: 'sig', key_ops: ['verify'] };
}

const publicJwks = new WeakMap<SigningKey, JWK>();

function publicOf(key: SigningKey): JWK {
  let jwk = publicJwks.get(key);
  if (!jwk) {
    jwk = publicJwk(key);
    publicJwks.set(key, jwk);
  }
  return jwk;
}

/**
 * Signs `claims`: with the first ES256 key (header `kid`) when `secret` is a key set whose
 * algorithm is ES256, otherwise HS256 with the secret.
 */
export async function signJwt(secret: JwtSecret, claims: Claims, expiresInSeconds?: number) {
  const keys = typeof secret === 'string' ? undefined : secret;
  const signingKey = keys?.algorithm === 'ES256' ? keys.signingKeys[0] : undefined;
  const jwt = new SignJWT(claims).setProtectedHeader(
    signingKey ? { alg: 'ES256', typ: 'JWT', kid: signingKey.kid } : { alg: 'HS256', typ: 'JWT' },
  );
  if (claims.iat === undefined) jwt.setIssuedAt();
  if (expiresInSeconds !== undefined) jwt.setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds);
  if (signingKey) return jwt.sign(await importOnce(signingKey.privateJwk));
  return jwt.sign(encoder.encode(typeof secret === 'string' ? secret : secret.secret));
}

/** Verified tokens per secret or key set: token → its frozen claims. Bounded; the oldest goes first. */
const verifiedBySecret = new Map<string, Map<string, Claims>>();
const verifiedByKeys = new WeakMap<JwtKeys, Map<string, Claims>>();
const MAX_CACHED_TOKENS = 10_000;

function verifiedFor(secret: JwtSecret): Map<string, Claims> {
  let tokens = typeof secret === 'string' ? verifiedBySecret.get(secret) : verifiedByKeys.get(secret);
  if (!tokens) {
    tokens = new Map();
    if (typeof secret === 'string') verifiedBySecret.set(secret, tokens);
    else verifiedByKeys.set(secret, tokens);
  }
  return tokens;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * Verifies a token signed with the HS256 secret or, given a key set, by one of its ES256 keys
 * (chosen by the header's `kid`); a token without a `role` claim is invalid.
 *
 * A token that verified once is remembered (up to 10,000 per secret or key set), so a client's
 * every request does not pay for the signature check again: the signature and claims of a given
 * token cannot change, and its expiry is re-checked on each call exactly as `jwtVerify` checks it
 * (`exp <= now` is expired; `nbf` was already in the past when it verified). Tokens that fail
 * are never remembered. The claims are frozen and shared: read them, never modify them.
 */
export async function verifyJwt(secret: JwtSecret, token: string): Promise<VerifyResult> {
  const cache = verifiedFor(secret);
  const known = cache.get(token);
  if (known) {
    if (typeof known.exp === 'number' && known.exp <= Math.floor(Date.now() / 1000)) {
      cache.delete(token);
      return { ok: false, reason: 'expired' };
    }
    return { ok: true, claims: known };
  }
  const keys = typeof secret === 'string' ? { secret, signingKeys: [] as SigningKey[] } : secret;
  const resolve = (header: JWTHeaderParameters) => {
    if (header.alg === 'HS256') return encoder.encode(keys.secret);
    const signingKey = keys.signingKeys.find((key) => key.kid === header.kid);
    if (header.alg !== 'ES256' || !signingKey) throw new errors.JWKSNoMatchingKey();
    return importOnce(publicOf(signingKey));
  };
  try {
    const { payload } = await jwtVerify(token, resolve, { algorithms: keys.signingKeys.length > 0 ? ['HS256', 'ES256'] : ['HS256'] });
    if (typeof payload.role !== 'string' || payload.role === '') return { ok: false, reason: 'invalid' };
    const claims = deepFreeze(payload as Claims);
    if (cache.size >= MAX_CACHED_TOKENS) cache.delete(cache.keys().next().value!);
    cache.set(token, claims);
    return { ok: true, claims };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
