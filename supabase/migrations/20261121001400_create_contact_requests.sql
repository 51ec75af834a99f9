-- Contacting a partner, and sharing data with them by explicit consent.
-- Tables: public.contact_requests, public.contact_shares
--
--   contact_requests  anyone (signed in or not) writes to a verified partner; the partner, the
--                     sender and admins read it; the partner changes only its status.
--                     At most 5 per sender (or per email address) per hour.
--   contact_shares    the sender attaches an assessment or mood summary to their own request and
--                     may revoke it; the partner sees only shares that are not revoked.

create table public.contact_requests (
  id uuid primary key default gen_random_uuid(),
  partner_id uuid not null references public.partners (id) on delete cascade,
  sender_id uuid default auth.uid() references auth.users (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 120),
  email text check (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and char_length(email) <= 254),
  phone text check (char_length(phone) <= 40),
  preferred_contact text not null default 'email' check (preferred_contact in ('email', 'phone')),
  message text not null check (char_length(message) between 1 and 4000),
  consent_to_share boolean not null default false,
  status text not null default 'new' check (status in ('new', 'replied', 'closed')),
  created_at timestamptz not null default now(),
  constraint contact_requests_reachable check (email is not null or phone is not null)
);

comment on table public.contact_requests is
  'A message to a verified partner. sender_id is null when sent without an account. Read by the partner, the sender and admins.';

create index contact_requests_partner_id_idx on public.contact_requests (partner_id, created_at desc);
create index contact_requests_sender_id_idx on public.contact_requests (sender_id, created_at desc);
create index contact_requests_email_idx on public.contact_requests (lower(email), created_at desc);

create table public.contact_shares (
  id uuid primary key default gen_random_uuid(),
  request_id uuid not null references public.contact_requests (id) on delete cascade,
  sender_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  kind text not null check (kind in ('assessment', 'mood')),
  data jsonb not null check (jsonb_typeof(data) = 'object' and pg_column_size(data) <= 65536),
  revoked_at timestamptz,
  created_at timestamptz not null default now()
);

comment on table public.contact_shares is
  'A summary (assessment or mood) the sender chose to share with the partner of their request. Revoking hides it from the partner.';

create index contact_shares_request_id_idx on public.contact_shares (request_id);
create index contact_shares_sender_id_idx on public.contact_shares (sender_id);

/**
 * At most 5 contact requests per hour from one account or one email address.
 * Security definer: the count has to see requests the sender cannot read (a visitor cannot
 * read any); it returns nothing but the yes/no of the limit.
 */
create or replace function private.limit_contact_requests()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  recent integer;
begin
  select count(*) into recent
  from public.contact_requests
  where created_at > now() - interval '1 hour'
    and ((new.sender_id is not null and sender_id = new.sender_id)
         or (new.email is not null and lower(email) = lower(new.email)));

  if recent >= 5 then
    raise exception 'You have sent 5 contact requests in the last hour.'
      using errcode = 'P0001',
            hint = 'Please wait an hour before contacting another professional. If you need help now, call or text 988.';
  end if;
  return new;
end;
$$;

revoke execute on function private.limit_contact_requests() from public;

create trigger contact_requests_rate_limit
before insert on public.contact_requests
for each row execute function private.limit_contact_requests();

-- A new request always starts as new.
create or replace function private.reset_contact_request_status()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  new.status := 'new';
  return new;
end;
$$;

create trigger contact_requests_start_new
before insert on public.contact_requests
for each row execute function private.reset_contact_request_status();

alter table public.contact_requests enable row level security;
alter table public.contact_shares enable row level security;

grant insert on public.contact_requests to anon;
grant select, insert on public.contact_requests to authenticated;
grant update (status) on public.contact_requests to authenticated;
grant select, insert, delete on public.contact_shares to authenticated;
grant update (revoked_at) on public.contact_shares to authenticated;
grant select, insert, update, delete on public.contact_requests, public.contact_shares to service_role;

-- contact_requests

create policy "Visitors can contact verified partners"
on public.contact_requests for insert
to anon
with check (
  sender_id is null
  and partner_id in (select id from public.partner_directory)
);

create policy "Users can contact verified partners"
on public.contact_requests for insert
to authenticated
with check (
  (select auth.uid()) = sender_id
  and partner_id in (select id from public.partner_directory)
);

create policy "Senders can read the requests they sent"
on public.contact_requests for select
to authenticated
using ((select auth.uid()) = sender_id);

create policy "Partners can read requests sent to them"
on public.contact_requests for select
to authenticated
using (partner_id in (select id from public.partners where user_id = (select auth.uid())));

create policy "Admins can read every contact request"
on public.contact_requests for select
to authenticated
using ((select public.is_admin()));

create policy "Partners can update the status of requests sent to them"
on public.contact_requests for update
to authenticated
using (partner_id in (select id from public.partners where user_id = (select auth.uid())))
with check (partner_id in (select id from public.partners where user_id = (select auth.uid())));

-- contact_shares

create policy "Senders can read what they shared"
on public.contact_shares for select
to authenticated
using ((select auth.uid()) = sender_id);

create policy "Partners can read shares that are not revoked"
on public.contact_shares for select
to authenticated
using (
  revoked_at is null
  and request_id in (
    select r.id
    from public.contact_requests r
    join public.partners p on p.id = r.partner_id
    where p.user_id = (select auth.uid())
  )
);

create policy "Senders can share with the partner they contacted"
on public.contact_shares for insert
to authenticated
with check (
  (select auth.uid()) = sender_id
  and revoked_at is null
  and request_id in (select id from public.contact_requests where sender_id = (select auth.uid()))
);

create policy "Senders can revoke what they shared"
on public.contact_shares for update
to authenticated
using ((select auth.uid()) = sender_id)
with check ((select auth.uid()) = sender_id);

create policy "Senders can delete what they shared"
on public.contact_shares for delete
to authenticated
using ((select auth.uid()) = sender_id);
