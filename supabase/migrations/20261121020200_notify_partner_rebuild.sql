-- The directory, profile and contact pages are built from partner_directory, so a change to
-- what it shows asks for a site rebuild, as library_articles does: pg_notify('haven_rebuild',
-- '{"table":"partners","operation":…,"at":…}'). The embedded server listens and rebuilds; on
-- hosted Supabase, add a Database Webhook on partners that calls the rebuild edge function.
-- Triggers: partners (a row enters, leaves or changes while in the directory)
--
-- Row-level with a when clause, so edits to pending profiles cost nothing; several rows
-- changed in one statement send one notification (identical payloads in a transaction are
-- delivered once).

create trigger partners_notify_rebuild_insert
after insert on public.partners
for each row
when (new.status = 'verified')
execute function private.notify_rebuild();

create trigger partners_notify_rebuild_update
after update on public.partners
for each row
when ((old.status = 'verified' or new.status = 'verified') and old.* is distinct from new.*)
execute function private.notify_rebuild();

create trigger partners_notify_rebuild_delete
after delete on public.partners
for each row
when (old.status = 'verified')
execute function private.notify_rebuild();
