-- Partners who turned on two-step sign-in need it in the database too (issue 23). Supabase's
-- documented pattern: if the user has a verified factor, require aal2. Until now only the
-- partner dashboard asked for the code; a session signed in with the password alone (aal1)
-- could still read and change the partner's rows through the Data API.
-- Tables: public.partners (four restrictive policies), public.contact_requests (two
-- restrictive policies; the partner's permissive policies now ask private.own_partner_id()),
-- public.contact_shares (one restrictive policy; the partner's permissive policy likewise).
--
-- For an account with a verified TOTP factor (auth.mfa_factors) at aal1:
--   * partners: reading or writing their own row is refused with 42501 and a clear message
--     (never a silent empty answer; an account with no partner row, such as a member who set
--     up a factor through the API, is not refused anything it could do before);
--   * contact_requests / contact_shares: rows sent to the partner are hidden (reads filter as
--     in Supabase's pattern, since these tables also hold what the person sent as a member,
--     which stays readable), and changing the status of a request sent to them is refused
--     with the same 42501.
-- An account without a verified factor, members included, is unaffected; so are the service
-- role (no RLS), visitors, and the directory (partner_directory runs with its owner's rights).
-- export_my_data(), which reads the caller's partner profile, is refused the same way rather
-- than leaving the profile out.

/**
 * True when the session is at aal2 or the caller has no verified second factor; false for an
 * account with a verified factor signed in with one method only (aal1). Security definer:
 * auth.mfa_factors is GoTrue's, and API roles have no rights on it; it reads the caller's own
 * factors and returns a yes/no only.
 */
create or replace function private.second_factor_checked()
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if coalesce((select auth.jwt()) ->> 'aal', '') = 'aal2' then
    return true;
  end if;
  return not exists (
    select 1
    from auth.mfa_factors f
    where f.user_id = (select auth.uid())
      and f.status = 'verified'
  );
end;
$$;

comment on function private.second_factor_checked() is
  'True at aal2 or for an account without a verified second factor. The yes/no of Supabase''s "if the user has a verified factor, require aal2".';

/**
 * The same check for what must fail loudly: true, or 42501 with a message a person can act on
 * (and a hint a developer can), never a silent empty answer.
 */
create or replace function private.require_second_factor()
returns boolean
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if (select private.second_factor_checked()) then
    return true;
  end if;
  raise exception 'This account has two-step sign-in: enter the code from your authenticator app first.'
    using errcode = 'insufficient_privilege',
          hint = 'Verify the second factor (supabase-js auth.mfa.challengeAndVerify) so the session is at aal2, then try again.';
end;
$$;

comment on function private.require_second_factor() is
  'Returns true, or raises 42501 for an account with a verified second factor whose session is at aal1.';

/**
 * The caller's own partner profile id, or null. Security definer so that policies on other
 * tables can ask it without going through the partners policies (which refuse an aal1 session
 * of an account with a factor outright, where those tables only hide the partner's side).
 */
create or replace function private.own_partner_id()
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select p.id from public.partners p where p.user_id = (select auth.uid());
$$;

comment on function private.own_partner_id() is
  'The caller''s partners.id, or null. For policies of tables that point at partners.';

revoke execute on function private.second_factor_checked() from public;
revoke execute on function private.require_second_factor() from public;
revoke execute on function private.own_partner_id() from public;
grant execute on function private.second_factor_checked() to anon, authenticated, service_role;
grant execute on function private.require_second_factor() to anon, authenticated, service_role;
grant execute on function private.own_partner_id() to anon, authenticated, service_role;

-- partners: the whole table needs the second factor of an account that has one.

create policy "Accounts with two-step sign-in read their partner profile only at aal2"
on public.partners
as restrictive
for select
to authenticated
using (user_id is distinct from (select auth.uid()) or (select private.require_second_factor()));

create policy "Accounts with two-step sign-in create their partner profile only at aal2"
on public.partners
as restrictive
for insert
to authenticated
with check (user_id is distinct from (select auth.uid()) or (select private.require_second_factor()));

create policy "Accounts with two-step sign-in edit their partner profile only at aal2"
on public.partners
as restrictive
for update
to authenticated
using (user_id is distinct from (select auth.uid()) or (select private.require_second_factor()))
with check (user_id is distinct from (select auth.uid()) or (select private.require_second_factor()));

create policy "Accounts with two-step sign-in delete their partner profile only at aal2"
on public.partners
as restrictive
for delete
to authenticated
using (user_id is distinct from (select auth.uid()) or (select private.require_second_factor()));

-- contact_requests: the partner's side through own_partner_id(), then the second factor.

drop policy "Partners can read requests sent to them" on public.contact_requests;
create policy "Partners can read requests sent to them"
on public.contact_requests for select
to authenticated
using (partner_id = (select private.own_partner_id()));

drop policy "Partners can update the status of requests sent to them" on public.contact_requests;
create policy "Partners can update the status of requests sent to them"
on public.contact_requests for update
to authenticated
using (partner_id = (select private.own_partner_id()))
with check (partner_id = (select private.own_partner_id()));

create policy "Requests sent to an account with two-step sign-in are read only at aal2"
on public.contact_requests
as restrictive
for select
to authenticated
using (sender_id = (select auth.uid()) or (select private.second_factor_checked()));

create policy "Accounts with two-step sign-in update requests sent to them only at aal2"
on public.contact_requests
as restrictive
for update
to authenticated
using (partner_id is distinct from (select private.own_partner_id()) or (select private.require_second_factor()))
with check (partner_id is distinct from (select private.own_partner_id()) or (select private.require_second_factor()));

-- contact_shares: the partner reads shares on requests sent to them.

drop policy "Partners can read shares that are not revoked" on public.contact_shares;
create policy "Partners can read shares that are not revoked"
on public.contact_shares for select
to authenticated
using (
  revoked_at is null
  and request_id in (
    select r.id from public.contact_requests r where r.partner_id = (select private.own_partner_id())
  )
);

create policy "Shares sent to an account with two-step sign-in are read only at aal2"
on public.contact_shares
as restrictive
for select
to authenticated
using (sender_id = (select auth.uid()) or (select private.second_factor_checked()));
