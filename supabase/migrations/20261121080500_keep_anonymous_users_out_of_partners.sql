-- Anonymous users (supabase-js signInAnonymously: the authenticated role, with is_anonymous in
-- the JWT) may use Haven as guests who can later keep their account, but the partner network
-- is for professionals with a real account. These restrictive policies sit on top of the
-- partners policies: an anonymous user can neither create a partner profile nor edit one.
-- Tables: public.partners (two restrictive policies)
--
-- Admins are never anonymous (app_metadata is set only by the service role), so their
-- policies are unaffected. Reading is unchanged: an anonymous user owns no partner row, and
-- the directory is read through partner_directory.

create policy "Anonymous users cannot create partner profiles"
on public.partners
as restrictive
for insert
to authenticated
with check (not coalesce(((select auth.jwt()) ->> 'is_anonymous')::boolean, false));

create policy "Anonymous users cannot edit partner profiles"
on public.partners
as restrictive
for update
to authenticated
using (not coalesce(((select auth.jwt()) ->> 'is_anonymous')::boolean, false))
with check (not coalesce(((select auth.jwt()) ->> 'is_anonymous')::boolean, false));
