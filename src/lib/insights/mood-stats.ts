import type { MoodLog } from '@/lib/queries/mood';
import { localParts, timeOfDay, timesOfDay, type TimeOfDay } from './time';

export type MoodPoint = Pick<MoodLog, 'logged_at' | 'mood'> & Partial<Pick<MoodLog, 'energy'>>;

export interface DayMood {
  dateKey: string;
  /** Average mood of the day's check-ins (1–5). */
  mood: number;
  /** Average energy of the check-ins that recorded it, or null. */
  energy: number | null;
  checkIns: number;
}

export interface GroupAverage<K> {
  key: K;
  average: number;
  checkIns: number;
  /** Distinct local days behind the average. */
  days: number;
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** One row per local day with check-ins, oldest first. */
export function dailyMoods(logs: readonly MoodPoint[], timeZone: string): DayMood[] {
  const byDay = new Map<string, MoodPoint[]>();
  for (const log of logs) {
    const key = localParts(log.logged_at, timeZone).dateKey;
    byDay.set(key, [...(byDay.get(key) ?? []), log]);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, day]) => {
      const energies = day.map((log) => log.energy).filter((value): value is number => value != null);
      return {
        dateKey: key,
        mood: mean(day.map((log) => log.mood)),
        energy: energies.length ? mean(energies) : null,
        checkIns: day.length,
      };
    });
}

function groupAverages<K>(
  logs: readonly MoodPoint[],
  timeZone: string,
  keyOf: (parts: ReturnType<typeof localParts>) => K,
  order: readonly K[],
) {
  const groups = new Map<K, { moods: number[]; days: Set<string> }>();
  for (const log of logs) {
    const parts = localParts(log.logged_at, timeZone);
    const key = keyOf(parts);
    const group = groups.get(key) ?? { moods: [], days: new Set<string>() };
    group.moods.push(log.mood);
    group.days.add(parts.dateKey);
    groups.set(key, group);
  }
  return order.flatMap((key): GroupAverage<K>[] => {
    const group = groups.get(key);
    return group ? [{ key, average: mean(group.moods), checkIns: group.moods.length, days: group.days.size }] : [];
  });
}

/** Average mood per weekday (0 = Sunday) in the user's time zone; weekdays without data are left out. */
export function moodByWeekday(logs: readonly MoodPoint[], timeZone: string): GroupAverage<number>[] {
  return groupAverages(logs, timeZone, (parts) => parts.weekday, [0, 1, 2, 3, 4, 5, 6]);
}

/** Average mood per time of day in the user's time zone; empty parts of the day are left out. */
export function moodByTimeOfDay(logs: readonly MoodPoint[], timeZone: string): GroupAverage<TimeOfDay>[] {
  return groupAverages(logs, timeZone, (parts) => timeOfDay(parts.hour), timesOfDay);
}

/**
 * Minimum data before comparing groups (weekdays or times of day): at least `minDays` days of
 * check-ins overall, and each group compared needs `minPerGroup` check-ins on different days.
 */
export const comparisonRules = { minDays: 7, minPerGroup: 2, minGroups: 2 } as const;

export interface Comparison<K> {
  highest: GroupAverage<K>;
  lowest: GroupAverage<K>;
  /** Groups that met the minimum, in their natural order. */
  groups: GroupAverage<K>[];
}

/** The highest and lowest groups, or null when there is too little data to say anything honest. */
export function compareGroups<K>(groups: readonly GroupAverage<K>[], totalDays: number): Comparison<K> | null {
  if (totalDays < comparisonRules.minDays) return null;
  const eligible = groups.filter((group) => group.days >= comparisonRules.minPerGroup);
  if (eligible.length < comparisonRules.minGroups) return null;
  const sorted = [...eligible].sort((a, b) => b.average - a.average);
  const highest = sorted[0]!;
  const lowest = sorted[sorted.length - 1]!;
  if (highest.average === lowest.average) return null;
  return { highest, lowest, groups: eligible };
}
