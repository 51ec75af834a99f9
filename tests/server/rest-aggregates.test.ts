import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createRestApp } from '../../server/rest/index.ts';
import { jwtSecret, startRestServer, type RestHarness } from './rest-harness.ts';

// Aggregate functions in select=, as PostgREST documents them (references/api/aggregate_functions):
// off unless enabled (db-aggregates-enabled); the other selected columns group the rows.
let h: RestHarness;

beforeAll(async () => {
  h = await startRestServer({ aggregates: true });
});

afterAll(async () => {
  await h.close();
});

const byName = <T extends Record<string, unknown>>(rows: T[] | null, key: string) =>
  [...(rows ?? [])].sort((a, b) => String(a[key]).localeCompare(String(b[key])));

describe('aggregates off (the default)', () => {
  test('every aggregate is 400 PGRST123', async () => {
    const rest = createRestApp({ db: h.db, jwtSecret });
    try {
      for (const select of ['count()', 'total:count()', 'score.sum()', 'author_id,score.avg()::int']) {
        const res = await rest.request(`/posts?select=${select}`, { headers: { apikey: h.anonKey } });
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({
          code: 'PGRST123',
          message: 'Use of aggregate functions is not allowed',
          details: null,
          hint: null,
        });
      }
    } finally {
      await rest.close();
    }
  });
});

describe('aggregates on', () => {
  test('count() over the whole table, after the filters', async () => {
    const all = await h.client().from('posts').select('count()');
    expect(all.error).toBeNull();
    expect(all.data).toEqual([{ count: 4 }]);
    const published = await h.client().from('posts').select('count()').eq('status', 'published');
    expect(published.data).toEqual([{ count: 2 }]);
  });

  test('the other selected columns group the rows', async () => {
    const { data, error } = await h
      .client()
      .from('posts')
      .select('author_id, count(), score.sum(), score.avg(), score.max(), score.min()')
      .order('author_id', { ascending: false });
    expect(error).toBeNull();
    expect(data).toEqual([
      { author_id: 2, count: 2, sum: 3.25, avg: 1.625, max: 2.25, min: 1 },
      { author_id: 1, count: 2, sum: 7.6, avg: 3.8, max: 4.5, min: 3.1 },
    ]);
  });

  test('aliases, input and output casts, and count(column) skipping nulls', async () => {
    const { data, error } = await h
      .client()
      .from('posts')
      .select('rounded:score.avg()::int, pages:meta->>pages::int.sum(), edited:editor_id.count(), posts:count()');
    expect(error).toBeNull();
    expect(data).toEqual([{ rounded: 3, pages: 15, edited: 2, posts: 4 }]);
  });

  test('count=exact counts the groups', async () => {
    const { data, count, error } = await h.client().from('posts').select('status, count()', { count: 'exact' }).order('status');
    expect(error).toBeNull();
    expect(count).toBe(3);
    expect(data).toEqual([
      { status: 'archived', count: 1 },
      { status: 'draft', count: 1 },
      { status: 'published', count: 2 },
    ]);
  });

  test('inside an embed, each parent aggregates its own related rows', async () => {
    const { data, error } = await h.client().from('authors').select('name, posts!posts_author_id_fkey(count(), score.sum())').order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'Ada Lovelace', posts: [{ count: 2, sum: 7.6 }] },
      { name: 'Grace Hopper', posts: [{ count: 2, sum: 3.25 }] },
      { name: 'Linus', posts: [{ count: 0, sum: null }] },
    ]);
  });

  test('a spread or embedded to-one resource groups like a column', async () => {
    const spread = await h.client().from('posts').select('score.sum(), ...author_id(author:name)');
    expect(spread.error).toBeNull();
    expect(byName(spread.data, 'author')).toEqual([
      { sum: 7.6, author: 'Ada Lovelace' },
      { sum: 3.25, author: 'Grace Hopper' },
    ]);
    const embedded = await h.client().from('posts').select('count(), editor:editor_id(name)');
    expect(embedded.error).toBeNull();
    expect(byName(embedded.data, 'count')).toEqual([
      { count: 1, editor: { name: 'Ada Lovelace' } },
      { count: 1, editor: { name: 'Grace Hopper' } },
      { count: 2, editor: null },
    ]);
  });

  test('an unknown aggregate is a 400 PGRST100 parse error', async () => {
    const res = await h.request('/posts?select=score.median()');
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; message: string };
    expect(body.code).toBe('PGRST100');
    expect(body.message).toBe('"failed to parse select parameter (score.median())" (line 1, column 7)');
  });
});

describe('aggregates in a to-one spread', () => {
  test('apply at the parent level, grouped by the parent columns', async () => {
    const { data, error } = await h
      .client()
      .from('posts')
      .select('status, ...author_id(first:name.min(), last:name.max(), authors:count())')
      .order('status');
    expect(error).toBeNull();
    expect(data).toEqual([
      { status: 'archived', first: 'Grace Hopper', last: 'Grace Hopper', authors: 1 },
      { status: 'draft', first: 'Grace Hopper', last: 'Grace Hopper', authors: 1 },
      { status: 'published', first: 'Ada Lovelace', last: 'Ada Lovelace', authors: 2 },
    ]);
  });

  test('through nested spreads as well', async () => {
    const res = await h.request('/comments?select=...post_id(...author_id(newest:created_at.max(),authors:name.count()))');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([{ newest: '2024-01-01T00:00:00+00:00', authors: 4 }]);
  });
});

describe('aggregates in what a write returns', () => {
  test('group the written rows', async () => {
    const { data, error } = await h
      .client({ key: h.serviceKey })
      .from('tags')
      .insert([
        { id: 10, name: 'alpha' },
        { id: 11, name: 'beta' },
      ])
      .select('count(), id.max()');
    expect(error).toBeNull();
    expect(data).toEqual([{ count: 2, max: 11 }]);
    const removed = await h.client({ key: h.serviceKey }).from('tags').delete().gte('id', 10).select('name, count()').order('name');
    expect(removed.error).toBeNull();
    expect(byName(removed.data, 'name')).toEqual([
      { name: 'alpha', count: 1 },
      { name: 'beta', count: 1 },
    ]);
  });
});
