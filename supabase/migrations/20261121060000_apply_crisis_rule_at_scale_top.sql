-- The assessment's crisis rule "3 or more answers of 4 or higher" could never fire: GAD-7 and
-- PHQ-9 answers go from 0 to 3. The rule now counts answers at the top of their item's scale
-- (the highest option value in clinical_questions.clinical_options: 3, "Nearly every day", on
-- both validated scales), so it works on today's scales and on any later scale with another
-- range.
-- Functions: private.score_assessment_session (replaced; only the high_risk_responses rule
--            changed)
-- Comments:  public.assessment_responses.user_response_value, public.crisis_detection_logs
--
-- Rules (see docs/database.md):
--   crisis 3 or more answers at the top of their scale (high_risk_responses; severity = that
--          count capped at 10)
--          PHQ-9 item 9 above 0 (self_harm_item; severity 10), unchanged
--
-- Sessions completed before this migration are not re-scored: a crisis log now would count a
-- crisis referral for support that was never shown. They are re-scored, under the new rule,
-- only if one of their answers changes.

/**
 * Recomputes everything derived from a completed session's answers: clinical_scores (one row
 * per instrument), crisis_detection_logs (added once per crisis type, never removed) and up to
 * three assessment_program_recommendations. Does nothing for a session that is not completed.
 * Safe to run any number of times.
 *
 * Runs with the rights of whoever calls it; only the two trigger functions of
 * 20261121001000_create_assessment_scoring.sql call it, and they are security definer,
 * because users may read but never write scores and recommendations.
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

  -- Crisis rule from the product spec ("3 or more answers of 4 or higher"), read on the
  -- validated scales: 3 or more answers at the top of their item's scale. The top is the
  -- highest value among the item's clinical_options (3, "Nearly every day", on GAD-7 and
  -- PHQ-9), so a scale with another range uses its own top. A value above the top, which the
  -- app never sends, counts too; an item with no numeric option values never counts.
  select
    count(*),
    coalesce(jsonb_agg(
      jsonb_build_object('clinical_question_id', r.clinical_question_id, 'value', r.user_response_value)
      order by q.question_order
    ), '[]'::jsonb)
  into v_high_risk_count, v_high_risk
  from public.assessment_responses r
  join public.clinical_questions q on q.id = r.clinical_question_id
  cross join lateral (
    select max((o ->> 'value')::numeric) as top
    from jsonb_array_elements(q.clinical_options) o
    where jsonb_typeof(o -> 'value') = 'number'
  ) scale
  where r.session_id = p_session_id and scale.top > 0 and r.user_response_value >= scale.top;

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

revoke execute on function private.score_assessment_session(uuid) from public;

comment on column public.assessment_responses.user_response_value is
  'The option value: 0-3 on GAD-7 and PHQ-9. Up to 10 is accepted for future scales with a wider range.';

comment on table public.crisis_detection_logs is
  'A crisis signal in an assessment: 3+ answers at the top of their scale (high_risk_responses, severity = count capped at 10) or PHQ-9 item 9 above 0 (self_harm_item, severity 10). Private to the person.';
