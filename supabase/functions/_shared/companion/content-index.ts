/**
 * Retrieval over Haven's own content (library articles, programs and their weekly lessons):
 * a small BM25 index so Wren can point to the page that fits what someone said.
 */
import type { SupabaseClient } from '@supabase/supabase-js';

export interface ContentDoc {
  kind: 'article' | 'program';
  /** Site path: /library/<slug> or /programs/<slug>. */
  href: string;
  title: string;
  /** One or two plain sentences Wren may quote. */
  summary: string;
  /** Keywords, category, program needs. */
  tags: string[];
  /** Body text for matching (markdown is fine). */
  body: string;
}

export interface SearchHit {
  doc: ContentDoc;
  score: number;
}

export interface ContentIndex {
  size: number;
  search(query: string, options?: { exclude?: readonly string[]; kind?: ContentDoc['kind']; limit?: number }): SearchHit[];
}

const STOP = new Set(
  'a about above after again against all am an and any are as at be because been before being below between both but by can cannot could did do does doing down during each few for from further had has have having he her here hers herself him himself his how i if in into is it its itself just let me more most my myself no nor not now of off on once only or other our ours out over own same she should so some such than that the their theirs them then there these they this those through to too under until up very was we were what when where which while who whom why will with would you your yours yourself im ive dont cant feel feeling really today get got like one also much even still way make thing things know want go going help need'.split(
    ' ',
  ),
);

/** Lower-case words without stop words, lightly stemmed ("worrying" → "worri", "sleeps" → "sleep"). */
export function terms(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 1 && !STOP.has(w))
    .map(stem);
}

function stem(w: string): string {
  if (w.length <= 4) return w;
  return w
    .replace(/ies$/, 'y')
    .replace(/(?:ing|edly|ed|ness|ment|ful|ly|es|s)$/, '')
    .replace(/y$/, 'i')
    .replace(/e$/, '');
}

/** Plain text from markdown: no headings marks, emphasis, links or list bullets. */
export function plain(markdown: string): string {
  return markdown
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/[*_`>#]+/g, '')
    .replace(/^\s*[-+]\s+/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
}

interface Entry {
  doc: ContentDoc;
  tf: Map<string, number>;
  length: number;
  title: Set<string>;
}

const FIELD_WEIGHTS = { title: 4, tags: 3, summary: 2, body: 1 } as const;
const K1 = 1.2;
const B = 0.6;

export function buildIndex(docs: readonly ContentDoc[]): ContentIndex {
  const entries: Entry[] = docs.map((doc) => {
    const tf = new Map<string, number>();
    let length = 0;
    const add = (text: string, weight: number) => {
      for (const t of terms(text)) {
        tf.set(t, (tf.get(t) ?? 0) + weight);
        length += weight;
      }
    };
    add(doc.title, FIELD_WEIGHTS.title);
    add(doc.tags.join(' '), FIELD_WEIGHTS.tags);
    add(doc.summary, FIELD_WEIGHTS.summary);
    add(doc.body, FIELD_WEIGHTS.body);
    return { doc, tf, length, title: new Set(terms(doc.title)) };
  });
  const df = new Map<string, number>();
  for (const e of entries) for (const t of e.tf.keys()) df.set(t, (df.get(t) ?? 0) + 1);
  const avg = entries.reduce((sum, e) => sum + e.length, 0) / Math.max(1, entries.length);
  const n = entries.length;
  const idf = (t: string) => {
    const d = df.get(t) ?? 0;
    return Math.log(1 + (n - d + 0.5) / (d + 0.5));
  };

  return {
    size: n,
    search(query, options = {}) {
      const q = [...new Set(terms(query))];
      if (!q.length) return [];
      const exclude = new Set(options.exclude ?? []);
      const hits: SearchHit[] = [];
      for (const e of entries) {
        if (exclude.has(e.doc.href) || (options.kind && e.doc.kind !== options.kind)) continue;
        let score = 0;
        for (const t of q) {
          const f = e.tf.get(t);
          if (!f) continue;
          score += idf(t) * ((f * (K1 + 1)) / (f + K1 * (1 - B + (B * e.length) / avg)));
        }
        if (score <= 0) continue;
        // Asking about a page by (most of) its title is the strongest signal there is.
        const inTitle = e.title.size ? [...e.title].filter((t) => q.includes(t)).length / e.title.size : 0;
        hits.push({ doc: e.doc, score: score / Math.sqrt(q.length) + 1.5 * inTitle });
      }
      return hits.sort((a, b) => b.score - a.score).slice(0, options.limit ?? 3);
    },
  };
}

/** The first sentence or two of a text, at most `max` characters. */
export function firstSentences(text: string, max = 220): string {
  const clean = plain(text);
  const sentences = clean.match(/[^.!?]+[.!?]+/g) ?? [clean];
  let out = '';
  for (const s of sentences) {
    if ((out + s).length > max) break;
    out += s;
  }
  return (out || clean.slice(0, max)).trim();
}

interface ArticleRow {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  seo_keywords: string[] | null;
  content: string;
}
interface ProgramRow {
  slug: string;
  title: string;
  description: string;
  needs: string[] | null;
  overview: string;
  program_weeks?: { week: number; title: string; summary: string; lesson: string }[] | null;
}

/** Turns article rows (as stored in `library_articles`) into index documents. */
export function articleDocs(rows: readonly ArticleRow[]): ContentDoc[] {
  return rows.map((a) => ({
    kind: 'article',
    href: `/library/${a.slug}`,
    title: a.title,
    summary: firstSentences(a.excerpt || a.content),
    tags: [a.category, ...(a.seo_keywords ?? [])],
    body: plain(a.content),
  }));
}

/** Turns program rows with their weeks into index documents (one per program). */
export function programDocs(rows: readonly ProgramRow[]): ContentDoc[] {
  return rows.map((p) => ({
    kind: 'program',
    href: `/programs/${p.slug}`,
    title: p.title,
    summary: firstSentences(p.description),
    tags: [...(p.needs ?? []).map((n) => n.replace(/-/g, ' '))],
    body: [plain(p.overview), ...(p.program_weeks ?? []).map((w) => `${w.title}. ${w.summary} ${plain(w.lesson).slice(0, 4000)}`)].join(
      ' ',
    ),
  }));
}

/** Reads published articles and programs through supabase-js (visitors may read them). */
export async function loadDocsFromDatabase(client: SupabaseClient): Promise<ContentDoc[]> {
  const [articles, programs] = await Promise.all([
    client.from('library_articles').select('slug,title,excerpt,category,seo_keywords,content').eq('published', true),
    client.from('programs').select('slug,title,description,needs,overview,program_weeks(week,title,summary,lesson)').eq('published', true),
  ]);
  if (articles.error || programs.error) throw new Error('Could not read Haven content for retrieval.');
  return [...articleDocs((articles.data ?? []) as ArticleRow[]), ...programDocs((programs.data ?? []) as ProgramRow[])];
}
