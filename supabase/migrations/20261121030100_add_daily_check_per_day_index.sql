-- One daily check per day in a program, whichever week it was recorded under.
-- Tables: public.program_progress (index)
--
-- program_progress is unique per (enrolment_id, week, item_kind, item_key, day), so a member
-- moving on to the next week could otherwise record a second check for the same day.

create unique index program_progress_one_daily_check_per_day_idx
on public.program_progress (enrolment_id, day)
where item_kind = 'daily_check';
