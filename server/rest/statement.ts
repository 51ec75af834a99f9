import { ident } from './sql.ts';

/**
 * How the response body is built in SQL: a JSON array, one object (`single()`), CSV, nothing,
 * or the scalar column of a function call (one value or an array of them).
 */
export type BodyShape = 'array' | 'object' | 'csv' | 'none' | 'scalar' | 'scalar-set';

export interface StatementParts {
  /** CTEs before `pgrst_source`, each `name AS (…)` (a function call the read and count share). */
  with?: string[] | undefined;
  /** Body of the `pgrst_source` CTE: the read, the mutation, or the function call. */
  source: string;
  /** The rows to aggregate into the body; all of `pgrst_source` when omitted. */
  rows?: string | undefined;
  /** A query counting every matching row (Prefer: count=exact). */
  count?: string | undefined;
  body: BodyShape;
  stripNulls?: boolean | undefined;
  /** Column holding the value of a scalar function. */
  scalarColumn?: string | undefined;
  /** More `expr AS name` columns for the result row. */
  extra?: string[];
}

/** The single row every statement answers; all values are text so no driver parser touches them. */
export interface StatementRow {
  total_count: string | null;
  page_count: string;
  body: string | null;
  response_headers: string | null;
  response_status: string | null;
  [extra: string]: string | null;
}

function bodySql(parts: StatementParts): string {
  const strip = (json: string) => (parts.stripNulls ? `json_strip_nulls(${json})` : json);
  const scalar = `_postgrest_t.${ident(parts.scalarColumn ?? 'pgrst_scalar')}`;
  switch (parts.body) {
    case 'none':
      return 'NULL::text';
    case 'array':
      return `coalesce(${strip('json_agg(_postgrest_t)')}, '[]')::text`;
    case 'object':
      return `coalesce(${strip('json_agg(_postgrest_t)->0')}, 'null')::text`;
    case 'scalar':
      return `coalesce(json_agg(${scalar})->0, 'null')::text`;
    case 'scalar-set':
      return `coalesce(json_agg(${scalar}), '[]')::text`;
    case 'csv':
      // PostgREST's asCsvF: a header from the first row's keys, then each row's record text.
      return `(SELECT coalesce(string_agg(a.k, ','), '') FROM (SELECT json_object_keys(r)::text AS k FROM (SELECT row_to_json(hh) AS r FROM pgrst_source AS hh LIMIT 1) s) a) || chr(10) || coalesce(string_agg(substring(_postgrest_t::text, 2, length(_postgrest_t::text) - 2), chr(10)), '')`;
  }
}

/**
 * Wraps a source query the way PostgREST does: `WITH pgrst_source AS (…) SELECT count, body …`,
 * also reading the `response.headers` / `response.status` settings a function may have set.
 */
export function buildStatement(parts: StatementParts): string {
  const columns = [
    `${parts.count ? `(${parts.count})::text` : 'NULL::text'} AS total_count`,
    'pg_catalog.count(*)::text AS page_count',
    `${bodySql(parts)} AS body`,
    `nullif(current_setting('response.headers', true), '') AS response_headers`,
    `nullif(current_setting('response.status', true), '') AS response_status`,
    ...(parts.extra ?? []),
  ];
  const ctes = [...(parts.with ?? []), `pgrst_source AS (${parts.source})`];
  return `WITH ${ctes.join(', ')} SELECT ${columns.join(', ')} FROM (${parts.rows ?? 'SELECT * FROM pgrst_source'}) AS _postgrest_t`;
}
