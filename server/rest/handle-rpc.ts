import { buildLevel, checkEmbedPaths, levelToCount, levelToSelect, rowOf } from './build-read.ts';
import { decider, preferenceApplied, transactionSettings, type RequestContext } from './context.ts';
import { RestError, invalidBody } from './errors.ts';
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

/**
 * How a POST body is read, from its Content-Type as in PostgREST: JSON (the default) names the
 * arguments; plain text, XML and binary bodies can only fill a single unnamed parameter.
 */
type BodyMedia = 'json' | 'text' | 'xml' | 'binary';

/** The parameter types a whole body of each media can fill. */
const wholeBodyTypes: Record<BodyMedia, string[]> = { json: ['json', 'jsonb'], text: ['text'], xml: ['xml'], binary: ['bytea'] };

/** The call's arguments: the names given (keys of a JSON object or the query string) and the whole body as SQL text. */
interface CallArguments {
  media: BodyMedia;
  names: string[];
  body: string;
}

function bodyMedia(contentType: string | null): BodyMedia {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase();
  if (type === 'text/plain') return 'text';
  if (type === 'text/xml') return 'xml';
  if (type === 'application/octet-stream') return 'binary';
  return 'json';
}

function isSingleUnnamed(routine: Routine): boolean {
  return routine.params.length === 1 && routine.params[0]?.name === '';
}

function takesWholeBody(routine: Routine, media: BodyMedia): boolean {
  return isSingleUnnamed(routine) && wholeBodyTypes[media].includes(routine.params[0]?.type ?? '');
}

/**
 * Whether /rpc can call a function at all: every parameter named, or a single unnamed one that
 * takes a whole body (json, jsonb, text, xml, bytea). PostgREST leaves other unnamed parameters
 * (an overload `f(int)` beside `f(text)`, a computed field's row) out of its schema cache.
 */
function isExposed(routine: Routine): boolean {
  if (routine.params.every((param) => param.name !== '')) return true;
  const type = routine.params[0]?.type ?? '';
  return isSingleUnnamed(routine) && Object.values(wholeBodyTypes).some((types) => types.includes(type));
}

/** The types a JSON body keyed by the empty name can be given whole (any other would not parse it). */
const emptyNameTypes = ['json', 'jsonb', 'text'];

function matchesNamed(routine: Routine, names: string[]): boolean {
  // `"" := …` is not SQL: an unnamed parameter only ever receives the whole body, by position,
  // and only one that takes JSON text (a row type, a number or bytea is not found, as in PostgREST).
  if (names.includes('') && !(isSingleUnnamed(routine) && emptyNameTypes.includes(routine.params[0]?.type ?? ''))) return false;
  return (
    names.every((name) => routine.params.some((param) => param.name === name)) &&
    routine.params.every((param) => param.hasDefault || names.includes(param.name))
  );
}

function signature(routine: Routine): string {
  return `${routine.schema}.${routine.name}(${routine.params.map((p) => `${p.name} => ${p.type}`).join(', ')})`;
}

/** What PGRST202 says was searched for: named parameters, or one unnamed parameter for the body. */
function searchedFor(fn: string, names: string[], media: BodyMedia, isPost: boolean): { message: string; details: string } {
  if (isPost && media !== 'json') {
    const type = wholeBodyTypes[media][0] ?? '';
    return {
      message: `Could not find the function ${fn} in the schema cache`,
      details: `Searched for the function ${fn} with a single unnamed ${type} parameter, but no matches were found in the schema cache.`,
    };
  }
  const sorted = [...names].sort();
  const withParams = sorted.length === 0 ? ' without parameters' : ` with parameter${sorted.length > 1 ? 's' : ''} ${sorted.join(', ')}`;
  return {
    message: `Could not find the function ${fn}${sorted.length === 0 ? ' without parameters' : `(${sorted.join(', ')})`} in the schema cache`,
    details: `Searched for the function ${fn}${withParams}${isPost ? ' or with a single unnamed json/jsonb parameter' : ''}, but no matches were found in the schema cache.`,
  };
}

const contentTypes: Record<BodyMedia, string> = {
  json: 'application/json',
  text: 'text/plain',
  xml: 'text/xml',
  binary: 'application/octet-stream',
};

/** For a function that takes its one unnamed argument as the whole body: the Content-Type it needs. */
function wholeBodyHint(fn: string, overloads: Routine[]): string | null {
  const type = overloads.find(isSingleUnnamed)?.params[0]?.type ?? '';
  const media = (Object.keys(wholeBodyTypes) as BodyMedia[]).find((m) => wholeBodyTypes[m].includes(type));
  return media ? `${fn} takes one unnamed ${type} argument: send it as the whole body, with Content-Type ${contentTypes[media]}` : null;
}

/** Picks the overload PostgREST would: named arguments first, else a single unnamed parameter for the whole body. */
function resolveRoutine(ctx: RequestContext, name: string, args: CallArguments, isPost: boolean): Routine {
  const overloads = (ctx.snapshot.routines.get(key(ctx.schema, name)) ?? []).filter(isExposed);
  let candidates = args.media === 'json' ? overloads.filter((routine) => matchesNamed(routine, args.names)) : [];
  if (candidates.length === 0 && isPost) candidates = overloads.filter((routine) => takesWholeBody(routine, args.media));
  if (candidates.length === 1) return candidates[0] as Routine;
  if (candidates.length > 1) {
    throw new RestError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${[...candidates]
        .sort((a, b) => a.params.length - b.params.length || signature(a).localeCompare(signature(b)))
        .map(signature)
        .join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    );
  }
  const sorted = [...args.names].sort();
  const fn = `${ctx.schema}.${name}`;
  let hint: string | null = null;
  if (overloads.length === 0) {
    const names = [...ctx.snapshot.routines.values()]
      .flat()
      .filter((r) => r.schema === ctx.schema && isExposed(r))
      .map((r) => r.name);
    const suggestion = closest(name, names, 0.75);
    if (suggestion) hint = `Perhaps you meant to call the function ${ctx.schema}.${suggestion}`;
  } else if (overloads.some(isSingleUnnamed)) {
    hint = wholeBodyHint(fn, overloads);
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
  const { message, details } = searchedFor(fn, args.names, args.media, isPost);
  throw new RestError(404, 'PGRST202', message, details, hint);
}

function callArguments(ctx: RequestContext, isPost: boolean): CallArguments {
  if (!isPost) {
    const args: Record<string, string | string[]> = {};
    for (const [name, value] of ctx.query.rpcArgs) {
      checkValue(value);
      const previous = args[name];
      args[name] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
    }
    return { media: 'json', names: Object.keys(args), body: JSON.stringify(args) };
  }
  const media = bodyMedia(ctx.headers.get('content-type'));
  // bytea's hex input format carries any bytes through the text parameter unchanged.
  if (media === 'binary') return { media, names: [], body: `\\x${Buffer.from(ctx.bodyBytes).toString('hex')}` };
  if (media !== 'json') return { media, names: [], body: ctx.body };
  const text = checkBody(ctx.body.trim() === '' ? '{}' : ctx.body);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalidBody('Empty or invalid json');
  }
  const names = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? Object.keys(parsed) : [];
  return { media, names, body: text };
}

/**
 * `fn(a := pgrst_args.a, …)` and the FROM item that parses the arguments with their types; a
 * single unnamed parameter gets the whole body, by position.
 */
function callSql(routine: Routine, args: CallArguments, params: SqlParams): { argsFrom: string; call: string } {
  const fn = qualified(routine.schema, routine.name);
  const only = isSingleUnnamed(routine) ? routine.params[0] : undefined;
  if (only) return { argsFrom: '', call: `${fn}(${only.mode === 'v' ? 'VARIADIC ' : ''}${params.text(args.body)}::${only.type})` };
  const used = routine.params.filter((param) => args.names.includes(param.name));
  if (used.length === 0) return { argsFrom: '', call: `${fn}()` };
  const definitions = used.map((param) => `${ident(param.name)} ${param.type}`).join(', ');
  const argsFrom = `(SELECT * FROM json_to_record(${params.text(args.body)}::json) AS _(${definitions})) AS pgrst_args, `;
  const named = used.map((param) => `${param.mode === 'v' ? 'VARIADIC ' : ''}${ident(param.name)} := pgrst_args.${ident(param.name)}`);
  return { argsFrom, call: `${fn}(${named.join(', ')})` };
}

/**
 * `/rpc/fn`: POST with a JSON object of named arguments (or a whole body for one unnamed json,
 * jsonb, text, xml or bytea parameter, by Content-Type), GET/HEAD with query-string arguments.
 * Results are shaped like PostgREST's: a scalar, an object for a single composite, an array for
 * SETOF/TABLE (filterable, orderable, with `select=` and embeds), and 204 for void. GET and
 * non-volatile functions run READ ONLY.
 */
export async function handleRpc(ctx: RequestContext, name: string): Promise<Response> {
  const isPost = ctx.method === 'POST';
  const args = callArguments(ctx, isPost);
  const routine = resolveRoutine(ctx, name, args, isPost);
  const media = negotiate(ctx.headers.get('accept'), routine.returns === 'composite' && routine.returnsSet);
  const params = new SqlParams();
  const { argsFrom, call } = callSql(routine, args, params);
  const composite = routine.returns === 'composite';
  const scalarColumn = routine.name;
  const columns: Map<string, Column> = composite
    ? routine.returnColumns
    : new Map([[scalarColumn, { name: scalarColumn, type: routine.returnType, nullable: true, defaultExpr: null, generated: false }]]);
  const callItem = `${call} AS ${ident(alias)}${composite ? '' : `(${ident(scalarColumn)})`}`;
  // The function runs once, in its own CTE, however many times the read and the count use its rows.
  const callCte = `pgrst_call AS (SELECT ${ident(alias)}.* FROM ${argsFrom === '' ? callItem : `${argsFrom}LATERAL ${callItem}`})`;
  const from = `pgrst_call AS ${ident(alias)}`;
  const read = newReadContext(ctx, params);
  const items: SelectItem[] = composite ? ctx.query.select : [{ kind: 'star' }];
  const table = routine.returnTable;
  const source = { from, alias, name: routine.name, columns, table, rowSql: table ? rowOf(alias, table) : undefined };
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
  // As in PostgREST, a call is counted exactly for `exact` and `estimated`; `planned` gives no total.
  const counted = ctx.prefer.count === 'exact' || ctx.prefer.count === 'estimated';
  const sql = buildStatement({
    with: [callCte],
    source: levelToSelect(level, from, params),
    count: counted ? levelToCount(level, from) : undefined,
    body,
    stripNulls: media.stripNulls,
    scalarColumn,
  });
  const readOnly = !isPost || routine.volatility !== 'v';
  const singular = media.kind === 'object' && routine.returns !== 'void';
  const row = await runStatement(ctx.db, transactionSettings(ctx, readOnly), sql, params.values, decider(ctx, singular, true));
  const rows = Number(row.page_count);
  const { status, range: contentRange } = readRange(range?.offset ?? 0, rows, numberOrUndefined(row.total_count));
  const headers: Record<string, string> = { ...ctx.baseHeaders, 'Content-Range': contentRange };
  preferenceApplied(ctx, headers);
  if (routine.returns === 'void') return textResponse(applyResponseSettings(row, 204, headers), null, headers);
  headers['Content-Type'] = media.contentType;
  const finalStatus = applyResponseSettings(row, status, headers);
  return textResponse(finalStatus, isHead ? null : row.body, headers);
}
