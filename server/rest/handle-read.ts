import type { Sql } from '../db/index.ts';
import {
  buildLevel,
  checkEmbedPaths,
  levelToCount,
  levelToCountRows,
  levelToSelect,
  type LevelSql,
  type ReadContext,
} from './build-read.ts';
import { preferenceApplied, transactionSettings, type RequestContext } from './context.ts';
import { singularityError } from './errors.ts';
import { plannedRows, runStatement } from './execute.ts';
import { negotiate } from './media.ts';
import { applyRangeHeader, type Range } from './query-params.ts';
import { applyResponseSettings, numberOrUndefined, readRange, textResponse } from './respond.ts';
import type { Table } from './schema-cache.ts';
import { ident, qualified, SqlParams } from './sql.ts';
import { buildStatement } from './statement.ts';
import { timedSync } from '../timing.ts';

/** The top-level range: `limit`/`offset`, the `Range` header, capped by `maxRows`. */
export function topRange(ctx: RequestContext, useRangeHeader: boolean): Range | undefined {
  let range = ctx.query.ranges.get('');
  if (useRangeHeader) range = applyRangeHeader(range, ctx.headers.get('range') ?? undefined);
  if (ctx.maxRows === undefined) return range;
  const limit = Math.min(range?.limit ?? Infinity, ctx.maxRows);
  return { offset: range?.offset ?? 0, limit };
}

export function newReadContext(ctx: RequestContext, params: SqlParams, skipRootConditions = false): ReadContext {
  return {
    snapshot: ctx.snapshot,
    params,
    query: ctx.query,
    skipRootConditions,
    aliases: { next: 0 },
    embedPaths: new Set(['']),
    aggregates: ctx.aggregates,
  };
}

/**
 * The count query's part of the statement: every row for `count=exact`; for `count=estimated`,
 * rows up to one past `maxRows` (enough to know whether the estimate is needed); none for
 * `count=planned`, which asks only the planner.
 */
function statementCount(ctx: RequestContext, level: LevelSql, from: string): string | undefined {
  const count = ctx.prefer.count;
  if (count === 'exact') return levelToCount(level, from);
  if (count === 'estimated') return levelToCount(level, from, ctx.maxRows === undefined ? undefined : ctx.maxRows + 1);
  return undefined;
}

/**
 * The total PostgREST reports: exact as counted; planned from the planner's estimate; estimated
 * exact up to `maxRows`, and above it the larger of the count and the estimate.
 */
async function countTotal(ctx: RequestContext, counted: number | undefined, tx: Sql, rows: string, params: string[]) {
  const count = ctx.prefer.count;
  if (count === 'planned') return plannedRows(tx, rows, params);
  if (count === 'estimated' && (ctx.maxRows === undefined || (counted ?? 0) > ctx.maxRows)) {
    const planned = await plannedRows(tx, rows, params);
    return planned === undefined ? counted : Math.max(counted ?? 0, planned);
  }
  return counted;
}

/** GET/HEAD on a table or view: one read-only statement whose JSON is built by Postgres. */
export async function handleRead(ctx: RequestContext, table: Table): Promise<Response> {
  const isHead = ctx.method === 'HEAD';
  const media = negotiate(ctx.headers.get('accept'), true);
  const params = new SqlParams();
  const alias = 'pgrst_0';
  const from = `${qualified(table.schema, table.name)} AS ${ident(alias)}`;
  const range = topRange(ctx, true);
  const { level, sql } = timedSync('build', () => {
    const read = newReadContext(ctx, params);
    const level = buildLevel(read, { from, alias, name: table.name, columns: table.columns, table }, ctx.query.select, ['']);
    checkEmbedPaths(read);
    level.range = range;
    const sql = buildStatement({
      source: levelToSelect(level, from, params),
      count: statementCount(ctx, level, from),
      body: isHead ? 'none' : media.kind === 'object' ? 'object' : media.kind === 'csv' ? 'csv' : 'array',
      stripNulls: media.stripNulls,
    });
    return { level, sql };
  });
  let total: number | undefined;
  const row = await runStatement(ctx.db, transactionSettings(ctx, true), sql, params.values, async (result, tx) => {
    total = await countTotal(ctx, numberOrUndefined(result.total_count), tx, levelToCountRows(level, from), params.values);
    return 'commit' as const;
  });
  const rows = Number(row.page_count);
  if (media.kind === 'object' && rows !== 1) throw singularityError(rows);
  const { status, range: contentRange } = readRange(range?.offset ?? 0, rows, total);
  const headers: Record<string, string> = { ...ctx.baseHeaders, 'Content-Type': media.contentType, 'Content-Range': contentRange };
  preferenceApplied(ctx, headers);
  const finalStatus = applyResponseSettings(row, status, headers);
  return textResponse(finalStatus, isHead ? null : row.body, headers);
}
