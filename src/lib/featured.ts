import { articleCategories, type ArticleCategory } from '@/lib/content-schemas';
import { limits } from '@/config/haven';

export interface FeaturedArticle {
  id: string;
  title: string;
  excerpt: string;
  image_url: string | null;
  slug: string;
  time_to_read: string;
  category: ArticleCategory;
}

/** Shown when the library cannot be read or is empty (spec section 4, "Featured articles"). */
export const sampleFeatured: FeaturedArticle[] = [
  {
    id: 'sample-breathing',
    title: 'A two-minute reset for a racing mind',
    excerpt:
      'Slow breathing tells your body it is safe. Breathe in for four, hold for four, out for four, hold for four, and repeat a few rounds.',
    image_url: null,
    slug: 'two-body-skills-to-turn-down-stress',
    time_to_read: '5 min',
    category: 'stress-management',
  },
  {
    id: 'sample-worry',
    title: 'Give your worries a time slot',
    excerpt: 'Worry time is a short daily slot for your what-ifs. When a worry shows up at other times, jot it down and save it for later.',
    image_url: null,
    slug: 'worry-time-for-an-overthinking-mind',
    time_to_read: '5 min',
    category: 'anxiety',
  },
  {
    id: 'sample-sleep',
    title: 'A gentle wind-down routine',
    excerpt: 'An hour of calmer light, fewer screens and a simple routine helps your body get ready for sleep, even after a hard day.',
    image_url: null,
    slug: 'a-gentle-wind-down-routine',
    time_to_read: '5 min',
    category: 'sleep',
  },
];

/**
 * Turns rows from `library_articles` into the home page's featured list: rows without an
 * id, title or slug are skipped; a category is lowercased and, if unknown, treated as
 * 'anxiety' (spec section 5); an empty result falls back to the samples.
 */
export function toFeatured(rows: readonly Record<string, unknown>[] | null | undefined): FeaturedArticle[] {
  const featured: FeaturedArticle[] = [];
  for (const row of rows ?? []) {
    const { id, title, slug } = row;
    if (
      (typeof id !== 'string' && typeof id !== 'number') ||
      !id ||
      typeof title !== 'string' ||
      !title ||
      typeof slug !== 'string' ||
      !slug
    )
      continue;
    const category = typeof row['category'] === 'string' ? row['category'].toLowerCase() : '';
    featured.push({
      id: String(id),
      title,
      slug,
      excerpt: typeof row['excerpt'] === 'string' ? row['excerpt'] : '',
      image_url: typeof row['image_url'] === 'string' ? row['image_url'] : null,
      time_to_read: typeof row['time_to_read'] === 'string' && row['time_to_read'] ? row['time_to_read'] : limits.content.defaultReadTime,
      category: category in articleCategories ? (category as ArticleCategory) : 'anxiety',
    });
    if (featured.length === limits.content.featuredArticles) break;
  }
  return featured.length > 0 ? featured : sampleFeatured;
}
