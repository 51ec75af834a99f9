/** Calendar helpers that group moments by the user's own day, in their chosen time zone. */

export interface LocalParts {
  /** The local calendar day, `YYYY-MM-DD`. */
  dateKey: string;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  /** 0–23. */
  hour: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** A time zone Intl accepts: the one given, else UTC (a stored setting may be stale or invalid). */
export function safeTimeZone(timeZone: string | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

function formatter(timeZone: string) {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: safeTimeZone(timeZone),
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
      weekday: 'short',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** The local day, weekday and hour of a moment in `timeZone`. */
export function localParts(moment: string | Date, timeZone: string): LocalParts {
  const date = typeof moment === 'string' ? new Date(moment) : moment;
  const parts: Record<string, string> = {};
  for (const part of formatter(timeZone).formatToParts(date)) parts[part.type] = part.value;
  return {
    dateKey: `${parts['year']}-${parts['month']}-${parts['day']}`,
    weekday: weekdays.indexOf(parts['weekday'] ?? 'Sun'),
    hour: Number(parts['hour']) % 24,
  };
}

/** The local calendar day of a moment, `YYYY-MM-DD`. */
export function dateKey(moment: string | Date, timeZone: string): string {
  return localParts(moment, timeZone).dateKey;
}

/** `YYYY-MM-DD` moved by `days` (calendar arithmetic, no time zone involved). */
export function addDays(key: string, days: number): string {
  const [year, month, day] = key.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The `count` local days ending with the day of `now`, oldest first. */
export function lastDays(now: Date, count: number, timeZone: string): string[] {
  const today = dateKey(now, timeZone);
  return Array.from({ length: count }, (_, index) => addDays(today, index - count + 1));
}

export const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export const timesOfDay = ['morning', 'afternoon', 'evening', 'night'] as const;
export type TimeOfDay = (typeof timesOfDay)[number];

/** Morning 5–11, afternoon 12–16, evening 17–21, night 22–4 (local hours). */
export function timeOfDay(hour: number): TimeOfDay {
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 17) return 'afternoon';
  if (hour >= 17 && hour < 22) return 'evening';
  return 'night';
}

/** "Tue, Nov 18" for a `YYYY-MM-DD` key. */
export function formatDay(key: string): string {
  const [year, month, day] = key.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });
}

/** "9:14 AM" in `timeZone`. */
export function formatTime(moment: string | Date, timeZone: string): string {
  return new Date(moment).toLocaleTimeString('en-US', { timeZone: safeTimeZone(timeZone), hour: 'numeric', minute: '2-digit' });
}

/** One decimal place, as people read averages ("3.8"). */
export function oneDecimal(value: number): string {
  return (Math.round(value * 10) / 10).toFixed(1);
}

/** "1 day", "5 days". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
