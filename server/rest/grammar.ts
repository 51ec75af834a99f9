import { queryParamError } from './errors.ts';

/**
 * Shared pieces of PostgREST's query-string grammar (`ApiRequest/QueryParams.hs`): field names,
 * quoted values and JSON paths, read by a small cursor that reports parsec-style errors.
 */

export interface JsonStep {
  arrow: '->' | '->>';
  /** A key, or a decimal index (possibly negative) when `index` is true. */
  operand: string;
  index: boolean;
}

/** A column with an optional JSON path, e.g. `data->a->>b`. */
export interface FieldRef {
  name: string;
  path: JsonStep[];
}

export class GrammarError extends Error {
  readonly column: number;
  readonly details: string;

  constructor(column: number, details: string) {
    super(details);
    this.column = column;
    this.details = details;
  }
}

export class Cursor {
  readonly text: string;
  pos = 0;

  constructor(text: string) {
    this.text = text;
  }

  get done(): boolean {
    return this.pos >= this.text.length;
  }

  peek(offset = 0): string {
    return this.text[this.pos + offset] ?? '';
  }

  startsWith(token: string): boolean {
    return this.text.startsWith(token, this.pos);
  }

  /** Consumes `token` if it comes next. */
  accept(token: string): boolean {
    if (!this.startsWith(token)) return false;
    this.pos += token.length;
    return true;
  }

  expect(token: string, expecting = `"${token}"`): void {
    if (!this.accept(token)) throw this.fail(expecting);
  }

  skipSpaces(): void {
    while (this.peek() === ' ' || this.peek() === '\t') this.pos++;
  }

  /** An error at the current position: `unexpected "x" expecting <expecting>`. */
  fail(expecting: string): GrammarError {
    const found = this.done ? 'end of input' : `"${this.peek()}"`;
    return new GrammarError(this.pos + 1, `unexpected ${found} expecting ${expecting}`);
  }
}

const identifierChar = /[\p{L}\p{N}_ $]/u;

/** `pIdentifier`: letters, digits, `_`, space and `$`, trimmed. */
export function readIdentifier(cursor: Cursor, expecting = 'letter or digit'): string {
  const start = cursor.pos;
  while (!cursor.done && identifierChar.test(cursor.peek())) cursor.pos++;
  const value = cursor.text.slice(start, cursor.pos).trim();
  if (value === '') {
    cursor.pos = start;
    throw cursor.fail(expecting);
  }
  return value;
}

/** `pQuotedValue`: `"…"` with `\"` and `\\` escapes. */
export function readQuoted(cursor: Cursor): string {
  cursor.expect('"');
  let value = '';
  for (;;) {
    if (cursor.done) throw cursor.fail('"\\"" (closing quote)');
    const char = cursor.peek();
    cursor.pos++;
    if (char === '"') return value;
    if (char === '\\') {
      if (cursor.done) throw cursor.fail('escaped character');
      value += cursor.peek();
      cursor.pos++;
    } else {
      value += char;
    }
  }
}

/** `pFieldName`: a quoted name, or identifiers joined by dashes that do not start an arrow. */
export function readFieldName(cursor: Cursor): string {
  cursor.skipSpaces();
  if (cursor.peek() === '"') return readQuoted(cursor);
  const parts = [readIdentifier(cursor, 'field name (* or [a..z0..9_$])')];
  while (cursor.peek() === '-' && cursor.peek(1) !== '>') {
    cursor.pos++;
    parts.push(readIdentifier(cursor));
  }
  return parts.join('-');
}

function atIndexEnd(cursor: Cursor): boolean {
  return cursor.done || ['->', '::', '.', ','].some((token) => cursor.startsWith(token));
}

/** `pJsonPath`: any number of `->key`, `->>key`, `->0`, `->>-1`. */
export function readJsonPath(cursor: Cursor): JsonStep[] {
  const steps: JsonStep[] = [];
  for (;;) {
    let arrow: JsonStep['arrow'];
    if (cursor.accept('->>')) arrow = '->>';
    else if (cursor.accept('->')) arrow = '->';
    else return steps;
    const start = cursor.pos;
    const match = /^-?\d+/.exec(cursor.text.slice(cursor.pos));
    if (match) {
      cursor.pos += match[0].length;
      if (atIndexEnd(cursor)) {
        steps.push({ arrow, operand: match[0], index: true });
        continue;
      }
      cursor.pos = start;
    }
    steps.push({ arrow, operand: readFieldName(cursor), index: false });
  }
}

/** `pField`: a field name plus JSON path, with surrounding blanks allowed. */
export function readField(cursor: Cursor): FieldRef {
  cursor.skipSpaces();
  const name = readFieldName(cursor);
  const path = readJsonPath(cursor);
  cursor.skipSpaces();
  return { name, path };
}

/** A grammar error as PostgREST's 400 PGRST100 for parameter `what`; other errors pass through. */
export function toQueryParamError(error: unknown, what: string, input: string): unknown {
  return error instanceof GrammarError ? queryParamError(what, input, error.column, error.details) : error;
}
