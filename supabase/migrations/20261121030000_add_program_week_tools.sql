-- Each program week keeps the definitions of its worksheets, so program_tools can be rebuilt
-- from the weeks already in the database (the seed-program-tools edge function, action 'setup').
-- Tables: public.program_weeks (new column tools), public.program_tools (trigger)
--
-- program_tools stays the table the app reads; program_weeks.tools is the week's own list.
-- Whoever writes program_tools (the content seeder, an admin, the edge function) keeps the
-- week's list in step through the trigger below; deleting a tool leaves the week's definition,
-- which is what lets setup restore it.

alter table public.program_weeks
  add column tools jsonb not null default '[]' check (jsonb_typeof(tools) = 'array');

comment on column public.program_weeks.tools is
  'The week''s worksheets as authored: [{id, title, kind, instructions, fields[]}] (docs/program-format.md). Kept in step with program_tools.';

/**
 * After a program_tools row is added or changed, writes its definition into its week's
 * `tools` list (in place when the week already lists it, else at the end) and removes it from
 * the program's other weeks. Security invoker: only admins and the service role may write
 * program_tools, and they may also write program_weeks.
 */
create or replace function private.mirror_program_tool()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_tool jsonb := new.definition || jsonb_build_object('id', new.tool_key, 'title', new.title, 'kind', new.kind);
  v_match jsonb := jsonb_build_array(jsonb_build_object('id', new.tool_key));
begin
  update public.program_weeks
  set tools = (
    select coalesce(jsonb_agg(t.element order by t.position), '[]'::jsonb)
    from jsonb_array_elements(tools) with ordinality as t(element, position)
    where t.element ->> 'id' <> new.tool_key
  )
  where program_id = new.program_id and week <> new.week and tools @> v_match;

  update public.program_weeks
  set tools = case
    when tools @> v_match then (
      select jsonb_agg(case when t.element ->> 'id' = new.tool_key then v_tool else t.element end order by t.position)
      from jsonb_array_elements(tools) with ordinality as t(element, position)
    )
    else tools || jsonb_build_array(v_tool)
  end
  where program_id = new.program_id and week = new.week;
  return null;
end;
$$;

create trigger program_tools_mirror_into_week
after insert or update on public.program_tools
for each row execute function private.mirror_program_tool();

-- Databases seeded before this migration: take the lists from the tools already there.
update public.program_weeks w
set tools = (
  select jsonb_agg(t.definition || jsonb_build_object('id', t.tool_key, 'title', t.title, 'kind', t.kind) order by t.created_at, t.tool_key)
  from public.program_tools t
  where t.program_id = w.program_id and t.week = w.week
)
where exists (select 1 from public.program_tools t where t.program_id = w.program_id and t.week = w.week);
