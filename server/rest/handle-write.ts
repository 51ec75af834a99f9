import { fieldExpr, filterSql, logicSql, type Scope } from './build-filter.ts';
import { buildLevel, checkEmbedPaths, groupBySql, rangeSql, rowOf } from './build-read.ts';
import { decider, preferenceApplied, transactionSettings, type RequestContext } from './context.ts';
import { RestError, columnNotFound, invalidBody, notEmbedded } from './errors.ts';
import { runStatement } from './execute.ts';
import { checkBody } from './limits.ts';
import { newReadContext } from './handle-read.ts';
import { negotiate } from './media.ts';
import { applyResponseSettings, contentRange, numberOrUndefined, textResponse } from './respond.ts';
import type { Table } from './schema-cache.ts';
import { ident, qualified, SqlParams } from './sql.ts';
import { buildStatement, type StatementRow } from './statement.ts';

const alias = 'pgrst_0';

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseBody(text: string): unknown {
  checkBody(text);
  try {
    return JSON.parse(text);
  } catch {
    throw invalidBody('Empty or invalid json');
  }
}

/** The columns a payload writes: `columns=` when given, else the keys (identical in every row). */
function payloadColumns(ctx: RequestContext, table: Table, rows: JsonObject[]): string[] {
  let columns: string[];
  if (ctx.query.columns) {
    columns = [...new Set(ctx.query.columns)];
  } else {
    const first = Object.keys(rows[0] ?? {});
    for (const row of rows) {
      const keys = Object.keys(row);
      if (keys.length !== first.length || !keys.every((k) => first.includes(k))) throw invalidBody('All object keys must match');
    }
    columns = first;
  }
  for (const column of columns) if (!table.columns.has(column)) throw columnNotFound(table.name, column);
  return columns;
}

/**
 * The payload as a JSON array expression. Under `Prefer: missing=default`, keys absent from an
 * object take the column's DEFAULT (PostgREST merges a jsonb object of defaults under each row).
 */
function payloadArray(ctx: RequestContext, table: Table, columns: string[], params: SqlParams): { sql: string; jsonb: boolean } {
  const raw = `(SELECT CASE WHEN json_typeof(v) = 'array' THEN v ELSE json_build_array(v) END FROM (SELECT ${params.text(ctx.body)}::json AS v) AS pgrst_payload)`;
  if (ctx.prefer.missing !== 'default') return { sql: raw, jsonb: false };
  const defaults = columns
    .map((name) => table.columns.get(name))
    .filter((column) => column?.defaultExpr)
    .map((column) => `${params.text(column?.name ?? '')}, (${column?.defaultExpr})`);
  if (defaults.length === 0) return { sql: raw, jsonb: false };
  return {
    sql: `(SELECT jsonb_agg(jsonb_build_object(${defaults.join(', ')}) || elem) FROM jsonb_array_elements(${raw}::jsonb) AS elem)`,
    jsonb: true,
  };
}

function recordset(table: Table, columns: string[], payload: { sql: string; jsonb: boolean }): string {
  const definitions = columns.map((name) => `${ident(name)} ${table.columns.get(name)?.type ?? 'text'}`).join(', ');
  return `${payload.jsonb ? 'jsonb' : 'json'}_to_recordset(${payload.sql}) AS _(${definitions})`;
}

function rootScope(table: Table): Scope {
  return { alias, relationName: table.name, columns: table.columns, embeds: new Map(), table };
}

/** Conditions from the top-level filters and `and`/`or` trees of a PATCH/DELETE. */
function rootConditions(ctx: RequestContext, table: Table, params: SqlParams): string[] {
  const scope = rootScope(table);
  return [
    ...ctx.query.filters.filter((f) => f.path.length === 0).map((f) => filterSql(scope, f.filter, params)),
    ...ctx.query.logic.filter((l) => l.path.length === 0).map((l) => logicSql(scope, l.tree, params)),
  ];
}

/**
 * WHERE clause of a PATCH/DELETE. Haven refuses unfiltered updates and deletes, answering what
 * hosted Supabase answers through pg-safeupdate: 400 `21000` "… requires a WHERE clause".
 * With `limit`, only the first rows (in `order`) are touched, via their ctid.
 */
function mutationWhere(ctx: RequestContext, table: Table, params: SqlParams, verb: 'UPDATE' | 'DELETE'): string {
  const conditions = rootConditions(ctx, table, params);
  if (conditions.length === 0) {
    throw new RestError(
      400,
      '21000',
      `${verb} requires a WHERE clause`,
      null,
      'Add a filter (for example ?id=eq.1) to choose the rows; Haven does not allow changing every row at once.',
    );
  }
  const where = conditions.map((c) => `(${c})`).join(' AND ');
  const range = ctx.query.ranges.get('');
  if (!range) return `WHERE ${where}`;
  const scope = rootScope(table);
  const order = ctx.query.order
    .filter((o) => o.path.length === 0)
    .flatMap((o) => o.terms)
    .map((term) => {
      if (term.relation !== undefined) throw notEmbedded(term.relation);
      const direction = term.direction === 'desc' ? ' DESC' : term.direction === 'asc' ? ' ASC' : '';
      const nulls = term.nulls ? ` NULLS ${term.nulls.toUpperCase()}` : '';
      return `${fieldExpr(scope, term.field, params).sql}${direction}${nulls}`;
    });
  const orderSql = order.length > 0 ? ` ORDER BY ${order.join(', ')}` : '';
  return `WHERE ${ident(alias)}.ctid IN (SELECT ${ident(alias)}.ctid FROM ${qualified(table.schema, table.name)} AS ${ident(alias)} WHERE ${where}${orderSql}${rangeSql(range, params)})`;
}

function returning(ctx: RequestContext, table: Table, upsertMerge: boolean): string {
  const parts =
    ctx.prefer.return === 'representation'
      ? [`${ident(alias)}.*`]
      : ctx.prefer.return === 'headers-only' && table.primaryKey.length > 0
        ? table.primaryKey.map((column) => `${ident(alias)}.${ident(column)}`)
        : ['1'];
  // xmax is 0 for a freshly inserted row: how an upsert tells inserts from updates.
  if (upsertMerge) parts.push(`(${ident(alias)}.xmax = 0) AS pgrst_inserted`);
  return `RETURNING ${parts.join(', ')}`;
}

/** Shapes the returned rows (`select=` with embeds) and the statement around a mutation. */
function mutationStatement(ctx: RequestContext, table: Table, mutation: string, params: SqlParams, extra: string[]) {
  const media = negotiate(ctx.headers.get('accept'), false);
  if (ctx.prefer.return !== 'representation') {
    return { media, sql: buildStatement({ source: mutation, body: 'none', extra }) };
  }
  const read = newReadContext(ctx, params, true);
  const from = `pgrst_source AS ${ident(alias)}`;
  const source = { from, alias, name: table.name, columns: table.columns, table, rowSql: rowOf(alias, table) };
  const level = buildLevel(read, source, ctx.query.select, ['']);
  checkEmbedPaths(read);
  const rows = `SELECT ${level.selects.join(', ')} FROM ${from}${level.joins.length ? ` ${level.joins.join(' ')}` : ''}${groupBySql(level)}`;
  const sql = buildStatement({
    source: mutation,
    rows,
    body: media.kind === 'object' ? 'object' : 'array',
    stripNulls: media.stripNulls,
    extra,
  });
  return { media, sql };
}

function respond(
  ctx: RequestContext,
  row: StatementRow,
  status: number,
  range: string,
  contentType: string | undefined,
  extraHeaders: Record<string, string> = {},
): Response {
  const headers: Record<string, string> = { ...ctx.baseHeaders, 'Content-Range': range, ...extraHeaders };
  const withBody = ctx.prefer.return === 'representation';
  if (withBody && contentType) headers['Content-Type'] = contentType;
  preferenceApplied(ctx, headers);
  const finalStatus = applyResponseSettings(row, status, headers);
  return textResponse(finalStatus, withBody ? row.body : null, headers);
}

/** POST: insert one object or an array of them, or upsert with `Prefer: resolution=…`. */
export async function handleInsert(ctx: RequestContext, table: Table): Promise<Response> {
  const payload = parseBody(ctx.body);
  const rows = Array.isArray(payload) ? payload : [payload];
  if (!rows.every(isObject)) throw invalidBody('The request body must be a JSON object or an array of JSON objects');
  const params = new SqlParams();
  const columns = rows.length === 0 && !ctx.query.columns ? [] : payloadColumns(ctx, table, rows);
  const resolution = ctx.prefer.resolution;
  const conflictTarget = ctx.query.onConflict ?? table.primaryKey;
  for (const column of conflictTarget) if (!table.columns.has(column)) throw columnNotFound(table.name, column);
  const upsert = resolution !== undefined && conflictTarget.length > 0;
  const merge = upsert && resolution === 'merge-duplicates';
  const columnList = columns.map(ident).join(', ');
  let mutation = `INSERT INTO ${qualified(table.schema, table.name)} AS ${ident(alias)}`;
  if (columns.length > 0) {
    mutation += ` (${columnList}) SELECT ${columnList} FROM ${recordset(table, columns, payloadArray(ctx, table, columns, params))}`;
  } else {
    mutation += ` SELECT FROM json_array_elements(${payloadArray(ctx, table, columns, params).sql})`;
  }
  if (upsert) {
    mutation += ` ON CONFLICT (${conflictTarget.map(ident).join(', ')}) `;
    mutation +=
      merge && columns.length > 0 ? `DO UPDATE SET ${columns.map((c) => `${ident(c)} = EXCLUDED.${ident(c)}`).join(', ')}` : 'DO NOTHING';
  }
  mutation += ` ${returning(ctx, table, merge)}`;
  const extra: string[] = [];
  if (merge) extra.push('(SELECT pg_catalog.count(*) FILTER (WHERE pgrst_inserted) FROM pgrst_source)::text AS inserted');
  const locate = ctx.prefer.return === 'headers-only' && table.primaryKey.length > 0;
  if (locate) {
    const keys = table.primaryKey.map((c) => `${ident(c)}`).join(', ');
    extra.push(`(SELECT row_to_json(_)::text FROM (SELECT ${keys} FROM pgrst_source LIMIT 1) AS _) AS location`);
  }
  const { media, sql } = mutationStatement(ctx, table, mutation, params, extra);
  const row = await runStatement(ctx.db, transactionSettings(ctx, false), sql, params.values, decider(ctx, media.kind === 'object', false));
  const affected = Number(row.page_count);
  const inserted = numberOrUndefined(row.inserted);
  const status = merge && inserted !== undefined && inserted <= 0 ? 200 : 201;
  const headers: Record<string, string> = {};
  if (locate && row.location) {
    const keys = JSON.parse(row.location) as Record<string, string | number | boolean | null>;
    const query = Object.entries(keys)
      .map(([k, v]) => `${encodeURIComponent(k)}=${v === null ? 'is.null' : `eq.${encodeURIComponent(String(v))}`}`)
      .join('&');
    headers.Location = `/${table.name}?${query}`;
  }
  return respond(ctx, row, status, contentRange(1, 0, ctx.prefer.count ? affected : undefined), media.contentType, headers);
}

/** PATCH: update the filtered rows with the columns of one JSON object. */
export async function handleUpdate(ctx: RequestContext, table: Table): Promise<Response> {
  const payload = parseBody(ctx.body);
  if (!isObject(payload)) throw invalidBody('The request body of an update must be a JSON object');
  const params = new SqlParams();
  const columns = payloadColumns(ctx, table, [payload]);
  const where = mutationWhere(ctx, table, params, 'UPDATE');
  const target = `${qualified(table.schema, table.name)} AS ${ident(alias)}`;
  let mutation: string;
  if (columns.length === 0) {
    // Nothing to set: answer with no rows, as PostgREST does for `{}`.
    mutation = `SELECT ${ident(alias)}.* FROM ${target} ${where} LIMIT 0`;
  } else {
    const assignments = columns.map((c) => `${ident(c)} = pgrst_body.${ident(c)}`).join(', ');
    const body = `(SELECT * FROM ${recordset(table, columns, payloadArray(ctx, table, columns, params))} LIMIT 1) AS pgrst_body`;
    mutation = `UPDATE ${target} SET ${assignments} FROM ${body} ${where} ${returning(ctx, table, false)}`;
  }
  const { media, sql } = mutationStatement(ctx, table, mutation, params, []);
  const row = await runStatement(ctx.db, transactionSettings(ctx, false), sql, params.values, decider(ctx, media.kind === 'object', true));
  const affected = Number(row.page_count);
  const range = contentRange(0, affected - 1, ctx.prefer.count ? affected : undefined);
  return respond(ctx, row, ctx.prefer.return === 'representation' ? 200 : 204, range, media.contentType);
}

/** DELETE: remove the filtered rows. */
export async function handleDelete(ctx: RequestContext, table: Table): Promise<Response> {
  const params = new SqlParams();
  const where = mutationWhere(ctx, table, params, 'DELETE');
  const mutation = `DELETE FROM ${qualified(table.schema, table.name)} AS ${ident(alias)} ${where} ${returning(ctx, table, false)}`;
  const { media, sql } = mutationStatement(ctx, table, mutation, params, []);
  const row = await runStatement(ctx.db, transactionSettings(ctx, false), sql, params.values, decider(ctx, media.kind === 'object', true));
  const affected = Number(row.page_count);
  const status = ctx.prefer.return === 'representation' ? 200 : 204;
  return respond(ctx, row, status, contentRange(1, 0, ctx.prefer.count ? affected : undefined), media.contentType);
}
