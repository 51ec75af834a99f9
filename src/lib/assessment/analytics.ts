/**
 * The three events the assessment tracks (spec section 7). They go to `analytics_events` as
 * aggregate data: never a user id, a session id or the text of an answer.
 */
export type TrackedEvent =
  | {
      type: 'question_answered';
      data: { questionId: string; responseValue: number; responseTime: number; questionIndex: number };
    }
  | { type: 'question_navigation'; data: { direction: 'next' | 'previous'; from: number; to: number } }
  | { type: 'assessment_completed'; data: { completionTime: number; totalQuestions: number; questionsAnswered: number } };

export interface AnalyticsEventRow {
  event_type: TrackedEvent['type'];
  category: 'assessment';
  aggregated_data: TrackedEvent['data'];
  date_bucket: string;
  region: 'global';
}

/** The date part (YYYY-MM-DD) of a moment, in UTC. */
export function dateBucket(at: Date): string {
  return at.toISOString().slice(0, 10);
}

export function analyticsEventRows(events: TrackedEvent[], at: Date): AnalyticsEventRow[] {
  const date = dateBucket(at);
  return events.map((event) => ({
    event_type: event.type,
    category: 'assessment',
    aggregated_data: event.data,
    date_bucket: date,
    region: 'global',
  }));
}

/** Seconds between two moments in ms, never negative. */
export function elapsedSeconds(fromMs: number, toMs: number): number {
  return Math.max(0, Math.round((toMs - fromMs) / 1000));
}

/**
 * The person's own row in `assessment_user_analytics`, with the spec's defaults: nothing is
 * skipped (every question needs an answer), consistency 1 and engagement 1.
 */
export function userAnalyticsRow(input: { userId: string; sessionId: string; completionSeconds: number; revisited: number }) {
  return {
    user_id: input.userId,
    session_id: input.sessionId,
    completion_time_seconds: input.completionSeconds,
    questions_skipped: 0,
    questions_revisited: Math.max(0, input.revisited),
    response_consistency_score: 1,
    engagement_score: 1,
  };
}

/** Timing metrics for `assessment_performance_metrics`: no user or session ids, only the context. */
export function performanceMetricRows(input: {
  contextType: string;
  questionCount: number;
  loadMs: number | null;
  submitMs: number;
  retries: number;
}) {
  const context = { context_type: input.contextType, question_count: input.questionCount };
  const rows = [
    { metric_name: 'assessment.submit_ms', metric_value: Math.round(input.submitMs), metric_context: context },
    { metric_name: 'assessment.retries', metric_value: input.retries, metric_context: context },
  ];
  if (input.loadMs !== null) {
    rows.unshift({ metric_name: 'assessment.questions_load_ms', metric_value: Math.round(input.loadMs), metric_context: context });
  }
  return rows;
}
