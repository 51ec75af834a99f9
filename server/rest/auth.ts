import type { Database } from '../db/index.ts';
import { verifyJwt, type Claims, type JwtSecret } from '../jwt.ts';
import { RestError } from './errors.ts';

/** The database roles a token may switch to; anything else is refused before any SQL runs. */
export const apiRoles = ['anon', 'authenticated', 'service_role'] as const;
export const anonRole = 'anon';

export interface AuthResult {
  role: string;
  /** The verified JWT payload (`{role: 'anon'}` without a token), exposed as `request.jwt.claims`. */
  claims: Record<string, unknown>;
}

function jwtError(code: 'PGRST301' | 'PGRST303', message: string): RestError {
  return new RestError(401, code, message, null, null, {
    'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"`,
  });
}

/** The token: `Authorization: Bearer …`, else the `apikey` header; none means anonymous. */
function findToken(headers: Headers): string | undefined {
  const authorization = headers.get('authorization');
  if (authorization !== null) {
    const match = /^bearer(?:\s+(.*))?$/i.exec(authorization.trim());
    if (match) return (match[1] ?? '').trim();
  }
  const apikey = headers.get('apikey');
  return apikey === null ? undefined : apikey.trim();
}

/**
 * Verifies the request's JWT (HS256 with the secret, or ES256 with a key of `jwtSecret`) and picks the role, with PostgREST's codes:
 * an empty, malformed or badly signed token is 401 PGRST301, an expired one 401 PGRST303.
 * A role outside `apiRoles` is refused as PostgREST's authenticator would: 401 when the role
 * does not exist, 403 when it exists but may not be assumed.
 */
export async function authenticate(db: Database, headers: Headers, jwtSecret: JwtSecret): Promise<AuthResult> {
  const token = findToken(headers);
  if (token === undefined) return { role: anonRole, claims: { role: anonRole } };
  if (token === '') throw jwtError('PGRST301', 'Empty JWT is sent in Authorization header');
  const parts = token.split('.').length;
  if (parts !== 3) throw jwtError('PGRST301', `Expected 3 parts in JWT; got ${parts}`);
  const result = await verifyJwt(jwtSecret, token);
  if (!result.ok) {
    throw result.reason === 'expired' ? jwtError('PGRST303', 'JWT expired') : jwtError('PGRST301', 'JWT cryptographic operation failed');
  }
  const claims: Claims = result.claims;
  if ((apiRoles as readonly string[]).includes(claims.role)) return { role: claims.role, claims };
  const { rows } = await db.query('select 1 from pg_roles where rolname = $1::text', [claims.role]);
  if (rows.length === 0) {
    throw new RestError(401, '22023', `role "${claims.role}" does not exist`, null, null, { 'WWW-Authenticate': 'Bearer' });
  }
  throw new RestError(403, '42501', `permission denied to set role "${claims.role}"`);
}
