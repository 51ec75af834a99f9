import { activeEnrolment, assessmentScores, type ActiveEnrolment } from '@/lib/queries/dashboard';
import { queryKeys } from '@/lib/queries/keys';
import type { ScorePoint } from '@/lib/insights/assessments';
import { createFetcherStore } from '@/lib/query-cache';

/** The program the member is following (at most one), with its current week's title. */
export const $activeProgram = createFetcherStore<ActiveEnrolment | null>(queryKeys.activeProgram(), (client) => activeEnrolment(client));

/** Scores of completed assessments, oldest first (dashboard and insights). */
export const $assessmentScores = createFetcherStore<ScorePoint[]>(queryKeys.scores(), (client) => assessmentScores(client));
