/**
 * Wren's speed, printed:
 *   1. the embedded engine in-process (screen, classifier, reply): p50/p95/p99 over 600 replies;
 *   2. the companion-chat edge function over HTTP on the embedded server (HAVEN_DATA_DIR, if set,
 *      for a seeded database): cold start, then the server-side engine time and the round trip;
 *   3. with --browser (needs a built site: HAVEN_DIST_DIR and the HAVEN_DATA_DIR it was built
 *      with): first visible feedback in Chromium, from the Enter key to the message and
 *      "Wren is thinking…" on screen.
 * Targets: engine p95 ≤ 100 ms server-side; language layer loaded ≤ 2 s; the engine's memory
 * ≤ 300 MB; first visible feedback ≤ 100 ms.
 *
 *   node scripts/bench-companion.ts [--browser]
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { respond } from '../supabase/functions/_shared/companion/engine.ts';
import { loadNlu } from '../supabase/functions/_shared/companion/nlu.ts';
import { freshState } from '../supabase/functions/_shared/companion/state.ts';
import type { ChatResponse } from '../supabase/functions/_shared/companion/types.ts';
import { contentIndex } from '../tests/companion/content-docs.ts';
import { startTestServer } from '../tests/support/server.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
let failed = false;

function report(label: string, samples: number[], target?: number) {
  const s = [...samples].sort((a, b) => a - b);
  const p95 = pct(s, 0.95);
  const ok = target === undefined || p95 <= target;
  if (!ok) failed = true;
  console.log(
    `  ${label.padEnd(40)} n=${String(s.length).padEnd(4)} p50 ${fmt(pct(s, 0.5)).padStart(9)}  p95 ${fmt(p95).padStart(9)}  p99 ${fmt(pct(s, 0.99)).padStart(9)}${target ? `  target p95 ≤ ${target} ms ${ok ? 'met' : 'MISSED'}` : ''}`,
  );
}

async function messages(): Promise<string[]> {
  const file = JSON.parse(await readFile(path.join(root, 'tests/companion/red-team.json'), 'utf8')) as { items: { text: string }[] };
  return file.items.map((i) => i.text);
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function engine() {
  const rssBefore = process.memoryUsage().rss;
  const t = performance.now();
  const [nlu, index] = await Promise.all([loadNlu(), contentIndex()]);
  const loadMs = performance.now() - t;
  const coldOk = nlu.loadedInMs <= 2000;
  if (!coldOk) failed = true;
  console.log(
    `Embedded engine: language layer loaded in ${fmt(nlu.loadedInMs)} (target ≤ 2000 ms ${coldOk ? 'met' : 'MISSED'}), ready with ${index.size} content documents in ${fmt(loadMs)}`,
  );
  const list = await messages();
  // Long messages too: they are read sentence by sentence (up to 8 pieces).
  const long = list.slice(0, 20).join(' ');
  list.push(long, `${long} ${long}`);
  for (let i = 0; i < 50; i += 1)
    await respond({ text: list[i % list.length]!, state: freshState(Date.now()) }, { nlu, index, now: Date.now() });
  const times: number[] = [];
  for (let i = 0; i < 600; i += 1) {
    const now = Date.now();
    const start = performance.now();
    await respond({ text: list[i % list.length]!, state: freshState(now) }, { nlu, index, now });
    times.push(performance.now() - start);
  }
  report('engine reply, in-process', times, 100);
  const grown = process.memoryUsage().rss - rssBefore;
  const memOk = grown <= 300 * 1024 * 1024;
  if (!memOk) failed = true;
  console.log(`  memory: the engine added ${mb(grown)} of resident memory (target ≤ 300 MB ${memOk ? 'met' : 'MISSED'})`);
}

async function overHttp() {
  const started = performance.now();
  // With HAVEN_DATA_DIR (a seeded database), retrieval has Haven's real articles and programs.
  const dataDir = process.env['HAVEN_DATA_DIR'];
  const server = await startTestServer(dataDir ? { dataDir } : {});
  try {
    const call = async (message: string, token = server.anonKey) => {
      const t = performance.now();
      const response = await fetch(`${server.url}/functions/v1/companion-chat`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, apikey: server.anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ message }),
      });
      const body = (await response.json()) as ChatResponse;
      return { round: performance.now() - t, engine: body.timing?.engineMs ?? NaN };
    };
    console.log(`\nEdge function over HTTP (embedded server up in ${fmt(performance.now() - started)})`);
    const cold = await call('hi');
    const health = (await (await fetch(`${server.url}/functions/v1/companion-chat/health`)).json()) as Record<string, number>;
    console.log(
      `  cold start: first reply ${fmt(cold.round)} (function load, language layer ${health['loadedInMs']} ms, content index ${health['indexMs']} ms for ${health['indexDocs']} documents)`,
    );
    const list = await messages();
    const rounds: number[] = [];
    const engines: number[] = [];
    for (let i = 0; i < 300; i += 1) {
      const r = await call(list[i % list.length]!);
      rounds.push(r.round);
      engines.push(r.engine);
    }
    report('server-side engine time (guest)', engines, 100);
    report('round trip, JSON (guest)', rounds);
  } finally {
    await server.stop();
  }
}

async function browser() {
  const distDir = process.env['HAVEN_DIST_DIR'];
  const dataDir = process.env['HAVEN_DATA_DIR'];
  if (!distDir || !dataDir) throw new Error('--browser needs HAVEN_DIST_DIR and HAVEN_DATA_DIR (the ones the site was built with).');
  const { chromium } = await import('@playwright/test');
  const server = await startTestServer({ dataDir, env: { HAVEN_DIST_DIR: distDir } });
  const chrome = await chromium.launch({
    executablePath: process.env['CHROME_PATH'] ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await chrome.newPage();
    await page.goto(`${server.url}/haven-ai`);
    await page.getByLabel('I am 18 or older').check();
    await page.getByRole('button', { name: 'I understand, start chatting' }).click();
    const samples: number[] = [];
    for (const text of [
      'I feel anxious about work',
      'My partner and I had a fight',
      'I can’t sleep lately',
      'I’m stressed about money',
      'I had a rough day',
      'I feel lonely',
      'Work is so stressful',
      'I keep overthinking',
      'I feel tired',
      'I’m nervous about tomorrow',
    ]) {
      await page.getByLabel('Message Wren').fill(text);
      const ms = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const area = document.getElementById('wren-message') as HTMLTextAreaElement;
            const start = performance.now();
            const observer = new MutationObserver(() => {
              if ([...document.querySelectorAll('[role="status"]')].some((n) => n.textContent?.includes('is thinking'))) {
                observer.disconnect();
                resolve(performance.now() - start);
              }
            });
            observer.observe(document.body, { subtree: true, childList: true });
            area.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
          }),
      );
      samples.push(ms);
      await page.locator('[data-role="assistant"][data-pending]').waitFor({ state: 'detached' });
    }
    console.log('\nBrowser (Chromium)');
    report('first visible feedback after send', samples, 100);
  } finally {
    await chrome.close();
    await server.stop();
  }
}

await engine();
await overHttp();
if (process.argv.includes('--browser')) await browser();
console.log(failed ? '\nA target was missed.' : '\nAll targets met.');
if (failed) process.exitCode = 1;
