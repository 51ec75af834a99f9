import { describe, expect, test } from 'vitest';
import { compareTools, toolProblems, type ToolRow, type WeekRow } from '../../supabase/functions/seed-program-tools/report.ts';

const diary = {
  id: 'sleep-diary',
  title: 'Sleep diary',
  kind: 'diary',
  instructions: 'Fill this in every morning.',
  fields: [
    { id: 'bedtime', label: 'When did you go to bed?', type: 'time' },
    { id: 'quality', label: 'How well did you sleep?', type: 'scale', min: 0, max: 10 },
  ],
};
const plan = {
  id: 'wind-down',
  title: 'Wind-down plan',
  kind: 'plan',
  instructions: 'Plan your evening.',
  fields: [{ id: 'steps', label: 'Steps', type: 'list' }],
};

const program = { id: 'p1', slug: 'better-sleep' };
const weeks = (overrides: Partial<Record<number, unknown[]>> = {}): WeekRow[] =>
  [1, 2, 3, 4, 5, 6].map((week) => ({
    program_id: 'p1',
    week,
    tools: overrides[week] ?? (week === 1 ? [diary] : week === 2 ? [plan] : [{ ...plan, id: `plan-${week}` }]),
  }));
const rowFor = (tool: typeof diary | typeof plan, week: number, id = tool.id): ToolRow => ({
  program_id: 'p1',
  week,
  tool_key: id,
  title: tool.title,
  kind: tool.kind,
  definition: { fields: tool.fields, instructions: tool.instructions },
});
const allRows = () => [rowFor(diary, 1), rowFor(plan, 2), ...[3, 4, 5, 6].map((w) => rowFor(plan, w, `plan-${w}`))];

describe('compareTools', () => {
  test('reports nothing to do when every week’s worksheets are in program_tools', () => {
    const { report, upserts } = compareTools([program], weeks(), allRows());
    expect(report).toEqual({ programs: 1, tools: 6, missing: [], problems: [] });
    expect(upserts).toEqual([]);
  });

  test('lists missing worksheets and the rows setup would add', () => {
    const { report, upserts } = compareTools([program], weeks(), allRows().slice(1));
    expect(report.missing).toEqual([{ program: 'better-sleep', week: 1, tool_key: 'sleep-diary', title: 'Sleep diary' }]);
    expect(upserts).toEqual([
      {
        program_id: 'p1',
        week: 1,
        tool_key: 'sleep-diary',
        title: 'Sleep diary',
        kind: 'diary',
        definition: { instructions: diary.instructions, fields: diary.fields },
      },
    ]);
  });

  test('flags outdated rows, rows no week lists, missing weeks and broken definitions', () => {
    const rows = allRows();
    rows[1] = { ...rows[1]!, title: 'Old title' };
    rows.push({ ...rowFor(plan, 3, 'retired-tool') });
    const broken = {
      id: 'Bad Id',
      title: 'x',
      kind: 'poster',
      instructions: '',
      fields: [
        { id: 'a', label: '', type: 'slider' },
        { id: 'b', label: 'B', type: 'choice', options: ['one'] },
      ],
    };
    const { report, upserts } = compareTools(
      [program],
      weeks({ 3: [broken] }).filter((w) => w.week !== 6),
      rows,
    );
    expect(report.problems).toEqual([
      'better-sleep: week 6 is not in the database.',
      'better-sleep week 2, worksheet wind-down: program_tools holds an older version.',
      'better-sleep week 3, worksheet Bad Id: it needs a kebab-case id; it needs a title; its kind "poster" is not one of log, worksheet, plan, ladder, diary, list; it needs instructions; field "a" needs a label; field "a" has an unknown type "slider"; field "b" (choice) needs at least two options.',
      'better-sleep: program_tools has worksheet plan-3, which no week lists.',
      'better-sleep: program_tools has worksheet plan-6, which no week lists.',
      'better-sleep: program_tools has worksheet retired-tool, which no week lists.',
    ]);
    expect(upserts.map((u) => u.tool_key)).toEqual(['wind-down']);
  });

  test('toolProblems accepts every field type of the format', () => {
    const fields = [
      { id: 'a', label: 'A', type: 'text' },
      { id: 'b', label: 'B', type: 'textarea' },
      { id: 'c', label: 'C', type: 'scale', min: 0, max: 100 },
      { id: 'd', label: 'D', type: 'number', min: 0, unit: 'hours' },
      { id: 'e', label: 'E', type: 'time' },
      { id: 'f', label: 'F', type: 'date' },
      { id: 'g', label: 'G', type: 'list' },
      { id: 'h', label: 'H', type: 'choice', options: ['Yes', 'No'] },
    ];
    expect(toolProblems({ ...diary, fields })).toEqual([]);
    expect(toolProblems({ ...diary, fields: [fields[0], fields[0]] })).toEqual(['two of its fields share an id']);
  });
});
