import { safeTimeZone } from './time';

/** One row of `assessment_user_analytics` with its session and the session's scores. */
export interface HistoryRow {
  session_id: string | null;
  created_at: string;
  assessment_sessions: {
    session_type: string;
    completed_at: string | null;
    clinical_scores: { instrument: string; total_score: number; severity_level: string }[] | null;
  } | null;
}

/** One past assessment as the history shows it. */
export interface HistoryEntry {
  sessionId: string;
  /** When the assessment was completed (ISO). */
  at: string;
  /** `intake`, `check_in`, … */
  context: string;
  /** GAD-7 before PHQ-9. */
  scores: { instrument: string; total: number; severity: string }[];
}

const contexts: Record<string, string> = { intake: 'Assessment', check_in: 'Check-in' };

/** "Assessment" for an intake, "Check-in" for a weekly check-in; other contexts as stored. */
export function contextLabel(context: string): string {
  return contexts[context] ?? context;
}

/**
 * One entry per assessment, newest first. The analytics rows arrive newest first; a session
 * with more than one row (a save retried) is listed once, and a row without a session is left out.
 */
export function historyEntries(rows: readonly HistoryRow[]): HistoryEntry[] {
  const seen = new Set<string>();
  const entries: HistoryEntry[] = [];
  for (const row of rows) {
    const session = row.assessment_sessions;
    if (!row.session_id || !session || seen.has(row.session_id)) continue;
    seen.add(row.session_id);
    entries.push({
      sessionId: row.session_id,
      at: session.completed_at ?? row.created_at,
      context: session.session_type,
      scores: (session.clinical_scores ?? [])
        .map((score) => ({ instrument: score.instrument, total: score.total_score, severity: score.severity_level }))
        .sort((a, b) => a.instrument.localeCompare(b.instrument)),
    });
  }
  return entries.sort((a, b) => b.at.localeCompare(a.at));
}

/** One line per questionnaire: `["GAD-7 12 · moderate", "PHQ-9 7 · mild"]`. */
export function scoreLines(scores: HistoryEntry['scores']): string[] {
  return scores.map((score) => `${score.instrument} ${score.total} · ${score.severity}`);
}

/** What a session without scores (a check-in stopped early) shows instead. */
export const NOT_SCORED = 'Not scored';

/** "Nov 3, 2026" on the member's own calendar. */
export function historyDate(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: safeTimeZone(timeZone) });
}
