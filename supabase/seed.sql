-- Seed data: the GAD-7 and PHQ-9 instruments and the assessment configurations. Programs and
-- articles are loaded from content/ by the content seeder, not here; the fictional sample
-- partners are in sample-partners.sql (HAVEN_SAMPLE_PARTNERS). Safe to run more than once.
--
-- PHQ-9 and GAD-7: Developed by Drs. Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke and
-- colleagues, with an educational grant from Pfizer Inc. No permission required to reproduce,
-- translate, display or distribute. Item wording, the 2-week stem and the 0-3 options are the
-- validated ones and must not be edited; the friendly wording sits beside them.

-- Instruments ---------------------------------------------------------------------------------

insert into public.clinical_assessments (id, clinical_type, name, stem, attribution, is_active) values
  ('a0000000-0000-4000-8000-000000000007', 'GAD-7', 'Generalized Anxiety Disorder 7-item scale',
   'Over the last 2 weeks, how often have you been bothered by the following problems?',
   'Developed by Drs. Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke and colleagues, with an educational grant from Pfizer Inc. No permission required to reproduce, translate, display or distribute.',
   true),
  ('a0000000-0000-4000-8000-000000000009', 'PHQ-9', 'Patient Health Questionnaire 9-item depression scale',
   'Over the last 2 weeks, how often have you been bothered by any of the following problems?',
   'Developed by Drs. Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke and colleagues, with an educational grant from Pfizer Inc. No permission required to reproduce, translate, display or distribute.',
   true)
on conflict (id) do update
set clinical_type = excluded.clinical_type, name = excluded.name, stem = excluded.stem,
    attribution = excluded.attribution, is_active = excluded.is_active;

-- Items: GAD-7 first (question_order 1-7), then PHQ-9 (8-16), so both read in order together.
with options (clinical_options) as (
  select '[{"value":0,"label":"Not at all"},{"value":1,"label":"Several days"},{"value":2,"label":"More than half the days"},{"value":3,"label":"Nearly every day"}]'::jsonb
),
items (id, assessment_id, item_number, question_order, clinical_text) as (
  values
    ('b0000007-0000-4000-8000-000000000001'::uuid, 'a0000000-0000-4000-8000-000000000007'::uuid, 1, 1,
     'Feeling nervous, anxious, or on edge'),
    ('b0000007-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000007', 2, 2,
     'Not being able to stop or control worrying'),
    ('b0000007-0000-4000-8000-000000000003', 'a0000000-0000-4000-8000-000000000007', 3, 3,
     'Worrying too much about different things'),
    ('b0000007-0000-4000-8000-000000000004', 'a0000000-0000-4000-8000-000000000007', 4, 4,
     'Trouble relaxing'),
    ('b0000007-0000-4000-8000-000000000005', 'a0000000-0000-4000-8000-000000000007', 5, 5,
     'Being so restless that it is hard to sit still'),
    ('b0000007-0000-4000-8000-000000000006', 'a0000000-0000-4000-8000-000000000007', 6, 6,
     'Becoming easily annoyed or irritable'),
    ('b0000007-0000-4000-8000-000000000007', 'a0000000-0000-4000-8000-000000000007', 7, 7,
     'Feeling afraid, as if something awful might happen'),
    ('b0000009-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000009', 1, 8,
     'Little interest or pleasure in doing things'),
    ('b0000009-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000009', 2, 9,
     'Feeling down, depressed, or hopeless'),
    ('b0000009-0000-4000-8000-000000000003', 'a0000000-0000-4000-8000-000000000009', 3, 10,
     'Trouble falling or staying asleep, or sleeping too much'),
    ('b0000009-0000-4000-8000-000000000004', 'a0000000-0000-4000-8000-000000000009', 4, 11,
     'Feeling tired or having little energy'),
    ('b0000009-0000-4000-8000-000000000005', 'a0000000-0000-4000-8000-000000000009', 5, 12,
     'Poor appetite or overeating'),
    ('b0000009-0000-4000-8000-000000000006', 'a0000000-0000-4000-8000-000000000009', 6, 13,
     'Feeling bad about yourself — or that you are a failure or have let yourself or your family down'),
    ('b0000009-0000-4000-8000-000000000007', 'a0000000-0000-4000-8000-000000000009', 7, 14,
     'Trouble concentrating on things, such as reading the newspaper or watching television'),
    ('b0000009-0000-4000-8000-000000000008', 'a0000000-0000-4000-8000-000000000009', 8, 15,
     'Moving or speaking so slowly that other people could have noticed? Or the opposite — being so fidgety or restless that you have been moving around a lot more than usual'),
    ('b0000009-0000-4000-8000-000000000009', 'a0000000-0000-4000-8000-000000000009', 9, 16,
     'Thoughts that you would be better off dead or of hurting yourself in some way')
)
insert into public.clinical_questions
  (id, assessment_id, item_number, clinical_text, question_order, question_type, clinical_options)
select i.id, i.assessment_id, i.item_number, i.clinical_text, i.question_order, 'likert', o.clinical_options
from items i cross join options o
on conflict (id) do update
set clinical_text = excluded.clinical_text, item_number = excluded.item_number,
    question_order = excluded.question_order, clinical_options = excluded.clinical_options;

-- Friendly wording: same meaning, same 0-3 values, one sentence on why we ask.
with options (user_friendly_options) as (
  select '[{"value":0,"label":"Not at all"},{"value":1,"label":"On several days"},{"value":2,"label":"On more than half the days"},{"value":3,"label":"Nearly every day"}]'::jsonb
),
wording (id, clinical_question_id, user_friendly_text, explanation) as (
  values
    ('c0000007-0000-4000-8000-000000000001'::uuid, 'b0000007-0000-4000-8000-000000000001'::uuid,
     'In the last two weeks, how often have you felt nervous, anxious, or on edge?',
     'Feeling keyed up now and then is human; how often it happens tells us how much room anxiety is taking.'),
    ('c0000007-0000-4000-8000-000000000002', 'b0000007-0000-4000-8000-000000000002',
     'How often have you found you couldn''t stop or control your worrying?',
     'Worry that is hard to switch off is one of the clearest signs that anxiety is working overtime.'),
    ('c0000007-0000-4000-8000-000000000003', 'b0000007-0000-4000-8000-000000000003',
     'How often have you been worrying too much about lots of different things?',
     'Worry that spreads across many parts of life feels different from worry about one thing, so we ask about both.'),
    ('c0000007-0000-4000-8000-000000000004', 'b0000007-0000-4000-8000-000000000004',
     'How often have you had trouble relaxing?',
     'Finding it hard to unwind is a common way anxiety shows up in the body.'),
    ('c0000007-0000-4000-8000-000000000005', 'b0000007-0000-4000-8000-000000000005',
     'How often have you felt so restless that it was hard to sit still?',
     'Restlessness is another way anxiety can show up physically, even when your mind feels calm.'),
    ('c0000007-0000-4000-8000-000000000006', 'b0000007-0000-4000-8000-000000000006',
     'How often have you found yourself easily annoyed or irritable?',
     'Irritability often travels with stress and worry, even when we don''t notice the worry underneath.'),
    ('c0000007-0000-4000-8000-000000000007', 'b0000007-0000-4000-8000-000000000007',
     'How often have you felt afraid, as if something awful might happen?',
     'A sense of dread is a common part of anxiety, and knowing about it helps us suggest the right support.'),
    ('c0000009-0000-4000-8000-000000000001', 'b0000009-0000-4000-8000-000000000001',
     'In the last two weeks, how often have you had little interest or pleasure in doing things?',
     'Losing interest in things you usually enjoy is one of the two core signs of low mood.'),
    ('c0000009-0000-4000-8000-000000000002', 'b0000009-0000-4000-8000-000000000002',
     'How often have you felt down, depressed, or hopeless?',
     'This is the other core sign of low mood, so it matters how often it has been there.'),
    ('c0000009-0000-4000-8000-000000000003', 'b0000009-0000-4000-8000-000000000003',
     'How often have you had trouble falling or staying asleep, or been sleeping too much?',
     'Sleep and mood affect each other both ways; if sleep stands out, we may suggest help with it.'),
    ('c0000009-0000-4000-8000-000000000004', 'b0000009-0000-4000-8000-000000000004',
     'How often have you felt tired or had little energy?',
     'Low energy is common when mood is low, and it helps us pace anything we suggest.'),
    ('c0000009-0000-4000-8000-000000000005', 'b0000009-0000-4000-8000-000000000005',
     'How often have you had a poor appetite, or been overeating?',
     'Changes in appetite, in either direction, can be part of how low mood shows up.'),
    ('c0000009-0000-4000-8000-000000000006', 'b0000009-0000-4000-8000-000000000006',
     'How often have you felt bad about yourself — or felt that you are a failure or have let yourself or your family down?',
     'A harsh inner voice is common when mood is low, and there are good ways to work with it.'),
    ('c0000009-0000-4000-8000-000000000007', 'b0000009-0000-4000-8000-000000000007',
     'How often have you had trouble concentrating on things, like reading the newspaper or watching TV?',
     'Concentration often dips when mood is low, and it usually comes back as mood lifts.'),
    ('c0000009-0000-4000-8000-000000000008', 'b0000009-0000-4000-8000-000000000008',
     'How often have you been moving or speaking so slowly that other people could have noticed — or the opposite, been so fidgety or restless that you have been moving around a lot more than usual?',
     'Low mood can slow the body down or make it restless, and other people sometimes notice before we do.'),
    ('c0000009-0000-4000-8000-000000000009', 'b0000009-0000-4000-8000-000000000009',
     'How often have you had thoughts that you would be better off dead, or of hurting yourself in some way?',
     'We ask everyone this because your safety matters: any answer other than "Not at all" will show you support options right away.')
)
insert into public.user_question_translations
  (id, clinical_question_id, language, user_friendly_text, user_friendly_options, explanation)
select w.id, w.clinical_question_id, 'en', w.user_friendly_text, o.user_friendly_options, w.explanation
from wording w cross join options o
on conflict (id) do update
set user_friendly_text = excluded.user_friendly_text,
    user_friendly_options = excluded.user_friendly_options,
    explanation = excluded.explanation;

-- Configurations: the intake and the program check-in both use both instruments.
insert into public.assessment_configurations (id, context_type, is_default, included_assessments, description) values
  ('d0000000-0000-4000-8000-000000000001', 'intake', true,
   '{"a0000000-0000-4000-8000-000000000007": {"order": 1}, "a0000000-0000-4000-8000-000000000009": {"order": 2}}',
   'First wellbeing assessment: GAD-7 then PHQ-9.'),
  ('d0000000-0000-4000-8000-000000000002', 'check_in', true,
   '{"a0000000-0000-4000-8000-000000000007": {"order": 1}, "a0000000-0000-4000-8000-000000000009": {"order": 2}}',
   'Program check-in at weeks 3 and 6: GAD-7 then PHQ-9, compared with the baseline.')
on conflict (id) do update
set context_type = excluded.context_type, is_default = excluded.is_default,
    included_assessments = excluded.included_assessments, description = excluded.description;
