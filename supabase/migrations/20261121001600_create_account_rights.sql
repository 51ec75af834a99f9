-- Account data rights: take a copy of everything, or delete the account and everything in it.
-- Functions: public.export_my_data(), public.delete_my_account()

/**
 * Everything Haven stores about the caller, as one JSON document.
 * Security invoker: row-level security already limits every read to the caller's rows; each
 * query also filters on the caller explicitly, so an admin's export holds only their own data.
 */
create or replace function public.export_my_data()
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
begin
  if me is null then
    raise exception 'Sign in to export your data.'
      using errcode = 'insufficient_privilege';
  end if;

  return jsonb_build_object(
    'exported_at', now(),
    'user_id', me,
    'profile', (select to_jsonb(p) from public.profiles p where p.id = me),
    'subscription', (select to_jsonb(s) from public.subscriptions s where s.user_id = me),
    'assessments', coalesce((
      select jsonb_agg(
        to_jsonb(a) || jsonb_build_object(
          'responses', coalesce((
            select jsonb_agg(to_jsonb(r) order by r.created_at)
            from public.assessment_responses r where r.session_id = a.id), '[]'::jsonb),
          'scores', coalesce((
            select jsonb_agg(to_jsonb(s) order by s.instrument)
            from public.clinical_scores s where s.session_id = a.id), '[]'::jsonb),
          'recommendations', coalesce((
            select jsonb_agg(to_jsonb(pr) order by pr.recommendation_score desc)
            from public.assessment_program_recommendations pr where pr.session_id = a.id), '[]'::jsonb)
        )
        order by a.created_at)
      from public.assessment_sessions a where a.user_id = me), '[]'::jsonb),
    'crisis_detection_logs', coalesce((
      select jsonb_agg(to_jsonb(l) order by l.created_at)
      from public.crisis_detection_logs l where l.user_id = me), '[]'::jsonb),
    'assessment_user_analytics', coalesce((
      select jsonb_agg(to_jsonb(u) order by u.created_at)
      from public.assessment_user_analytics u where u.user_id = me), '[]'::jsonb),
    'assessment_correlations', coalesce((
      select jsonb_agg(to_jsonb(c) order by c.created_at)
      from public.assessment_correlations c where c.user_id = me), '[]'::jsonb),
    'mood_logs', coalesce((
      select jsonb_agg(to_jsonb(m) order by m.logged_at)
      from public.mood_logs m where m.user_id = me), '[]'::jsonb),
    'journal_entries', coalesce((
      select jsonb_agg(to_jsonb(j) - 'search' order by j.created_at)
      from public.journal_entries j where j.user_id = me), '[]'::jsonb),
    'program_enrolments', coalesce((
      select jsonb_agg(
        to_jsonb(e) || jsonb_build_object(
          'program_slug', (select slug from public.programs where id = e.program_id),
          'progress', coalesce((
            select jsonb_agg(to_jsonb(pp) order by pp.week, pp.item_kind, pp.item_key, pp.day)
            from public.program_progress pp where pp.enrolment_id = e.id and pp.user_id = me), '[]'::jsonb)
        )
        order by e.started_at)
      from public.program_enrolments e where e.user_id = me), '[]'::jsonb),
    'chat_conversations', coalesce((
      select jsonb_agg(
        to_jsonb(c) || jsonb_build_object(
          'messages', coalesce((
            select jsonb_agg(to_jsonb(m) order by m.created_at)
            from public.chat_messages m where m.conversation_id = c.id and m.user_id = me), '[]'::jsonb)
        )
        order by c.started_at)
      from public.chat_conversations c where c.user_id = me), '[]'::jsonb),
    'chat_reports', coalesce((
      select jsonb_agg(to_jsonb(r) order by r.created_at)
      from public.chat_reports r where r.user_id = me), '[]'::jsonb),
    'contact_requests_sent', coalesce((
      select jsonb_agg(
        to_jsonb(cr) || jsonb_build_object(
          'shares', coalesce((
            select jsonb_agg(to_jsonb(sh) order by sh.created_at)
            from public.contact_shares sh where sh.request_id = cr.id and sh.sender_id = me), '[]'::jsonb)
        )
        order by cr.created_at)
      from public.contact_requests cr where cr.sender_id = me), '[]'::jsonb),
    'partner_profile', (select to_jsonb(p) from public.partners p where p.user_id = me)
  );
end;
$$;

comment on function public.export_my_data() is
  'Everything stored about the caller (profile, plan, assessments, mood, journal, programs, chats, contact requests) as JSON.';

revoke execute on function public.export_my_data() from public;
grant execute on function public.export_my_data() to authenticated;

/**
 * Deletes the caller's account. Every table that holds personal data references auth.users
 * with on delete cascade, so this one delete removes all of it; the anonymous crisis referral
 * counts and analytics hold no user id and stay.
 * Security definer: users have no rights on auth.users; the function deletes exactly one row,
 * the caller's own.
 */
create or replace function public.delete_my_account()
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
begin
  if me is null then
    raise exception 'Sign in to delete your account.'
      using errcode = 'insufficient_privilege';
  end if;
  delete from auth.users where id = me;
end;
$$;

comment on function public.delete_my_account() is
  'Deletes the caller''s account and, through cascades, every row about them.';

revoke execute on function public.delete_my_account() from public;
grant execute on function public.delete_my_account() to authenticated;
