-- Six-week programs: their content, week by week, and their worksheets.
-- Tables: public.programs, public.program_weeks, public.program_tools
-- Content comes from content/programs/<slug>/ through the content seeder (service role).
-- Anyone reads published programs; admins manage them. The format is docs/program-format.md.

create table public.programs (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text not null,
  description text not null default '',
  icon text not null default 'leaf',
  badges text[] not null default '{}',
  has_datasets boolean not null default false,
  needs text[] not null default '{}',
  duration_weeks smallint not null default 6 check (duration_weeks = 6),
  measure text not null check (measure in ('gad7', 'phq9')),
  overview text not null default '',
  who_for text[] not null default '{}',
  who_not_for text[] not null default '{}',
  safety text not null default '',
  evidence text not null default '',
  sources jsonb not null default '[]' check (jsonb_typeof(sources) = 'array'),
  published boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.programs is
  'Six-week self-help programs. has_datasets means Wren can run the exercises in chat (shown as AI Enhanced).';
comment on column public.programs.measure is 'Which instrument re-measures progress at weeks 3 and 6: gad7 or phq9.';
comment on column public.programs.sources is 'List of {title, publisher, year, url?} the program is based on.';

create table public.program_weeks (
  id uuid primary key default gen_random_uuid(),
  program_id uuid not null references public.programs (id) on delete cascade,
  week smallint not null check (week between 1 and 6),
  title text not null,
  summary text not null default '',
  reading_minutes smallint not null default 5 check (reading_minutes between 1 and 60),
  daily_check text,
  safety_note text,
  lesson text not null default '',
  reflection text[] not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (program_id, week)
);

comment on table public.program_weeks is 'One week of a program: the lesson (markdown), its daily check and reflection questions.';

create table public.program_tools (
  id uuid primary key default gen_random_uuid(),
  program_id uuid not null references public.programs (id) on delete cascade,
  week smallint not null check (week between 1 and 6),
  tool_key text not null check (tool_key ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text not null,
  kind text not null check (kind in ('log', 'worksheet', 'plan', 'ladder', 'diary', 'list')),
  definition jsonb not null default '{}' check (jsonb_typeof(definition) = 'object'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (program_id, tool_key)
);

comment on table public.program_tools is
  'Worksheets used in a program week. definition holds {instructions, fields[]} as in docs/program-format.md.';

create index program_weeks_program_id_idx on public.program_weeks (program_id);
create index program_tools_program_id_week_idx on public.program_tools (program_id, week);
create index programs_published_idx on public.programs (published);

create trigger programs_set_updated_at
before update on public.programs
for each row execute function private.set_updated_at();

create trigger program_weeks_set_updated_at
before update on public.program_weeks
for each row execute function private.set_updated_at();

create trigger program_tools_set_updated_at
before update on public.program_tools
for each row execute function private.set_updated_at();

alter table public.programs enable row level security;
alter table public.program_weeks enable row level security;
alter table public.program_tools enable row level security;

grant select on public.programs, public.program_weeks, public.program_tools to anon;
grant select, insert, update, delete on public.programs, public.program_weeks, public.program_tools to authenticated;
grant select, insert, update, delete on public.programs, public.program_weeks, public.program_tools to service_role;

-- programs

create policy "Anyone can read published programs"
on public.programs for select
to anon
using (published);

create policy "Signed-in users can read published programs"
on public.programs for select
to authenticated
using (published);

create policy "Admins can read every program"
on public.programs for select
to authenticated
using ((select public.is_admin()));

create policy "Admins can add programs"
on public.programs for insert
to authenticated
with check ((select public.is_admin()));

create policy "Admins can edit programs"
on public.programs for update
to authenticated
using ((select public.is_admin()))
with check ((select public.is_admin()));

create policy "Admins can delete programs"
on public.programs for delete
to authenticated
using ((select public.is_admin()));

-- program_weeks: visible when their program is

create policy "Anyone can read the weeks of published programs"
on public.program_weeks for select
to anon
using (program_id in (select id from public.programs where published));

create policy "Signed-in users can read the weeks of published programs"
on public.program_weeks for select
to authenticated
using (program_id in (select id from public.programs where published));

create policy "Admins can read every program week"
on public.program_weeks for select
to authenticated
using ((select public.is_admin()));

create policy "Admins can add program weeks"
on public.program_weeks for insert
to authenticated
with check ((select public.is_admin()));

create policy "Admins can edit program weeks"
on public.program_weeks for update
to authenticated
using ((select public.is_admin()))
with check ((select public.is_admin()));

create policy "Admins can delete program weeks"
on public.program_weeks for delete
to authenticated
using ((select public.is_admin()));

-- program_tools: visible when their program is

create policy "Anyone can read the tools of published programs"
on public.program_tools for select
to anon
using (program_id in (select id from public.programs where published));

create policy "Signed-in users can read the tools of published programs"
on public.program_tools for select
to authenticated
using (program_id in (select id from public.programs where published));

create policy "Admins can read every program tool"
on public.program_tools for select
to authenticated
using ((select public.is_admin()));

create policy "Admins can add program tools"
on public.program_tools for insert
to authenticated
with check ((select public.is_admin()));

create policy "Admins can edit program tools"
on public.program_tools for update
to authenticated
using ((select public.is_admin()))
with check ((select public.is_admin()));

create policy "Admins can delete program tools"
on public.program_tools for delete
to authenticated
using ((select public.is_admin()));
