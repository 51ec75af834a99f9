-- Subscriptions: the plan each user is on. One row per user, created at sign-up as Free.
-- Tables: public.subscriptions
-- Users read their own row; only the service role (billing webhooks, admin tools) writes.

create table public.subscriptions (
  user_id uuid primary key references auth.users (id) on delete cascade,
  plan text not null default 'free' check (plan in ('free', 'premium', 'enterprise')),
  plan_display_name text not null default 'Free',
  status text not null default 'active' check (status in ('active', 'trialing', 'past_due', 'canceled')),
  current_period_end timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.subscriptions is
  'The plan each user is on (free, premium, enterprise). Read by its owner; written only by the service role.';

create trigger subscriptions_set_updated_at
before update on public.subscriptions
for each row execute function private.set_updated_at();

alter table public.subscriptions enable row level security;

grant select on public.subscriptions to authenticated;
grant select, insert, update, delete on public.subscriptions to service_role;

create policy "Users can read their own subscription"
on public.subscriptions for select
to authenticated
using ((select auth.uid()) = user_id);
