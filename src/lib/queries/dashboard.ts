import type { BackendClient } from '@/lib/supabase';
import type { ScorePoint } from '@/lib/insights/assessments';

export interface ActiveEnrolment {
  id: string;
  programId: string;
  week: number;
  startedAt: string;
  program: { slug: string; title: string };
  /** The current week's title, when the week exists. */
  weekTitle: string | null;
}

/** The user's active program (at most one), with its current week's title. */
export async function activeEnrolment(client: BackendClient): Promise<ActiveEnrolment | null> {
  const { data, error } = await client
    .from('program_enrolments')
    .select('id, program_id, current_week, started_at, programs(slug, title)')
    .eq('status', 'active')
    .maybeSingle();
  if (error) throw error;
  if (!data) return null;
  const row = data;
  if (!row.programs) return null;
  const week = await client
    .from('program_weeks')
    .select('title')
    .eq('program_id', row.program_id)
    .eq('week', row.current_week)
    .maybeSingle();
  return {
    id: row.id,
    programId: row.program_id,
    week: row.current_week,
    startedAt: row.started_at,
    program: row.programs,
    weekTitle: week.data?.title ?? null,
  };
}

/** Scores of completed assessments (intake and check-in), oldest first. */
export async function assessmentScores(client: BackendClient, limit = 200): Promise<ScorePoint[]> {
  const { data, error } = await client
    .from('clinical_scores')
    .select('instrument, total_score, severity_level, computed_at, assessment_sessions!inner(session_type, completed_at, is_completed)')
    .eq('assessment_sessions.is_completed', true)
    .order('computed_at', { ascending: true })
    .order('instrument', { ascending: true })
    .limit(limit);
  if (error) throw error;
  return data.map((row) => ({
    instrument: row.instrument,
    total: row.total_score,
    severity: row.severity_level,
    at: row.assessment_sessions.completed_at ?? row.computed_at,
    context: row.assessment_sessions.session_type,
  }));
}
