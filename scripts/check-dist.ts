/**
 * Checks the built site in `dist/` (or the folder given as the first argument):
 * every page's title is 30–60 characters and its meta description 120–160 (spec section 9),
 * and the bytes a page ships stay within budget (gzip): the JavaScript a page loads before it is
 * interactive (its scripts and their static imports) 80 KB on static pages and 160 KB on tool
 * pages, CSS 25 KB (linked or inline), HTML 30 KB (the whole document, inline CSS included). The
 * chunks islands load later (dynamic imports, e.g. a tool's workspace once the session is known)
 * are printed as "+lazy" so the whole cost stays visible. The fonts every page needs (the core
 * files of src/styles/fonts.css) stay within 14 KB each, so each arrives in the first round trip of
 * a new connection (ten 1,460-byte packets, headers included). Everything that makes reading work
 * offline (the service worker's precache and the pages it saves for offline reading) stays within
 * 4 MB compressed.
 * Prints a line per page and exits non-zero on any failure. What a tool page really transfers
 * before its tool works (lazy chunks, fonts, data and headers included) is measured in a browser
 * by tests/e2e/transfer-budget.spec.ts; `node scripts/bundle-report.ts` lists each page's chunks.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { offlineReading, type OfflineManifest } from '../src/lib/offline-reading.ts';

const dist = path.resolve(process.argv[2] ?? 'dist');
const budgets = { js: 80 * 1024, css: 25 * 1024, html: 30 * 1024, coreFont: 14 * 1024 };
/** Pages whose main job is an interactive tool (React islands); their JS budget is 160 KB. */
const interactive =
  /^\/(programs\/[^/]+\/week\/[1-6]|haven-ai|ai-companion|dashboard|journal|insights|account|auth|assessment|clinical-assessment|haven-assessment|admin|partner-auth|partner-dashboard|contact-partner\/.+|find-partners|safety-plan)$/;

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function pages(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === '_astro' ? [] : pages(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'");

/**
 * Scripts a page loads, following imports between chunks once each: static imports only, or
 * with `lazy` also dynamic `import()`s (everything the page may load later).
 */
function scriptClosure(html: string, lazy = false) {
  const imports = lazy ? /(?:from|import)\s*\(?\s*["'`](\.\/[^"'`]+\.js)["'`]/g : /(?:from|import)\s*["'](\.\/[^"']+\.js)["']/g;
  const seen = new Set<string>();
  const queue = [
    ...html.matchAll(/<script[^>]+src="(\/[^"]+\.js)"/g),
    ...html.matchAll(/(?:component-url|renderer-url)="(\/[^"]+\.js)"/g),
  ].map((m) => m[1]!);
  for (const match of html.matchAll(/import\s*\(?\s*["'](\/_astro\/[^"']+\.js)["']/g)) queue.push(match[1]!);
  while (queue.length > 0) {
    const url = queue.pop()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const file = path.join(dist, url);
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(imports)) queue.push(path.posix.join(path.posix.dirname(url), match[1]!));
  }
  return [...seen];
}

let failures = 0;
let pagesChecked = 0;
const rows: string[] = [];
for (const file of pages(dist).sort()) {
  const route =
    '/' +
    path
      .relative(dist, file)
      .replace(/index\.html$/, '')
      .replace(/\.html$/, '')
      .replace(/\/$/, '');
  const html = readFileSync(file, 'utf8');
  pagesChecked++;
  const problems: string[] = [];
  const title = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
  const description = decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '');
  if (title.length < 30 || title.length > 60) problems.push(`title is ${title.length} characters (30–60): "${title}"`);
  if (description.length < 120 || description.length > 160) problems.push(`description is ${description.length} characters (120–160)`);

  const scripts = scriptClosure(html);
  const inlineJs = [...html.matchAll(/<script(?![^>]*type="application\/ld\+json")(?![^>]*src=)[^>]*>([\s\S]*?)<\/script>/g)].reduce(
    (sum, m) => sum + gzipSync(m[1]!).length,
    0,
  );
  const js = scripts.reduce((sum, url) => sum + gzipSize(path.join(dist, url)), 0) + inlineJs;
  // Stylesheets linked and inlined (astro.config.mjs inlines the site's stylesheet into each page).
  const css =
    [...html.matchAll(/<link[^>]+href="(\/[^"]+\.css)"/g)].reduce((sum, m) => sum + gzipSize(path.join(dist, m[1]!)), 0) +
    [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce((sum, m) => sum + gzipSync(m[1]!, { level: 9 }).length, 0);
  const htmlBytes = gzipSync(html, { level: 9 }).length;
  const lazyJs = scriptClosure(html, true)
    .filter((url) => !scripts.includes(url))
    .reduce((sum, url) => sum + gzipSize(path.join(dist, url)), 0);
  const jsBudget = interactive.test(route) ? budgets.js * 2 : budgets.js;
  if (js > jsBudget) problems.push(`JS ${kb(js)} over ${kb(jsBudget)} before the page is interactive`);
  if (css > budgets.css) problems.push(`CSS ${kb(css)} over ${kb(budgets.css)}`);
  if (htmlBytes > budgets.html) problems.push(`HTML ${kb(htmlBytes)} over ${kb(budgets.html)}`);
  // The not-found page is shown for any path; search engines never list it.
  if (route === '/404')
    problems.splice(0, problems.length, ...problems.filter((p) => !p.startsWith('title') && !p.startsWith('description')));
  failures += problems.length;
  rows.push(
    `${problems.length ? 'FAIL' : 'ok  '} ${route.padEnd(50)} js ${kb(js).padStart(8)} +lazy ${kb(lazyJs).padStart(8)}  css ${kb(css).padStart(7)}  html ${kb(htmlBytes).padStart(7)}${problems.length ? `\n       ${problems.join('\n       ')}` : ''}`,
  );
}
const coreFonts = readdirSync(path.join(dist, '_astro')).filter((name) => /-core\.[\w-]+\.woff2$/.test(name));
if (coreFonts.length === 0) {
  failures++;
  rows.push('FAIL no core font files in _astro (src/styles/fonts.css)');
}
for (const name of coreFonts.sort()) {
  const bytes = statSync(path.join(dist, '_astro', name)).size;
  const over = bytes > budgets.coreFont;
  if (over) failures++;
  rows.push(`${over ? 'FAIL' : 'ok  '} font ${name.padEnd(45)} ${kb(bytes).padStart(8)}${over ? ` over ${kb(budgets.coreFont)}` : ''}`);
}
// Offline reading (src/lib/offline-reading.ts): the service worker's precache plus every page it
// saves for offline reading, gzip-compressed, stays within one budget.
const precache = [...readFileSync(path.join(dist, 'sw.js'), 'utf8').matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]!);
// @vite-pwa/astro lists pages by their path ("library", "/"), files by their name.
const precachedFile = (url: string) => {
  const file = path.join(dist, url);
  return statSync(file).isDirectory() ? path.join(file, 'index.html') : file;
};
const precacheBytes = precache.reduce((sum, url) => sum + gzipSize(precachedFile(url)), 0);
const saved = (JSON.parse(readFileSync(path.join(dist, offlineReading.manifestPath.slice(1)), 'utf8')) as OfflineManifest).pages;
const savedBytes = saved.reduce((sum, page) => sum + page.gzipBytes, 0);
const offlineBytes = precacheBytes + savedBytes;
const offlineOver = precache.length === 0 || offlineBytes > offlineReading.budgetBytes;
if (offlineOver) failures++;
rows.push(
  `${offlineOver ? 'FAIL' : 'ok  '} offline reading: precache ${precache.length} files ${kb(precacheBytes)} + ${saved.length} saved pages ${kb(savedBytes)} = ${kb(offlineBytes)} (budget ${kb(offlineReading.budgetBytes)})`,
);
console.log(rows.join('\n'));
console.log(`\n${pagesChecked} pages and ${coreFonts.length} core fonts checked, ${failures} problem(s).`);
process.exit(failures > 0 ? 1 : 0);
