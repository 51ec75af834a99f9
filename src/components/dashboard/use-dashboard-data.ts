import { useEffect, useState } from 'react';
import type { ScorePoint } from '@/lib/insights/assessments';
import { activeEnrolment, assessmentScores, type ActiveEnrolment } from '@/lib/queries/dashboard';
import { getSupabase } from '@/lib/supabase';

export interface DashboardData {
  state: 'loading' | 'ready' | 'error';
  enrolment: ActiveEnrolment | null;
  scores: ScorePoint[];
}

/** The active program and the assessment scores, read once per visit. */
export function useDashboardData(): DashboardData {
  const [data, setData] = useState<DashboardData>({ state: 'loading', enrolment: null, scores: [] });
  useEffect(() => {
    let live = true;
    const client = getSupabase();
    Promise.all([activeEnrolment(client), assessmentScores(client)])
      .then(([enrolment, scores]) => live && setData({ state: 'ready', enrolment, scores }))
      .catch(() => live && setData({ state: 'error', enrolment: null, scores: [] }));
    return () => {
      live = false;
    };
  }, []);
  return data;
}
