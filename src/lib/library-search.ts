import MiniSearch from 'minisearch';
import { stemmer } from 'stemmer';

/**
 * Library search, run in the browser with no server round trip, so it works offline. The page
 * carries each article's title, summary and keywords; a build-time index (`libraryIndexPath`, in
 * the service worker's precache) adds the words of each article's body with their counts.
 * Words are stemmed (Porter: "panicking", "panics" and "panic" meet), ranked with BM25 (MiniSearch)
 * with a title match counting most, and the last word typed may be the start of a longer one.
 */
export const libraryIndexPath = '/library/search-index.json';

/** slug → the article body's words, space-separated, each as `word` or `word:count`. */
export type LibraryIndex = Record<string, string>;

/** What the page knows about one article before the index arrives. */
export interface LibraryDoc {
  slug: string;
  title: string;
  excerpt: string;
  keywords: string;
}

const stopwords = new Set(
  (
    'about above after again against also although among and another any are around because been before being below ' +
    'between both but can cannot could did does doing during each either else even ever every few for from ' +
    'further had has have having her here hers herself him himself his how however into its itself just let like ' +
    'may might more most much must nor not now only other our ours ourselves own same she ' +
    'should since some such than that the their theirs them themselves then there these they this those through ' +
    'too under until upon very was were what when where whether which while who whom whose why will with within ' +
    'without would yet you your yours yourself yourselves'
  ).split(' '),
);

function words(text: string): string[] {
  const clean = text.toLowerCase().replace(/[’‘]/g, "'");
  return (clean.match(/[a-z0-9][a-z0-9'-]*[a-z0-9]/g) ?? []).map((word) => word.replace(/'s$/, ''));
}

/**
 * The words of a Markdown body (links, markup and common words left out) with how often each
 * appears, as the index stores them: `word` once, `word:count` more often; sorted.
 */
export function searchTerms(markdown: string): string {
  const text = markdown.replace(/\]\([^)]*\)/g, ']').replace(/<[^>]+>/g, ' ');
  const counts = new Map<string, number>();
  for (const word of words(text)) {
    if (word.length < 3 || stopwords.has(word) || /^\d+$/.test(word)) continue;
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return [...counts.keys()]
    .sort()
    .map((word) => (counts.get(word) === 1 ? word : `${word}:${counts.get(word)}`))
    .join(' ');
}

/** Lower-cased, common words dropped, stemmed: the same for the articles and for what is typed. */
function processTerm(term: string): string | null {
  const word = term.toLowerCase().replace(/'s$/, '');
  if (word.length < 2 || stopwords.has(word)) return null;
  return stemmer(word);
}

/** The body field's words, each repeated as often as the body uses it (for BM25's term frequency). */
function tokenize(text: string, field?: string): string[] {
  if (field !== 'body') return words(text);
  return text.split(' ').flatMap((entry) => {
    const [word = '', count = '1'] = entry.split(':');
    return word ? Array<string>(Math.min(Number(count) || 1, 50)).fill(word) : [];
  });
}

export interface LibrarySearch {
  /** The slugs that match every word of the query, best match first; every slug for an empty query. */
  search(query: string): string[];
}

/** A search over the given articles, with body words from `index` where it has them. */
export function createLibrarySearch(docs: LibraryDoc[], index: LibraryIndex = {}): LibrarySearch {
  const engine = new MiniSearch<LibraryDoc & { body: string }>({
    idField: 'slug',
    fields: ['title', 'excerpt', 'keywords', 'body'],
    tokenize,
    processTerm,
    searchOptions: {
      boost: { title: 4, keywords: 2, excerpt: 2, body: 1 },
      combineWith: 'AND',
      // While typing, the last word may be unfinished; a long word may have one letter wrong.
      prefix: (term, i, terms) => i === terms.length - 1 || term.length >= 5,
      fuzzy: (term) => (term.length >= 5 ? 1 : false),
      tokenize: (text) => words(text),
    },
  });
  engine.addAll(docs.map((doc) => ({ ...doc, body: index[doc.slug] ?? '' })));
  const all = docs.map((doc) => doc.slug);
  return {
    search(query) {
      if (!words(query).some((word) => processTerm(word))) return all;
      return engine.search(query).map((result) => String(result.id));
    },
  };
}
