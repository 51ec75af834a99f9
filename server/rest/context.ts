import type { Database } from '../db/index.ts';
import type { AuthResult } from './auth.ts';
import type { TransactionSettings } from './execute.ts';
import type { Preferences } from './prefer.ts';
import type { QueryParams } from './query-params.ts';
import type { SchemaSnapshot } from './schema-cache.ts';

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
  /** Raw request body (empty for GET/HEAD/DELETE). */
  body: string;
  maxRows: number | undefined;
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
