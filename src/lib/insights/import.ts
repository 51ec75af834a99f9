import * as z from 'zod/mini';
import type { MoodInput } from '@/lib/queries/mood';
import { parseCsv, unguard } from './csv';
import { moodCsvColumns } from './export';

/** Files larger than this are refused before reading (a decade of check-ins is far smaller). */
export const maxImportBytes = 2_000_000;
export const maxImportRows = 5000;

const words = z.array(z.string().check(z.minLength(1), z.maxLength(40))).check(z.maxLength(20));

const rowSchema = z.object({
  client_id: z.uuid(),
  logged_at: z.iso.datetime({ offset: true }),
  mood: z.int().check(z.gte(1), z.lte(5)),
  energy: z.nullable(z.int().check(z.gte(1), z.lte(5))),
  emotions: words,
  sleep_hours: z.nullable(z.number().check(z.gte(0), z.lte(24))),
  exercise_minutes: z.nullable(z.int().check(z.gte(0), z.lte(1440))),
  social_contact: z.nullable(z.boolean()),
  tags: words,
  note: z.nullable(z.string().check(z.maxLength(2000))),
});

type Column = (typeof moodCsvColumns)[number];

const rules: Record<Column, string> = {
  client_id: 'client_id must be an id like 1b4e28ba-2fa1-4d2b-883f-0016d3cca427, or left empty',
  logged_at: 'logged_at must be a date and time with a time zone, like 2026-11-20T14:03:00Z',
  mood: 'mood must be a whole number from 1 to 5',
  energy: 'energy must be empty or a whole number from 1 to 5',
  emotions: 'emotions must be up to 20 words separated by semicolons, each 40 characters or fewer',
  sleep_hours: 'sleep_hours must be empty or a number of hours from 0 to 24',
  exercise_minutes: 'exercise_minutes must be empty or whole minutes from 0 to 1440',
  social_contact: 'social_contact must be yes, no or empty',
  tags: 'tags must be up to 20 words separated by semicolons, each 40 characters or fewer',
  note: 'note must be 2,000 characters or fewer',
};

export interface RowError {
  /** The line in the file where the row starts (the header is line 1). */
  line: number;
  messages: string[];
}

export interface MoodImport {
  rows: MoodInput[];
  errors: RowError[];
  /** A problem with the whole file (no header, too many rows); nothing is imported. */
  fileError: string | null;
}

const optionalNumber = (text: string) => (text.trim() === '' ? null : Number(text.trim()));
const splitList = (text: string) =>
  text
    .split(';')
    .map((value) => value.trim())
    .filter(Boolean);

function yesNo(text: string): boolean | null | string {
  const value = text.trim().toLowerCase();
  if (value === '') return null;
  if (['yes', 'true', '1', 'y'].includes(value)) return true;
  if (['no', 'false', '0', 'n'].includes(value)) return false;
  return value;
}

/** A UUID made from the row's content, so importing the same file twice adds nothing new. */
async function contentId(cells: Record<string, string>): Promise<string> {
  const bytes = new Uint8Array(
    await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${cells['logged_at']}|${cells['mood']}|${cells['note'] ?? ''}`)),
  );
  bytes[6] = (bytes[6]! & 0x0f) | 0x80;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes.slice(0, 16)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

const shown = (text: string) => (text.length > 30 ? `${text.slice(0, 30)}…` : text);

/**
 * Reads a mood CSV in the format of Haven's export (`logged_at` and `mood` are required; other
 * columns are optional, unknown ones are ignored) and checks every row. Valid rows are returned
 * ready to save; each invalid row gets plain reasons with its line number.
 */
export async function parseMoodCsv(text: string): Promise<MoodImport> {
  const [header, ...records] = parseCsv(text);
  const empty = (fileError: string): MoodImport => ({ rows: [], errors: [], fileError });
  if (!header) return empty('The file is empty.');
  const names = header.fields.map((name) => name.trim().toLowerCase());
  for (const required of ['logged_at', 'mood']) {
    if (!names.includes(required))
      return empty(`The first line must name the columns, including ${required}. Export a CSV from Haven to see the format.`);
  }
  if (records.length === 0) return empty('The file has a header but no check-ins.');
  if (records.length > maxImportRows) return empty(`The file has ${records.length} rows; import at most ${maxImportRows} at a time.`);

  const rows: MoodInput[] = [];
  const errors: RowError[] = [];
  const seen = new Map<string, number>();
  for (const record of records) {
    const cells: Record<string, string> = {};
    names.forEach((name, index) => (cells[name] = unguard(record.fields[index] ?? '')));
    const candidate = {
      client_id: cells['client_id']?.trim() || (await contentId(cells)),
      logged_at: cells['logged_at']?.trim() ?? '',
      mood: optionalNumber(cells['mood'] ?? '') ?? Number.NaN,
      energy: optionalNumber(cells['energy'] ?? ''),
      emotions: splitList(cells['emotions'] ?? ''),
      sleep_hours: optionalNumber(cells['sleep_hours'] ?? ''),
      exercise_minutes: optionalNumber(cells['exercise_minutes'] ?? ''),
      social_contact: yesNo(cells['social_contact'] ?? ''),
      tags: splitList(cells['tags'] ?? ''),
      note: cells['note'] ? cells['note'] : null,
    };
    const result = rowSchema.safeParse(candidate);
    const messages = result.success
      ? []
      : [...new Set(result.error.issues.map((issue) => issue.path[0] as Column))].map((column) =>
          ['emotions', 'tags', 'note'].includes(column)
            ? `${rules[column]}.`
            : `${rules[column]} (it says "${shown(cells[column] ?? '')}").`,
        );
    const firstLine = seen.get(candidate.client_id);
    if (firstLine !== undefined) messages.push(`This row has the same client_id as line ${firstLine}.`);
    else seen.set(candidate.client_id, record.line);
    if (messages.length > 0 || !result.success) errors.push({ line: record.line, messages });
    else rows.push(result.data);
  }
  return { rows, errors, fileError: null };
}
