import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startRestServer, type RestHarness } from './rest-harness.ts';

// Computed fields, computed relationships and to-many spreads, as PostgREST documents them
// (references/api/computed_fields, resource_embedding: "Computed Relationships", "Spread To-Many
// relationships"), over the blog fixture. The functions live only in this file's database.
const computedSql = `
-- Computed fields: one parameter of a table's row type, one value back.
create function public.display_name(public.authors) returns text
language sql stable as $$ select $1.name || coalesce(' <' || $1.email || '>', '') $$;

create function public.word_count(public.posts) returns int
language sql immutable as $$
  select case when $1.body is null then 0 else array_length(regexp_split_to_array(trim($1.body), '\\s+'), 1) end
$$;

-- Two parameters: an RPC, never a computed field.
create function public.title_with(p public.posts, suffix text) returns text
language sql immutable as $$ select p.title || suffix $$;

-- Computed relationships: a row in, rows of an exposed table out.
create function public.top_comments(public.posts) returns setof public.comments
language sql stable as $$ select * from public.comments where post_id = $1.id and parent_id is null $$;

create function public.writer(public.posts) returns setof public.authors rows 1
language sql stable as $$ select * from public.authors where id = $1.author_id $$;

create function public.latest_post(public.authors) returns setof public.posts rows 1
language sql stable as $$ select * from public.posts where author_id = $1.id order by id desc limit 1 $$;

-- Overrides the two foreign keys from posts to authors, which are otherwise ambiguous.
create function public.authors(public.posts) returns setof public.authors rows 1
language sql stable as $$ select * from public.authors where id = coalesce($1.editor_id, $1.author_id) $$;
`;

let h: RestHarness;

beforeAll(async () => {
  h = await startRestServer();
  await h.db.exec(computedSql);
  await h.rest.reload();
});

afterAll(async () => {
  await h.close();
});

describe('computed fields', () => {
  test('are selected by name, aliased and cast, and left out of *', async () => {
    const { data, error } = await h.client().from('authors').select('id, display_name, label:display_name::varchar').order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, display_name: 'Ada Lovelace <ada@example.com>', label: 'Ada Lovelace <ada@example.com>' },
      { id: 2, display_name: 'Grace Hopper <grace@example.com>', label: 'Grace Hopper <grace@example.com>' },
      { id: 3, display_name: 'Linus', label: 'Linus' },
    ]);
    const star = await h.client().from('authors').select('*').eq('id', 1).single();
    expect(Object.keys(star.data ?? {})).toEqual(['id', 'name', 'email', 'created_at']);
  });

  test('filter and order like columns', async () => {
    const { data, error } = await h
      .client()
      .from('posts')
      .select('id, word_count')
      .gte('word_count', 3)
      .order('word_count', { ascending: false })
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 3, word_count: 5 },
      { id: 1, word_count: 4 },
      { id: 2, word_count: 3 },
    ]);
    const byName = await h.client().from('authors').select('id').like('display_name', '%example.com>').order('id');
    expect(byName.data).toEqual([{ id: 1 }, { id: 2 }]);
  });

  test('work inside an embed, on filters of that embed', async () => {
    const { data, error } = await h
      .client()
      .from('authors')
      .select('name, posts!posts_author_id_fkey(id, word_count)')
      .eq('id', 1)
      .gt('posts.word_count', 3);
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'Ada Lovelace', posts: [{ id: 1, word_count: 4 }] }]);
  });

  test('are returned by writes and usable in their filters', async () => {
    const inserted = await h
      .client({ key: h.serviceKey })
      .from('authors')
      .insert({ name: 'Mary Shelley' })
      .select('name, display_name')
      .single();
    expect(inserted.error).toBeNull();
    expect(inserted.data).toEqual({ name: 'Mary Shelley', display_name: 'Mary Shelley' });
    const updated = await h
      .client({ key: h.serviceKey })
      .from('authors')
      .update({ email: 'mary@example.com' })
      .eq('display_name', 'Mary Shelley')
      .select('display_name');
    expect(updated.error).toBeNull();
    expect(updated.data).toEqual([{ display_name: 'Mary Shelley <mary@example.com>' }]);
    const removed = await h
      .client({ key: h.serviceKey })
      .from('authors')
      .delete()
      .eq('display_name', 'Mary Shelley <mary@example.com>')
      .select('id');
    expect(removed.data).toHaveLength(1);
  });

  test('apply to the rows a function returns', async () => {
    const { data, error } = await h.client().rpc('author_by_id', { author_id: 2 }).select('id, display_name');
    expect(error).toBeNull();
    expect(data).toEqual({ id: 2, display_name: 'Grace Hopper <grace@example.com>' });
  });

  test('with its row parameter unnamed, a computed field is not callable at /rpc', async () => {
    const { error, status } = await h.client().rpc('display_name', { id: 1 });
    expect(status).toBe(404);
    expect(error?.code).toBe('PGRST202');
    // Nor with the row keyed by the empty name, which would otherwise reach SQL as a record literal.
    const whole = await h.client().rpc('display_name', { '': { id: 1, name: 'Ada Lovelace' } });
    expect([whole.status, whole.error?.code]).toEqual([404, 'PGRST202']);
  });

  test('a function of more than the row is not a field: 400 42703 without SQL', async () => {
    const { error, status } = await h.client().from('posts').select('id, title_with');
    expect(status).toBe(400);
    expect(error).toEqual({ code: '42703', message: 'column posts.title_with does not exist', details: null, hint: null });
  });
});

describe('computed relationships', () => {
  test('a SETOF function embeds as a to-many array, with its own filters and order', async () => {
    const { data, error } = await h
      .client()
      .from('posts')
      .select('id, top_comments(id, author_name)')
      .in('id', [1, 3])
      .order('id')
      .order('id', { referencedTable: 'top_comments', ascending: false });
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        id: 1,
        top_comments: [
          { id: 3, author_name: 'Mary' },
          { id: 1, author_name: 'Charles' },
        ],
      },
      { id: 3, top_comments: [] },
    ]);
  });

  test('ROWS 1 embeds as a to-one object, null when the function finds no row', async () => {
    const { data, error } = await h.client().from('posts').select('id, writer(name)').order('id').limit(3);
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, writer: { name: 'Ada Lovelace' } },
      { id: 2, writer: { name: 'Ada Lovelace' } },
      { id: 3, writer: { name: 'Grace Hopper' } },
    ]);
    const latest = await h.client().from('authors').select('name, latest_post(title)').order('id');
    expect(latest.data).toEqual([
      { name: 'Ada Lovelace', latest_post: { title: 'Poetical science' } },
      { name: 'Grace Hopper', latest_post: { title: 'Debugging moths' } },
      { name: 'Linus', latest_post: null },
    ]);
  });

  test('a to-one computed relationship spreads, and orders the parent', async () => {
    const { data, error } = await h
      .client()
      .from('posts')
      .select('id, ...writer(writer_name:name)')
      .order('writer(name)', { ascending: false })
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 3, writer_name: 'Grace Hopper' },
      { id: 4, writer_name: 'Grace Hopper' },
      { id: 1, writer_name: 'Ada Lovelace' },
      { id: 2, writer_name: 'Ada Lovelace' },
    ]);
  });

  test('!inner and is.null filter the parent rows', async () => {
    const inner = await h.client().from('posts').select('id, top_comments!inner(author_name)').eq('top_comments.author_name', 'Percy');
    expect(inner.error).toBeNull();
    expect(inner.data).toEqual([{ id: 2, top_comments: [{ author_name: 'Percy' }] }]);
    const none = await h.client().from('posts').select('id, top_comments()').is('top_comments', null).order('id');
    expect(none.data).toEqual([{ id: 3 }, { id: 4 }]);
  });

  test('overrides the foreign keys of the same name', async () => {
    // Without the function, posts → authors is ambiguous (two foreign keys): 300 PGRST201.
    const { data, error } = await h.client().from('posts').select('id, authors(name)').order('id').limit(2);
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, authors: { name: 'Grace Hopper' } },
      { id: 2, authors: { name: 'Ada Lovelace' } },
    ]);
  });

  test('embed in the representation of a write and in a function result', async () => {
    const inserted = await h
      .client({ key: h.serviceKey })
      .from('posts')
      .insert({ author_id: 3, title: 'Kernels' })
      .select('title, writer(name)')
      .single();
    expect(inserted.error).toBeNull();
    expect(inserted.data).toEqual({ title: 'Kernels', writer: { name: 'Linus' } });
    await h.client({ key: h.serviceKey }).from('posts').delete().eq('title', 'Kernels');
    const called = await h.client().rpc('published_posts').select('id, writer(name)').order('id');
    expect(called.data).toEqual([
      { id: 1, writer: { name: 'Ada Lovelace' } },
      { id: 2, writer: { name: 'Ada Lovelace' } },
    ]);
  });
});

describe('spread on to-many relationships', () => {
  test('one-to-many: each column becomes an array, correlated and ordered by the embed', async () => {
    const { data, error } = await h
      .client()
      .from('authors')
      .select('name, ...posts!posts_author_id_fkey(titles:title, scores:score)')
      .order('id')
      .order('score', { referencedTable: 'posts', ascending: false });
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'Ada Lovelace', titles: ['Analytical engines', 'Poetical science'], scores: [4.5, 3.1] },
      { name: 'Grace Hopper', titles: ['Debugging moths', 'Compilers, briefly'], scores: [2.25, 1] },
      { name: 'Linus', titles: [], scores: [] },
    ]);
  });

  test('many-to-many and computed relationships spread the same way', async () => {
    const tags = await h
      .client()
      .from('posts')
      .select('id, ...tags(tag_names:name)')
      .order('id')
      .order('name', { referencedTable: 'tags' });
    expect(tags.error).toBeNull();
    expect(tags.data).toEqual([
      { id: 1, tag_names: ['featured', 'long read'] },
      { id: 2, tag_names: ['featured'] },
      { id: 3, tag_names: [] },
      { id: 4, tag_names: [] },
    ]);
    const computed = await h
      .client()
      .from('posts')
      .select('id, ...top_comments(commenters:author_name)')
      .eq('id', 1)
      .order('id', { referencedTable: 'top_comments' });
    expect(computed.data).toEqual([{ id: 1, commenters: ['Charles', 'Mary'] }]);
  });

  test('nested spreads: to-one inside gives an array of values, to-many an array of arrays', async () => {
    const res = await h.request(
      '/authors?select=name,...posts!posts_author_id_fkey(titles:title,...editor_id(editors:name),...comments(commenters:author_name))&id=eq.1&posts.order=id&posts.comments.order=id',
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([
      {
        name: 'Ada Lovelace',
        titles: ['Analytical engines', 'Poetical science'],
        editors: ['Grace Hopper', null],
        commenters: [['Charles', 'Ada', 'Mary'], ['Percy']],
      },
    ]);
  });

  test('limit applies to the arrays; !inner keeps only parents with related rows', async () => {
    const limited = await h.request(
      '/authors?select=name,...posts!posts_author_id_fkey(titles:title)&id=eq.2&posts.order=id&posts.limit=1',
    );
    expect(await limited.json()).toEqual([{ name: 'Grace Hopper', titles: ['Compilers, briefly'] }]);
    const { data, error } = await h
      .client()
      .from('authors')
      .select('name, ...posts!posts_author_id_fkey!inner(drafts:title)')
      .eq('posts.status', 'draft');
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'Grace Hopper', drafts: ['Compilers, briefly'] }]);
  });
});
