import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../src/lib/database.types.ts';
import { readArticles, readPrograms } from './content-files.ts';

export interface SeedSummary {
  articlesAdded: number;
  programs: number;
}

/**
 * Loads `content/` into the database through supabase-js with the service role key, so it
 * works the same against the embedded server and hosted Supabase.
 * Articles are only added when their slug is new, so edits made in the admin area are
 * kept; programs are authored only in files and are brought in line with them each time.
 */
export async function seedContent(client: SupabaseClient<Database>, contentDir: string): Promise<SeedSummary> {
  const articles = await readArticles(path.join(contentDir, 'articles'));
  const { data: added, error: articleError } = await client
    .from('library_articles')
    .upsert(
      articles.map(({ created_at, ...article }) => ({ ...article, created_at: created_at.toISOString() })),
      { onConflict: 'slug', ignoreDuplicates: true },
    )
    .select('id');
  if (articleError) throw new Error(`Seeding library_articles failed: ${articleError.message}`);

  const programs = await readPrograms(path.join(contentDir, 'programs'));
  for (const { weeks, ...program } of programs) {
    const { data: row, error } = await client.from('programs').upsert(program, { onConflict: 'slug' }).select('id').single();
    if (error || !row) throw new Error(`Seeding program ${program.slug} failed: ${error?.message ?? 'no row returned'}`);
    const { error: weekError } = await client.from('program_weeks').upsert(
      weeks.map(({ tools: _tools, ...week }) => ({ ...week, program_id: row.id, safety_note: week.safety_note ?? null })),
      { onConflict: 'program_id,week' },
    );
    if (weekError) throw new Error(`Seeding the weeks of ${program.slug} failed: ${weekError.message}`);
    const { error: toolError } = await client.from('program_tools').upsert(
      weeks.flatMap((week) =>
        week.tools.map((tool) => ({
          program_id: row.id,
          week: week.week,
          tool_key: tool.id,
          title: tool.title,
          kind: tool.kind,
          definition: { instructions: tool.instructions, fields: tool.fields },
        })),
      ),
      { onConflict: 'program_id,tool_key' },
    );
    if (toolError) throw new Error(`Seeding the tools of ${program.slug} failed: ${toolError.message}`);
  }
  return { articlesAdded: added?.length ?? 0, programs: programs.length };
}
