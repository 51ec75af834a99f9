import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startRestServer, type RestHarness } from './rest-harness.ts';

// Embedding through views, as PostgREST documents it (references/api/resource_embedding: a view's
// relationships are its tables' foreign keys, when the view selects the key's columns as plain
// columns, renamed or not, through other views too). Over the blog fixture; the views live only
// in this file's database.
const viewsSql = `
-- A view of authors that hides the email and renames the key.
create view public.writers as select id as writer_id, name from public.authors;
-- A view of a view.
create view public.early_writers as select writer_id, name from public.writers where writer_id < 3;
-- A view of posts with a renamed foreign key column, and only one of posts' two keys to authors.
create view public.published_posts as
  select id, author_id as by, title from public.posts where status = 'published';
-- Its key is an expression, so it has no relationships.
create view public.author_labels as select id + 0 as id, upper(name) as label from public.authors;
-- A table outside the exposed schemas, shown through a view in public.
create schema hidden;
create table hidden.author_notes (author_id bigint primary key references public.authors (id), note text not null);
insert into hidden.author_notes values (2, 'Coined "debugging"');
create view public.author_notes as select author_id, note from hidden.author_notes;
-- The target of a junction, seen through a view.
create view public.tag_names as select id, name from public.tags;
grant select on public.writers, public.early_writers, public.published_posts, public.author_labels,
  public.author_notes, public.tag_names to anon, authenticated, service_role;
`;

let h: RestHarness;

beforeAll(async () => {
  h = await startRestServer();
  await h.db.exec(viewsSql);
  await h.rest.reload();
});

afterAll(async () => {
  await h.close();
});

describe('embedding through views', () => {
  test('a view embeds the table its foreign key column points to (many-to-one), under its own column name', async () => {
    const { data, error } = await h.client().from('published_posts').select('title, authors(name)').order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { title: 'Analytical engines', authors: { name: 'Ada Lovelace' } },
      { title: 'Poetical science', authors: { name: 'Ada Lovelace' } },
    ]);
  });

  test('a table embeds a view that selects the foreign key (one-to-many), with embed filters and !inner', async () => {
    const { data, error } = await h
      .client()
      .from('authors')
      .select('name, published_posts(title)')
      .order('id')
      .order('id', { referencedTable: 'published_posts' });
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'Ada Lovelace', published_posts: [{ title: 'Analytical engines' }, { title: 'Poetical science' }] },
      { name: 'Grace Hopper', published_posts: [] },
      { name: 'Linus', published_posts: [] },
    ]);

    const inner = await h.client().from('authors').select('name, published_posts!inner(title)').like('published_posts.title', '*science*');
    expect(inner.error).toBeNull();
    expect(inner.data).toEqual([{ name: 'Ada Lovelace', published_posts: [{ title: 'Poetical science' }] }]);
  });

  test('a view embeds a view, both ways, with the keys renamed on each side', async () => {
    const writers = await h
      .client()
      .from('writers')
      .select('name, published_posts(title)')
      .eq('writer_id', 1)
      .order('id', { referencedTable: 'published_posts' })
      .single();
    expect(writers.error).toBeNull();
    expect(writers.data).toEqual({
      name: 'Ada Lovelace',
      published_posts: [{ title: 'Analytical engines' }, { title: 'Poetical science' }],
    });

    const posts = await h.client().from('published_posts').select('title, writer:writers(writer_id, name)').eq('id', 2).single();
    expect(posts.error).toBeNull();
    expect(posts.data).toEqual({ title: 'Poetical science', writer: { writer_id: 1, name: 'Ada Lovelace' } });
  });

  test('a view of a view relates through both to the table underneath', async () => {
    const { data, error } = await h.client().from('early_writers').select('name, published_posts(id)').order('writer_id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'Ada Lovelace', published_posts: [{ id: 1 }, { id: 2 }] },
      { name: 'Grace Hopper', published_posts: [] },
    ]);
  });

  test('a view of a table in another schema is embedded one-to-one when the key is also unique there', async () => {
    const { data, error } = await h.client().from('authors').select('name, author_notes(note)').order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'Ada Lovelace', author_notes: null },
      { name: 'Grace Hopper', author_notes: { note: 'Coined "debugging"' } },
      { name: 'Linus', author_notes: null },
    ]);
  });

  test('a view can be the far side of a many-to-many junction', async () => {
    const { data, error } = await h
      .client()
      .from('posts')
      .select('title, tag_names(name)')
      .eq('id', 1)
      .order('id', { referencedTable: 'tag_names' })
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ title: 'Analytical engines', tag_names: [{ name: 'featured' }, { name: 'long read' }] });
  });

  test('a to-one embed by column name reaches the table, not the views of it; a view is named with the column as hint', async () => {
    const byColumn = await h.client().from('published_posts').select('title, by(name)').eq('id', 1).single();
    expect(byColumn.error).toBeNull();
    expect(byColumn.data).toEqual({ title: 'Analytical engines', by: { name: 'Ada Lovelace' } });

    const byConstraint = await h.client().from('published_posts').select('title, posts_author_id_fkey(name)').eq('id', 1).single();
    expect(byConstraint.error).toBeNull();
    expect(byConstraint.data).toEqual({ title: 'Analytical engines', posts_author_id_fkey: { name: 'Ada Lovelace' } });

    const view = await h.client().from('published_posts').select('title, writers!by(writer_id)').eq('id', 1).single();
    expect(view.error).toBeNull();
    expect(view.data).toEqual({ title: 'Analytical engines', writers: { writer_id: 1 } });
  });

  test('a view whose key column is an expression has no relationship (PGRST200)', async () => {
    const { error } = await h.client().from('author_labels').select('label, posts(title)');
    expect(error).toMatchObject({
      code: 'PGRST200',
      message: "Could not find a relationship between 'author_labels' and 'posts' in the schema cache",
    });
  });
});
