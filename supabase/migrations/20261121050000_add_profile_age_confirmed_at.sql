-- Haven is for adults: sign-up asks people to confirm they are 18 or older, and the profile now
-- keeps when they did.
-- Tables: public.profiles (new column age_confirmed_at, check, trigger)
--
-- The time comes from the database, not from the browser: ticking the box (age_confirmed_18
-- becoming true, at sign-up through the sign-up trigger or later in the profile) stamps now();
-- unticking it clears the time. Nobody can write the column directly.

alter table public.profiles add column age_confirmed_at timestamptz;

comment on column public.profiles.age_confirmed_at is
  'When the person confirmed they are 18 or older (set by a trigger from age_confirmed_18; null when not confirmed).';

-- Rows from before this column: the confirmation was given at sign-up or later; the sign-up
-- time is the best record there is.
update public.profiles set age_confirmed_at = created_at where age_confirmed_18;

alter table public.profiles
  add constraint profiles_age_confirmed_at_check check (age_confirmed_at is null or age_confirmed_18);

create or replace function private.stamp_age_confirmation()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if not new.age_confirmed_18 then
    new.age_confirmed_at := null;
  elsif tg_op = 'INSERT' or not old.age_confirmed_18 then
    new.age_confirmed_at := now();
  else
    new.age_confirmed_at := old.age_confirmed_at;
  end if;
  return new;
end;
$$;

create trigger profiles_stamp_age_confirmation
before insert or update of age_confirmed_18, age_confirmed_at on public.profiles
for each row execute function private.stamp_age_confirmation();
