-- A person's assessments: the session, their answers, and what the database derives from
-- them (scores, program recommendations, crisis logs).
-- Tables: public.assessment_sessions, public.assessment_responses, public.clinical_scores,
--         public.assessment_program_recommendations, public.crisis_detection_logs
-- Owner-only. Scores and recommendations are written by the scoring rules in the next
-- migration, never by clients.

create table public.assessment_sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  session_type text not null default 'intake' check (session_type ~ '^[a-z][a-z0-9_]*$'),
  session_context jsonb not null default '{}' check (jsonb_typeof(session_context) = 'object'),
  is_completed boolean not null default false,
  completed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.assessment_sessions is
  'One sitting of an assessment (intake, check_in, ...). session_context may hold program_context. Completing it triggers scoring.';

create index assessment_sessions_user_id_idx on public.assessment_sessions (user_id, created_at desc);

create table public.assessment_responses (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null references public.assessment_sessions (id) on delete cascade,
  clinical_question_id uuid not null references public.clinical_questions (id) on delete cascade,
  user_response_value smallint not null check (user_response_value between 0 and 10),
  user_response_text text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (session_id, clinical_question_id)
);

comment on table public.assessment_responses is
  'One answer per item per session. user_response_text is the chosen option label. Owned through the session.';
comment on column public.assessment_responses.user_response_value is
  'The option value: 0-3 on GAD-7 and PHQ-9. Up to 10 is accepted so the generic crisis rule (3+ answers >= 4) applies to future scales.';

create index assessment_responses_question_idx on public.assessment_responses (clinical_question_id);

create table public.clinical_scores (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null references public.assessment_sessions (id) on delete cascade,
  assessment_id uuid not null references public.clinical_assessments (id) on delete cascade,
  instrument text not null,
  total_score integer not null default 0,
  severity_level text not null default 'mild'
    check (severity_level in ('minimal', 'mild', 'moderate', 'moderately severe', 'severe')),
  item9_score smallint,
  computed_at timestamptz not null default now(),
  unique (session_id, assessment_id)
);

comment on table public.clinical_scores is
  'Total and severity band per instrument per session (GAD-7 and PHQ-9 are scored separately). item9_score is the PHQ-9 self-harm item. Written by the database.';

create index clinical_scores_assessment_id_idx on public.clinical_scores (assessment_id);

create table public.assessment_program_recommendations (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null references public.assessment_sessions (id) on delete cascade,
  program_id uuid not null references public.programs (id) on delete cascade,
  recommendation_score numeric(3, 2) not null check (recommendation_score between 0 and 1),
  recommendation_reason text not null,
  created_at timestamptz not null default now(),
  unique (session_id, program_id)
);

comment on table public.assessment_program_recommendations is
  'Up to 3 programs suggested from a session''s scores, with a 0-1 match score and a plain-language reason. Written by the database.';

create index assessment_program_recommendations_program_id_idx on public.assessment_program_recommendations (program_id);

create table public.crisis_detection_logs (
  id uuid primary key default gen_random_uuid(),
  session_id uuid references public.assessment_sessions (id) on delete cascade,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  crisis_type text not null check (crisis_type in ('high_risk_responses', 'self_harm_item')),
  severity_level smallint not null check (severity_level between 0 and 10),
  triggered_by_responses jsonb not null default '[]',
  automatic_actions text[] not null default array['redirect_to_crisis_resources'],
  created_at timestamptz not null default now()
);

comment on table public.crisis_detection_logs is
  'A crisis signal in an assessment: 3+ answers >= 4 (high_risk_responses, severity = count capped at 10) or PHQ-9 item 9 above 0 (self_harm_item, severity 10). Private to the person.';

create index crisis_detection_logs_user_id_idx on public.crisis_detection_logs (user_id);
create index crisis_detection_logs_session_id_idx on public.crisis_detection_logs (session_id, crisis_type);

create trigger assessment_sessions_set_updated_at
before update on public.assessment_sessions
for each row execute function private.set_updated_at();

create trigger assessment_responses_set_updated_at
before update on public.assessment_responses
for each row execute function private.set_updated_at();

-- A completed session gets a completion time, and stays completed.
create or replace function private.guard_assessment_completion()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if old.is_completed and not new.is_completed then
    raise exception 'A completed assessment cannot be reopened.'
      using errcode = 'check_violation',
            hint = 'Start a new assessment session instead.';
  end if;
  if new.is_completed and new.completed_at is null then
    new.completed_at := now();
  end if;
  return new;
end;
$$;

create trigger assessment_sessions_guard_completion
before update on public.assessment_sessions
for each row execute function private.guard_assessment_completion();

alter table public.assessment_sessions enable row level security;
alter table public.assessment_responses enable row level security;
alter table public.clinical_scores enable row level security;
alter table public.assessment_program_recommendations enable row level security;
alter table public.crisis_detection_logs enable row level security;

grant select, insert, update, delete on public.assessment_sessions, public.assessment_responses to authenticated;
grant select on public.clinical_scores, public.assessment_program_recommendations to authenticated;
grant select, insert on public.crisis_detection_logs to authenticated;
grant select, insert, update, delete on
  public.assessment_sessions, public.assessment_responses, public.clinical_scores,
  public.assessment_program_recommendations, public.crisis_detection_logs
to service_role;

-- assessment_sessions

create policy "Users can read their own assessment sessions"
on public.assessment_sessions for select
to authenticated
using ((select auth.uid()) = user_id);

create policy "Users can start their own assessment sessions"
on public.assessment_sessions for insert
to authenticated
with check ((select auth.uid()) = user_id);

create policy "Users can update their own assessment sessions"
on public.assessment_sessions for update
to authenticated
using ((select auth.uid()) = user_id)
with check ((select auth.uid()) = user_id);

create policy "Users can delete their own assessment sessions"
on public.assessment_sessions for delete
to authenticated
using ((select auth.uid()) = user_id);

-- assessment_responses: owned through the session

create policy "Users can read the answers in their own sessions"
on public.assessment_responses for select
to authenticated
using (session_id in (select id from public.assessment_sessions where user_id = (select auth.uid())));

create policy "Users can answer in their own sessions"
on public.assessment_responses for insert
to authenticated
with check (session_id in (select id from public.assessment_sessions where user_id = (select auth.uid())));

create policy "Users can change answers in their own sessions"
on public.assessment_responses for update
to authenticated
using (session_id in (select id from public.assessment_sessions where user_id = (select auth.uid())))
with check (session_id in (select id from public.assessment_sessions where user_id = (select auth.uid())));

create policy "Users can delete answers in their own sessions"
on public.assessment_responses for delete
to authenticated
using (session_id in (select id from public.assessment_sessions where user_id = (select auth.uid())));

-- clinical_scores and recommendations: read-only to the owner

create policy "Users can read the scores of their own sessions"
on public.clinical_scores for select
to authenticated
using (session_id in (select id from public.assessment_sessions where user_id = (select auth.uid())));

create policy "Users can read the recommendations for their own sessions"
on public.assessment_program_recommendations for select
to authenticated
using (session_id in (select id from public.assessment_sessions where user_id = (select auth.uid())));

-- crisis_detection_logs: the app may log a signal it detects itself (spec section 7)

create policy "Users can read their own crisis logs"
on public.crisis_detection_logs for select
to authenticated
using ((select auth.uid()) = user_id);

create policy "Users can log a crisis signal in their own sessions"
on public.crisis_detection_logs for insert
to authenticated
with check (
  (select auth.uid()) = user_id
  and (session_id is null or session_id in (select id from public.assessment_sessions where user_id = (select auth.uid())))
);
