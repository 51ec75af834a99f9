import type { APIRoute } from 'astro';
import { getCollection } from 'astro:content';
import { searchTerms, type LibraryIndex } from '@/lib/library-search';

/** The library's search index: each article's body words with their counts, for search on and offline. */
export const GET: APIRoute = async () => {
  const index: LibraryIndex = {};
  for (const { data } of await getCollection('articles')) index[data.slug] = searchTerms(data.content);
  return new Response(JSON.stringify(index), { headers: { 'Content-Type': 'application/json' } });
};
