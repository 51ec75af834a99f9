import type { Tool, ToolField } from '@/lib/content-schemas';

export type { ToolField };

export type EnrolmentStatus = 'active' | 'paused' | 'completed' | 'stopped';
export type ItemKind = 'lesson' | 'tool' | 'reflection' | 'daily_check';
export type Measure = 'gad7' | 'phq9';

/** A `program_enrolments` row as the app reads it. */
export interface Enrolment {
  id: string;
  program_id: string;
  status: EnrolmentStatus;
  started_at: string;
  current_week: number;
  baseline_session_id: string | null;
  paused_at: string | null;
  completed_at: string | null;
}

/** An enrolment with the program it belongs to (`programs(slug, title)` embedded). */
export interface EnrolmentWithProgram extends Enrolment {
  programs: { slug: string; title: string } | null;
}

/** One answer in a worksheet: a line, a number, or several lines. */
export type FieldValue = string | number | string[];
export type FieldValues = Record<string, FieldValue>;

/** A log or diary entry, saved with the moment it was added. */
export type ToolEntry = {
  saved_at: string;
  values: FieldValues;
};

/** `program_progress.data`: what the member is typing (`values`) and, for logs, their entries. */
export type ProgressData = {
  values?: FieldValues;
  entries?: ToolEntry[];
};

/** A `program_progress` row. */
export interface ProgressRow {
  id?: string;
  enrolment_id: string;
  week: number;
  item_kind: ItemKind;
  item_key: string;
  day: string | null;
  data: ProgressData;
  completed_at: string | null;
  updated_at?: string;
}

/** What the week pages need to know about each of the six weeks. */
export interface WeekOutline {
  week: number;
  title: string;
  /** Ids of the worksheets introduced in this week. */
  toolKeys: string[];
}

/** A worksheet as a week page hands it to its island: instructions rendered to HTML at build time. */
export interface WeekTool extends Omit<Tool, 'instructions'> {
  instructionsHtml: string;
  /** The week that introduced it. */
  week: number;
}
