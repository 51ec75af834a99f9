import { invalidRange, queryParamError } from './errors.ts';
import {
  hasOperator,
  parseColumnList,
  parseFilterValue,
  parseLogicTree,
  parseOrder,
  parseTreePath,
  type Filter,
  type LogicTree,
  type OrderTerm,
} from './parse-filters.ts';
import { parseSelect, type SelectItem } from './parse-select.ts';

export interface Range {
  offset: number;
  limit?: number | undefined;
}

/** Everything a PostgREST query string says, split by the embed path it applies to. */
export interface QueryParams {
  select: SelectItem[];
  /** Filters keyed by embed path; `[]` is the top level. */
  filters: { path: string[]; filter: Filter }[];
  logic: { path: string[]; tree: LogicTree }[];
  order: { path: string[]; terms: OrderTerm[] }[];
  /** Ranges from `limit`/`offset`, keyed by the embed path joined with dots (`''` at the top). */
  ranges: Map<string, Range>;
  columns?: string[];
  onConflict?: string[];
  /** Parameters that are neither reserved nor filters: the arguments of a GET RPC call. */
  rpcArgs: [string, string][];
}

function parseInteger(key: string, value: string): number {
  if (!/^-?\d{1,15}$/.test(value.trim())) {
    throw queryParamError(`${key} parameter`, value, 1, `unexpected "${value.slice(0, 1)}" expecting an integer`);
  }
  return Number(value.trim());
}

function splitPath(key: string): string[] {
  const { path, field } = parseTreePath(key);
  return [...path, field.name];
}

/** Parses the query string of a PostgREST request (`?select=…&id=eq.1&order=…`). */
export function parseQueryParams(search: URLSearchParams): QueryParams {
  const result: QueryParams = { select: [{ kind: 'star' }], filters: [], logic: [], order: [], ranges: new Map(), rpcArgs: [] };
  const limits = new Map<string, number>();
  const offsets = new Map<string, number>();
  for (const [key, value] of search) {
    const last = key.split('.').at(-1) ?? key;
    if (key === 'select') {
      result.select = parseSelect(value);
    } else if (key === 'columns') {
      result.columns = parseColumnList('columns', value);
    } else if (key === 'on_conflict') {
      result.onConflict = parseColumnList('on_conflict', value);
    } else if (last === 'order' || last === 'limit' || last === 'offset') {
      const path = key === last ? [] : splitPath(key.slice(0, -last.length - 1));
      if (last === 'order') result.order.push({ path, terms: parseOrder(value) });
      else (last === 'limit' ? limits : offsets).set(path.join('.'), parseInteger(last, value));
    } else if (last === 'and' || last === 'or') {
      const segments = key === last ? [] : splitPath(key.slice(0, -last.length - 1));
      const negated = segments.at(-1) === 'not';
      const path = negated ? segments.slice(0, -1) : segments;
      result.logic.push({ path, tree: parseLogicTree(last, negated, value) });
    } else if (key.includes('.') || hasOperator(value)) {
      const { path, field } = parseTreePath(key);
      result.filters.push({ path, filter: parseFilterValue(field, value) });
    } else {
      result.rpcArgs.push([key, value]);
    }
  }
  for (const path of new Set([...limits.keys(), ...offsets.keys()])) {
    const limit = limits.get(path);
    const offset = offsets.get(path) ?? 0;
    if (limit !== undefined && limit < 0) throw invalidRange('Limit should be greater than or equal to zero.');
    if (offset < 0) throw queryParamError('offset parameter', String(offset), 1, 'unexpected "-" expecting digit');
    result.ranges.set(path, { offset, limit });
  }
  return result;
}

/** Intersects a `Range: 0-9` request header with the top-level `limit`/`offset`. */
export function applyRangeHeader(range: Range | undefined, header: string | undefined): Range | undefined {
  if (!header) return range;
  const match = /^\s*(?:items=)?(\d{1,15})-(\d{0,15})\s*$/.exec(header);
  if (!match) return range;
  const from = Number(match[1]);
  const to = match[2] === '' ? undefined : Number(match[2]);
  if (to !== undefined && from > to) {
    throw invalidRange('The lower boundary must be lower than or equal to the upper boundary in the Range header.');
  }
  const queryOffset = range?.offset ?? 0;
  const queryEnd = range?.limit === undefined ? Infinity : queryOffset + range.limit - 1;
  const offset = Math.max(from, queryOffset);
  const end = Math.min(to ?? Infinity, queryEnd);
  return { offset, limit: end === Infinity ? undefined : Math.max(0, end - offset + 1) };
}

/**
 * On tables, a parameter that is not a filter is ignored, as in PostgREST, unless its value looks
 * like one with a misspelt operator (`id=eqq.1`): Haven answers 400 PGRST100 rather than
 * silently returning or changing every row. (RPC reads such parameters as arguments.)
 */
export function rejectMisspeltOperators(query: QueryParams): void {
  for (const [key, value] of query.rpcArgs) {
    if (key !== 'apikey' && /^[a-z]+(\((any|all)\))?\./.test(value)) parseFilterValue({ name: key, path: [] }, value);
  }
}
