/**
 * Backend benchmark (prints figures; not a test): an authenticated member reading their latest
 * 20 journal entries, and inserting one mood check-in per request, through the REST layer over
 * loopback with unmodified HTTP. Runs on PGlite, and on PostgreSQL when DATABASE_URL is set to
 * an empty database. The load generator shares the server's process, as before.
 *
 * Baseline in the same run: `GET /auth/v1/health` (the same HTTP stack and middleware, no
 * database), so each rate is also printed as a share of what the HTTP layer alone manages.
 * Then the read's time, one request at a time in process (no sockets), split by the server's
 * own timings (server/timing.ts, off except while this part runs): the HTTP stack, auth (JWT
 * verify and role check), parsing the query string, building the SQL, the settings statement,
 * the read itself (planning, running and building the JSON in Postgres), BEGIN/COMMIT and the
 * lock or pool, and the rest of the handler; with one `select 1` round trip as the floor of a
 * database call and a JWT's first and cached verify.
 *
 *   node scripts/bench-backend.ts [seconds=10] [connections=16]
 * Targets on 2 cores, quiet machine (issue 25): PGlite ≥ 1,000 req/s with p99 ≤ 50 ms for the
 * read; PostgreSQL ≥ 2,500 req/s.
 */
import autocannon from 'autocannon';
import { createClient } from '@supabase/supabase-js';
import { signJwt, verifyJwt } from '../server/jwt.ts';
import { startServer, type RunningServer } from '../server/start.ts';
import { timings } from '../server/timing.ts';

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

/** Where one latest-20 read's time goes, one request at a time, in process (server/timing.ts on). */
async function breakdown(label: string, server: RunningServer, headers: Record<string, string>) {
  const path = '/rest/v1/journal_entries?select=id,title,body,created_at&order=created_at.desc&limit=20';
  const runs = 400;
  const token = headers['authorization']!.slice('Bearer '.length);
  const send = () => Promise.resolve(server.app.request(path, { headers })).then((res) => res.arrayBuffer());
  for (let i = 0; i < 20; i++) await send();
  timings.take();
  timings.enable();
  const started = performance.now();
  for (let i = 0; i < runs; i++) await send();
  const request = (performance.now() - started) / runs;
  timings.enable(false);
  const phase = Object.fromEntries([...timings.take()].map(([name, total]) => [name, total.ms / runs]));
  const ms = (name: string) => phase[name] ?? 0;
  const selectOne = await meanMs(runs, () => server.db.query('select 1'));

  // The transaction with its two statements prepared (as served) and parsed each time (as before
  // issue 25's prepared statements), alternated so both see the same load: capture the calls once.
  const db = server.db;
  const captured: { text: string; params: unknown[] }[] = [];
  const transaction = db.transaction.bind(db);
  db.transaction = (fn) =>
    transaction((tx) =>
      fn({
        query: (text, params = [], options) => (captured.push({ text, params }), tx.query(text, params, options)),
        exec: (text) => (captured.push({ text, params: [] }), tx.exec(text)),
      }),
    );
  await send();
  db.transaction = transaction;
  let prepared = 0;
  let parsed = 0;
  for (let i = 0; i < runs + 20; i++) {
    for (const prepare of [true, false]) {
      const begun = performance.now();
      await db.transaction(async (tx) => {
        for (const call of captured) await tx.query(call.text, call.params, { prepare });
      });
      if (i < 20) continue;
      if (prepare) prepared += performance.now() - begun;
      else parsed += performance.now() - begun;
    }
  }
  const fresh = await Promise.all(
    Array.from({ length: runs + 20 }, (_, i) => signJwt(server.keys.jwtSecret, { role: 'authenticated', sub: `bench-${i}` }, 3600)),
  );
  const firstVerify = await meanMs(runs, (i) => verifyJwt(server.keys.jwtSecret, fresh[i]!));
  const againVerify = await meanMs(runs, () => verifyJwt(server.keys.jwtSecret, token));

  const share = (value: number) => `${value.toFixed(3)} ms (${((100 * value) / request).toFixed(0).padStart(2)} %)`;
  const handler = ms('rest') - ms('auth') - ms('parse') - ms('build') - ms('transaction');
  const rows: [string, number][] = [
    ['HTTP stack outside /rest/v1 (Hono, middleware)', request - ms('rest')],
    ['auth: JWT verify (cached) + role check', ms('auth')],
    ['query-string parse', ms('parse')],
    ['SQL build', ms('build')],
    ['transaction: settings statement', ms('settings')],
    ['transaction: the read (plan, run, JSON in SQL)', ms('statement')],
    ['transaction: BEGIN, COMMIT, pool/lock', ms('transaction') - ms('settings') - ms('statement')],
    ['rest of the handler (schema cache, response)', handler],
  ];
  console.log(`${label.padEnd(10)} one read in process: ${request.toFixed(3)} ms, of which`);
  for (const [name, value] of rows) console.log(`           ${name.padEnd(48)} ${share(value)}`);
  console.log(
    `           transaction replayed: statements prepared ${(prepared / runs).toFixed(3)} ms, parsed and planned each time ${(parsed / runs).toFixed(3)} ms (${(parsed / prepared).toFixed(2)} ×)`,
  );
  console.log(
    `           (one 'select 1' round trip ${selectOne.toFixed(3)} ms; JWT verify of a token seen before ${againVerify.toFixed(3)} ms, a token's first ${firstVerify.toFixed(3)} ms)`,
  );
}

console.log(`${seconds} s per workload, ${connections} connections, loopback`);
await bench('PGlite', { HAVEN_DATA_DIR: ':memory:', DATABASE_URL: undefined });
if (process.env['DATABASE_URL']) await bench('PostgreSQL', { DATABASE_URL: process.env['DATABASE_URL'] });
else console.log('PostgreSQL: set DATABASE_URL to an empty database to measure it too.');
