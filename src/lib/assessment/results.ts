import { routes } from '@/config/haven';
import type { EarlierScores, InstrumentScore } from './types';

const instrumentTopics: Record<string, { topic: string; concern: string }> = {
  'GAD-7': { topic: 'Worry and anxiety', concern: 'anxiety' },
  'PHQ-9': { topic: 'Mood', concern: 'depression' },
};

/** "Worry and anxiety" for GAD-7, "Mood" for PHQ-9; the instrument name otherwise. */
export function instrumentTopic(instrument: string): string {
  return instrumentTopics[instrument]?.topic ?? instrument;
}

/** "Moderately severe" from 'moderately severe'. */
export function severityLabel(severity: string): string {
  return severity.charAt(0).toUpperCase() + severity.slice(1);
}

export interface ProfessionalReferral {
  instrument: string;
  concern: string;
  href: string;
}

/**
 * Scores high enough (PHQ-9 ≥ 20, GAD-7 ≥ 15; flagged `high_total` by the database) to point
 * to a professional, each with a directory link filtered to that concern.
 */
export function professionalReferrals(scores: InstrumentScore[]): ProfessionalReferral[] {
  return scores.flatMap((score) => {
    const concern = instrumentTopics[score.instrument]?.concern;
    if (!score.high_total || !concern) return [];
    return [{ instrument: score.instrument, concern, href: `${routes.findPartners}?${new URLSearchParams({ concern })}` }];
  });
}

/** The change in one instrument's total since an earlier session; null when it was not measured then. */
export function scoreChange(score: InstrumentScore, earlier: EarlierScores | null): number | null {
  const before = earlier?.scores.find((s) => s.instrument === score.instrument);
  return before ? score.total_score - before.total_score : null;
}

/** "4 points lower than on March 3" and the like; lower totals mean fewer symptoms on both scales. */
export function describeChange(change: number, since: string): string {
  if (change === 0) return `The same as on ${since}`;
  const points = Math.abs(change) === 1 ? 'point' : 'points';
  return `${Math.abs(change)} ${points} ${change < 0 ? 'lower' : 'higher'} than on ${since}`;
}
