-- Library articles, and the hook that asks for a site rebuild when they change.
-- Tables: public.library_articles
--
-- Rebuild hook: a statement-level trigger sends pg_notify('haven_rebuild', json) after any
-- insert, update or delete. The embedded server LISTENs on that channel and rebuilds the
-- static site. On hosted Supabase nothing listens; create a Database Webhook on
-- library_articles (insert, update, delete) that POSTs to the `rebuild` edge function instead.

create table public.library_articles (
  id uuid primary key default gen_random_uuid(),
  title text not null check (char_length(title) between 1 and 200),
  excerpt text not null default '',
  image_url text,
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  time_to_read text not null default '5 min',
  category text not null check (category = lower(category)),
  content text not null default '',
  seo_keywords text[] not null default '{}',
  author_name text,
  related_articles text[] not null default '{}',
  published boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.library_articles is
  'Self-help articles shown in the library and built into static pages. Anyone reads published rows; admins manage all.';
comment on column public.library_articles.category is
  'Lowercase category key (anxiety, depression, stress, ...). Unknown keys are allowed and shown as-is.';
comment on column public.library_articles.related_articles is 'Slugs of related articles, in display order.';

-- The unique constraint on slug already provides the slug index.
create index library_articles_created_at_idx on public.library_articles (created_at desc);
create index library_articles_category_idx on public.library_articles (category);
create index library_articles_published_idx on public.library_articles (published);

create trigger library_articles_set_updated_at
before update on public.library_articles
for each row execute function private.set_updated_at();

alter table public.library_articles enable row level security;

grant select on public.library_articles to anon;
grant select, insert, update, delete on public.library_articles to authenticated;
grant select, insert, update, delete on public.library_articles to service_role;

create policy "Anyone can read published articles"
on public.library_articles for select
to anon
using (published);

create policy "Signed-in users can read published articles"
on public.library_articles for select
to authenticated
using (published);

create policy "Admins can read every article"
on public.library_articles for select
to authenticated
using ((select public.is_admin()));

create policy "Admins can add articles"
on public.library_articles for insert
to authenticated
with check ((select public.is_admin()));

create policy "Admins can edit articles"
on public.library_articles for update
to authenticated
using ((select public.is_admin()))
with check ((select public.is_admin()));

create policy "Admins can delete articles"
on public.library_articles for delete
to authenticated
using ((select public.is_admin()));

create or replace function private.notify_rebuild()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  perform pg_notify(
    'haven_rebuild',
    json_build_object('table', tg_table_name, 'operation', lower(tg_op), 'at', now())::text
  );
  return null;
end;
$$;

create trigger library_articles_notify_rebuild
after insert or update or delete on public.library_articles
for each statement execute function private.notify_rebuild();
