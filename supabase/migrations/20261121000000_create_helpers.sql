-- Helpers every later migration relies on.
--   private schema       : internal functions the Data API must never expose
--   public.is_admin()    : true when the caller's JWT carries app_metadata.role = 'admin'
--   public.current_app_role() : 'anon', 'user', 'partner' or 'admin' for the caller
--   private.set_updated_at() : trigger that keeps updated_at honest
--   public.us_states     : the US state and territory codes that profile and partner rows accept
--
-- Roles come from app_metadata only. user_metadata is writable by the user through
-- auth.updateUser(), so it must never decide what anybody is allowed to do.

create schema if not exists private;
comment on schema private is 'Internal helpers and trigger functions. Not exposed through the Data API.';
revoke all on schema private from public;

create or replace function public.current_app_role()
returns text
language sql
stable
security invoker
set search_path = ''
as $$
  select case
    when (select auth.uid()) is null then 'anon'
    else coalesce(
      nullif((select auth.jwt()) -> 'app_metadata' ->> 'role', ''),
      'user'
    )
  end;
$$;

comment on function public.current_app_role() is
  'The caller''s application role from JWT app_metadata: anon, user, partner or admin.';

create or replace function public.is_admin()
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce((select auth.jwt()) -> 'app_metadata' ->> 'role', '') = 'admin';
$$;

comment on function public.is_admin() is
  'True when the caller''s JWT app_metadata.role is admin. Used by row-level security policies.';

revoke execute on function public.current_app_role() from public;
revoke execute on function public.is_admin() from public;
grant execute on function public.current_app_role() to anon, authenticated, service_role;
grant execute on function public.is_admin() to anon, authenticated, service_role;

-- Bumps updated_at only when something else in the row changed, so an upsert that repeats
-- the same content (the content seeder does this on every start) leaves the row untouched.
create or replace function private.set_updated_at()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if row(new.*) is distinct from row(old.*) then
    new.updated_at := now();
  end if;
  return new;
end;
$$;

create table public.us_states (
  code text primary key check (code ~ '^[A-Z]{2}$'),
  name text not null unique
);

comment on table public.us_states is
  'US states, DC and territories. Profiles and partners reference these codes; the app uses the list for pickers.';

alter table public.us_states enable row level security;

grant select on public.us_states to anon, authenticated;
grant select, insert, update, delete on public.us_states to service_role;

create policy "Anyone can read the list of states"
on public.us_states for select
to anon
using (true);

create policy "Signed-in users can read the list of states"
on public.us_states for select
to authenticated
using (true);

insert into public.us_states (code, name) values
  ('AL', 'Alabama'), ('AK', 'Alaska'), ('AZ', 'Arizona'), ('AR', 'Arkansas'),
  ('CA', 'California'), ('CO', 'Colorado'), ('CT', 'Connecticut'), ('DE', 'Delaware'),
  ('DC', 'District of Columbia'), ('FL', 'Florida'), ('GA', 'Georgia'), ('HI', 'Hawaii'),
  ('ID', 'Idaho'), ('IL', 'Illinois'), ('IN', 'Indiana'), ('IA', 'Iowa'),
  ('KS', 'Kansas'), ('KY', 'Kentucky'), ('LA', 'Louisiana'), ('ME', 'Maine'),
  ('MD', 'Maryland'), ('MA', 'Massachusetts'), ('MI', 'Michigan'), ('MN', 'Minnesota'),
  ('MS', 'Mississippi'), ('MO', 'Missouri'), ('MT', 'Montana'), ('NE', 'Nebraska'),
  ('NV', 'Nevada'), ('NH', 'New Hampshire'), ('NJ', 'New Jersey'), ('NM', 'New Mexico'),
  ('NY', 'New York'), ('NC', 'North Carolina'), ('ND', 'North Dakota'), ('OH', 'Ohio'),
  ('OK', 'Oklahoma'), ('OR', 'Oregon'), ('PA', 'Pennsylvania'), ('RI', 'Rhode Island'),
  ('SC', 'South Carolina'), ('SD', 'South Dakota'), ('TN', 'Tennessee'), ('TX', 'Texas'),
  ('UT', 'Utah'), ('VT', 'Vermont'), ('VA', 'Virginia'), ('WA', 'Washington'),
  ('WV', 'West Virginia'), ('WI', 'Wisconsin'), ('WY', 'Wyoming'),
  ('AS', 'American Samoa'), ('GU', 'Guam'), ('MP', 'Northern Mariana Islands'),
  ('PR', 'Puerto Rico'), ('VI', 'U.S. Virgin Islands')
on conflict (code) do nothing;
