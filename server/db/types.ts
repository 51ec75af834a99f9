/** Rows and the number of rows a statement touched. */
export interface QueryResult<T> {
  rows: T[];
  affectedRows: number;
}

/** One connection's worth of SQL: a whole database, or one transaction. */
export interface Sql {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<QueryResult<T>>;
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
