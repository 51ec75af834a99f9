import type { JournalEntry } from '@/lib/queries/journal';
import type { MoodLog } from '@/lib/queries/mood';
import { toCsv } from './csv';

/** The columns of a mood CSV export; `parseMoodCsv` reads the same file back. */
export const moodCsvColumns = [
  'client_id',
  'logged_at',
  'mood',
  'energy',
  'emotions',
  'sleep_hours',
  'exercise_minutes',
  'social_contact',
  'tags',
  'note',
] as const;

export const journalCsvColumns = ['client_id', 'created_at', 'title', 'body', 'tags', 'prompt_kind', 'prompt_text', 'word_count'] as const;

/** Lists inside one CSV cell are separated by semicolons. */
const list = (values: readonly string[]) => values.join('; ');
const yesNo = (value: boolean | null) => (value === null ? '' : value ? 'yes' : 'no');

export function moodCsv(logs: readonly MoodLog[]): string {
  return toCsv(
    moodCsvColumns,
    [...logs]
      .sort((a, b) => a.logged_at.localeCompare(b.logged_at))
      .map((log) => [
        log.client_id,
        log.logged_at,
        log.mood,
        log.energy,
        list(log.emotions),
        log.sleep_hours,
        log.exercise_minutes,
        yesNo(log.social_contact),
        list(log.tags),
        log.note,
      ]),
  );
}

export function journalCsv(entries: readonly JournalEntry[]): string {
  return toCsv(
    journalCsvColumns,
    [...entries]
      .sort((a, b) => a.created_at.localeCompare(b.created_at))
      .map((entry) => [
        entry.client_id,
        entry.created_at,
        entry.title,
        entry.body,
        list(entry.tags),
        entry.prompt_kind,
        entry.prompt_text,
        entry.word_count,
      ]),
  );
}

/** Everything on the insights page as one JSON document. */
export function exportJson(moods: readonly MoodLog[], entries: readonly JournalEntry[], timeZone: string, now = new Date()): string {
  return JSON.stringify(
    { app: 'Haven', exported_at: now.toISOString(), time_zone: timeZone, mood_logs: moods, journal_entries: entries },
    null,
    2,
  );
}

/** Offers `text` as a file download. */
export function download(filename: string, type: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
