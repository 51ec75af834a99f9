import type { BackendClient } from '@/lib/supabase';
import type { FetcherStore, MutatorStore } from '@nanostores/query';
import { atom, computed, map } from 'nanostores';
import { baselineBefore, instrumentFor, type Instrument, type ScoreRow } from '@/lib/programs-progress/measure';
import type { Enrolment, EnrolmentWithProgram, ProgressRow } from '@/lib/programs-progress/types';
import { prefixes, queryKeys } from '@/lib/queries/keys';
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
import { createFetcherStore, createMutatorStore, type MutationArgs, type QueryError } from '@/lib/query-cache';

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

/** What the page reads: the program, the member's run of it and its progress. */
export type ProgramData = Pick<ProgramPageState, 'program' | 'enrolment' | 'otherActive' | 'progress'>;

const message = (error: unknown) =>
  error instanceof Error ? error.message : typeof error === 'object' && error && 'message' in error ? String(error.message) : String(error);

async function readProgramPage(client: BackendClient, slug: string): Promise<ProgramData> {
  const program = await selectProgram(client, slug);
  const [latest, open] = await Promise.all([selectLatestEnrolment(client, program.id), selectOpenEnrolments(client)]);
  const enrolment = latest && latest.status !== 'stopped' ? latest : null;
  const progress = enrolment ? await selectProgress(client, enrolment.id) : [];
  const otherActive = open.find((e) => e.status === 'active' && e.program_id !== program.id) ?? null;
  return { program, enrolment, otherActive, progress };
}

const scoreLists = new Map<Instrument, FetcherStore<ScoreRow[], QueryError>>();

/** The member's scores on one questionnaire, newest first (the week 3 and 6 check-ins). */
export function instrumentScores(instrument: Instrument): FetcherStore<ScoreRow[], QueryError> {
  let store = scoreLists.get(instrument);
  if (!store) {
    store = createFetcherStore<ScoreRow[]>(queryKeys.instrumentScores(instrument), (client) => selectScores(client, instrument));
    scoreLists.set(instrument, store);
  }
  return store;
}

/** The program shown on this page (set by `loadProgramPage`). */
const $slug = atom<string | undefined>(undefined);

/** The page's program data from the shared cache: every island on the page uses one request. */
export const $programData = createFetcherStore<ProgramData>(
  queryKeys.programPage($slug),
  (client, ...parts) => readProgramPage(client, String(parts.at(-1))),
  { keepOnDevice: true },
);

/** An enrol, pause, resume or move under way, and why the last one failed. */
const $action = map<{ busy: boolean; error: string | null }>({ busy: false, error: null });

export const $programPage = computed([$programData, $action], (query, action): ProgramPageState => {
  const data = query.data;
  if (!data) {
    const failed = query.error !== undefined;
    return {
      status: failed ? 'error' : 'loading',
      error: failed ? `Your program could not be loaded: ${message(query.error)}` : null,
      program: null,
      enrolment: null,
      otherActive: null,
      progress: [],
      busy: action.busy,
    };
  }
  return { status: 'ready', ...data, error: action.error, busy: action.busy };
});

/** Loads the program, the member's enrolments and their progress. Islands on one page share one load. */
export function loadProgramPage(slug: string): Promise<void> {
  if ($slug.get() !== slug) {
    $slug.set(slug);
    $action.set({ busy: false, error: null });
  }
  return Promise.resolve();
}

type CacheArgs = Pick<MutationArgs<unknown>, 'getCacheUpdater'>;

/** Puts a change into the page's cached data at once (a refetch, where named, follows). */
function updatePage(args: CacheArgs, change: (data: ProgramData) => ProgramData) {
  const key = $programData.key;
  if (!key) return;
  const [update, current] = args.getCacheUpdater<ProgramData>(key, false);
  if (current) update(change(current));
}

/** Starts a fresh run from week 1, measured against the latest score before today. */
async function enrolNow(client: BackendClient, program: ProgramRef): Promise<Enrolment> {
  const scores = await selectScores(client, instrumentFor(program.measure)).catch(() => []);
  return insertEnrolment(client, program.id, baselineBefore(scores, new Date())?.session_id ?? null);
}

/** Pauses the other active program first, and puts it back if this one cannot start. */
async function withOtherPaused<T>(client: BackendClient, pauseOther: boolean, start: () => Promise<T>): Promise<T> {
  const other = $programPage.get().otherActive;
  if (!pauseOther || !other) return start();
  await updateEnrolment(client, other.id, { status: 'paused' });
  try {
    return await start();
  } catch (error) {
    await updateEnrolment(client, other.id, { status: 'active' }).catch(() => undefined);
    throw error;
  }
}

export type EnrolmentAction =
  { kind: 'start'; pauseOther: boolean } | { kind: 'restart'; pauseOther: boolean } | { kind: 'pause' } | { kind: 'move'; week: number };

async function changeEnrolment(client: BackendClient, action: EnrolmentAction): Promise<Partial<ProgramData>> {
  const { program, enrolment, otherActive, progress } = $programPage.get();
  if (action.kind === 'start' || action.kind === 'restart') {
    if (!program) throw new Error('The program is still loading.');
    if (action.kind === 'restart' && enrolment && (enrolment.status === 'active' || enrolment.status === 'paused')) {
      await updateEnrolment(client, enrolment.id, { status: 'stopped' });
    }
    const resume = action.kind === 'start' && enrolment?.status === 'paused';
    const next = await withOtherPaused(client, action.pauseOther, () =>
      resume ? updateEnrolment(client, enrolment.id, { status: 'active' }) : enrolNow(client, program),
    );
    return { enrolment: next, progress: next.id === enrolment?.id ? progress : [], otherActive: action.pauseOther ? null : otherActive };
  }
  if (!enrolment) throw new Error('You have not started this program.');
  if (action.kind === 'pause') return { enrolment: await updateEnrolment(client, enrolment.id, { status: 'paused' }) };
  const changes = action.week > 6 ? { status: 'completed' as const } : { current_week: action.week };
  return { enrolment: await updateEnrolment(client, enrolment.id, changes) };
}

/**
 * Enrols, pauses, resumes, restarts or moves on. The page shows the change at once; every
 * program key (this page, the dashboard's program, the journal's prompts) is then refetched.
 * The panel shows the reason when it fails (no toast).
 */
const $changeEnrolment = createMutatorStore<{ action: EnrolmentAction }, Partial<ProgramData>>(
  async (args) => {
    const changes = await changeEnrolment(args.client, args.data.action);
    updatePage(args, (data) => ({ ...data, ...changes }));
    return changes;
  },
  { name: 'programs.enrolment', invalidates: [prefixes.programs], errorToast: false },
);

async function act(action: EnrolmentAction): Promise<boolean> {
  $action.set({ busy: true, error: null });
  const done = await $changeEnrolment.mutate({ action });
  $action.set({ busy: false, error: done ? null : message($changeEnrolment.get().error ?? 'Please try again.') });
  return Boolean(done);
}

/**
 * Starts this program, or resumes it when paused. With `pauseOther`, the program the member
 * is following now is paused first (its progress is kept); without it the database refuses a
 * second active program with "You already have an active program."
 */
export function startProgram({ pauseOther = false } = {}): Promise<boolean> {
  return act({ kind: 'start', pauseOther });
}

/** Starts again from week 1: the current run is kept in the account as stopped, a new one begins. */
export function restartProgram({ pauseOther = false } = {}): Promise<boolean> {
  return act({ kind: 'restart', pauseOther });
}

export function pauseProgram(): Promise<boolean> {
  return act({ kind: 'pause' });
}

/** Moves the member on to `week` (or marks the program finished after week 6). */
export function moveToWeek(week: number): Promise<boolean> {
  return act({ kind: 'move', week });
}

type ProgressInput = Omit<ProgressRow, 'id' | 'updated_at' | 'enrolment_id'>;

const savers = new Map<string, MutatorStore<ProgressInput, ProgressRow, QueryError>>();

/**
 * One store per item, so items saving at the same moment never skip each other. The saved row
 * goes straight into the page's progress (the week's count, "move on"); nothing is refetched.
 * The item shows the reason when it fails (no toast).
 */
function progressSaver(row: ProgressInput) {
  const id = [row.week, row.item_kind, row.item_key, row.day ?? ''].join('/');
  let saver = savers.get(id);
  if (!saver) {
    saver = createMutatorStore<ProgressInput, ProgressRow>(
      async (args) => {
        const { enrolment } = $programPage.get();
        if (!enrolment) throw new Error('You have not started this program.');
        const saved = await upsertProgress(args.client, { ...args.data, enrolment_id: enrolment.id });
        updatePage(args, (data) => ({ ...data, progress: [...data.progress.filter((r) => r.id !== saved.id), saved] }));
        return saved;
      },
      { name: 'programs.progress', errorToast: false },
    );
    savers.set(id, saver);
  }
  return saver;
}

/** Saves one progress item and keeps the page's copy in step. Throws with the server's reason. */
export async function saveProgress(row: ProgressInput): Promise<ProgressRow> {
  const saver = progressSaver(row);
  const saved = await saver.mutate(row);
  if (!saved) throw new Error(message(saver.get().error ?? 'Your progress could not be saved. Please try again.'));
  return saved;
}
