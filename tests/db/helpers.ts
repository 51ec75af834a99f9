import { randomUUID } from 'node:crypto';
import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import {
  anonClient,
  createUserClient,
  serviceClient,
  startTestServer,
  TEST_PASSWORD,
  testEmail,
  type TestServer,
} from '../support/server.ts';
import { enrollTotp } from '../support/mfa.ts';

/**
 * The embedded server for one test file, on in-memory PGlite. With HAVEN_TEST_DATABASE_URL set
 * to a PostgreSQL server (e.g. `postgresql://postgres@localhost:5432/postgres`), the file gets
 * a fresh database of its own there instead, dropped again by `stop()`.
 */
export async function startDbTestServer(): Promise<TestServer> {
  const serverUrl = process.env.HAVEN_TEST_DATABASE_URL;
  if (!serverUrl) return startTestServer();
  const name = `haven_test_${randomUUID().replaceAll('-', '')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const server = await startTestServer({ env: { DATABASE_URL: url.toString() } });
  return {
    ...server,
    async stop() {
      await server.stop();
      await run(`drop database ${name}`);
    },
  };
}

/** Fixed ids from supabase/seed.sql and (DEMO_PARTNER, a fictional sample) supabase/sample-partners.sql. */
export const GAD7 = 'a0000000-0000-4000-8000-000000000007';
export const PHQ9 = 'a0000000-0000-4000-8000-000000000009';
export const gadItem = (n: number) => `b0000007-0000-4000-8000-00000000000${n}`;
export const phqItem = (n: number) => `b0000009-0000-4000-8000-00000000000${n}`;
export const DEMO_PARTNER = 'f0000000-0000-4000-8000-000000000001';

export type User = Awaited<ReturnType<typeof createUserClient>>;

/**
 * The data of a supabase-js result, failing the test with the server's message on error.
 * Writes without `.select()` and void functions succeed with `null`.
 */
export function ok<T>(result: { data: T; error: PostgrestError | null }): NonNullable<T> {
  if (result.error) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.data as NonNullable<T>;
}

/**
 * A signed-in admin: app_metadata.role = 'admin' (set through the admin API) and a verified TOTP
 * factor, so the session is at aal2 as the database requires for admin powers. `aal1: true`
 * stops after the password, for tests of what an admin without the second factor gets.
 */
export async function createAdmin(server: TestServer, options: { aal1?: boolean } = {}): Promise<User & { totpSecret?: string }> {
  const email = testEmail('admin');
  const { data, error } = await serviceClient(server).auth.admin.createUser({
    email,
    password: TEST_PASSWORD,
    email_confirm: true,
    app_metadata: { role: 'admin' },
  });
  if (error || !data.user) throw new Error(`Could not create an admin: ${error?.message}`);
  const client = anonClient(server);
  const signIn = await client.auth.signInWithPassword({ email, password: TEST_PASSWORD });
  if (signIn.error || !signIn.data.session) throw new Error(`Admin sign-in failed: ${signIn.error?.message}`);
  if (options.aal1) return { client, user: signIn.data.user, session: signIn.data.session, email, password: TEST_PASSWORD };
  const { secret } = await enrollTotp(client);
  const { data: raised } = await client.auth.getSession();
  return { client, user: raised.session!.user, session: raised.session!, email, password: TEST_PASSWORD, totpSecret: secret };
}

/** Makes sure these programs exist and are published (the content seeder does not run in tests). */
export async function ensurePrograms(server: TestServer, slugs: string[]) {
  const rows = slugs.map((slug) => ({
    slug,
    title: slug
      .split('-')
      .map((w) => w[0]!.toUpperCase() + w.slice(1))
      .join(' '),
    measure: ['low-mood', 'self-worth', 'burnout-recovery', 'better-sleep'].includes(slug) ? 'phq9' : 'gad7',
    published: true,
  }));
  ok(await serviceClient(server).from('programs').upsert(rows, { onConflict: 'slug' }).select('id'));
}

export const ALL_PROGRAMS = [
  'anxiety-management',
  'stress-reset',
  'mindfulness-foundations',
  'low-mood',
  'self-worth',
  'burnout-recovery',
  'better-sleep',
];

/** Starts an assessment session for the client's user. */
export async function startSession(user: User, sessionType = 'intake'): Promise<string> {
  const row = ok(
    await user.client
      .from('assessment_sessions')
      .insert({ user_id: user.user.id, session_type: sessionType, session_context: {} })
      .select('id')
      .single(),
  );
  return row.id as string;
}

/** Saves answers {question id: value} in one request. */
export async function answer(user: User, sessionId: string, answers: Record<string, number>) {
  const rows = Object.entries(answers).map(([clinical_question_id, value]) => ({
    session_id: sessionId,
    clinical_question_id,
    user_response_value: value,
    user_response_text: ['Not at all', 'Several days', 'More than half the days', 'Nearly every day'][value] ?? String(value),
  }));
  ok(await user.client.from('assessment_responses').upsert(rows, { onConflict: 'session_id,clinical_question_id' }).select('id'));
}

/** Item values adding up to `total`, filled from the first item (each item 0-3). */
export function spread(total: number, items: number): number[] {
  const values: number[] = [];
  let left = total;
  for (let i = 0; i < items; i++) {
    const v = Math.min(3, left);
    values.push(v);
    left -= v;
  }
  if (left > 0) throw new Error(`${total} does not fit in ${items} items`);
  return values;
}

export function gadAnswers(values: number[]): Record<string, number> {
  return Object.fromEntries(values.map((v, i) => [gadItem(i + 1), v]));
}

export function phqAnswers(values: number[]): Record<string, number> {
  return Object.fromEntries(values.map((v, i) => [phqItem(i + 1), v]));
}

export interface CompletionResult {
  session_id: string;
  crisis: boolean;
  crisis_types: string[];
  high_total: boolean;
  scores: {
    assessment_id: string;
    instrument: 'GAD-7' | 'PHQ-9';
    total_score: number;
    max_score: number;
    severity_level: string;
    item9_score: number | null;
    high_total: boolean;
  }[];
  recommendations: {
    program_id: string;
    slug: string;
    title: string;
    recommendation_score: number;
    recommendation_reason: string;
  }[];
}

export async function complete(user: User, sessionId: string): Promise<CompletionResult> {
  return ok(await user.client.rpc('complete_assessment', { p_session_id: sessionId })) as CompletionResult;
}

/** Rows of a table as the database superuser sees them (no RLS). */
export async function countRows(server: TestServer, sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await server.db.query<{ count: string | number }>(sql, params);
  return Number(rows[0]!.count);
}

export function anon(server: TestServer): SupabaseClient {
  return anonClient(server);
}
