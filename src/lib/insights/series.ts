import { dailyMoods, type MoodPoint } from './mood-stats';
import { dateKey, formatDay, formatTime, lastDays } from './time';

export const chartRanges = [
  { key: 'day', label: 'Today', days: 1 },
  { key: 'week', label: 'Week', days: 7 },
  { key: 'month', label: 'Month', days: 30 },
] as const;
export type ChartRange = (typeof chartRanges)[number]['key'];

export interface ChartPoint {
  /** Position on the x axis: seconds since the epoch (today) or the day's index (week, month). */
  x: number;
  /** "9:14 AM" or "Tue, Nov 18". */
  label: string;
  /** Mood 1–5 (a day's average for week and month), or null for a day without check-ins. */
  mood: number | null;
  energy: number | null;
  checkIns: number;
}

/**
 * Points for the mood chart. Today: each check-in at its time. Week and month: one point per
 * local day (average of that day's check-ins), including empty days so gaps show as gaps.
 */
export function chartSeries(logs: readonly MoodPoint[], range: ChartRange, timeZone: string, now: Date): ChartPoint[] {
  if (range === 'day') {
    const today = dateKey(now, timeZone);
    return logs
      .filter((log) => dateKey(log.logged_at, timeZone) === today)
      .sort((a, b) => a.logged_at.localeCompare(b.logged_at))
      .map((log) => ({
        x: Math.floor(new Date(log.logged_at).getTime() / 1000),
        label: formatTime(log.logged_at, timeZone),
        mood: log.mood,
        energy: log.energy ?? null,
        checkIns: 1,
      }));
  }
  const days = lastDays(now, range === 'week' ? 7 : 30, timeZone);
  const byDay = new Map(dailyMoods(logs, timeZone).map((day) => [day.dateKey, day]));
  return days.map((key, index) => {
    const day = byDay.get(key);
    return { x: index, label: formatDay(key), mood: day?.mood ?? null, energy: day?.energy ?? null, checkIns: day?.checkIns ?? 0 };
  });
}
