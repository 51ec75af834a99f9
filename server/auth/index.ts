import { describeError } from '../http/describe-error.ts';
import { Hono } from 'hono';
import type { AuthConfig } from '../config.ts';
import type { Database } from '../db/index.ts';
import { publicJwk, type JwtSecret } from '../jwt.ts';
import type { AuthContext, AuthEmail, LimitBucket } from './context.ts';
import { API_VERSION, API_VERSION_HEADER, AuthError, authErrorResponse, errors, usesCurrentApi } from './errors.ts';
import { consoleMailer } from './mailer.ts';
import { SlidingWindowLimiter } from './rate-limit.ts';
import { adminRoutes } from './routes/admin.ts';
import { challengeFactor, enrollFactor, unenrollFactor, verifyFactor } from './routes/factors.ts';
import { signup } from './routes/signup.ts';
import { token } from './routes/token.ts';
import { invite, otp } from './routes/otp.ts';
import { getUser, logout, manualLinking, reauthenticate, updateCurrentUser } from './routes/user.ts';
import { recover, resend, verifyGet, verifyPost } from './routes/verify.ts';

export type { AuthEmail } from './context.ts';

export interface AuthOptions {
  db: Database;
  config: AuthConfig;
  /** The HS256 secret and ES256 keys that sign and verify tokens. */
  jwtSecret: JwtSecret;
  /** Origin of the static site, for links in emails; `null`: the request's origin. */
  siteUrl?: string | null | undefined;
  /** Receives every email the server would send; defaults to printing the link to the console. */
  sendEmail?: ((email: AuthEmail) => void) | undefined;
}

function limiters(config: AuthConfig): AuthContext['limiters'] {
  if (!config.rateLimits) return null;
  const entries = Object.entries(config.rateLimits).map(([bucket, limit]) => [bucket, new SlidingWindowLimiter(limit)]);
  return Object.fromEntries(entries) as Record<LimitBucket, SlidingWindowLimiter>;
}

/**
 * `/auth/v1`: the GoTrue subset supabase-js uses — sign-up (also anonymous), password and
 * refresh-token grants with rotation, passwordless email (magic link and code), invites,
 * GoTrue's refusals for what is not enabled (phone codes, ID-token providers, identity linking),
 * reauthentication, TOTP MFA (enroll, challenge, verify, unenroll; aal/amr claims), logout
 * scopes, the user, recovery and email links, settings, health and the service-role admin API — with GoTrue's JSON, claims, error codes and per-IP rate limits.
 *
 * @example
 * app.route('/auth/v1', createAuthApp({ db, config: config.auth, jwtSecret: keys.jwtSecret }));
 */
export function createAuthApp(options: AuthOptions): Hono {
  const ctx: AuthContext = {
    db: options.db,
    config: options.config,
    jwtSecret: options.jwtSecret,
    siteUrl: options.siteUrl ?? null,
    sendEmail: options.sendEmail ?? consoleMailer(),
    limiters: limiters(options.config),
  };

  const auth = new Hono();
  auth.use(async (c, next) => {
    await next();
    if (usesCurrentApi(c)) c.header(API_VERSION_HEADER, API_VERSION);
  });
  auth.onError((error, c) => {
    if (error instanceof AuthError) return authErrorResponse(c, error);
    console.error(`[auth] ${c.req.method} ${c.req.path} failed: ${describeError(error)}`);
    return authErrorResponse(
      c,
      new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information'),
    );
  });

  auth.post('/signup', signup(ctx));
  auth.post('/token', token(ctx));
  auth.post('/logout', logout(ctx));
  auth.get('/user', getUser(ctx));
  auth.put('/user', updateCurrentUser(ctx));
  auth.get('/user/identities/authorize', manualLinking(ctx));
  auth.delete('/user/identities/:id', manualLinking(ctx));
  auth.post('/recover', recover(ctx));
  auth.post('/resend', resend(ctx));
  auth.post('/verify', verifyPost(ctx));
  auth.get('/verify', verifyGet(ctx));
  auth.post('/otp', otp(ctx));
  // GoTrue's older name for an email OTP; supabase-js calls /otp.
  auth.post('/magiclink', otp(ctx));
  auth.post('/invite', invite(ctx));
  auth.get('/reauthenticate', reauthenticate(ctx));
  auth.post('/factors', enrollFactor(ctx));
  auth.post('/factors/:id/challenge', challengeFactor(ctx));
  auth.post('/factors/:id/verify', verifyFactor(ctx));
  auth.delete('/factors/:id', unenrollFactor(ctx));
  auth.route('/admin', adminRoutes(ctx));

  auth.get('/settings', (c) =>
    c.json({
      external: { email: true, phone: false, anonymous_users: ctx.config.anonymousSignIns, google: false, github: false, apple: false },
      disable_signup: false,
      mailer_autoconfirm: !ctx.config.emailConfirmation,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
      passkeys_enabled: false,
    }),
  );
  auth.get('/health', (c) => c.json({ version: 'haven', name: 'GoTrue', description: "Haven's embedded GoTrue-compatible auth API" }));
  // The public ES256 keys, for verifying access tokens locally (supabase-js's getClaims()); the
  // HS256 secret is symmetric and never published. GoTrue lets clients cache the set.
  const jwks = typeof ctx.jwtSecret === 'string' ? [] : ctx.jwtSecret.signingKeys.map(publicJwk);
  auth.get('/.well-known/jwks.json', (c) => c.json({ keys: jwks }, 200, { 'Cache-Control': 'public, max-age=600' }));
  auth.all('*', () => {
    throw errors.notFound();
  });
  return auth;
}
