import type { ScorePoint } from '@/lib/insights/assessments';
import { historyEntries, type HistoryEntry } from '@/lib/insights/history';
import { selectAssessmentHistory } from '@/lib/queries/assessment';
import { activeEnrolment, assessmentScores, type ActiveEnrolment } from '@/lib/queries/dashboard';
import { queryKeys } from '@/lib/queries/keys';
import { createFetcherStore } from '@/lib/query-cache';

/** The program the member is following (at most one), with its current week's title. */
export const $activeProgram = createFetcherStore<ActiveEnrolment | null>(queryKeys.activeProgram(), (client) => activeEnrolment(client), {
  keepOnDevice: true,
});

/** Scores of completed assessments, oldest first (dashboard and insights). */
export const $assessmentScores = createFetcherStore<ScorePoint[]>(queryKeys.scores(), (client) => assessmentScores(client), {
  keepOnDevice: true,
});

/** The member's past assessments, newest first, one entry per session (insights). */
export const $assessmentHistory = createFetcherStore<HistoryEntry[]>(queryKeys.assessmentHistory(), async (client, _prefix, userId) => {
  const { data, error } = await selectAssessmentHistory(client, String(userId));
  if (error) throw error;
  return historyEntries(data);
});
