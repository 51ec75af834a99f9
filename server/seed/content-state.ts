import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../db/index.ts';

/** The row of `supabase_migrations.seed_files` that records the content last seeded. */
const LEDGER_PATH = 'content/';

export interface ContentState {
  /** sha256 of every article and program file's path and bytes. */
  hash: string;
  /** Slugs are the file and folder names (content-files.ts refuses a mismatch). */
  articleSlugs: string[];
  programSlugs: string[];
}

/** Hashes `content/articles` and `content/programs` as they are on disk, without parsing them. */
export async function readContentState(contentDir: string): Promise<ContentState> {
  const hash = createHash('sha256');
  const articleFiles = (await readdir(path.join(contentDir, 'articles'))).filter((name) => name.endsWith('.md')).sort();
  const programSlugs = (await readdir(path.join(contentDir, 'programs'), { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const files = [
    ...articleFiles.map((name) => path.join('articles', name)),
    ...(
      await Promise.all(
        programSlugs.map(async (slug) =>
          (await readdir(path.join(contentDir, 'programs', slug))).sort().map((name) => path.join('programs', slug, name)),
        ),
      )
    ).flat(),
  ];
  const contents = await Promise.all(files.map((file) => readFile(path.join(contentDir, file))));
  files.forEach((file, i) => hash.update(`${file}\0${contents[i]!.byteLength}\0`).update(contents[i]!));
  return { hash: hash.digest('hex'), articleSlugs: articleFiles.map((name) => name.slice(0, -'.md'.length)), programSlugs };
}

/**
 * True when these exact files were seeded last and every article and program they hold is still
 * in the database: an article deleted in the admin area comes back at the next start, as it
 * always has. False (seed again) whenever anything differs or cannot be read.
 */
export async function isContentSeeded(db: Database, state: ContentState): Promise<boolean> {
  try {
    const { rows } = await db.query<{ same: boolean; articles: number; programs: number }>(
      `select exists (select 1 from supabase_migrations.seed_files where path = $1 and hash = $2) as same,
        (select count(*)::int from public.library_articles where slug = any($3::text[])) as articles,
        (select count(*)::int from public.programs where slug = any($4::text[])) as programs`,
      [LEDGER_PATH, state.hash, state.articleSlugs, state.programSlugs],
    );
    const row = rows[0];
    return !!row?.same && row.articles === state.articleSlugs.length && row.programs === state.programSlugs.length;
  } catch {
    return false;
  }
}

/** Records `state` as seeded (after seedContent succeeded). */
export async function recordContentSeeded(db: Database, state: ContentState): Promise<void> {
  await db.query(
    'insert into supabase_migrations.seed_files (path, hash) values ($1, $2) on conflict (path) do update set hash = excluded.hash',
    [LEDGER_PATH, state.hash],
  );
}
