/**
 * What `seed-program-tools` compares: the worksheets each program week lists
 * (`program_weeks.tools`, as authored in content/programs) against the `program_tools` rows the
 * app reads. Pure, so it runs the same under Deno and in tests.
 */

export interface ProgramRow {
  id: string;
  slug: string;
}

export interface WeekRow {
  program_id: string;
  week: number;
  tools: unknown;
}

export interface ToolRow {
  program_id: string;
  week: number;
  tool_key: string;
  title: string;
  kind: string;
  definition: unknown;
}

/** A `program_tools` row to write: the columns the table's unique key and content need. */
export type ToolUpsert = Omit<ToolRow, 'definition'> & { definition: { instructions: string; fields: unknown[] } };

export interface MissingTool {
  program: string;
  week: number;
  tool_key: string;
  title: string;
}

/** The answer to `{action: 'validate'}`. */
export interface Report {
  /** Programs checked (published ones; every one for admins and the service role). */
  programs: number;
  /** `program_tools` rows of those programs. */
  tools: number;
  /** Worksheets a week lists that `program_tools` lacks. */
  missing: MissingTool[];
  /** Everything else worth fixing, one sentence each. */
  problems: string[];
}

const KINDS = ['log', 'worksheet', 'plan', 'ladder', 'diary', 'list'];
const FIELD_TYPES = ['text', 'textarea', 'scale', 'number', 'time', 'date', 'list', 'choice'];
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reasons a field definition cannot be rendered (docs/program-format.md), empty when it can. */
function fieldProblems(field: unknown): string[] {
  if (!isObject(field)) return ['a field is not an object'];
  const name = typeof field['id'] === 'string' ? `field "${field['id']}"` : 'a field';
  const problems: string[] = [];
  if (typeof field['id'] !== 'string' || !SLUG.test(field['id'])) problems.push(`${name} needs a kebab-case id`);
  if (typeof field['label'] !== 'string' || field['label'].trim() === '') problems.push(`${name} needs a label`);
  const type = field['type'];
  if (typeof type !== 'string' || !FIELD_TYPES.includes(type)) problems.push(`${name} has an unknown type "${String(type)}"`);
  if (type === 'scale') {
    const { min, max } = field;
    if (typeof min !== 'number' || typeof max !== 'number' || min >= max) problems.push(`${name} (scale) needs numbers min < max`);
  }
  if (type === 'number') {
    for (const key of ['min', 'max'])
      if (field[key] !== undefined && typeof field[key] !== 'number') problems.push(`${name} has a ${key} that is not a number`);
  }
  if (type === 'choice') {
    const options = field['options'];
    if (!Array.isArray(options) || options.length < 2 || !options.every((o) => typeof o === 'string' && o.trim() !== '')) {
      problems.push(`${name} (choice) needs at least two options`);
    }
  }
  return problems;
}

/** Reasons a tool definition from a week cannot become a `program_tools` row; empty when it can. */
export function toolProblems(tool: unknown): string[] {
  if (!isObject(tool)) return ['the tool is not an object'];
  const problems: string[] = [];
  if (typeof tool['id'] !== 'string' || !SLUG.test(tool['id'])) problems.push('it needs a kebab-case id');
  if (typeof tool['title'] !== 'string' || tool['title'].trim().length < 3) problems.push('it needs a title');
  if (typeof tool['kind'] !== 'string' || !KINDS.includes(tool['kind']))
    problems.push(`its kind "${String(tool['kind'])}" is not one of ${KINDS.join(', ')}`);
  if (typeof tool['instructions'] !== 'string' || tool['instructions'].trim() === '') problems.push('it needs instructions');
  const fields = tool['fields'];
  if (!Array.isArray(fields) || fields.length === 0) problems.push('it needs at least one field');
  else {
    problems.push(...fields.flatMap(fieldProblems));
    const ids = fields.map((f) => (isObject(f) ? f['id'] : undefined));
    if (new Set(ids).size !== ids.length) problems.push('two of its fields share an id');
  }
  return problems;
}

/** JSON with object keys sorted, so definitions compare equal whatever order the database returns. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isObject(value))
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

function toUpsert(programId: string, week: number, tool: Record<string, unknown>): ToolUpsert {
  return {
    program_id: programId,
    week,
    tool_key: tool['id'] as string,
    title: tool['title'] as string,
    kind: tool['kind'] as string,
    definition: { instructions: tool['instructions'] as string, fields: tool['fields'] as unknown[] },
  };
}

const sameRow = (row: ToolRow, wanted: ToolUpsert) =>
  row.week === wanted.week &&
  row.title === wanted.title &&
  row.kind === wanted.kind &&
  canonical(row.definition) === canonical(wanted.definition);

/**
 * Compares the weeks with the tool rows. Returns the report and the rows `setup` should upsert:
 * missing ones, and existing ones that no longer match their week's definition.
 */
export function compareTools(programs: ProgramRow[], weeks: WeekRow[], tools: ToolRow[]): { report: Report; upserts: ToolUpsert[] } {
  const missing: MissingTool[] = [];
  const problems: string[] = [];
  const upserts: ToolUpsert[] = [];
  const ids = new Set(programs.map((p) => p.id));
  const ownTools = tools.filter((t) => ids.has(t.program_id));

  for (const program of [...programs].sort((a, b) => a.slug.localeCompare(b.slug))) {
    const programWeeks = weeks.filter((w) => w.program_id === program.id).sort((a, b) => a.week - b.week);
    const absent = [1, 2, 3, 4, 5, 6].filter((n) => !programWeeks.some((w) => w.week === n));
    if (absent.length > 0) {
      problems.push(
        `${program.slug}: ${absent.length === 1 ? `week ${absent[0]} is` : `weeks ${absent.join(', ')} are`} not in the database.`,
      );
    }
    const rows = new Map(ownTools.filter((t) => t.program_id === program.id).map((t) => [t.tool_key, t]));
    const listed = new Set<string>();

    for (const week of programWeeks) {
      const defined = Array.isArray(week.tools) ? week.tools : [];
      if (defined.length === 0) problems.push(`${program.slug} week ${week.week}: the week lists no worksheets.`);
      for (const tool of defined) {
        const issues = toolProblems(tool);
        const key = isObject(tool) && typeof tool['id'] === 'string' ? tool['id'] : '(no id)';
        if (issues.length > 0) {
          problems.push(`${program.slug} week ${week.week}, worksheet ${key}: ${issues.join('; ')}.`);
          continue;
        }
        if (listed.has(key)) {
          problems.push(`${program.slug} week ${week.week}, worksheet ${key}: another week already uses this id.`);
          continue;
        }
        listed.add(key);
        const wanted = toUpsert(program.id, week.week, tool as Record<string, unknown>);
        const row = rows.get(key);
        if (!row) {
          missing.push({ program: program.slug, week: week.week, tool_key: key, title: wanted.title });
          upserts.push(wanted);
        } else if (!sameRow(row, wanted)) {
          problems.push(`${program.slug} week ${week.week}, worksheet ${key}: program_tools holds an older version.`);
          upserts.push(wanted);
        }
      }
    }
    for (const key of rows.keys()) {
      if (!listed.has(key)) problems.push(`${program.slug}: program_tools has worksheet ${key}, which no week lists.`);
    }
  }
  return { report: { programs: programs.length, tools: ownTools.length, missing, problems }, upserts };
}
