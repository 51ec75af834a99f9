import { RestError, undefinedColumn } from './errors.ts';
import { checkValue } from './limits.ts';
import type { FieldRef } from './grammar.ts';
import { ftsFunctions, simpleOperators, type Filter, type LogicTree } from './parse-filters.ts';
import type { Column, Relationship, Table } from './schema-cache.ts';
import { arrayLiteral, arrayOf, ident, qualified, type SqlParams } from './sql.ts';

/** An embedded resource as seen from its parent level, for `rel=is.null` filters. */
export interface EmbedRef {
  /** SQL that is NULL exactly when the embed found nothing; absent for spreads. */
  nullCheck?: string;
  toOne: boolean;
  relationship?: Relationship;
}

/** What filters and order terms at one level of the query can refer to. */
export interface Scope {
  /** SQL alias of the level's FROM item. */
  alias: string;
  /** Name used in error messages (table, view or function). */
  relationName: string;
  columns: Map<string, Column>;
  embeds: Map<string, EmbedRef>;
  /** The table the level's rows belong to, whose computed fields it can use. */
  table?: Table | undefined;
  /** SQL for the level's row as a value of the table's row type (the alias itself by default). */
  rowSql?: string | undefined;
}

/** The level's row as the table's row type, to pass to computed fields and relationships. */
export function scopeRow(scope: Pick<Scope, 'alias' | 'rowSql'>): string {
  return scope.rowSql ?? ident(scope.alias);
}

/** A column plus JSON path as SQL, with the type of the result. */
export function fieldExpr(scope: Scope, field: FieldRef, params: SqlParams): { sql: string; type: string } {
  const column = scope.columns.get(field.name);
  const computed = column ? undefined : scope.table?.computedFields.get(field.name);
  let sql: string;
  let type: string;
  if (column) {
    sql = `${ident(scope.alias)}.${ident(column.name)}`;
    type = column.type;
  } else if (computed) {
    sql = `${qualified(computed.schema, computed.name)}(${scopeRow(scope)})`;
    type = computed.returnType;
  } else {
    throw undefinedColumn(scope.relationName, field.name);
  }
  for (const step of field.path) {
    const operand = step.index ? `${params.text(step.operand)}::integer` : params.text(step.operand);
    sql = `(${sql} ${step.arrow} ${operand})`;
    type = step.arrow === '->>' ? 'text' : type === 'json' ? 'json' : 'jsonb';
  }
  return { sql, type };
}

function embedNullFilter(scope: Scope, filter: Filter): string | undefined {
  const embed = filter.field.path.length === 0 ? scope.embeds.get(filter.field.name) : undefined;
  if (!embed) return undefined;
  const { operation } = filter;
  if (operation.kind !== 'is' || operation.value !== 'null' || embed.nullCheck === undefined) {
    throw new RestError(
      400,
      'PGRST120',
      `Bad operator on the '${filter.field.name}' embedded resource`,
      'Only is null or not is null filters are allowed on embedded resources',
    );
  }
  return `${embed.nullCheck} IS ${filter.negated ? 'NOT ' : ''}NULL`;
}

/** One filter as a SQL condition; every value is a bound parameter cast to the column's type. */
export function filterSql(scope: Scope, filter: Filter, params: SqlParams): string {
  const onEmbed = embedNullFilter(scope, filter);
  if (onEmbed) return onEmbed;
  const { sql: lhs, type } = fieldExpr(scope, filter.field, params);
  const { operation } = filter;
  let condition: string;
  switch (operation.kind) {
    case 'is':
      condition = `${lhs} IS ${operation.value.toUpperCase()}`;
      break;
    case 'in':
      condition = `${lhs} = ANY(${params.typed(checkValue(arrayLiteral(operation.values)), arrayOf(type))})`;
      break;
    case 'fts': {
      const config = operation.config === undefined ? '' : `${params.typed(checkValue(operation.config), 'regconfig')}, `;
      const document = type === 'tsvector' ? lhs : `to_tsvector(${config}${lhs})`;
      condition = `${document} @@ ${ftsFunctions[operation.op]}(${config}${params.text(checkValue(operation.value))})`;
      break;
    }
    case 'op': {
      const { op, quantifier } = operation;
      const raw = checkValue(operation.value);
      const value = op === 'like' || op === 'ilike' ? raw.replaceAll('*', '%') : raw;
      const isRegex = op === 'match' || op === 'imatch';
      const rhsType = isRegex ? 'text' : type;
      const rhs = quantifier
        ? `${quantifier.toUpperCase()}(${params.typed(value, arrayOf(rhsType))})`
        : isRegex
          ? params.text(value)
          : params.typed(value, rhsType);
      condition = `${lhs} ${simpleOperators[op]} ${rhs}`;
      break;
    }
  }
  return filter.negated ? `NOT (${condition})` : condition;
}

export function logicSql(scope: Scope, tree: LogicTree, params: SqlParams): string {
  if (tree.kind === 'filter') return filterSql(scope, tree.filter, params);
  const joined = tree.children.map((child) => `(${logicSql(scope, child, params)})`).join(` ${tree.op.toUpperCase()} `);
  return tree.negated ? `NOT (${joined})` : `(${joined})`;
}
