/**
 * Fault injection (prints figures; not a test).
 *
 * 1. kill -9 during writes: the embedded server runs as its own process on a data directory;
 *    ten clients write mood check-ins and journal entries the way the app does (client-generated
 *    `client_id`, upsert on `user_id,client_id` ignoring duplicates). After a random moment the
 *    server gets SIGKILL, is restarted on the same directory, and the clients re-send every write
 *    whose answer they never got (and some they did). Checked per trial: no acknowledged write
 *    lost, none of the re-sent ones missing, no duplicate row.
 * 2. PostgreSQL stopped (when Debian's PostgreSQL is installed): the server runs on a throwaway
 *    cluster, which is stopped under it; the API must answer 503 with Retry-After within 2 s, and
 *    work again once PostgreSQL is back.
 *
 *   node tests/server/harness/fault-kill9.ts [--trials 20] [--writers 10] [--skip-postgres]
 *
 * Exits 1 if any write was lost or duplicated, or the outage was not answered properly.
 * ../fault-kill9.test.ts runs 3 trials of part 1 in CI.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmod, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Milliseconds from spawn to "Haven is ready". */
  startMs: number;
  output(): string;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts `node server/main.ts` on `port` and resolves once it prints its ready line. `prefix`
 * runs it under another command that execs it (e.g. `['taskset', '-c', '1']`), so the pid stays
 * the server's.
 */
export async function spawnServer(
  env: Record<string, string | undefined>,
  port: number,
  timeoutMs = 180_000,
  prefix: string[] = [],
): Promise<ServerProcess> {
  const started = performance.now();
  const [command, ...args] = [...prefix, process.execPath, 'server/main.ts'];
  const child = spawn(command!, args, {
    cwd: projectRoot,
    env: { ...process.env, HAVEN_LOG_REQUESTS: 'false', HAVEN_RATE_LIMITS: 'off', HAVEN_JWT_EXPIRY: '86400', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const collect = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
      if (output.includes('Haven is ready at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code ?? signal}) before it was ready:\n${output}`));
    });
  });
  child.removeAllListeners('exit');
  return { url: `http://127.0.0.1:${port}`, child, startMs: performance.now() - started, output: () => output };
}

async function readKeys(dataDir: string): Promise<{ anonKey: string }> {
  return JSON.parse(await readFile(path.join(dataDir, 'keys.json'), 'utf8')) as { anonKey: string };
}

export function kill9(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

interface Session {
  anonKey: string;
  token: string;
  userId: string;
}

type Table = 'mood_logs' | 'journal_entries';

interface Write {
  table: Table;
  clientId: string;
  row: Record<string, unknown>;
}

function makeWrite(session: Session, trial: number, n: number): Write {
  const clientId = randomUUID();
  const tag = `trial-${trial}`;
  // Both tables carry the trial's tag, so each trial's rows can be counted on their own.
  return n % 2 === 0
    ? { table: 'mood_logs', clientId, row: { client_id: clientId, user_id: session.userId, mood: 1 + (n % 5), energy: 3, note: tag } }
    : {
        table: 'journal_entries',
        clientId,
        row: { client_id: clientId, user_id: session.userId, title: tag, body: `Entry ${n}: a few quiet words about the day.` },
      };
}

/** The app's write: upsert on (user_id, client_id), ignoring a row that is already there. */
async function upsert(url: string, session: Session, write: Write, signal?: AbortSignal): Promise<number> {
  const res = await fetch(`${url}/rest/v1/${write.table}?on_conflict=user_id,client_id`, {
    method: 'POST',
    headers: {
      apikey: session.anonKey,
      authorization: `Bearer ${session.token}`,
      'content-type': 'application/json',
      prefer: 'resolution=ignore-duplicates,return=minimal',
    },
    body: JSON.stringify(write.row),
    ...(signal ? { signal } : {}),
  });
  await res.arrayBuffer();
  return res.status;
}

/** Every client_id with the trial's tag, per table, paging through the 1,000-row cap. */
async function storedIds(url: string, session: Session, trial: number): Promise<string[]> {
  const ids: string[] = [];
  for (const [table, column] of [
    ['mood_logs', 'note'],
    ['journal_entries', 'title'],
  ] as const) {
    for (let offset = 0; ; offset += 1000) {
      const res = await fetch(
        `${url}/rest/v1/${table}?select=client_id&${column}=eq.trial-${trial}&order=client_id&limit=1000&offset=${offset}`,
        {
          headers: { apikey: session.anonKey, authorization: `Bearer ${session.token}` },
        },
      );
      if (!res.ok) throw new Error(`reading ${table} failed: ${res.status} ${await res.text()}`);
      const rows = (await res.json()) as { client_id: string }[];
      ids.push(...rows.map((row) => row.client_id));
      if (rows.length < 1000) break;
    }
  }
  return ids;
}

export interface TrialResult {
  trial: number;
  killAfterMs: number;
  acknowledged: number;
  /** Sent but never answered (in flight at the kill, or refused while the server was down). */
  unanswered: number;
  /** Unanswered writes plus a sample of acknowledged ones, re-sent after the restart. */
  resent: number;
  lost: number;
  missingAfterRetry: number;
  duplicates: number;
  unexpected: number;
  restartMs: number;
}

export interface KillOptions {
  trials: number;
  writers?: number;
  /** Each trial kills the server at a random moment in [min, max] ms after writes start. */
  killWindowMs?: [number, number];
  env?: Record<string, string | undefined>;
  log?: (line: string) => void;
}

/** Runs `trials` kill -9 trials on one data directory; returns one result per trial. */
export async function runKillTrials(options: KillOptions): Promise<TrialResult[]> {
  const writers = options.writers ?? 10;
  const [minKill, maxKill] = options.killWindowMs ?? [1000, 3000];
  const log = options.log ?? (() => undefined);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'haven-kill9-'));
  const port = await freePort();
  const env = { HAVEN_DATA_DIR: dataDir, ...options.env };
  let server = await spawnServer(env, port);
  const results: TrialResult[] = [];
  try {
    const keys = await readKeys(dataDir);
    const signUp = await fetch(`${server.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: keys.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: `kill9-${Date.now()}@example.test`, password: 'a calm crash-test passphrase' }),
    });
    const body = (await signUp.json()) as { access_token?: string; user?: { id: string } };
    if (!body.access_token || !body.user) throw new Error(`sign-up failed: ${signUp.status} ${JSON.stringify(body)}`);
    const session: Session = { anonKey: keys.anonKey, token: body.access_token, userId: body.user.id };

    for (let trial = 1; trial <= options.trials; trial++) {
      const acknowledged = new Map<string, Write>();
      const unanswered = new Map<string, Write>();
      let count = 0;
      let stop = false;
      const writer = async () => {
        while (!stop) {
          const write = makeWrite(session, trial, count++);
          try {
            const status = await upsert(server.url, session, write);
            if (status >= 200 && status < 300) acknowledged.set(write.clientId, write);
            else throw new Error(`write answered ${status}`);
          } catch {
            // No answer: the client cannot know whether it was stored, so it keeps it to re-send.
            unanswered.set(write.clientId, write);
            stop = true;
          }
        }
      };
      const killAfterMs = Math.round(minKill + Math.random() * (maxKill - minKill));
      const writing = Promise.all(Array.from({ length: writers }, writer));
      await new Promise((resolve) => setTimeout(resolve, killAfterMs));
      await kill9(server.child);
      await writing;

      server = await spawnServer(env, port);
      const sample = [...acknowledged.values()].slice(0, 25);
      const resend = [...unanswered.values(), ...sample];
      for (const write of resend) {
        const status = await upsert(server.url, session, write);
        if (status < 200 || status >= 300) throw new Error(`re-sending a write after the restart answered ${status}`);
      }
      const stored = await storedIds(server.url, session, trial);
      const present = new Set(stored);
      const result: TrialResult = {
        trial,
        killAfterMs,
        acknowledged: acknowledged.size,
        unanswered: unanswered.size,
        resent: resend.length,
        lost: [...acknowledged.keys()].filter((id) => !present.has(id)).length,
        missingAfterRetry: [...unanswered.keys()].filter((id) => !present.has(id)).length,
        duplicates: stored.length - present.size,
        unexpected: [...present].filter((id) => !acknowledged.has(id) && !unanswered.has(id)).length,
        restartMs: Math.round(server.startMs),
      };
      results.push(result);
      log(formatTrial(result));
    }
  } finally {
    await kill9(server.child);
    await rm(dataDir, { recursive: true, force: true });
  }
  return results;
}

export function formatTrial(r: TrialResult): string {
  return (
    `trial ${String(r.trial).padStart(2)}  kill after ${String(r.killAfterMs).padStart(4)} ms  acknowledged ${String(r.acknowledged).padStart(5)}  ` +
    `unanswered ${String(r.unanswered).padStart(3)}  re-sent ${String(r.resent).padStart(3)}  lost ${r.lost}  missing after retry ${r.missingAfterRetry}  ` +
    `duplicates ${r.duplicates}  unexpected ${r.unexpected}  restart ${(r.restartMs / 1000).toFixed(1)} s`
  );
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL stopped under the server

async function postgresBin(): Promise<string | null> {
  try {
    const versions = (await readdir('/usr/lib/postgresql')).sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const bin = `/usr/lib/postgresql/${version}/bin`;
      if (spawnSync(`${bin}/initdb`, ['--version']).status === 0) return bin;
    }
  } catch {
    // Not installed.
  }
  return null;
}

export interface OutageResult {
  requests: number;
  /** Answers while PostgreSQL was stopped, by status. */
  statuses: Record<number, number>;
  withRetryAfter: number;
  slowestMs: number;
  recovered: boolean;
  serverSurvived: boolean;
}

/** Stops a throwaway PostgreSQL under a running server and probes the API. */
export async function runPostgresOutage(log: (line: string) => void): Promise<OutageResult | null> {
  const bin = await postgresBin();
  if (!bin) return null;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'haven-pgstop-'));
  await chmod(dir, 0o777);
  const asPostgres = (args: string[]) => {
    const [command, ...rest] = args;
    const result = process.getuid?.() === 0 ? spawnSync('runuser', ['-u', 'postgres', '--', command!, ...rest]) : spawnSync(command!, rest);
    if (result.status !== 0) throw new Error(`${args.join(' ')} failed: ${result.stderr?.toString()}`);
  };
  const pgPort = await freePort();
  const pgctl = (action: string) =>
    asPostgres([
      `${bin}/pg_ctl`,
      '-D',
      `${dir}/data`,
      '-o',
      `-p ${pgPort} -k ${dir} -c listen_addresses=127.0.0.1`,
      '-l',
      `${dir}/log`,
      '-w',
      '-m',
      'fast',
      action,
    ]);
  asPostgres([`${bin}/initdb`, '-D', `${dir}/data`, '-U', 'postgres', '-A', 'trust']);
  pgctl('start');
  let server: ServerProcess | undefined;
  try {
    asPostgres([`${bin}/createdb`, '-h', '127.0.0.1', '-p', String(pgPort), '-U', 'postgres', 'haven']);
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'haven-pgstop-keys-'));
    server = await spawnServer(
      { HAVEN_DATA_DIR: dataDir, DATABASE_URL: `postgresql://postgres@127.0.0.1:${pgPort}/haven` },
      await freePort(),
    );
    const keys = await readKeys(dataDir);
    const headers = { apikey: keys.anonKey };
    const probe = async (url: string, init: RequestInit = {}) => {
      const started = performance.now();
      const res = await fetch(`${server!.url}${url}`, { ...init, headers: { ...headers, ...(init.headers ?? {}) } });
      await res.arrayBuffer();
      return { status: res.status, retryAfter: res.headers.get('retry-after'), ms: performance.now() - started };
    };
    const before = await probe('/rest/v1/library_articles?select=slug&limit=1');
    if (before.status !== 200) throw new Error(`the API did not work before the outage (${before.status})`);
    log('PostgreSQL: stopping it under the running server…');
    pgctl('stop');
    const statuses: Record<number, number> = {};
    let withRetryAfter = 0;
    let slowestMs = 0;
    const calls = [
      () => probe('/rest/v1/library_articles?select=slug&limit=1'),
      () => probe('/rest/v1/mood_logs', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"mood":3}' }),
      () =>
        probe('/auth/v1/token?grant_type=password', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'someone@example.test', password: 'not the password' }),
        }),
      () => probe('/rest/v1/rpc/is_admin', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
    ];
    for (let i = 0; i < 40; i++) {
      const answer = await calls[i % calls.length]!();
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      if (answer.retryAfter) withRetryAfter++;
      slowestMs = Math.max(slowestMs, answer.ms);
    }
    const serverSurvived = server.child.exitCode === null && server.child.signalCode === null;
    log('PostgreSQL: starting it again…');
    pgctl('start');
    let recovered = false;
    for (let i = 0; i < 50 && !recovered; i++) {
      recovered = (await probe('/rest/v1/library_articles?select=slug&limit=1')).status === 200;
      if (!recovered) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await rm(dataDir, { recursive: true, force: true });
    return { requests: 40, statuses, withRetryAfter, slowestMs: Math.round(slowestMs), recovered, serverSurvived };
  } finally {
    if (server) await kill9(server.child);
    try {
      asPostgres([`${bin}/pg_ctl`, '-D', `${dir}/data`, '-m', 'immediate', 'stop']);
    } catch {
      // Already stopped.
    }
    await rm(dir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
}

async function main() {
  const trials = Number(argument('trials') ?? 20);
  const writers = Number(argument('writers') ?? 10);
  console.log(
    `kill -9 during writes: ${trials} trials, ${writers} concurrent writers, ${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'PGlite on disk'}`,
  );
  const results = await runKillTrials({ trials, writers, log: (line) => console.log(line) });
  const sum = (pick: (r: TrialResult) => number) => results.reduce((total, r) => total + pick(r), 0);
  const restarts = results.map((r) => r.restartMs).sort((a, b) => a - b);
  console.log(
    `total: acknowledged ${sum((r) => r.acknowledged)}, lost ${sum((r) => r.lost)}; unanswered ${sum((r) => r.unanswered)}, ` +
      `missing after retry ${sum((r) => r.missingAfterRetry)}; duplicates ${sum((r) => r.duplicates)}; unexpected ${sum((r) => r.unexpected)}; ` +
      `restart median ${(restarts[Math.floor(restarts.length / 2)]! / 1000).toFixed(1)} s`,
  );
  let failed = sum((r) => r.lost + r.missingAfterRetry + r.duplicates + r.unexpected) > 0;

  if (process.argv.includes('--skip-postgres')) {
    console.log('PostgreSQL outage: skipped (--skip-postgres).');
  } else {
    const outage = await runPostgresOutage((line) => console.log(line));
    if (!outage) {
      console.log("PostgreSQL outage: skipped (Debian's PostgreSQL is not installed).");
    } else {
      const shown = Object.entries(outage.statuses)
        .map(([status, n]) => `${status}×${n}`)
        .join(' ');
      console.log(
        `PostgreSQL stopped: ${outage.requests} requests → ${shown}; with Retry-After ${outage.withRetryAfter}; slowest ${outage.slowestMs} ms; ` +
          `server survived: ${outage.serverSurvived}; recovered after restart: ${outage.recovered}`,
      );
      const all503 = outage.statuses[503] === outage.requests && outage.withRetryAfter === outage.requests;
      if (!all503 || outage.slowestMs > 2000 || !outage.recovered || !outage.serverSurvived) failed = true;
    }
  }
  process.exitCode = failed ? 1 : 0;
}

const isMain = process.argv[1] === fileURLToPath(import.meta.url);
if (isMain) await main();
