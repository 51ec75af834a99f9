import type { BackendClient } from '@/lib/supabase';
import { analyticsEventRows, elapsedSeconds, performanceMetricRows, userAnalyticsRow, type TrackedEvent } from '@/lib/assessment/analytics';
import { logFailure } from '@/lib/assessment/log';
import type { Walk } from '@/lib/assessment/navigation';
import {
  insertAnalyticsEvents,
  insertCorrelation,
  insertPerformanceMetrics,
  insertUserAnalytics,
  selectRecentJournalEntry,
  selectRecentMoodLog,
} from '@/lib/queries/assessment';

/** What a completed assessment records beyond its answers. */
export interface Completion {
  client: BackendClient;
  userId: string;
  contextType: string;
  sessionId: string;
  /** The events tracked during the walk; `assessment_completed` is added here. */
  events: TrackedEvent[];
  questionCount: number;
  walk: Walk;
  /** When the walk started (ms since the epoch). */
  startedAt: number;
  loadMs: number | null;
  submitMs: number;
  retries: number;
}

/** The analytics rows of a completed assessment (spec section 7); failures are only logged. */
export async function recordCompletion(completion: Completion) {
  const { client, userId, sessionId, walk, questionCount } = completion;
  const now = new Date();
  const completionSeconds = elapsedSeconds(completion.startedAt, now.getTime());
  const batch: TrackedEvent[] = [
    ...completion.events,
    {
      type: 'assessment_completed',
      data: { completionTime: completionSeconds, totalQuestions: questionCount, questionsAnswered: Object.keys(walk.answers).length },
    },
  ];
  const writes = [
    insertAnalyticsEvents(client, analyticsEventRows(batch, now)),
    insertUserAnalytics(client, userAnalyticsRow({ userId, sessionId, completionSeconds, revisited: walk.revisited.length })),
    insertPerformanceMetrics(
      client,
      performanceMetricRows({
        contextType: completion.contextType,
        questionCount,
        loadMs: completion.loadMs,
        submitMs: completion.submitMs,
        retries: completion.retries,
      }),
    ),
    linkSameDayRecords(client, userId, sessionId, now),
  ];
  for (const outcome of await Promise.allSettled(writes)) {
    const error: unknown = outcome.status === 'rejected' ? outcome.reason : outcome.value?.error;
    if (error) logFailure('analytics could not be saved', error);
  }
}

/**
 * Links the session to the person's newest mood check-in and the journal entry they wrote nearest
 * before it, each from the last 24 hours (one `same_day_records` row in assessment_correlations;
 * the database scores how well the check-in agrees with the assessment, docs/assessment.md).
 */
async function linkSameDayRecords(client: BackendClient, userId: string, sessionId: string, now: Date) {
  const since = new Date(now.getTime() - 24 * 3600_000).toISOString();
  const [mood, journal] = await Promise.all([selectRecentMoodLog(client, userId, since), selectRecentJournalEntry(client, userId, since)]);
  if (mood.error || journal.error) return mood.error ? mood : journal;
  if (!mood.data && !journal.data) return mood;
  return insertCorrelation(client, {
    user_id: userId,
    assessment_session_id: sessionId,
    mood_log_id: mood.data?.id ?? null,
    journal_entry_id: journal.data?.id ?? null,
    correlation_type: 'same_day_records',
  });
}
