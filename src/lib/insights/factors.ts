import type { MoodLog } from '@/lib/queries/mood';
import { localParts } from './time';

export type FactorLog = Pick<MoodLog, 'logged_at' | 'mood' | 'sleep_hours' | 'exercise_minutes' | 'social_contact' | 'tags'>;

/** Factor effects are shown only with at least this many days with and without the factor. */
export const minFactorDays = 3;
/** Hours of sleep that count as "enough" for the sleep comparison. */
export const enoughSleepHours = 7;

export interface FactorEffect {
  /** `exercise`, `social`, `sleep` or `tag:<name>`. */
  key: string;
  /** How the factor reads in a sentence: "exercised", "tagged “work”". */
  label: string;
  withDays: number;
  withoutDays: number;
  withAverage: number;
  withoutAverage: number;
  /** withAverage − withoutAverage. */
  difference: number;
}

interface Day {
  moods: number[];
  sleep: number[];
  exercise: number[];
  social: boolean[];
  tags: Set<string>;
}

/** Whether a day had the factor: true, false, or null when the day says nothing about it. */
type Classifier = (day: Day) => boolean | null;

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

function groupDays(logs: readonly FactorLog[], timeZone: string): Day[] {
  const days = new Map<string, Day>();
  for (const log of logs) {
    const key = localParts(log.logged_at, timeZone).dateKey;
    const day = days.get(key) ?? { moods: [], sleep: [], exercise: [], social: [], tags: new Set<string>() };
    day.moods.push(log.mood);
    if (log.sleep_hours != null) day.sleep.push(Number(log.sleep_hours));
    if (log.exercise_minutes != null) day.exercise.push(log.exercise_minutes);
    if (log.social_contact != null) day.social.push(log.social_contact);
    for (const tag of log.tags) day.tags.add(tag.trim().toLowerCase());
    days.set(key, day);
  }
  return [...days.values()];
}

const classifiers: { key: string; label: string; classify: Classifier }[] = [
  { key: 'exercise', label: 'exercised', classify: (day) => (day.exercise.length ? day.exercise.some((minutes) => minutes > 0) : null) },
  { key: 'social', label: 'spent time with other people', classify: (day) => (day.social.length ? day.social.some(Boolean) : null) },
  {
    key: 'sleep',
    label: `slept ${enoughSleepHours} hours or more`,
    classify: (day) => (day.sleep.length ? Math.max(...day.sleep) >= enoughSleepHours : null),
  },
];

function effect(key: string, label: string, days: Day[], classify: Classifier): FactorEffect | null {
  const withMoods: number[] = [];
  const withoutMoods: number[] = [];
  for (const day of days) {
    const had = classify(day);
    if (had === true) withMoods.push(mean(day.moods));
    if (had === false) withoutMoods.push(mean(day.moods));
  }
  if (withMoods.length < minFactorDays || withoutMoods.length < minFactorDays) return null;
  const withAverage = mean(withMoods);
  const withoutAverage = mean(withoutMoods);
  return {
    key,
    label,
    withDays: withMoods.length,
    withoutDays: withoutMoods.length,
    withAverage,
    withoutAverage,
    difference: withAverage - withoutAverage,
  };
}

/**
 * Average daily mood on days with and without each factor (exercise, time with people, a good
 * night's sleep, each custom tag), in the user's time zone. Days that did not record a factor
 * are left out of its comparison; a tag counts as absent on days with check-ins that lack it.
 * Only factors with at least 3 days each way are returned, largest difference first.
 */
export function factorEffects(logs: readonly FactorLog[], timeZone: string): FactorEffect[] {
  const days = groupDays(logs, timeZone);
  const tags = new Set(days.flatMap((day) => [...day.tags]));
  const results = [
    ...classifiers.map(({ key, label, classify }) => effect(key, label, days, classify)),
    ...[...tags].map((tag) => effect(`tag:${tag}`, `tagged “${tag}”`, days, (day) => day.tags.has(tag))),
  ];
  return results
    .filter((result): result is FactorEffect => result !== null)
    .sort((a, b) => Math.abs(b.difference) - Math.abs(a.difference) || a.key.localeCompare(b.key));
}
