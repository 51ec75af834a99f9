-- Conversations with Wren, the AI companion, and reports of replies that went wrong.
-- Tables: public.chat_conversations, public.chat_messages, public.chat_reports
-- Conversations and messages are private to their owner. A report copies the reported reply,
-- so admins can review that one reply without access to the rest of the conversation.

create table public.chat_conversations (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  title text check (char_length(title) <= 200),
  started_at timestamptz not null default now(),
  last_message_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.chat_conversations is 'A conversation with Wren. Private to its owner.';

create index chat_conversations_user_id_idx on public.chat_conversations (user_id, last_message_at desc);

create table public.chat_messages (
  id uuid primary key default gen_random_uuid(),
  conversation_id uuid not null references public.chat_conversations (id) on delete cascade,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  role text not null check (role in ('user', 'assistant', 'system')),
  content text not null check (char_length(content) between 1 and 20000),
  safety jsonb check (safety is null or jsonb_typeof(safety) = 'object'),
  created_at timestamptz not null default now()
);

comment on table public.chat_messages is
  'Messages in a conversation, from the user, Wren (assistant) or the app (system notices such as the AI disclosure). safety holds the crisis classifier''s result.';
comment on column public.chat_messages.user_id is 'The conversation owner; messages written by Wren belong to the person it replied to.';

create index chat_messages_conversation_id_idx on public.chat_messages (conversation_id, created_at);
create index chat_messages_user_id_idx on public.chat_messages (user_id);

create table public.chat_reports (
  id uuid primary key default gen_random_uuid(),
  message_id uuid not null references public.chat_messages (id) on delete cascade,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  reason text not null check (char_length(reason) between 1 and 2000),
  reported_content text not null default '',
  status text not null default 'new' check (status in ('new', 'reviewed', 'dismissed')),
  reviewed_at timestamptz,
  created_at timestamptz not null default now(),
  unique (message_id, user_id)
);

comment on table public.chat_reports is
  'A user''s report of a harmful or wrong reply from Wren. reported_content is copied from the message by a trigger. Read by the reporter and by admins.';

create index chat_reports_user_id_idx on public.chat_reports (user_id);
create index chat_reports_status_idx on public.chat_reports (status, created_at desc);

create trigger chat_conversations_set_updated_at
before update on public.chat_conversations
for each row execute function private.set_updated_at();

-- A new message moves its conversation to the top of the list.
create or replace function private.touch_conversation()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  update public.chat_conversations
  set last_message_at = greatest(last_message_at, new.created_at)
  where id = new.conversation_id;
  return null;
end;
$$;

create trigger chat_messages_touch_conversation
after insert on public.chat_messages
for each row execute function private.touch_conversation();

-- Copies the reported reply into the report. Runs as the reporter, who can read the message.
create or replace function private.copy_reported_message()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  select m.content into new.reported_content
  from public.chat_messages m
  where m.id = new.message_id;
  new.reported_content := coalesce(new.reported_content, '');
  new.status := 'new';
  new.reviewed_at := null;
  return new;
end;
$$;

create trigger chat_reports_copy_message
before insert on public.chat_reports
for each row execute function private.copy_reported_message();

alter table public.chat_conversations enable row level security;
alter table public.chat_messages enable row level security;
alter table public.chat_reports enable row level security;

grant select, insert, update, delete on public.chat_conversations to authenticated;
grant select, insert, delete on public.chat_messages to authenticated;
grant select on public.chat_reports to authenticated;
grant insert (message_id, user_id, reason) on public.chat_reports to authenticated;
grant update (status, reviewed_at) on public.chat_reports to authenticated;
grant select, insert, update, delete on
  public.chat_conversations, public.chat_messages, public.chat_reports
to service_role;

-- chat_conversations

create policy "Users can read their own conversations"
on public.chat_conversations for select
to authenticated
using ((select auth.uid()) = user_id);

create policy "Users can start their own conversations"
on public.chat_conversations for insert
to authenticated
with check ((select auth.uid()) = user_id);

create policy "Users can rename their own conversations"
on public.chat_conversations for update
to authenticated
using ((select auth.uid()) = user_id)
with check ((select auth.uid()) = user_id);

create policy "Users can delete their own conversations"
on public.chat_conversations for delete
to authenticated
using ((select auth.uid()) = user_id);

-- chat_messages: messages are never edited

create policy "Users can read the messages in their own conversations"
on public.chat_messages for select
to authenticated
using ((select auth.uid()) = user_id);

create policy "Users can add messages to their own conversations"
on public.chat_messages for insert
to authenticated
with check (
  (select auth.uid()) = user_id
  and conversation_id in (select id from public.chat_conversations where user_id = (select auth.uid()))
);

create policy "Users can delete messages in their own conversations"
on public.chat_messages for delete
to authenticated
using ((select auth.uid()) = user_id);

-- chat_reports: only Wren's replies in the user's own conversations can be reported

create policy "Users can read their own reports"
on public.chat_reports for select
to authenticated
using ((select auth.uid()) = user_id);

create policy "Admins can read every report"
on public.chat_reports for select
to authenticated
using ((select public.is_admin()));

create policy "Users can report replies in their own conversations"
on public.chat_reports for insert
to authenticated
with check (
  (select auth.uid()) = user_id
  and message_id in (
    select id from public.chat_messages
    where user_id = (select auth.uid()) and role = 'assistant'
  )
);

create policy "Admins can review reports"
on public.chat_reports for update
to authenticated
using ((select public.is_admin()))
with check ((select public.is_admin()));
