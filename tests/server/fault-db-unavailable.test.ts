import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DB_UNAVAILABLE_MESSAGE } from '../../server/http/db-guard.ts';
import { anonClient, createUserClient, startTestServer, type TestServer } from '../support/server.ts';

/**
 * The database going away must not turn into 500s or hanging requests: every API call that needs
 * it answers 503 `{ message }` with Retry-After within 2 s. A stalled database (a transaction that
 * holds PGlite's only connection) is abandoned the same way; a closed one (PGlite after close(),
 * like a stopped PostgreSQL) fails at once.
 */

let server: TestServer;
let token: string;
let email: string;
let password: string;

const timed = async (url: string, init: RequestInit = {}) => {
  const started = performance.now();
  const res = await fetch(`${server.url}${url}`, init);
  const text = await res.text();
  return { res, text, ms: performance.now() - started };
};

function expectUnavailable(answer: { res: Response; text: string; ms: number }, label: string) {
  expect(answer.res.status, `${label}: ${answer.text}`).toBe(503);
  expect(answer.res.headers.get('retry-after'), label).toBe('2');
  expect(answer.res.headers.get('content-type'), label).toMatch(/^application\/json/);
  expect(answer.res.headers.get('x-content-type-options'), label).toBe('nosniff');
  expect(JSON.parse(answer.text), label).toEqual({ message: DB_UNAVAILABLE_MESSAGE });
  expect(answer.ms, label).toBeLessThan(2000);
}

beforeAll(async () => {
  server = await startTestServer();
  const user = await createUserClient(server);
  token = user.session.access_token;
  email = user.email;
  password = user.password;
}, 180_000);
// The database was closed on purpose: stopping the schema cache's LISTEN then fails, as it should.
afterAll(() => server?.stop().catch(() => undefined));

describe('a stalled database', () => {
  test('requests waiting on it get 503 + Retry-After within 2 s, and it recovers when it moves again', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // Holds PGlite's only connection, as a wedged statement or a hung server would.
    const holder = server.db.transaction(async () => {
      await gate;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const headers = { apikey: server.anonKey, authorization: `Bearer ${token}`, origin: 'https://app.example' };
    const answers = Promise.all([
      timed('/rest/v1/mood_logs?select=id&limit=1', { headers }),
      timed('/rest/v1/mood_logs', {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', prefer: 'return=minimal' },
        body: JSON.stringify({ mood: 3, client_id: randomUUID() }),
      }),
      timed('/auth/v1/token?grant_type=password', {
        method: 'POST',
        headers: { apikey: server.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      }),
    ]);
    // Let the database move again whatever the answers were, so the file's other tests can run.
    const [read, write, signIn] = await answers.finally(async () => {
      release();
      await holder;
    });
    expectUnavailable(read, 'read');
    expectUnavailable(write, 'write');
    expectUnavailable(signIn, 'sign-in');
    expect(read.ms, 'a stall, not an error').toBeGreaterThan(900);
    expect(read.res.headers.get('access-control-allow-origin'), 'CORS survives').toBe('*');
    const again = await timed('/rest/v1/mood_logs?select=id&limit=1', { headers });
    expect(again.res.status, again.text).toBe(200);
  });
});

describe('a database that is gone', () => {
  beforeAll(async () => {
    await server.db.close();
  });

  test('REST reads, writes and RPCs answer 503 + Retry-After at once', async () => {
    const headers = { apikey: server.anonKey, authorization: `Bearer ${token}` };
    expectUnavailable(await timed('/rest/v1/journal_entries?select=id,title&limit=20', { headers }), 'read');
    expectUnavailable(await timed('/rest/v1/library_articles?select=slug', { headers: { apikey: server.anonKey } }), 'anon read');
    expectUnavailable(
      await timed('/rest/v1/mood_logs?on_conflict=user_id,client_id', {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', prefer: 'resolution=ignore-duplicates,return=minimal' },
        body: JSON.stringify({ mood: 4, client_id: randomUUID() }),
      }),
      'upsert',
    );
    expectUnavailable(
      await timed('/rest/v1/rpc/is_admin', { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: '{}' }),
      'rpc',
    );
  });

  test('auth answers 503 too, and supabase-js reports it as retryable', async () => {
    expectUnavailable(await timed('/auth/v1/user', { headers: { apikey: server.anonKey, authorization: `Bearer ${token}` } }), 'user');
    const client = anonClient(server);
    const { error } = await client.auth.signInWithPassword({ email, password });
    expect(error?.status).toBe(503);
    expect(error?.name).toBe('AuthRetryableFetchError');
    expect(error?.message).toBe(DB_UNAVAILABLE_MESSAGE);
  });

  test('a supabase-js write gets the message, not a 500', async () => {
    const { client } = { client: anonClient(server) };
    await client.auth.setSession({ access_token: token, refresh_token: 'unused' }).catch(() => undefined);
    const { error, status } = await client
      .from('mood_logs')
      .upsert({ mood: 2, client_id: randomUUID() }, { onConflict: 'user_id,client_id', ignoreDuplicates: true });
    expect(status).toBe(503);
    expect(error?.message).toBe(DB_UNAVAILABLE_MESSAGE);
  });

  test('requests that need no database still work', async () => {
    const health = await fetch(`${server.url}/auth/v1/health`);
    expect(health.status).toBe(200);
    const settings = await fetch(`${server.url}/auth/v1/settings`, { headers: { apikey: server.anonKey } });
    expect(settings.status).toBe(200);
    const badJwt = await fetch(`${server.url}/rest/v1/mood_logs`, { headers: { apikey: server.anonKey, authorization: 'Bearer x.y.z' } });
    expect(badJwt.status).toBe(401);
  });
});
