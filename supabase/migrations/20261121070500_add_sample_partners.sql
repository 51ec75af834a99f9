-- Sample partners: fictional professionals that show what the directory looks like on a
-- development install. They have a status of their own, 'sample', and are never 'verified', so
-- nothing can show a Verified seal or a verification date for someone who does not exist. The
-- embedded server adds them from supabase/sample-partners.sql only when HAVEN_SAMPLE_PARTNERS is
-- on, and removes them when it is off (the default).
-- Tables: public.partners (status 'sample', generated is_sample, a check)
-- View: public.partner_directory (samples too, with is_sample)
-- Functions: private.guard_partner_row, public.search_partners (real listings before samples)
-- Triggers: partners_notify_rebuild_* (samples are in the directory too)
--
-- What the database keeps true, whoever asks:
--   - only a verified row has a verified_at (check), so a sample never has a verification date;
--   - no update moves a row into or out of 'sample': an admin cannot verify a sample, and a real
--     profile cannot be relabelled as one;
--   - only the service role or the database owner (the sample seed) inserts a sample; admins
--     cannot, and everyone else's new rows start pending as before.

alter table public.partners drop constraint partners_status_check;
alter table public.partners
  add constraint partners_status_check check (status in ('pending', 'verified', 'rejected', 'suspended', 'sample'));

-- The fictional partners that supabase/seed.sql used to add as verified (its fixed ids) become
-- samples. The guard trigger in place until below clears verified_at for any status but verified.
update public.partners
set status = 'sample', rejection_reason = null
where id in (
  'f0000000-0000-4000-8000-000000000001',
  'f0000000-0000-4000-8000-000000000002',
  'f0000000-0000-4000-8000-000000000003',
  'f0000000-0000-4000-8000-000000000004',
  'f0000000-0000-4000-8000-000000000005'
);

alter table public.partners
  add column is_sample boolean generated always as (status = 'sample') stored,
  add constraint partners_verified_at_only_when_verified check (verified_at is null or status = 'verified');

comment on column public.partners.is_sample is
  'A fictional profile for demonstration (status ''sample''). Never verified; shown with a Sample label.';
comment on column public.partners.status is
  'pending -> verified | rejected; verified -> suspended. Set by admins only. ''sample'': fictional, set only by the sample seed, never changed.';

/**
 * Keeps verification in admins' hands. For anyone other than an admin or the service role:
 * a new row starts as pending; status, verified_at, rejection_reason and user_id cannot be
 * changed; changing licence details of a verified profile sends it back to pending.
 * For everyone: licence states must be US codes, verified_at follows the status, and a sample
 * stays a sample (only the service role or the database owner creates one).
 */
create or replace function private.guard_partner_row()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  is_api_admin boolean := (select public.is_admin()) and current_user in ('anon', 'authenticated');
  privileged boolean := (select public.is_admin()) or current_user not in ('anon', 'authenticated');
begin
  if exists (
    select 1 from unnest(new.license_states) as s (code)
    where s.code not in (select code from public.us_states)
  ) then
    raise exception 'Licence states must be two-letter US state codes.'
      using errcode = 'check_violation';
  end if;

  if tg_op = 'INSERT' and new.status = 'sample' and is_api_admin then
    raise exception 'Sample profiles come only from Haven''s sample seed.'
      using errcode = 'insufficient_privilege';
  end if;
  if tg_op = 'UPDATE' and (old.status = 'sample') is distinct from (new.status = 'sample') then
    raise exception 'A sample profile is fictional: it can never be verified, and a real profile cannot become a sample.'
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

-- The public face of the directory: verified partners and samples, public columns only, with
-- is_sample so every page can label a sample and never show it as verified (its verified_at is
-- always null). Runs with its owner's rights, as before: visitors cannot read partners itself.
create or replace view public.partner_directory
with (security_invoker = false, security_barrier = true)
as
select
  id, profession, full_name, credentials, license_number, license_states, npi,
  specialties, approaches, languages, insurance, fee_min, fee_max, sliding_scale,
  telehealth, in_person, city, state, accepting_clients, bio, photo_url, verified_at,
  is_sample
from public.partners
where status in ('verified', 'sample');

comment on view public.partner_directory is
  'Verified partners and fictional samples (is_sample, never verified) with their public columns. What the directory, profile and contact pages read.';

/**
 * Directory rows (partner_directory) matching every filter given; null means "any". As before,
 * with real listings ahead of samples: is_sample first, then accepting partners, then name or
 * most recently verified, then id.
 */
create or replace function public.search_partners(
  p_profession text default null,
  p_state text default null,
  p_session text default null,
  p_insurance text default null,
  p_specialties text[] default null,
  p_language text default null,
  p_max_fee integer default null,
  p_sliding_scale boolean default null,
  p_accepting boolean default null,
  p_sort text default 'name'
)
returns setof public.partner_directory
language sql
stable
security invoker
set search_path = ''
as $$
  select d.*
  from public.partner_directory d
  where (p_profession is null or d.profession = p_profession)
    and (p_state is null or upper(p_state) = any (d.license_states))
    and (p_session is null
         or (p_session = 'telehealth' and d.telehealth)
         or (p_session = 'in_person' and d.in_person))
    and (nullif(btrim(p_insurance), '') is null
         or exists (select 1 from unnest(d.insurance) as i (name)
                    where i.name ilike '%' || btrim(p_insurance) || '%'))
    and (coalesce(cardinality(p_specialties), 0) = 0
         or exists (select 1 from unnest(d.specialties) as s (name)
                    where lower(s.name) in (select lower(x) from unnest(p_specialties) as x)))
    and (nullif(btrim(p_language), '') is null
         or exists (select 1 from unnest(d.languages) as l (name)
                    where lower(l.name) = lower(btrim(p_language))))
    and (p_max_fee is null or d.fee_min <= p_max_fee)
    and (p_sliding_scale is not true or d.sliding_scale)
    and (p_accepting is not true or d.accepting_clients)
  order by
    d.is_sample,
    d.accepting_clients desc,
    case when p_sort = 'recent' then d.verified_at end desc nulls last,
    d.full_name,
    d.id
$$;

comment on function public.search_partners(text, text, text, text, text[], text, integer, boolean, boolean, text) is
  'The directory search: listed partners matching every given filter, real listings before samples, accepting first, then by name or most recently verified.';

-- A sample entering, leaving or changing changes the directory too: ask for a rebuild.
drop trigger partners_notify_rebuild_insert on public.partners;
drop trigger partners_notify_rebuild_update on public.partners;
drop trigger partners_notify_rebuild_delete on public.partners;

create trigger partners_notify_rebuild_insert
after insert on public.partners
for each row
when (new.status in ('verified', 'sample'))
execute function private.notify_rebuild();

create trigger partners_notify_rebuild_update
after update on public.partners
for each row
when ((old.status in ('verified', 'sample') or new.status in ('verified', 'sample')) and old.* is distinct from new.*)
execute function private.notify_rebuild();

create trigger partners_notify_rebuild_delete
after delete on public.partners
for each row
when (old.status in ('verified', 'sample'))
execute function private.notify_rebuild();
