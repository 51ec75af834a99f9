import { PGlite, protocol, types, type Transaction } from '@electric-sql/pglite';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import type { Database, QueryOptions, QueryResult, Sql } from './types.ts';

type PgliteLike = Pick<PGlite, 'query' | 'exec'> | Transaction;

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

/** Commands whose row counts PGlite adds up as `affectedRows`. */
const counted = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/**
 * Statements kept prepared on the one PGlite connection, by text: the name each was parsed
 * under, least recently used first. Past `max`, the oldest is closed (in the same call as the
 * next statement). A statement whose call failed is closed and parsed again next time, since
 * whether its Parse took effect is then unknown (Close of a missing name is not an error).
 */
export class PreparedStatements {
  readonly #names = new Map<string, string>();
  readonly #toClose: string[] = [];
  readonly #max: number;
  #next = 0;

  constructor(max = 200) {
    this.#max = max;
  }

  get size(): number {
    return this.#names.size;
  }

  /** The name to bind `text` to, and whether it still has to be parsed under that name. */
  use(text: string): { name: string; parse: boolean } {
    const known = this.#names.get(text);
    if (known !== undefined) {
      this.#names.delete(text);
      this.#names.set(text, known);
      return { name: known, parse: false };
    }
    const name = `haven_${(this.#next++).toString(36)}`;
    this.#names.set(text, name);
    if (this.#names.size > this.#max) {
      const [oldest, oldestName] = this.#names.entries().next().value as [string, string];
      this.#names.delete(oldest);
      this.#toClose.push(oldestName);
    }
    return { name, parse: true };
  }

  /** Names to close before the next statement (evicted or failed), emptied as they are taken. */
  takeClosing(): string[] {
    return this.#toClose.splice(0);
  }

  /** The call that used `text` failed: forget it, and close its name next time. */
  failed(text: string): void {
    const name = this.#names.get(text);
    if (name === undefined) return;
    this.#names.delete(text);
    this.#toClose.push(name);
  }
}

/**
 * A statement whose parameters are all text (or null), as one call into Postgres: Parse, Bind,
 * Describe, Execute and Sync in one buffer, the way a network client pipelines them. PGlite's
 * own `query` makes six calls (parse, describe the statement to choose each parameter's
 * serialiser, bind, describe, execute, sync); for text values the serialiser is the identity,
 * so the statement, its parameter types (inferred by Postgres from their use) and its errors
 * are the same. With `prepared`, the statement is parsed once under a name and later calls only
 * bind and execute it. Only inside a transaction, which already holds PGlite's transaction
 * lock; `runExclusive` takes its query lock, as `query` does. Rows are parsed with PGlite's
 * parsers.
 */
async function pipelinedQuery<T>(
  pg: PGlite,
  text: string,
  params: (string | null)[],
  prepared?: PreparedStatements,
): Promise<QueryResult<T>> {
  const { serialize } = protocol;
  const statement = prepared?.use(text) ?? { name: '', parse: true };
  const parts = [
    ...(prepared?.takeClosing() ?? []).map((name) => serialize.close({ type: 'S', name })),
    ...(statement.parse ? [serialize.parse({ name: statement.name, text })] : []),
    serialize.bind({ statement: statement.name, values: params }),
    serialize.describe({ type: 'P' }),
    serialize.execute({}),
    serialize.sync(),
  ];
  const message = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.byteLength;
  }
  let messages: BackendMessage[];
  try {
    messages = await pg.runExclusive(() => pg.execProtocolStream(message, { syncToFs: false }));
  } catch (error) {
    prepared?.failed(text);
    throw error;
  }
  let fields: { name: string; dataTypeID: number }[] = [];
  const rows: T[] = [];
  let affectedRows = 0;
  for (const m of messages) {
    if (m.name === 'rowDescription') fields = (m as InstanceType<typeof protocol.messages.RowDescriptionMessage>).fields;
    else if (m.name === 'dataRow') {
      const values = (m as InstanceType<typeof protocol.messages.DataRowMessage>).fields;
      const row: Record<string, unknown> = {};
      for (let i = 0; i < fields.length; i++) row[fields[i]!.name] = types.parseType(values[i] ?? null, fields[i]!.dataTypeID, pg.parsers);
      rows.push(row as T);
    } else if (m.name === 'commandComplete') {
      const words = (m as InstanceType<typeof protocol.messages.CommandCompleteMessage>).text.split(' ');
      const n = Number.parseInt(words[words.length - 1]!, 10);
      if (counted.has(words[0]!) && !Number.isNaN(n)) affectedRows += n;
    }
  }
  return { rows, affectedRows };
}

const allText = (params: unknown[]): params is (string | null)[] => params.every((p) => typeof p === 'string' || p === null);

/** `pipelined`: the PGlite whose transaction `conn` is, for one-call statements; `prepared`: its statements. */
function wrap(conn: PgliteLike, pipelined?: { pg: PGlite; prepared: PreparedStatements }): Sql {
  return {
    async query<T>(text: string, params: unknown[] = [], options: QueryOptions = {}): Promise<QueryResult<T>> {
      if (pipelined && allText(params)) {
        const prepared = options.prepare ? pipelined.prepared : undefined;
        return pipelinedQuery<T>(pipelined.pg, text, params, prepared);
      }
      const result = await conn.query<T>(text, params);
      return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
    },
    async exec(text: string) {
      await conn.exec(text);
    },
  };
}

/** A PGlite database that can also be copied whole (`dumpDataDir`), e.g. as a test template. */
export interface PgliteDatabase extends Database {
  dump(): Promise<Blob>;
}

/**
 * Opens PGlite (Postgres compiled to WASM). With `dataDir` the database persists on disk;
 * without it, it lives in memory (tests). `template`: a `dump()` of another database to start
 * from, instead of an empty cluster (its creation is most of an in-memory start: ~3–5 s
 * against ~1.3 s on a 2-core machine). `preparedStatements`: how many statement shapes to keep
 * prepared (default 200).
 */
export async function openPglite(
  dataDir?: string,
  options: { preparedStatements?: number; template?: Blob | undefined } = {},
): Promise<PgliteDatabase> {
  const pg = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(options.template ? { loadDataDir: options.template } : {}),
    extensions: { citext, pgcrypto },
  });
  const base = wrap(pg);
  const pipelined = { pg, prepared: new PreparedStatements(options.preparedStatements) };
  return {
    kind: 'pglite',
    ...base,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx, pipelined))),
    async listen(channel, onPayload) {
      const unsubscribe = await pg.listen(channel, onPayload);
      return async () => unsubscribe();
    },
    close: () => pg.close(),
    dump: () => pg.dumpDataDir('none'),
  };
}
