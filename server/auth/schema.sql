-- Auth tables the embedded GoTrue needs beyond server/sql/bootstrap.sql, with GoTrue's names.
-- Runs on every start after bootstrap.sql; every statement is idempotent.

-- Links and codes sent by email (confirmation and invites, recovery and magic links, email
-- change to the new address and, from generate_link, to the current one; reauthentication
-- nonces). Only a hash is stored: token_hash is sha224(email || code), the value GoTrue puts in
-- its links.
create table if not exists auth.one_time_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  token_type text not null check (token_type in ('confirmation_token', 'recovery_token', 'email_change_token',
    'email_change_token_current', 'reauthentication_token')),
  token_hash text not null,
  relates_to text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- Databases made before reauthentication nonces or current-address email change tokens existed
-- have a narrower check; widen it once.
do $$
begin
  if not exists (
    select from pg_constraint
     where conrelid = 'auth.one_time_tokens'::regclass and conname = 'one_time_tokens_token_type_check'
       and pg_get_constraintdef(oid) like '%email_change_token_current%'
  ) then
    alter table auth.one_time_tokens drop constraint if exists one_time_tokens_token_type_check;
    alter table auth.one_time_tokens add constraint one_time_tokens_token_type_check
      check (token_type in ('confirmation_token', 'recovery_token', 'email_change_token', 'email_change_token_current',
        'reauthentication_token'));
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

-- TOTP second factors (`auth.mfa.enroll`), with GoTrue's names. The secret is kept as GoTrue
-- keeps it (base32, needed to check codes); last_used_step is the time step of the newest code
-- accepted, so a code cannot be used twice.
create table if not exists auth.mfa_factors (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type text not null check (factor_type in ('totp')),
  status text not null default 'unverified' check (status in ('unverified', 'verified')),
  secret text not null,
  last_used_step bigint,
  last_challenged_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists mfa_factors_user_id_idx on auth.mfa_factors (user_id);
create unique index if not exists mfa_factors_user_friendly_name_key
  on auth.mfa_factors (user_id, friendly_name) where friendly_name is not null and friendly_name <> '';

-- A challenge (`auth.mfa.challenge`) is answered once, within the challenge expiry, from the
-- address that asked for it.
create table if not exists auth.mfa_challenges (
  id uuid primary key default gen_random_uuid(),
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  ip_address text,
  verified_at timestamptz,
  created_at timestamptz not null default now()
);
create index if not exists mfa_challenges_factor_id_idx on auth.mfa_challenges (factor_id);

-- The factor a session was raised to aal2 with (GoTrue's sessions.factor_id).
alter table auth.sessions add column if not exists factor_id uuid;
