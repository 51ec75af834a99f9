import * as z from 'zod';
import { limits } from '../config/haven.ts';

/** A row of `library_articles` as the build reads it (spec section 3). */
export const articleRowSchema = z.object({
  id: z.string().uuid(),
  title: z.string().min(1),
  excerpt: z.string(),
  image_url: z.string().nullable(),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  time_to_read: z.string().min(1).default(limits.content.defaultReadTime),
  /** Lowercase key; an unknown category is shown as it is. */
  category: z.string().min(1),
  content: z.string().min(1),
  seo_keywords: z.array(z.string()).default([]),
  author_name: z.string().nullable(),
  related_articles: z.array(z.string()).default([]),
  created_at: z.coerce.date(),
  updated_at: z.coerce.date(),
});
export type ArticleRow = z.infer<typeof articleRowSchema>;

/** About 200 words a minute, at least one minute: "7 min". */
export function timeToRead(markdown: string) {
  const words = markdown.split(/\s+/).filter(Boolean).length;
  return `${Math.max(1, Math.round(words / 200))} min`;
}

type RelatedCandidate = Pick<ArticleRow, 'id' | 'slug' | 'category' | 'related_articles'>;

/**
 * Related articles (spec section 7): the article's own `related_articles` slugs when it has
 * any, otherwise other articles in its category; never the article itself; at most three.
 */
export function relatedArticles<T extends RelatedCandidate>(article: RelatedCandidate, all: readonly T[]): T[] {
  const others = all.filter((candidate) => candidate.id !== article.id);
  const chosen =
    article.related_articles.length > 0
      ? others.filter((candidate) => article.related_articles.includes(candidate.slug))
      : others.filter((candidate) => candidate.category === article.category);
  return chosen.slice(0, limits.content.relatedArticles);
}
