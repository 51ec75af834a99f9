import type { Database } from './types.ts';

export type { Database, Sql } from './types.ts';

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl?: string;
  /** PGlite data directory; omit for an in-memory database. */
  dataDir?: string;
  /** An in-memory PGlite starts as a copy of this dump (`PgliteDatabase.dump()`). */
  template?: Blob | undefined;
}

/** Opens PostgreSQL or PGlite; only the driver in use is loaded (each takes a while to import). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return (await import('./postgres.ts')).openPostgres(options.databaseUrl);
  return (await import('./pglite.ts')).openPglite(options.dataDir, { template: options.dataDir ? undefined : options.template });
}
