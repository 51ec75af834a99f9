import { randomBytes } from 'node:crypto';
import type { Sql } from '../db/index.ts';
import { signJwt } from '../jwt.ts';
import type { AuthContext } from './context.ts';
import { errors } from './errors.ts';
import { appMetadata, findUserById, isBanned, USER_JSON, userJson, type UserRecord } from './users.ts';

/** How a session was established (`amr` claim): password, recovery, email/signup… */
export type AuthMethod = 'password' | 'recovery' | 'email/signup' | 'email_change' | 'otp' | 'magiclink' | 'anonymous' | 'totp';

export interface SessionMeta {
  userAgent?: string | undefined;
  ip?: string | undefined;
}

function newRefreshToken(): string {
  return randomBytes(24).toString('base64url');
}

async function insertRefreshToken(sql: Sql, userId: string, sessionId: string, parent: string | null) {
  const token = newRefreshToken();
  await sql.query('insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)', [
    token,
    userId,
    sessionId,
    parent,
  ]);
  return token;
}

async function amrFor(sql: Sql, sessionId: string) {
  const { rows } = await sql.query<{ method: string; timestamp: number }>(
    `select authentication_method as method, floor(extract(epoch from created_at))::int as timestamp
       from auth.mfa_amr_claims where session_id = $1 order by created_at desc`,
    [sessionId],
  );
  return rows.map((row) => ({ method: row.method, timestamp: Number(row.timestamp) }));
}

/** Signs an access token with GoTrue's claims for `user` in `sessionId`. */
async function accessToken(ctx: AuthContext, issuer: string, user: UserRecord, sessionId: string, aal: string, amr: unknown[]) {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + ctx.config.jwtExpiry;
  const token = await signJwt(ctx.jwtSecret, {
    iss: issuer,
    sub: user.id,
    aud: user.aud,
    exp,
    iat,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: appMetadata(user),
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role,
    aal,
    amr,
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  });
  return { token, exp };
}

/** GoTrue's session JSON: `{ access_token, token_type, expires_in, expires_at, refresh_token, user }`. */
async function sessionJson(ctx: AuthContext, sql: Sql, issuer: string, user: UserRecord, sessionId: string, refreshToken: string) {
  const { rows } = await sql.query<{ aal: string }>('select aal from auth.sessions where id = $1', [sessionId]);
  // The session's level, kept through refreshes: aal2 once a factor was verified in it.
  const aal = rows[0]?.aal === 'aal2' ? 'aal2' : 'aal1';
  const { token, exp } = await accessToken(ctx, issuer, user, sessionId, aal, await amrFor(sql, sessionId));
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ctx.config.jwtExpiry,
    expires_at: exp,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

export type SessionJson = Awaited<ReturnType<typeof sessionJson>>;

/** Starts a session for `user` (sign-in, sign-up, verified link) and returns its JSON. */
export async function startSession(
  ctx: AuthContext,
  sql: Sql,
  issuer: string,
  user: UserRecord,
  method: AuthMethod,
  meta: SessionMeta,
): Promise<SessionJson> {
  const { rows } = await sql.query<{ id: string }>('insert into auth.sessions (user_id, user_agent, ip) values ($1, $2, $3) returning id', [
    user.id,
    meta.userAgent?.slice(0, 512) ?? null,
    meta.ip ?? null,
  ]);
  const sessionId = rows[0]!.id;
  await sql.query('insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, $2) on conflict do nothing', [
    sessionId,
    method,
  ]);
  const signedIn = await sql.query<{ u: UserRecord }>(
    `update auth.users as u set last_sign_in_at = now() where id = $1 returning ${USER_JSON} as u`,
    [user.id],
  );
  const refreshToken = await insertRefreshToken(sql, user.id, sessionId, null);
  return sessionJson(ctx, sql, issuer, signedIn.rows[0]!.u, sessionId, refreshToken);
}

/**
 * Raises `sessionId` to aal2 after a TOTP code was verified in it (GoTrue's verify): the
 * session records the factor and the `totp` method, its active refresh token is swapped for a
 * new one and the session JSON (same session, new tokens, `aal2`) is returned.
 */
export async function raiseSession(
  ctx: AuthContext,
  sql: Sql,
  issuer: string,
  user: UserRecord,
  sessionId: string,
  factorId: string,
): Promise<SessionJson> {
  await sql.query(`update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`, [sessionId, factorId]);
  await sql.query(
    `insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, 'totp')
       on conflict (session_id, authentication_method) do update set created_at = now(), updated_at = now()`,
    [sessionId],
  );
  // As a refresh does: the session's active token is swapped for a child of it.
  const { rows } = await sql.query<{ token: string }>(
    `update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and not revoked returning token`,
    [sessionId],
  );
  const refreshToken = await insertRefreshToken(sql, user.id, sessionId, rows.at(-1)?.token ?? null);
  return sessionJson(ctx, sql, issuer, user, sessionId, refreshToken);
}

interface RefreshTokenRow {
  token: string;
  user_id: string;
  session_id: string;
  parent: string | null;
  revoked: boolean;
  revoked_seconds_ago: number;
}

/**
 * GoTrue's refresh-token grant with rotation: the presented token is revoked and a child issued.
 * A revoked token that is the parent of the session's active token returns that active token
 * (the client lost the last response); any other revoked token is accepted only within the reuse
 * interval, after which the whole session's token family is revoked and the call fails with
 * `refresh_token_already_used`.
 */
export async function refreshSession(ctx: AuthContext, issuer: string, presented: string): Promise<SessionJson> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<RefreshTokenRow>(
      `select token, user_id::text, session_id::text, parent, revoked,
              extract(epoch from now() - updated_at)::float8 as revoked_seconds_ago
         from auth.refresh_tokens where token = $1 for update`,
      [presented],
    );
    const row = rows[0];
    if (!row) return { error: errors.refreshTokenNotFound() };
    const user = await findUserById(tx, row.user_id);
    if (!user) return { error: errors.refreshTokenNotFound() };
    if (isBanned(user)) return { error: errors.userBanned() };

    let token: string | null = null;
    if (row.revoked) {
      const active = await tx.query<{ token: string; parent: string | null }>(
        'select token, parent from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1',
        [row.session_id],
      );
      if (active.rows[0]?.parent === row.token) {
        token = active.rows[0].token;
      } else if (Number(row.revoked_seconds_ago) >= ctx.config.refreshTokenReuseInterval) {
        await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and not revoked', [
          row.session_id,
        ]);
        return { error: errors.refreshTokenAlreadyUsed() };
      }
    }
    if (token === null) {
      if (!row.revoked) {
        await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1', [row.token]);
      }
      token = await insertRefreshToken(tx, user.id, row.session_id, row.token);
    }
    await tx.query('update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1', [row.session_id]);
    return { session: await sessionJson(ctx, tx, issuer, user, row.session_id, token) };
  });
  // The revocation of the token family must commit even though the request fails.
  if ('error' in outcome) throw outcome.error;
  return outcome.session;
}

/** Ends sessions: `local` the given one, `others` all but it, `global` all of the user's. */
export async function endSessions(sql: Sql, userId: string, sessionId: string | null, scope: 'global' | 'local' | 'others') {
  if (scope === 'local') {
    if (sessionId) await sql.query('delete from auth.sessions where id = $1', [sessionId]);
  } else if (scope === 'others') {
    await sql.query('delete from auth.sessions where user_id = $1 and id is distinct from $2::uuid', [userId, sessionId]);
  } else {
    await sql.query('delete from auth.sessions where user_id = $1', [userId]);
  }
}
