-- Sample partners: five fictional professionals, so a development install has a directory to
-- look at. Applied by the embedded server on every start while HAVEN_SAMPLE_PARTNERS is on
-- (server/seed/sample-partners.ts), and removed while it is off, the default. Never part of
-- seed.sql, so hosted Supabase gets none unless someone runs this file on purpose.
--
-- They are status 'sample', never 'verified' (the database refuses to verify one): every page
-- labels them "Sample profile — fictional, for demonstration" and shows no verification claim.
-- Their accounts have no password (encrypted_password is null), so nobody can sign in as them,
-- and their bios say plainly that they are not real. Safe to run more than once.

insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
values
  ('e0000000-0000-4000-8000-000000000001', 'authenticated', 'authenticated', 'sample-partner-1@example.org', null, now(),
   '{"provider": "email", "providers": ["email"], "role": "partner"}', '{"display_name": "Imani Achterberg"}'),
  ('e0000000-0000-4000-8000-000000000002', 'authenticated', 'authenticated', 'sample-partner-2@example.org', null, now(),
   '{"provider": "email", "providers": ["email"], "role": "partner"}', '{"display_name": "Tomás Ferreira-Whitlock"}'),
  ('e0000000-0000-4000-8000-000000000003', 'authenticated', 'authenticated', 'sample-partner-3@example.org', null, now(),
   '{"provider": "email", "providers": ["email"], "role": "partner"}', '{"display_name": "Harriet Nakagawa-Bell"}'),
  ('e0000000-0000-4000-8000-000000000004', 'authenticated', 'authenticated', 'sample-partner-4@example.org', null, now(),
   '{"provider": "email", "providers": ["email"], "role": "partner"}', '{"display_name": "Jonah Pellerin"}'),
  ('e0000000-0000-4000-8000-000000000005', 'authenticated', 'authenticated', 'sample-partner-5@example.org', null, now(),
   '{"provider": "email", "providers": ["email"], "role": "partner"}', '{"display_name": "Sunniva Okonkwo-Reyes"}')
on conflict (id) do nothing;

insert into public.partners (
  id, user_id, profession, full_name, credentials, license_number, license_states,
  specialties, approaches, languages, insurance, fee_min, fee_max, sliding_scale,
  telehealth, in_person, city, state, accepting_clients, bio, status
) values
  ('f0000000-0000-4000-8000-000000000001', 'e0000000-0000-4000-8000-000000000001',
   'psychologist', 'Dr. Imani Achterberg', 'PhD, Licensed Psychologist', 'DEMO-PSY-10427', '{CA,NY}',
   '{anxiety,panic,ocd}', '{CBT,"Exposure and response prevention"}', '{English,Dutch}',
   '{Aetna,"Blue Shield of California"}', 150, 220, false,
   true, true, 'Oakland', 'CA', true,
   'Sample profile: Dr. Achterberg is fictional and requests sent here reach no one. In a real listing, this is where a psychologist would describe how they help people with anxiety, panic and OCD using CBT and exposure work.',
   'sample'),
  ('f0000000-0000-4000-8000-000000000002', 'e0000000-0000-4000-8000-000000000002',
   'social_worker', 'Tomás Ferreira-Whitlock', 'LCSW', 'DEMO-LCSW-55810', '{TX}',
   '{depression,grief,"life transitions"}', '{"Behavioral activation","Person-centered"}', '{English,Spanish,Portuguese}',
   '{Medicaid,"BlueCross BlueShield of Texas"}', 60, 120, true,
   true, false, 'San Antonio', 'TX', true,
   'Sample profile: Tomás is fictional and requests sent here reach no one. A real clinical social worker listing would explain their work with low mood, grief and big life changes, offered online and on a sliding scale.',
   'sample'),
  ('f0000000-0000-4000-8000-000000000003', 'e0000000-0000-4000-8000-000000000003',
   'psychiatrist', 'Dr. Harriet Nakagawa-Bell', 'MD, Board-certified Psychiatrist', 'DEMO-MD-88213', '{WA,OR}',
   '{depression,adhd,"medication management"}', '{"Medication management","Supportive therapy"}', '{English,Japanese}',
   '{Premera,"Kaiser Permanente"}', 250, 400, false,
   true, true, 'Seattle', 'WA', false,
   'Sample profile: Dr. Nakagawa-Bell is fictional and requests sent here reach no one. A real psychiatrist listing would describe evaluations and medication care for depression and ADHD.',
   'sample'),
  ('f0000000-0000-4000-8000-000000000004', 'e0000000-0000-4000-8000-000000000004',
   'counselor', 'Jonah Pellerin', 'LPC', 'DEMO-LPC-31177', '{IL}',
   '{stress,burnout,relationships}', '{ACT,"Solution-focused"}', '{English,French}',
   '{Cigna,UnitedHealthcare}', 90, 140, false,
   true, true, 'Chicago', 'IL', true,
   'Sample profile: Jonah is fictional and requests sent here reach no one. A real counselor listing would describe practical, values-based help with stress, burnout and relationships.',
   'sample'),
  ('f0000000-0000-4000-8000-000000000005', 'e0000000-0000-4000-8000-000000000005',
   'therapist', 'Sunniva Okonkwo-Reyes', 'LMFT', 'DEMO-LMFT-70952', '{FL,GA}',
   '{relationships,trauma,"self-worth"}', '{"Emotionally focused therapy",EMDR}', '{English}',
   '{}', 110, 160, true,
   true, false, 'Tampa', 'FL', true,
   'Sample profile: Sunniva is fictional and requests sent here reach no one. A real marriage and family therapist listing would describe work with couples, trauma and self-worth, online only, self-pay with a sliding scale.',
   'sample')
on conflict (id) do nothing;
