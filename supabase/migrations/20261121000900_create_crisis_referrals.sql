-- Crisis referral counter: how many times Haven showed crisis resources, per day and surface,
-- with no user id and no text. California SB 243 (from 2027-07-01) asks companion operators
-- for a yearly count of crisis-service referrals without user identifiers.
-- Tables: public.crisis_referrals
-- Functions: public.record_crisis_referral(surface), public.crisis_referral_counts(year)

create table public.crisis_referrals (
  id bigint generated always as identity primary key,
  occurred_on date not null default current_date,
  surface text not null check (surface in ('chat', 'journal', 'assessment')),
  region text not null default 'global' check (char_length(region) <= 32)
);

comment on table public.crisis_referrals is
  'One row each time crisis resources were shown (chat, journal, assessment). Deliberately anonymous: a day, a surface and a region only. Read by admins.';

create index crisis_referrals_occurred_on_idx on public.crisis_referrals (occurred_on);

alter table public.crisis_referrals enable row level security;

grant select on public.crisis_referrals to authenticated;
grant select, insert, update, delete on public.crisis_referrals to service_role;

create policy "Admins can read crisis referral counts"
on public.crisis_referrals for select
to authenticated
using ((select public.is_admin()));

-- Security definer: visitors and users must be able to add a row without being able to read
-- or change any; the function takes only the surface, so it cannot carry personal data.
create or replace function public.record_crisis_referral(surface text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if surface is null or surface not in ('chat', 'journal', 'assessment') then
    raise exception 'Unknown crisis referral surface: %', surface
      using errcode = 'invalid_parameter_value',
            hint = 'Use chat, journal or assessment.';
  end if;
  insert into public.crisis_referrals (surface) values (surface);
end;
$$;

comment on function public.record_crisis_referral(text) is
  'Counts one display of crisis resources on a surface (chat, journal, assessment). Anonymous by design. Assessments are counted automatically when a crisis log is written.';

revoke execute on function public.record_crisis_referral(text) from public;
grant execute on function public.record_crisis_referral(text) to anon, authenticated, service_role;

create or replace function public.crisis_referral_counts(p_year integer)
returns table (surface text, referrals bigint)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if not (select public.is_admin()) and coalesce((select auth.role()), '') <> 'service_role' then
    raise exception 'Only admins can read crisis referral counts.'
      using errcode = 'insufficient_privilege';
  end if;

  return query
  select s.surface, count(r.id)
  from (values ('assessment'), ('chat'), ('journal')) as s (surface)
  left join public.crisis_referrals r
    on r.surface = s.surface
   and r.occurred_on >= make_date(p_year, 1, 1)
   and r.occurred_on < make_date(p_year + 1, 1, 1)
  group by s.surface
  order by s.surface;
end;
$$;

comment on function public.crisis_referral_counts(integer) is
  'Admins only: crisis referrals per surface in a calendar year, for the annual report.';

revoke execute on function public.crisis_referral_counts(integer) from public;
grant execute on function public.crisis_referral_counts(integer) to authenticated, service_role;
