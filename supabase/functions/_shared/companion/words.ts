/** Small text helpers for writing replies. */

/** Upper-cases the first letter. */
export function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** "a", "a and b", "a, b and c". */
export function listJoin(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** The person's own words, trimmed and quoted; long text is cut at a word boundary. */
export function quote(s: string, max = 80): string {
  const clean = s.replace(/\s+/g, ' ').trim().replace(/[.]+$/, '');
  const cut = clean.length > max ? `${clean.slice(0, clean.lastIndexOf(' ', max)).trim()}…` : clean;
  return `“${cut}”`;
}

/** The person's words as a quoted sentence, US style: “like this.” */
export function said(s: string, max = 80): string {
  const q = quote(s, max);
  return /[?!…]”$/.test(q) ? q : q.replace(/”$/, '.”');
}

/** Items from a list someone typed: one per line, or separated by commas, semicolons or "and". */
export function splitItems(s: string, max = 8): string[] {
  return s
    .split(/\n+|[,;]\s*|\s+and\s+|\s*\d+[.)]\s+/i)
    .map((x) =>
      x
        .replace(/^[-•*\s]+/, '')
        .replace(/[.!?]+$/, '')
        .trim(),
    )
    .filter((x) => x.length > 0)
    .slice(0, max);
}

/** A stable small hash, so variant choice is deterministic for the same message. */
export function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i += 1) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** A number from 0–100 (or 1–5 when `scale` is 5) found in the text, or null. */
export function findNumber(s: string, max = 100): number | null {
  const m = /\b(\d{1,3})(?:\s*(?:%|\/\s*\d+|out of \d+))?\b/.exec(s);
  if (!m) return null;
  const n = Number(m[1]);
  return n >= 0 && n <= max ? n : null;
}

/** Curly apostrophes made straight ("don’t" → "don't"), for matching only: what people wrote is kept as they wrote it. */
export function straight(text: string): string {
  return text.replace(/[\u2018\u2019\u02bc]/g, "'");
}

const SPANISH_WORDS = new Set(
  'que de y el la los las del estoy esta está tengo tiene porque pero muy nada todo toda desde cuando para con sin ya yo tú tu es son mis una un lo le se hay quiero puedo siento mi su sus por como más mas también tambien ni ahora hoy día dia noche otra otro vez'.split(
    ' ',
  ),
);
const ENGLISH_WORDS = new Set(
  'i the and to my is it of in that so but was have just for this with you on be at im like what how are do'.split(' '),
);

/**
 * Whether a message is written mostly in Spanish: at least a quarter of its words Spanish function
 * words, and hardly any English ones. Wren's sentence encoder reads English only; on Spanish it
 * reads noise (blind batch 31: "no tengo ganas de nada, ni de cocinar" read as suicide, 0.73).
 */
export function mostlySpanish(text: string): boolean {
  const words = text.toLowerCase().match(/[a-záéíóúñü]+/g) ?? [];
  if (words.length < 3) return false;
  const spanish = words.filter((word) => SPANISH_WORDS.has(word)).length;
  const english = words.filter((word) => ENGLISH_WORDS.has(word)).length;
  return spanish >= words.length / 4 && english <= words.length / 10;
}
