import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  controls,
  core,
  families,
  formatUnicodeRange,
  normalise,
  parseUnicodeRange,
  rangesOf,
  subtract,
  weightDescriptor,
  type Ranges,
} from '../../scripts/subset-fonts';

const root = path.resolve(import.meta.dirname, '../..');

describe('unicode ranges', () => {
  it('parses single code points and spans, sorted and merged', () => {
    expect(parseUnicodeRange('U+0152-0153, U+0131,U+0000-00FF')).toEqual([
      [0x00, 0xff],
      [0x131, 0x131],
      [0x152, 0x153],
    ]);
  });

  it('merges ranges that touch or overlap, and keeps gaps', () => {
    expect(
      normalise([
        [10, 20],
        [21, 25],
        [5, 12],
        [30, 30],
      ]),
    ).toEqual([
      [5, 25],
      [30, 30],
    ]);
  });

  it('subtracts ranges, splitting a span around a hole', () => {
    expect(subtract([[0x20, 0xff]], [[0x7f, 0x9f]])).toEqual([
      [0x20, 0x7e],
      [0xa0, 0xff],
    ]);
    expect(subtract([[1, 5]], [[0, 10]])).toEqual([]);
    expect(subtract([[1, 5]], [[6, 10]])).toEqual([[1, 5]]);
  });

  it('formats ranges the way CSS writes them, and reads back the same', () => {
    const ranges: Ranges = [
      [0x20, 0x7e],
      [0x2022, 0x2022],
    ];
    expect(formatUnicodeRange(ranges)).toBe('U+0020-007E, U+2022');
    expect(parseUnicodeRange(formatUnicodeRange(ranges))).toEqual(ranges);
  });

  it('turns characters into ranges', () => {
    expect(rangesOf('cab')).toEqual([[0x61, 0x63]]);
  });
});

interface Face {
  family: string;
  weight: string;
  url: string;
  ranges: Ranges;
}

/** The @font-face rules of src/styles/fonts.css. */
function faces(): Face[] {
  const css = readFileSync(path.join(root, 'src/styles/fonts.css'), 'utf8');
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => ({
    family: /font-family:\s*'([^']+)'/.exec(body!)![1]!,
    weight: /font-weight:\s*([^;]+);/.exec(body!)![1]!,
    url: /url\('([^']+)'\)/.exec(body!)![1]!,
    ranges: parseUnicodeRange(/unicode-range:\s*([^;]+);/.exec(body!)![1]!),
  }));
}

const covers = (ranges: Ranges, codePoint: number) => ranges.some(([start, end]) => codePoint >= start && codePoint <= end);

describe('src/styles/fonts.css (written by scripts/subset-fonts.ts)', () => {
  const all = faces();

  it.each(families.flatMap((family) => family.weights.map((weight) => [family.name, weightDescriptor(weight), family] as const)))(
    '%s %s: one core file, no character in two faces, every character Fontsource covers',
    (name, weight, family) => {
      const group = all.filter((face) => face.family === name && face.weight === weight);
      expect(group.filter((face) => face.url.endsWith('-core.woff2'))).toHaveLength(1);
      expect(group.find((face) => face.url.endsWith('-core.woff2'))!.ranges).toEqual(core);

      const seen = new Map<number, string>();
      for (const face of group)
        for (const [start, end] of face.ranges)
          for (let codePoint = start; codePoint <= end; codePoint++) {
            expect(seen.get(codePoint), `U+${codePoint.toString(16)}`).toBeUndefined();
            seen.set(codePoint, face.url);
          }

      const fontsource = readFileSync(path.join(root, 'node_modules', family.packageName, 'wght.css'), 'utf8');
      const wanted = normalise([...fontsource.matchAll(/unicode-range:\s*([^;]+);/g)].flatMap(([, value]) => parseUnicodeRange(value!)));
      for (const [start, end] of wanted)
        for (let codePoint = start; codePoint <= end; codePoint++)
          if (!covers(controls, codePoint)) expect(seen.has(codePoint), `U+${codePoint.toString(16)}`).toBe(true);
      for (const codePoint of seen.keys()) expect(covers(wanted, codePoint), `U+${codePoint.toString(16)}`).toBe(true);
    },
  );

  it('points at font files that exist, and every family the theme names has faces', () => {
    for (const face of all) expect(existsSync(path.join(root, 'src/styles', face.url)), face.url).toBe(true);
    const theme = readFileSync(path.join(root, 'src/styles/global.css'), 'utf8');
    for (const family of families) expect(theme).toMatch(new RegExp(`--font-(sans|serif): '${family.name}',`));
  });

  it('keeps the characters of everyday English in the core: letters, digits, quotes and dashes', () => {
    for (const character of 'Haven — “a calm place”, 6 weeks… don’t café')
      expect(covers(core, character.codePointAt(0)!), character).toBe(true);
  });
});
