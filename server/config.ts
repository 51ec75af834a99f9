import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The project root (the folder holding `package.json`, `server/` and `supabase/`). */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A per-IP sliding window: at most `max` requests in `windowSeconds`. */
export interface RateLimit {
  max: number;
  windowSeconds: number;
}

export interface AuthConfig {
  /** Access-token lifetime in seconds. */
  jwtExpiry: number;
  /** Seconds a revoked refresh token may still be exchanged (GoTrue's `refresh_token_reuse_interval`). */
  refreshTokenReuseInterval: number;
  minimumPasswordLength: number;
  /** When true, sign-up returns the user without a session until the emailed link is followed. */
  emailConfirmation: boolean;
  /** Lifetime of confirmation and recovery links and codes, in seconds. */
  otpExpiry: number;
  /**
   * `signInAnonymously()` creates users with `is_anonymous: true`. Off by default, as in hosted
   * Supabase (GoTrue's `GOTRUE_EXTERNAL_ANONYMOUS_USERS_ENABLED`).
   */
  anonymousSignIns: boolean;
  /**
   * GoTrue's "secure password change" (`GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION`):
   * a password change from a session older than 24 hours needs the nonce `reauthenticate()` sends.
   */
  securePasswordChange: boolean;
  /** Seconds an MFA challenge may be answered (GoTrue's `MFA_CHALLENGE_EXPIRY_DURATION`, 300). */
  mfaChallengeExpiry: number;
  /** `null` turns rate limiting off. */
  rateLimits: { signIn: RateLimit; signUp: RateLimit; recover: RateLimit; refresh: RateLimit; verify: RateLimit } | null;
  /** Take the client address from `X-Forwarded-For` (only behind a trusted reverse proxy). */
  trustProxy: boolean;
  /**
   * How access tokens are signed: `HS256` with the JWT secret (as a hosted project's legacy
   * secret), or `ES256` with the asymmetric key published in the JWKS. Either way, tokens signed
   * the other way stay valid until they expire.
   */
  jwtAlgorithm: 'HS256' | 'ES256';
}

/** The Data API (`/rest/v1`), PostgREST's `db-schemas` and `db-aggregates-enabled`. */
export interface RestConfig {
  /** Schemas `Accept-Profile`/`Content-Profile` may choose; the first is the default. */
  schemas: string[];
  /** Allow `count()`, `col.sum()`, `avg`, `min`, `max` in `select=`. */
  aggregates: boolean;
}

export interface Config {
  port: number;
  host: string;
  /** Absolute path of the data directory; `null` keeps the database and keys in memory. */
  dataDir: string | null;
  /** Real PostgreSQL instead of PGlite. */
  databaseUrl: string | null;
  /** Overrides the generated JWT secret (at least 32 characters). */
  jwtSecret: string | null;
  /** Where links in auth emails point (the static site's origin); `null`: the request's origin. */
  siteUrl: string | null;
  distDir: string;
  functionsDir: string;
  migrationsDir: string;
  seedFile: string;
  /**
   * Fictional sample partners (`supabase/sample-partners.sql`) in the directory: added on every
   * start when true, removed when false. Off unless HAVEN_SAMPLE_PARTNERS turns it on.
   */
  samplePartners: boolean;
  samplePartnersFile: string;
  /** Environment variable names edge functions may read through `Deno.env.get`. */
  functionsEnv: string[];
  logRequests: boolean;
  auth: AuthConfig;
  rest: RestConfig;
}

const flag = (fallback: boolean) =>
  z
    .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'], {
      error: 'must be one of true/false, on/off, yes/no, 1/0',
    })
    .optional()
    .transform((value) => (value === undefined ? fallback : ['1', 'true', 'on', 'yes'].includes(value)));

const internalSchemas = ['auth', 'private', 'pg_catalog', 'information_schema'];

const count = (fallback: number, min = 0) => z.coerce.number().int().min(min).default(fallback);

const env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4321),
  HOST: z.string().min(1).default('127.0.0.1'),
  HAVEN_DATA_DIR: z.string().default('.haven-data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  HAVEN_JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  HAVEN_SITE_URL: z.url({ error: 'must be an absolute URL such as http://localhost:4321' }).optional(),
  HAVEN_DIST_DIR: z.string().min(1).default('dist'),
  HAVEN_FUNCTIONS_DIR: z.string().min(1).default('supabase/functions'),
  HAVEN_MIGRATIONS_DIR: z.string().min(1).default('supabase/migrations'),
  HAVEN_SEED_FILE: z.string().min(1).default('supabase/seed.sql'),
  // Off by default, so a deployment never lists fictional people; npm start and the tests turn it on.
  HAVEN_SAMPLE_PARTNERS: flag(false),
  // Variables edge functions may read, besides the SUPABASE_* ones (comma-separated).
  HAVEN_FUNCTIONS_ENV: z
    .string()
    .default('HAVEN_DEPLOY_HOOK_URL,HAVEN_COMPANION_API_URL,HAVEN_COMPANION_API_KEY,HAVEN_COMPANION_MODEL,HAVEN_COMPANION_TIMEOUT_MS'),
  HAVEN_LOG_REQUESTS: flag(true),
  HAVEN_EMAIL_CONFIRMATION: flag(false),
  HAVEN_ANONYMOUS_SIGN_INS: flag(false),
  HAVEN_SECURE_PASSWORD_CHANGE: flag(false),
  HAVEN_JWT_EXPIRY: count(3600, 30),
  HAVEN_REFRESH_TOKEN_REUSE_INTERVAL: count(10),
  HAVEN_MIN_PASSWORD_LENGTH: count(8, 6),
  HAVEN_OTP_EXPIRY: count(3600, 60),
  HAVEN_MFA_CHALLENGE_EXPIRY: count(300, 30),
  HAVEN_RATE_LIMITS: flag(true),
  HAVEN_RATE_LIMIT_WINDOW_SECONDS: count(300, 1),
  HAVEN_RATE_LIMIT_SIGN_IN: count(30, 1),
  HAVEN_RATE_LIMIT_SIGN_UP: count(30, 1),
  HAVEN_RATE_LIMIT_RECOVER: count(30, 1),
  HAVEN_RATE_LIMIT_TOKEN_REFRESH: count(150, 1),
  HAVEN_RATE_LIMIT_VERIFY: count(30, 1),
  HAVEN_TRUST_PROXY: flag(false),
  HAVEN_JWT_ALGORITHM: z.enum(['HS256', 'ES256'], { error: 'must be HS256 or ES256' }).default('HS256'),
  // The Data API's exposed schemas, as in the dashboard's "Exposed schemas" (comma-separated).
  HAVEN_DB_SCHEMAS: z
    .string()
    .default('public')
    .transform((value) =>
      value
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(
          z
            .string()
            .regex(/^[A-Za-z_][A-Za-z0-9_$]{0,62}$/, 'must list schema names separated by commas')
            // Accounts, internal helpers and the catalogs are never an API, whatever the grants say.
            .refine((name) => !internalSchemas.includes(name), { error: (issue) => `must not expose the ${String(issue.input)} schema` }),
        )
        .min(1, 'must name a schema'),
    ),
  // Aggregate functions in select=, off by default as in PostgREST (db-aggregates-enabled).
  HAVEN_DB_AGGREGATES: flag(false),
});

/** Thrown when an environment variable is invalid; the message names each variable and why. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads the server configuration from environment variables, once, at start-up.
 * Relative paths resolve against the project root. `HAVEN_DATA_DIR=:memory:` keeps everything
 * in memory.
 *
 * @example
 * const config = loadConfig(process.env);
 */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = env.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const resolve = (p: string) => path.resolve(projectRoot, p);
  const port = e.PORT;
  const window = e.HAVEN_RATE_LIMIT_WINDOW_SECONDS;
  const limit = (max: number): RateLimit => ({ max, windowSeconds: window });
  return {
    port,
    host: e.HOST,
    dataDir: e.HAVEN_DATA_DIR === ':memory:' ? null : resolve(e.HAVEN_DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    jwtSecret: e.HAVEN_JWT_SECRET ?? null,
    siteUrl: e.HAVEN_SITE_URL ? e.HAVEN_SITE_URL.replace(/\/+$/, '') : null,
    distDir: resolve(e.HAVEN_DIST_DIR),
    functionsDir: resolve(e.HAVEN_FUNCTIONS_DIR),
    migrationsDir: resolve(e.HAVEN_MIGRATIONS_DIR),
    seedFile: resolve(e.HAVEN_SEED_FILE),
    samplePartners: e.HAVEN_SAMPLE_PARTNERS,
    samplePartnersFile: resolve('supabase/sample-partners.sql'),
    functionsEnv: e.HAVEN_FUNCTIONS_ENV.split(',')
      .map((name) => name.trim())
      .filter(Boolean),
    logRequests: e.HAVEN_LOG_REQUESTS,
    auth: {
      jwtExpiry: e.HAVEN_JWT_EXPIRY,
      refreshTokenReuseInterval: e.HAVEN_REFRESH_TOKEN_REUSE_INTERVAL,
      minimumPasswordLength: e.HAVEN_MIN_PASSWORD_LENGTH,
      emailConfirmation: e.HAVEN_EMAIL_CONFIRMATION,
      otpExpiry: e.HAVEN_OTP_EXPIRY,
      anonymousSignIns: e.HAVEN_ANONYMOUS_SIGN_INS,
      securePasswordChange: e.HAVEN_SECURE_PASSWORD_CHANGE,
      mfaChallengeExpiry: e.HAVEN_MFA_CHALLENGE_EXPIRY,
      rateLimits: e.HAVEN_RATE_LIMITS
        ? {
            signIn: limit(e.HAVEN_RATE_LIMIT_SIGN_IN),
            signUp: limit(e.HAVEN_RATE_LIMIT_SIGN_UP),
            recover: limit(e.HAVEN_RATE_LIMIT_RECOVER),
            refresh: limit(e.HAVEN_RATE_LIMIT_TOKEN_REFRESH),
            verify: limit(e.HAVEN_RATE_LIMIT_VERIFY),
          }
        : null,
      trustProxy: e.HAVEN_TRUST_PROXY,
      jwtAlgorithm: e.HAVEN_JWT_ALGORITHM,
    },
    rest: { schemas: e.HAVEN_DB_SCHEMAS, aggregates: e.HAVEN_DB_AGGREGATES },
  };
}
