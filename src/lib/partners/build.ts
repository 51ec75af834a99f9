import { getBuildSupabase } from '@/lib/build-supabase';
import { defaultFilters } from '@/lib/partners/filters';
import { directoryRowSchema } from '@/lib/partners/directory-schema';
import type { DirectoryPage, DirectoryRow } from '@/lib/partners/types';
import type { UsState } from '@/lib/partners/vocabulary';
import { searchPartners, selectDirectory, selectStates } from '@/lib/queries/partners';

/**
 * Build-time reads of the partner directory. Each runs once per build (pages share the
 * promise). An unreachable database fails the build, as the library does, unless
 * HAVEN_ALLOW_EMPTY_LIBRARY=1 says an empty site is acceptable.
 */
async function orEmpty<T>(what: string, read: () => Promise<T>, empty: T): Promise<T> {
  try {
    return await read();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (process.env['HAVEN_ALLOW_EMPTY_LIBRARY'] === '1') {
      console.warn(`${what} could not be read (${reason}); building without it because HAVEN_ALLOW_EMPTY_LIBRARY=1.`);
      return empty;
    }
    throw new Error(`${what} could not be read from the database: ${reason.replace(/\.$/, '')}. Start the backend first.`, {
      cause: error,
    });
  }
}

let directory: Promise<DirectoryRow[]> | undefined;
let firstPage: Promise<DirectoryPage> | undefined;
let states: Promise<UsState[]> | undefined;

/** Every verified partner; rows that do not match the schema are skipped with a warning. */
export function loadDirectory(): Promise<DirectoryRow[]> {
  directory ??= orEmpty(
    'The partner directory',
    async () => {
      const rows = await selectDirectory(getBuildSupabase());
      return rows.flatMap((row) => {
        const parsed = directoryRowSchema.safeParse(row);
        if (parsed.success) return [parsed.data];
        console.warn(`Skipping partner ${String((row as { id?: unknown }).id)}: ${parsed.error.issues[0]?.message ?? 'invalid row'}`);
        return [];
      });
    },
    [],
  );
  return directory;
}

/** The directory's first page with no filters, exactly as the live search returns it. */
export function loadFirstPage(): Promise<DirectoryPage> {
  firstPage ??= orEmpty('The partner directory', () => searchPartners(getBuildSupabase(), defaultFilters), { rows: [], total: 0 });
  return firstPage;
}

/** US states and territories for pickers. */
export function loadStates(): Promise<UsState[]> {
  states ??= orEmpty('The list of US states', () => selectStates(getBuildSupabase()), []);
  return states;
}
