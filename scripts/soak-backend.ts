/**
 * Soak test of the backend (prints figures; not a test). The embedded server runs as its own
 * process on a fresh on-disk data directory (PGlite, or PostgreSQL with DATABASE_URL). First the
 * peak rate of an authenticated member's mix is measured: reading their latest 20 journal
 * entries, and saving a mood check-in (an upsert on a client_id from a pool of 500, so the data
 * stays the same size and memory growth means a leak, not more rows). Then the same mix runs at
 * half that rate for the given time, printing the server's resident memory every 30 s.
 *
 *   node scripts/soak-backend.ts [--minutes 10] [--connections 16] [--pin]
 *
 * --pin runs the server on CPU 1 and leaves the rest to the load generator (taskset).
 * Target: RSS growth ≤ 10 % from the first 30-s sample to the end, and no failed requests.
 * Exits 1 when either is missed.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { freePort, kill9, spawnServer } from '../tests/server/harness/fault-kill9.ts';

/** The parts of autocannon's result this script reads (the package ships no types). */
interface LoadResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (
  options: Record<string, unknown>,
  done: (error: Error | null, result: LoadResult) => void,
) => { on(event: 'response', listener: (client: unknown, status: number) => void): void };
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

function argument(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : (process.argv[index + 1] ?? fallback);
}

const minutes = Number(argument('minutes', '10'));
const connections = Number(argument('connections', '16'));
const pin = process.argv.includes('--pin');

async function rssMiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'haven-soak-'));
const port = await freePort();
const server = await spawnServer(
  { HAVEN_DATA_DIR: dataDir, DATABASE_URL: process.env['DATABASE_URL'] },
  port,
  300_000,
  pin ? ['taskset', '-c', '1'] : [],
);
const pid = server.child.pid!;
try {
  const keys = JSON.parse(await readFile(path.join(dataDir, 'keys.json'), 'utf8')) as { anonKey: string };
  const signUp = await fetch(`${server.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: keys.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: `soak-${Date.now()}@example.test`, password: 'a calm soak-test passphrase' }),
  });
  const session = (await signUp.json()) as { access_token?: string; user?: { id: string } };
  if (!session.access_token || !session.user) throw new Error(`sign-up failed (${signUp.status})`);
  const headers = { apikey: keys.anonKey, authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json' };
  const entries = Array.from({ length: 200 }, (_, i) => ({ title: `Entry ${i}`, body: 'A few quiet words about the day. '.repeat(20) }));
  const seeded = await fetch(`${server.url}/rest/v1/journal_entries`, { method: 'POST', headers, body: JSON.stringify(entries) });
  if (!seeded.ok) throw new Error(`seeding journal entries failed (${seeded.status})`);

  const pool = Array.from({ length: 500 }, () => randomUUID());
  let next = 0;
  const requests = [
    { method: 'GET' as const, path: '/rest/v1/journal_entries?select=id,title,body,created_at&order=created_at.desc&limit=20', headers },
    {
      method: 'POST' as const,
      path: '/rest/v1/mood_logs?on_conflict=user_id,client_id',
      headers: { ...headers, prefer: 'resolution=merge-duplicates,return=minimal' },
      setupRequest: (request: Record<string, unknown>) => ({
        ...request,
        body: JSON.stringify({
          client_id: pool[next++ % pool.length],
          user_id: session.user!.id,
          mood: 1 + (next % 5),
          energy: 3,
          note: 'soak',
        }),
      }),
    },
  ];
  const run = (options: Record<string, unknown>, onResponse?: (status: number) => void) =>
    new Promise<LoadResult>((resolve, reject) => {
      const instance = autocannon({ url: server.url, connections, requests, ...options }, (error, result) =>
        error ? reject(error) : resolve(result),
      );
      if (onResponse) instance.on('response', (_client, status) => onResponse(status));
    });

  console.log(
    `Server pid ${pid}${pin ? ' on CPU 1' : ''}, ${connections} connections, ${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'PGlite on disk'}`,
  );
  await run({ duration: 5 }); // warm-up
  const peak = await run({ duration: 15 });
  const peakRate = peak.requests.average;
  const rate = Math.max(1, Math.round(peakRate / 2));
  console.log(
    `peak: ${peakRate.toFixed(0)} req/s (p50 ${peak.latency.p50} ms, p99 ${peak.latency.p99} ms, failures ${peak.non2xx + peak.errors + peak.timeouts}); soaking at ${rate} req/s for ${minutes} min`,
  );

  let answered = 0;
  let failures = 0;
  const samples: { seconds: number; rss: number }[] = [{ seconds: 0, rss: await rssMiB(pid) }];
  console.log(`   0 s  RSS ${samples[0]!.rss.toFixed(1)} MiB (start of soak)`);
  const started = performance.now();
  let lastAnswered = 0;
  const timer = setInterval(() => {
    void rssMiB(pid).then((rss) => {
      const seconds = Math.round((performance.now() - started) / 1000);
      samples.push({ seconds, rss });
      console.log(
        `${String(seconds).padStart(4)} s  RSS ${rss.toFixed(1)} MiB  ${((answered - lastAnswered) / 30).toFixed(0)} req/s  failures so far ${failures}`,
      );
      lastAnswered = answered;
    });
  }, 30_000);
  const soak = await run({ duration: Math.round(minutes * 60), overallRate: rate }, (status) => {
    answered++;
    if (status < 200 || status >= 300) failures++;
  });
  clearInterval(timer);
  const end = await rssMiB(pid);
  samples.push({ seconds: Math.round((performance.now() - started) / 1000), rss: end });

  const baseline = samples.find((sample) => sample.seconds >= 30) ?? samples[0]!;
  const growth = ((end - baseline.rss) / baseline.rss) * 100;
  const peakRss = Math.max(...samples.map((sample) => sample.rss));
  const soakFailures = soak.non2xx + soak.errors + soak.timeouts;
  console.log(
    `soak: ${soak.requests.average.toFixed(0)} req/s average, p50 ${soak.latency.p50} ms, p99 ${soak.latency.p99} ms, ${soak.requests.total} requests, failures ${soakFailures}`,
  );
  console.log(
    `RSS: ${samples[0]!.rss.toFixed(1)} MiB at start, ${baseline.rss.toFixed(1)} MiB at ${baseline.seconds} s, ${end.toFixed(1)} MiB at the end, peak ${peakRss.toFixed(1)} MiB; ` +
      `growth ${growth.toFixed(1)} % from ${baseline.seconds} s (target ≤ 10 %)`,
  );
  const failed = growth > 10 || soakFailures > 0;
  console.log(failed ? 'FAIL' : 'PASS');
  process.exitCode = failed ? 1 : 0;
} finally {
  await kill9(server.child);
  await rm(dataDir, { recursive: true, force: true });
}
