import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { parseCsv, toCsv } from '@/lib/insights/csv';
import { moodCsv } from '@/lib/insights/export';
import { parseMoodCsv } from '@/lib/insights/import';
import type { MoodLog } from '@/lib/queries/mood';

describe('CSV', () => {
  test('round-trips any text, including quotes, commas and line breaks', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.string(), { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 5 }), (rows) => {
        const width = rows[0]!.length;
        const table = rows.map((row) => [...row, ...Array(width).fill('')].slice(0, width).map((cell) => `x${cell}`));
        const parsed = parseCsv(toCsv(['a', 'b', 'c', 'd'].slice(0, width), table));
        expect(parsed.slice(1).map((row) => row.fields)).toEqual(table);
      }),
    );
  });

  test('reads a byte-order mark, CRLF, LF and a missing last line end, with line numbers', () => {
    expect(parseCsv('\uFEFFa,b\r\n"1\n2",3\n\n4,5')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['1\n2', '3'] },
      { line: 5, fields: ['4', '5'] },
    ]);
  });

  test('defuses cells that spreadsheets would run as formulas', () => {
    expect(toCsv(['note'], [['=SUM(A1)'], ['-2 hours'], ['fine']])).toBe("note\r\n'=SUM(A1)\r\n'-2 hours\r\nfine\r\n");
  });
});

const moodLog = (overrides: Partial<MoodLog> = {}): MoodLog => ({
  id: 'a5d8c2f2-4c1f-4c7b-9a57-6a0f1d4f0c11',
  client_id: '3f6f1b8e-5a2b-4c9d-8e7f-1a2b3c4d5e6f',
  logged_at: '2026-11-20T14:03:00+00:00',
  mood: 4,
  energy: 3,
  emotions: ['calm', 'hopeful'],
  sleep_hours: 7.5,
  exercise_minutes: 20,
  social_contact: true,
  tags: ['work'],
  note: '=not a formula, "quoted", and\na new line',
  ...overrides,
});

describe('mood CSV import', () => {
  test('reads back what the export wrote', async () => {
    const logs = [
      moodLog(),
      moodLog({
        client_id: '0c7a4f0e-8d43-4d8e-9a3b-2f1e0d9c8b7a',
        energy: null,
        emotions: [],
        social_contact: null,
        note: null,
        sleep_hours: null,
      }),
    ];
    const result = await parseMoodCsv(moodCsv(logs));
    expect(result.fileError).toBeNull();
    expect(result.errors).toEqual([]);
    expect(result.rows).toEqual(logs.map(({ id: _id, ...rest }) => rest));
  });

  test('gives each invalid row plain reasons with its line number', async () => {
    const csv = [
      'logged_at,mood,energy,sleep_hours,social_contact,client_id',
      '2026-11-20T14:03:00Z,7,3,8,yes,',
      'yesterday,3,,30,maybe,not-an-id',
      '2026-11-21T09:00:00Z,4,,,no,',
    ].join('\n');
    const result = await parseMoodCsv(csv);
    expect(result.errors).toEqual([
      { line: 2, messages: ['mood must be a whole number from 1 to 5 (it says "7").'] },
      {
        line: 3,
        messages: [
          'client_id must be an id like 1b4e28ba-2fa1-4d2b-883f-0016d3cca427, or left empty (it says "not-an-id").',
          'logged_at must be a date and time with a time zone, like 2026-11-20T14:03:00Z (it says "yesterday").',
          'sleep_hours must be empty or a number of hours from 0 to 24 (it says "30").',
          'social_contact must be yes, no or empty (it says "maybe").',
        ],
      },
    ]);
    expect(result.rows).toHaveLength(1);
    expect(result.rows[0]).toMatchObject({ mood: 4, social_contact: false, energy: null });
  });

  test('rows without a client_id get one from their content, so a second import adds nothing', async () => {
    const csv = 'logged_at,mood,note\n2026-11-20T14:03:00Z,3,hello\n2026-11-21T14:03:00Z,3,hello\n';
    const first = await parseMoodCsv(csv);
    const second = await parseMoodCsv(csv);
    expect(first.rows.map((r) => r.client_id)).toEqual(second.rows.map((r) => r.client_id));
    expect(new Set(first.rows.map((r) => r.client_id)).size).toBe(2);
    expect(first.rows[0]!.client_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  test('flags a repeated client_id', async () => {
    const id = '3f6f1b8e-5a2b-4c9d-8e7f-1a2b3c4d5e6f';
    const result = await parseMoodCsv(`client_id,logged_at,mood\n${id},2026-11-20T14:03:00Z,3\n${id},2026-11-21T14:03:00Z,4\n`);
    expect(result.errors).toEqual([{ line: 3, messages: ['This row has the same client_id as line 2.'] }]);
  });

  test('refuses files without the required columns, or without rows', async () => {
    expect((await parseMoodCsv('')).fileError).toBe('The file is empty.');
    expect((await parseMoodCsv('date,feeling\n2026-11-20,good\n')).fileError).toMatch(/including logged_at/);
    expect((await parseMoodCsv('logged_at,mood\n')).fileError).toBe('The file has a header but no check-ins.');
  });
});
