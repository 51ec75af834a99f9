import type { Context } from 'hono';
import type { Sql } from '../../db/index.ts';
import type { AuthContext } from '../context.ts';
import { AuthError, errors } from '../errors.ts';
import { requireUser } from '../guard.ts';
import { optionalObject, optionalString, readBody, requireEmail } from '../input.ts';
import { composeEmail, safeRedirect } from '../mailer.ts';
import { consumeToken, EMAIL_CHANGE_TOKENS, issueToken, tokenHash, withdrawTokens } from '../one-time-tokens.ts';
import { assertStrongPassword } from '../password-strength.ts';
import { hashPassword, verifyPassword } from '../passwords.ts';
import { enforceLimit } from '../request-meta.ts';
import { endSessions } from '../sessions.ts';
import { findUserByEmail, mergeMetadata, permanentChanges, updateUser, userJson, type UserChanges, type UserRecord } from '../users.ts';

const SCOPES = ['global', 'local', 'others'] as const;

/** `POST /logout?scope=global|local|others` (204): ends the user's sessions in that scope. */
export function logout(ctx: AuthContext) {
  return async (c: Context) => {
    const scope = c.req.query('scope') ?? 'global';
    if (!(SCOPES as readonly string[]).includes(scope)) {
      throw errors.validation(`Unsupported logout scope "${scope}"; use global, local or others`);
    }
    const { user, sessionId } = await requireUser(c, ctx.db, ctx.jwtSecret);
    await endSessions(ctx.db, user.id, sessionId, scope as (typeof SCOPES)[number]);
    return c.body(null, 204);
  };
}

/**
 * `GET /user/identities/authorize` (`linkIdentity`) and `DELETE /user/identities/:id`
 * (`unlinkIdentity`): a signed-in user gets GoTrue's 404 `manual_linking_disabled`, as from a
 * GoTrue with manual linking off: Haven's only identity is the email one.
 */
export function manualLinking(ctx: AuthContext) {
  return async (c: Context) => {
    await requireUser(c, ctx.db, ctx.jwtSecret);
    throw new AuthError(404, 'manual_linking_disabled', 'Manual linking is disabled');
  };
}

/** `GET /user`: the signed-in user (403 `session_not_found` once the session has ended). */
export function getUser(ctx: AuthContext) {
  return async (c: Context) => {
    const { user } = await requireUser(c, ctx.db, ctx.jwtSecret);
    return c.json(userJson(user));
  };
}

/** GoTrue's window in which a session may change its password without a nonce. */
const RECENT_SIGN_IN_SECONDS = 24 * 60 * 60;

/**
 * With "secure password change" on, GoTrue asks for the nonce `reauthenticate()` sent unless the
 * session was created within the last 24 hours: 400 `reauthentication_needed` without one.
 * Returns whether a nonce must be consumed with the change.
 */
async function nonceRequired(ctx: AuthContext, sessionId: string | null, nonce: string | undefined): Promise<boolean> {
  if (!ctx.config.securePasswordChange) return false;
  const { rows } = sessionId
    ? await ctx.db.query<{ age: number }>('select extract(epoch from now() - created_at)::float8 as age from auth.sessions where id = $1', [
        sessionId,
      ])
    : { rows: [] };
  const age = rows[0] ? Number(rows[0].age) : Infinity;
  if (age <= RECENT_SIGN_IN_SECONDS) return false;
  if (!nonce) throw new AuthError(400, 'reauthentication_needed', 'Password update requires reauthentication');
  return true;
}

/** Consumes the user's reauthentication nonce (422 `reauthentication_not_valid` when wrong, used or expired). */
async function consumeNonce(ctx: AuthContext, tx: Sql, user: UserRecord, nonce: string) {
  const invalid = () => new AuthError(422, 'reauthentication_not_valid', 'Nonce has expired or is invalid');
  if (!user.email) throw invalid();
  const token = await consumeToken(tx, tokenHash(user.email, nonce.trim()), ['reauthentication_token'], ctx.config.otpExpiry, user.id);
  if (!token) throw invalid();
}

/**
 * `GET /reauthenticate` (`auth.reauthenticate()`): emails the signed-in user a 6-digit nonce for
 * `updateUser({ password, nonce })`. Needs a confirmed email (400 `validation_failed` without
 * one, 422 `email_not_confirmed` before confirmation); counts against the recovery-email budget.
 */
export function reauthenticate(ctx: AuthContext) {
  return async (c: Context) => {
    const { user } = await requireUser(c, ctx.db, ctx.jwtSecret);
    if (!user.email) throw errors.validation('Reauthentication requires the user to have an email or a phone number');
    if (!user.email_confirmed_at) throw new AuthError(422, 'email_not_confirmed', 'Please verify your email first.');
    enforceLimit(ctx, c, 'recover');
    const email = user.email;
    const token = await ctx.db.transaction((tx) => issueToken(tx, user, 'reauthentication_token', email));
    ctx.sendEmail(composeEmail(c, 'reauthentication', email, token, ''));
    return c.json({});
  };
}

/**
 * `PUT /user` `{ email, password, data, nonce }`: `data` merges into user_metadata (null removes
 * a key); a new password ends the user's other sessions (and may need a nonce, see
 * `nonceRequired`); a new email applies at once when email confirmation is off, else after the
 * link sent to it. An anonymous user becomes permanent when an email becomes theirs, and may set
 * a password only together with an email (422 otherwise, as GoTrue). app_metadata is admin-only.
 */
export function updateCurrentUser(ctx: AuthContext) {
  return async (c: Context) => {
    const { user, sessionId } = await requireUser(c, ctx.db, ctx.jwtSecret);
    const body = await readBody(c);
    if (body.app_metadata !== undefined && body.app_metadata !== null) {
      throw errors.notAdmin('Updating app_metadata requires admin privileges');
    }
    const data = optionalObject(body, 'data');
    const password = optionalString(body, 'password');
    const rawEmail = optionalString(body, 'email');
    const email = rawEmail ? requireEmail(rawEmail) : undefined;
    const nonce = optionalString(body, 'nonce');
    if (user.is_anonymous && password && !email) {
      throw new AuthError(422, 'validation_failed', 'Updating password of an anonymous user without an email or phone is not allowed');
    }
    const needsNonce = password !== undefined && (await nonceRequired(ctx, sessionId, nonce));
    // A nonce is six digits: guesses count against the same per-IP budget as codes at /verify.
    if (needsNonce) enforceLimit(ctx, c, 'verify');

    const changes: UserChanges = {};
    if (data) changes.raw_user_meta_data = mergeMetadata(user.raw_user_meta_data, data);
    if (password !== undefined) {
      assertStrongPassword(password, ctx.config.minimumPasswordLength);
      if (await verifyPassword(password, user.encrypted_password, ctx.db)) throw errors.samePassword();
      changes.encrypted_password = await hashPassword(password);
    }
    const emailChanges = email !== undefined && email !== user.email?.toLowerCase();
    if (emailChanges) {
      const owner = await findUserByEmail(ctx.db, email);
      if (owner && owner.id !== user.id) throw errors.emailExists();
      if (ctx.config.emailConfirmation) changes.email_change = email;
      else Object.assign(changes, permanentChanges(user), { email, email_confirmed_at: 'now()', email_change: null });
    }

    const result = await ctx.db
      .transaction(async (tx) => {
        if (needsNonce && nonce) await consumeNonce(ctx, tx, user, nonce);
        const updated = await updateUser(tx, user.id, changes);
        // A new address replaces any change still waiting for confirmation (also one an admin's link started).
        if (emailChanges) await withdrawTokens(tx, user.id, EMAIL_CHANGE_TOKENS);
        if (password !== undefined) await endSessions(tx, user.id, sessionId, 'others');
        const token = emailChanges && ctx.config.emailConfirmation ? await issueToken(tx, updated, 'email_change_token', email) : null;
        return { updated, token };
      })
      .catch((error: unknown) => {
        if ((error as { code?: string }).code === '23505') throw errors.emailExists();
        throw error;
      });
    if (result.token && email) {
      const redirectTo = safeRedirect(ctx, c, c.req.query('redirect_to'), 'email_change');
      ctx.sendEmail(composeEmail(c, 'email_change', email, result.token, redirectTo));
    }
    return c.json(userJson(result.updated));
  };
}
