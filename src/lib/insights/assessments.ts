import { plural } from './time';

/** One instrument's score from one completed assessment (intake or check-in). */
export interface ScorePoint {
  instrument: string;
  total: number;
  severity: string;
  /** When the assessment was completed (ISO). */
  at: string;
  /** `intake`, `check_in`, … */
  context: string;
}

export interface ScoreTrend {
  instrument: string;
  /** Oldest first. */
  points: ScorePoint[];
  latest: ScorePoint;
  previous: ScorePoint | null;
  /** latest − previous, or null with one score. */
  change: number | null;
  max: number;
}

const maxima: Record<string, number> = { 'GAD-7': 21, 'PHQ-9': 27 };

/** Scores grouped per instrument, oldest first, GAD-7 before PHQ-9. */
export function scoreTrends(points: readonly ScorePoint[]): ScoreTrend[] {
  const byInstrument = new Map<string, ScorePoint[]>();
  for (const point of points) byInstrument.set(point.instrument, [...(byInstrument.get(point.instrument) ?? []), point]);
  return [...byInstrument.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([instrument, list]) => {
      const sorted = [...list].sort((a, b) => a.at.localeCompare(b.at));
      const latest = sorted[sorted.length - 1]!;
      const previous = sorted.length > 1 ? sorted[sorted.length - 2]! : null;
      return {
        instrument,
        points: sorted,
        latest,
        previous,
        change: previous ? latest.total - previous.total : null,
        max: maxima[instrument] ?? 27,
      };
    });
}

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** "Your latest PHQ-9 score was 8 (mild) on Nov 3, 2026, 4 points lower than the one before (12 on Oct 6, 2026)." */
export function trendSentence(trend: ScoreTrend): string {
  const { instrument, latest, previous, change } = trend;
  const first = `Your latest ${instrument} score was ${latest.total} of ${trend.max} (${latest.severity}) on ${day(latest.at)}`;
  if (!previous || change === null) return `${first}. Take another check-in later to see how it changes.`;
  if (change === 0) return `${first}, the same as the one before (${day(previous.at)}).`;
  const direction = change < 0 ? 'lower' : 'higher';
  return `${first}, ${plural(Math.abs(change), 'point')} ${direction} than the one before (${previous.total} on ${day(previous.at)}).`;
}

export const scoreNote =
  'Lower scores mean fewer symptoms in the two weeks before. A score is a snapshot, not a diagnosis; scores often go up and down.';
