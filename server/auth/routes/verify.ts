import type { Context } from 'hono';
import type { Sql } from '../../db/index.ts';
import type { AuthContext } from '../context.ts';
import { AuthError, errors } from '../errors.ts';
import { optionalString, readBody, requireEmail, requirePhone } from '../input.ts';
import { composeEmail, safeRedirect } from '../mailer.ts';
import {
  consumeToken,
  EMAIL_CHANGE_TOKENS,
  issueToken,
  tokenHash,
  withdrawTokens,
  type ConsumedToken,
  type TokenType,
} from '../one-time-tokens.ts';
import { enforceLimit, issuer, sessionMeta } from '../request-meta.ts';
import { startSession, type AuthMethod, type SessionJson } from '../sessions.ts';
import { findUserByEmail, findUserById, isBanned, permanentChanges, updateUser, type UserChanges, type UserRecord } from '../users.ts';

const TOKEN_TYPES: Record<string, TokenType[]> = {
  signup: ['confirmation_token'],
  invite: ['confirmation_token'],
  email: ['confirmation_token', 'recovery_token'],
  recovery: ['recovery_token'],
  magiclink: ['recovery_token'],
  email_change: EMAIL_CHANGE_TOKENS,
};

const METHODS: Record<TokenType, AuthMethod> = {
  confirmation_token: 'email/signup',
  recovery_token: 'recovery',
  email_change_token: 'email_change',
  email_change_token_current: 'email_change',
  reauthentication_token: 'otp',
};

/** GoTrue's answer when one of the two addresses of an email change has confirmed it. */
const SINGLE_CONFIRMATION = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

/** The session's `amr` method: `otp` for passwordless sign-ins and invites, as GoTrue records them. */
function methodFor(type: string, token: TokenType): AuthMethod {
  return type === 'magiclink' || type === 'email' || type === 'invite' ? 'otp' : METHODS[token];
}

/**
 * The changes a verified email-change token makes, or `null` while the other address still has
 * to confirm. A token to the new address carries that address; one to the current address (only
 * `generate_link` issues those) confirms the pending `email_change`. As in GoTrue, with email
 * confirmation off one confirmation completes the change; with it on and links out to both
 * addresses, both must be followed.
 */
async function emailChange(ctx: AuthContext, tx: Sql, user: UserRecord, token: ConsumedToken, expired: string) {
  const email = token.token_type === 'email_change_token' ? token.relates_to : user.email_change;
  if (!email) throw errors.otpExpired(expired);
  const { rows } = await tx.query(
    `select 1 from auth.one_time_tokens
      where user_id = $1 and token_type = any($2::text[]) and created_at > now() - make_interval(secs => $3)`,
    [user.id, EMAIL_CHANGE_TOKENS, ctx.config.otpExpiry],
  );
  if (ctx.config.emailConfirmation && rows.length > 0) return null;
  const owner = await findUserByEmail(tx, email);
  if (owner && owner.id !== user.id) throw errors.emailExists();
  await withdrawTokens(tx, user.id, EMAIL_CHANGE_TOKENS);
  // An anonymous user who confirms an address becomes a permanent one.
  return { ...permanentChanges(user), email, email_change: null, email_confirmed_at: 'now()' };
}

/**
 * Applies a verified link or code and starts a session, as GoTrue's `/verify`; `null` when it
 * was the first of an email change's two confirmations.
 */
async function verify(ctx: AuthContext, c: Context, type: string, hash: string, expired: string): Promise<SessionJson | null> {
  const types = TOKEN_TYPES[type];
  if (!types) throw errors.validation('Unsupported verification type');
  return ctx.db.transaction(async (tx) => {
    const token = await consumeToken(tx, hash, types, ctx.config.otpExpiry);
    const user = token ? await findUserById(tx, token.user_id) : null;
    if (!token || !user) throw errors.otpExpired(expired);
    if (isBanned(user)) throw errors.userBanned(403);
    const changes: UserChanges = {};
    if (!user.email_confirmed_at) changes.email_confirmed_at = 'now()';
    if (EMAIL_CHANGE_TOKENS.includes(token.token_type)) {
      const changed = await emailChange(ctx, tx, user, token, expired);
      if (!changed) return null;
      Object.assign(changes, changed);
    }
    const updated = Object.keys(changes).length ? await updateUser(tx, user.id, changes) : user;
    return startSession(ctx, tx, issuer(c), updated, methodFor(type, token.token_type), sessionMeta(ctx, c));
  });
}

const verifiedJson = (c: Context, session: SessionJson | null) =>
  session ? c.json(session) : c.json({ msg: SINGLE_CONFIRMATION, code: '200' });

/** GoTrue's check of a code's address: 422 `validation_failed` for a malformed one. */
function codeEmail(value: string): string {
  try {
    return requireEmail(value);
  } catch {
    throw new AuthError(422, 'validation_failed', 'Invalid email format');
  }
}

/**
 * `POST /verify` `{ type, token_hash }` or `{ type, email, token }` (the 6-digit code): what
 * supabase-js `verifyOtp` sends. Answers with a session; 403 `otp_expired` when the link or code
 * is wrong, used or older than the OTP expiry. A phone (`{ type: 'sms' | 'phone_change', phone,
 * token }`) is checked as GoTrue checks it (400 for a number that is not E.164), and then always
 * refused with 403 `otp_expired`: there is no SMS provider, so no phone code was ever sent.
 */
export function verifyPost(ctx: AuthContext) {
  return async (c: Context) => {
    enforceLimit(ctx, c, 'verify');
    const body = await readBody(c);
    const type = optionalString(body, 'type') ?? '';
    if (!type) throw errors.validation('Verify requires a verification type');
    const code = optionalString(body, 'token') ?? '';
    const givenHash = optionalString(body, 'token_hash') ?? '';
    if (!code === !givenHash) throw errors.validation('Verify requires either a token or a token hash');
    const email = optionalString(body, 'email') ?? '';
    const phone = optionalString(body, 'phone') ?? '';
    if (givenHash) {
      if (email || phone || optionalString(body, 'redirect_to')) throw errors.validation('Only the token_hash and type should be provided');
      if (!TOKEN_TYPES[type]) throw errors.validation('Invalid email verification type');
      return verifiedJson(c, await verify(ctx, c, type, givenHash, 'Email link is invalid or has expired'));
    }
    const invalidCode = 'Token has expired or is invalid';
    if (phone && !email) {
      requirePhone(phone);
      throw errors.otpExpired(invalidCode);
    }
    if (!email || phone) throw errors.validation('Only an email address or phone number should be provided on verify');
    const address = codeEmail(email);
    if (type === 'sms' || type === 'phone_change') throw errors.otpExpired(invalidCode);
    return verifiedJson(c, await verify(ctx, c, type, tokenHash(address, code.trim()), invalidCode));
  };
}

const LINK_TYPES = ['signup', 'invite', 'recovery', 'magiclink', 'email_change'] as const;

/**
 * `GET /verify?token=<hash>&type=…&redirect_to=…`: the link in emails. Redirects (303) to
 * `redirect_to#access_token=…&refresh_token=…&type=…`, which supabase-js picks up in the browser,
 * or to `redirect_to#error=access_denied&error_code=…` when the link is bad.
 */
export function verifyGet(ctx: AuthContext) {
  return async (c: Context) => {
    const type = c.req.query('type') ?? '';
    const kind = LINK_TYPES.find((linkType) => linkType === type) ?? 'signup';
    const target = new URL(safeRedirect(ctx, c, c.req.query('redirect_to'), kind));
    const fragment = new URLSearchParams();
    try {
      enforceLimit(ctx, c, 'verify');
      const session = await verify(ctx, c, type, c.req.query('token') ?? '', 'Email link is invalid or has expired');
      if (session) {
        fragment.set('access_token', session.access_token);
        fragment.set('expires_at', String(session.expires_at));
        fragment.set('expires_in', String(session.expires_in));
        fragment.set('refresh_token', session.refresh_token);
        fragment.set('token_type', 'bearer');
        fragment.set('type', type);
      } else {
        fragment.set('message', SINGLE_CONFIRMATION);
      }
    } catch (error) {
      const e = error as { code?: string; message?: string; status?: number };
      if (!e.code || !e.status || e.status >= 500) throw error;
      fragment.set('error', e.status === 429 ? 'too_many_requests' : 'access_denied');
      fragment.set('error_code', e.code);
      fragment.set('error_description', e.message ?? '');
    }
    target.hash = fragment.toString();
    return c.redirect(target.href, 303);
  };
}

/**
 * `POST /recover` `{ email }`: issues a recovery link (logged by the mailer) when the address
 * belongs to a user; always answers `{}` so addresses cannot be probed.
 */
export function recover(ctx: AuthContext) {
  return async (c: Context) => {
    enforceLimit(ctx, c, 'recover');
    const body = await readBody(c);
    const email = requireEmail(body.email);
    const user = await findUserByEmail(ctx.db, email);
    if (user && !isBanned(user)) {
      const token = await ctx.db.transaction(async (tx) => {
        const issued = await issueToken(tx, user, 'recovery_token', email);
        await updateUser(tx, user.id, { recovery_sent_at: 'now()' });
        return issued;
      });
      const redirectTo = safeRedirect(ctx, c, c.req.query('redirect_to'), 'recovery');
      ctx.sendEmail(composeEmail(c, 'recovery', email, token, redirectTo));
    }
    return c.json({});
  };
}

/** `POST /resend` `{ type: 'signup', email }`: sends the confirmation link again. */
export function resend(ctx: AuthContext) {
  return async (c: Context) => {
    enforceLimit(ctx, c, 'recover');
    const body = await readBody(c);
    if (body.type !== 'signup') throw errors.validation('Only type "signup" can be resent');
    const email = requireEmail(body.email);
    const user = await findUserByEmail(ctx.db, email);
    if (user && !user.email_confirmed_at) {
      const token = await ctx.db.transaction(async (tx) => {
        const issued = await issueToken(tx, user, 'confirmation_token', email);
        await updateUser(tx, user.id, { confirmation_sent_at: 'now()' });
        return issued;
      });
      ctx.sendEmail(composeEmail(c, 'signup', email, token, safeRedirect(ctx, c, c.req.query('redirect_to'), 'signup')));
    }
    return c.json({});
  };
}
