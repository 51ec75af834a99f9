import type { Context } from 'hono';
import type { Sql } from '../../db/index.ts';
import type { AuthContext } from '../context.ts';
import { AuthError, errors } from '../errors.ts';
import { requireAdmin } from '../guard.ts';
import { optionalObject, readBody, requireEmail, type Body } from '../input.ts';
import { composeEmail, safeRedirect } from '../mailer.ts';
import { issueToken } from '../one-time-tokens.ts';
import { enforceLimit } from '../request-meta.ts';
import { findUserByEmail, insertUser, isBanned, updateUser, userJson, type UserRecord } from '../users.ts';

/** `create_user` as GoTrue reads it: absent means true. */
function createUserFlag(body: Body): boolean {
  const value = body.create_user;
  if (value === undefined || value === null) return true;
  if (typeof value !== 'boolean') throw errors.validation('create_user must be true or false');
  return value;
}

/** The email address of an `/otp` request, refusing phone OTP (Haven has no SMS provider) as GoTrue does. */
function otpEmail(body: Body): string {
  const hasEmail = body.email !== undefined && body.email !== null && body.email !== '';
  const hasPhone = body.phone !== undefined && body.phone !== null && body.phone !== '';
  if (hasEmail && hasPhone) throw errors.validation('Only an email address or phone number should be provided');
  if (hasEmail && body.channel !== undefined && body.channel !== null && body.channel !== '') {
    throw errors.validation('Channel should only be specified with Phone OTP');
  }
  if (hasPhone) throw new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider');
  if (!hasEmail) throw errors.validation('One of email or phone must be set');
  return requireEmail(body.email);
}

/**
 * Issues the token an email type carries (a magic link is a recovery token, as in GoTrue; signup
 * and invite links are confirmation tokens) and stamps when it was sent.
 */
async function issueFor(tx: Sql, user: UserRecord, type: 'magiclink' | 'signup' | 'invite', email: string) {
  const token = await issueToken(tx, user, type === 'magiclink' ? 'recovery_token' : 'confirmation_token', email);
  const sentAt =
    type === 'magiclink'
      ? { recovery_sent_at: 'now()' }
      : type === 'invite'
        ? { confirmation_sent_at: 'now()', invited_at: 'now()' }
        : { confirmation_sent_at: 'now()' };
  return { token, user: await updateUser(tx, user.id, sentAt) };
}

/** Finds the account for a passwordless sign-in, creating it (without a password) when allowed. */
async function accountForOtp(ctx: AuthContext, email: string, data: Record<string, unknown>): Promise<UserRecord> {
  const existing = await findUserByEmail(ctx.db, email);
  if (existing) return existing;
  try {
    return await ctx.db.transaction((tx) =>
      insertUser(tx, { email, passwordHash: null, userMetadata: data, confirmed: !ctx.config.emailConfirmation }),
    );
  } catch (error) {
    // Another request created the same address a moment ago: use that account.
    if ((error as { code?: string }).code !== '23505') throw error;
    const created = await findUserByEmail(ctx.db, email);
    if (!created) throw error;
    return created;
  }
}

/**
 * `POST /otp` `{ email, create_user, data }` (`signInWithOtp`): emails a magic link and a 6-digit
 * code. A confirmed account gets a `magiclink` email; an unknown address becomes an account
 * without a password (`data` → user_metadata) unless `create_user` is false (422 `otp_disabled`,
 * as GoTrue answers); an unconfirmed account — or any new one while email confirmation is on —
 * gets a `signup` email, whose link also signs in. Counts against the per-IP budget of recovery
 * emails; answers `{}`.
 */
export function otp(ctx: AuthContext) {
  return async (c: Context) => {
    enforceLimit(ctx, c, 'recover');
    const body = await readBody(c);
    const email = otpEmail(body);
    const createUser = createUserFlag(body);
    const data = optionalObject(body, 'data') ?? {};
    if (!createUser && !(await findUserByEmail(ctx.db, email))) {
      throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
    }
    const user = await accountForOtp(ctx, email, data);
    // A banned account gets no email; the answer stays the same.
    if (isBanned(user)) return c.json({});
    const type = user.email_confirmed_at ? 'magiclink' : 'signup';
    const { token } = await ctx.db.transaction((tx) => issueFor(tx, user, type, email));
    ctx.sendEmail(composeEmail(c, type, email, token, safeRedirect(ctx, c, c.req.query('redirect_to'), type)));
    return c.json({});
  };
}

/**
 * `POST /invite` `{ email, data }` (service role; `auth.admin.inviteUserByEmail`): creates the
 * account without a password (`data` → user_metadata) and emails an `invite` link, which
 * confirms the address and signs in (the app then asks for a password). An account still
 * waiting for its invite or confirmation is invited again; a confirmed one is 422 `email_exists`.
 */
export function invite(ctx: AuthContext) {
  return async (c: Context) => {
    await requireAdmin(c, ctx.jwtSecret);
    const body = await readBody(c);
    const email = requireEmail(body.email);
    const data = optionalObject(body, 'data') ?? {};
    const existing = await findUserByEmail(ctx.db, email);
    if (existing?.email_confirmed_at) throw errors.emailExists();
    const sent = await ctx.db
      .transaction(async (tx) => {
        const user = existing ?? (await insertUser(tx, { email, passwordHash: null, userMetadata: data, confirmed: false }));
        return issueFor(tx, user, 'invite', email);
      })
      .catch((error: unknown) => {
        if ((error as { code?: string }).code === '23505') throw errors.emailExists();
        throw error;
      });
    ctx.sendEmail(composeEmail(c, 'invite', email, sent.token, safeRedirect(ctx, c, c.req.query('redirect_to'), 'invite')));
    return c.json(userJson(sent.user));
  };
}
