-- The partner directory: licensed professionals who can be contacted through Haven.
-- Tables: public.partners   View: public.partner_directory
--
-- Who sees what:
--   everyone      verified partners, through partner_directory (public columns only)
--   a partner     their own row, which they create and edit; status, verified_at and
--                 rejection_reason are set by admins only (guard trigger)
--   admins        every row
-- Editing licence details after verification sends the profile back to 'pending', so the
-- Verified seal always refers to the details that were checked.

create table public.partners (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique default auth.uid() references auth.users (id) on delete cascade,
  profession text not null
    check (profession in ('therapist', 'psychiatrist', 'psychologist', 'counselor', 'social_worker')),
  full_name text not null check (char_length(full_name) between 1 and 120),
  credentials text check (char_length(credentials) <= 120),
  license_number text not null check (char_length(license_number) between 1 and 60),
  license_states text[] not null default '{}' check (cardinality(license_states) >= 1),
  npi text check (npi ~ '^[0-9]{10}$'),
  specialties text[] not null default '{}',
  approaches text[] not null default '{}',
  languages text[] not null default '{English}',
  insurance text[] not null default '{}',
  fee_min integer check (fee_min >= 0),
  fee_max integer check (fee_max >= 0),
  sliding_scale boolean not null default false,
  telehealth boolean not null default true,
  in_person boolean not null default false,
  city text check (char_length(city) <= 80),
  state text references public.us_states (code),
  accepting_clients boolean not null default true,
  bio text check (char_length(bio) <= 4000),
  photo_url text,
  status text not null default 'pending' check (status in ('pending', 'verified', 'rejected', 'suspended')),
  verified_at timestamptz,
  rejection_reason text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint partners_fee_range check (fee_min is null or fee_max is null or fee_min <= fee_max),
  constraint partners_offers_sessions check (telehealth or in_person)
);

comment on table public.partners is
  'Licensed professionals in the partner network. Public through partner_directory once verified by an admin.';
comment on column public.partners.status is 'pending -> verified | rejected; verified -> suspended. Set by admins only.';
comment on column public.partners.license_states is 'States the partner is licensed in (us_states codes).';

create index partners_status_idx on public.partners (status);
create index partners_state_idx on public.partners (state);
create index partners_license_states_idx on public.partners using gin (license_states);

create trigger partners_set_updated_at
before update on public.partners
for each row execute function private.set_updated_at();

/**
 * Keeps verification in admins' hands. For anyone other than an admin or the service role:
 * a new row starts as pending; status, verified_at, rejection_reason and user_id cannot be
 * changed; changing licence details of a verified profile sends it back to pending.
 * For everyone: licence states must be US codes, and verified_at follows the status.
 */
create or replace function private.guard_partner_row()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  privileged boolean := (select public.is_admin()) or current_user not in ('anon', 'authenticated');
begin
  if exists (
    select 1 from unnest(new.license_states) as s (code)
    where s.code not in (select code from public.us_states)
  ) then
    raise exception 'Licence states must be two-letter US state codes.'
      using errcode = 'check_violation';
  end if;

  if not privileged then
    if tg_op = 'INSERT' then
      new.status := 'pending';
      new.verified_at := null;
      new.rejection_reason := null;
    else
      if new.status is distinct from old.status
         or new.verified_at is distinct from old.verified_at
         or new.rejection_reason is distinct from old.rejection_reason then
        raise exception 'Only Haven''s team can change a partner''s verification status.'
          using errcode = 'insufficient_privilege';
      end if;
      if new.user_id is distinct from old.user_id then
        raise exception 'A partner profile cannot be moved to another account.'
          using errcode = 'insufficient_privilege';
      end if;
      if old.status = 'verified' and (
           new.license_number is distinct from old.license_number
           or new.license_states is distinct from old.license_states
           or new.profession is distinct from old.profession
           or new.npi is distinct from old.npi
           or new.credentials is distinct from old.credentials) then
        new.status := 'pending';
      end if;
    end if;
  end if;

  if new.status = 'verified' then
    new.verified_at := coalesce(new.verified_at, now());
    new.rejection_reason := null;
  else
    new.verified_at := null;
  end if;
  return new;
end;
$$;

create trigger partners_guard_row
before insert or update on public.partners
for each row execute function private.guard_partner_row();

alter table public.partners enable row level security;

grant select, insert, update, delete on public.partners to authenticated;
grant select, insert, update, delete on public.partners to service_role;

create policy "Partners can read their own profile"
on public.partners for select
to authenticated
using ((select auth.uid()) = user_id);

create policy "Admins can read every partner profile"
on public.partners for select
to authenticated
using ((select public.is_admin()));

create policy "Professionals can create their own partner profile"
on public.partners for insert
to authenticated
with check ((select auth.uid()) = user_id);

create policy "Admins can add partner profiles"
on public.partners for insert
to authenticated
with check ((select public.is_admin()));

create policy "Partners can edit their own profile"
on public.partners for update
to authenticated
using ((select auth.uid()) = user_id)
with check ((select auth.uid()) = user_id);

create policy "Admins can edit every partner profile"
on public.partners for update
to authenticated
using ((select public.is_admin()))
with check ((select public.is_admin()));

create policy "Partners can delete their own profile"
on public.partners for delete
to authenticated
using ((select auth.uid()) = user_id);

create policy "Admins can delete partner profiles"
on public.partners for delete
to authenticated
using ((select public.is_admin()));

-- The public face of the directory: verified partners, public columns only.
-- It runs with its owner's rights (security_invoker off, the view default) because visitors
-- have no access to the partners table itself; the where clause and the column list are the
-- whole of what it exposes.
create view public.partner_directory
with (security_invoker = false, security_barrier = true)
as
select
  id, profession, full_name, credentials, license_number, license_states, npi,
  specialties, approaches, languages, insurance, fee_min, fee_max, sliding_scale,
  telehealth, in_person, city, state, accepting_clients, bio, photo_url, verified_at
from public.partners
where status = 'verified';

comment on view public.partner_directory is
  'Verified partners with their public columns. What the directory, profile and contact pages read.';

grant select on public.partner_directory to anon, authenticated, service_role;
