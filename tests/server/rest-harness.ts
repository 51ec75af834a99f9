import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { serve, type ServerType } from '@hono/node-server';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { Hono } from 'hono';
import { openDatabase, type Database } from '../../server/db/index.ts';
import { signJwt } from '../../server/jwt.ts';
import { createRestApp, type RestApp, type RestOptions } from '../../server/rest/index.ts';

export const jwtSecret = 'super-secret-jwt-token-with-at-least-32-characters-long';

export interface RestHarness {
  /** Server root, as given to `createClient`. */
  url: string;
  db: Database;
  rest: RestApp;
  anonKey: string;
  serviceKey: string;
  /** A supabase-js client with the anon key, or signed in with `accessToken`. */
  client(options?: { key?: string; accessToken?: string }): SupabaseClient;
  /** A user's access token (role authenticated). */
  userToken(sub: string, email?: string): Promise<string>;
  /** Raw HTTP against `/rest/v1`, for what supabase-js cannot send. */
  request(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/**
 * In-memory PGlite; or, with `HAVEN_REST_TEST_DATABASE_URL` pointing at a real PostgreSQL server,
 * a fresh database created there (and dropped afterwards) to check the same contract on it.
 */
async function openTestDatabase(): Promise<{ db: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env['HAVEN_REST_TEST_DATABASE_URL'];
  if (!serverUrl) return { db: await openDatabase({}), drop: async () => undefined };
  const admin = await openDatabase({ databaseUrl: serverUrl });
  const name = `haven_rest_${randomUUID().replaceAll('-', '')}`;
  await admin.exec(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    db: await openDatabase({ databaseUrl: url.toString() }),
    async drop() {
      // Closed pool connections linger for a moment server-side; wait for them rather than
      // terminating them (which would surface as errors on the already-closed clients).
      for (let i = 0; i < 100; i++) {
        const { rows } = await admin.query('select 1 from pg_stat_activity where datname = $1::text', [name]);
        if (rows.length === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await admin.exec(`drop database ${name} with (force)`);
      await admin.close();
    },
  };
}

/**
 * Starts `/rest/v1` over a fresh in-memory PGlite (bootstrap + the REST fixture) on a free port.
 * Share one per test file: PGlite takes a few seconds to start.
 */
export async function startRestServer(options: Partial<Omit<RestOptions, 'db' | 'jwtSecret'>> = {}): Promise<RestHarness> {
  const { db, drop } = await openTestDatabase();
  const root = new URL('../../', import.meta.url);
  await db.exec(await readFile(new URL('server/sql/bootstrap.sql', root), 'utf8'));
  await db.exec(await readFile(new URL('tests/server/fixtures/rest-schema.sql', root), 'utf8'));
  const rest = createRestApp({ db, jwtSecret, ...options });
  const app = new Hono().route('/rest/v1', rest);
  let server: ServerType | undefined;
  const port = await new Promise<number>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => resolve(info.port));
  });
  const url = `http://127.0.0.1:${port}`;
  const anonKey = await signJwt(jwtSecret, { role: 'anon' });
  const serviceKey = await signJwt(jwtSecret, { role: 'service_role' });
  return {
    url,
    db,
    rest,
    anonKey,
    serviceKey,
    client({ key = anonKey, accessToken } = {}) {
      return createClient(url, key, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        ...(accessToken ? { global: { headers: { Authorization: `Bearer ${accessToken}` } } } : {}),
      });
    },
    userToken: (sub, email = `${sub.slice(0, 8)}@example.com`) =>
      signJwt(jwtSecret, { role: 'authenticated', sub, email, aud: 'authenticated' }, 3600),
    request(path, init = {}) {
      const headers = new Headers(init.headers);
      if (!headers.has('apikey')) headers.set('apikey', anonKey);
      return fetch(`${url}/rest/v1${path}`, { ...init, headers });
    },
    async close() {
      await rest.close();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      await db.close();
      await drop();
    },
  };
}
