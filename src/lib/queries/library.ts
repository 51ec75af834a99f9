import type { BackendClient } from '@/lib/supabase';
import { limits } from '@/config/haven';

export const featuredColumns = 'id, title, excerpt, image_url, slug, time_to_read, category';

/**
 * The newest articles for the home page (spec section 7, "Home featured"). One article and its
 * related articles are read at build time through the content collection (src/loaders/articles.ts,
 * `relatedArticles` in src/lib/articles.ts), which applies the spec's related-articles rule.
 */
export function selectFeatured(client: BackendClient) {
  return client
    .from('library_articles')
    .select(featuredColumns)
    .order('created_at', { ascending: false })
    .limit(limits.content.featuredArticles);
}
