import { Cursor, GrammarError, readField, readFieldName, readIdentifier, toQueryParamError, type FieldRef } from './grammar.ts';
import { maxSelectDepth } from './limits.ts';

/** The aggregate functions PostgREST allows in `select=` (when `db-aggregates-enabled` is on). */
export const aggregateFunctions = ['avg', 'count', 'max', 'min', 'sum'] as const;
export type AggregateFunction = (typeof aggregateFunctions)[number];

/**
 * One item of `select=`: a column (maybe aliased, cast, JSON path), `*`, an aggregate
 * (`count()`, `alias:col::in_cast.sum()::out_cast`), or an embedded resource.
 */
export type SelectItem =
  | { kind: 'star' }
  | {
      kind: 'aggregate';
      fn: AggregateFunction;
      /** The aggregated column; absent only for `count()`. */
      field?: FieldRef | undefined;
      alias?: string | undefined;
      /** Cast of the input, before `.fn()`. */
      cast?: string | undefined;
      /** Cast of the result, after `.fn()`. */
      outputCast?: string | undefined;
    }
  | { kind: 'field'; field: FieldRef; alias?: string | undefined; cast?: string | undefined }
  | {
      kind: 'embed';
      name: string;
      alias?: string | undefined;
      hint?: string | undefined;
      inner: boolean;
      spread: boolean;
      children: SelectItem[];
    };

function atItemEnd(cursor: Cursor): boolean {
  cursor.skipSpaces();
  return cursor.done || cursor.peek() === ',' || cursor.peek() === ')';
}

/** `alias:` where the colon is not the start of a `::` cast. */
function readAlias(cursor: Cursor): string | undefined {
  const start = cursor.pos;
  try {
    const name = readFieldName(cursor);
    if (cursor.peek() === ':' && cursor.peek(1) !== ':') {
      cursor.pos++;
      return name;
    }
  } catch (error) {
    if (!(error instanceof GrammarError)) throw error;
  }
  cursor.pos = start;
  return undefined;
}

function readEmbedParams(cursor: Cursor): { hint: string | undefined; inner: boolean } {
  let hint: string | undefined;
  let inner = false;
  for (let i = 0; i < 2 && cursor.accept('!'); i++) {
    if (cursor.startsWith('inner') && !/[\p{L}\p{N}_$-]/u.test(cursor.peek(5))) {
      cursor.pos += 5;
      inner = true;
    } else if (cursor.startsWith('left') && !/[\p{L}\p{N}_$-]/u.test(cursor.peek(4))) {
      cursor.pos += 4;
    } else {
      hint = readFieldName(cursor);
    }
  }
  return { hint, inner };
}

function readItem(cursor: Cursor, depth: number): SelectItem {
  cursor.skipSpaces();
  if (cursor.accept('*')) {
    if (!atItemEnd(cursor)) throw cursor.fail('")", "," or end of input');
    return { kind: 'star' };
  }
  const start = cursor.pos;
  const spread = cursor.accept('...');
  const alias = spread ? undefined : readAlias(cursor);
  const name = readFieldName(cursor);
  const { hint, inner } = readEmbedParams(cursor);
  cursor.skipSpaces();
  if (name === 'count' && !spread && hint === undefined && !inner && /^\(\s*\)/.test(cursor.text.slice(cursor.pos))) {
    // `count()`: the one aggregate without a column.
    cursor.pos = cursor.text.indexOf(')', cursor.pos) + 1;
    return { kind: 'aggregate', fn: 'count', alias, outputCast: readOutputCast(cursor) };
  }
  if (cursor.accept('(')) {
    if (depth >= maxSelectDepth) throw new GrammarError(cursor.pos, `embedded resources nest more than ${maxSelectDepth} levels`);
    const children = readForest(cursor, true, depth + 1);
    cursor.skipSpaces();
    cursor.expect(')', '")" or ","');
    return { kind: 'embed', name, alias, hint, inner, spread, children };
  }
  if (spread || hint !== undefined || inner) throw cursor.fail('"("');
  // Not an embed: re-read as a column with JSON path and cast.
  cursor.pos = start;
  readAlias(cursor);
  const field = readField(cursor);
  let cast: string | undefined;
  if (cursor.accept('::')) cast = readIdentifier(cursor);
  if (cursor.accept('.')) {
    const fnStart = cursor.pos;
    const fn = aggregateFunctions.find((candidate) => cursor.startsWith(`${candidate}()`));
    if (!fn)
      throw new GrammarError(
        fnStart + 1,
        `unexpected "${cursor.peek()}" expecting an aggregate: ${aggregateFunctions.map((f) => `${f}()`).join(', ')}`,
      );
    cursor.pos += fn.length + 2;
    return { kind: 'aggregate', fn, field, alias, cast, outputCast: readOutputCast(cursor) };
  }
  if (!atItemEnd(cursor)) throw cursor.fail('"->>", "->", "::", ".", ")", "," or end of input');
  return { kind: 'field', field, alias, cast };
}

/** An optional `::type` after an aggregate, which must end the item. */
function readOutputCast(cursor: Cursor): string | undefined {
  cursor.skipSpaces();
  const cast = cursor.accept('::') ? readIdentifier(cursor) : undefined;
  if (!atItemEnd(cursor)) throw cursor.fail('"::", ")", "," or end of input');
  return cast;
}

function readForest(cursor: Cursor, allowEmpty: boolean, depth: number): SelectItem[] {
  cursor.skipSpaces();
  if (allowEmpty && cursor.peek() === ')') return [];
  const items = [readItem(cursor, depth)];
  for (;;) {
    cursor.skipSpaces();
    if (!cursor.accept(',')) return items;
    items.push(readItem(cursor, depth));
  }
}

/**
 * Parses PostgREST's `select=` grammar: `a,alias:b::text,c->d->>e,*,rel!hint!inner(x,nested(*))`,
 * `...to_one(cols)`, `rel()`. Throws a `PGRST100` RestError on malformed input.
 */
export function parseSelect(input: string): SelectItem[] {
  if (input.trim() === '') return [{ kind: 'star' }];
  const cursor = new Cursor(input);
  try {
    const items = readForest(cursor, false, 0);
    cursor.skipSpaces();
    if (!cursor.done) throw cursor.fail('"," or end of input');
    return items;
  } catch (error) {
    throw toQueryParamError(error, 'select parameter', input);
  }
}
