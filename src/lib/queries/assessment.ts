import type { Json } from '@/lib/database.types';
import type { BackendClient } from '@/lib/supabase';
import { limits } from '@/config/haven';
import type { AnalyticsEventRow } from '@/lib/assessment/analytics';
import { fallbackInstruments, type QuestionRow } from '@/lib/assessment/questions';
import type { Answers, CompletionResult } from '@/lib/assessment/types';
import type { HistoryRow } from '@/lib/insights/history';

/**
 * The assessment's calls (spec section 7, "Assessment"). Each function runs one query and
 * returns the supabase-js result; deciding what a failure means is the caller's job.
 */

/** The default configuration for a context ('intake', 'check_in'): one row. */
export function selectDefaultConfiguration(client: BackendClient, contextType: string) {
  return client
    .from('assessment_configurations')
    .select('included_assessments')
    .eq('context_type', contextType)
    .eq('is_default', true)
    .single();
}

/** The fallback when no configuration is found: the active GAD-7 and PHQ-9. */
export function selectFallbackAssessments(client: BackendClient) {
  return client
    .from('clinical_assessments')
    .select('id')
    .in('clinical_type', [...fallbackInstruments])
    .eq('is_active', true)
    .limit(limits.assessment.fallbackAssessments);
}

const questionColumns = [
  'id, assessment_id, item_number, clinical_text, question_order, question_type, clinical_options',
  'user_question_translations(id, user_friendly_text, user_friendly_options, explanation)',
  'clinical_assessments(clinical_type, name, stem, attribution)',
].join(', ');

/** The items of these instruments with their friendly translations, in `question_order`. */
export function selectQuestions(client: BackendClient, assessmentIds: string[]) {
  return client
    .from('clinical_questions')
    .select(questionColumns)
    .in('assessment_id', assessmentIds)
    .order('question_order')
    .overrideTypes<QuestionRow[], { merge: false }>();
}

/** Starts a session; `session_context` says where it came from (and the program, for check-ins). */
export function insertSession(client: BackendClient, userId: string, sessionType: string, sessionContext: Json) {
  return client
    .from('assessment_sessions')
    .insert({ user_id: userId, session_type: sessionType, session_context: sessionContext })
    .select('id, user_id, session_type, session_context, is_completed, completed_at')
    .single();
}

/**
 * One row per answer. An upsert, so saving again after a failed attempt (or after changing an
 * answer) never duplicates a row.
 */
export function upsertResponses(client: BackendClient, sessionId: string, answers: Answers) {
  const rows = Object.entries(answers).map(([questionId, answer]) => ({
    session_id: sessionId,
    clinical_question_id: questionId,
    user_response_value: answer.value,
    user_response_text: answer.label,
  }));
  return client.from('assessment_responses').upsert(rows, { onConflict: 'session_id,clinical_question_id' });
}

/**
 * Marks the session completed (`is_completed`, `completed_at`); the database scores it,
 * applies the crisis rules, logs any crisis and writes the recommendations, then returns them.
 */
export async function completeAssessment(client: BackendClient, sessionId: string) {
  const { data, error } = await client.rpc('complete_assessment', { p_session_id: sessionId });
  return { data: data as CompletionResult | null, error };
}

export function insertAnalyticsEvents(client: BackendClient, rows: AnalyticsEventRow[]) {
  return client.from('analytics_events').insert(rows);
}

export function insertUserAnalytics(
  client: BackendClient,
  row: {
    user_id: string;
    session_id: string;
    completion_time_seconds: number;
    questions_skipped: number;
    questions_revisited: number;
    response_consistency_score: number;
    engagement_score: number;
  },
) {
  return client.from('assessment_user_analytics').insert(row);
}

export function insertPerformanceMetrics(
  client: BackendClient,
  rows: { metric_name: string; metric_value: number; metric_context: Json }[],
) {
  return client.from('assessment_performance_metrics').insert(rows);
}

/**
 * The person's assessment history (spec section 7): their `assessment_user_analytics` rows,
 * newest first, each with its completed session and that session's scores.
 */
export function selectAssessmentHistory(client: BackendClient, userId: string, limit = 100) {
  return client
    .from('assessment_user_analytics')
    .select(
      'session_id, created_at, assessment_sessions!inner(session_type, completed_at, clinical_scores(instrument, total_score, severity_level))',
    )
    .eq('user_id', userId)
    .eq('assessment_sessions.is_completed', true)
    .order('created_at', { ascending: false })
    .limit(limit)
    .overrideTypes<HistoryRow[], { merge: false }>();
}

/** The person's newest mood log since `since`, to link a same-day assessment to it. */
export function selectRecentMoodLog(client: BackendClient, userId: string, since: string) {
  return client
    .from('mood_logs')
    .select('id')
    .eq('user_id', userId)
    .gte('logged_at', since)
    .order('logged_at', { ascending: false })
    .limit(1)
    .maybeSingle();
}

/** The journal entry the person wrote nearest before now (last saved since `since`), to link a same-day assessment to it. */
export function selectRecentJournalEntry(client: BackendClient, userId: string, since: string) {
  return client
    .from('journal_entries')
    .select('id')
    .eq('user_id', userId)
    .gte('updated_at', since)
    .order('updated_at', { ascending: false })
    .limit(1)
    .maybeSingle();
}

/** One link between an assessment and the person's own records; the database sets correlation_score. */
export function insertCorrelation(
  client: BackendClient,
  row: {
    user_id: string;
    assessment_session_id: string;
    mood_log_id: string | null;
    journal_entry_id: string | null;
    correlation_type: string;
  },
) {
  return client.from('assessment_correlations').insert(row);
}

/**
 * The person's completed sessions with their per-instrument scores, newest first: the trend
 * query (docs/assessment.md). `excludeId` leaves out the session just finished.
 */
export function selectCompletedSessions(client: BackendClient, userId: string, options: { limit: number; excludeId?: string }) {
  let query = client
    .from('assessment_sessions')
    .select('id, session_type, session_context, completed_at, clinical_scores(instrument, total_score, severity_level)')
    .eq('user_id', userId)
    .eq('is_completed', true);
  if (options.excludeId) query = query.neq('id', options.excludeId);
  return query.order('completed_at', { ascending: false }).limit(options.limit);
}
