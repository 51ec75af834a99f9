import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { projectRoot } from './config.ts';
import type { Database } from './db/index.ts';

export interface BuildTarget {
  /** Where the build reads data (the running API). */
  apiUrl: string;
  anonKey: string;
  /** Set only for hosted Supabase: baked into the browser bundle. Empty: same origin. */
  publicUrl?: string | undefined;
  distDir: string;
  log: (line: string) => void;
}

const inputs = ['src', 'public', 'content/pages', 'content/programs', 'content/home', 'astro.config.mjs', 'package-lock.json'];
const stampFile = '.haven-build.json';

async function fingerprintOf(target: BuildTarget) {
  const hash = createHash('sha256').update(`${target.anonKey}|${target.publicUrl ?? ''}`);
  const visit = async (relative: string) => {
    const full = path.join(projectRoot, relative);
    const info = await stat(full).catch(() => null);
    if (!info) return;
    if (info.isDirectory()) {
      for (const name of (await readdir(full)).sort()) await visit(path.join(relative, name));
    } else {
      hash.update(`${relative}:${info.size}:${info.mtimeMs}`);
    }
  };
  for (const input of inputs) await visit(input);
  return hash.digest('hex');
}

/** True when `distDir` was built from the current sources with the same key. */
export async function isBuildCurrent(target: BuildTarget) {
  const stamp = await readFile(path.join(target.distDir, stampFile), 'utf8').catch(() => null);
  return stamp !== null && (JSON.parse(stamp) as { fingerprint?: string }).fingerprint === (await fingerprintOf(target));
}

/**
 * Builds the static site against the running API into a fresh folder, then swaps it in,
 * so visitors never get a half-written `dist/`.
 */
export async function buildSite(target: BuildTarget) {
  const started = Date.now();
  const next = `${target.distDir}.next`;
  await rm(next, { recursive: true, force: true });
  const fingerprint = await fingerprintOf(target);
  const scratchRoot = path.join(projectRoot, 'node_modules/.cache/haven-builds');
  await mkdir(scratchRoot, { recursive: true });
  const scratch = await mkdtemp(path.join(scratchRoot, 'build-'));
  await new Promise<void>((resolve, reject) => {
    // Astro writes its intermediate server build under the working directory's `.astro/` when the
    // output folder lies outside it. A scratch working directory per build, inside the project so
    // those files still resolve node_modules, keeps two builds at once (parallel tests, a background
    // rebuild) from overwriting each other; --root still points Astro at the project.
    const child = spawn(process.execPath, [path.join(projectRoot, 'node_modules/astro/bin/astro.mjs'), 'build', '--root', projectRoot], {
      cwd: scratch,
      env: {
        ...process.env,
        ASTRO_TELEMETRY_DISABLED: '1',
        HAVEN_OUT_DIR: next,
        HAVEN_BUILD_SUPABASE_URL: target.apiUrl,
        PUBLIC_SUPABASE_URL: target.publicUrl ?? '',
        PUBLIC_SUPABASE_ANON_KEY: target.anonKey,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`The site build failed (exit ${code}):\n${output}`))));
  }).finally(() => rm(scratch, { recursive: true, force: true }));
  await writeFile(path.join(next, stampFile), JSON.stringify({ fingerprint, builtAt: new Date().toISOString() }));
  const old = `${target.distDir}.old`;
  await rm(old, { recursive: true, force: true });
  await rename(target.distDir, old).catch(() => undefined);
  await rename(next, target.distDir);
  await rm(old, { recursive: true, force: true });
  target.log(`Built the site in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

/**
 * Rebuilds the site in the background when the database announces an article change
 * (`pg_notify('haven_rebuild', …)` from a trigger on library_articles). Changes that arrive
 * together are built once; a change during a build queues one more build.
 */
export async function rebuildOnChange(db: Database, target: BuildTarget, debounceMs = 1500) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  const run = () => {
    if (running) {
      again = true;
      return;
    }
    running = buildSite(target)
      .catch((error: unknown) =>
        target.log(`Background rebuild failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`),
      )
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  };
  return db.listen('haven_rebuild', () => {
    clearTimeout(timer);
    timer = setTimeout(run, debounceMs);
  });
}
