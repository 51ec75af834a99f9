import type { SessionContext } from '@/lib/assessment/context';
import type { BackendClient } from '@/lib/supabase';
import { atom } from 'nanostores';
import { analyticsEventRows, elapsedSeconds, performanceMetricRows, userAnalyticsRow, type TrackedEvent } from '@/lib/assessment/analytics';
import { detectCrisis, type CrisisSignal } from '@/lib/assessment/crisis';
import { answeredCount, draftKey, makeDraft, parseDraft, walkFromDraft, type Draft } from '@/lib/assessment/draft';
import { isComplete, startWalk, walkReducer, type Walk } from '@/lib/assessment/navigation';
import { includedAssessmentIds, toQuestions } from '@/lib/assessment/questions';
import type { AnswerOption, CompletionResult, EarlierScores, Question } from '@/lib/assessment/types';
import {
  completeAssessment,
  insertAnalyticsEvents,
  insertCorrelation,
  insertPerformanceMetrics,
  insertSession,
  insertUserAnalytics,
  selectCompletedSessions,
  selectDefaultConfiguration,
  selectFallbackAssessments,
  selectQuestions,
  selectRecentJournalEntry,
  selectRecentMoodLog,
  upsertResponses,
} from '@/lib/queries/assessment';

/** Spec section 4, "Assessment flow": intro → loading → questions → results or crisis; error on failure. */
export type Phase = 'intro' | 'loading' | 'question' | 'submitting' | 'results' | 'crisis' | 'error';

export interface AssessmentState {
  phase: Phase;
  questions: Question[];
  walk: Walk;
  sessionId: string | null;
  result: CompletionResult | null;
  /** The crisis rules applied on the device, so support shows even when saving fails. */
  crisis: CrisisSignal | null;
  /** On the crisis screen: the answers are not saved yet (they are kept on this device). */
  unsaved: boolean;
  /** The answers are being saved. */
  saving: boolean;
  /** What failed, for the error panel's Try Again. */
  failure: 'load' | 'submit' | null;
  retriesUsed: number;
  /** How many answers an earlier visit left on this device (0 when none). */
  draftAnswered: number;
  /** The newest earlier completed session, for "since last time". */
  earlier: EarlierScores | null;
}

export interface AssessmentSetup {
  client: BackendClient;
  userId: string;
  /** 'intake' or 'check_in': picks the configuration and is stored as the session type. */
  contextType: string;
  sessionContext: SessionContext;
}

const initialState = (): AssessmentState => ({
  phase: 'intro',
  questions: [],
  walk: startWalk(),
  sessionId: null,
  result: null,
  crisis: null,
  unsaved: false,
  saving: false,
  failure: null,
  retriesUsed: 0,
  draftAnswered: 0,
  earlier: null,
});

export const $assessment = atom<AssessmentState>(initialState());

let setup: AssessmentSetup | null = null;
let startedAt = 0;
let shownAt = 0;
let loadMs: number | null = null;
let events: TrackedEvent[] = [];

function patch(next: Partial<AssessmentState>) {
  $assessment.set({ ...$assessment.get(), ...next });
}

/** Logs a failure without any answer, text or identifier (spec section 8: most failures are only logged). */
function logFailure(what: string, error: unknown) {
  const message = error && typeof error === 'object' && 'message' in error ? String(error.message) : String(error);
  console.error(`Assessment: ${what}:`, message);
}

// Answers stay on the device until the session is completed on the server.

function readDraft(): Draft | null {
  if (!setup) return null;
  try {
    return parseDraft(localStorage.getItem(draftKey(setup.contextType, setup.userId)));
  } catch {
    return null;
  }
}

function saveDraft() {
  if (!setup) return;
  const { walk, questions, sessionId } = $assessment.get();
  try {
    localStorage.setItem(draftKey(setup.contextType, setup.userId), JSON.stringify(makeDraft(walk, questions, sessionId, startedAt)));
  } catch (error) {
    logFailure('answers could not be kept on this device', error);
  }
}

function clearDraft() {
  if (!setup) return;
  try {
    localStorage.removeItem(draftKey(setup.contextType, setup.userId));
  } catch {
    // Storage is unavailable: there is nothing to clear.
  }
}

/** Prepares the flow for one person and context, noting answers left from an earlier visit. */
export function initAssessment(next: AssessmentSetup) {
  setup = next;
  events = [];
  const draft = readDraft();
  $assessment.set({ ...initialState(), draftAnswered: draft ? answeredCount(draft) : 0 });
}

/**
 * The questions for a context: its default configuration's instruments, or the GAD-7 and
 * PHQ-9 as a fallback. Null (after logging) when they cannot be loaded.
 */
async function loadQuestions(client: BackendClient, contextType: string): Promise<Question[] | null> {
  try {
    let ids: string[] = [];
    const config = await selectDefaultConfiguration(client, contextType);
    if (config.error) logFailure('the configuration could not be read; using the GAD-7 and PHQ-9', config.error);
    else ids = includedAssessmentIds(config.data.included_assessments);
    if (ids.length === 0) {
      const fallback = await selectFallbackAssessments(client);
      if (fallback.error) {
        logFailure('the instruments could not be read', fallback.error);
        return null;
      }
      ids = fallback.data.map((row) => row.id);
    }
    if (ids.length === 0) return null;
    const rows = await selectQuestions(client, ids);
    if (rows.error) {
      logFailure('the questions could not be read', rows.error);
      return null;
    }
    const questions = toQuestions(rows.data);
    return questions.length > 0 ? questions : null;
  } catch (error) {
    logFailure('the questions could not be loaded', error);
    return null;
  }
}

/** A new session's id, or null after logging (spec section 8: a failed session creation returns null). */
async function createSession(current: AssessmentSetup): Promise<string | null> {
  try {
    const { data, error } = await insertSession(current.client, current.userId, current.contextType, current.sessionContext);
    if (error) {
      logFailure('the session could not be started', error);
      return null;
    }
    return data.id;
  } catch (error) {
    logFailure('the session could not be started', error);
    return null;
  }
}

/**
 * Loads the questions and starts (or continues) a session. With `fresh`, answers kept from an
 * earlier visit are discarded; otherwise the walk continues where it stopped.
 */
export async function beginAssessment(options: { fresh?: boolean } = {}) {
  const current = setup;
  if (!current || $assessment.get().phase === 'loading') return;
  if (options.fresh) clearDraft();
  patch({ phase: 'loading', failure: null });
  const t0 = performance.now();
  const questions = await loadQuestions(current.client, current.contextType);
  if (!questions) {
    patch({ phase: 'error', failure: 'load' });
    return;
  }
  loadMs = performance.now() - t0;
  const draft = readDraft();
  const resumed = draft ? walkFromDraft(draft, questions) : null;
  startedAt = resumed && draft ? draft.startedAt : Date.now();
  const sessionId = (resumed && draft?.sessionId) || (await createSession(current));
  patch({ phase: 'question', questions, walk: resumed ?? startWalk(), sessionId, draftAnswered: 0, retriesUsed: 0 });
  shownAt = Date.now();
  saveDraft();
}

/** Records the answer to the current question; answers can be changed at any time. */
export function chooseAnswer(option: AnswerOption) {
  const state = $assessment.get();
  const question = state.questions[state.walk.index];
  if (state.phase !== 'question' || !question) return;
  const walk = walkReducer(state.walk, { type: 'answer', questionId: question.id, answer: { value: option.value, label: option.label } });
  events.push({
    type: 'question_answered',
    data: { questionId: question.id, responseValue: option.value, responseTime: Date.now() - shownAt, questionIndex: state.walk.index },
  });
  patch({ walk });
  saveDraft();
}

function move(direction: 'next' | 'previous') {
  const state = $assessment.get();
  if (state.phase !== 'question') return;
  const walk = walkReducer(state.walk, { type: direction, questionIds: state.questions.map((q) => q.id) });
  if (walk.index === state.walk.index) return;
  events.push({ type: 'question_navigation', data: { direction, from: state.walk.index, to: walk.index } });
  patch({ walk });
  shownAt = Date.now();
  saveDraft();
}

export const goNext = () => move('next');
export const goPrevious = () => move('previous');

/**
 * Saves the answers and completes the session. Null when it failed (logged); a session the
 * server no longer knows is forgotten so the next attempt starts a new one.
 */
async function save(current: AssessmentSetup, state: AssessmentState): Promise<CompletionResult | null> {
  try {
    const sessionId = state.sessionId ?? (await createSession(current));
    if (!sessionId) return null;
    if (sessionId !== state.sessionId) {
      patch({ sessionId });
      saveDraft();
    }
    const saved = await upsertResponses(current.client, sessionId, state.walk.answers);
    if (saved.error) {
      logFailure('the answers could not be saved', saved.error);
      if (['23503', '42501'].includes(saved.error.code)) forgetSession();
      return null;
    }
    const completed = await completeAssessment(current.client, sessionId);
    if (completed.error || !completed.data) {
      logFailure('the assessment could not be completed', completed.error);
      if (completed.error?.code === 'P0002') forgetSession();
      return null;
    }
    return completed.data;
  } catch (error) {
    logFailure('the assessment could not be saved', error);
    return null;
  }
}

function forgetSession() {
  patch({ sessionId: null });
  saveDraft();
}

/**
 * Completes the assessment once every question is answered. Crisis comes first: if the
 * answers meet a crisis rule, the crisis screen shows whether or not saving worked.
 */
export async function submitAssessment() {
  const current = setup;
  const state = $assessment.get();
  if (!current || state.saving) return;
  if (!(state.phase === 'question' || state.phase === 'error' || (state.phase === 'crisis' && state.unsaved))) return;
  if (
    !isComplete(
      state.walk,
      state.questions.map((q) => q.id),
    )
  )
    return;
  const crisis = detectCrisis(state.walk.answers, state.questions);
  patch({ phase: crisis.crisis ? 'crisis' : 'submitting', saving: true, failure: null, crisis });
  const t0 = performance.now();
  const result = await save(current, $assessment.get());
  if (!result) {
    if (crisis.crisis) patch({ phase: 'crisis', unsaved: true, saving: false });
    else patch({ phase: 'error', failure: 'submit', saving: false });
    return;
  }
  clearDraft();
  const retries = $assessment.get().retriesUsed;
  patch({
    phase: result.crisis || crisis.crisis ? 'crisis' : 'results',
    result,
    sessionId: result.session_id,
    unsaved: false,
    saving: false,
    retriesUsed: 0,
  });
  void recordAnalytics(current, result.session_id, performance.now() - t0, retries);
  void loadEarlier(current, result.session_id);
}

/** Try Again on the error panel: counts the attempt and repeats what failed. */
export function retryAfterFailure() {
  const state = $assessment.get();
  if (state.phase !== 'error') return;
  patch({ retriesUsed: state.retriesUsed + 1 });
  if (state.failure === 'load') void beginAssessment();
  else void submitAssessment();
}

/** The analytics rows (spec section 7); failures are only logged. */
async function recordAnalytics(current: AssessmentSetup, sessionId: string, submitMs: number, retries: number) {
  const { questions, walk } = $assessment.get();
  const now = new Date();
  const completionSeconds = elapsedSeconds(startedAt, now.getTime());
  const batch: TrackedEvent[] = [
    ...events,
    {
      type: 'assessment_completed',
      data: { completionTime: completionSeconds, totalQuestions: questions.length, questionsAnswered: Object.keys(walk.answers).length },
    },
  ];
  events = [];
  const writes = [
    insertAnalyticsEvents(current.client, analyticsEventRows(batch, now)),
    insertUserAnalytics(
      current.client,
      userAnalyticsRow({ userId: current.userId, sessionId, completionSeconds, revisited: walk.revisited.length }),
    ),
    insertPerformanceMetrics(
      current.client,
      performanceMetricRows({ contextType: current.contextType, questionCount: questions.length, loadMs, submitMs, retries }),
    ),
    linkSameDayRecords(current, sessionId, now),
  ];
  for (const outcome of await Promise.allSettled(writes)) {
    const error: unknown = outcome.status === 'rejected' ? outcome.reason : outcome.value?.error;
    if (error) logFailure('analytics could not be saved', error);
  }
}

/**
 * Links the session to the person's newest mood check-in and the journal entry they wrote nearest
 * before it, each from the last 24 hours (one `same_day_records` row in assessment_correlations;
 * the database scores how well the check-in agrees with the assessment, docs/assessment.md).
 */
async function linkSameDayRecords(current: AssessmentSetup, sessionId: string, now: Date) {
  const since = new Date(now.getTime() - 24 * 3600_000).toISOString();
  const [mood, journal] = await Promise.all([
    selectRecentMoodLog(current.client, current.userId, since),
    selectRecentJournalEntry(current.client, current.userId, since),
  ]);
  if (mood.error || journal.error) return mood.error ? mood : journal;
  if (!mood.data && !journal.data) return mood;
  return insertCorrelation(current.client, {
    user_id: current.userId,
    assessment_session_id: sessionId,
    mood_log_id: mood.data?.id ?? null,
    journal_entry_id: journal.data?.id ?? null,
    correlation_type: 'same_day_records',
  });
}

/** The newest earlier completed session's scores, for "since last time" (silent on failure). */
async function loadEarlier(current: AssessmentSetup, sessionId: string) {
  try {
    const { data, error } = await selectCompletedSessions(current.client, current.userId, { limit: 1, excludeId: sessionId });
    const row = data?.[0];
    if (error || !row) return;
    patch({
      earlier: {
        sessionId: row.id,
        sessionType: row.session_type,
        completedAt: row.completed_at as string,
        scores: row.clinical_scores ?? [],
      },
    });
  } catch (error) {
    logFailure('earlier results could not be read', error);
  }
}
