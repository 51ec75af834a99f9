import * as z from 'zod/mini';
import { dateText } from '@/lib/partners/format';
import type { ShareKind } from '@/lib/partners/types';

/** How far back a mood summary looks. */
export const moodPeriodDays = 30;

const maxScores: Record<string, number> = { 'GAD-7': 21, 'PHQ-9': 27 };
const measures: Record<string, string> = { 'GAD-7': 'anxiety', 'PHQ-9': 'depression' };

const assessmentShareSchema = z.object({
  completed_at: z.string(),
  scores: z
    .array(z.object({ instrument: z.string(), total: z.number(), max: z.number(), severity: z.string() }))
    .check(z.minLength(1), z.maxLength(4)),
});

const round = (value: number) => Math.round(value * 10) / 10;
const average = (values: number[]) => (values.length ? round(values.reduce((a, b) => a + b, 0) / values.length) : null);

const moodShareSchema = z.object({
  period_days: z.number(),
  from: z.string(),
  to: z.string(),
  check_ins: z.number(),
  average_mood: z.number(),
  lowest_mood: z.number(),
  highest_mood: z.number(),
  average_energy: z.nullable(z.number()),
  average_sleep_hours: z.nullable(z.number()),
});

export type AssessmentShare = z.infer<typeof assessmentShareSchema>;
export type MoodShare = z.infer<typeof moodShareSchema>;

export interface ScoreRow {
  session_id: string;
  instrument: string;
  total_score: number;
  severity_level: string;
  computed_at: string;
}

/**
 * The totals of the newest scored assessment: instrument, total, maximum and band. Answers to
 * single questions are never included.
 */
export function summarizeScores(rows: ScoreRow[]): AssessmentShare | null {
  const newest = [...rows].sort((a, b) => b.computed_at.localeCompare(a.computed_at))[0];
  if (!newest) return null;
  const session = rows.filter((row) => row.session_id === newest.session_id).sort((a, b) => a.instrument.localeCompare(b.instrument));
  return {
    completed_at: newest.computed_at,
    scores: session.map((row) => ({
      instrument: row.instrument,
      total: row.total_score,
      max: maxScores[row.instrument] ?? row.total_score,
      severity: row.severity_level,
    })),
  };
}

export interface MoodRow {
  logged_at: string;
  mood: number;
  energy: number | null;
  sleep_hours: number | string | null;
}

/** Averages of the last 30 days of mood check-ins; notes, emotions and tags stay private. */
export function summarizeMood(rows: MoodRow[], now = new Date()): MoodShare | null {
  const since = now.getTime() - moodPeriodDays * 86_400_000;
  const recent = rows.filter((row) => new Date(row.logged_at).getTime() >= since);
  if (recent.length === 0) return null;
  const moods = recent.map((row) => row.mood);
  const times = recent.map((row) => row.logged_at).sort();
  const sleep = recent
    .map((row) => row.sleep_hours)
    .filter((value) => value !== null && value !== '')
    .map(Number);
  return {
    period_days: moodPeriodDays,
    from: times[0]!,
    to: times.at(-1)!,
    check_ins: recent.length,
    average_mood: average(moods)!,
    lowest_mood: Math.min(...moods),
    highest_mood: Math.max(...moods),
    average_energy: average(recent.map((row) => row.energy).filter((value): value is number => value !== null)),
    average_sleep_hours: average(sleep),
  };
}

/** A shared summary as lines of plain text, for the partner and for the member who shared it. */
export function describeShare(kind: ShareKind, data: unknown): string[] {
  if (kind === 'assessment') {
    const parsed = assessmentShareSchema.safeParse(data);
    if (!parsed.success) return ['An assessment summary that could not be read.'];
    return [
      ...parsed.data.scores.map(
        (s) => `${s.instrument}${measures[s.instrument] ? ` (${measures[s.instrument]})` : ''}: ${s.total} of ${s.max}, ${s.severity}`,
      ),
      `Completed ${dateText(parsed.data.completed_at)}`,
    ];
  }
  const parsed = moodShareSchema.safeParse(data);
  if (!parsed.success) return ['A mood summary that could not be read.'];
  const m = parsed.data;
  return [
    `${m.check_ins} mood check-in${m.check_ins === 1 ? '' : 's'} from ${dateText(m.from)} to ${dateText(m.to)}`,
    `Average mood ${m.average_mood} out of 5 (lowest ${m.lowest_mood}, highest ${m.highest_mood})`,
    ...(m.average_energy !== null ? [`Average energy ${m.average_energy} out of 5`] : []),
    ...(m.average_sleep_hours !== null ? [`Average sleep ${m.average_sleep_hours} hours`] : []),
  ];
}

export const shareLabels: Record<ShareKind, string> = {
  assessment: 'Latest assessment scores',
  mood: `Mood summary (last ${moodPeriodDays} days)`,
};
