import type { ItemKind, ProgressRow, WeekOutline } from './types';

/** `item_key`s of the items that happen once a week. */
export const itemKeys = { lesson: 'lesson', reflection: 'reflection', dailyCheck: 'daily' } as const;

/** Log and diary worksheets collect one entry at a time; the other kinds are filled in once a week. */
export const repeatingKinds = new Set(['log', 'diary']);

/** The row for one item, or undefined. Daily checks are matched by day, whatever their week. */
export function findRow(rows: readonly ProgressRow[], week: number, kind: ItemKind, key: string, day: string | null = null) {
  if (kind === 'daily_check') return rows.find((row) => row.item_kind === kind && row.day === day);
  return rows.find((row) => row.week === week && row.item_kind === kind && row.item_key === key);
}

export interface WeekProgress {
  week: number;
  /** Items done out of `total`: the lesson, each of the week's own worksheets, the reflection. */
  done: number;
  total: number;
  /** 0–100, rounded. */
  percent: number;
  lesson: boolean;
  tools: Record<string, boolean>;
  reflection: boolean;
  /** Days with a daily check recorded under this week. */
  dailyChecks: number;
}

const isDone = (row: ProgressRow | undefined) => Boolean(row?.completed_at);

/** How far a member is through one week. */
export function weekProgress(rows: readonly ProgressRow[], outline: WeekOutline): WeekProgress {
  const lesson = isDone(findRow(rows, outline.week, 'lesson', itemKeys.lesson));
  const reflection = isDone(findRow(rows, outline.week, 'reflection', itemKeys.reflection));
  const tools = Object.fromEntries(outline.toolKeys.map((key) => [key, isDone(findRow(rows, outline.week, 'tool', key))]));
  const done = [lesson, reflection, ...Object.values(tools)].filter(Boolean).length;
  const total = 2 + outline.toolKeys.length;
  const dailyChecks = rows.filter((row) => row.item_kind === 'daily_check' && row.week === outline.week).length;
  return { week: outline.week, done, total, percent: Math.round((done / total) * 100), lesson, tools, reflection, dailyChecks };
}

/** The whole program, 0–100: items done across the six weeks. */
export function programPercent(rows: readonly ProgressRow[], outlines: readonly WeekOutline[]): number {
  const weeks = outlines.map((outline) => weekProgress(rows, outline));
  const total = weeks.reduce((sum, week) => sum + week.total, 0);
  return total === 0 ? 0 : Math.round((weeks.reduce((sum, week) => sum + week.done, 0) / total) * 100);
}
