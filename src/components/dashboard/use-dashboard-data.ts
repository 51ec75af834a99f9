import { useStore } from '@nanostores/react';
import type { ScorePoint } from '@/lib/insights/assessments';
import type { ActiveEnrolment } from '@/lib/queries/dashboard';
import { $activeProgram, $assessmentScores } from '@/stores/dashboard';

export interface DashboardData {
  state: 'loading' | 'ready' | 'error';
  enrolment: ActiveEnrolment | null;
  scores: ScorePoint[];
}

/** The active program and the assessment scores, from the page's shared cache. */
export function useDashboardData(): DashboardData {
  const program = useStore($activeProgram);
  const scores = useStore($assessmentScores);
  if (program.data !== undefined && scores.data !== undefined) return { state: 'ready', enrolment: program.data, scores: scores.data };
  const failed = (program.error && program.data === undefined) || (scores.error && scores.data === undefined);
  return { state: failed ? 'error' : 'loading', enrolment: null, scores: [] };
}
