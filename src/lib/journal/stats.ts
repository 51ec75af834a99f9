import { topTags, type Count } from '@/lib/insights/themes';
import { dateKey, lastDays } from '@/lib/insights/time';

export interface StatEntry {
  created_at: string;
  word_count: number;
  tags: readonly string[];
}

export interface JournalStats {
  entries: number;
  words: number;
  /** Distinct local days with an entry among the last 7 (today included). */
  daysLast7: number;
  daysLast30: number;
  topTags: Count[];
}

/** Counts for the journal page; days are the user's local days. */
export function journalStats(entries: readonly StatEntry[], timeZone: string, now: Date): JournalStats {
  const written = new Set(entries.map((entry) => dateKey(entry.created_at, timeZone)));
  const countIn = (days: string[]) => days.filter((day) => written.has(day)).length;
  return {
    entries: entries.length,
    words: entries.reduce((sum, entry) => sum + entry.word_count, 0),
    daysLast7: countIn(lastDays(now, 7, timeZone)),
    daysLast30: countIn(lastDays(now, 30, timeZone)),
    topTags: topTags(entries, 5),
  };
}

/**
 * How often someone has written, said kindly: a count of days, never a streak to keep or lose.
 */
export function writingSentence(stats: Pick<JournalStats, 'daysLast7' | 'entries'>): string {
  if (stats.entries === 0) return 'Your first entry can be a single line. There is no right way to do this.';
  if (stats.daysLast7 === 0) return 'Write whenever it helps. There is no schedule to keep.';
  if (stats.daysLast7 === 1) return "You've written on 1 of the last 7 days.";
  return `You've written on ${stats.daysLast7} of the last 7 days.`;
}

/** Words in a text, counted the way the database counts `word_count` (runs of non-space). */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed ? trimmed.split(/\s+/).length : 0;
}
