-- What the assessment screens measure about themselves.
-- Tables: public.analytics_events (aggregate, no user id), public.assessment_user_analytics
--         (owner), public.assessment_correlations (owner), public.assessment_performance_metrics
--         (no user id)
-- Signed-in users may add aggregate events and metrics; only admins read them back.

create table public.analytics_events (
  id bigint generated always as identity primary key,
  event_type text not null check (event_type ~ '^[a-z][a-z0-9_]{0,63}$'),
  category text not null default 'assessment' check (char_length(category) <= 64),
  aggregated_data jsonb not null default '{}'
    check (jsonb_typeof(aggregated_data) = 'object' and pg_column_size(aggregated_data) <= 4096),
  date_bucket date not null default current_date,
  region text not null default 'global' check (char_length(region) <= 32),
  created_at timestamptz not null default now(),
  -- Identifiers have no place in aggregate analytics.
  constraint analytics_events_no_identifiers check (
    not (aggregated_data ?| array['user_id', 'userId', 'email', 'session_id', 'sessionId', 'ip', 'name'])
  )
);

comment on table public.analytics_events is
  'Aggregate product events (question_answered, question_navigation, assessment_completed, ...). Holds no user id. Insert by signed-in users, read by admins.';

create index analytics_events_date_bucket_idx on public.analytics_events (date_bucket, event_type);

create table public.assessment_user_analytics (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  session_id uuid references public.assessment_sessions (id) on delete cascade,
  completion_time_seconds integer check (completion_time_seconds >= 0),
  questions_skipped integer not null default 0 check (questions_skipped >= 0),
  questions_revisited integer not null default 0 check (questions_revisited >= 0),
  response_consistency_score numeric not null default 1 check (response_consistency_score between 0 and 1),
  engagement_score numeric not null default 1 check (engagement_score between 0 and 1),
  created_at timestamptz not null default now()
);

comment on table public.assessment_user_analytics is
  'How one person went through one assessment (time, skips, revisits). Private to the owner.';

create index assessment_user_analytics_user_id_idx on public.assessment_user_analytics (user_id, created_at desc);
create index assessment_user_analytics_session_id_idx on public.assessment_user_analytics (session_id);

create table public.assessment_correlations (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  assessment_session_id uuid references public.assessment_sessions (id) on delete cascade,
  mood_log_id uuid references public.mood_logs (id) on delete cascade,
  journal_entry_id uuid references public.journal_entries (id) on delete cascade,
  correlation_score numeric check (correlation_score between -1 and 1),
  correlation_type text not null check (char_length(correlation_type) <= 64),
  created_at timestamptz not null default now()
);

comment on table public.assessment_correlations is
  'Links a person''s assessment to their own mood logs or journal entries, with a -1..1 score. Private to the owner.';

create index assessment_correlations_user_id_idx on public.assessment_correlations (user_id);
create index assessment_correlations_session_id_idx on public.assessment_correlations (assessment_session_id);
create index assessment_correlations_mood_log_id_idx on public.assessment_correlations (mood_log_id);
create index assessment_correlations_journal_entry_id_idx on public.assessment_correlations (journal_entry_id);

create table public.assessment_performance_metrics (
  id bigint generated always as identity primary key,
  metric_name text not null check (metric_name ~ '^[a-z][a-z0-9_.]{0,63}$'),
  metric_value numeric not null,
  metric_context jsonb not null default '{}'
    check (jsonb_typeof(metric_context) = 'object' and pg_column_size(metric_context) <= 4096),
  created_at timestamptz not null default now()
);

comment on table public.assessment_performance_metrics is
  'Timing and error metrics from the assessment screens. No user id. Insert by signed-in users, read by admins.';

create index assessment_performance_metrics_name_idx on public.assessment_performance_metrics (metric_name, created_at desc);

alter table public.analytics_events enable row level security;
alter table public.assessment_user_analytics enable row level security;
alter table public.assessment_correlations enable row level security;
alter table public.assessment_performance_metrics enable row level security;

grant select, insert on public.analytics_events, public.assessment_performance_metrics to authenticated;
grant select, insert, delete on public.assessment_user_analytics, public.assessment_correlations to authenticated;
grant select, insert, update, delete on
  public.analytics_events, public.assessment_user_analytics,
  public.assessment_correlations, public.assessment_performance_metrics
to service_role;

-- analytics_events

create policy "Signed-in users can add today's aggregate events"
on public.analytics_events for insert
to authenticated
with check (date_bucket between current_date - 1 and current_date + 1);

create policy "Admins can read analytics events"
on public.analytics_events for select
to authenticated
using ((select public.is_admin()));

-- assessment_user_analytics

create policy "Users can read their own assessment analytics"
on public.assessment_user_analytics for select
to authenticated
using ((select auth.uid()) = user_id);

create policy "Users can add their own assessment analytics"
on public.assessment_user_analytics for insert
to authenticated
with check (
  (select auth.uid()) = user_id
  and (session_id is null or session_id in (select id from public.assessment_sessions where user_id = (select auth.uid())))
);

create policy "Users can delete their own assessment analytics"
on public.assessment_user_analytics for delete
to authenticated
using ((select auth.uid()) = user_id);

-- assessment_correlations: every linked row must be the user's own

create policy "Users can read their own assessment correlations"
on public.assessment_correlations for select
to authenticated
using ((select auth.uid()) = user_id);

create policy "Users can add correlations between their own records"
on public.assessment_correlations for insert
to authenticated
with check (
  (select auth.uid()) = user_id
  and (assessment_session_id is null
       or assessment_session_id in (select id from public.assessment_sessions where user_id = (select auth.uid())))
  and (mood_log_id is null
       or mood_log_id in (select id from public.mood_logs where user_id = (select auth.uid())))
  and (journal_entry_id is null
       or journal_entry_id in (select id from public.journal_entries where user_id = (select auth.uid())))
);

create policy "Users can delete their own assessment correlations"
on public.assessment_correlations for delete
to authenticated
using ((select auth.uid()) = user_id);

-- assessment_performance_metrics

create policy "Signed-in users can add performance metrics"
on public.assessment_performance_metrics for insert
to authenticated
with check ((select auth.uid()) is not null);

create policy "Admins can read performance metrics"
on public.assessment_performance_metrics for select
to authenticated
using ((select public.is_admin()));
