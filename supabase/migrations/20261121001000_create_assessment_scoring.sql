-- Scoring, crisis rules and program recommendations, as database rules so that every
-- client gets the same answer.
-- Functions: private.assessment_severity, private.score_assessment_session,
--            public.complete_assessment (RPC)
-- Triggers:  assessment_sessions (scores when completed), assessment_responses (re-scores a
--            completed session when an answer changes), crisis_detection_logs (counts one
--            anonymous crisis referral per session)
--
-- Rules (see docs/database.md):
--   GAD-7  0-4 minimal, 5-9 mild, 10-14 moderate, 15-21 severe
--   PHQ-9  0-4 minimal, 5-9 mild, 10-14 moderate, 15-19 moderately severe, 20-27 severe
--   crisis 3 or more answers >= 4 (spec rule; severity = count capped at 10)
--          PHQ-9 item 9 above 0 (self-harm item; severity 10)
--   high total: GAD-7 >= 15 or PHQ-9 >= 20 (the app then points to a professional)

create or replace function private.assessment_severity(p_instrument text, p_total integer)
returns text
language sql
immutable
security invoker
set search_path = ''
as $$
  select case p_instrument
    when 'GAD-7' then
      case when p_total >= 15 then 'severe'
           when p_total >= 10 then 'moderate'
           when p_total >= 5 then 'mild'
           else 'minimal' end
    when 'PHQ-9' then
      case when p_total >= 20 then 'severe'
           when p_total >= 15 then 'moderately severe'
           when p_total >= 10 then 'moderate'
           when p_total >= 5 then 'mild'
           else 'minimal' end
  end;
$$;

/**
 * Recomputes everything derived from a completed session's answers: clinical_scores (one row
 * per instrument), crisis_detection_logs (added once per crisis type, never removed) and up to
 * three assessment_program_recommendations. Does nothing for a session that is not completed.
 * Safe to run any number of times.
 *
 * Runs with the rights of whoever calls it; only the two trigger functions below call it, and
 * they are security definer, because users may read but never write scores and recommendations.
 */
create or replace function private.score_assessment_session(p_session_id uuid)
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_user_id uuid;
  v_high_risk_count integer;
  v_high_risk jsonb;
  v_item9 smallint;
  v_item9_question uuid;
begin
  select user_id into v_user_id
  from public.assessment_sessions
  where id = p_session_id and is_completed;
  if not found then
    return;
  end if;

  -- Scores: one row per instrument answered in this session.
  insert into public.clinical_scores as s
    (session_id, assessment_id, instrument, total_score, severity_level, item9_score, computed_at)
  select
    p_session_id,
    a.id,
    a.clinical_type,
    sum(r.user_response_value)::integer,
    private.assessment_severity(a.clinical_type, sum(r.user_response_value)::integer),
    max(r.user_response_value) filter (where a.clinical_type = 'PHQ-9' and q.item_number = 9),
    now()
  from public.assessment_responses r
  join public.clinical_questions q on q.id = r.clinical_question_id
  join public.clinical_assessments a on a.id = q.assessment_id
  where r.session_id = p_session_id
  group by a.id, a.clinical_type
  on conflict (session_id, assessment_id) do update
  set instrument = excluded.instrument,
      total_score = excluded.total_score,
      severity_level = excluded.severity_level,
      item9_score = excluded.item9_score,
      computed_at = excluded.computed_at;

  -- An instrument whose answers were all removed no longer has a score.
  delete from public.clinical_scores s
  where s.session_id = p_session_id
    and not exists (
      select 1
      from public.assessment_responses r
      join public.clinical_questions q on q.id = r.clinical_question_id
      where r.session_id = p_session_id and q.assessment_id = s.assessment_id
    );

  -- Crisis rule from the product spec: 3 or more answers with a value of 4 or higher.
  select
    count(*),
    coalesce(jsonb_agg(
      jsonb_build_object('clinical_question_id', r.clinical_question_id, 'value', r.user_response_value)
      order by q.question_order
    ), '[]'::jsonb)
  into v_high_risk_count, v_high_risk
  from public.assessment_responses r
  join public.clinical_questions q on q.id = r.clinical_question_id
  where r.session_id = p_session_id and r.user_response_value >= 4;

  if v_high_risk_count >= 3 and not exists (
    select 1 from public.crisis_detection_logs
    where session_id = p_session_id and crisis_type = 'high_risk_responses'
  ) then
    insert into public.crisis_detection_logs
      (session_id, user_id, crisis_type, severity_level, triggered_by_responses, automatic_actions)
    values
      (p_session_id, v_user_id, 'high_risk_responses', least(v_high_risk_count, 10), v_high_risk,
       array['redirect_to_crisis_resources']);
  end if;

  -- PHQ-9 item 9 (thoughts of being better off dead or of self-harm): any answer above
  -- "Not at all" shows support options at once, whatever the total.
  select r.user_response_value, r.clinical_question_id
  into v_item9, v_item9_question
  from public.assessment_responses r
  join public.clinical_questions q on q.id = r.clinical_question_id
  join public.clinical_assessments a on a.id = q.assessment_id
  where r.session_id = p_session_id and a.clinical_type = 'PHQ-9' and q.item_number = 9;

  if v_item9 > 0 and not exists (
    select 1 from public.crisis_detection_logs
    where session_id = p_session_id and crisis_type = 'self_harm_item'
  ) then
    insert into public.crisis_detection_logs
      (session_id, user_id, crisis_type, severity_level, triggered_by_responses, automatic_actions)
    values
      (p_session_id, v_user_id, 'self_harm_item', 10,
       jsonb_build_array(jsonb_build_object('clinical_question_id', v_item9_question, 'value', v_item9)),
       array['redirect_to_crisis_resources']);
  end if;

  -- Recommendations: rebuilt from the current scores.
  delete from public.assessment_program_recommendations where session_id = p_session_id;

  insert into public.assessment_program_recommendations
    (session_id, program_id, recommendation_score, recommendation_reason)
  with scores as (
    select instrument, total_score, severity_level
    from public.clinical_scores
    where session_id = p_session_id
  ),
  sleep as (
    -- PHQ-9 item 3: trouble falling or staying asleep, or sleeping too much.
    select max(r.user_response_value) as item3
    from public.assessment_responses r
    join public.clinical_questions q on q.id = r.clinical_question_id
    join public.clinical_assessments a on a.id = q.assessment_id
    where r.session_id = p_session_id and a.clinical_type = 'PHQ-9' and q.item_number = 3
  ),
  -- Each instrument suggests three programs, best fit first (step 0, 1, 2).
  program_map (instrument, slug, step, what_it_offers) as (
    values
      ('GAD-7', 'anxiety-management', 0,
       'Anxiety Management teaches practical CBT skills to calm your body and loosen worry''s grip, one week at a time.'),
      ('GAD-7', 'stress-reset', 1,
       'Stress Reset offers short, body-based ways to settle your stress response when things pile up.'),
      ('GAD-7', 'mindfulness-foundations', 2,
       'Mindfulness practice can help you step back from anxious thoughts instead of being carried along by them.'),
      ('PHQ-9', 'low-mood', 0,
       'Planning small, rewarding activities is one of the best-studied ways to lift low mood.'),
      ('PHQ-9', 'self-worth', 1,
       'Self-Worth helps you notice a harsh inner critic and treat yourself with more kindness.'),
      ('PHQ-9', 'burnout-recovery', 2,
       'If exhaustion is part of the picture, Burnout Recovery helps you rebuild energy and set workable limits.')
  ),
  candidates (slug, score, reason) as (
    select
      m.slug,
      -- 0.55 plus up to 0.4 as the total rises to the instrument's maximum, minus 0.15 for
      -- each step down the list, so each concern's best fit comes before another concern's
      -- second choice unless that concern is much stronger.
      0.55 + 0.4 * least(s.total_score, case s.instrument when 'GAD-7' then 21 else 27 end)
                 / (case s.instrument when 'GAD-7' then 21 else 27 end)::numeric
           - 0.15 * m.step,
      case
        when s.instrument = 'GAD-7' and s.severity_level = 'mild' then
          'Your answers suggest worry and tension have been showing up on some days. '
        when s.instrument = 'GAD-7' then
          'Your answers suggest worry has been taking up a lot of room lately. '
        when s.severity_level = 'mild' then
          'Your answers suggest your mood and energy have dipped on some days. '
        else
          'Your answers suggest low mood has been weighing on you lately. '
      end || m.what_it_offers
    from scores s
    join program_map m on m.instrument = s.instrument
    where s.severity_level <> 'minimal'

    union all

    select
      'better-sleep',
      0.45 + 0.1 * sleep.item3,
      case when sleep.item3 >= 3
        then 'You told us sleep has been a struggle nearly every day. '
        else 'You told us sleep has been a struggle on more than half the days. '
      end || 'Better Sleep uses CBT-I, the approach sleep specialists recommend first, to help your nights settle.'
    from sleep
    where sleep.item3 >= 2

    union all

    select
      'mindfulness-foundations',
      0.5,
      'Your answers don''t point to anything pressing right now, which is good to see. '
        || 'Mindfulness Foundations is a gentle way to build a daily habit that helps keep it that way.'
    where not exists (select 1 from scores where severity_level <> 'minimal')
  ),
  best_per_program as (
    select distinct on (c.slug) c.slug, c.score, c.reason
    from candidates c
    order by c.slug, c.score desc
  )
  select p_session_id, p.id, round(greatest(0, least(1, b.score)), 2), b.reason
  from best_per_program b
  join public.programs p on p.slug = b.slug and p.published
  order by b.score desc, b.slug
  limit 3;
end;
$$;

revoke execute on function private.assessment_severity(text, integer) from public;
revoke execute on function private.score_assessment_session(uuid) from public;

-- Security definer: scores, crisis logs and recommendations are written by the database, not
-- by the user whose update fired the trigger (users may only read them). It scores only the
-- session the trigger fired for, which RLS already let that user update.
create or replace function private.score_completed_session()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.score_assessment_session(new.id);
  return null;
end;
$$;

-- Security definer for the same reason: an answer changed in a completed session re-scores it.
create or replace function private.rescore_after_answer_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    perform private.score_assessment_session(old.session_id);
  else
    perform private.score_assessment_session(new.session_id);
    if tg_op = 'UPDATE' and old.session_id <> new.session_id then
      perform private.score_assessment_session(old.session_id);
    end if;
  end if;
  return null;
end;
$$;

revoke execute on function private.score_completed_session() from public;
revoke execute on function private.rescore_after_answer_change() from public;

create trigger assessment_sessions_score_on_completion
after update of is_completed on public.assessment_sessions
for each row
when (new.is_completed)
execute function private.score_completed_session();

create trigger assessment_responses_rescore
after insert or update or delete on public.assessment_responses
for each row execute function private.rescore_after_answer_change();

-- The first crisis log of a session counts one anonymous crisis referral, whether the
-- database or the app wrote the log.
create or replace function private.count_assessment_crisis_referral()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if new.session_id is null or not exists (
    select 1 from public.crisis_detection_logs
    where session_id = new.session_id and id <> new.id
  ) then
    perform public.record_crisis_referral('assessment');
  end if;
  return null;
end;
$$;

revoke execute on function private.count_assessment_crisis_referral() from public;

create trigger crisis_detection_logs_count_referral
after insert on public.crisis_detection_logs
for each row execute function private.count_assessment_crisis_referral();

/**
 * Completes the caller's assessment session and returns what the results screen needs:
 *   { session_id, crisis, crisis_types[], high_total,
 *     scores: [{ assessment_id, instrument, total_score, max_score, severity_level,
 *                item9_score, high_total }],
 *     recommendations: [{ program_id, slug, title, recommendation_score, recommendation_reason }] }
 * Idempotent: a second call returns the same result. Another user's session is "not found".
 * Security invoker: the update goes through row-level security, which is the ownership check.
 */
create or replace function public.complete_assessment(p_session_id uuid)
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_scores jsonb;
  v_recommendations jsonb;
  v_crisis_types text[];
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to complete an assessment.'
      using errcode = 'insufficient_privilege';
  end if;

  update public.assessment_sessions
  set is_completed = true
  where id = p_session_id and user_id = (select auth.uid());

  if not found then
    raise exception 'Assessment session % was not found.', p_session_id
      using errcode = 'no_data_found',
            hint = 'Start a new assessment session and answer its questions first.';
  end if;

  select coalesce(jsonb_agg(jsonb_build_object(
           'assessment_id', s.assessment_id,
           'instrument', s.instrument,
           'total_score', s.total_score,
           'max_score', case s.instrument when 'GAD-7' then 21 else 27 end,
           'severity_level', s.severity_level,
           'item9_score', s.item9_score,
           'high_total', (s.instrument = 'GAD-7' and s.total_score >= 15)
                      or (s.instrument = 'PHQ-9' and s.total_score >= 20)
         ) order by s.instrument), '[]'::jsonb)
  into v_scores
  from public.clinical_scores s
  where s.session_id = p_session_id;

  select coalesce(jsonb_agg(jsonb_build_object(
           'program_id', r.program_id,
           'slug', p.slug,
           'title', p.title,
           'recommendation_score', r.recommendation_score,
           'recommendation_reason', r.recommendation_reason
         ) order by r.recommendation_score desc, p.slug), '[]'::jsonb)
  into v_recommendations
  from public.assessment_program_recommendations r
  join public.programs p on p.id = r.program_id
  where r.session_id = p_session_id;

  select coalesce(array_agg(distinct l.crisis_type order by l.crisis_type), '{}')
  into v_crisis_types
  from public.crisis_detection_logs l
  where l.session_id = p_session_id;

  return jsonb_build_object(
    'session_id', p_session_id,
    'crisis', cardinality(v_crisis_types) > 0,
    'crisis_types', to_jsonb(v_crisis_types),
    'high_total', coalesce((select bool_or((x ->> 'high_total')::boolean) from jsonb_array_elements(v_scores) x), false),
    'scores', v_scores,
    'recommendations', v_recommendations
  );
end;
$$;

comment on function public.complete_assessment(uuid) is
  'Marks the caller''s session completed, scores it, applies the crisis rules, writes up to 3 recommendations, and returns {crisis, high_total, scores, recommendations}.';

revoke execute on function public.complete_assessment(uuid) from public;
grant execute on function public.complete_assessment(uuid) to authenticated, service_role;
