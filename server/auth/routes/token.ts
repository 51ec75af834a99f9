import type { Context } from 'hono';
import type { AuthContext } from '../context.ts';
import { AuthError, errors } from '../errors.ts';
import { requireUser } from '../guard.ts';
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

/** The ID-token issuers of GoTrue's built-in providers (`keycloak`'s is configured, so none here). */
const ID_TOKEN_ISSUERS: Record<string, string> = {
  google: 'https://accounts.google.com',
  facebook: 'https://www.facebook.com',
  keycloak: '',
  kakao: 'https://kauth.kakao.com',
  vercel_marketplace: 'https://marketplace.vercel.com',
  snapchat: 'https://accounts.snapchat.com/accounts/oauth2/token',
};
const APPLE_ISSUERS = ['https://appleid.apple.com', 'https://account.apple.com'];

/** The `iss` of an ID token, read without verifying it (as GoTrue does to tell Apple's and Azure's issuers apart). */
function unverifiedIssuer(idToken: string): string | null {
  const parts = idToken.split('.');
  if (parts.length !== 3) return null;
  try {
    const payload = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')) as unknown;
    const iss = typeof payload === 'object' && payload !== null ? (payload as { iss?: unknown }).iss : undefined;
    return typeof iss === 'string' ? iss : '';
  } catch {
    return null;
  }
}

/** The issuer GoTrue detects in an Apple or Azure ID token; 400 `validation_failed` when it is not theirs. */
function detectedIssuer(name: 'Apple' | 'Azure', idToken: string, given: string | undefined, belongs: (issuer: string) => boolean) {
  const issuer = unverifiedIssuer(idToken);
  if (issuer === null) throw errors.validation(`Unable to detect issuer in ID token for ${name} provider`);
  if (!belongs(issuer)) throw errors.validation(`Detected ID token issuer is not an ${name} ID token issuer`);
  if (given && given !== issuer) throw errors.validation('Provided issuer does not match ID token issuer');
  return issuer;
}

/**
 * Which disabled provider an ID token names, as GoTrue finds it: the provider, or an issuer one
 * of them uses; a `custom:` provider needs custom OAuth providers, and any other issuer must be
 * on an allow list, and neither exists here.
 */
function disabledProvider(provider: string, issuer: string | undefined, idToken: string): AuthError {
  if (provider === 'apple' || (issuer && APPLE_ISSUERS.includes(issuer))) {
    issuer = detectedIssuer('Apple', idToken, issuer, (iss) => APPLE_ISSUERS.includes(iss));
  } else if (provider === 'azure' || issuer?.startsWith('https://login.microsoftonline.com/')) {
    const azure = (iss: string) => iss.startsWith('https://login.microsoftonline.com/') || iss.startsWith('https://sts.windows.net/');
    issuer = detectedIssuer('Azure', idToken, issuer, azure);
  } else {
    const known = Object.entries(ID_TOKEN_ISSUERS).find(([name, iss]) => name === provider || (!!iss && iss === issuer));
    if (!known) {
      if (provider.startsWith('custom:')) return errors.validation('Custom OAuth providers are disabled');
      return errors.validation(`Custom OIDC provider "${provider}" not allowed`);
    }
    issuer = known[1];
  }
  return new AuthError(400, 'provider_disabled', `Provider (issuer "${issuer}") is not enabled`);
}

/** GoTrue's OAuth-style error of the ID-token grant: 400 `{ error, error_description }`. */
const oauthError = (c: Context, description: string) => c.json({ error: 'invalid request', error_description: description }, 400);

/**
 * `POST /token?grant_type=id_token` (`signInWithIdToken`, and `linkIdentity` with a token):
 * Haven enables no ID-token provider, so every well-formed request is refused with GoTrue's
 * answer for a provider that is not enabled (400 `provider_disabled`), after GoTrue's own checks
 * of the request (a token and a provider, and for linking a signed-in user).
 */
async function idTokenGrant(ctx: AuthContext, c: Context) {
  enforceLimit(ctx, c, 'signIn');
  const body = await readBody(c);
  const idToken = optionalString(body, 'id_token');
  if (!idToken) return oauthError(c, 'id_token required');
  const provider = optionalString(body, 'provider') ?? '';
  const issuer = optionalString(body, 'issuer');
  if (!provider && (!optionalString(body, 'client_id') || !issuer)) return oauthError(c, 'provider or client_id and issuer required');
  if (body.link_identity === true) {
    if (!c.req.header('authorization')) return oauthError(c, 'Linking requires a valid user access token in Authorization');
    await requireUser(c, ctx.db, ctx.jwtSecret);
  }
  throw disabledProvider(provider, issuer, idToken);
}

/** `POST /token?grant_type=password|refresh_token|id_token`: signs in, or rotates a refresh token. */
export function token(ctx: AuthContext) {
  return async (c: Context) => {
    const grant = c.req.query('grant_type');
    if (grant === 'password') return c.json(await passwordGrant(ctx, c));
    if (grant === 'refresh_token') return c.json(await refreshGrant(ctx, c));
    if (grant === 'id_token') return idTokenGrant(ctx, c);
    throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type');
  };
}
