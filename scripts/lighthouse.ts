/**
 * Lighthouse figures for a running Haven (prints figures; not part of `npm test`), issue 25: the
 * home page, an article, a program page and every tool page (signed in where needed, as
 * tests/e2e/transfer-budget.spec.ts does), each run 5 times (mobile emulation, Lighthouse's
 * defaults: simulated Slow 4G and 4× CPU) in Debian's Chromium, every run in a fresh profile.
 * Prints the median of each category score and of LCP, FCP, TBT and CLS (and the largest CLS of
 * any run), plus the host's benchmarkIndex. In the same run it measures the floor, a page with
 * one island and nothing else served from this process, and prints each LCP as a ratio to
 * it, with issue 25's targets: LCP ≤ 1.1 s on static pages, ≤ 1.5 s on tool pages, CLS 0.
 *
 *   HAVEN_SKIP_BUILD=1 node server/serve.ts   # or: npm run serve
 *   node scripts/lighthouse.ts [--url http://127.0.0.1:4321] [--runs 5] [--data-dir .haven-data]
 *                              [--no-tools] [--pages /,/about]   # --pages: only these, signed out
 *                              [--tools /insights,/admin]        # only these tool pages, signed in
 *
 * --data-dir is the server's HAVEN_DATA_DIR (its keys.json makes the accounts tool pages need).
 * Lighthouse is not a dependency. Use a local install (`npm install --no-save lighthouse@13`)
 * or one on PATH; the script says so and exits 2 when there is none. CHROME_PATH defaults to
 * /usr/bin/chromium.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';
import { chromiumArgs } from '../tests/support/chromium.ts';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function argument(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : (process.argv[index + 1] ?? fallback);
}

/** The Lighthouse CLI: node_modules/.bin first, then PATH. */
export function findLighthouse(): string | null {
  const local = path.join(projectRoot, 'node_modules', '.bin', 'lighthouse');
  if (existsSync(local)) return local;
  const onPath = spawnSync('sh', ['-c', 'command -v lighthouse'], { encoding: 'utf8' });
  return onPath.status === 0 && onPath.stdout.trim() ? onPath.stdout.trim() : null;
}

export interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  benchmarkIndex: number;
}

interface LighthouseResult {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
  environment?: { benchmarkIndex?: number };
  runtimeError?: { code: string; message: string };
}

/** The figures of one Lighthouse JSON report (scores as 0–100). */
export function figuresOf(report: LighthouseResult): RunFigures {
  if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.code} ${report.runtimeError.message}`);
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: audit('largest-contentful-paint'),
    fcp: audit('first-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    benchmarkIndex: report.environment?.benchmarkIndex ?? Number.NaN,
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The median of every figure across runs. */
export function medians(runs: RunFigures[]): RunFigures {
  const keys = Object.keys(runs[0]!) as (keyof RunFigures)[];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as unknown as RunFigures;
}

/** Picks an article and a program from the site's own index pages. */
async function discoverPages(base: string): Promise<string[]> {
  const firstLink = async (index: string, pattern: RegExp) => {
    const res = await fetch(`${base}${index}`);
    if (!res.ok) return null;
    return pattern.exec(await res.text())?.[1] ?? null;
  };
  const article = await firstLink('/library', /href="(\/library\/(?!topics?\/|category\/)[a-z0-9-]+\/?)"/);
  const program = await firstLink('/programs', /href="(\/programs\/[a-z0-9-]+\/?)"/);
  return ['/', article, program].filter((page): page is string => page !== null);
}

/** One page to measure: where it is, what it is held to and, for a tool page, who is signed in. */
export interface Target {
  /** Path on the Haven under test, or an absolute URL (the floor). */
  path: string;
  /** LCP target in ms (issue 25: 1,100 for static pages, 1,500 for tool pages). */
  lcpTarget: number;
  /** localStorage entries for the page's origin (a session), created fresh before each run. */
  storage?: () => Promise<Record<string, string>>;
}

/**
 * Tool pages, signed in the way `tests/e2e/transfer-budget.spec.ts` signs in: an account made
 * with the service-role key, its session put in localStorage (`haven-auth`) before the page loads.
 */
async function toolTargets(base: string, dataDir: string): Promise<Target[]> {
  const { createPerson, enrolIn, joinAsPartner, readKeys } = await import('../tests/support/accounts.ts');
  const keys = readKeys(dataDir);
  const person = async (role: 'admin' | null = null) => {
    const who = await createPerson(base, keys, { role, emailPrefix: 'lcp', displayName: 'Robin', secondFactor: role === 'admin' });
    return { client: who.client, session: JSON.stringify(who.session) };
  };
  const member =
    (extra: Record<string, string> = {}) =>
    async () => ({ 'haven-auth': (await person()).session, ...extra });
  const tool = (pagePath: string, storage: Target['storage']): Target => ({
    path: pagePath,
    lcpTarget: 1500,
    ...(storage ? { storage } : {}),
  });
  return [
    tool('/haven-ai', member({ 'haven-wren-disclosed': new Date().toISOString(), 'haven-wren-age': 'adult' })),
    tool('/journal', member()),
    tool('/dashboard', member()),
    tool('/insights', member()),
    tool('/assessment', member()),
    tool('/programs/anxiety-management/week/1', async () => {
      const who = await person();
      await enrolIn(who.client, 'anxiety-management');
      return { 'haven-auth': who.session };
    }),
    tool('/account', member()),
    tool('/partner-dashboard', async () => {
      const who = await person();
      await joinAsPartner(who.client, 'Lighthouse Counselor');
      return { 'haven-auth': who.session };
    }),
    tool('/admin', async () => ({ 'haven-auth': (await person('admin')).session })),
  ];
}

/**
 * The floor: a page with one island and nothing else (a heading and a paragraph in the HTML, one
 * module that renders a button into it), Brotli-compressed, from a server in this process.
 * Bundled with esbuild (already installed as Astro's) with the renderer the site ships: the island
 * is written against React's API and rendered by Preact through preact/compat, as in astro.config.mjs.
 */
export async function startFloor(): Promise<{ url: string; close: () => Promise<void> }> {
  const esbuild = await import('esbuild');
  const bundle = await esbuild.build({
    stdin: {
      contents:
        "import { createRoot } from 'react-dom/client';\n" +
        "import { useState } from 'react';\n" +
        'function Island() { const [n, setN] = useState(0); return <button type="button" onClick={() => setN(n + 1)}>Pressed {n} times</button>; }\n' +
        "createRoot(document.getElementById('island')).render(<Island />);\n",
      loader: 'tsx',
      resolveDir: projectRoot,
    },
    bundle: true,
    minify: true,
    format: 'esm',
    jsx: 'automatic',
    jsxImportSource: 'preact',
    alias: { react: 'preact/compat', 'react-dom': 'preact/compat', 'react-dom/client': 'preact/compat/client' },
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
  });
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>Floor</title><meta name="description" content="One island and nothing else.">' +
    '<style>body{font-family:system-ui,sans-serif;margin:0 auto;max-width:40rem;padding:1rem;line-height:1.5}</style></head>' +
    '<body><main><h1>One island</h1><p>A static paragraph, then one island below it, as the floor every page is compared with.</p>' +
    '<div id="island"></div></main><script type="module" src="/island.js"></script></body></html>';
  const files = new Map([
    ['/', { type: 'text/html; charset=utf-8', body: brotliCompressSync(html) }],
    ['/island.js', { type: 'text/javascript; charset=utf-8', body: brotliCompressSync(bundle.outputFiles[0]!.contents) }],
  ]);
  const server = createServer((req, res) => {
    const file = files.get(new URL(req.url ?? '/', 'http://floor').pathname);
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': file.type, 'content-encoding': 'br', 'cache-control': 'no-cache' }).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * One Lighthouse run in a fresh Chromium profile (cold HTTP cache, no service worker), opened by
 * Playwright with a debugging port that Lighthouse attaches to. A signed-in run writes the
 * session into the origin's localStorage first (on a stub response, so none of the site's code
 * runs) and tells Lighthouse not to reset storage; the fresh profile is what keeps it cold.
 */
async function runOnce(cli: string, url: string, output: string, chrome: string, profile: string, storage?: Record<string, string>) {
  const { chromium } = await import('@playwright/test');
  const port = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chrome,
    headless: true,
    args: [...chromiumArgs, `--remote-debugging-port=${port}`],
  });
  try {
    if (storage) {
      const page = context.pages()[0] ?? (await context.newPage());
      const stub = new URL('/__lighthouse-storage', url).href;
      await page.route(stub, (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: '' }));
      await page.goto(stub);
      await page.evaluate((entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, storage);
      await page.goto('about:blank');
    }
    const flags = [
      url,
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
      `--port=${port}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      ...(storage ? ['--disable-storage-reset'] : []),
    ];
    return await new Promise<{ status: number | null; stderr: string }>((resolve) => {
      const child = spawn(cli, flags, { stdio: ['ignore', 'ignore', 'pipe'] });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const timer = setTimeout(() => child.kill('SIGKILL'), 180_000);
      child.on('close', (status) => {
        clearTimeout(timer);
        resolve({ status, stderr });
      });
    });
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}

/** Median figures of `runs` Lighthouse runs of one target, retrying runs that lose their trace. */
async function measure(cli: string, chrome: string, tmp: string, url: string, runs: number, target: Target) {
  const figures: RunFigures[] = [];
  for (let run = 0; run < runs; run++) {
    const output = path.join(tmp, `run-${run}.json`);
    let result = { status: 1 as number | null, stderr: '' };
    // Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART, NO_FCP): try that run again.
    for (let attempt = 0; result.status !== 0 && attempt < 3; attempt++) {
      if (attempt) console.log(`  (run ${run + 1} on ${target.path} failed, trying again: ${result.stderr.trim().split('\n')[0]})`);
      const storage = target.storage ? await target.storage() : undefined;
      result = await runOnce(cli, url, output, chrome, path.join(tmp, `profile-${run}-${attempt}`), storage);
    }
    if (result.status !== 0) throw new Error(`lighthouse failed on ${target.path}: ${result.stderr.trim().split('\n')[0]}`);
    figures.push(figuresOf(JSON.parse(await readFile(output, 'utf8')) as LighthouseResult));
  }
  return { median: medians(figures), clsMax: Math.max(...figures.map((f) => f.cls)) };
}

async function main() {
  const base = argument('url', 'http://127.0.0.1:4321').replace(/\/+$/, '');
  const runs = Number(argument('runs', '5'));
  const dataDir = path.resolve(projectRoot, argument('data-dir', process.env['HAVEN_DATA_DIR'] ?? '.haven-data'));
  const cli = findLighthouse();
  if (!cli) {
    console.error(
      'Lighthouse is not installed. Install it without adding it to package.json:\n' +
        '  npm install --no-save lighthouse@13\n' +
        'or put a `lighthouse` command on PATH, then run this script again.',
    );
    process.exit(2);
  }
  const chrome = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';
  try {
    const res = await fetch(`${base}/`);
    if (!res.ok) throw new Error(`status ${res.status}`);
  } catch (error) {
    console.error(`No Haven at ${base} (${(error as Error).message}). Start one first: npm run serve`);
    process.exit(2);
  }
  const pagesArgument = argument('pages', '');
  const toolsArgument = argument('tools', '');
  const publicPages = pagesArgument ? pagesArgument.split(',') : toolsArgument ? [] : await discoverPages(base);
  const targets: Target[] = publicPages.map((page) => ({ path: page, lcpTarget: page === '/haven-ai' ? 1500 : 1100 }));
  if (!process.argv.includes('--no-tools') && (!pagesArgument || toolsArgument)) {
    if (!existsSync(path.join(dataDir, 'keys.json'))) {
      console.error(`No keys.json in ${dataDir}: pass --data-dir (the server's HAVEN_DATA_DIR) to sign in on tool pages, or --no-tools.`);
      process.exit(2);
    }
    const only = toolsArgument ? toolsArgument.split(',') : null;
    const tools = (await toolTargets(base, dataDir)).filter((tool) => !only || only.includes(tool.path));
    if (only && tools.length !== only.length) {
      console.error(
        `--tools names a page that is not a tool page here: ${only.filter((page) => !tools.some((t) => t.path === page)).join(', ')}`,
      );
      process.exit(2);
    }
    targets.push(...tools);
  }
  const floor = await startFloor();
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'haven-lighthouse-'));
  console.log(`Lighthouse (${cli}), mobile (simulated slow 4G, 4× CPU), ${runs} runs per page, median; Chromium ${chrome}; ${base}`);
  console.log(
    `load average at start: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    'page                                   perf  a11y  best   seo    LCP ms  × floor  target    FCP ms   TBT ms    CLS (max)  benchmarkIndex',
  );
  try {
    const floorFigures = await measure(cli, chrome, tmp, floor.url, runs, { path: 'floor (one island)', lcpTarget: Infinity });
    const print = (label: string, target: number, { median: m, clsMax }: typeof floorFigures) => {
      const verdict = Number.isFinite(target)
        ? `${m.lcp <= target && clsMax === 0 ? 'ok  ' : 'MISS'} ${String(target).padStart(4)}`
        : '         ';
      console.log(
        `${label.slice(0, 38).padEnd(38)} ${String(m.performance).padStart(5)} ${String(m.accessibility).padStart(5)} ${String(m.bestPractices).padStart(5)} ` +
          `${String(m.seo).padStart(5)} ${m.lcp.toFixed(0).padStart(9)} ${(m.lcp / floorFigures.median.lcp).toFixed(2).padStart(7)}× ${verdict} ` +
          `${m.fcp.toFixed(0).padStart(9)} ${m.tbt.toFixed(0).padStart(8)} ${m.cls.toFixed(3).padStart(6)} (${clsMax.toFixed(3)}) ${m.benchmarkIndex.toFixed(0).padStart(10)}`,
      );
    };
    print('floor (one island)', Infinity, floorFigures);
    for (const target of targets)
      print(target.path, target.lcpTarget, await measure(cli, chrome, tmp, `${base}${target.path}`, runs, target));
    console.log(
      `load average at end: ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await floor.close();
    await rm(tmp, { recursive: true, force: true });
  }
}

const isMain = process.argv[1] === fileURLToPath(import.meta.url);
if (isMain) await main();
