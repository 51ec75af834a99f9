import type { Context } from 'hono';
import type { Sql } from '../db/index.ts';
import { verifyJwt, type Claims, type JwtSecret } from '../jwt.ts';
import { errors } from './errors.ts';
import { UUID } from './input.ts';
import { findUserById, type UserRecord } from './users.ts';

export function bearerToken(c: Context): string | null {
  return /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? null;
}

/** Verifies the request's Bearer JWT (401 `no_authorization` / 403 `bad_jwt`). */
export async function requireClaims(c: Context, jwtSecret: JwtSecret): Promise<Claims> {
  const token = bearerToken(c);
  if (!token) throw errors.noAuthorization();
  const result = await verifyJwt(jwtSecret, token);
  if (!result.ok) throw errors.badJwt(result.reason === 'expired' ? 'token has invalid claims: token is expired' : 'signature is invalid');
  return result.claims;
}

export interface Authenticated {
  claims: Claims;
  user: UserRecord;
  sessionId: string | null;
}

/**
 * The signed-in user behind the Bearer token, as GoTrue checks it for `/user` and `/logout`:
 * a valid signature, an existing user (`user_not_found`) and, when the token names a session,
 * that the session still exists (`session_not_found` after sign-out).
 */
export async function requireUser(c: Context, sql: Sql, jwtSecret: JwtSecret): Promise<Authenticated> {
  const claims = await requireClaims(c, jwtSecret);
  if (!claims.sub) throw errors.missingSub();
  const user = await findUserById(sql, claims.sub);
  if (!user) throw errors.userNotFound();
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : null;
  if (sessionId) {
    if (!UUID.test(sessionId)) throw errors.sessionNotFound();
    const { rows } = await sql.query('select 1 from auth.sessions where id = $1 and user_id = $2', [sessionId, user.id]);
    if (rows.length === 0) throw errors.sessionNotFound();
  }
  return { claims, user, sessionId };
}

/** The service role (or a `supabase_admin` token); anything else is 403 `not_admin`. */
export async function requireAdmin(c: Context, jwtSecret: JwtSecret): Promise<Claims> {
  const claims = await requireClaims(c, jwtSecret);
  if (claims.role !== 'service_role' && claims.role !== 'supabase_admin') throw errors.notAdmin();
  return claims;
}
