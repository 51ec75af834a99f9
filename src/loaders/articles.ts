import type { Loader } from 'astro/loaders';
import { articleRowSchema } from '@/lib/articles';
import { getBuildSupabase } from '@/lib/build-supabase';
import { sanitizeArticleHtml } from '@/lib/sanitize';

const pageSize = 500;

/**
 * Reads `library_articles` through supabase-js at build time. Rows that don't match the
 * schema are logged and skipped; an unreachable database fails the build unless
 * `HAVEN_ALLOW_EMPTY_LIBRARY=1` says an empty library is acceptable.
 */
export function articlesLoader(): Loader {
  return {
    name: 'haven-library-articles',
    async load(context) {
      const { store, logger } = context;
      let rows: Record<string, unknown>[];
      try {
        rows = await fetchAll();
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        if (process.env['HAVEN_ALLOW_EMPTY_LIBRARY'] === '1') {
          logger.warn(`The library could not be read (${reason}); building with an empty library because HAVEN_ALLOW_EMPTY_LIBRARY=1.`);
          store.clear();
          return;
        }
        throw new Error(
          `The library could not be read from the database: ${reason.replace(/\.$/, '')}. Start the backend, or set HAVEN_ALLOW_EMPTY_LIBRARY=1 to build without articles.`,
          { cause: error },
        );
      }

      store.clear();
      for (const row of rows) {
        const parsed = articleRowSchema.safeParse(row);
        if (!parsed.success) {
          const where = typeof row['slug'] === 'string' ? `"${row['slug']}"` : `id ${String(row['id'])}`;
          logger.warn(
            `Skipping article ${where}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
          );
          continue;
        }
        const article = parsed.data;
        const data = await context.parseData({ id: article.slug, data: { ...article } });
        const rendered = await context.renderMarkdown(article.content);
        store.set({
          id: article.slug,
          data,
          rendered: { ...rendered, html: sanitizeArticleHtml(rendered.html) },
          digest: context.generateDigest({ ...row }),
        });
      }
      logger.info(`Loaded ${store.keys().length} articles from library_articles.`);
    },
  };
}

async function fetchAll() {
  const client = getBuildSupabase();
  const rows: Record<string, unknown>[] = [];
  for (let from = 0; ; from += pageSize) {
    const { data, error } = await client
      .from('library_articles')
      .select('*')
      .order('created_at', { ascending: false })
      .range(from, from + pageSize - 1);
    if (error) throw new Error(error.message);
    rows.push(...(data ?? []));
    if (!data || data.length < pageSize) return rows;
  }
}
