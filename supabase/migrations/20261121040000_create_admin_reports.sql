-- Figures for the admin area: counts only, never a row about a person.
-- Functions: public.crisis_referral_monthly_counts(year), public.assessment_completions_weekly(weeks),
--            public.analytics_event_summary(days)
--
-- Each function refuses everyone but admins and the service role with 42501, so a non-admin
-- gets a clear "not allowed" rather than an empty report. Weeks start on Monday and days are
-- calendar days in UTC, the same as analytics_events.date_bucket.

/**
 * Crisis referrals per month and surface for one calendar year: twelve months times three
 * surfaces, zeros included, so the annual report can be read straight off the result.
 * Security invoker: admins may read crisis_referrals themselves; the rows hold no personal data.
 */
create or replace function public.crisis_referral_monthly_counts(p_year integer)
returns table (month date, surface text, referrals bigint)
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

comment on function public.crisis_referral_monthly_counts(integer) is
  'Admins only: crisis referrals per month and surface in a calendar year (zeros included). No personal data.';

revoke execute on function public.crisis_referral_monthly_counts(integer) from public;
grant execute on function public.crisis_referral_monthly_counts(integer) to authenticated, service_role;

/**
 * Completed assessments per week for the last p_weeks weeks (1-104), oldest first, zeros
 * included. Security definer: assessment sessions are private to their owner and admins have
 * no policy on them; this returns only a count per week, never a session or a user.
 */
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
  if not (select public.is_admin()) and coalesce((select auth.role()), '') <> 'service_role' then
    raise exception 'Only admins can read assessment figures.'
      using errcode = 'insufficient_privilege';
  end if;
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

comment on function public.assessment_completions_weekly(integer) is
  'Admins only: the number of completed assessment sessions per week (Monday, UTC), zeros included. Aggregates only.';

revoke execute on function public.assessment_completions_weekly(integer) from public;
grant execute on function public.assessment_completions_weekly(integer) to authenticated, service_role;

/**
 * First-party analytics_events for the last p_days days (1-366, today included), one row per
 * event type: how many, on how many days, and for assessment_completed the mean completion
 * time in seconds and mean questions answered (numbers only; anything else is ignored).
 * Security invoker: admins read analytics_events through its own policy.
 */
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
  if not (select public.is_admin()) and coalesce((select auth.role()), '') <> 'service_role' then
    raise exception 'Only admins can read analytics.'
      using errcode = 'insufficient_privilege';
  end if;
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

comment on function public.analytics_event_summary(integer) is
  'Admins only: analytics_events of the last N days per event type, with mean completion time and questions answered for assessment_completed.';

revoke execute on function public.analytics_event_summary(integer) from public;
grant execute on function public.analytics_event_summary(integer) to authenticated, service_role;
