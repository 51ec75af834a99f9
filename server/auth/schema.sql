-- Auth tables the embedded GoTrue needs beyond server/sql/bootstrap.sql, with GoTrue's names.
-- Runs on every start after bootstrap.sql; every statement is idempotent.

-- Links and codes sent by email (confirmation and invites, recovery and magic links, email
-- change, reauthentication nonces). Only a hash is stored: token_hash is sha224(email || code),
-- the value GoTrue puts in its links.
create table if not exists auth.one_time_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  token_type text not null check (token_type in ('confirmation_token', 'recovery_token', 'email_change_token', 'reauthentication_token')),
  token_hash text not null,
  relates_to text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- Databases made before reauthentication nonces existed have the narrower check; widen it once.
do $$
begin
  if not exists (
    select from pg_constraint
     where conrelid = 'auth.one_time_tokens'::regclass and conname = 'one_time_tokens_token_type_check'
       and pg_get_constraintdef(oid) like '%reauthentication_token%'
  ) then
    alter table auth.one_time_tokens drop constraint if exists one_time_tokens_token_type_check;
    alter table auth.one_time_tokens add constraint one_time_tokens_token_type_check
      check (token_type in ('confirmation_token', 'recovery_token', 'email_change_token', 'reauthentication_token'));
  end if;
end
$$;
create index if not exists one_time_tokens_token_hash_idx on auth.one_time_tokens (token_hash);
create unique index if not exists one_time_tokens_user_id_token_type_key on auth.one_time_tokens (user_id, token_type);

-- How each session was established (the `amr` claim of its access tokens).
create table if not exists auth.mfa_amr_claims (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null references auth.sessions (id) on delete cascade,
  authentication_method text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index if not exists mfa_amr_claims_session_id_method_key
  on auth.mfa_amr_claims (session_id, authentication_method);
