import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createRestApp } from '../../server/rest/index.ts';
import { jwtSecret, startRestServer, type RestHarness } from './rest-harness.ts';

let h: RestHarness;

beforeAll(async () => {
  h = await startRestServer();
});

afterAll(async () => {
  await h.close();
});

describe('select columns', () => {
  test('star returns every column in table order', async () => {
    const { data, error, status } = await h.client().from('authors').select('*').eq('id', 1);
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([{ id: 1, name: 'Ada Lovelace', email: 'ada@example.com', created_at: '2024-01-01T00:00:00+00:00' }]);
    expect(Object.keys(data?.[0] ?? {})).toEqual(['id', 'name', 'email', 'created_at']);
  });

  test('lists, aliases and casts columns', async () => {
    const { data } = await h.client().from('posts').select('id, headline:title, score::text').eq('id', 1);
    expect(data).toEqual([{ id: 1, headline: 'Analytical engines', score: '4.50' }]);
  });

  test('reads JSON paths with -> and ->>, naming them after the last key', async () => {
    const { data } = await h
      .client()
      .from('posts')
      .select('id, meta->>lang, level:meta->nested->level, pages:meta->pages::int')
      .order('id')
      .limit(2);
    expect(data).toEqual([
      { id: 1, lang: 'en', level: 2, pages: 12 },
      { id: 2, lang: 'en', level: null, pages: 3 },
    ]);
  });

  test('quotes column names with spaces and quotes', async () => {
    const { data, error } = await h.client().from('samples').select('"Display Name","with\\"quote"').eq('id', 1);
    expect(error).toBeNull();
    expect(data).toEqual([{ 'Display Name': 'First', 'with"quote': 'q1' }]);
  });

  test('encodes int8, numeric, timestamptz, date, ranges and json like PostgREST', async () => {
    const res = await h.request('/samples?select=id,big,amount,at,day,period,doc,code&order=id');
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await res.text()).toBe(
      '[{"id":1,"big":9007199254740993,"amount":1.10,"at":"2024-01-01T00:00:00+00:00","day":"2024-01-02","period":"[1,5)","doc":{"b": 1, "a": [1, 2]},"code":"ab "}, \n' +
        ' {"id":2,"big":-1,"amount":100.000,"at":"2024-06-30T23:59:59.5+00:00","day":"2024-06-30","period":"[10,20)","doc":[],"code":"xyz"}, \n' +
        ' {"id":3,"big":null,"amount":null,"at":null,"day":null,"period":null,"doc":null,"code":null}]',
    );
  });

  test('an unknown column is a 400 42703 from Postgres', async () => {
    const { error, status } = await h.client().from('posts').select('id,nope');
    expect(status).toBe(400);
    expect(error).toEqual({ code: '42703', message: 'column posts.nope does not exist', details: null, hint: null });
  });

  test('an unknown table is a 404 PGRST205 with a suggestion', async () => {
    const { error, status } = await h.client().from('post').select('*');
    expect(status).toBe(404);
    expect(error).toEqual({
      code: 'PGRST205',
      message: "Could not find the table 'public.post' in the schema cache",
      details: null,
      hint: "Perhaps you meant the table 'public.posts'",
    });
  });
});

describe('embedding', () => {
  test('many-to-one embeds an object, one-to-many an array, many-to-many through the junction', async () => {
    const { data, error } = await h
      .client()
      .from('posts')
      .select('id, author:author_id(name), comments(id), tags(name)')
      .in('id', [1, 3])
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        id: 1,
        author: { name: 'Ada Lovelace' },
        comments: [{ id: 1 }, { id: 2 }, { id: 3 }],
        tags: [{ name: 'featured' }, { name: 'long read' }],
      },
      { id: 3, author: { name: 'Grace Hopper' }, comments: [], tags: [] },
    ]);
  });

  test('one-to-one embeds an object from either side', async () => {
    const { data } = await h.client().from('authors').select('id, profiles(website)').order('id').limit(2);
    expect(data).toEqual([
      { id: 1, profiles: { website: 'https://ada.example.com' } },
      { id: 2, profiles: null },
    ]);
    const back = await h.client().from('profiles').select('website, authors(name)');
    expect(back.data).toEqual([{ website: 'https://ada.example.com', authors: { name: 'Ada Lovelace' } }]);
  });

  test('two foreign keys to one table are ambiguous: 300 PGRST201 listing both', async () => {
    const { error, status } = await h.client().from('posts').select('id, authors(name)');
    expect(status).toBe(300);
    expect(error).toEqual({
      code: 'PGRST201',
      message: "Could not embed because more than one relationship was found for 'posts' and 'authors'",
      details: [
        {
          cardinality: 'many-to-one',
          embedding: 'posts with authors',
          relationship: 'posts_author_id_fkey using posts(author_id) and authors(id)',
        },
        {
          cardinality: 'many-to-one',
          embedding: 'posts with authors',
          relationship: 'posts_editor_fkey using posts(editor_id) and authors(id)',
        },
      ],
      hint: "Try changing 'authors' to one of the following: 'authors!posts_author_id_fkey', 'authors!posts_editor_fkey'. Find the desired relationship in the 'details' key.",
    });
  });

  test('a constraint or column hint disambiguates', async () => {
    const { data } = await h
      .client()
      .from('posts')
      .select('id, writer:authors!posts_author_id_fkey(name), editor:authors!editor_id(name)')
      .eq('id', 1);
    expect(data).toEqual([{ id: 1, writer: { name: 'Ada Lovelace' }, editor: { name: 'Grace Hopper' } }]);
  });

  test('the reverse direction needs a hint too', async () => {
    const { data } = await h.client().from('authors').select('name, posts!author_id(id)').eq('id', 2);
    expect(data).toEqual([{ name: 'Grace Hopper', posts: [{ id: 3 }, { id: 4 }] }]);
  });

  test('no foreign key between two tables is a 400 PGRST200', async () => {
    const { error, status } = await h.client().from('tags').select('*, samples(*)');
    expect(status).toBe(400);
    expect(error).toEqual({
      code: 'PGRST200',
      message: "Could not find a relationship between 'tags' and 'samples' in the schema cache",
      details: "Searched for a foreign key relationship between 'tags' and 'samples' in the schema 'public', but no matches were found.",
      hint: null,
    });
  });

  test('a self-reference embeds children by table name and the parent by column', async () => {
    const { data } = await h
      .client()
      .from('comments')
      .select('id, replies:comments(id), parent:parent_id(id)')
      .in('id', [1, 2])
      .order('id');
    expect(data).toEqual([
      { id: 1, replies: [{ id: 2 }], parent: null },
      { id: 2, replies: [], parent: { id: 1 } },
    ]);
  });

  test('a self-reference hinted by its column embeds the children', async () => {
    const { data, error } = await h.client().from('comments').select('id, children:comments!parent_id(id)').in('id', [1, 2]).order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, children: [{ id: 2 }] },
      { id: 2, children: [] },
    ]);
  });

  test('a self-reference hinted by its constraint picks no side: 400 PGRST200', async () => {
    const { error, status } = await h.client().from('comments').select('id, comments!comments_parent_id_fkey(id)');
    expect(status).toBe(400);
    expect(error).toEqual({
      code: 'PGRST200',
      message: "Could not find a relationship between 'comments' and 'comments' in the schema cache",
      details:
        "Searched for a foreign key relationship between 'comments' and 'comments' using the hint 'comments_parent_id_fkey' in the schema 'public', but no matches were found.",
      hint: "A foreign key from 'comments' to itself is embedded by its column: 'comments!parent_id(…)' for the children, 'parent_id(…)' for the parent.",
    });
  });

  test('the same relation embedded twice under one name is a 400 42712, not a duplicate key', async () => {
    const { error, status } = await h.client().from('posts').select('id, authors!author_id(name), authors!posts_editor_fkey(name)');
    expect(status).toBe(400);
    expect(error).toEqual({
      code: '42712',
      message: 'table name "authors" specified more than once',
      details: "'authors' is embedded more than once in the select of 'posts'",
      hint: "Give each embedding its own alias, as in 'other_authors:authors!posts_editor_fkey(…)'",
    });
  });

  test('nests embeds three levels deep', async () => {
    const { data } = await h
      .client()
      .from('authors')
      .select('name, posts!author_id(title, comments(author_name, comments(author_name)))')
      .eq('id', 1)
      .order('id', { referencedTable: 'posts' })
      .order('id', { referencedTable: 'posts.comments' })
      .limit(1, { referencedTable: 'posts' })
      .limit(1, { referencedTable: 'posts.comments' });
    expect(data).toEqual([
      {
        name: 'Ada Lovelace',
        posts: [{ title: 'Analytical engines', comments: [{ author_name: 'Charles', comments: [{ author_name: 'Ada' }] }] }],
      },
    ]);
  });

  test('a filter on a plain embed filters the embedded rows, not the parents', async () => {
    const { data } = await h
      .client()
      .from('posts')
      .select('id, comments(author_name)')
      .eq('comments.author_name', 'Mary')
      .in('id', [1, 2])
      .order('id');
    expect(data).toEqual([
      { id: 1, comments: [{ author_name: 'Mary' }] },
      { id: 2, comments: [] },
    ]);
  });

  test('!inner keeps only parents with matching embedded rows', async () => {
    const { data, count } = await h
      .client()
      .from('posts')
      .select('id, comments!inner(author_name)', { count: 'exact' })
      .eq('comments.author_name', 'Percy');
    expect(data).toEqual([{ id: 2, comments: [{ author_name: 'Percy' }] }]);
    expect(count).toBe(1);
  });

  test('is.null on an embed is an anti-join; not.is.null keeps parents that have one', async () => {
    const without = await h.client().from('posts').select('id, comments()').is('comments', null).order('id');
    expect(without.data).toEqual([{ id: 3 }, { id: 4 }]);
    const withSome = await h.client().from('posts').select('id, comments()').not('comments', 'is', null).order('id');
    expect(withSome.data).toEqual([{ id: 1 }, { id: 2 }]);
  });

  test('or= on an embed filters inside it', async () => {
    const { data } = await h
      .client()
      .from('posts')
      .select('id, comments(id)')
      .or('id.eq.1,id.eq.4', { referencedTable: 'comments' })
      .eq('id', 1);
    expect(data).toEqual([{ id: 1, comments: [{ id: 1 }] }]);
  });

  test('orders parents by a column of a to-one embed', async () => {
    const { data } = await h
      .client()
      .from('posts')
      .select('id, author:author_id(name)')
      .order('author(name)', { ascending: false })
      .order('id');
    expect(data?.map((p) => p.id)).toEqual([3, 4, 1, 2]);
  });

  test('ordering by a to-many embed is a 400 PGRST118', async () => {
    const { error, status } = await h.client().from('posts').select('id, comments(id)').order('comments(id)');
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST118');
  });

  test('counts embedded rows with rel(count)', async () => {
    const { data } = await h.client().from('posts').select('id, comments(count)').order('id').limit(2);
    expect(data).toEqual([
      { id: 1, comments: [{ count: 3 }] },
      { id: 2, comments: [{ count: 1 }] },
    ]);
  });

  test('rel(count) ignores the embed order and limit but keeps its filters', async () => {
    const res = await h.request(
      '/posts?select=id,comments(count)&comments.order=id.desc&comments.limit=1&comments.author_name=neq.Ada&id=eq.1',
    );
    expect(await res.json()).toEqual([{ id: 1, comments: [{ count: 2 }] }]);
  });

  test('rel(count) on a to-one embed, nested, is an object with the count', async () => {
    const { data, error } = await h.client().from('posts').select('id, comments(id, posts(count))').eq('id', 2);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 2, comments: [{ id: 4, posts: { count: 1 } }] }]);
  });

  test('spreads a to-one embed into the parent', async () => {
    const { data } = await h.client().from('posts').select('id, ...author_id(author_name:name)').eq('id', 3);
    expect(data).toEqual([{ id: 3, author_name: 'Grace Hopper' }]);
  });

  test('a filter on an embed missing from select is a 400 PGRST108', async () => {
    const { error, status } = await h.client().from('posts').select('id').eq('comments.id', 1);
    expect(status).toBe(400);
    expect(error).toEqual({
      code: 'PGRST108',
      message: "'comments' is not an embedded resource in this request",
      details: null,
      hint: "Verify that 'comments' is included in the 'select' query parameter.",
    });
  });
});

describe('order, limit and range', () => {
  test('orders by several columns with nulls first or last', async () => {
    const last = await h.client().from('posts').select('id').order('published_at', { ascending: false, nullsFirst: false });
    expect(last.data?.map((p) => p.id)).toEqual([2, 1, 4, 3]);
    const first = await h.client().from('posts').select('id').order('published_at', { nullsFirst: true }).order('id');
    expect(first.data?.map((p) => p.id)).toEqual([3, 4, 1, 2]);
    const multi = await h.client().from('posts').select('id').order('author_id', { ascending: false }).order('score');
    expect(multi.data?.map((p) => p.id)).toEqual([3, 4, 2, 1]);
  });

  test('range() with count=exact answers 206 and Content-Range', async () => {
    const res = await h.request('/posts?select=id&order=id&offset=1&limit=2', { headers: { Prefer: 'count=exact' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('1-2/4');
    const { data, count, status } = await h.client().from('posts').select('id', { count: 'exact' }).order('id').range(1, 2);
    expect({ data, count, status }).toEqual({ data: [{ id: 2 }, { id: 3 }], count: 4, status: 206 });
  });

  test('the whole result with a count is 200', async () => {
    const { count, status } = await h.client().from('posts').select('id', { count: 'exact' });
    expect({ count, status }).toEqual({ count: 4, status: 200 });
  });

  test('Content-Range without a count ends in /*, and */0 for nothing', async () => {
    const some = await h.request('/posts?select=id&limit=2');
    expect(some.headers.get('content-range')).toBe('0-1/*');
    const none = await h.request('/posts?select=id&id=eq.99', { headers: { Prefer: 'count=exact' } });
    expect(none.status).toBe(200);
    expect(none.headers.get('content-range')).toBe('*/0');
  });

  test('head:true answers a count without a body', async () => {
    const { data, count, status } = await h.client().from('comments').select('*', { count: 'exact', head: true });
    expect({ data, count, status }).toEqual({ data: null, count: 4, status: 200 });
    const res = await h.request('/comments', { method: 'HEAD', headers: { Prefer: 'count=exact' } });
    expect(res.headers.get('content-range')).toBe('0-3/4');
    expect(await res.text()).toBe('');
  });

  test('an offset beyond the total is 416 PGRST103', async () => {
    const { error, status } = await h.client().from('posts').select('id', { count: 'exact' }).range(10, 12);
    expect(status).toBe(416);
    expect(error).toEqual({
      code: 'PGRST103',
      message: 'Requested range not satisfiable',
      details: 'An offset of 10 was requested, but there are only 4 rows.',
      hint: null,
    });
  });

  test('honours the Range header', async () => {
    const res = await h.request('/posts?select=id&order=id', { headers: { Range: '1-2', 'Range-Unit': 'items' } });
    expect(await res.json()).toEqual([{ id: 2 }, { id: 3 }]);
    expect(res.headers.get('content-range')).toBe('1-2/*');
  });

  test('maxRows caps every top-level read', async () => {
    const rest = createRestApp({ db: h.db, jwtSecret, maxRows: 2 });
    const res = await rest.request('/posts?select=id&order=id', { headers: { apikey: h.anonKey } });
    expect(await res.json()).toEqual([{ id: 1 }, { id: 2 }]);
    await rest.close();
  });
});

describe('planned and estimated counts', () => {
  // 2,000 rows analyzed, then 500 deleted without vacuum: the planner still expects exactly 2,000
  // while 1,500 remain, more than the harness's maxRows of 1,000.
  beforeAll(async () => {
    await h.db.exec(`create table public.estimates (id int primary key) with (autovacuum_enabled = false);
      insert into public.estimates select generate_series(1, 2000);
      analyze public.estimates;
      delete from public.estimates where id > 1500;
      grant select on public.estimates to anon;`);
    await h.rest.reload();
  });

  test('count=planned is the planner’s estimate, and 206 when it exceeds the rows returned', async () => {
    const head = await h.client().from('estimates').select('*', { count: 'planned', head: true });
    expect({ count: head.count, status: head.status }).toEqual({ count: 2000, status: 206 });
    const res = await h.request('/estimates?select=id&limit=10', { headers: { Prefer: 'count=planned' } });
    expect([res.status, res.headers.get('content-range')]).toEqual([206, '0-9/2000']);
  });

  test('count=estimated is exact up to maxRows', async () => {
    const posts = await h.client().from('posts').select('id', { count: 'estimated', head: true });
    expect({ count: posts.count, status: posts.status }).toEqual({ count: 4, status: 200 });
    const few = await h.client().from('estimates').select('id', { count: 'estimated', head: true }).lte('id', 10);
    expect({ count: few.count, status: few.status }).toEqual({ count: 10, status: 200 });
  });

  test('count=estimated above maxRows takes the planner’s estimate when it is larger', async () => {
    const estimated = await h.client().from('estimates').select('*', { count: 'estimated', head: true });
    expect({ count: estimated.count, status: estimated.status }).toEqual({ count: 2000, status: 206 });
    const exact = await h.client().from('estimates').select('*', { count: 'exact', head: true });
    expect(exact.count).toBe(1500);
  });
});

describe('singular responses', () => {
  test('single() returns a bare object for exactly one row', async () => {
    const { data, status } = await h.client().from('authors').select('name').eq('id', 2).single();
    expect({ data, status }).toEqual({ data: { name: 'Grace Hopper' }, status: 200 });
  });

  test('single() on zero or several rows is a 406 PGRST116', async () => {
    const none = await h.client().from('authors').select('name').eq('id', 99).single();
    expect(none.status).toBe(406);
    expect(none.error).toEqual({
      code: 'PGRST116',
      message: 'Cannot coerce the result to a single JSON object',
      details: 'The result contains 0 rows',
      hint: null,
    });
    const many = await h.client().from('posts').select('id').single();
    expect(many.error?.details).toBe('The result contains 4 rows');
  });

  test('maybeSingle() maps no rows to null', async () => {
    const { data, error } = await h.client().from('authors').select('name').eq('id', 99).maybeSingle();
    expect({ data, error }).toEqual({ data: null, error: null });
  });

  test('the object media type is answered with its content type', async () => {
    const res = await h.request('/authors?select=id&id=eq.1', { headers: { Accept: 'application/vnd.pgrst.object+json' } });
    expect(res.headers.get('content-type')).toBe('application/vnd.pgrst.object+json; charset=utf-8');
    expect(await res.text()).toBe('{"id":1}');
  });

  test('nulls=stripped drops null fields', async () => {
    const res = await h.request('/authors?select=id,email&id=eq.3', {
      headers: { Accept: 'application/vnd.pgrst.object+json;nulls=stripped' },
    });
    expect(await res.json()).toEqual({ id: 3 });
  });

  test('csv() answers text/csv', async () => {
    const { data, error } = await h.client().from('authors').select('id,name').order('id').csv();
    expect(error).toBeNull();
    expect(data).toBe('id,name\n1,"Ada Lovelace"\n2,"Grace Hopper"\n3,Linus');
  });
});

describe('schemas', () => {
  test('an unexposed schema is a 406 PGRST106', async () => {
    const { error, status } = await h.client().schema('app').from('items').select('*');
    expect(status).toBe(406);
    expect(error).toEqual({
      code: 'PGRST106',
      message: 'Invalid schema: app',
      details: null,
      hint: 'Only the following schemas are exposed: public',
    });
  });

  test('Accept-Profile selects an exposed schema', async () => {
    const rest = createRestApp({ db: h.db, jwtSecret, schemas: ['public', 'app'] });
    const res = await rest.request('/items', { headers: { apikey: h.anonKey, 'Accept-Profile': 'app' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-profile')).toBe('app');
    expect(await res.json()).toEqual([{ id: 1, label: 'from app' }]);
    await rest.close();
  });
});
