import { buildLevel, checkEmbedPaths, levelToCount, levelToSelect } from './build-read.ts';
import { preferenceApplied, transactionSettings, type RequestContext } from './context.ts';
import { RestError, invalidBody, singularityError } from './errors.ts';
import { runStatement } from './execute.ts';
import { closest } from './fuzzy.ts';
import { checkBody, checkValue } from './limits.ts';
import { newReadContext, topRange } from './handle-read.ts';
import { negotiate } from './media.ts';
import type { SelectItem } from './parse-select.ts';
import { applyResponseSettings, numberOrUndefined, readRange, textResponse } from './respond.ts';
import { key, type Column, type Routine } from './schema-cache.ts';
import { ident, qualified, SqlParams } from './sql.ts';
import { buildStatement, type BodyShape } from './statement.ts';

const alias = 'pgrst_0';

/** The call's arguments: named (from a JSON object or the query string) or one whole JSON body. */
type CallArguments = { kind: 'named'; names: string[]; json: string } | { kind: 'body'; json: string };

function isSingleUnnamedJson(routine: Routine): boolean {
  const only = routine.params.length === 1 ? routine.params[0] : undefined;
  return only !== undefined && only.name === '' && (only.type === 'json' || only.type === 'jsonb');
}

function matchesNamed(routine: Routine, names: string[]): boolean {
  return (
    names.every((name) => routine.params.some((param) => param.name === name)) &&
    routine.params.every((param) => param.hasDefault || names.includes(param.name))
  );
}

function signature(routine: Routine): string {
  return `${routine.schema}.${routine.name}(${routine.params.map((p) => `${p.name} => ${p.type}`).join(', ')})`;
}

/** Picks the overload PostgREST would: named arguments first, else a single unnamed json parameter. */
function resolveRoutine(ctx: RequestContext, name: string, names: string[], isPost: boolean): Routine {
  const overloads = ctx.snapshot.routines.get(key(ctx.schema, name)) ?? [];
  let candidates = overloads.filter((routine) => matchesNamed(routine, names));
  if (candidates.length === 0 && isPost) candidates = overloads.filter(isSingleUnnamedJson);
  if (candidates.length === 1) return candidates[0] as Routine;
  if (candidates.length > 1) {
    throw new RestError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${candidates.map(signature).join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    );
  }
  const sorted = [...names].sort();
  const fn = `${ctx.schema}.${name}`;
  const withParams = sorted.length === 0 ? ' without parameters' : ` with parameter${sorted.length > 1 ? 's' : ''} ${sorted.join(', ')}`;
  let hint: string | null = null;
  if (overloads.length === 0) {
    const names = [...ctx.snapshot.routines.values()]
      .flat()
      .filter((r) => r.schema === ctx.schema)
      .map((r) => r.name);
    const suggestion = closest(name, names, 0.75);
    if (suggestion) hint = `Perhaps you meant to call the function ${ctx.schema}.${suggestion}`;
  } else {
    const lists = overloads.map(
      (r) =>
        `(${r.params
          .map((p) => p.name)
          .sort()
          .join(', ')})`,
    );
    const suggestion = closest(`(${sorted.join(', ')})`, lists, 0.33);
    if (suggestion) hint = `Perhaps you meant to call the function ${fn}${suggestion}`;
  }
  throw new RestError(
    404,
    'PGRST202',
    `Could not find the function ${fn}${sorted.length === 0 ? ' without parameters' : `(${sorted.join(', ')})`} in the schema cache`,
    `Searched for the function ${fn}${withParams}${isPost ? ' or with a single unnamed json/jsonb parameter' : ''}, but no matches were found in the schema cache.`,
    hint,
  );
}

function callArguments(ctx: RequestContext, isPost: boolean): CallArguments {
  if (!isPost) {
    const args: Record<string, string | string[]> = {};
    for (const [name, value] of ctx.query.rpcArgs) {
      checkValue(value);
      const previous = args[name];
      args[name] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
    }
    return { kind: 'named', names: Object.keys(args), json: JSON.stringify(args) };
  }
  const text = checkBody(ctx.body.trim() === '' ? '{}' : ctx.body);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalidBody('Empty or invalid json');
  }
  if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
    return { kind: 'named', names: Object.keys(parsed), json: text };
  }
  return { kind: 'body', json: text };
}

/** `fn(a := pgrst_args.a, …)` and the FROM item that parses the arguments with their types. */
function callSql(routine: Routine, args: CallArguments, params: SqlParams): { argsFrom: string; call: string } {
  const fn = qualified(routine.schema, routine.name);
  if (args.kind === 'body' || isSingleUnnamedJson(routine)) {
    const type = routine.params[0]?.type ?? 'json';
    return { argsFrom: '', call: `${fn}(${params.text(args.json)}::${type})` };
  }
  const used = routine.params.filter((param) => args.names.includes(param.name));
  if (used.length === 0) return { argsFrom: '', call: `${fn}()` };
  const definitions = used.map((param) => `${ident(param.name)} ${param.type}`).join(', ');
  const argsFrom = `(SELECT * FROM json_to_record(${params.text(args.json)}::json) AS _(${definitions})) AS pgrst_args, `;
  const named = used.map((param) => `${param.mode === 'v' ? 'VARIADIC ' : ''}${ident(param.name)} := pgrst_args.${ident(param.name)}`);
  return { argsFrom, call: `${fn}(${named.join(', ')})` };
}

/**
 * `/rpc/fn`: POST with a JSON object of named arguments (or one unnamed json argument), GET/HEAD
 * with query-string arguments. Results are shaped like PostgREST's: a scalar, an object for a
 * single composite, an array for SETOF/TABLE (filterable, orderable, with `select=` and embeds),
 * and 204 for void. GET and non-volatile functions run READ ONLY.
 */
export async function handleRpc(ctx: RequestContext, name: string): Promise<Response> {
  const isPost = ctx.method === 'POST';
  const args = callArguments(ctx, isPost);
  const routine = resolveRoutine(ctx, name, args.kind === 'named' ? args.names : [], isPost);
  const media = negotiate(ctx.headers.get('accept'), routine.returns === 'composite' && routine.returnsSet);
  const params = new SqlParams();
  const { argsFrom, call } = callSql(routine, args, params);
  const composite = routine.returns === 'composite';
  const scalarColumn = routine.name;
  const columns: Map<string, Column> = composite
    ? routine.returnColumns
    : new Map([[scalarColumn, { name: scalarColumn, type: routine.returnType, nullable: true, defaultExpr: null, generated: false }]]);
  const callItem = `${call} AS ${ident(alias)}${composite ? '' : `(${ident(scalarColumn)})`}`;
  const from = argsFrom === '' ? callItem : `${argsFrom}LATERAL ${callItem}`;
  const read = newReadContext(ctx, params);
  const items: SelectItem[] = composite ? ctx.query.select : [{ kind: 'star' }];
  const source = { from, alias, name: routine.name, columns, table: routine.returnTable };
  const level = buildLevel(read, source, items, ['']);
  checkEmbedPaths(read);
  const range = topRange(ctx, false);
  level.range = range;
  const isHead = ctx.method === 'HEAD';
  let body: BodyShape;
  if (routine.returns === 'void' || isHead) body = 'none';
  else if (!composite) body = routine.returnsSet && media.kind !== 'object' ? 'scalar-set' : 'scalar';
  else if (!routine.returnsSet || media.kind === 'object') body = 'object';
  else body = media.kind === 'csv' ? 'csv' : 'array';
  const sql = buildStatement({
    source: levelToSelect(level, from, params),
    count: ctx.prefer.count && routine.returnsSet ? levelToCount(level, from) : undefined,
    body,
    stripNulls: media.stripNulls,
    scalarColumn,
  });
  const readOnly = !isPost || routine.volatility !== 'v';
  const singular = media.kind === 'object' && routine.returns !== 'void';
  const row = await runStatement(ctx.db, transactionSettings(ctx, readOnly), sql, params.values, (result) => {
    if (singular && Number(result.page_count) !== 1) throw singularityError(Number(result.page_count));
    return ctx.prefer.tx === 'rollback' ? 'rollback' : 'commit';
  });
  const rows = Number(row.page_count);
  const { status, range: contentRange } = readRange(range?.offset ?? 0, rows, numberOrUndefined(row.total_count));
  const headers: Record<string, string> = { ...ctx.baseHeaders, 'Content-Range': contentRange };
  preferenceApplied(ctx, headers);
  if (routine.returns === 'void') return textResponse(applyResponseSettings(row, 204, headers), null, headers);
  headers['Content-Type'] = media.contentType;
  const finalStatus = applyResponseSettings(row, status, headers);
  return textResponse(finalStatus, isHead ? null : row.body, headers);
}
