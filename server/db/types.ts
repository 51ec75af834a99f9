/** Rows and the number of rows a statement touched. */
export interface QueryResult<T> {
  rows: T[];
  affectedRows: number;
}

export interface QueryOptions {
  /**
   * Keep the statement prepared for the next request of the same shape (PGlite, inside a
   * transaction, text parameters), so Postgres parses and plans it once instead of each time, as
   * PostgREST's prepared statements do. Only for statements whose result columns cannot change
   * type (the REST layer's: every column is text).
   */
  prepare?: boolean;
}

/** One connection's worth of SQL: a whole database, or one transaction. */
export interface Sql {
  query<T = Record<string, unknown>>(text: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult<T>>;
  /** Runs one or more statements without parameters (migrations, DDL). */
  exec(text: string): Promise<void>;
}

export interface Database extends Sql {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `fn` in one transaction: committed when it resolves, rolled back when it throws.
   * Transactions are serialised on PGlite (one connection) and pooled on PostgreSQL.
   */
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
  /** Subscribes to NOTIFY on `channel`; resolves to an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
