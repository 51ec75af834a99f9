import type { BackendClient } from '@/lib/supabase';
import { invokeFunction } from '@/lib/queries/invoke';
import type { Instrument, ScoreRow } from '@/lib/programs-progress/measure';
import type { Enrolment, EnrolmentStatus, EnrolmentWithProgram, ProgressRow } from '@/lib/programs-progress/types';

/**
 * Programs, enrolments and weekly progress. Each function runs one query with the given
 * client; row-level security keeps every enrolment and progress row to its owner.
 */

const enrolmentColumns = 'id, program_id, status, started_at, current_week, baseline_session_id, paused_at, completed_at';
const progressColumns = 'id, enrolment_id, week, item_kind, item_key, day, data, completed_at, updated_at';
/** The key `program_progress` rows are upserted on (one row per item, daily checks per day). */
const progressConflict = 'enrolment_id,week,item_kind,item_key,day';

export interface ProgramRef {
  id: string;
  slug: string;
  title: string;
  measure: 'gad7' | 'phq9';
}

export async function selectProgram(client: BackendClient, slug: string): Promise<ProgramRef> {
  const { data, error } = await client.from('programs').select('id, slug, title, measure').eq('slug', slug).maybeSingle();
  if (error) throw error;
  if (!data) throw new Error(`Program with slug ${slug} not found`);
  return data as ProgramRef;
}

/** The member's enrolments that are not finished (at most one active, one per program), with their programs. */
export async function selectOpenEnrolments(client: BackendClient): Promise<EnrolmentWithProgram[]> {
  const { data, error } = await client
    .from('program_enrolments')
    .select(`${enrolmentColumns}, programs(slug, title)`)
    .in('status', ['active', 'paused'])
    .order('started_at', { ascending: false });
  if (error) throw error;
  return data as EnrolmentWithProgram[];
}

/** The member's most recent enrolment in one program, whatever its status. */
export async function selectLatestEnrolment(client: BackendClient, programId: string): Promise<Enrolment | null> {
  const { data, error } = await client
    .from('program_enrolments')
    .select(enrolmentColumns)
    .eq('program_id', programId)
    .order('started_at', { ascending: false })
    .limit(1)
    .maybeSingle();
  if (error) throw error;
  return data as Enrolment | null;
}

export async function insertEnrolment(client: BackendClient, programId: string, baselineSessionId: string | null): Promise<Enrolment> {
  const { data, error } = await client
    .from('program_enrolments')
    .insert({ program_id: programId, baseline_session_id: baselineSessionId })
    .select(enrolmentColumns)
    .single();
  if (error) throw error;
  return data as Enrolment;
}

/** Changes an enrolment's status or week; the database stamps paused_at, completed_at and stopped_at. */
export async function updateEnrolment(
  client: BackendClient,
  id: string,
  changes: { status?: EnrolmentStatus; current_week?: number },
): Promise<Enrolment> {
  const { data, error } = await client.from('program_enrolments').update(changes).eq('id', id).select(enrolmentColumns).single();
  if (error) throw error;
  return data as Enrolment;
}

export async function selectProgress(client: BackendClient, enrolmentId: string): Promise<ProgressRow[]> {
  const { data, error } = await client.from('program_progress').select(progressColumns).eq('enrolment_id', enrolmentId);
  if (error) throw error;
  return data as ProgressRow[];
}

/** Saves one item (the lesson, a worksheet, the reflection, a day's check); returns the stored row. */
export async function upsertProgress(client: BackendClient, row: Omit<ProgressRow, 'id' | 'updated_at'>): Promise<ProgressRow> {
  const { data, error } = await client
    .from('program_progress')
    .upsert(row, { onConflict: progressConflict })
    .select(progressColumns)
    .single();
  if (error) throw error;
  return data as ProgressRow;
}

/** The member's scores on one questionnaire, with when and why each was taken. */
export async function selectScores(client: BackendClient, instrument: Instrument): Promise<ScoreRow[]> {
  const { data, error } = await client
    .from('clinical_scores')
    .select(
      'session_id, instrument, total_score, severity_level, computed_at, assessment_sessions(completed_at, session_type, session_context)',
    )
    .eq('instrument', instrument)
    .order('computed_at', { ascending: false });
  if (error) throw error;
  return data as ScoreRow[];
}

/** Spec section 7: reads one `program_tools` id to decide whether setup is needed. */
export async function selectAnyProgramTool(client: BackendClient, programId: string): Promise<boolean> {
  const { data, error } = await client.from('program_tools').select('id').eq('program_id', programId).limit(1);
  if (error) throw error;
  return data.length > 0;
}

/** The `seed-program-tools` edge function's report (action 'validate'). */
export interface ToolsReport {
  programs: number;
  tools: number;
  missing: { program: string; week: number; tool_key: string; title: string }[];
  problems: string[];
}

export async function invokeSeedProgramTools(client: BackendClient, action: 'setup' | 'validate'): Promise<ToolsReport> {
  const { data, error } = await invokeFunction<ToolsReport>(client, 'seed-program-tools', { body: { action } });
  if (error) throw error instanceof Error ? error : new Error('seed-program-tools could not be reached.');
  if (!data) throw new Error('seed-program-tools returned nothing');
  return data;
}
