import type { Context } from 'hono';
import type { AuthContext } from '../context.ts';
import { errors } from '../errors.ts';
import { requireUser } from '../guard.ts';
import { optionalObject, optionalString, readBody, requireEmail } from '../input.ts';
import { composeEmail, safeRedirect } from '../mailer.ts';
import { issueToken } from '../one-time-tokens.ts';
import { assertStrongPassword } from '../password-strength.ts';
import { hashPassword, verifyPassword } from '../passwords.ts';
import { endSessions } from '../sessions.ts';
import { findUserByEmail, mergeMetadata, updateUser, userJson, type UserChanges } from '../users.ts';

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

/** `GET /user`: the signed-in user (403 `session_not_found` once the session has ended). */
export function getUser(ctx: AuthContext) {
  return async (c: Context) => {
    const { user } = await requireUser(c, ctx.db, ctx.jwtSecret);
    return c.json(userJson(user));
  };
}

/**
 * `PUT /user` `{ email, password, data }`: `data` merges into user_metadata (null removes a key);
 * a new password ends the user's other sessions; a new email applies at once when email
 * confirmation is off, else after the link sent to it. app_metadata is admin-only.
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
      else Object.assign(changes, { email, email_confirmed_at: 'now()', email_change: null });
    }

    const result = await ctx.db
      .transaction(async (tx) => {
        const updated = await updateUser(tx, user.id, changes);
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
