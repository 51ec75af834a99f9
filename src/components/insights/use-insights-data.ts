import { useCallback, useEffect, useState } from 'react';
import type { ScorePoint } from '@/lib/insights/assessments';
import { assessmentScores } from '@/lib/queries/dashboard';
import { entriesSince, type JournalEntry } from '@/lib/queries/journal';
import { listMoods, type MoodLog } from '@/lib/queries/mood';
import { getSupabase } from '@/lib/supabase';

export interface InsightsData {
  state: 'loading' | 'ready' | 'error';
  moods: MoodLog[];
  entries: JournalEntry[];
  scores: ScorePoint[];
}

/** How far back insights look. */
export const insightDays = 365;

/** A year of check-ins and entries, and every assessment score; `reload` reads them again. */
export function useInsightsData(): InsightsData & { reload: () => void } {
  const [data, setData] = useState<InsightsData>({ state: 'loading', moods: [], entries: [], scores: [] });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    const client = getSupabase();
    const since = new Date(Date.now() - insightDays * 86_400_000).toISOString();
    Promise.all([listMoods(client, since), entriesSince(client, since), assessmentScores(client)])
      .then(([moods, entries, scores]) => live && setData({ state: 'ready', moods, entries, scores }))
      .catch(() => live && setData((previous) => ({ ...previous, state: 'error' })));
    return () => {
      live = false;
    };
  }, [version]);
  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { ...data, reload };
}
