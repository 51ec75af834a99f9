import type { Database } from '../db/index.ts';
import type { AuthResult } from './auth.ts';
import { RestError, singularityError } from './errors.ts';
import type { Decision, TransactionSettings } from './execute.ts';
import type { Preferences } from './prefer.ts';
import type { QueryParams } from './query-params.ts';
import type { SchemaSnapshot } from './schema-cache.ts';
import type { StatementRow } from './statement.ts';

/** Everything a handler needs about one request, after auth and parsing succeeded. */
export interface RequestContext {
  db: Database;
  snapshot: SchemaSnapshot;
  schema: string;
  auth: AuthResult;
  prefer: Preferences;
  query: QueryParams;
  headers: Headers;
  method: string;
  /** Path relative to the REST root, e.g. `/posts`. */
  path: string;
  /** Request body as UTF-8 text (empty for GET/HEAD/DELETE). */
  body: string;
  /** The same body as sent, for binary payloads (`application/octet-stream` to an RPC). */
  bodyBytes: Uint8Array;
  maxRows: number | undefined;
  /** Aggregate functions in `select=` are allowed (PostgREST's `db-aggregates-enabled`). */
  aggregates: boolean;
  /** Headers every successful response carries (e.g. `Content-Profile`). */
  baseHeaders: Record<string, string>;
}

export function transactionSettings(ctx: RequestContext, readOnly: boolean): TransactionSettings {
  return { schema: ctx.schema, auth: ctx.auth, method: ctx.method, path: ctx.path, headers: ctx.headers, readOnly };
}

/** `Preference-Applied` lists what was honoured, as PostgREST does. */
export function preferenceApplied(ctx: RequestContext, headers: Record<string, string>): void {
  if (ctx.prefer.applied.length > 0) headers['Preference-Applied'] = ctx.prefer.applied.join(', ');
}

/**
 * Decides a write's or call's fate before commit, as PostgREST does: a singular response
 * (`single()`) needs exactly one row; `Prefer: handling=strict, max-affected=N` refuses more than
 * N rows (400 PGRST124); either rolls everything back. Otherwise `tx=rollback` is honoured.
 */
export function decider(ctx: RequestContext, singular: boolean, checkMaxAffected: boolean) {
  return (row: StatementRow): Decision => {
    const rows = Number(row.page_count);
    if (singular && rows !== 1) throw singularityError(rows);
    const max = ctx.prefer.maxAffected;
    if (checkMaxAffected && ctx.prefer.handling === 'strict' && max !== undefined && rows > max) {
      throw new RestError(400, 'PGRST124', 'Query result exceeds max-affected preference constraint', `The query affects ${rows} rows`);
    }
    return ctx.prefer.tx === 'rollback' ? 'rollback' : 'commit';
  };
}
