/**
 * Library search: the words an article can be found by, and the match rule the library page
 * uses. The page carries each article's title, excerpt and keywords; a build-time index
 * (`libraryIndexPath`, in the service worker's precache) adds the words of each article's body,
 * so search finds the same articles online and offline.
 */
export const libraryIndexPath = '/library/search-index.json';

/** slug → the article body's distinct words, space-separated. */
export type LibraryIndex = Record<string, string>;

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

/** The distinct words of a Markdown body (three letters or more, no common words), sorted. */
export function searchWords(markdown: string): string[] {
  const text = markdown
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/<[^>]+>/g, ' ')
    .toLowerCase()
    .replace(/[’‘]/g, "'");
  const words = new Set((text.match(/[a-z][a-z'-]*[a-z]/g) ?? []).map((word) => word.replace(/'s$/, '')));
  return [...words].filter((word) => word.length >= 3 && !stopwords.has(word)).sort();
}

/** True when every word of the query appears in the text (a word may be the start of a longer one). */
export function matchesQuery(text: string, query: string) {
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}
