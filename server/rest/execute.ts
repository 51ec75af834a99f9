import type { Database, Sql } from '../db/index.ts';
import type { AuthResult } from './auth.ts';
import type { StatementRow } from './statement.ts';
import { timed } from '../timing.ts';

export interface TransactionSettings {
  schema: string;
  auth: AuthResult;
  method: string;
  /** The path as PostgREST sees it, relative to `/rest/v1` (e.g. `/posts`, `/rpc/fn`). */
  path: string;
  headers: Headers;
  readOnly: boolean;
}

/** Thrown inside the transaction to roll it back while still answering with `row`. */
class Rollback extends Error {
  readonly row: StatementRow;

  constructor(row: StatementRow) {
    super('rollback');
    this.row = row;
  }
}

function cookiesOf(headers: Headers): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const pair of (headers.get('cookie') ?? '').split(';')) {
    const index = pair.indexOf('=');
    if (index > 0) cookies[pair.slice(0, index).trim()] = pair.slice(index + 1).trim();
  }
  return cookies;
}

function headersJson(headers: Headers): string {
  const result: Record<string, string> = {};
  headers.forEach((value, name) => {
    result[name.toLowerCase()] = value;
  });
  return JSON.stringify(result);
}

export type Decision = 'commit' | 'rollback';

/** A string as an SQL literal: `E'…'` with quotes and backslashes doubled (safe whatever `standard_conforming_strings` says). */
function literal(value: string): string {
  return `E'${value.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}

/**
 * The request's transaction-local settings in one statement. On PGlite it is a prepared
 * statement with the values as parameters: parsed and planned once, then one call into Postgres
 * per request (issue 25). On PostgreSQL it is one simple-protocol statement with the values as
 * escaped literals (one round trip either way); a value Postgres cannot hold in a literal (a NUL
 * character) goes as a parameter instead, so it fails exactly as on PGlite.
 */
async function applySettings(tx: Sql, settings: TransactionSettings, kind: Database['kind']): Promise<void> {
  const values = [
    [...new Set([settings.schema, 'public', 'extensions'])].map((s) => `"${s.replaceAll('"', '""')}"`).join(', '),
    settings.auth.role,
    JSON.stringify(settings.auth.claims),
    settings.method,
    settings.path,
    headersJson(settings.headers),
    JSON.stringify(cookiesOf(settings.headers)),
  ];
  const statement = (value: (i: number) => string) =>
    `select set_config('search_path', ${value(0)}, true), set_config('role', ${value(1)}, true),
      set_config('request.jwt.claims', ${value(2)}, true), set_config('request.method', ${value(3)}, true),
      set_config('request.path', ${value(4)}, true), set_config('request.headers', ${value(5)}, true),
      set_config('request.cookies', ${value(6)}, true), set_config('response.headers', '', true),
      set_config('response.status', '', true)${settings.readOnly ? ", set_config('transaction_read_only', 'on', true)" : ''}`;
  if (kind === 'pglite' || values.some((value) => value.includes('\0'))) {
    await tx.query(
      statement((i) => `$${i + 1}::text`),
      values,
      { prepare: true },
    );
  } else {
    await tx.exec(statement((i) => `${literal(values[i]!)}::text`));
  }
}

/**
 * Runs one request's statement in its own transaction, as PostgREST does: the first statement
 * sets the transaction-local search_path, role, JWT claims and request GUCs (so RLS and
 * `auth.uid()` see the caller); reads are READ ONLY (`transaction_read_only`, set by that same
 * statement: what `SET TRANSACTION READ ONLY` does, one round trip fewer). `decide` inspects
 * the result before commit, in the same transaction (`tx`): it may throw (rolling back) or ask
 * for a rollback that still answers with the row.
 */
export async function runStatement(
  db: Database,
  settings: TransactionSettings,
  sql: string,
  params: string[],
  decide: (row: StatementRow, tx: Sql) => Decision | Promise<Decision> = () => 'commit',
): Promise<StatementRow> {
  // Every bound value must be referenced: Postgres infers parameter types from their use.
  const referenced = Math.max(0, ...[...sql.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])));
  if (referenced !== params.length) throw new Error(`statement references ${referenced} of ${params.length} parameters`);
  try {
    return await timed('transaction', () =>
      db.transaction(async (tx) => {
        await timed('settings', () => applySettings(tx, settings, db.kind));
        // Prepared per shape (PGlite): every column of a statement row is text, so a plan kept across schema changes cannot change the result's type.
        const { rows } = await timed('statement', () => tx.query<StatementRow>(sql, params, { prepare: true }));
        const row = rows[0] as StatementRow;
        if ((await decide(row, tx)) === 'rollback') throw new Rollback(row);
        return row;
      }),
    );
  } catch (error) {
    if (error instanceof Rollback) return error.row;
    throw error;
  }
}

/**
 * The planner's row estimate for `query` (PostgREST's `count=planned`), from `EXPLAIN (FORMAT
 * JSON)` in the request's transaction, so grants and row-level security shape it as they do the
 * read. `params` are the whole statement's; the count leaves some out (select list, range), and
 * an unreferenced CTE gives those their type without entering the plan.
 */
export async function plannedRows(tx: Sql, query: string, params: string[]): Promise<number | undefined> {
  const typed = params.length === 0 ? '' : `WITH pgrst_params AS (SELECT ${params.map((_, i) => `$${i + 1}::text`).join(', ')}) `;
  const { rows } = await tx.query<Record<string, unknown>>(`EXPLAIN (FORMAT JSON) ${typed}${query}`, params);
  // The plan is json: node-postgres parses it, PGlite may hand it over as text.
  const raw = Object.values(rows[0] ?? {})[0];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan?: { 'Plan Rows'?: unknown } }] | undefined;
  const estimate = plan?.[0]?.Plan?.['Plan Rows'];
  return typeof estimate === 'number' && Number.isFinite(estimate) ? Math.round(estimate) : undefined;
}
