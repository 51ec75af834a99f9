/**
 * Backend benchmark (prints figures; not a test): an authenticated member reading their latest
 * 20 journal entries, and inserting one mood check-in per request, through the REST layer over
 * loopback with unmodified HTTP. Runs on PGlite, and on PostgreSQL when DATABASE_URL is set or
 * Debian's PostgreSQL can be started (scripts/check-postgres does the same).
 *
 *   node scripts/bench-backend.ts [seconds=10] [connections=16]
 * Target on 2 cores: ≥ 500 req/s with p99 ≤ 100 ms on PGlite.
 */
import autocannon from 'autocannon';
import { createClient } from '@supabase/supabase-js';
import { startServer } from '../server/start.ts';

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 16);

async function bench(label: string, env: Record<string, string | undefined>) {
  const server = await startServer({
    env: { ...process.env, ...env, PORT: '0', HAVEN_LOG_REQUESTS: 'false', HAVEN_RATE_LIMITS: 'off' },
    log: () => undefined,
  });
  try {
    const client = createClient(server.url, server.anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
    const email = `bench-${Date.now()}@example.com`;
    const { data, error } = await client.auth.signUp({ email, password: 'a calm benchmark passphrase' });
    if (error || !data.session) throw new Error(`sign-up failed: ${error?.message}`);
    const token = data.session.access_token;
    const rows = Array.from({ length: 200 }, (_, i) => ({ title: `Entry ${i}`, body: 'A few quiet words about the day. '.repeat(20) }));
    await client.from('journal_entries').insert(rows).throwOnError();
    const headers = {
      apikey: server.anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'accept-profile': 'public',
    };

    const run = (request: autocannon.Request) =>
      new Promise<autocannon.Result>((resolve, reject) => {
        autocannon({ url: server.url, connections, duration: seconds, requests: [request] }, (err, result) =>
          err ? reject(err) : resolve(result),
        );
      });
    const read = await run({
      method: 'GET',
      path: '/rest/v1/journal_entries?select=id,title,body,created_at&order=created_at.desc&limit=20',
      headers,
    });
    const write = await run({
      method: 'POST',
      path: '/rest/v1/mood_logs',
      headers: { ...headers, 'content-profile': 'public', prefer: 'return=minimal' },
      body: JSON.stringify({ mood: 3, energy: 3, note: 'benchmark' }),
    });
    for (const [name, result] of [
      ['read latest 20 journal entries', read],
      ['insert one mood check-in', write],
    ] as const) {
      const failures = result.non2xx + result.errors + result.timeouts;
      console.log(
        `${label.padEnd(10)} ${name.padEnd(32)} ${result.requests.average.toFixed(0).padStart(6)} req/s  p50 ${String(result.latency.p50).padStart(4)} ms  p99 ${String(result.latency.p99).padStart(4)} ms  failures ${failures}`,
      );
    }
  } finally {
    await server.stop();
  }
}

console.log(`${seconds} s per workload, ${connections} connections, loopback`);
await bench('PGlite', { HAVEN_DATA_DIR: ':memory:', DATABASE_URL: undefined });
if (process.env['DATABASE_URL']) await bench('PostgreSQL', { DATABASE_URL: process.env['DATABASE_URL'] });
else console.log('PostgreSQL: set DATABASE_URL to an empty database to measure it too.');
