import * as z from 'zod';

/**
 * Schemas for the authored content in `content/`. Used by the Astro collections and by the
 * seeder that loads articles and programs into the database, so both read files the same way.
 */

export const articleCategories = {
  anxiety: 'Anxiety',
  depression: 'Depression',
  stress: 'Stress',
  'stress-management': 'Stress Management',
  trauma: 'Trauma',
  'trauma-recovery': 'Trauma Recovery',
  'burnout-recovery': 'Burnout Recovery',
  'self-worth': 'Self-Worth',
  addiction: 'Addiction & Substance Use',
  adhd: 'ADHD',
  insomnia: 'Sleep Disorders',
  sleep: 'Sleep',
  ocd: 'OCD',
  relationships: 'Relationships',
  grief: 'Grief & Loss',
  loneliness: 'Loneliness & Isolation',
  mindfulness: 'Mindfulness',
} as const;
export type ArticleCategory = keyof typeof articleCategories;

/** The display label of a category; an unknown category is shown as it is (spec section 3). */
export function categoryLabel(category: string): string {
  return (articleCategories as Record<string, string>)[category] ?? category;
}

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lowercase kebab-case');

/** Front matter of `content/articles/<slug>.md`, the seed of `library_articles`. */
export const articleFileSchema = z.object({
  /** Shown as the heading; the page title is "<title> — Haven". */
  title: z.string().min(22).max(50),
  slug,
  /** Card text and meta description. */
  excerpt: z.string().min(120).max(160),
  category: z.enum(Object.keys(articleCategories) as [ArticleCategory, ...ArticleCategory[]]),
  seo_keywords: z.array(z.string().min(2)).min(3).max(6),
  author_name: z.string().nullable().default('Haven Editorial'),
  related_articles: z.array(slug).max(3).default([]),
  created_at: z.coerce.date(),
  image_url: z.string().url().nullable().default(null),
});
export type ArticleFile = z.infer<typeof articleFileSchema>;

/** Front matter of `content/pages/<slug>.md`: informational pages. */
export const pageSchema = z.object({
  /** The full document title. */
  title: z.string().min(30).max(60),
  description: z.string().min(120).max(160),
  /** The visible H1. */
  heading: z.string().min(3),
  updated: z.coerce.date().optional(),
});

export const programIcons = ['wind', 'brain', 'leaf', 'moon', 'heart', 'sun', 'flame', 'sprout', 'compass', 'anchor'] as const;
export const programNeeds = [
  'anxiety',
  'worry',
  'panic',
  'low-mood',
  'sleep',
  'stress',
  'burnout',
  'focus',
  'grief',
  'self-esteem',
  'rumination',
  'relationships',
] as const;

/** `content/programs/<slug>/program.yaml`. */
export const programSchema = z.object({
  slug,
  title: z.string().min(12).max(40),
  description: z.string().min(120).max(160),
  icon: z.enum(programIcons),
  badges: z.array(z.string().min(2).max(24)).min(1).max(3),
  /** Wren can run this program's exercises in chat: shown as "AI Enhanced". */
  has_datasets: z.boolean(),
  needs: z.array(z.enum(programNeeds)).min(1),
  /** The questionnaire re-measured at weeks 3 and 6. */
  measure: z.enum(['gad7', 'phq9']),
  overview: z.string().min(200),
  who_for: z.array(z.string().min(10)).min(3).max(5),
  who_not_for: z.array(z.string().min(10)).min(2).max(4),
  safety: z.string().min(100),
  evidence: z.string().min(100),
  sources: z
    .array(
      z.object({
        title: z.string(),
        publisher: z.string(),
        year: z.number().int().min(1950).max(2030),
        url: z.string().url().optional(),
      }),
    )
    .min(3)
    .max(6),
});
export type Program = z.infer<typeof programSchema>;

export const toolFieldSchema = z.discriminatedUnion('type', [
  z.object({ id: slug, label: z.string(), help: z.string().optional(), type: z.enum(['text', 'textarea', 'time', 'date', 'list']) }),
  z.object({ id: slug, label: z.string(), help: z.string().optional(), type: z.literal('scale'), min: z.number(), max: z.number() }),
  z.object({
    id: slug,
    label: z.string(),
    help: z.string().optional(),
    type: z.literal('number'),
    min: z.number().optional(),
    max: z.number().optional(),
    unit: z.string().optional(),
  }),
  z.object({ id: slug, label: z.string(), help: z.string().optional(), type: z.literal('choice'), options: z.array(z.string()).min(2) }),
]);
export type ToolField = z.infer<typeof toolFieldSchema>;

export const toolSchema = z.object({
  id: slug,
  title: z.string().min(3),
  kind: z.enum(['log', 'worksheet', 'plan', 'ladder', 'diary', 'list']),
  instructions: z.string().min(40),
  fields: z.array(toolFieldSchema).min(1),
});
export type Tool = z.infer<typeof toolSchema>;

/** Front matter of `content/programs/<slug>/week-<n>.md`; the body is the lesson. */
export const programWeekSchema = z.object({
  week: z.number().int().min(1).max(6),
  title: z.string().min(10).max(50),
  summary: z.string().min(10),
  reading_minutes: z.number().int().min(5).max(10),
  daily_check: z.string().min(10),
  safety_note: z.string().optional(),
  tools: z.array(toolSchema).min(1).max(2),
  reflection: z.array(z.string().min(5)).min(2).max(4),
});
export type ProgramWeek = z.infer<typeof programWeekSchema>;

/** One statistic on the home page, with its source. */
export const statSchema = z.object({ value: z.string(), label: z.string(), source: z.string(), url: z.string().url().optional() });
