import { fieldExpr, filterSql, logicSql, scopeRow, type EmbedRef, type Scope } from './build-filter.ts';
import { RestError, notEmbedded } from './errors.ts';
import type { OrderTerm } from './parse-filters.ts';
import type { SelectItem } from './parse-select.ts';
import type { QueryParams, Range } from './query-params.ts';
import { findRelationship, isToOne } from './relationships.ts';
import type { Column, Relationship, SchemaSnapshot, Table } from './schema-cache.ts';
import { ident, isSafeCast, qualified, type SqlParams } from './sql.ts';

/** The FROM item of one level of a read: a table, the rows of a mutation, or a function call. */
export interface LevelSource {
  /** SQL for the FROM item, alias included. */
  from: string;
  alias: string;
  name: string;
  columns: Map<string, Column>;
  /** The table whose foreign keys embeds may follow. */
  table?: Table | undefined;
  /** The row as a value of `table`'s row type, when the alias is not one (see `rowOf`). */
  rowSql?: string | undefined;
}

/**
 * `alias`'s columns as a row of `table`'s type, for computed fields and relationships over rows
 * that are not the table's own (a mutation's returned rows, a function's result).
 */
export function rowOf(alias: string, table: Table): string {
  const columns = [...table.columns.keys()].map((name) => `${ident(alias)}.${ident(name)}`);
  return `ROW(${columns.join(', ')})::${qualified(table.schema, table.name)}`;
}

/** One level of a read, ready to be assembled into `SELECT … FROM … WHERE … ORDER BY … LIMIT`. */
export interface LevelSql {
  selects: string[];
  /** JSON keys the selects produce, in order (for spreads). */
  keys: string[];
  joins: string[];
  where: string[];
  orderBy: string[];
  range?: Range | undefined;
  /** Set when the level aggregates: the expressions it groups by (`[]` is one group). */
  groupBy?: string[] | undefined;
  /** The non-aggregate selects, grouped by if an aggregate is selected too. */
  groupables: Groupable[];
  aggregated: boolean;
  /** Select positions holding a to-one spread's aggregate input, for the parent to aggregate. */
  liftedAt: Map<number, LiftedAggregate>;
}

/** A non-aggregate select of a level: grouped by when the level aggregates. JSON needs text to group. */
interface Groupable {
  index: number;
  expr: string;
  json: boolean;
}

/** Adds `expr AS key` to the level; `json` values are grouped by their text. */
function addSelect(level: LevelSql, expr: string, key: string, kind: 'value' | 'json' | 'aggregate' = 'value'): void {
  if (kind === 'aggregate') level.aggregated = true;
  else level.groupables.push({ index: level.selects.length, expr, json: kind === 'json' });
  level.selects.push(`${expr} AS ${ident(key)}`);
  level.keys.push(key);
}

/**
 * With an aggregate among the selects, every other select becomes a grouping column, as in
 * PostgREST. Postgres has no equality for `json`, so embedded JSON is grouped by its text and
 * selected once per group.
 */
function applyGrouping(level: LevelSql): void {
  if (!level.aggregated) return;
  level.groupBy = level.groupables.map((g) => (g.json ? `(${g.expr})::text` : g.expr));
  for (const g of level.groupables) {
    if (g.json) level.selects[g.index] = `(pg_catalog.array_agg(${g.expr}))[1] AS ${ident(level.keys[g.index] as string)}`;
  }
}

export interface ReadContext {
  snapshot: SchemaSnapshot;
  params: SqlParams;
  query: QueryParams;
  /** Root filters are applied by the mutation itself on writes; the representation skips them. */
  skipRootConditions?: boolean;
  /** Fresh SQL aliases. */
  aliases: { next: number };
  /** Every embed path (dotted) present in `select`, to reject filters on anything else. */
  embedPaths: Set<string>;
  /** `count()`, `col.sum()`… are allowed (PostgREST's `db-aggregates-enabled`). */
  aggregates: boolean;
}

export function newAlias(ctx: ReadContext): string {
  ctx.aliases.next += 1;
  return `pgrst_${ctx.aliases.next}`;
}

function pathKey(path: string[]): string {
  return path.join('.');
}

function withCast(sql: string, cast: string | undefined): string {
  if (cast === undefined) return sql;
  if (!isSafeCast(cast)) {
    throw new RestError(400, 'PGRST100', `Invalid cast '${cast}'`, 'A cast is a type name: words of letters, digits and underscores.');
  }
  return `CAST(${sql} AS ${cast})`;
}

function selectField(scope: Scope, item: Extract<SelectItem, { kind: 'field' }>, params: SqlParams) {
  const expr = withCast(fieldExpr(scope, item.field, params).sql, item.cast);
  const lastKey = [...item.field.path].reverse().find((step) => !step.index);
  const key = item.alias ?? lastKey?.operand ?? item.field.name;
  return { expr, key };
}

/** An aggregate in a to-one spread, applied by the parent level to the spread's column. */
interface LiftedAggregate {
  key: string;
  fn: string;
  outputCast: string | undefined;
  /** `count()`: counts the parent's rows, not the spread's values. */
  star: boolean;
}

/**
 * `count()`, `col::cast.sum()::cast`: named after the function unless aliased. In a to-one spread
 * (`lift` given) the level selects only the input and the parent aggregates it, as PostgREST
 * treats a spread's columns as the parent's own.
 */
function selectAggregate(ctx: ReadContext, scope: Scope, item: Extract<SelectItem, { kind: 'aggregate' }>, lift?: LiftedAggregate[]) {
  if (!ctx.aggregates) throw new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
  const input = item.field ? withCast(fieldExpr(scope, item.field, ctx.params).sql, item.cast) : '*';
  const key = item.alias ?? item.fn;
  if (lift) {
    lift.push({ key, fn: item.fn, outputCast: item.outputCast, star: !item.field });
    return { expr: item.field ? input : 'NULL', key, lifted: true };
  }
  return { expr: withCast(`pg_catalog.${item.fn}(${input})`, item.outputCast), key, lifted: false };
}

/** Join conditions from the parent level (`parentAlias`) to the embedded table (`childAlias`). */
function joinConditions(
  ctx: ReadContext,
  relationship: Relationship,
  parentAlias: string,
  childAlias: string,
): { extraFrom: string; conditions: string[] } {
  const junction = relationship.junction;
  if (!junction) {
    return {
      extraFrom: '',
      conditions: relationship.columns.map(
        ([mine, theirs]) => `${ident(childAlias)}.${ident(theirs)} = ${ident(parentAlias)}.${ident(mine)}`,
      ),
    };
  }
  const junctionAlias = newAlias(ctx);
  return {
    extraFrom: `, ${qualified(junction.table.schema, junction.table.name)} AS ${ident(junctionAlias)}`,
    conditions: [
      ...junction.sourceColumns.map(([origin, own]) => `${ident(junctionAlias)}.${ident(own)} = ${ident(parentAlias)}.${ident(origin)}`),
      ...junction.targetColumns.map(([own, target]) => `${ident(junctionAlias)}.${ident(own)} = ${ident(childAlias)}.${ident(target)}`),
    ],
  };
}

/**
 * The FROM item and join conditions of an embedded level: the related table joined on the foreign
 * key (through the junction for many-to-many), or a computed relationship's function called with
 * the parent's row.
 */
function relatedFrom(
  ctx: ReadContext,
  relationship: Relationship,
  parent: { alias: string; rowSql?: string | undefined },
  childAlias: string,
): { from: string; conditions: string[] } {
  const fn = relationship.computed;
  if (fn) return { from: `${qualified(fn.schema, fn.name)}(${scopeRow(parent)}) AS ${ident(childAlias)}`, conditions: [] };
  const target = relationship.foreignTable;
  const { extraFrom, conditions } = joinConditions(ctx, relationship, parent.alias, childAlias);
  return { from: `${qualified(target.schema, target.name)} AS ${ident(childAlias)}${extraFrom}`, conditions };
}

function isCountOnly(items: SelectItem[], table: Table): boolean {
  const only = items.length === 1 ? items[0] : undefined;
  return (
    only?.kind === 'field' &&
    only.field.name === 'count' &&
    only.field.path.length === 0 &&
    only.cast === undefined &&
    !table.columns.has('count')
  );
}

/** ` GROUP BY …` for a level that aggregates, else nothing. */
export function groupBySql(level: LevelSql): string {
  if (!level.groupBy) return '';
  return ` GROUP BY ${level.groupBy.length > 0 ? level.groupBy.join(', ') : '()'}`;
}

function assemble(level: LevelSql, from: string, extraConditions: string[] = [], params?: SqlParams): string {
  const where = [...extraConditions, ...level.where];
  let sql = `SELECT ${level.selects.join(', ')} FROM ${from}`;
  if (level.joins.length > 0) sql += ` ${level.joins.join(' ')}`;
  if (where.length > 0) sql += ` WHERE ${where.map((c) => `(${c})`).join(' AND ')}`;
  sql += groupBySql(level);
  if (level.orderBy.length > 0) sql += ` ORDER BY ${level.orderBy.join(', ')}`;
  if (params && level.range) sql += rangeSql(level.range, params);
  return sql;
}

export function rangeSql(range: Range, params: SqlParams): string {
  let sql = '';
  if (range.limit !== undefined) sql += ` LIMIT ${params.text(String(range.limit))}::bigint`;
  if (range.offset > 0) sql += ` OFFSET ${params.text(String(range.offset))}::bigint`;
  return sql;
}

/** Embeds are addressed by alias, and by relation name as long as that is unambiguous. */
function register(embeds: Map<string, EmbedRef>, parent: LevelSource, item: Extract<SelectItem, { kind: 'embed' }>, ref: EmbedRef): void {
  embeds.set(item.alias ?? item.name, ref);
  if (!embeds.has(item.name) && !parent.columns.has(item.name)) embeds.set(item.name, ref);
}

/**
 * PostgREST names an embed's subquery after its parent and the embed's alias (or relation name),
 * so the same name twice in one select is a duplicate alias Postgres refuses (42712), rather than
 * an object with the key twice.
 */
function claimEmbedName(names: Set<string>, parent: LevelSource, item: Extract<SelectItem, { kind: 'embed' }>): void {
  const name = item.alias ?? item.name;
  if (!names.has(name)) {
    names.add(name);
    return;
  }
  throw new RestError(
    400,
    '42712',
    `table name "${name}" specified more than once`,
    `'${name}' is embedded more than once in the select of '${parent.name}'`,
    `Give each embedding its own alias, as in 'other_${name}:${item.name}${item.hint === undefined ? '' : `!${item.hint}`}(…)'`,
  );
}

function buildEmbed(
  ctx: ReadContext,
  parent: LevelSource,
  item: Extract<SelectItem, { kind: 'embed' }>,
  labels: string[],
  level: LevelSql,
  embeds: Map<string, EmbedRef>,
  lift: LiftedAggregate[] | undefined,
): void {
  if (item.name === 'count' && item.children.length === 0 && item.alias === undefined && item.hint === undefined) {
    throw new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
  }
  if (!parent.table) {
    throw new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${parent.name}' and '${item.name}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent.name}' and '${item.name}' in the schema '${ctx.snapshot.schemas[0] ?? 'public'}', but no matches were found.`,
    );
  }
  const relationship = findRelationship(ctx.snapshot, parent.table, item.name, item.hint);
  const target = relationship.foreignTable;
  const key = item.alias ?? item.name;
  const toOne = isToOne(relationship);
  const childLabels = labels.flatMap((label) => [...new Set([key, item.name])].map((name) => (label === '' ? name : `${label}.${name}`)));
  for (const label of childLabels) ctx.embedPaths.add(label);

  const childAlias = newAlias(ctx);
  const related = relatedFrom(ctx, relationship, parent, childAlias);
  const child: LevelSource = {
    from: related.from,
    alias: childAlias,
    name: target.name,
    columns: target.columns,
    table: target,
  };
  // `messages(count)`: the number of related rows, `[{ count }]` to-many and `{ count }` to-one.
  const countOnly = !item.spread && isCountOnly(item.children, target);
  const lifted: LiftedAggregate[] = [];
  const childLevel = buildLevel(
    ctx,
    child,
    countOnly ? [] : item.children,
    childLabels,
    countOnly,
    item.spread && toOne ? lifted : undefined,
  );
  if (countOnly) childLevel.selects = ['pg_catalog.count(*) AS "count"'];
  const childSql = assemble(childLevel, related.from, related.conditions, ctx.params);
  const lateral = newAlias(ctx);
  const join = item.inner ? 'INNER JOIN LATERAL' : 'LEFT JOIN LATERAL';

  if (item.spread && toOne) {
    level.joins.push(`${join} (${childSql}) AS ${ident(lateral)} ON TRUE`);
    childLevel.keys.forEach((childKey, i) => {
      const column = `${ident(lateral)}.${ident(childKey)}`;
      const aggregate = childLevel.liftedAt.get(i);
      if (!aggregate) return addSelect(level, column, childKey);
      if (lift) {
        // This level is a to-one spread itself: the aggregate moves up once more.
        lift.push(aggregate);
        level.liftedAt.set(level.selects.length, aggregate);
        return addSelect(level, aggregate.star ? 'NULL' : column, childKey);
      }
      const input = aggregate.star ? '*' : column;
      addSelect(level, withCast(`pg_catalog.${aggregate.fn}(${input})`, aggregate.outputCast), childKey, 'aggregate');
    });
    register(embeds, parent, item, { toOne, relationship });
    return;
  }

  const rows = `${lateral}_rows`;
  if (item.spread) {
    // To-many spread (PostgREST 13): each selected column becomes an array over the related rows,
    // all in the same order (the embed's own `order`), `[]` when there are none. The lateral's
    // columns are positional so that no key can collide with the row count.
    const arrays = childLevel.keys.map((childKey, i) => `json_agg(${ident(rows)}.${ident(childKey)}) AS "c${i}"`);
    level.joins.push(
      `${join} (SELECT pg_catalog.count(*) AS "n"${arrays.map((a) => `, ${a}`).join('')} FROM (${childSql}) AS ${ident(rows)}) AS ${ident(lateral)} ON ${item.inner ? `${ident(lateral)}."n" > 0` : 'TRUE'}`,
    );
    childLevel.keys.forEach((childKey, i) => {
      addSelect(level, `COALESCE(${ident(lateral)}."c${i}", '[]')`, childKey, 'json');
    });
    register(embeds, parent, item, { toOne, relationship });
    return;
  }

  const json = `${ident(lateral)}."body"`;
  if (toOne) {
    level.joins.push(
      `${join} (SELECT row_to_json(${ident(rows)}.*) AS "body" FROM (${childSql}) AS ${ident(rows)}) AS ${ident(lateral)} ON TRUE`,
    );
  } else {
    level.joins.push(
      `${join} (SELECT json_agg(${ident(rows)}) AS "body" FROM (${childSql}) AS ${ident(rows)}) AS ${ident(lateral)} ON ${item.inner ? `${json} IS NOT NULL` : 'TRUE'}`,
    );
  }
  register(embeds, parent, item, { nullCheck: json, toOne, relationship });
  if (item.children.length > 0) {
    addSelect(level, toOne ? json : `COALESCE(${json}, '[]')`, key, 'json');
  }
}

function orderTermSql(ctx: ReadContext, source: LevelSource, scope: Scope, term: OrderTerm): string {
  let expr: string;
  if (term.relation !== undefined) {
    const relationName = term.relation;
    const embed = scope.embeds.get(relationName);
    if (!embed?.relationship) throw notEmbedded(relationName);
    if (!embed.toOne) {
      throw new RestError(
        400,
        'PGRST118',
        `A related order on '${relationName}' is not possible`,
        `'${source.name}' and '${relationName}' do not form a many-to-one or one-to-one relationship`,
      );
    }
    const relationship = embed.relationship;
    const target = relationship.foreignTable;
    const alias = newAlias(ctx);
    const targetScope: Scope = { alias, relationName: target.name, columns: target.columns, embeds: new Map(), table: target };
    const value = fieldExpr(targetScope, term.field, ctx.params).sql;
    const { from, conditions } = relatedFrom(ctx, relationship, source, alias);
    const where = conditions.length > 0 ? ` WHERE ${conditions.join(' AND ')}` : '';
    expr = `(SELECT ${value} FROM ${from}${where} LIMIT 1)`;
  } else {
    expr = fieldExpr(scope, term.field, ctx.params).sql;
  }
  const direction = term.direction === 'desc' ? ' DESC' : term.direction === 'asc' ? ' ASC' : '';
  const nulls = term.nulls === 'first' ? ' NULLS FIRST' : term.nulls === 'last' ? ' NULLS LAST' : '';
  return `${expr}${direction}${nulls}`;
}

/**
 * Builds one level of a read (and, recursively, its embeds) for the select items `items`.
 * `labels` are the dotted paths by which query parameters address this level (`''` at the top).
 * An `aggregate` level (`rel(count)`) takes filters but no order or range.
 */
export function buildLevel(
  ctx: ReadContext,
  source: LevelSource,
  items: SelectItem[],
  labels: string[],
  aggregate = false,
  lift?: LiftedAggregate[],
): LevelSql {
  const level: LevelSql = {
    selects: [],
    keys: [],
    joins: [],
    where: [],
    orderBy: [],
    groupables: [],
    aggregated: false,
    liftedAt: new Map(),
  };
  const embeds = new Map<string, EmbedRef>();
  const embedNames = new Set<string>();
  const scope: Scope = {
    alias: source.alias,
    relationName: source.name,
    columns: source.columns,
    embeds,
    table: source.table,
    rowSql: source.rowSql,
  };
  for (const item of items) {
    if (item.kind === 'star') {
      for (const column of source.columns.values()) {
        addSelect(level, `${ident(source.alias)}.${ident(column.name)}`, column.name);
      }
    } else if (item.kind === 'field') {
      const { expr, key } = selectField(scope, item, ctx.params);
      addSelect(level, expr, key);
    } else if (item.kind === 'aggregate') {
      const { expr, key, lifted } = selectAggregate(ctx, scope, item, lift);
      if (lifted) level.liftedAt.set(level.selects.length, lift?.at(-1) as LiftedAggregate);
      addSelect(level, expr, key, lifted ? 'value' : 'aggregate');
    } else {
      claimEmbedName(embedNames, source, item);
      buildEmbed(ctx, source, item, labels, level, embeds, lift);
    }
  }
  const applies = (path: string[]) => labels.includes(pathKey(path));
  const isRoot = labels.includes('');
  if (!(isRoot && ctx.skipRootConditions)) {
    for (const { path, filter } of ctx.query.filters) {
      if (applies(path)) level.where.push(filterSql(scope, filter, ctx.params));
    }
    for (const { path, tree } of ctx.query.logic) {
      if (applies(path)) level.where.push(logicSql(scope, tree, ctx.params));
    }
    for (const { path, terms } of aggregate ? [] : ctx.query.order) {
      if (applies(path)) level.orderBy.push(...terms.map((term) => orderTermSql(ctx, source, scope, term)));
    }
    for (const [path, range] of aggregate ? [] : ctx.query.ranges) {
      if (labels.includes(path)) level.range = range;
    }
  }
  applyGrouping(level);
  return level;
}

/** Rejects filters, orders and ranges that name an embed missing from `select` (PGRST108). */
export function checkEmbedPaths(ctx: ReadContext): void {
  const paths = [
    ...ctx.query.filters.map((f) => f.path),
    ...ctx.query.logic.map((l) => l.path),
    ...ctx.query.order.map((o) => o.path),
    ...[...ctx.query.ranges.keys()].map((k) => (k === '' ? [] : k.split('.'))),
  ];
  for (const path of paths) {
    for (let i = 1; i <= path.length; i++) {
      if (!ctx.embedPaths.has(pathKey(path.slice(0, i)))) throw notEmbedded(path[i - 1] as string);
    }
  }
}

/** A complete top-level level as a SELECT statement (used inside the `pgrst_source` CTE). */
export function levelToSelect(level: LevelSql, from: string, params: SqlParams): string {
  return assemble(level, from, [], params);
}

/** `SELECT 1` over the same FROM, joins and conditions, ignoring order and range: the rows a count counts. */
export function levelToCountRows(level: LevelSql, from: string): string {
  let sql = `SELECT 1 FROM ${from}`;
  if (level.joins.length > 0) sql += ` ${level.joins.join(' ')}`;
  if (level.where.length > 0) sql += ` WHERE ${level.where.map((c) => `(${c})`).join(' AND ')}`;
  return sql + groupBySql(level);
}

/** `SELECT count(*)` of those rows; with `cap`, counting stops there (for `count=estimated`). */
export function levelToCount(level: LevelSql, from: string, cap?: number): string {
  const limit = cap === undefined ? '' : ` LIMIT ${Math.trunc(cap)}`;
  return `SELECT pg_catalog.count(*) FROM (${levelToCountRows(level, from)}${limit}) AS pgrst_count`;
}
