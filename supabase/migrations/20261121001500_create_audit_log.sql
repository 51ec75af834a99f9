-- Audit log: who changed published content and partner verification, and when.
-- Tables: public.audit_log
-- Triggers: library_articles (insert, update, delete), partners (status changes)
-- Admins read it; nobody writes it directly. actor_id is kept as null when an admin's account
-- is deleted, so the record of what happened survives.

create table public.audit_log (
  id bigint generated always as identity primary key,
  actor_id uuid references auth.users (id) on delete set null,
  action text not null,
  table_name text not null,
  row_id uuid,
  details jsonb not null default '{}',
  created_at timestamptz not null default now()
);

comment on table public.audit_log is
  'Changes to library articles and to partner verification status. actor_id is null for the service role and for deleted accounts. Admins read; triggers write.';

create index audit_log_created_at_idx on public.audit_log (created_at desc);
create index audit_log_row_idx on public.audit_log (table_name, row_id);
create index audit_log_actor_id_idx on public.audit_log (actor_id);

alter table public.audit_log enable row level security;

grant select on public.audit_log to authenticated;
grant select, insert on public.audit_log to service_role;

create policy "Admins can read the audit log"
on public.audit_log for select
to authenticated
using ((select public.is_admin()));

-- Security definer: the audit log must be written even though no API role may insert into it.
create or replace function private.audit_library_article()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  subject public.library_articles;
begin
  if tg_op = 'DELETE' then
    subject := old;
  else
    subject := new;
  end if;

  insert into public.audit_log (actor_id, action, table_name, row_id, details)
  values (
    (select auth.uid()),
    'article.' || case tg_op when 'INSERT' then 'created' when 'UPDATE' then 'updated' else 'deleted' end,
    'library_articles',
    subject.id,
    jsonb_build_object('slug', subject.slug, 'title', subject.title, 'published', subject.published)
      || case when tg_op = 'UPDATE' and old.published is distinct from new.published
              then jsonb_build_object('published_before', old.published)
              else '{}'::jsonb end
  );
  return null;
end;
$$;

-- Security definer for the same reason. Also records status changes the guard trigger makes
-- (a verified partner editing licence details goes back to pending).
create or replace function private.audit_partner_status()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.audit_log (actor_id, action, table_name, row_id, details)
  values (
    (select auth.uid()),
    'partner.status_changed',
    'partners',
    new.id,
    jsonb_build_object('from', old.status, 'to', new.status, 'rejection_reason', new.rejection_reason)
  );
  return null;
end;
$$;

revoke execute on function private.audit_library_article() from public;
revoke execute on function private.audit_partner_status() from public;

create trigger library_articles_audit_insert_delete
after insert or delete on public.library_articles
for each row execute function private.audit_library_article();

create trigger library_articles_audit_update
after update on public.library_articles
for each row
when (old.* is distinct from new.*)
execute function private.audit_library_article();

create trigger partners_audit_status
after update on public.partners
for each row
when (old.status is distinct from new.status)
execute function private.audit_partner_status();
