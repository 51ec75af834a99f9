import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createClient, type Session, type SupabaseClient, type User } from '@supabase/supabase-js';
import type { AuthEmail } from '../../server/auth/index.ts';
import { loadConfig } from '../../server/config.ts';
import type { Database } from '../../server/db/index.ts';
import { startServer } from '../../server/start.ts';

export interface TestServer {
  /** Base URL for supabase-js, e.g. `http://127.0.0.1:39123`. */
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  /** The server's own database connection (superuser; bypasses RLS). */
  db: Database;
  /** Every auth email the server "sent" (confirmation, recovery…), oldest first. */
  emails: AuthEmail[];
  /** The newest email to `to` (optionally of one type), or undefined. */
  lastEmail(to: string, type?: AuthEmail['type']): AuthEmail | undefined;
  stop(): Promise<void>;
}

export interface TestServerOptions {
  /** Persist to this directory instead of an in-memory database. */
  dataDir?: string;
  /** Extra environment (see server/config.ts), e.g. `{ HAVEN_EMAIL_CONFIRMATION: 'on' }`. */
  env?: Record<string, string>;
}

const generousLimits = {
  HAVEN_RATE_LIMIT_SIGN_IN: '100000',
  HAVEN_RATE_LIMIT_SIGN_UP: '100000',
  HAVEN_RATE_LIMIT_RECOVER: '100000',
  HAVEN_RATE_LIMIT_TOKEN_REFRESH: '100000',
  HAVEN_RATE_LIMIT_VERIFY: '100000',
};

/**
 * Starts the full embedded server (auth, rest, functions, site) on a free port with an
 * in-memory PGlite, migrations and seed applied, quiet logs and generous rate limits.
 * With `HAVEN_TEST_DATABASE_URL` set, every test server uses that PostgreSQL database instead
 * (shared by all test files: tests must not assume an empty database).
 *
 * @example
 * const server = await startTestServer();
 * afterAll(() => server.stop());
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const emails: AuthEmail[] = [];
  const databaseUrl = process.env.HAVEN_TEST_DATABASE_URL;
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    HAVEN_DATA_DIR: options.dataDir ?? ':memory:',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    HAVEN_LOG_REQUESTS: 'off',
    // The database tests write to the fictional sample partners; pass 'off' to test without them.
    HAVEN_SAMPLE_PARTNERS: 'on',
    ...generousLimits,
    ...options.env,
  });
  const server = await startServer({
    config,
    log: () => {},
    sendEmail: (email) => void emails.push(email),
    databaseTemplate: options.dataDir || databaseUrl ? undefined : await databaseTemplate(options.env),
  });
  return {
    url: `http://127.0.0.1:${server.port}`,
    anonKey: server.anonKey,
    serviceRoleKey: server.serviceRoleKey,
    jwtSecret: server.keys.jwtSecret,
    db: server.db,
    emails,
    lastEmail: (to, type) => emails.findLast((email) => email.to === to.toLowerCase() && (!type || email.type === type)),
    stop: () => server.stop(),
  };
}

/**
 * The migrated database Vitest's global setup dumped (tests/support/database-template.ts), for a
 * server whose migrations and seed are the project's own; undefined outside Vitest.
 */
function databaseTemplate(env: Record<string, string> = {}): Promise<Blob> | undefined {
  const file = process.env['HAVEN_TEST_DATABASE_TEMPLATE'];
  if (!file || env['HAVEN_MIGRATIONS_DIR'] || env['HAVEN_SEED_FILE']) return undefined;
  // Read once per test file (44 MB); a Blob is never changed by the databases loaded from it.
  template ??= readFile(file).then((bytes) => new Blob([bytes]));
  return template;
}
let template: Promise<Blob> | undefined;

const nodeAuth = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

/** A supabase-js client with the anon key and no session. */
export function anonClient(server: Pick<TestServer, 'url' | 'anonKey'>): SupabaseClient {
  return createClient(server.url, server.anonKey, nodeAuth);
}

/** A supabase-js client with the service-role key (bypasses RLS; admin API). */
export function serviceClient(server: Pick<TestServer, 'url' | 'serviceRoleKey'>): SupabaseClient {
  return createClient(server.url, server.serviceRoleKey, nodeAuth);
}

/** A unique address for a throwaway test user. */
export function testEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.test`;
}

export const TEST_PASSWORD = 'calm-harbour-lantern-42';

/**
 * Signs up a fresh user through supabase-js and returns the signed-in client.
 *
 * @example
 * const { client, user } = await createUserClient(server);
 * await client.from('journal_entries').insert({ body: 'hello' });
 */
export async function createUserClient(
  server: Pick<TestServer, 'url' | 'anonKey'>,
  email: string = testEmail(),
  password: string = TEST_PASSWORD,
): Promise<{ client: SupabaseClient; user: User; session: Session; email: string; password: string }> {
  const client = anonClient(server);
  const { data, error } = await client.auth.signUp({ email, password });
  if (error) throw new Error(`Sign-up of ${email} failed: ${error.message}`);
  if (!data.user || !data.session) throw new Error(`Sign-up of ${email} returned no session (email confirmation on?)`);
  return { client, user: data.user, session: data.session, email, password };
}
