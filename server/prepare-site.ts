import path from 'node:path';
import type { Database } from '../src/lib/database.types.ts';
import { projectRoot } from './config.ts';
import type { ReadyInfo } from './start.ts';
import { isContentSeeded, readContentState, recordContentSeeded } from './seed/content-state.ts';
import { buildSite, isBuildCurrent, type BuildTarget } from './site-build.ts';

export interface Hosted {
  url: string;
  key: string;
}

/** Hosted Supabase when both public variables are set; otherwise the embedded server. */
export function hostedFromEnv(env: NodeJS.ProcessEnv): Hosted | null {
  const url = env['PUBLIC_SUPABASE_URL'];
  const key = env['PUBLIC_SUPABASE_ANON_KEY'];
  return url && key ? { url, key } : null;
}

/**
 * Seeds `content/` into the embedded database (unless these files are seeded already) and builds the static site against the
 * running API unless the existing build is current (`force` rebuilds anyway).
 */
export async function prepareSite(
  info: ReadyInfo,
  options: { hosted: Hosted | null; build: boolean; force?: boolean },
): Promise<BuildTarget> {
  const log = (line: string) => console.log(line);
  if (!options.hosted) {
    // A restart with the same content files, all still in the database, skips parsing and
    // seeding them (most of a restart's time otherwise); anything else seeds as before.
    const contentDir = path.join(projectRoot, 'content');
    const state = await readContentState(contentDir);
    if (!(await isContentSeeded(info.db, state))) {
      const [{ createClient }, { seedContent }] = await Promise.all([import('@supabase/supabase-js'), import('./seed/seed-content.ts')]);
      const service = createClient<Database>(info.url, info.serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } });
      const summary = await seedContent(service, contentDir);
      await recordContentSeeded(info.db, state);
      if (summary.articlesAdded > 0) log(`Added ${summary.articlesAdded} articles from content/articles.`);
    }
  }
  const target: BuildTarget = {
    apiUrl: options.hosted?.url ?? info.url,
    anonKey: options.hosted?.key ?? info.anonKey,
    publicUrl: options.hosted?.url,
    distDir: path.resolve(projectRoot, process.env['HAVEN_DIST_DIR'] ?? 'dist'),
    log,
  };
  if (!options.build) return target;
  if (!options.force && (await isBuildCurrent(target))) {
    log('The built site is up to date.');
  } else {
    log('Building the site (about a minute the first time)…');
    await buildSite(target);
  }
  return target;
}
