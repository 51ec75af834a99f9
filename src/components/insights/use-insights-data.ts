import { useStore } from '@nanostores/react';
import type { ScorePoint } from '@/lib/insights/assessments';
import type { JournalEntry } from '@/lib/queries/journal';
import type { MoodLog } from '@/lib/queries/mood';
import { $assessmentScores } from '@/stores/dashboard';
import { $journalYear } from '@/stores/journal-year';
import { $yearMoods } from '@/stores/mood';

export interface InsightsData {
  state: 'loading' | 'ready' | 'error';
  moods: MoodLog[];
  entries: JournalEntry[];
  scores: ScorePoint[];
}

/**
 * A year of check-ins and entries, and every assessment score, from the page's shared cache.
 * An import or any other write refreshes them.
 */
export function useInsightsData(): InsightsData {
  const parts = [useStore($yearMoods), useStore($journalYear), useStore($assessmentScores)] as const;
  const [moods, entries, scores] = parts;
  const missing = parts.filter((part) => part.data === undefined);
  const state = missing.length === 0 ? 'ready' : missing.some((part) => part.error) ? 'error' : 'loading';
  return { state, moods: moods.data ?? [], entries: entries.data ?? [], scores: scores.data ?? [] };
}
