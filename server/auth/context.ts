import type { AuthConfig } from '../config.ts';
import type { Database } from '../db/index.ts';
import type { JwtSecret } from '../jwt.ts';
import type { SlidingWindowLimiter } from './rate-limit.ts';

/** An email the server would send; the embedded server logs it instead (see `mailer.ts`). */
export interface AuthEmail {
  type: 'signup' | 'recovery' | 'email_change' | 'magiclink' | 'invite' | 'reauthentication';
  to: string;
  /**
   * The link the email's button points at (GoTrue's `{{ .ConfirmationURL }}`); empty for
   * `reauthentication`, whose email carries only the code.
   */
  link: string;
  /** For templates that call `verifyOtp({ token_hash, type })` themselves. */
  tokenHash: string;
  /** The 6-digit code, for `verifyOtp({ email, token, type })`. */
  code: string;
  redirectTo: string;
}

export type LimitBucket = 'signIn' | 'signUp' | 'recover' | 'refresh' | 'verify';

/** What every auth route needs. */
export interface AuthContext {
  db: Database;
  config: AuthConfig;
  jwtSecret: JwtSecret;
  /** Origin of the static site (email links land there); `null`: the request's origin. */
  siteUrl: string | null;
  sendEmail: (email: AuthEmail) => void;
  limiters: Record<LimitBucket, SlidingWindowLimiter> | null;
}
