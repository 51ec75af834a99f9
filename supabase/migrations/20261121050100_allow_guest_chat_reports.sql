-- Guests (people chatting without an account) can report one of Wren's replies. Nothing from a
-- guest's chat is stored, so with the guest's consent the companion-chat function sends the
-- reply's text (and, if the guest chooses, the message it answered) and inserts the report with
-- the service role.
-- Tables: public.chat_reports (nullable user_id and message_id, checks, reported_context,
--         reported_by), trigger private.copy_reported_message()
--
-- A member's report has both a reporter and a saved message; a guest's report has neither.
-- Row-level security is unchanged: visitors (anon) can neither read nor insert reports, members
-- can only report replies in their own conversations, admins read everything.

alter table public.chat_reports
  alter column message_id drop not null,
  alter column user_id drop not null;

alter table public.chat_reports
  add column reported_context text check (reported_context is null or char_length(reported_context) between 1 and 4000),
  add column reported_by text generated always as (case when user_id is null then 'guest' else 'member' end) stored;

alter table public.chat_reports
  add constraint chat_reports_member_or_guest_check check ((user_id is null) = (message_id is null)),
  add constraint chat_reports_guest_content_check check (
    message_id is not null or char_length(reported_content) between 1 and 4000
  ),
  add constraint chat_reports_context_guest_only_check check (reported_context is null or message_id is null);

comment on table public.chat_reports is
  'A report of a harmful or wrong reply from Wren. Members report a saved reply (reported_content is copied from the message by a trigger); guests report through the companion-chat function, which sends the reply text and, if they agree, the message it answered (reported_context), with no user or message id. Read by the reporter and by admins.';
comment on column public.chat_reports.reported_context is
  'Guest reports only: the guest''s own message that the reply answered, sent only when they chose to include it.';
comment on column public.chat_reports.reported_by is 'member or guest, from user_id; lets the admin queue say who reported without reading an id.';

-- Copies a member's reported reply into the report. A guest's report (no message) keeps the
-- text the function sent. Runs as the reporter, who can read the message.
create or replace function private.copy_reported_message()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if new.message_id is not null then
    select m.content into new.reported_content
    from public.chat_messages m
    where m.id = new.message_id;
    new.reported_content := coalesce(new.reported_content, '');
    new.reported_context := null;
  end if;
  new.status := 'new';
  new.reviewed_at := null;
  return new;
end;
$$;
