-- Admins need a second factor (issue 23): the admin area is reached only from a session at
-- authenticator assurance level 2, i.e. one where the admin has entered a TOTP code
-- (supabase-js auth.mfa; the JWT's `aal` claim is 'aal2'). Enforced here, in the database,
-- not only in the admin UI:
--   * public.is_admin() — which every admin RLS policy and the admin-users function ask —
--     is true only for app_metadata.role = 'admin' AND aal = 'aal2';
--   * private.require_admin(message) is the one guard for admin-only functions (it replaces
--     the admin-or-service check that was written out in each of them): the service role is
--     always allowed, a human admin only at aal2; anyone else gets 42501 with the message.
--   * public.is_admin_role() says whether the caller holds the admin role at all (any aal),
--     so the admin UI knows to ask for the second factor; it grants nothing.
-- Existing data is untouched; sessions signed in with a password alone (aal1) lose admin
-- powers until the admin verifies a code.

create or replace function public.is_admin_role()
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce((select auth.jwt()) -> 'app_metadata' ->> 'role', '') = 'admin';
$$;

comment on function public.is_admin_role() is
  'True when the caller''s JWT app_metadata.role is admin, at any assurance level. For the admin UI only (to ask for the second factor); grants nothing: policies use is_admin().';

revoke execute on function public.is_admin_role() from public;
grant execute on function public.is_admin_role() to anon, authenticated, service_role;

create or replace function public.is_admin()
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce((select auth.jwt()) -> 'app_metadata' ->> 'role', '') = 'admin'
     and coalesce((select auth.jwt()) ->> 'aal', '') = 'aal2';
$$;

comment on function public.is_admin() is
  'True when the caller''s JWT app_metadata.role is admin and the session has a verified second factor (aal = aal2). Used by row-level security policies.';

create or replace function private.require_admin(message text default 'Only admins can do this.')
returns void
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if coalesce((select auth.role()), '') = 'service_role' then
    return;
  end if;
  if (select public.is_admin()) then
    return;
  end if;
  if (select public.is_admin_role()) then
    raise exception '%', message
      using errcode = 'insufficient_privilege',
            hint = 'Admins must verify their second factor (a code from their authenticator app) first.';
  end if;
  raise exception '%', message using errcode = 'insufficient_privilege';
end;
$$;

comment on function private.require_admin(text) is
  'Raises 42501 with the message unless the caller is the service role or an admin at aal2. The one guard for admin-only functions.';

revoke execute on function private.require_admin(text) from public;
-- Security-invoker functions run it as the caller, who needs to reach it (nothing else in
-- private is executable by them: every other function there has execute revoked).
grant usage on schema private to anon, authenticated, service_role;
grant execute on function private.require_admin(text) to anon, authenticated, service_role;

-- The admin-only functions, unchanged but for the guard.
create or replace function public.crisis_referral_counts(p_year integer)
returns table (surface text, referrals bigint)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  perform private.require_admin('Only admins can read crisis referral counts.');

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

create or replace function public.crisis_referral_monthly_counts(p_year integer)
returns table (month date, surface text, referrals bigint)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  perform private.require_admin('Only admins can read crisis referral counts.');
  if p_year is null or p_year < 2000 or p_year > 9999 then
    raise exception 'The year must be between 2000 and 9999.'
      using errcode = 'invalid_parameter_value';
  end if;

  return query
  select m.month::date, s.surface, count(r.id)
  from generate_series(make_date(p_year, 1, 1), make_date(p_year, 12, 1), interval '1 month') as m (month)
  cross join (values ('assessment'), ('chat'), ('journal')) as s (surface)
  left join public.crisis_referrals r
    on r.surface = s.surface
   and r.occurred_on >= m.month::date
   and r.occurred_on < (m.month + interval '1 month')::date
  group by m.month, s.surface
  order by m.month, s.surface;
end;
$$;

create or replace function public.assessment_completions_weekly(p_weeks integer default 12)
returns table (week_start date, completed bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  this_week date := date_trunc('week', now() at time zone 'utc')::date;
begin
  perform private.require_admin('Only admins can read assessment figures.');
  if p_weeks is null or p_weeks < 1 or p_weeks > 104 then
    raise exception 'The number of weeks must be between 1 and 104.'
      using errcode = 'invalid_parameter_value';
  end if;

  return query
  select w.week::date, count(s.id)
  from generate_series(this_week - (p_weeks - 1) * 7, this_week, interval '1 week') as w (week)
  left join public.assessment_sessions s
    on s.is_completed
   and (s.completed_at at time zone 'utc') >= w.week
   and (s.completed_at at time zone 'utc') < w.week + interval '1 week'
  group by w.week
  order by w.week;
end;
$$;

create or replace function public.analytics_event_summary(p_days integer default 30)
returns table (
  event_type text,
  events bigint,
  active_days bigint,
  avg_completion_seconds numeric,
  avg_questions_answered numeric
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  perform private.require_admin('Only admins can read analytics.');
  if p_days is null or p_days < 1 or p_days > 366 then
    raise exception 'The number of days must be between 1 and 366.'
      using errcode = 'invalid_parameter_value';
  end if;

  return query
  select
    e.event_type,
    count(*),
    count(distinct e.date_bucket),
    round(avg((e.aggregated_data ->> 'completionTime')::numeric)
      filter (where e.event_type = 'assessment_completed'
                and jsonb_typeof(e.aggregated_data -> 'completionTime') = 'number'), 1),
    round(avg((e.aggregated_data ->> 'questionsAnswered')::numeric)
      filter (where e.event_type = 'assessment_completed'
                and jsonb_typeof(e.aggregated_data -> 'questionsAnswered') = 'number'), 1)
  from public.analytics_events e
  where e.date_bucket > (now() at time zone 'utc')::date - p_days
  group by e.event_type
  order by count(*) desc, e.event_type;
end;
$$;
