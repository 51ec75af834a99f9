-- Profiles: one row per auth user, created by a trigger on auth.users at sign-up.
-- Tables: public.profiles
-- Trigger: auth.users -> private.handle_auth_user_change() (profile + subscription on insert,
--          role sync on app_metadata change). The subscriptions table is created in the next
--          migration; the function body is resolved at call time, so the order is fine.

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  display_name text check (char_length(display_name) <= 80),
  pronouns text check (char_length(pronouns) <= 40),
  us_state text references public.us_states (code),
  age_confirmed_18 boolean not null default false,
  reason text check (char_length(reason) <= 1000),
  role text not null default 'user' check (role in ('user', 'partner', 'admin')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.profiles is
  'One row per user: how they like to be addressed and what brings them here. role mirrors auth app_metadata and is read-only to users.';
comment on column public.profiles.reason is 'What brings you here, in the user''s own words (optional).';
comment on column public.profiles.role is 'Copied from auth.users.raw_app_meta_data.role by a trigger; never from user metadata.';

create trigger profiles_set_updated_at
before update on public.profiles
for each row execute function private.set_updated_at();

alter table public.profiles enable row level security;

-- Users may change everything about their profile except its id and role.
grant select on public.profiles to authenticated;
grant update (display_name, pronouns, us_state, age_confirmed_18, reason) on public.profiles to authenticated;
grant select, insert, update, delete on public.profiles to service_role;

create policy "Users can read their own profile"
on public.profiles for select
to authenticated
using ((select auth.uid()) = id);

create policy "Admins can read every profile"
on public.profiles for select
to authenticated
using ((select public.is_admin()));

create policy "Users can update their own profile"
on public.profiles for update
to authenticated
using ((select auth.uid()) = id)
with check ((select auth.uid()) = id);

-- Creates the profile and the free subscription when somebody signs up, and keeps
-- profiles.role in step with app_metadata.role afterwards.
-- Security definer: it runs as a trigger on auth.users, fired by the auth server's own role,
-- which has no rights on public tables; the function touches only the row of the user the
-- trigger fired for.
create or replace function private.handle_auth_user_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  app_role text := coalesce(new.raw_app_meta_data ->> 'role', 'user');
  state_code text := upper(nullif(btrim(meta ->> 'us_state'), ''));
begin
  if app_role not in ('user', 'partner', 'admin') then
    app_role := 'user';
  end if;

  if tg_op = 'INSERT' then
    -- Sign-up metadata is free-form; bad values are dropped rather than failing the sign-up.
    if state_code is not null and not exists (select 1 from public.us_states where code = state_code) then
      state_code := null;
    end if;

    insert into public.profiles (id, display_name, pronouns, us_state, age_confirmed_18, reason, role)
    values (
      new.id,
      left(nullif(btrim(coalesce(meta ->> 'display_name', meta ->> 'full_name', meta ->> 'name')), ''), 80),
      left(nullif(btrim(meta ->> 'pronouns'), ''), 40),
      state_code,
      coalesce(lower(meta ->> 'age_confirmed_18') in ('true', 't', '1', 'yes'), false),
      left(nullif(btrim(meta ->> 'reason'), ''), 1000),
      app_role
    )
    on conflict (id) do nothing;

    insert into public.subscriptions (user_id)
    values (new.id)
    on conflict (user_id) do nothing;
  else
    update public.profiles
    set role = app_role
    where id = new.id and role is distinct from app_role;
  end if;

  return new;
end;
$$;

revoke execute on function private.handle_auth_user_change() from public;

create trigger on_auth_user_created
after insert on auth.users
for each row execute function private.handle_auth_user_change();

create trigger on_auth_user_app_metadata_changed
after update of raw_app_meta_data on auth.users
for each row
when (old.raw_app_meta_data is distinct from new.raw_app_meta_data)
execute function private.handle_auth_user_change();
