import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startRestServer, type RestHarness } from './rest-harness.ts';

let h: RestHarness;

beforeAll(async () => {
  h = await startRestServer();
});

afterAll(async () => {
  await h.close();
});

async function ids(
  build: (q: ReturnType<ReturnType<RestHarness['client']>['from']>) => PromiseLike<{ data: unknown; error: unknown }>,
  table = 'posts',
) {
  const query = h.client().from(table);
  const { data, error } = await build(query);
  expect(error).toBeNull();
  return (data as { id: number }[]).map((row) => row.id);
}

describe('comparison operators', () => {
  test('eq, neq, gt, gte, lt, lte', async () => {
    expect(await ids((q) => q.select('id').eq('author_id', 2).order('id'))).toEqual([3, 4]);
    expect(await ids((q) => q.select('id').neq('author_id', 2).order('id'))).toEqual([1, 2]);
    expect(await ids((q) => q.select('id').gt('score', 3.1).order('id'))).toEqual([1]);
    expect(await ids((q) => q.select('id').gte('score', 3.1).order('id'))).toEqual([1, 2]);
    expect(await ids((q) => q.select('id').lt('score', 2.25).order('id'))).toEqual([3]);
    expect(await ids((q) => q.select('id').lte('score', 2.25).order('id'))).toEqual([3, 4]);
  });

  test('compares timestamps, int8 beyond 2^53 and numerics exactly', async () => {
    expect(await ids((q) => q.select('id').gte('published_at', '2024-01-01T00:00:00Z').order('id'))).toEqual([1, 2]);
    expect(await ids((q) => q.select('id').eq('views', '9007199254740993'))).toEqual([1]);
    expect(await ids((q) => q.select('id').eq('views', '9007199254740992'))).toEqual([]);
    expect(await ids((q) => q.select('id').eq('score', '4.5'))).toEqual([1]);
  });

  test('isDistinct treats null as a value', async () => {
    expect(await ids((q) => q.select('id').isDistinct('editor_id', 2).order('id'))).toEqual([2, 3, 4]);
  });

  test('a value of the wrong type is a 400 22P02', async () => {
    const { error, status } = await h.client().from('posts').select('id').eq('id', 'abc');
    expect(status).toBe(400);
    expect(error).toEqual({ code: '22P02', message: 'invalid input syntax for type bigint: "abc"', details: null, hint: null });
  });
});

describe('pattern operators', () => {
  test('like and ilike with * or % wildcards', async () => {
    expect(await ids((q) => q.select('id').like('title', '*engines'))).toEqual([1]);
    expect(await ids((q) => q.select('id').like('title', 'P%'))).toEqual([2]);
    expect(await ids((q) => q.select('id').ilike('title', '%DEBUG%'))).toEqual([4]);
  });

  test('likeAnyOf, likeAllOf, ilikeAnyOf', async () => {
    expect(await ids((q) => q.select('id').likeAnyOf('title', ['Anal*', 'Debug*']).order('id'))).toEqual([1, 4]);
    expect(await ids((q) => q.select('id').likeAllOf('title', ['*e*', '*s']).order('id'))).toEqual([1, 4]);
    expect(await ids((q) => q.select('id').ilikeAnyOf('title', ['anal*', 'COMP*']).order('id'))).toEqual([1, 3]);
  });

  test('match and imatch are regular expressions', async () => {
    expect(await ids((q) => q.select('id').regexMatch('title', '^[AP]').order('id'))).toEqual([1, 2]);
    expect(await ids((q) => q.select('id').regexIMatch('title', '^debug'))).toEqual([4]);
  });
});

describe('is and in', () => {
  test('is null, is true/false/unknown, not.is.null', async () => {
    expect(await ids((q) => q.select('id').is('editor_id', null).order('id'))).toEqual([2, 4]);
    expect(await ids((q) => q.select('id').not('editor_id', 'is', null).order('id'))).toEqual([1, 3]);
    const res = await h.request('/posts?select=id&id=eq.1&views=gt.0&status=eq.published&published_at=not.is.null');
    expect(await res.json()).toEqual([{ id: 1 }]);
  });

  test('in with values containing commas, quotes and parentheses', async () => {
    expect(await ids((q) => q.select('id').in('title', ['Compilers, briefly', 'Debugging moths']).order('id'))).toEqual([3, 4]);
    const res = await h.request(`/posts?select=id&body=in.(${encodeURIComponent('"A, B, C and \\"quotes\\""')},x)`);
    expect(await res.json()).toEqual([{ id: 3 }]);
    expect(await ids((q) => q.select('id').in('id', []))).toEqual([]);
  });

  test('not.in excludes', async () => {
    expect(await ids((q) => q.select('id').not('id', 'in', '(1,2)').order('id'))).toEqual([3, 4]);
    expect(await ids((q) => q.select('id').notIn('id', [1, 3]).order('id'))).toEqual([2, 4]);
  });
});

describe('arrays, json and ranges', () => {
  test('contains, containedBy and overlaps on arrays', async () => {
    expect(await ids((q) => q.select('id').contains('tags', ['math', 'history']))).toEqual([1]);
    expect(await ids((q) => q.select('id').containedBy('tags', ['math', 'poetry', 'code']).order('id'))).toEqual([2, 3, 4]);
    expect(await ids((q) => q.select('id').overlaps('tags', ['poetry', 'code']).order('id'))).toEqual([2, 3]);
  });

  test('contains and containedBy on jsonb', async () => {
    expect(await ids((q) => q.select('id').contains('meta', { lang: 'en', pages: 12 }))).toEqual([1]);
    expect(await ids((q) => q.select('id').containedBy('meta', { lang: 'fr', extra: true }).order('id'))).toEqual([3, 4]);
  });

  test('filters on JSON paths', async () => {
    expect(await ids((q) => q.select('id').eq('meta->>lang', 'fr'))).toEqual([3]);
    expect(await ids((q) => q.select('id').gt('meta->pages', 5))).toEqual([1]);
    expect(await ids((q) => q.select('id').eq('meta->nested->>level', '2'))).toEqual([1]);
  });

  test('range operators on int4range', async () => {
    const ranges = (build: (q: ReturnType<ReturnType<RestHarness['client']>['from']>) => PromiseLike<{ data: unknown; error: unknown }>) =>
      ids(build, 'samples');
    expect(await ranges((q) => q.select('id').contains('period', '[2,3]'))).toEqual([1]);
    expect(await ranges((q) => q.select('id').overlaps('period', '[4,12)').order('id'))).toEqual([1, 2]);
    expect(await ranges((q) => q.select('id').rangeGt('period', '[1,4)'))).toEqual([2]);
    expect(await ranges((q) => q.select('id').rangeLt('period', '[6,8)'))).toEqual([1]);
    expect(await ranges((q) => q.select('id').rangeGte('period', '[10,11)'))).toEqual([2]);
    expect(await ranges((q) => q.select('id').rangeLte('period', '[0,5)'))).toEqual([1]);
    expect(await ranges((q) => q.select('id').rangeAdjacent('period', '[5,10)').order('id'))).toEqual([1, 2]);
  });
});

describe('full-text search', () => {
  test('fts, plfts, phfts and wfts with a configuration', async () => {
    expect(await ids((q) => q.select('id').textSearch('search', 'engine & notes', { config: 'english' }))).toEqual([1]);
    expect(await ids((q) => q.select('id').textSearch('search', 'imagination cats', { type: 'plain', config: 'english' }))).toEqual([2]);
    expect(await ids((q) => q.select('id').textSearch('search', 'poetical science', { type: 'phrase', config: 'english' }))).toEqual([2]);
    expect(
      await ids((q) => q.select('id').textSearch('search', '"debugging moths" or engine', { type: 'websearch', config: 'english' })).then(
        (r) => r.sort(),
      ),
    ).toEqual([1, 4]);
  });

  test('a text column is converted with to_tsvector', async () => {
    expect(await ids((q) => q.select('id').textSearch('title', 'moth', { config: 'english' }))).toEqual([4]);
  });
});

describe('logic trees', () => {
  test('or() with a nested and()', async () => {
    expect(await ids((q) => q.select('id').or('id.eq.4,and(score.gt.3,score.lt.4)').order('id'))).toEqual([2, 4]);
  });

  test('not.or, not.and and negated filters inside trees', async () => {
    const notOr = await h.request('/posts?select=id&not.or=(id.eq.1,id.eq.2)&order=id');
    expect(await notOr.json()).toEqual([{ id: 3 }, { id: 4 }]);
    const notAnd = await h.request('/posts?select=id&not.and=(author_id.eq.1,score.gt.4)&order=id');
    expect(await notAnd.json()).toEqual([{ id: 2 }, { id: 3 }, { id: 4 }]);
    expect(await ids((q) => q.select('id').or('id.not.in.(1,2,3),title.ilike.*science*').order('id'))).toEqual([2, 4]);
  });

  test('trees combine with plain filters and accept quoted and array values', async () => {
    expect(await ids((q) => q.select('id').eq('author_id', 2).or('title.eq."Compilers, briefly",tags.cs.{math}'))).toEqual([3]);
    expect(await ids((q) => q.select('id').or('tags.ov.{poetry,code},id.is.null').order('id'))).toEqual([2, 3]);
  });

  test('and= deep nesting', async () => {
    const res = await h.request('/posts?select=id&and=(or(id.eq.1,id.eq.2,id.eq.3),not.or(status.eq.draft,id.eq.2))');
    expect(await res.json()).toEqual([{ id: 1 }]);
  });
});

describe('filter grammar errors', () => {
  test('an unknown operator is a 400 PGRST100', async () => {
    const { error, status } = await h.client().from('posts').select('id').filter('id', 'noop', '1');
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST100');
    expect(error?.message).toBe('"failed to parse filter (noop.1)" (line 1, column 5)');
    expect(error?.details).toBe('unknown single value operator noop');
  });

  test('a malformed or() is a 400 PGRST100', async () => {
    const { error, status } = await h.client().from('posts').select('id').or('id.eq.1,(');
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST100');
    expect(error?.message).toMatch(/^"failed to parse logic tree \(\(id\.eq\.1,\(\)\)" \(line 1, column \d+\)$/);
  });

  test('a filter on an unknown column is a 400 42703', async () => {
    const { error, status } = await h.client().from('posts').select('id').eq('nope', 1);
    expect(status).toBe(400);
    expect(error?.message).toBe('column posts.nope does not exist');
  });

  test('an operator other than is.null on an embed is a 400 PGRST120', async () => {
    const { error, status } = await h.client().from('posts').select('id, comments(id)').eq('comments', 1);
    expect(status).toBe(400);
    expect(error).toEqual({
      code: 'PGRST120',
      message: "Bad operator on the 'comments' embedded resource",
      details: 'Only is null or not is null filters are allowed on embedded resources',
      hint: null,
    });
  });
});
