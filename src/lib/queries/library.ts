import type { SupabaseClient } from '@supabase/supabase-js';
import { limits } from '@/config/haven';

export const featuredColumns = 'id, title, excerpt, image_url, slug, time_to_read, category';

/** The newest articles for the home page (spec section 7, "Home featured"). */
export function selectFeatured(client: SupabaseClient) {
  return client
    .from('library_articles')
    .select(featuredColumns)
    .order('created_at', { ascending: false })
    .limit(limits.content.featuredArticles);
}

/** Every column of one article; a missing slug is an error with the spec's wording. */
export async function selectArticle(client: SupabaseClient, slug: string) {
  const { data, error } = await client.from('library_articles').select('*').eq('slug', slug).maybeSingle();
  if (error) throw error;
  if (!data) throw new Error(`Article with slug ${slug} not found`);
  return data;
}

/**
 * Related articles (spec section 7): the article's own `related_articles` slugs if it has any,
 * otherwise others in its category; at most three; any error gives an empty list.
 */
export async function selectRelated(client: SupabaseClient, articleId: string) {
  const columns = 'id, title, excerpt, slug, time_to_read, category';
  try {
    const { data: article, error } = await client
      .from('library_articles')
      .select('category, related_articles')
      .eq('id', articleId)
      .single();
    if (error || !article) return [];
    const related = (article.related_articles as string[] | null) ?? [];
    const query =
      related.length > 0
        ? client.from('library_articles').select(columns).in('slug', related)
        : client.from('library_articles').select(columns).eq('category', article.category).neq('id', articleId);
    const { data, error: relatedError } = await query.limit(limits.content.relatedArticles);
    return relatedError ? [] : (data ?? []);
  } catch {
    return [];
  }
}
