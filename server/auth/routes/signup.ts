import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { AuthContext } from '../context.ts';
import { AuthError, errors } from '../errors.ts';
import { optionalObject, optionalString, readBody, requireEmail, type Body } from '../input.ts';
import { composeEmail, safeRedirect } from '../mailer.ts';
import { issueToken } from '../one-time-tokens.ts';
import { assertStrongPassword } from '../password-strength.ts';
import { hashPassword } from '../passwords.ts';
import { enforceLimit, issuer, sessionMeta } from '../request-meta.ts';
import { startSession } from '../sessions.ts';
import { findUserByEmail, insertAnonymousUser, insertUser, updateUser, userJson, type UserRecord } from '../users.ts';

/** Maps a failed insert into auth.users: a duplicate email, or a failing trigger (500, as GoTrue). */
export function userInsertError(error: unknown, duplicate: () => AuthError): AuthError {
  if ((error as { code?: string }).code === '23505') return duplicate();
  console.error('[auth] could not save a new user:', (error as Error).message);
  return new AuthError(500, 'unexpected_failure', 'Database error saving new user');
}

/** What GoTrue answers for an already-registered address when confirmations are on. */
function obfuscatedUser(email: string) {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

async function sendConfirmation(ctx: AuthContext, c: Context, user: UserRecord, email: string) {
  const redirectTo = safeRedirect(ctx, c, c.req.query('redirect_to'), 'signup');
  const sent = await ctx.db.transaction(async (tx) => {
    const token = await issueToken(tx, user, 'confirmation_token', email);
    return { token, user: await updateUser(tx, user.id, { confirmation_sent_at: 'now()' }) };
  });
  ctx.sendEmail(composeEmail(c, 'signup', email, sent.token, redirectTo));
  return sent.user;
}

/**
 * `POST /signup` without email or phone (`signInAnonymously({ options: { data } })`): a new
 * anonymous user (`is_anonymous` in the user and the JWT) and a session, when
 * `HAVEN_ANONYMOUS_SIGN_INS` is on; else 422 `anonymous_provider_disabled`. They use the
 * `authenticated` role like everyone else; policies tell them apart by the JWT's `is_anonymous`.
 */
async function signUpAnonymously(ctx: AuthContext, c: Context, body: Body) {
  if (!ctx.config.anonymousSignIns) throw new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  const data = optionalObject(body, 'data') ?? {};
  return ctx.db.transaction(async (tx) => {
    const user = await insertAnonymousUser(tx, data);
    return startSession(ctx, tx, issuer(c), user, 'anonymous', sessionMeta(ctx, c));
  });
}

/**
 * `POST /signup` `{ email, password, data }`: creates the user (`data` → user_metadata). With
 * email confirmation off it answers with a session; with it on, with the bare user, and the
 * confirmation link goes to the mailer.
 */
export function signup(ctx: AuthContext) {
  return async (c: Context) => {
    enforceLimit(ctx, c, 'signUp');
    const body = await readBody(c);
    if (body.email === undefined || body.email === null || body.email === '') {
      if (body.phone) throw new AuthError(422, 'phone_provider_disabled', 'Phone signups are disabled');
      return c.json(await signUpAnonymously(ctx, c, body));
    }
    const email = requireEmail(body.email);
    const password = optionalString(body, 'password');
    if (!password) throw errors.validation('Signup requires a valid password');
    assertStrongPassword(password, ctx.config.minimumPasswordLength);
    const data = optionalObject(body, 'data') ?? {};

    const existing = await findUserByEmail(ctx.db, email);
    if (existing) {
      if (!ctx.config.emailConfirmation) throw errors.userAlreadyExists();
      if (existing.email_confirmed_at) return c.json(obfuscatedUser(email));
      return c.json(userJson(await sendConfirmation(ctx, c, existing, email)));
    }

    const passwordHash = await hashPassword(password);
    const confirmed = !ctx.config.emailConfirmation;
    const user = await ctx.db
      .transaction((tx) => insertUser(tx, { email, passwordHash, userMetadata: data, confirmed }))
      .catch((error: unknown) => {
        throw userInsertError(error, errors.userAlreadyExists);
      });
    if (!confirmed) return c.json(userJson(await sendConfirmation(ctx, c, user, email)));
    const session = await ctx.db.transaction((tx) => startSession(ctx, tx, issuer(c), user, 'password', sessionMeta(ctx, c)));
    return c.json(session);
  };
}
