import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';
import type { Database } from './types.ts';

export type { Database, QueryResult, Sql } from './types.ts';

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl?: string;
  /** PGlite data directory; omit for an in-memory database. */
  dataDir?: string;
}

export function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
