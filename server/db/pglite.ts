import { PGlite, type Transaction } from '@electric-sql/pglite';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import type { Database, QueryResult, Sql } from './types.ts';

type PgliteLike = Pick<PGlite, 'query' | 'exec'> | Transaction;

function wrap(conn: PgliteLike): Sql {
  return {
    async query<T>(text: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const result = await conn.query<T>(text, params);
      return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
    },
    async exec(text: string) {
      await conn.exec(text);
    },
  };
}

/**
 * Opens PGlite (Postgres compiled to WASM). With `dataDir` the database persists on disk;
 * without it, it lives in memory (tests).
 */
export async function openPglite(dataDir?: string): Promise<Database> {
  const pg = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    extensions: { citext, pgcrypto },
  });
  const base = wrap(pg);
  return {
    kind: 'pglite',
    ...base,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    async listen(channel, onPayload) {
      const unsubscribe = await pg.listen(channel, onPayload);
      return async () => unsubscribe();
    },
    close: () => pg.close(),
  };
}
