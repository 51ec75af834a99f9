/**
 * What a page's JavaScript is made of (issue 25): for each page, every chunk it loads at once
 * ("now": its scripts and their static imports) and every chunk its islands may fetch later
 * ("later": dynamic imports, followed through), with each chunk's Brotli size (what a browser
 * on HTTPS receives from the embedded server), biggest first. A chunk is named after its first
 * module (`supabase`, `screen`, `JournalWorkspace`), so the list says which import costs what.
 * Prints figures; enforces nothing (scripts/check-dist.ts and tests/e2e/transfer-budget.spec.ts
 * do).
 *
 *   node scripts/bundle-report.ts [dist] [--pages /journal,/haven-ai] [--top 15]
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? undefined : args[index + 1];
};
const dist = path.resolve(args.find((arg, i) => !arg.startsWith('--') && !args[i - 1]?.startsWith('--')) ?? 'dist');
const toolPages = [
  '/',
  '/haven-ai',
  '/journal',
  '/dashboard',
  '/insights',
  '/assessment',
  '/programs/anxiety-management/week/1',
  '/account',
  '/partner-dashboard',
  '/admin',
];
const pages = option('pages')?.split(',') ?? toolPages;
const top = Number(option('top') ?? 15);

const sizes = new Map<string, number>();
function brotli(url: string) {
  if (!sizes.has(url)) {
    const raw = readFileSync(path.join(dist, url));
    sizes.set(url, brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length);
  }
  return sizes.get(url)!;
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The page's scripts and their static imports, or with `lazy` everything they may import later too. */
function closure(html: string, lazy: boolean) {
  const imports = lazy ? /(?:from|import)\s*\(?\s*["'`](\.\/[^"'`]+\.js)["'`]/g : /(?:from|import)\s*["'](\.\/[^"']+\.js)["']/g;
  const queue = [
    ...html.matchAll(/<script[^>]+src="(\/[^"]+\.js)"/g),
    ...html.matchAll(/(?:component-url|renderer-url)="(\/[^"]+\.js)"/g),
    ...html.matchAll(/import\s*\(?\s*["'](\/_astro\/[^"']+\.js)["']/g),
  ].map((m) => m[1]!);
  const seen = new Set<string>();
  while (queue.length > 0) {
    const url = queue.pop()!;
    if (seen.has(url)) continue;
    seen.add(url);
    for (const match of readFileSync(path.join(dist, url), 'utf8').matchAll(imports))
      queue.push(path.posix.join(path.posix.dirname(url), match[1]!));
  }
  return seen;
}

for (const page of pages) {
  const file = path.join(dist, page, 'index.html');
  const html = readFileSync(file, 'utf8');
  const now = closure(html, false);
  const later = [...closure(html, true)].filter((url) => !now.has(url));
  const rows = [...[...now].map((url) => ({ url, when: 'now' })), ...later.map((url) => ({ url, when: 'later' }))]
    .map((row) => ({ ...row, bytes: brotli(row.url) }))
    .sort((a, b) => b.bytes - a.bytes);
  const sum = (when: string) => rows.filter((r) => r.when === when).reduce((total, r) => total + r.bytes, 0);
  const htmlBytes = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  console.log(
    `\n${page}  html ${kb(htmlBytes)}  js now ${kb(sum('now'))} in ${now.size} files  later ${kb(sum('later'))} in ${later.length} files`,
  );
  for (const row of rows.slice(0, top))
    console.log(`  ${kb(row.bytes).padStart(8)}  ${row.when.padEnd(5)}  ${path.posix.basename(row.url)}`);
  if (rows.length > top) console.log(`  … ${rows.length - top} smaller files, ${kb(rows.slice(top).reduce((t, r) => t + r.bytes, 0))}`);
}
