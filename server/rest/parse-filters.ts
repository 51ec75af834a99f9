import {
  Cursor,
  GrammarError,
  readField,
  readFieldName,
  readIdentifier,
  readJsonPath,
  readQuoted,
  toQueryParamError,
  type FieldRef,
} from './grammar.ts';
import { maxLogicDepth } from './limits.ts';

export const simpleOperators = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'LIKE',
  ilike: 'ILIKE',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
  isdistinct: 'IS DISTINCT FROM',
} as const;
export type SimpleOperator = keyof typeof simpleOperators;

/** Operators that accept the `(any)` / `(all)` quantifiers with a `{a,b}` array value. */
const quantifiable = new Set<SimpleOperator>(['eq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']);

export const ftsFunctions = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
} as const;
export type FtsOperator = keyof typeof ftsFunctions;

export type Operation =
  | { kind: 'op'; op: SimpleOperator; value: string; quantifier?: 'any' | 'all' | undefined }
  | { kind: 'in'; values: string[] }
  | { kind: 'is'; value: 'null' | 'true' | 'false' | 'unknown' }
  | { kind: 'fts'; op: FtsOperator; config?: string | undefined; value: string };

export interface Filter {
  field: FieldRef;
  negated: boolean;
  operation: Operation;
}

export type LogicTree = { kind: 'filter'; filter: Filter } | { kind: 'group'; negated: boolean; op: 'and' | 'or'; children: LogicTree[] };

export interface OrderTerm {
  /** Set for `rel(col)`: order parents by a column of a to-one embed. */
  relation?: string;
  field: FieldRef;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

function isOperatorName(name: string): name is SimpleOperator {
  return Object.hasOwn(simpleOperators, name);
}

function isFtsName(name: string): name is FtsOperator {
  return Object.hasOwn(ftsFunctions, name);
}

/** Does a query-string value look like `op.value` (PostgREST's `hasOperator`/`hasFtsOperator`)? */
export function hasOperator(value: string): boolean {
  const parts = value.split('.');
  const first = parts[0] ?? '';
  if (first === 'not') return parts.length > 1;
  if (first === 'is' || first === 'in') return parts.length > 1;
  const bare = first.replace(/\((any|all)\)$/, '');
  if (parts.length > 1 && (isOperatorName(bare) || isFtsName(bare))) return true;
  const beforeParen = value.split('(')[0] ?? '';
  return value.includes('(') && isFtsName(beforeParen);
}

/** `pListVal`: `(a,"b,c",d)`. An empty list `()` means no values. */
function readList(cursor: Cursor): string[] {
  cursor.skipSpaces();
  cursor.expect('(');
  cursor.skipSpaces();
  if (cursor.accept(')')) return [];
  const values: string[] = [];
  for (;;) {
    values.push(readListElement(cursor));
    if (cursor.accept(',')) continue;
    cursor.skipSpaces();
    cursor.expect(')', '"," or ")"');
    return values;
  }
}

function readListElement(cursor: Cursor): string {
  if (cursor.peek() === '"') {
    const start = cursor.pos;
    const value = readQuoted(cursor);
    if (cursor.peek() === ',' || cursor.peek() === ')') return value;
    cursor.pos = start;
  }
  return readUntil(cursor, ',)');
}

function readUntil(cursor: Cursor, stops: string): string {
  const start = cursor.pos;
  while (!cursor.done && !stops.includes(cursor.peek())) cursor.pos++;
  return cursor.text.slice(start, cursor.pos);
}

/** A value inside `or=(…)`: quoted, a `{…}` array literal, or text up to `,` or `)`. */
function readLogicValue(cursor: Cursor): string {
  if (cursor.peek() === '"') {
    const start = cursor.pos;
    const value = readQuoted(cursor);
    if (cursor.done || cursor.peek() === ',' || cursor.peek() === ')') return value;
    cursor.pos = start;
  }
  if (cursor.peek() === '{') {
    const end = cursor.text.indexOf('}', cursor.pos);
    const inner = end === -1 ? '' : cursor.text.slice(cursor.pos + 1, end);
    if (end !== -1 && !inner.includes('{')) {
      cursor.pos = end + 1;
      return `{${inner}}`;
    }
  }
  return readUntil(cursor, ',)');
}

function readTrilean(cursor: Cursor): 'null' | 'true' | 'false' | 'unknown' {
  for (const value of ['null', 'unknown', 'true', 'false'] as const) {
    if (cursor.text.slice(cursor.pos, cursor.pos + value.length).toLowerCase() === value) {
      cursor.pos += value.length;
      return value;
    }
  }
  throw cursor.fail('null or trilean value (unknown, true, false)');
}

/** `pOpExpr`: `[not.]op.value`, `in.(…)`, `is.null`, `fts(config).query`, `like(any).{a,b}`. */
function readOpExpr(cursor: Cursor, inLogic: boolean): { negated: boolean; operation: Operation } {
  const negated = cursor.accept('not.');
  const readValue = () => (inLogic ? readLogicValue(cursor) : readUntil(cursor, ''));
  if (cursor.accept('in.')) return { negated, operation: { kind: 'in', values: readList(cursor) } };
  if (cursor.accept('is.')) return { negated, operation: { kind: 'is', value: readTrilean(cursor) } };
  const opStart = cursor.pos;
  const name = readUntil(cursor, '.(');
  if (isFtsName(name)) {
    let config: string | undefined;
    if (cursor.accept('(')) {
      config = readIdentifier(cursor);
      cursor.expect(')');
    }
    cursor.expect('.', 'delimiter (.)');
    return { negated, operation: { kind: 'fts', op: name, config, value: readValue() } };
  }
  let quantifier: 'any' | 'all' | undefined;
  if (cursor.accept('(any)')) quantifier = 'any';
  else if (cursor.accept('(all)')) quantifier = 'all';
  if (!isOperatorName(name) || (quantifier && !quantifiable.has(name))) {
    const shown = cursor.text.slice(opStart, cursor.pos);
    throw new GrammarError(cursor.pos + 1, `unknown single value operator ${shown}`);
  }
  cursor.expect('.', 'delimiter (.)');
  return { negated, operation: { kind: 'op', op: name, value: readValue(), quantifier } };
}

function finish(cursor: Cursor, expecting: string): void {
  if (!cursor.done) throw cursor.fail(expecting);
}

/** Parses a filter value such as `eq.5`, `not.in.(1,2)`, `fts(english).cat`. */
export function parseFilterValue(field: FieldRef, value: string): Filter {
  const cursor = new Cursor(value);
  try {
    const { negated, operation } = readOpExpr(cursor, false);
    finish(cursor, 'end of input');
    return { field, negated, operation };
  } catch (error) {
    throw toQueryParamError(error, 'filter', value);
  }
}

/** Parses a filter key such as `author.name` or `data->a`: the embed path and the field. */
export function parseTreePath(key: string): { path: string[]; field: FieldRef } {
  const cursor = new Cursor(key);
  try {
    const path = [readFieldName(cursor)];
    while (cursor.accept('.')) path.push(readFieldName(cursor));
    const name = path.pop() as string;
    const field: FieldRef = { name, path: readJsonPath(cursor) };
    finish(cursor, 'delimiter (.) or end of input');
    return { path, field };
  } catch (error) {
    throw toQueryParamError(error, 'tree path', key);
  }
}

function readLogicTree(cursor: Cursor, depth: number): LogicTree {
  cursor.skipSpaces();
  const start = cursor.pos;
  // A filter `field.op.value` is tried first, as in PostgREST; otherwise a nested group.
  try {
    const field = readField(cursor);
    cursor.expect('.', 'delimiter (.)');
    const { negated, operation } = readOpExpr(cursor, true);
    cursor.skipSpaces();
    if (cursor.peek() === ',' || cursor.peek() === ')' || cursor.done) {
      return { kind: 'filter', filter: { field, negated, operation } };
    }
    throw cursor.fail('"," or ")"');
  } catch (error) {
    if (!(error instanceof GrammarError)) throw error;
    cursor.pos = start;
    const negated = cursor.accept('not.');
    const op = cursor.accept('and') ? 'and' : cursor.accept('or') ? 'or' : undefined;
    if (!op || cursor.peek() !== '(') {
      if (cursor.pos === start || op) throw error;
      throw cursor.fail('logic operator (and, or)');
    }
    return readGroup(cursor, negated, op, depth + 1);
  }
}

function readGroup(cursor: Cursor, negated: boolean, op: 'and' | 'or', depth: number): LogicTree {
  if (depth > maxLogicDepth) throw new GrammarError(cursor.pos + 1, `logic trees nest more than ${maxLogicDepth} levels`);
  cursor.expect('(');
  const children = [readLogicTree(cursor, depth)];
  for (;;) {
    cursor.skipSpaces();
    if (cursor.accept(',')) {
      children.push(readLogicTree(cursor, depth));
      continue;
    }
    cursor.expect(')', '"," or ")"');
    return { kind: 'group', negated, op, children };
  }
}

/** Parses the value of `or=`/`and=` (e.g. `(a.eq.1,and(b.gt.1,b.lt.5))`) into a tree. */
export function parseLogicTree(op: 'and' | 'or', negated: boolean, value: string): LogicTree {
  const cursor = new Cursor(value);
  try {
    cursor.skipSpaces();
    const tree = readGroup(cursor, negated, op, 0);
    cursor.skipSpaces();
    finish(cursor, 'end of input');
    return tree;
  } catch (error) {
    throw toQueryParamError(error, 'logic tree', value);
  }
}

function readDirection(cursor: Cursor, term: OrderTerm): void {
  if (cursor.accept('.asc')) term.direction = 'asc';
  else if (cursor.accept('.desc')) term.direction = 'desc';
  if (cursor.accept('.nullsfirst')) term.nulls = 'first';
  else if (cursor.accept('.nullslast')) term.nulls = 'last';
  cursor.skipSpaces();
  if (!cursor.done && cursor.peek() !== ',') {
    throw cursor.fail(cursor.peek() === '.' ? '"asc", "desc", "nullsfirst" or "nullslast"' : '"," or end of input');
  }
}

function readOrderTerm(cursor: Cursor): OrderTerm {
  cursor.skipSpaces();
  const start = cursor.pos;
  const name = readFieldName(cursor);
  if (cursor.accept('(')) {
    const field = readField(cursor);
    cursor.expect(')');
    const term: OrderTerm = { relation: name, field };
    readDirection(cursor, term);
    return term;
  }
  cursor.pos = start;
  const term: OrderTerm = { field: readField(cursor) };
  readDirection(cursor, term);
  return term;
}

/** Parses `order=` such as `a.desc.nullslast,b,author(name).asc`. */
export function parseOrder(value: string): OrderTerm[] {
  const cursor = new Cursor(value);
  try {
    const terms = [readOrderTerm(cursor)];
    while (cursor.accept(',')) terms.push(readOrderTerm(cursor));
    finish(cursor, '"," or end of input');
    return terms;
  } catch (error) {
    throw toQueryParamError(error, 'order', value);
  }
}

/** Parses `columns=` and `on_conflict=`: field names separated by commas. */
export function parseColumnList(what: string, value: string): string[] {
  const cursor = new Cursor(value);
  try {
    const names = [readFieldName(cursor)];
    for (;;) {
      cursor.skipSpaces();
      if (!cursor.accept(',')) break;
      names.push(readFieldName(cursor));
    }
    cursor.skipSpaces();
    finish(cursor, '"," or end of input');
    return names;
  } catch (error) {
    throw toQueryParamError(error, `${what} parameter`, value);
  }
}
