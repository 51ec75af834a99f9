import type { Context } from 'hono';
import type { AuthContext } from '../context.ts';
import { AuthError, errors } from '../errors.ts';
import { optionalString, readBody } from '../input.ts';
import { verifyPassword } from '../passwords.ts';
import { enforceLimit, issuer, sessionMeta } from '../request-meta.ts';
import { refreshSession, startSession } from '../sessions.ts';
import { findUserByEmail, isBanned } from '../users.ts';

async function passwordGrant(ctx: AuthContext, c: Context) {
  enforceLimit(ctx, c, 'signIn');
  const body = await readBody(c);
  const email = optionalString(body, 'email')?.trim();
  const password = optionalString(body, 'password') ?? '';
  if (!email) {
    if (body.phone) throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled');
    throw errors.validation('missing email or phone');
  }
  const user = await findUserByEmail(ctx.db, email);
  // verifyPassword spends the same time when there is no user, so timing does not reveal accounts.
  const valid = await verifyPassword(password, user?.encrypted_password ?? null, ctx.db);
  if (!user || !valid) throw errors.invalidCredentials();
  if (isBanned(user)) throw errors.userBanned();
  if (!user.email_confirmed_at) throw errors.emailNotConfirmed();
  return ctx.db.transaction((tx) => startSession(ctx, tx, issuer(c), user, 'password', sessionMeta(ctx, c)));
}

async function refreshGrant(ctx: AuthContext, c: Context) {
  enforceLimit(ctx, c, 'refresh');
  const body = await readBody(c);
  const token = optionalString(body, 'refresh_token');
  if (!token) throw errors.validation('refresh_token is required');
  return refreshSession(ctx, issuer(c), token);
}

/** `POST /token?grant_type=password|refresh_token`: signs in, or rotates a refresh token. */
export function token(ctx: AuthContext) {
  return async (c: Context) => {
    const grant = c.req.query('grant_type');
    if (grant === 'password') return c.json(await passwordGrant(ctx, c));
    if (grant === 'refresh_token') return c.json(await refreshGrant(ctx, c));
    throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type');
  };
}
