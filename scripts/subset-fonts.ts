/**
 * Writes Haven's web fonts (src/assets/fonts) and their @font-face rules (src/styles/fonts.css)
 * from the Fontsource packages. Run after updating @fontsource-variable/*:
 *
 *   node scripts/subset-fonts.ts
 *
 * Fontsource ships each family as variable files per script (latin, latin-ext, vietnamese), with
 * the whole weight axis (100–900). Every page downloads its latin files before its text settles, so
 * on a slow phone they cost more than the page itself (34 + 37 KB). Haven sets body text at 400–700
 * and headings at 400 and 600, and nearly all of its text is plain English, so each weight becomes:
 *
 *   - a core file with ASCII, the typographic punctuation Haven's copy uses and the commonest
 *     accented letters: the one a page normally downloads, small enough (≈ 13 KB) to arrive in a
 *     new connection's first round trip;
 *   - the rest of Fontsource's latin range, and its latin-ext and vietnamese files, each with its
 *     own unicode-range, so the browser fetches one only for a page with such a character.
 *
 * Atkinson Hyperlegible Next keeps its weight axis from 400 to 700 (body text uses all four
 * weights); Fraunces becomes two static fonts, 400 and 600, which together are no larger than its
 * axis and each fit that first round trip. The @font-face rules give each file its weights, so the
 * browser never fakes bold. Coverage is what Fontsource gives; only the split and the weights
 * change. The fonts are under the SIL Open Font License 1.1 (no reserved names); the licence files
 * are copied next to them.
 */
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import subsetFont from 'subset-font';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outputDirectory = path.join(projectRoot, 'src', 'assets', 'fonts');
const cssFile = path.join(projectRoot, 'src', 'styles', 'fonts.css');

/** Code point ranges, inclusive. */
export type Ranges = [number, number][];

const ascii: Ranges = [[0x20, 0x7e]];
/** Control characters have no glyphs; listing them would make a tab or line break fetch a file. */
export const controls: Ranges = [
  [0x00, 0x1f],
  [0x7f, 0x9f],
];
/**
 * Typographic punctuation and signs Haven's copy uses: nbsp © · – — ‘ ’ “ ” • … € ™ (the fonts have
 * no arrows; ← and → come from the system font, as they always have).
 */
const punctuation: Ranges = [
  [0xa0, 0xa0],
  [0xa9, 0xa9],
  [0xb7, 0xb7],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
];

/** One set of files: a weight range kept as a variable axis, or one weight as a static font. */
export type Weight = { min: number; max: number } | number;

interface Family {
  /** The CSS family name the theme uses. */
  name: string;
  /** The Fontsource package and its file prefix. */
  packageName: string;
  filePrefix: string;
  weights: Weight[];
}

/**
 * The accented letters a US audience's names and borrowed words use most (Spanish, and the German
 * ö and ü of names like Löwe): about 0.7 KB, where all of Latin-1 would push a core file past the
 * first round trip.
 */
const accents = 'áéíóúñöüçÁÉÍÓÚÑÖÜ';

/** The ranges of the characters of `text`. */
export function rangesOf(text: string): Ranges {
  return normalise([...text].map((character) => [character.codePointAt(0)!, character.codePointAt(0)!]));
}

/** The characters every core file holds. */
export const core: Ranges = normalise([...ascii, ...punctuation, ...rangesOf(accents)]);

export const families: Family[] = [
  {
    name: 'Atkinson Hyperlegible Next',
    packageName: '@fontsource-variable/atkinson-hyperlegible-next',
    filePrefix: 'atkinson-hyperlegible-next',
    weights: [{ min: 400, max: 700 }],
  },
  {
    name: 'Fraunces',
    packageName: '@fontsource-variable/fraunces',
    filePrefix: 'fraunces',
    weights: [400, 600],
  },
];

/** The CSS font-weight value of a weight. */
export function weightDescriptor(weight: Weight): string {
  return typeof weight === 'number' ? String(weight) : `${weight.min} ${weight.max}`;
}

/** Parses a CSS unicode-range value ("U+0000-00FF,U+0131") into sorted, merged ranges. */
export function parseUnicodeRange(value: string): Ranges {
  const ranges: Ranges = value.split(',').map((part) => {
    const [start, end] = part.trim().replace(/^U\+/i, '').split('-');
    const first = Number.parseInt(start!, 16);
    return [first, end === undefined ? first : Number.parseInt(end, 16)];
  });
  return normalise(ranges);
}

/** Sorts ranges and merges those that overlap or touch. */
export function normalise(ranges: Ranges): Ranges {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const merged: Ranges = [];
  for (const [start, end] of sorted) {
    const last = merged.at(-1);
    if (last && start <= last[1] + 1) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** The code points of `ranges` that are not in `minus`. */
export function subtract(ranges: Ranges, minus: Ranges): Ranges {
  const result: Ranges = [];
  const removed = normalise(minus);
  for (const [start, end] of normalise(ranges)) {
    let from = start;
    for (const [cutStart, cutEnd] of removed) {
      if (cutEnd < from || cutStart > end) continue;
      if (cutStart > from) result.push([from, cutStart - 1]);
      from = Math.max(from, cutEnd + 1);
    }
    if (from <= end) result.push([from, end]);
  }
  return result;
}

/** The ranges as a CSS unicode-range value. */
export function formatUnicodeRange(ranges: Ranges): string {
  const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0');
  return normalise(ranges)
    .map(([start, end]) => (start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`))
    .join(', ');
}

function textOf(ranges: Ranges): string {
  let text = '';
  for (const [start, end] of ranges) for (let codePoint = start; codePoint <= end; codePoint++) text += String.fromCodePoint(codePoint);
  return text;
}

/** Fontsource's subsets of a family: file name → unicode range, read from its wght.css. */
async function fontsourceSubsets(family: Family): Promise<Map<string, Ranges>> {
  const css = await readFile(path.join(projectRoot, 'node_modules', family.packageName, 'wght.css'), 'utf8');
  const subsets = new Map<string, Ranges>();
  for (const rule of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
    const source = /url\(\.\/files\/([^)]+\.woff2)\)/.exec(rule[1]!)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(rule[1]!)?.[1];
    if (source && range) subsets.set(source, parseUnicodeRange(range));
  }
  return subsets;
}

interface Face {
  file: string;
  weight: Weight;
  ranges: Ranges;
}

async function writeFamily(family: Family): Promise<Face[]> {
  const subsets = await fontsourceSubsets(family);
  const latinFile = `${family.filePrefix}-latin-wght-normal.woff2`;
  const latin = subsets.get(latinFile);
  if (!latin) throw new Error(`${family.packageName} has no ${latinFile}`);

  // Ranges must not overlap, so each character has exactly one face. Fontsource's own ranges do
  // overlap (it relies on the later rule winning: latin over latin-ext over vietnamese), so each
  // file keeps only what the files before it in that order do not cover.
  const plan: { from: string; subset: string; ranges: Ranges }[] = [
    { from: latinFile, subset: 'core', ranges: core },
    { from: latinFile, subset: 'latin', ranges: subtract(latin, [...core, ...controls]) },
  ];
  let covered: Ranges = [...latin, ...core];
  for (const [file, ranges] of [...subsets].reverse()) {
    if (file === latinFile) continue;
    const subset = /-(latin-ext|vietnamese|cyrillic|greek)-wght/.exec(file)?.[1];
    if (!subset) throw new Error(`Unexpected Fontsource file ${file}`);
    plan.push({ from: file, subset, ranges: subtract(ranges, covered) });
    covered = [...covered, ...ranges];
  }

  const sources = new Map<string, Buffer>();
  for (const { from } of plan)
    if (!sources.has(from)) sources.set(from, await readFile(path.join(projectRoot, 'node_modules', family.packageName, 'files', from)));

  const faces: Face[] = [];
  for (const weight of family.weights) {
    // A variable range needs no tag: a family has either one range or static weights.
    const tag = typeof weight === 'number' ? `-${weight}` : '';
    for (const { from, subset, ranges } of plan) {
      const file = `${family.filePrefix}${tag}-${subset}.woff2`;
      const source = sources.get(from)!;
      const font = await subsetFont(source, textOf(ranges), { targetFormat: 'woff2', variationAxes: { wght: weight } });
      await writeFile(path.join(outputDirectory, file), font);
      console.log(`wrote src/assets/fonts/${file} (${(font.length / 1024).toFixed(1)} KB, from ${(source.length / 1024).toFixed(1)} KB)`);
      faces.push({ file, weight, ranges });
    }
  }
  await copyFile(
    path.join(projectRoot, 'node_modules', family.packageName, 'LICENSE'),
    path.join(outputDirectory, `${family.filePrefix}-LICENSE.txt`),
  );
  return faces;
}

async function main() {
  await rm(outputDirectory, { recursive: true, force: true });
  await mkdir(outputDirectory, { recursive: true });
  const rules: string[] = ['/* Written by scripts/subset-fonts.ts: edit that script, not this file. */'];
  for (const family of families) {
    for (const face of await writeFamily(family)) {
      rules.push(
        [
          '@font-face {',
          `  font-family: '${family.name}';`,
          '  font-style: normal;',
          '  font-display: swap;',
          `  font-weight: ${weightDescriptor(face.weight)};`,
          `  src: url('../assets/fonts/${face.file}') format('woff2');`,
          `  unicode-range: ${formatUnicodeRange(face.ranges)};`,
          '}',
        ].join('\n'),
      );
    }
  }
  const css = await format(rules.join('\n'), { ...(await resolveConfig(cssFile)), filepath: cssFile });
  await writeFile(cssFile, css);
  console.log('wrote src/styles/fonts.css');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await main();
