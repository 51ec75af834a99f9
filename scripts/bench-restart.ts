/**
 * Restart benchmark (prints figures; not a test): how long the embedded server takes to be ready
 * again on data it already has, and where that time goes. On one fresh data directory (PGlite on
 * disk, or DATABASE_URL's PostgreSQL), after a first start that creates everything:
 *
 * - floors, measured in the same run: a bare `node -e ''` (process start and exit) and a bare
 *   PGlite open of the same data directory with the same extensions, plus `select 1`;
 * - `node server/main.ts` restarted after a clean stop (SIGTERM);
 * - `node server/main.ts` restarted after `kill -9` in the middle of writes (WAL recovery);
 * - `node server/serve.ts` (`npm run serve`) restarted: content seed and site check too
 *   (`HAVEN_SKIP_BUILD=1` unless `--build`, which builds the site once into a temporary folder
 *   so the restarts check an up-to-date build).
 *
 * Each restart is timed from spawn to the "Haven is ready" line; the server prints its phases
 * with HAVEN_STARTUP_TIMINGS=on (server/start.ts). Medians and maxima are printed with their ratio
 * to the floor, so a loaded machine moves both.
 *
 *   node scripts/bench-restart.ts [--runs 7] [--build]
 * Target (issue 25): median and maximum ≤ 5 s on the 2-core machine.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, kill9 } from '../tests/server/harness/fault-kill9.ts';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function argument(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : (process.argv[index + 1] ?? fallback);
}

const runs = Number(argument('runs', '7'));
const build = process.argv.includes('--build');

interface Started {
  child: ChildProcess;
  ms: number;
  phases: Map<string, number>;
  url: string;
}

/** Spawns `node <args>` in the project root and resolves when its output contains `readyText`. */
function spawnUntil(args: string[], env: Record<string, string | undefined>, readyText: string, timeoutMs = 300_000) {
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd: projectRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise<{ child: ChildProcess; ms: number; output: string }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(readyText)) {
        clearTimeout(timer);
        child.removeAllListeners('exit');
        resolve({ child, ms: performance.now() - started, output });
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (output.includes(readyText)) return;
      reject(new Error(`exited (${code ?? signal}) before it was ready:\n${output}`));
    });
  });
}

/** Resolves when `child` has gone: its exit event, or (as a fallback) its pid no longer exists. */
function exited(child: ChildProcess): Promise<void> {
  const gone = () => {
    if (child.exitCode !== null || child.signalCode !== null) return true;
    try {
      process.kill(child.pid!, 0);
      return false;
    } catch {
      return true;
    }
  };
  return new Promise((resolve) => {
    const poll = setInterval(() => {
      if (!gone()) return;
      clearInterval(poll);
      resolve();
    }, 25);
  });
}

async function stop(child: ChildProcess) {
  const done = exited(child);
  child.kill('SIGTERM');
  await done;
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'haven-restart-'));
const distDir = await mkdtemp(path.join(os.tmpdir(), 'haven-restart-dist-'));
const port = await freePort();
const serverEnv = {
  HAVEN_DATA_DIR: dataDir,
  HAVEN_DIST_DIR: distDir,
  HAVEN_LOG_REQUESTS: 'false',
  HAVEN_RATE_LIMITS: 'off',
  HAVEN_STARTUP_TIMINGS: 'on',
  HAVEN_SKIP_BUILD: build ? '0' : '1',
  PORT: String(port),
};

async function startServer(script: 'server/main.ts' | 'server/serve.ts'): Promise<Started> {
  const { child, ms, output } = await spawnUntil([script], serverEnv, 'Haven is ready at');
  const phases = new Map<string, number>();
  for (const match of output.matchAll(/Haven start-up phase: (.+?) ([\d.]+) ms/g)) {
    phases.set(match[1]!, (phases.get(match[1]!) ?? 0) + Number(match[2]));
  }
  return { child, ms, phases, url: `http://127.0.0.1:${port}` };
}

/** Ten clients inserting journal entries until the kill, so there is WAL to recover. */
async function writeUntilKilled(server: Started, anonKey: string, token: string) {
  let stopWriting = false;
  const writer = async () => {
    for (let n = 0; !stopWriting; n++) {
      try {
        const res = await fetch(`${server.url}/rest/v1/journal_entries`, {
          method: 'POST',
          headers: { apikey: anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json', prefer: 'return=minimal' },
          body: JSON.stringify({ title: `restart bench ${n}`, body: 'A few quiet words about the day. '.repeat(10) }),
        });
        await res.arrayBuffer();
      } catch {
        stopWriting = true;
      }
    }
  };
  const writing = Promise.all(Array.from({ length: 10 }, writer));
  await new Promise((resolve) => setTimeout(resolve, 1000 + Math.random() * 1000));
  await kill9(server.child);
  stopWriting = true;
  await writing;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

try {
  const load = os.loadavg().map((n) => n.toFixed(2));
  console.log(`${new Date().toISOString()}  ${os.cpus().length} cores, load average ${load.join(' ')}`);
  console.log(`${runs} runs per case; data: ${process.env['DATABASE_URL'] ? 'PostgreSQL (DATABASE_URL)' : 'PGlite on disk'}`);

  const first = await startServer('server/serve.ts');
  console.log(`first start (creates the database${build ? ', builds the site' : ''}): ${seconds(first.ms)}`);
  const keys = JSON.parse(await readFile(path.join(dataDir, 'keys.json'), 'utf8')) as { anonKey: string };
  const signUp = await fetch(`${first.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: keys.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: `restart-${Date.now()}@example.test`, password: 'a calm restart passphrase' }),
  });
  const session = (await signUp.json()) as { access_token?: string };
  if (!session.access_token) throw new Error(`sign-up failed: ${signUp.status}`);
  await stop(first.child);

  const nodeFloor: number[] = [];
  const pgliteFloor: number[] = [];
  const pgliteOpen = `
    import { PGlite } from '@electric-sql/pglite';
    import { citext } from '@electric-sql/pglite/contrib/citext';
    import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
    const pg = await PGlite.create({ dataDir: process.env.PGLITE_DIR, extensions: { citext, pgcrypto } });
    await pg.query('select 1');
    console.log('open');
    await pg.close();`;
  for (let i = 0; i < runs; i++) {
    const bare = await spawnUntil(['-e', 'console.log("up")'], {}, 'up');
    await exited(bare.child);
    nodeFloor.push(bare.ms);
    if (!process.env['DATABASE_URL']) {
      const open = await spawnUntil(['--input-type=module', '-e', pgliteOpen], { PGLITE_DIR: path.join(dataDir, 'pglite') }, 'open');
      await exited(open.child);
      pgliteFloor.push(open.ms);
    }
  }

  const cases: { name: string; times: number[]; phases: Map<string, number[]> }[] = [];
  const record = (name: string, started: Started) => {
    let entry = cases.find((c) => c.name === name);
    if (!entry) cases.push((entry = { name, times: [], phases: new Map() }));
    entry.times.push(started.ms);
    for (const [phase, ms] of started.phases) entry.phases.set(phase, [...(entry.phases.get(phase) ?? []), ms]);
  };
  for (let i = 0; i < runs; i++) {
    const clean = await startServer('server/main.ts');
    record('main.ts after a clean stop', clean);
    await writeUntilKilled(clean, keys.anonKey, session.access_token);
    const afterKill = await startServer('server/main.ts');
    record('main.ts after kill -9 mid-writes', afterKill);
    await stop(afterKill.child);
    const serve = await startServer('server/serve.ts');
    record(`serve.ts (npm run serve${build ? '' : ', HAVEN_SKIP_BUILD=1'})`, serve);
    await stop(serve.child);
  }

  const floorNode = median(nodeFloor);
  const floorOpen = pgliteFloor.length ? median(pgliteFloor) : 0;
  const floor = Math.max(floorNode, floorOpen);
  console.log(`floor: bare node start ${seconds(floorNode)} (max ${seconds(Math.max(...nodeFloor))})`);
  if (pgliteFloor.length) {
    console.log(`floor: bare PGlite open of the same data + select 1 ${seconds(floorOpen)} (max ${seconds(Math.max(...pgliteFloor))})`);
  }
  for (const c of cases) {
    const max = Math.max(...c.times);
    const verdict = median(c.times) <= 5000 && max <= 5000 ? 'within 5 s' : 'OVER 5 s';
    console.log(
      `${c.name.padEnd(40)} median ${seconds(median(c.times))} (${(median(c.times) / floor).toFixed(2)} × floor)  max ${seconds(max)} (${(max / floor).toFixed(2)} × floor)  ${verdict}`,
    );
    console.log(`  phases (median ms): ${[...c.phases].map(([phase, values]) => `${phase} ${median(values).toFixed(0)}`).join(' · ')}`);
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
  await rm(distDir, { recursive: true, force: true });
}
