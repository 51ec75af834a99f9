-- assessment_correlations.correlation_score is written by the database (spec sections 3 and 7):
-- how well a person's own mood check-in agrees with the assessment they took the same day.
--
--   assessment wellbeing  a = 1 - (sum of the session's totals) / (sum of their maximums)
--                              (each instrument's maximum is 3 × its question count: GAD-7 21, PHQ-9 27)
--   check-in wellbeing    m = (mood - 1) / 4          (mood 1..5)
--   correlation_score       = round(1 - 2 × |a - m|, 2)
--
-- 1 means the check-in and the assessment tell the same story, 0 that they sit half the scale
-- apart, -1 that they are at opposite ends. The check-in is the row's mood log or, without one,
-- the mood log its journal entry was written with. No check-in, or a session not scored yet:
-- the score stays null. A value sent by the client is replaced, so every stored score means the
-- same thing. It compares one check-in with one assessment; it is not a statistical correlation
-- and is never shown as a judgement of the person.

create or replace function private.score_assessment_correlation()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  check_in uuid := new.mood_log_id;
  mood_wellbeing numeric;
  assessment_wellbeing numeric;
begin
  new.correlation_score := null;
  if check_in is null and new.journal_entry_id is not null then
    select j.mood_log_id into check_in from public.journal_entries j where j.id = new.journal_entry_id;
  end if;
  if check_in is null or new.assessment_session_id is null then
    return new;
  end if;

  select (m.mood - 1) / 4.0 into mood_wellbeing from public.mood_logs m where m.id = check_in;
  select 1 - sum(s.total_score)::numeric / nullif(sum(q.question_count * 3), 0)
  into assessment_wellbeing
  from public.clinical_scores s
  cross join lateral (
    select count(*) as question_count from public.clinical_questions c where c.assessment_id = s.assessment_id
  ) q
  where s.session_id = new.assessment_session_id;

  if mood_wellbeing is not null and assessment_wellbeing is not null then
    new.correlation_score := round(greatest(-1, least(1, 1 - 2 * abs(assessment_wellbeing - mood_wellbeing))), 2);
  end if;
  return new;
end;
$$;

comment on function private.score_assessment_correlation() is
  'Sets assessment_correlations.correlation_score: 1 - 2 × |assessment wellbeing - check-in wellbeing|, both on 0..1 (see the migration header).';

create trigger assessment_correlations_score
before insert on public.assessment_correlations
for each row execute function private.score_assessment_correlation();
