import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The API version auth-js sends; from it on, errors are `{ code, message }`. */
export const API_VERSION = '2024-01-01';
export const API_VERSION_HEADER = 'X-Supabase-Api-Version';

/**
 * A GoTrue error: an HTTP status, a stable `code` (auth-js exposes it as `error.code`) and a
 * human message. `extra` adds fields such as `weak_password: { reasons }`.
 */
export class AuthError extends Error {
  override name = 'AuthError';
  readonly status: ContentfulStatusCode;
  readonly code: string;
  readonly extra: Record<string, unknown>;
  constructor(status: ContentfulStatusCode, code: string, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.extra = extra;
  }
}

export const errors = {
  validation: (message: string) => new AuthError(400, 'validation_failed', message),
  badJson: () => new AuthError(400, 'bad_json', 'Could not parse request body as JSON'),
  invalidCredentials: () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials'),
  emailNotConfirmed: () => new AuthError(400, 'email_not_confirmed', 'Email not confirmed'),
  userBanned: (status: 400 | 403 = 400) => new AuthError(status, 'user_banned', 'User is banned'),
  emailInvalid: () => new AuthError(400, 'email_address_invalid', 'Unable to validate email address: invalid format'),
  userAlreadyExists: () => new AuthError(422, 'user_already_exists', 'User already registered'),
  emailExists: () => new AuthError(422, 'email_exists', 'A user with this email address has already been registered'),
  samePassword: () => new AuthError(422, 'same_password', 'New password should be different from the old password.'),
  noAuthorization: () => new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: (detail: string) => new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`),
  missingSub: () => new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim'),
  userNotFound: (message = 'User from sub claim in JWT does not exist') => new AuthError(403, 'user_not_found', message),
  sessionNotFound: () => new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  notAdmin: (message = 'User not allowed') => new AuthError(403, 'not_admin', message),
  refreshTokenNotFound: () => new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshTokenAlreadyUsed: () => new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  otpExpired: (message = 'Email link is invalid or has expired') => new AuthError(403, 'otp_expired', message),
  rateLimited: () => new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached'),
  notFound: () => new AuthError(404, 'not_found', 'Not found'),
  mfaFactorNotFound: (message = 'Factor not found') => new AuthError(404, 'mfa_factor_not_found', message),
  mfaVerificationFailed: () => new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered'),
  mfaChallengeExpired: (id: string) =>
    new AuthError(
      422,
      'mfa_challenge_expired',
      `MFA challenge ${id} has expired, verify against another challenge or create a new challenge.`,
    ),
  insufficientAal: (message: string) => new AuthError(422, 'insufficient_aal', message),
};

/** True when the request opted into the 2024-01-01 error shape (auth-js always does). */
export function usesCurrentApi(c: Context): boolean {
  const requested = c.req.header(API_VERSION_HEADER);
  return !!requested && /^\d{4}-\d{2}-\d{2}$/.test(requested) && requested >= API_VERSION;
}

/**
 * GoTrue's error body: `{ code, message }` for API version 2024-01-01 (and the version echoed in
 * the response header, which is how auth-js knows to read `code`), else the legacy
 * `{ code: <status>, error_code, msg }`. Both carry `x-sb-error-code`.
 */
export function authErrorResponse(c: Context, error: AuthError): Response {
  c.header('x-sb-error-code', error.code);
  if (error.status === 429) {
    const retryAfter = error.extra['retryAfter'];
    c.header('Retry-After', String(typeof retryAfter === 'number' ? retryAfter : 60));
  }
  const { retryAfter: _ignored, ...extra } = error.extra;
  if (usesCurrentApi(c)) {
    c.header(API_VERSION_HEADER, API_VERSION);
    return c.json({ code: error.code, message: error.message, ...extra }, error.status);
  }
  return c.json({ code: error.status, error_code: error.code, msg: error.message, ...extra }, error.status);
}
