/**
 * Haven's content as retrieval documents, read straight from `content/` (for the evaluation,
 * the benchmark and tests; the edge function reads the same content from the database).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readArticles, readPrograms } from '../../server/seed/content-files.ts';
import {
  articleDocs,
  buildIndex,
  programDocs,
  type ContentDoc,
  type ContentIndex,
} from '../../supabase/functions/_shared/companion/content-index.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function contentDocs(): Promise<ContentDoc[]> {
  const [articles, programs] = await Promise.all([
    readArticles(path.join(root, 'content/articles')),
    readPrograms(path.join(root, 'content/programs')),
  ]);
  return [
    ...articleDocs(articles.map((a) => ({ ...a, seo_keywords: a.seo_keywords, content: a.content }))),
    ...programDocs(
      programs.map((p) => ({
        ...p,
        program_weeks: p.weeks.map((w) => ({ week: w.week, title: w.title, summary: w.summary, lesson: w.lesson })),
      })),
    ),
  ];
}

export async function contentIndex(): Promise<ContentIndex> {
  return buildIndex(await contentDocs());
}
