import { map } from 'nanostores';
import { baselineBefore, instrumentFor } from '@/lib/programs-progress/measure';
import type { Enrolment, EnrolmentWithProgram, ProgressRow } from '@/lib/programs-progress/types';
import {
  insertEnrolment,
  selectLatestEnrolment,
  selectOpenEnrolments,
  selectProgram,
  selectProgress,
  selectScores,
  updateEnrolment,
  upsertProgress,
  type ProgramRef,
} from '@/lib/queries/programs';
import { getSupabase } from '@/lib/supabase';

/** One program as the member sees it on its detail and week pages. */
export interface ProgramPageState {
  status: 'loading' | 'ready' | 'error';
  /** Why loading or the last action failed, in words a person can act on. */
  error: string | null;
  program: ProgramRef | null;
  /** The member's latest run of this program (active, paused or completed), or null. */
  enrolment: Enrolment | null;
  /** Another program the member is following right now, which blocks starting this one. */
  otherActive: EnrolmentWithProgram | null;
  progress: ProgressRow[];
  /** An enrol, pause or resume is under way. */
  busy: boolean;
}

const initial: ProgramPageState = {
  status: 'loading',
  error: null,
  program: null,
  enrolment: null,
  otherActive: null,
  progress: [],
  busy: false,
};

export const $programPage = map<ProgramPageState>({ ...initial });

const message = (error: unknown) =>
  error instanceof Error ? error.message : typeof error === 'object' && error && 'message' in error ? String(error.message) : String(error);

let loading: Promise<void> | null = null;
let loadedSlug: string | null = null;

/** Loads the program, the member's enrolments and their progress. Islands on one page share one load. */
export function loadProgramPage(slug: string): Promise<void> {
  if (loading && loadedSlug === slug) return loading;
  loadedSlug = slug;
  loading = (async () => {
    $programPage.set({ ...initial });
    try {
      const client = getSupabase();
      const program = await selectProgram(client, slug);
      const [latest, open] = await Promise.all([selectLatestEnrolment(client, program.id), selectOpenEnrolments(client)]);
      const enrolment = latest && latest.status !== 'stopped' ? latest : null;
      const progress = enrolment ? await selectProgress(client, enrolment.id) : [];
      const otherActive = open.find((e) => e.status === 'active' && e.program_id !== program.id) ?? null;
      $programPage.set({ ...initial, status: 'ready', program, enrolment, otherActive, progress });
    } catch (error) {
      $programPage.set({ ...initial, status: 'error', error: `Your program could not be loaded: ${message(error)}` });
    }
  })();
  return loading;
}

async function act(work: () => Promise<Partial<ProgramPageState>>): Promise<boolean> {
  $programPage.setKey('busy', true);
  $programPage.setKey('error', null);
  try {
    const changes = await work();
    $programPage.set({ ...$programPage.get(), ...changes, busy: false });
    return true;
  } catch (error) {
    $programPage.set({ ...$programPage.get(), busy: false, error: message(error) });
    return false;
  }
}

/** Starts a fresh run from week 1, measured against the latest score before today. */
async function enrolNow(program: ProgramRef): Promise<Enrolment> {
  const client = getSupabase();
  const scores = await selectScores(client, instrumentFor(program.measure)).catch(() => []);
  return insertEnrolment(client, program.id, baselineBefore(scores, new Date())?.session_id ?? null);
}

/** Pauses the other active program first, and puts it back if this one cannot start. */
async function withOtherPaused<T>(pauseOther: boolean, start: () => Promise<T>): Promise<T> {
  const other = $programPage.get().otherActive;
  if (!pauseOther || !other) return start();
  const client = getSupabase();
  await updateEnrolment(client, other.id, { status: 'paused' });
  try {
    return await start();
  } catch (error) {
    await updateEnrolment(client, other.id, { status: 'active' }).catch(() => undefined);
    throw error;
  }
}

/**
 * Starts this program, or resumes it when paused. With `pauseOther`, the program the member
 * is following now is paused first (its progress is kept); without it the database refuses a
 * second active program with "You already have an active program."
 */
export function startProgram({ pauseOther = false } = {}): Promise<boolean> {
  return act(async () => {
    const { program, enrolment } = $programPage.get();
    if (!program) throw new Error('The program is still loading.');
    const next = await withOtherPaused(pauseOther, () =>
      enrolment?.status === 'paused' ? updateEnrolment(getSupabase(), enrolment.id, { status: 'active' }) : enrolNow(program),
    );
    const progress = next.id === enrolment?.id ? $programPage.get().progress : [];
    return { enrolment: next, progress, otherActive: pauseOther ? null : $programPage.get().otherActive };
  });
}

/** Starts again from week 1: the current run is kept in the account as stopped, a new one begins. */
export function restartProgram({ pauseOther = false } = {}): Promise<boolean> {
  return act(async () => {
    const { program, enrolment } = $programPage.get();
    if (!program) throw new Error('The program is still loading.');
    const client = getSupabase();
    if (enrolment && (enrolment.status === 'active' || enrolment.status === 'paused')) {
      await updateEnrolment(client, enrolment.id, { status: 'stopped' });
    }
    const next = await withOtherPaused(pauseOther, () => enrolNow(program));
    return { enrolment: next, progress: [], otherActive: pauseOther ? null : $programPage.get().otherActive };
  });
}

export function pauseProgram(): Promise<boolean> {
  return act(async () => {
    const { enrolment } = $programPage.get();
    if (!enrolment) throw new Error('You have not started this program.');
    return { enrolment: await updateEnrolment(getSupabase(), enrolment.id, { status: 'paused' }) };
  });
}

/** Moves the member on to `week` (or marks the program finished after week 6). */
export function moveToWeek(week: number): Promise<boolean> {
  return act(async () => {
    const { enrolment } = $programPage.get();
    if (!enrolment) throw new Error('You have not started this program.');
    const changes = week > 6 ? { status: 'completed' as const } : { current_week: week };
    return { enrolment: await updateEnrolment(getSupabase(), enrolment.id, changes) };
  });
}

/** Saves one progress item and keeps the page's copy in step. Throws with the server's reason. */
export async function saveProgress(row: Omit<ProgressRow, 'id' | 'updated_at' | 'enrolment_id'>): Promise<ProgressRow> {
  const { enrolment } = $programPage.get();
  if (!enrolment) throw new Error('You have not started this program.');
  const saved = await upsertProgress(getSupabase(), { ...row, enrolment_id: enrolment.id });
  const rest = $programPage.get().progress.filter((r) => r.id !== saved.id);
  $programPage.setKey('progress', [...rest, saved]);
  return saved;
}
