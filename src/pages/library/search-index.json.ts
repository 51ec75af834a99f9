import type { APIRoute } from 'astro';
import { getCollection } from 'astro:content';
import { searchWords, type LibraryIndex } from '@/lib/library-search';

/** The library's search index: each article's body words, for search on and offline. */
export const GET: APIRoute = async () => {
  const index: LibraryIndex = {};
  for (const { data } of await getCollection('articles')) index[data.slug] = searchWords(data.content).join(' ');
  return new Response(JSON.stringify(index), { headers: { 'Content-Type': 'application/json' } });
};
