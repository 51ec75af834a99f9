-- The validated instruments (GAD-7, PHQ-9), their items, the friendly wording shown beside
-- each item, and which instruments each assessment context uses.
-- Tables: public.clinical_assessments, public.clinical_questions,
--         public.user_question_translations, public.assessment_configurations
-- Rows come from supabase/seed.sql. Everyone may read them; only the service role writes,
-- so nobody can change validated wording through the app (admins included).

create table public.clinical_assessments (
  id uuid primary key default gen_random_uuid(),
  clinical_type text not null unique check (clinical_type in ('GAD-7', 'PHQ-9')),
  name text not null,
  stem text not null,
  attribution text not null default '',
  is_active boolean not null default true,
  created_at timestamptz not null default now()
);

comment on table public.clinical_assessments is
  'Validated screening instruments (GAD-7, PHQ-9). Screening, not diagnosis. Written only by the service role.';
comment on column public.clinical_assessments.stem is 'The instrument''s validated question stem, e.g. "Over the last 2 weeks, how often ..."';

create table public.clinical_questions (
  id uuid primary key default gen_random_uuid(),
  assessment_id uuid not null references public.clinical_assessments (id) on delete cascade,
  item_number smallint not null check (item_number between 1 and 20),
  clinical_text text not null,
  question_order integer not null,
  question_type text not null default 'likert' check (question_type in ('likert')),
  clinical_options jsonb not null check (jsonb_typeof(clinical_options) = 'array'),
  created_at timestamptz not null default now(),
  unique (assessment_id, item_number)
);

comment on table public.clinical_questions is
  'Items of an instrument in their validated wording. item_number is the item''s number on the instrument (PHQ-9 item 9 is the self-harm item).';
comment on column public.clinical_questions.clinical_options is 'List of {value, label}: Not at all 0 ... Nearly every day 3.';

create table public.user_question_translations (
  id uuid primary key default gen_random_uuid(),
  clinical_question_id uuid not null references public.clinical_questions (id) on delete cascade,
  language text not null default 'en',
  user_friendly_text text not null,
  user_friendly_options jsonb not null default '[]' check (jsonb_typeof(user_friendly_options) = 'array'),
  explanation text,
  created_at timestamptz not null default now(),
  unique (clinical_question_id, language)
);

comment on table public.user_question_translations is
  'Warm wording shown beside each item. Keeps the item''s exact meaning and the same 0-3 values. Embedded from clinical_questions as a list.';

create table public.assessment_configurations (
  id uuid primary key default gen_random_uuid(),
  context_type text not null check (context_type ~ '^[a-z][a-z0-9_]*$'),
  is_default boolean not null default false,
  included_assessments jsonb not null default '{}' check (jsonb_typeof(included_assessments) = 'object'),
  description text,
  created_at timestamptz not null default now()
);

comment on table public.assessment_configurations is
  'Which instruments an assessment context (intake, check_in, ...) uses: included_assessments is keyed by clinical_assessments.id.';

-- At most one default per context, so `.eq(context_type).eq(is_default, true).single()` works.
create unique index assessment_configurations_default_idx
on public.assessment_configurations (context_type)
where is_default;

create index clinical_questions_assessment_id_idx on public.clinical_questions (assessment_id, question_order);
create index user_question_translations_question_idx on public.user_question_translations (clinical_question_id);

alter table public.clinical_assessments enable row level security;
alter table public.clinical_questions enable row level security;
alter table public.user_question_translations enable row level security;
alter table public.assessment_configurations enable row level security;

grant select on
  public.clinical_assessments, public.clinical_questions,
  public.user_question_translations, public.assessment_configurations
to anon, authenticated;
grant select, insert, update, delete on
  public.clinical_assessments, public.clinical_questions,
  public.user_question_translations, public.assessment_configurations
to service_role;

create policy "Anyone can read the instruments"
on public.clinical_assessments for select
to anon
using (true);

create policy "Signed-in users can read the instruments"
on public.clinical_assessments for select
to authenticated
using (true);

create policy "Anyone can read instrument items"
on public.clinical_questions for select
to anon
using (true);

create policy "Signed-in users can read instrument items"
on public.clinical_questions for select
to authenticated
using (true);

create policy "Anyone can read the friendly wording of items"
on public.user_question_translations for select
to anon
using (true);

create policy "Signed-in users can read the friendly wording of items"
on public.user_question_translations for select
to authenticated
using (true);

create policy "Anyone can read assessment configurations"
on public.assessment_configurations for select
to anon
using (true);

create policy "Signed-in users can read assessment configurations"
on public.assessment_configurations for select
to authenticated
using (true);
