import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { RestError } from '../../server/rest/errors.ts';
import type { JsonStep } from '../../server/rest/grammar.ts';
import {
  ftsFunctions,
  parseColumnList,
  parseFilterValue,
  parseLogicTree,
  parseOrder,
  parseTreePath,
  simpleOperators,
  type LogicTree,
  type Operation,
  type OrderTerm,
} from '../../server/rest/parse-filters.ts';
import { aggregateFunctions, parseSelect, type SelectItem } from '../../server/rest/parse-select.ts';
import { parsePrefer } from '../../server/rest/prefer.ts';
import { applyRangeHeader, parseQueryParams } from '../../server/rest/query-params.ts';

/**
 * Property-based tests of the REST query grammar (server/rest/parse-*.ts and the query-string and
 * header parsers around it). Two kinds of property:
 *  - total: any input whatsoever is either parsed or refused with a RestError carrying a 4xx
 *    (never a TypeError, a RangeError from deep recursion, or a hang);
 *  - faithful: a query built from a generated tree parses back to exactly that tree.
 */

const runs = { numRuns: 2000 };

/** Calls `parse`; passes when it returns or throws a RestError with one of `statuses`. */
function totalOn(parse: () => unknown, statuses: number[] = [400]): boolean {
  try {
    parse();
    return true;
  } catch (error) {
    if (error instanceof RestError && statuses.includes(error.status)) return true;
    throw new Error(`threw ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`, { cause: error });
  }
}

const grammarToken = fc.constantFrom(
  ...'abcxyz019_ $-'.split(''),
  ...'()[]{},.:!*"\'\\%&=;#'.split(''),
  '->',
  '->>',
  '::',
  '...',
  '\t',
  '\0',
  'é',
  '😀',
  '\uD800',
  'eq.',
  'in.',
  'is.',
  'not.',
  'and',
  'or',
  'fts',
  '(any)',
  '(all)',
  '!inner',
  '!left',
  '.asc',
  '.desc',
  '.nullsfirst',
  'null',
);
/** Strings that look like the grammar, so parsing gets deep before failing. */
const grammarish = fc.array(grammarToken, { maxLength: 40 }).map((parts) => parts.join(''));
const anyString = fc.oneof(grammarish, fc.string({ maxLength: 60 }), fc.string({ unit: 'binary', maxLength: 60 }));

describe('the parsers are total: any input is parsed or refused with a 4xx', () => {
  test('select=', () => {
    fc.assert(
      fc.property(anyString, (input) => totalOn(() => parseSelect(input))),
      runs,
    );
  });

  test('filter values', () => {
    fc.assert(
      fc.property(anyString, (input) => totalOn(() => parseFilterValue({ name: 'c', path: [] }, input))),
      runs,
    );
  });

  test('or= / and= logic trees', () => {
    fc.assert(
      fc.property(fc.constantFrom('and' as const, 'or' as const), fc.boolean(), anyString, (op, negated, input) =>
        totalOn(() => parseLogicTree(op, negated, input)),
      ),
      runs,
    );
  });

  test('order=, columns=, on_conflict= and filter keys (tree paths)', () => {
    fc.assert(
      fc.property(anyString, (input) => {
        totalOn(() => parseOrder(input));
        totalOn(() => parseColumnList('columns', input));
        return totalOn(() => parseTreePath(input));
      }),
      runs,
    );
  });

  test('whole query strings', () => {
    const key = fc.oneof(
      fc.constantFrom(
        'select',
        'order',
        'limit',
        'offset',
        'or',
        'and',
        'not.or',
        'columns',
        'on_conflict',
        'a.limit',
        'a.b.order',
        'x->y',
        'id',
      ),
      anyString,
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(key, anyString), { maxLength: 6 }), (pairs) =>
        totalOn(() => parseQueryParams(new URLSearchParams(pairs)), [400, 416]),
      ),
      runs,
    );
  });

  test('Prefer and Range headers', () => {
    const header = fc.oneof(
      fc
        .array(
          fc.constantFrom(
            'return=minimal',
            'count=exact',
            'handling=strict',
            'handling=lenient',
            'max-affected=5',
            'bogus',
            'tx=rollback',
            '=',
            ',',
            ' ',
          ),
          { maxLength: 5 },
        )
        .map((parts) => parts.join(',')),
      fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 40 }),
    );
    fc.assert(
      fc.property(header, (value) => totalOn(() => parsePrefer(new Headers({ prefer: value })))),
      runs,
    );
    const range = fc.oneof(
      fc.tuple(fc.nat(), fc.nat()).map(([a, b]) => `${a}-${b}`),
      anyString,
    );
    const queryRange = fc.option(fc.record({ offset: fc.nat(1000), limit: fc.option(fc.nat(1000), { nil: undefined }) }), {
      nil: undefined,
    });
    fc.assert(
      fc.property(queryRange, range, (base, value) => totalOn(() => applyRangeHeader(base, value), [416])),
      runs,
    );
  });

  test('pathological nesting is refused, not a stack overflow', () => {
    for (const depth of [100, 10_000, 200_000]) {
      const open = '('.repeat(depth);
      expect(totalOn(() => parseSelect(`a${open}`))).toBe(true);
      expect(totalOn(() => parseSelect('a('.repeat(depth)))).toBe(true);
      expect(totalOn(() => parseLogicTree('or', false, `(${'and('.repeat(depth)}a.eq.1`))).toBe(true);
      expect(totalOn(() => parseOrder('a('.repeat(depth)))).toBe(true);
      expect(totalOn(() => parseFilterValue({ name: 'c', path: [] }, `in.${open}`))).toBe(true);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Faithful: generated trees survive a round trip through their text form.

const reserved = new Set(['and', 'or', 'not', 'inner', 'left']);
const name = fc.stringMatching(/^[a-z_][a-z0-9_]{0,7}$/).filter((value) => !reserved.has(value));
const jsonPath = fc.array(
  fc.oneof(
    fc.record({
      arrow: fc.constantFrom('->' as const, '->>' as const),
      operand: fc.stringMatching(/^[a-z][a-z_]{0,5}$/),
      index: fc.constant(false),
    }),
    fc.record({
      arrow: fc.constantFrom('->' as const, '->>' as const),
      operand: fc.integer({ min: -9, max: 99 }).map(String),
      index: fc.constant(true),
    }),
  ),
  { maxLength: 3 },
);

const selectTree = fc.letrec<{ items: SelectItem[]; item: SelectItem }>((tie) => ({
  item: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 1, arbitrary: fc.constant<SelectItem>({ kind: 'star' }) },
    {
      weight: 4,
      arbitrary: fc
        .record({
          field: fc.record({ name, path: jsonPath }),
          alias: fc.option(name, { nil: undefined }),
          cast: fc.option(name, { nil: undefined }),
        })
        .map((field): SelectItem => ({ kind: 'field', ...field })),
    },
    {
      weight: 1,
      arbitrary: fc
        .record({
          fn: fc.constantFrom(...aggregateFunctions),
          field: fc.option(fc.record({ name, path: jsonPath }), { nil: undefined }),
          alias: fc.option(name, { nil: undefined }),
          cast: fc.option(name, { nil: undefined }),
          outputCast: fc.option(name, { nil: undefined }),
        })
        // Only count() goes without a column, and an input cast needs one.
        .map((agg): SelectItem => {
          const field = agg.field ?? (agg.fn === 'count' ? undefined : { name: 'amount', path: [] });
          return { kind: 'aggregate', ...agg, field, cast: field ? agg.cast : undefined };
        }),
    },
    {
      weight: 2,
      arbitrary: fc
        .record({
          name,
          spread: fc.boolean(),
          alias: fc.option(name, { nil: undefined }),
          hint: fc.option(name, { nil: undefined }),
          inner: fc.boolean(),
          children: tie('items') as fc.Arbitrary<SelectItem[]>,
        })
        // An empty embed named count, plain, is the count() aggregate.
        .filter((embed) => !(embed.name === 'count' && embed.children.length === 0 && !embed.spread && !embed.hint && !embed.inner))
        .map((embed): SelectItem => ({ kind: 'embed', ...embed, alias: embed.spread ? undefined : embed.alias })),
    },
  ),
  items: fc.array(tie('item') as fc.Arbitrary<SelectItem>, { maxLength: 4 }),
}));

function pathText(path: { arrow: string; operand: string }[]): string {
  return path.map((step) => `${step.arrow}${step.operand}`).join('');
}

function selectText(items: SelectItem[]): string {
  return items
    .map((item) => {
      if (item.kind === 'star') return '*';
      if (item.kind === 'field') {
        return `${item.alias ? `${item.alias}:` : ''}${item.field.name}${pathText(item.field.path)}${item.cast ? `::${item.cast}` : ''}`;
      }
      if (item.kind === 'aggregate') {
        const input = item.field ? `${item.field.name}${pathText(item.field.path)}${item.cast ? `::${item.cast}` : ''}.` : '';
        return `${item.alias ? `${item.alias}:` : ''}${input}${item.fn}()${item.outputCast ? `::${item.outputCast}` : ''}`;
      }
      const prefix = item.spread ? '...' : item.alias ? `${item.alias}:` : '';
      return `${prefix}${item.name}${item.hint ? `!${item.hint}` : ''}${item.inner ? '!inner' : ''}(${selectText(item.children)})`;
    })
    .join(',');
}

const value = fc.stringMatching(/^[a-z0-9]{1,8}$/);
const quantifiable = ['eq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch'] as const;
const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc
    .record({ op: fc.constantFrom(...(Object.keys(simpleOperators) as (keyof typeof simpleOperators)[])), value })
    .map(({ op, value: v }): Operation => ({ kind: 'op', op, value: v, quantifier: undefined })),
  fc
    .record({
      op: fc.constantFrom(...quantifiable),
      quantifier: fc.constantFrom('any' as const, 'all' as const),
      values: fc.array(value, { minLength: 1, maxLength: 3 }),
    })
    .map(({ op, quantifier, values }): Operation => ({ kind: 'op', op, quantifier, value: `{${values.join(',')}}` })),
  fc.array(value, { maxLength: 4 }).map((values): Operation => ({ kind: 'in', values })),
  fc.constantFrom('null' as const, 'true' as const, 'false' as const, 'unknown' as const).map((v): Operation => ({ kind: 'is', value: v })),
  fc
    .record({
      op: fc.constantFrom(...(Object.keys(ftsFunctions) as (keyof typeof ftsFunctions)[])),
      config: fc.option(name, { nil: undefined }),
      value,
    })
    .map(({ op, config, value: v }): Operation => ({ kind: 'fts', op, config, value: v })),
);

function operationText(op: Operation): string {
  switch (op.kind) {
    case 'op':
      return `${op.op}${op.quantifier ? `(${op.quantifier})` : ''}.${op.value}`;
    case 'in':
      return `in.(${op.values.join(',')})`;
    case 'is':
      return `is.${op.value}`;
    case 'fts':
      return `${op.op}${op.config ? `(${op.config})` : ''}.${op.value}`;
  }
}

const logicTree = fc.letrec<{ group: LogicTree; node: LogicTree }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    {
      weight: 3,
      arbitrary: fc
        .record({ field: name.map((column) => ({ name: column, path: [] as JsonStep[] })), negated: fc.boolean(), operation })
        .map((filter): LogicTree => ({ kind: 'filter', filter })),
    },
    { weight: 1, arbitrary: tie('group') },
  ),
  group: fc
    .record({
      negated: fc.boolean(),
      op: fc.constantFrom('and' as const, 'or' as const),
      children: fc.array(tie('node'), { minLength: 1, maxLength: 3 }),
    })
    .map((group): LogicTree => ({ kind: 'group', ...group })),
}));

function logicText(node: LogicTree): string {
  if (node.kind === 'filter') {
    const { field, negated, operation: op } = node.filter;
    return `${field.name}.${negated ? 'not.' : ''}${operationText(op)}`;
  }
  return `${node.negated ? 'not.' : ''}${node.op}(${node.children.map(logicText).join(',')})`;
}

const orderTerm: fc.Arbitrary<OrderTerm> = fc
  .record({
    relation: fc.option(name, { nil: undefined }),
    field: name.map((column) => ({ name: column, path: [] as JsonStep[] })),
    direction: fc.option(fc.constantFrom('asc' as const, 'desc' as const), { nil: undefined }),
    nulls: fc.option(fc.constantFrom('first' as const, 'last' as const), { nil: undefined }),
  })
  .map((term) => Object.fromEntries(Object.entries(term).filter(([, v]) => v !== undefined)) as unknown as OrderTerm);

function orderText(term: OrderTerm): string {
  const column = term.relation ? `${term.relation}(${term.field.name})` : term.field.name;
  return `${column}${term.direction ? `.${term.direction}` : ''}${term.nulls ? `.nulls${term.nulls}` : ''}`;
}

/**
 * PostgREST reads `->0` as an index only when `->`, `::`, `.`, `,` or the end follows it
 * (`pJsonOperand` in QueryParams.hs); before the `)` that closes an embed it is the key "0".
 * Haven keeps that rule, so the expected tree follows it too.
 */
function asPostgrestReadsIt(items: SelectItem[], closedByParen: boolean): SelectItem[] {
  return items.map((item, i) => {
    if (item.kind === 'embed') return { ...item, children: asPostgrestReadsIt(item.children, true) };
    const last = item.kind === 'field' ? item.field.path.at(-1) : undefined;
    if (item.kind !== 'field' || !closedByParen || i !== items.length - 1 || item.cast || !last?.index) return item;
    return { ...item, field: { ...item.field, path: [...item.field.path.slice(0, -1), { ...last, index: false }] } };
  });
}

/** `rel(col->-1)`: a negative index before `)` is neither an index nor a key, so PostgREST refuses it. */
function negativeIndexBeforeParen(items: SelectItem[], closedByParen: boolean): boolean {
  return items.some((item, i) => {
    if (item.kind === 'embed') return negativeIndexBeforeParen(item.children, true);
    const last = item.kind === 'field' ? item.field.path.at(-1) : undefined;
    return closedByParen && i === items.length - 1 && item.kind === 'field' && !item.cast && !!last?.index && last.operand.startsWith('-');
  });
}

/** Drops keys whose value is undefined, recursively, so trees compare by content. */
function clean(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(clean);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, clean(v)]),
    );
  }
  return value;
}

describe('the parsers are faithful: generated trees round-trip through their text', () => {
  test('select trees', () => {
    fc.assert(
      fc.property(
        selectTree.items.filter((items) => items.length > 0 && !negativeIndexBeforeParen(items, false)),
        (items) => {
          expect(clean(parseSelect(selectText(items)))).toEqual(clean(asPostgrestReadsIt(items, false)));
        },
      ),
      runs,
    );
  });

  test('filters', () => {
    fc.assert(
      fc.property(fc.boolean(), operation, (negated, op) => {
        const parsed = parseFilterValue({ name: 'c', path: [] }, `${negated ? 'not.' : ''}${operationText(op)}`);
        expect(clean(parsed)).toEqual(clean({ field: { name: 'c', path: [] }, negated, operation: op }));
      }),
      runs,
    );
  });

  test('logic trees', () => {
    fc.assert(
      fc.property(logicTree.group, (tree) => {
        if (tree.kind !== 'group') return;
        const text = `(${tree.children.map(logicText).join(',')})`;
        expect(clean(parseLogicTree(tree.op, tree.negated, text))).toEqual(clean(tree));
      }),
      runs,
    );
  });

  test('order terms and column lists', () => {
    fc.assert(
      fc.property(fc.array(orderTerm, { minLength: 1, maxLength: 4 }), fc.array(name, { minLength: 1, maxLength: 5 }), (terms, names) => {
        expect(clean(parseOrder(terms.map(orderText).join(',')))).toEqual(clean(terms));
        expect(parseColumnList('columns', names.join(','))).toEqual(names);
      }),
      runs,
    );
  });

  test('tree paths of filter keys', () => {
    fc.assert(
      fc.property(fc.array(name, { maxLength: 3 }), name, jsonPath, (embeds, column, path) => {
        const parsed = parseTreePath([...embeds, `${column}${pathText(path)}`].join('.'));
        expect(clean(parsed)).toEqual(clean({ path: embeds, field: { name: column, path } }));
      }),
      runs,
    );
  });
});
