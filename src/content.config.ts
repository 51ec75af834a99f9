import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { parse } from 'yaml';
import { articleRowSchema } from '@/lib/articles';
import { pageSchema, programSchema, programWeekSchema, statSchema } from '@/lib/content-schemas';
import { articlesLoader } from '@/loaders/articles';

const pages = defineCollection({
  loader: glob({ pattern: '*.md', base: './content/pages' }),
  schema: pageSchema,
});

const programs = defineCollection({
  loader: glob({ pattern: '*/program.yaml', base: './content/programs', generateId: ({ data }) => String(data['slug']) }),
  schema: programSchema,
});

const programWeeks = defineCollection({
  loader: glob({ pattern: '*/week-*.md', base: './content/programs' }),
  schema: programWeekSchema,
});

const stats = defineCollection({
  loader: file('./content/home/stats.yaml', {
    parser: (text) => (parse(text) as Record<string, unknown>[]).map((stat, index) => ({ id: `stat-${index + 1}`, ...stat })),
  }),
  schema: statSchema,
});

const articles = defineCollection({
  loader: articlesLoader(),
  schema: articleRowSchema,
});

export const collections = { articles, pages, programs, programWeeks, stats };
