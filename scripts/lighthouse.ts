/**
 * Lighthouse scores for a running Haven (prints figures; not part of `npm test`): the home page,
 * an article, a program page and /haven-ai, each run 3 times (mobile emulation, Lighthouse's
 * defaults: simulated Slow 4G and 4× CPU) in Debian's Chromium; prints the median of each
 * category score and of LCP, FCP, TBT and CLS, plus the host's benchmarkIndex.
 *
 *   npm run serve                      # or: HAVEN_SKIP_BUILD=1 node server/serve.ts
 *   node scripts/lighthouse.ts [--url http://127.0.0.1:4321] [--runs 3] [--pages /,/about]
 *
 * Lighthouse is not a dependency. Use a local install (`npm install --no-save lighthouse@13`)
 * or one on PATH; the script says so and exits 2 when there is none. CHROME_PATH defaults to
 * /usr/bin/chromium.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
  return ['/', article, program, '/haven-ai'].filter((page): page is string => page !== null);
}

function runLighthouse(cli: string, url: string, output: string, chrome: string) {
  return spawnSync(
    cli,
    [
      url,
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
      '--only-categories=performance,accessibility,best-practices,seo',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, encoding: 'utf8', timeout: 180_000 },
  );
}

const lighthouseError = (result: ReturnType<typeof runLighthouse>) => (result.stderr || result.error?.message || '').trim().split('\n')[0];

async function main() {
  const base = argument('url', 'http://127.0.0.1:4321').replace(/\/+$/, '');
  const runs = Number(argument('runs', '3'));
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
  const pages = pagesArgument ? pagesArgument.split(',') : await discoverPages(base);
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'haven-lighthouse-'));
  console.log(`Lighthouse (${cli}), mobile, ${runs} runs per page, median; Chromium ${chrome}; ${base}`);
  console.log('page                                   perf  a11y  best   seo    LCP ms    FCP ms   TBT ms    CLS  benchmarkIndex');
  try {
    for (const page of pages) {
      const figures: RunFigures[] = [];
      for (let run = 0; run < runs; run++) {
        const output = path.join(tmp, `run-${figures.length}.json`);
        // Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART, NO_FCP): try that run again.
        let result = runLighthouse(cli, `${base}${page}`, output, chrome);
        for (let retry = 0; result.status !== 0 && retry < 2; retry++) {
          console.log(`  (run ${run + 1} on ${page} failed, trying again: ${lighthouseError(result)})`);
          result = runLighthouse(cli, `${base}${page}`, output, chrome);
        }
        if (result.status !== 0) throw new Error(`lighthouse failed on ${page}: ${lighthouseError(result)}`);
        figures.push(figuresOf(JSON.parse(await readFile(output, 'utf8')) as LighthouseResult));
      }
      const m = medians(figures);
      console.log(
        `${page.slice(0, 38).padEnd(38)} ${String(m.performance).padStart(5)} ${String(m.accessibility).padStart(5)} ${String(m.bestPractices).padStart(5)} ` +
          `${String(m.seo).padStart(5)} ${m.lcp.toFixed(0).padStart(9)} ${m.fcp.toFixed(0).padStart(9)} ${m.tbt.toFixed(0).padStart(8)} ${m.cls.toFixed(3).padStart(6)} ${m.benchmarkIndex.toFixed(0).padStart(15)}`,
      );
    }
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

const isMain = process.argv[1] === fileURLToPath(import.meta.url);
if (isMain) await main();
