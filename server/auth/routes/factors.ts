import type { Context } from 'hono';
import { generate } from 'lean-qr';
import { toSvgSource } from 'lean-qr/extras/svg';
import { Secret, TOTP } from 'otpauth';
import type { Sql } from '../../db/index.ts';
import { clientIp } from '../../http/client-ip.ts';
import type { AuthContext } from '../context.ts';
import { AuthError, errors } from '../errors.ts';
import { requireUser, type Authenticated } from '../guard.ts';
import { optionalString, readBody, UUID } from '../input.ts';
import { enforceLimit, issuer } from '../request-meta.ts';
import { endSessions, raiseSession } from '../sessions.ts';
import { findUserById } from '../users.ts';

/** GoTrue's cap on factors per user (verified, and all). */
const MAX_FACTORS = 10;
/** RFC 6238 defaults, which every authenticator app supports (and GoTrue uses). */
const PERIOD = 30;
const DIGITS = 6;
const ISSUER = 'Haven';

interface FactorRow {
  id: string;
  status: 'unverified' | 'verified';
  secret: string;
  last_used_step: string | number | null;
}

function totpFor(secret: string, label = '', issuerName = ISSUER) {
  return new TOTP({ issuer: issuerName, label, algorithm: 'SHA1', digits: DIGITS, period: PERIOD, secret: Secret.fromBase32(secret) });
}

/** The session's level: its row when the token names one, else the token's own `aal`. */
async function currentAal(sql: Sql, auth: Authenticated): Promise<string> {
  if (auth.sessionId) {
    const { rows } = await sql.query<{ aal: string }>('select aal from auth.sessions where id = $1', [auth.sessionId]);
    if (rows[0]) return rows[0].aal;
  }
  return auth.claims.aal === 'aal2' ? 'aal2' : 'aal1';
}

/** The signed-in user's factor `:id` (404 `mfa_factor_not_found` for anyone else's or none). */
async function ownFactor(sql: Sql, c: Context, userId: string, lock = false): Promise<FactorRow> {
  const id = c.req.param('id') ?? '';
  if (!UUID.test(id)) throw errors.mfaFactorNotFound();
  const { rows } = await sql.query<FactorRow>(
    `select id::text, status, secret, last_used_step from auth.mfa_factors where id = $1 and user_id = $2${lock ? ' for update' : ''}`,
    [id, userId],
  );
  if (!rows[0]) throw errors.mfaFactorNotFound();
  return rows[0];
}

/**
 * `POST /factors` (`auth.mfa.enroll({ factorType: 'totp', friendlyName?, issuer? })`): a new
 * unverified TOTP factor with its secret, `otpauth://` URI and QR code (SVG source; auth-js makes
 * it a data URI). Phone and WebAuthn factors are not offered (422, as a GoTrue with them
 * disabled). A user with a verified factor must be at aal2 to add another (422 `insufficient_aal`).
 */
export function enrollFactor(ctx: AuthContext) {
  return async (c: Context) => {
    const auth = await requireUser(c, ctx.db, ctx.jwtSecret);
    const body = await readBody(c);
    const factorType = optionalString(body, 'factor_type');
    if (factorType === 'phone') throw new AuthError(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
    if (factorType === 'webauthn') throw new AuthError(422, 'mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
    if (factorType !== 'totp') throw errors.validation('factor_type needs to be totp, phone or webauthn');
    const friendlyName = optionalString(body, 'friendly_name')?.trim() ?? '';
    if (friendlyName.length > 100) throw errors.validation('friendly_name must be at most 100 characters');
    const issuerName = optionalString(body, 'issuer')?.trim() || ISSUER;
    if (issuerName.length > 100 || issuerName.includes(':'))
      throw errors.validation('issuer must be at most 100 characters, without a colon');

    const { user } = auth;
    const factors = user.factors ?? [];
    const verified = factors.filter((factor) => factor.status === 'verified').length;
    if (verified > 0 && (await currentAal(ctx.db, auth)) !== 'aal2') throw errors.insufficientAal('AAL2 required to enroll a new factor');
    if (friendlyName && factors.some((factor) => factor.friendly_name === friendlyName)) {
      throw new AuthError(
        422,
        'mfa_factor_name_conflict',
        `A factor with the friendly name "${friendlyName}" for this user already exists`,
      );
    }
    if (verified >= MAX_FACTORS) {
      throw new AuthError(422, 'too_many_enrolled_mfa_factors', 'Maximum number of verified factors reached, unenroll to continue');
    }
    if (factors.length >= MAX_FACTORS) {
      throw new AuthError(422, 'too_many_enrolled_mfa_factors', 'Maximum number of enrolled factors reached, unenroll to continue');
    }

    const secret = new Secret({ size: 20 }).base32;
    const uri = totpFor(secret, user.email || user.id, issuerName).toString();
    const qrCode = toSvgSource(generate(uri), { on: 'black', off: 'white', padX: 4, padY: 4, xmlDeclaration: false });
    const { rows } = await ctx.db
      .query<{ id: string }>(
        `insert into auth.mfa_factors (user_id, friendly_name, factor_type, secret) values ($1, $2, 'totp', $3) returning id::text`,
        [user.id, friendlyName || null, secret],
      )
      .catch((error: unknown) => {
        if ((error as { code?: string }).code === '23505') {
          throw new AuthError(
            422,
            'mfa_factor_name_conflict',
            `A factor with the friendly name "${friendlyName}" for this user already exists`,
          );
        }
        throw error;
      });
    return c.json({
      id: rows[0]!.id,
      type: 'totp',
      friendly_name: friendlyName || undefined,
      totp: { qr_code: qrCode, secret, uri },
    });
  };
}

/** `POST /factors/:id/challenge`: a challenge for the user's own factor, answerable for the challenge expiry. */
export function challengeFactor(ctx: AuthContext) {
  return async (c: Context) => {
    const { user } = await requireUser(c, ctx.db, ctx.jwtSecret);
    const factor = await ownFactor(ctx.db, c, user.id);
    const { rows } = await ctx.db.transaction(async (tx) => {
      await tx.query('update auth.mfa_factors set last_challenged_at = now() where id = $1', [factor.id]);
      return tx.query<{ id: string; created: number }>(
        `insert into auth.mfa_challenges (factor_id, ip_address) values ($1, $2)
           returning id::text, extract(epoch from created_at)::float8 as created`,
        [factor.id, clientIp(c, ctx.config.trustProxy)],
      );
    });
    const challenge = rows[0]!;
    return c.json({ id: challenge.id, type: 'totp', expires_at: Math.floor(Number(challenge.created)) + ctx.config.mfaChallengeExpiry });
  };
}

interface ChallengeRow {
  id: string;
  ip_address: string | null;
  verified_at: string | null;
  age: number;
}

/**
 * `POST /factors/:id/verify` `{ challenge_id, code }`: checks the code (this 30-second step or
 * the one before or after, never a step already used) against an unexpired, unanswered
 * challenge from the same address; the factor becomes verified and the session is raised to
 * aal2 with `totp` in its `amr`. Verifying a new factor ends the user's other sessions, as
 * GoTrue does. Codes count against the per-IP verify budget.
 */
export function verifyFactor(ctx: AuthContext) {
  return async (c: Context) => {
    const auth = await requireUser(c, ctx.db, ctx.jwtSecret);
    const { user, sessionId } = auth;
    const body = await readBody(c);
    const challengeId = optionalString(body, 'challenge_id');
    const code = optionalString(body, 'code')?.trim();
    if (!challengeId) throw errors.validation('challenge_id is required');
    if (code === undefined) throw errors.validation('code is required');
    if (!sessionId) throw errors.sessionNotFound();
    enforceLimit(ctx, c, 'verify');
    const ip = clientIp(c, ctx.config.trustProxy);

    const outcome = await ctx.db.transaction(async (tx) => {
      const factor = await ownFactor(tx, c, user.id, true);
      const { rows } = UUID.test(challengeId)
        ? await tx.query<ChallengeRow>(
            `select id::text, ip_address, verified_at, extract(epoch from now() - created_at)::float8 as age
               from auth.mfa_challenges where id = $1 and factor_id = $2 for update`,
            [challengeId, factor.id],
          )
        : { rows: [] };
      const challenge = rows[0];
      if (!challenge) return { error: errors.mfaFactorNotFound('MFA factor with the provided challenge ID not found') };
      if (challenge.verified_at !== null || Number(challenge.age) > ctx.config.mfaChallengeExpiry) {
        await tx.query('delete from auth.mfa_challenges where id = $1', [challenge.id]);
        return { error: errors.mfaChallengeExpired(challenge.id) };
      }
      if (challenge.ip_address !== ip) {
        return { error: new AuthError(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.') };
      }
      const now = Date.now();
      const delta = /^\d{6}$/.test(code) ? totpFor(factor.secret).validate({ token: code, timestamp: now, window: 1 }) : null;
      const step = delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta;
      const lastUsed = factor.last_used_step === null ? null : Number(factor.last_used_step);
      if (step === null || (lastUsed !== null && step <= lastUsed)) return { error: errors.mfaVerificationFailed() };

      await tx.query('update auth.mfa_challenges set verified_at = now() where id = $1', [challenge.id]);
      await tx.query(`update auth.mfa_factors set status = 'verified', last_used_step = $2, updated_at = now() where id = $1`, [
        factor.id,
        step,
      ]);
      if (factor.status === 'unverified') await endSessions(tx, user.id, sessionId, 'others');
      const fresh = (await findUserById(tx, user.id))!;
      return { session: await raiseSession(ctx, tx, issuer(c), fresh, sessionId, factor.id) };
    });
    // An expired challenge is deleted even though the request fails.
    if ('error' in outcome) throw outcome.error;
    return c.json(outcome.session);
  };
}

/**
 * `DELETE /factors/:id` (`auth.mfa.unenroll`): removes the user's factor; a verified one only
 * from an aal2 session (422 `insufficient_aal`). Sessions raised with it drop back to aal1.
 */
export function unenrollFactor(ctx: AuthContext) {
  return async (c: Context) => {
    const auth = await requireUser(c, ctx.db, ctx.jwtSecret);
    const factor = await ownFactor(ctx.db, c, auth.user.id);
    if (factor.status === 'verified' && (await currentAal(ctx.db, auth)) !== 'aal2') {
      throw errors.insufficientAal('AAL2 required to unenroll verified factor');
    }
    await deleteFactor(ctx.db, factor.id);
    return c.json({ id: factor.id });
  };
}

/** Deletes a factor and downgrades the sessions it raised to aal1 (also for the admin API). */
export async function deleteFactor(db: AuthContext['db'], factorId: string) {
  await db.transaction(async (tx) => {
    await tx.query(
      `delete from auth.mfa_amr_claims where authentication_method = 'totp'
         and session_id in (select id from auth.sessions where factor_id = $1)`,
      [factorId],
    );
    await tx.query(`update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1`, [factorId]);
    await tx.query('delete from auth.mfa_factors where id = $1', [factorId]);
  });
}
