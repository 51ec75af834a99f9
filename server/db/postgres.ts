import pg from 'pg';
import type { Database, QueryResult, Sql } from './types.ts';

// JSON is built in SQL and returned as text, so pg's own parsers only see scalar columns;
// keep int8 and numeric as strings (PostgREST prints them verbatim) and leave dates as text.
// pg-types declares its parsers as returning `any`; a parser takes the column's text.
const defaultParser = pg.types.getTypeParser as (oid: number, format?: 'text' | 'binary') => (value: string) => unknown;
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    const textOids = new Set([20, 1700, 1082, 1114, 1184]);
    if (textOids.has(oid)) return (value: string) => value;
    return defaultParser(oid, format);
  },
};

function wrap(client: pg.Pool | pg.PoolClient): Sql {
  return {
    async query<T>(text: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const result = await client.query({ text, values: params, types });
      return { rows: result.rows as T[], affectedRows: result.rowCount ?? 0 };
    },
    async exec(text: string) {
      await client.query(text);
    },
  };
}

/** Where a lost connection is reported; the request that used it gets the error itself. */
function reportLost(error: Error) {
  console.error(`PostgreSQL connection lost: ${error.message.split('\n')[0]}`);
}

/** Connects to a real PostgreSQL server (`DATABASE_URL`), e.g. Debian's PostgreSQL 15. */
export async function openPostgres(connectionString: string): Promise<Database> {
  // A server that does not answer a connection attempt must not hold a request forever.
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5000 });
  // When PostgreSQL stops, idle and checked-out clients emit 'error'; unhandled, that would end
  // the process instead of letting requests answer 503 until the server is back.
  pool.on('error', reportLost);
  await pool.query('select 1');
  const base = wrap(pool);
  return {
    kind: 'postgres',
    ...base,
    async transaction(fn) {
      const client = await pool.connect();
      let broken: Error | undefined;
      const onError = (error: Error) => {
        broken = error;
        reportLost(error);
      };
      client.on('error', onError);
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.off('error', onError);
        // A client whose connection failed is discarded rather than returned to the pool.
        client.release(broken);
      }
    },
    async listen(channel, onPayload) {
      const client = await pool.connect();
      client.on('error', reportLost);
      const handler = (message: pg.Notification) => {
        if (message.channel === channel) onPayload(message.payload ?? '');
      };
      client.on('notification', handler);
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      return async () => {
        client.off('notification', handler);
        await client.query(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
        client.release();
      };
    },
    close: () => pool.end(),
  };
}
