-- Mood tracking and the journal. Both are private to their owner.
-- Tables: public.mood_logs, public.journal_entries
--
-- client_id: the app creates it on the device, so a log written offline can be synced with
-- upsert (on_conflict=user_id,client_id) any number of times without duplicates.

create table public.mood_logs (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  client_id uuid not null default gen_random_uuid(),
  logged_at timestamptz not null default now(),
  mood smallint not null check (mood between 1 and 5),
  energy smallint check (energy between 1 and 5),
  emotions text[] not null default '{}',
  sleep_hours numeric(3, 1) check (sleep_hours between 0 and 24),
  exercise_minutes integer check (exercise_minutes between 0 and 1440),
  social_contact boolean,
  tags text[] not null default '{}',
  note text check (char_length(note) <= 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, client_id)
);

comment on table public.mood_logs is
  'Mood check-ins (mood and energy 1-5, sleep, exercise, contact, emotions). Private to the owner.';
comment on column public.mood_logs.client_id is 'Made on the device; makes offline sync idempotent.';

create index mood_logs_user_id_logged_at_idx on public.mood_logs (user_id, logged_at desc);

create table public.journal_entries (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  client_id uuid not null default gen_random_uuid(),
  title text check (char_length(title) <= 200),
  body text not null default '' check (char_length(body) <= 100000),
  mood_log_id uuid references public.mood_logs (id) on delete set null,
  tags text[] not null default '{}',
  prompt_kind text,
  prompt_text text,
  program_week_id uuid references public.program_weeks (id) on delete set null,
  word_count integer generated always as (
    case when btrim(body) = '' then 0
    else coalesce(array_length(regexp_split_to_array(btrim(body), '\s+'), 1), 0)
    end
  ) stored,
  search tsvector generated always as (
    to_tsvector('english'::regconfig, coalesce(title, '') || ' ' || body)
  ) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, client_id)
);

comment on table public.journal_entries is
  'Journal entries, optionally linked to a mood log or a program week. Private to the owner; search is full-text (english).';
comment on column public.journal_entries.prompt_kind is 'Which kind of prompt started the entry (free, gratitude, program, ...), if any.';

create index journal_entries_user_id_created_at_idx on public.journal_entries (user_id, created_at desc);
create index journal_entries_search_idx on public.journal_entries using gin (search);
create index journal_entries_mood_log_id_idx on public.journal_entries (mood_log_id);

create trigger mood_logs_set_updated_at
before update on public.mood_logs
for each row execute function private.set_updated_at();

create trigger journal_entries_set_updated_at
before update on public.journal_entries
for each row execute function private.set_updated_at();

alter table public.mood_logs enable row level security;
alter table public.journal_entries enable row level security;

grant select, insert, update, delete on public.mood_logs, public.journal_entries to authenticated;
grant select, insert, update, delete on public.mood_logs, public.journal_entries to service_role;

-- mood_logs

create policy "Users can read their own mood logs"
on public.mood_logs for select
to authenticated
using ((select auth.uid()) = user_id);

create policy "Users can add their own mood logs"
on public.mood_logs for insert
to authenticated
with check ((select auth.uid()) = user_id);

create policy "Users can edit their own mood logs"
on public.mood_logs for update
to authenticated
using ((select auth.uid()) = user_id)
with check ((select auth.uid()) = user_id);

create policy "Users can delete their own mood logs"
on public.mood_logs for delete
to authenticated
using ((select auth.uid()) = user_id);

-- journal_entries: a linked mood log must be the writer's own

create policy "Users can read their own journal entries"
on public.journal_entries for select
to authenticated
using ((select auth.uid()) = user_id);

create policy "Users can write their own journal entries"
on public.journal_entries for insert
to authenticated
with check (
  (select auth.uid()) = user_id
  and (mood_log_id is null or mood_log_id in (select id from public.mood_logs where user_id = (select auth.uid())))
);

create policy "Users can edit their own journal entries"
on public.journal_entries for update
to authenticated
using ((select auth.uid()) = user_id)
with check (
  (select auth.uid()) = user_id
  and (mood_log_id is null or mood_log_id in (select id from public.mood_logs where user_id = (select auth.uid())))
);

create policy "Users can delete their own journal entries"
on public.journal_entries for delete
to authenticated
using ((select auth.uid()) = user_id);
