-- Following a program: enrolments and progress through each week.
-- Tables: public.program_enrolments, public.program_progress
--
-- A person may have several enrolments (finished, stopped, paused) but at most one ACTIVE
-- program at a time: the programs are built around daily practice, and two at once halves
-- both. Pausing one and starting another is allowed; resuming the first then needs the
-- second paused. Enforced by a partial unique index, so every client gets the same rule.

create table public.program_enrolments (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  program_id uuid not null references public.programs (id) on delete restrict,
  status text not null default 'active' check (status in ('active', 'paused', 'completed', 'stopped')),
  started_at timestamptz not null default now(),
  current_week smallint not null default 1 check (current_week between 1 and 6),
  baseline_session_id uuid references public.assessment_sessions (id) on delete set null,
  paused_at timestamptz,
  completed_at timestamptz,
  stopped_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.program_enrolments is
  'A person following a program. Several allowed, at most one active at a time, at most one unfinished per program. baseline_session_id is the assessment measured against at weeks 3 and 6.';

create unique index program_enrolments_one_active_idx
on public.program_enrolments (user_id)
where status = 'active';

create unique index program_enrolments_one_open_per_program_idx
on public.program_enrolments (user_id, program_id)
where status in ('active', 'paused');

create index program_enrolments_program_id_idx on public.program_enrolments (program_id);
create index program_enrolments_baseline_session_id_idx on public.program_enrolments (baseline_session_id);

create table public.program_progress (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  enrolment_id uuid not null references public.program_enrolments (id) on delete cascade,
  week smallint not null check (week between 1 and 6),
  item_kind text not null check (item_kind in ('lesson', 'tool', 'reflection', 'daily_check')),
  item_key text not null check (char_length(item_key) between 1 and 100),
  day date,
  data jsonb not null default '{}' check (jsonb_typeof(data) = 'object'),
  completed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Daily checks are kept per day; everything else once per week.
  constraint program_progress_day_only_for_daily_checks check ((item_kind = 'daily_check') = (day is not null)),
  constraint program_progress_item_key unique nulls not distinct (enrolment_id, week, item_kind, item_key, day)
);

comment on table public.program_progress is
  'What a person did in a program week: lesson read, worksheet entries, reflections, daily checks (one per day). Upsert on (enrolment_id, week, item_kind, item_key, day).';

create index program_progress_user_id_idx on public.program_progress (user_id);

-- Explains the one-active-program rule in words before the unique index would refuse, and
-- keeps the status timestamps consistent with the status.
create or replace function private.stamp_enrolment_status()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if new.status = 'active' and exists (
    select 1 from public.program_enrolments
    where user_id = new.user_id and status = 'active' and id <> new.id
  ) then
    raise exception 'You already have an active program.'
      using errcode = 'unique_violation',
            hint = 'Pause, finish or stop your current program before starting another.';
  end if;

  if tg_op = 'INSERT' or new.status is distinct from old.status then
    new.paused_at := case when new.status = 'paused' then coalesce(new.paused_at, now()) end;
    new.completed_at := case when new.status = 'completed' then coalesce(new.completed_at, now()) end;
    new.stopped_at := case when new.status = 'stopped' then coalesce(new.stopped_at, now()) end;
  end if;
  return new;
end;
$$;

create trigger program_enrolments_stamp_status
before insert or update on public.program_enrolments
for each row execute function private.stamp_enrolment_status();

create trigger program_enrolments_set_updated_at
before update on public.program_enrolments
for each row execute function private.set_updated_at();

create trigger program_progress_set_updated_at
before update on public.program_progress
for each row execute function private.set_updated_at();

alter table public.program_enrolments enable row level security;
alter table public.program_progress enable row level security;

grant select, insert, update, delete on public.program_enrolments, public.program_progress to authenticated;
grant select, insert, update, delete on public.program_enrolments, public.program_progress to service_role;

-- program_enrolments: a baseline must be the user's own assessment

create policy "Users can read their own enrolments"
on public.program_enrolments for select
to authenticated
using ((select auth.uid()) = user_id);

create policy "Users can enrol themselves"
on public.program_enrolments for insert
to authenticated
with check (
  (select auth.uid()) = user_id
  and (baseline_session_id is null
       or baseline_session_id in (select id from public.assessment_sessions where user_id = (select auth.uid())))
);

create policy "Users can update their own enrolments"
on public.program_enrolments for update
to authenticated
using ((select auth.uid()) = user_id)
with check (
  (select auth.uid()) = user_id
  and (baseline_session_id is null
       or baseline_session_id in (select id from public.assessment_sessions where user_id = (select auth.uid())))
);

create policy "Users can delete their own enrolments"
on public.program_enrolments for delete
to authenticated
using ((select auth.uid()) = user_id);

-- program_progress: only in the user's own enrolments

create policy "Users can read their own program progress"
on public.program_progress for select
to authenticated
using ((select auth.uid()) = user_id);

create policy "Users can record progress in their own enrolments"
on public.program_progress for insert
to authenticated
with check (
  (select auth.uid()) = user_id
  and enrolment_id in (select id from public.program_enrolments where user_id = (select auth.uid()))
);

create policy "Users can update their own program progress"
on public.program_progress for update
to authenticated
using ((select auth.uid()) = user_id)
with check (
  (select auth.uid()) = user_id
  and enrolment_id in (select id from public.program_enrolments where user_id = (select auth.uid()))
);

create policy "Users can delete their own program progress"
on public.program_progress for delete
to authenticated
using ((select auth.uid()) = user_id);
