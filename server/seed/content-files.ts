import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { timeToRead } from '../../src/lib/articles.ts';
import {
  articleFileSchema,
  programSchema,
  programWeekSchema,
  type ArticleFile,
  type Program,
  type ProgramWeek,
} from '../../src/lib/content-schemas.ts';

/** A problem in an authored file, named so an editor can find and fix it. */
export class ContentError extends Error {
  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`);
    this.name = 'ContentError';
  }
}

function splitFrontMatter(file: string, text: string) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) throw new ContentError(file, 'missing the --- front matter block at the top');
  return { data: parse(match[1]!) as unknown, body: match[2]!.trim() };
}

function check<T>(
  file: string,
  schema: {
    safeParse(
      value: unknown,
    ): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  value: unknown,
): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new ContentError(file, result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; '));
}

export interface ArticleSeed extends ArticleFile {
  content: string;
  time_to_read: string;
}

/** Reads `content/articles/*.md`: front matter validated, time to read computed from the body. */
export async function readArticles(dir: string): Promise<ArticleSeed[]> {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.md')).sort();
  return Promise.all(
    files.map(async (name) => {
      const file = path.join(dir, name);
      const { data, body } = splitFrontMatter(file, await readFile(file, 'utf8'));
      const article = check(file, articleFileSchema, data);
      if (`${article.slug}.md` !== name) throw new ContentError(file, `slug "${article.slug}" must match the file name`);
      return { ...article, content: body, time_to_read: timeToRead(body) };
    }),
  );
}

export interface ProgramSeed extends Program {
  weeks: (ProgramWeek & { lesson: string })[];
}

/** Reads `content/programs/<slug>/program.yaml` and its six `week-<n>.md` files. */
export async function readPrograms(dir: string): Promise<ProgramSeed[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const slugs = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return Promise.all(
    slugs.map(async (slug) => {
      const programFile = path.join(dir, slug, 'program.yaml');
      const program = check(programFile, programSchema, parse(await readFile(programFile, 'utf8')));
      if (program.slug !== slug) throw new ContentError(programFile, `slug "${program.slug}" must match the folder name`);
      const weeks = await Promise.all(
        [1, 2, 3, 4, 5, 6].map(async (number) => {
          const file = path.join(dir, slug, `week-${number}.md`);
          const { data, body } = splitFrontMatter(
            file,
            await readFile(file, 'utf8').catch(() => {
              throw new ContentError(file, 'missing: every program has six weeks');
            }),
          );
          const week = check(file, programWeekSchema, data);
          if (week.week !== number) throw new ContentError(file, `says week ${week.week}; the file is week ${number}`);
          const ids = week.tools.map((tool) => tool.id);
          if (new Set(ids).size !== ids.length) throw new ContentError(file, 'tool ids must be unique');
          return { ...week, lesson: body };
        }),
      );
      return { ...program, weeks };
    }),
  );
}
