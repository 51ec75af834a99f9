/**
 * Backend benchmark (prints figures; not a test): an authenticated member reading their latest
 * 20 journal entries, and inserting one mood check-in per request, through the REST layer over
 * loopback with unmodified HTTP. Runs on PGlite, and on PostgreSQL when DATABASE_URL is set to
 * an empty database. The load generator shares the server's process, as before.
 *
 * Baseline in the same run: `GET /auth/v1/health` (the same HTTP stack and middleware, no
 * database), so each rate is also printed as a share of what the HTTP layer alone manages.
 * Then the read's time, one request at a time in process (no sockets), split into JWT verify
 * (first sight of a token, and again), the transaction (BEGIN, the settings statement, the
 * read, COMMIT, replayed as the REST layer sent them), one `select 1` round trip as the floor of
 * a database call, and the rest (routing, parsing the query string, building the SQL, the
 * response).
 *
 *   node scripts/bench-backend.ts [seconds=10] [connections=16]
 * Targets on 2 cores, quiet machine (issue 25): PGlite ≥ 1,000 req/s with p99 ≤ 50 ms for the
 * read; PostgreSQL ≥ 2,500 req/s.
 */
import autocannon from 'autocannon';
import { createClient } from '@supabase/supabase-js';
import type { Sql } from '../server/db/index.ts';
import { signJwt, verifyJwt } from '../server/jwt.ts';
import { startServer, type RunningServer } from '../server/start.ts';

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
    const health = await run({ method: 'GET', path: '/auth/v1/health', headers: { apikey: server.anonKey } });
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
      ['baseline: GET /auth/v1/health', health],
      ['read latest 20 journal entries', read],
      ['insert one mood check-in', write],
    ] as const) {
      const failures = result.non2xx + result.errors + result.timeouts;
      console.log(
        `${label.padEnd(10)} ${name.padEnd(32)} ${result.requests.average.toFixed(0).padStart(6)} req/s (${((100 * result.requests.average) / health.requests.average).toFixed(0).padStart(3)} % of the baseline)  p50 ${String(result.latency.p50).padStart(4)} ms  p99 ${String(result.latency.p99).padStart(4)} ms  failures ${failures}`,
      );
    }
    await breakdown(label, server, headers);
  } finally {
    await server.stop();
  }
}

/** Mean milliseconds of `fn` over `runs` sequential calls, after a few warm-up calls. */
async function meanMs(runs: number, fn: (i: number) => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 20; i++) await fn(i);
  const started = performance.now();
  for (let i = 0; i < runs; i++) await fn(i);
  return (performance.now() - started) / runs;
}

/** Where one latest-20 read's time goes, one request at a time, in process. */
async function breakdown(label: string, server: RunningServer, headers: Record<string, string>) {
  const path = '/rest/v1/journal_entries?select=id,title,body,created_at&order=created_at.desc&limit=20';
  const runs = 400;
  const token = headers['authorization']!.slice('Bearer '.length);
  const request = await meanMs(runs, () => Promise.resolve(server.app.request(path, { headers })).then((res) => res.arrayBuffer()));

  // The read's transaction as the REST layer sends it: capture its calls once, then replay them.
  const db = server.db;
  const captured: { text: string; params?: unknown[] | undefined; simple: boolean }[] = [];
  const transaction = db.transaction.bind(db);
  db.transaction = (fn) =>
    transaction((tx) => {
      const recording: Sql = {
        query: (text, params) => (captured.push({ text, params, simple: false }), tx.query(text, params)),
        exec: (text) => (captured.push({ text, simple: true }), tx.exec(text)),
      };
      return fn(recording);
    });
  await Promise.resolve(server.app.request(path, { headers })).then((res) => res.arrayBuffer());
  db.transaction = transaction;
  const readOnly = ", set_config('transaction_read_only', 'on', true)";
  // Before issue 25: the settings as an extended-protocol query, then READ ONLY on its own.
  const replayAsBefore = (tx: Sql) => async () => {
    for (const call of captured) {
      if (!call.simple) await tx.query(call.text, call.params);
      else {
        // Back to parameters: each E'…'::text literal becomes $n with its unescaped value.
        const values: string[] = [];
        const text = call.text.replace(readOnly, '').replace(/E'((?:[^']|'')*)'::text/g, (_, body: string) => {
          values.push(body.replaceAll("''", "'").replaceAll('\\\\', '\\'));
          return `$${values.length}::text`;
        });
        await tx.query(text, values);
        await tx.query('set transaction read only');
      }
    }
  };
  const replayAsNow = (tx: Sql) => async () => {
    for (const call of captured) await (call.simple ? tx.exec(call.text) : tx.query(call.text, call.params));
  };
  // Alternated, so both see the same load.
  let replay = 0;
  let separateReadOnly = 0;
  for (let i = 0; i < runs + 20; i++) {
    for (const [variant, add] of [
      [replayAsNow, (ms: number) => (replay += ms)],
      [replayAsBefore, (ms: number) => (separateReadOnly += ms)],
    ] as const) {
      const started = performance.now();
      await db.transaction((tx) => variant(tx)());
      if (i >= 20) add(performance.now() - started);
    }
  }
  replay /= runs;
  separateReadOnly /= runs;
  const selectOne = await meanMs(runs, () => db.query('select 1'));

  const fresh = await Promise.all(
    Array.from({ length: runs + 20 }, (_, i) => signJwt(server.keys.jwtSecret, { role: 'authenticated', sub: `bench-${i}` }, 3600)),
  );
  const firstVerify = await meanMs(runs, (i) => verifyJwt(server.keys.jwtSecret, fresh[i]!));
  const againVerify = await meanMs(runs, () => verifyJwt(server.keys.jwtSecret, token));

  const rest = request - replay - againVerify;
  const share = (ms: number) => `${ms.toFixed(3)} ms (${((100 * ms) / request).toFixed(0)} %)`;
  console.log(`${label.padEnd(10)} one read in process: ${request.toFixed(3)} ms, of which`);
  console.log(
    `           transaction (${captured.length} statements + BEGIN/COMMIT) ${share(replay)}; one 'select 1' round trip ${selectOne.toFixed(3)} ms`,
  );
  console.log(
    `           the same as before issue 25 (settings as a parameterised query, READ ONLY on its own) ${separateReadOnly.toFixed(3)} ms`,
  );
  console.log(`           JWT verify of a token seen before ${share(againVerify)}; a token's first verify ${firstVerify.toFixed(3)} ms`);
  console.log(`           routing, query parsing, SQL building, response ${share(rest)}`);
}

console.log(`${seconds} s per workload, ${connections} connections, loopback`);
await bench('PGlite', { HAVEN_DATA_DIR: ':memory:', DATABASE_URL: undefined });
if (process.env['DATABASE_URL']) await bench('PostgreSQL', { DATABASE_URL: process.env['DATABASE_URL'] });
else console.log('PostgreSQL: set DATABASE_URL to an empty database to measure it too.');
