-- Audits admins' reviews of "report this reply" submissions, so every admin decision is on
-- record next to article and partner changes. Role changes are written by the admin-users
-- edge function with the service role (action 'user.role_changed', table 'auth.users').
-- Tables: public.audit_log (comment), public.chat_reports (trigger)
--
-- The audit row holds the report id and the status change only: never the reported reply or
-- the reason, which stay in chat_reports and go when the reporter deletes their account.

comment on table public.audit_log is
  'Admin actions: library article changes, partner verification status, chat report reviews (triggers) and account role changes (admin-users function). actor_id is null for the service role and for deleted accounts. Admins read; nobody else writes.';

-- Security definer: the audit log must be written even though no API role may insert into it.
create or replace function private.audit_chat_report_status()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.audit_log (actor_id, action, table_name, row_id, details)
  values (
    (select auth.uid()),
    'chat_report.status_changed',
    'chat_reports',
    new.id,
    jsonb_build_object('from', old.status, 'to', new.status)
  );
  return null;
end;
$$;

revoke execute on function private.audit_chat_report_status() from public;

create trigger chat_reports_audit_status
after update on public.chat_reports
for each row
when (old.status is distinct from new.status)
execute function private.audit_chat_report_status();
