import type { ArticleFields } from '@/lib/queries/admin';

/** The editor's fields as typed (lists as comma-separated text). */
export interface ArticleDraft {
  title: string;
  slug: string;
  category: string;
  excerpt: string;
  content: string;
  author_name: string;
  seo_keywords: string;
  related_articles: string;
  published: boolean;
}

export type DraftErrors = Partial<Record<keyof ArticleDraft, string>>;

/**
 * Lengths match the rules for article files (src/lib/content-schemas.ts), so a page written
 * here passes the same title and description checks as the seeded library.
 */
export const articleLimits = { title: [22, 50], excerpt: [120, 160], keywords: 6, related: 3 } as const;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const emptyDraft: ArticleDraft = {
  title: '',
  slug: '',
  category: '',
  excerpt: '',
  content: '',
  author_name: 'Haven Editorial',
  seo_keywords: '',
  related_articles: '',
  published: false,
};

/** "Sleep & You: 5 Tips" → "sleep-you-5-tips". */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

const list = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * About 200 words a minute, at least one minute: timeToRead from src/lib/articles.ts, repeated
 * here so the island does not ship that module's schema library.
 */
export function readingTime(markdown: string): string {
  const words = markdown.split(/\s+/).filter(Boolean).length;
  return `${Math.max(1, Math.round(words / 200))} min`;
}

export function draftFrom(fields: ArticleFields): ArticleDraft {
  return {
    title: fields.title,
    slug: fields.slug,
    category: fields.category,
    excerpt: fields.excerpt,
    content: fields.content,
    author_name: fields.author_name ?? '',
    seo_keywords: fields.seo_keywords.join(', '),
    related_articles: fields.related_articles.join(', '),
    published: fields.published,
  };
}

export function fieldsFrom(draft: ArticleDraft): ArticleFields {
  return {
    title: draft.title.trim(),
    slug: draft.slug.trim(),
    category: draft.category,
    excerpt: draft.excerpt.trim(),
    content: draft.content,
    time_to_read: readingTime(draft.content),
    author_name: draft.author_name.trim() || null,
    seo_keywords: list(draft.seo_keywords),
    related_articles: list(draft.related_articles).map((slug) => slug.toLowerCase()),
    published: draft.published,
  };
}

function lengthError(value: string, [min, max]: readonly [number, number], what: string): string | undefined {
  const length = value.trim().length;
  if (length === 0) return `Please write ${what}.`;
  if (length < min || length > max) return `Use ${min} to ${max} characters (now ${length}).`;
  return undefined;
}

/** Reasons the draft cannot be saved, per field; empty when it can. */
export function validateDraft(draft: ArticleDraft): DraftErrors {
  const errors: DraftErrors = {};
  const title = lengthError(draft.title, articleLimits.title, 'a title');
  if (title) errors.title = title;
  if (!SLUG.test(draft.slug.trim())) errors.slug = 'Use lowercase letters, numbers and single hyphens, like "calm-breathing".';
  if (!draft.category) errors.category = 'Choose a category.';
  const excerpt = lengthError(draft.excerpt, articleLimits.excerpt, 'a summary');
  if (excerpt) errors.excerpt = excerpt;
  if (!draft.content.trim()) errors.content = 'Please write the article.';
  if (list(draft.seo_keywords).length > articleLimits.keywords) errors.seo_keywords = `Use at most ${articleLimits.keywords} keywords.`;
  const related = list(draft.related_articles);
  if (related.length > articleLimits.related) errors.related_articles = `List at most ${articleLimits.related} related articles.`;
  else if (related.some((slug) => !SLUG.test(slug.toLowerCase()))) errors.related_articles = 'List article slugs, separated by commas.';
  return errors;
}
