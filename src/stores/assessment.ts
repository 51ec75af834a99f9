import type { SessionContext } from '@/lib/assessment/context';
import type { BackendClient } from '@/lib/supabase';
import { atom } from 'nanostores';
import type { TrackedEvent } from '@/lib/assessment/analytics';
import { detectCrisis, type CrisisSignal } from '@/lib/assessment/crisis';
import { answeredCount, forgetDraft, keepDraft, makeDraft, readKeptDraft, walkFromDraft, type Draft } from '@/lib/assessment/draft';
import { isComplete, startWalk, walkReducer, type Walk } from '@/lib/assessment/navigation';
import { recordCompletion } from '@/lib/assessment/record';
import { completeSession, loadQuestions, readEarlier, startSession } from '@/lib/assessment/session';
import type { AnswerOption, CompletionResult, EarlierScores, Question } from '@/lib/assessment/types';

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

// Answers stay on the device until the session is completed on the server.

function readDraft(): Draft | null {
  return setup ? readKeptDraft(setup.contextType, setup.userId) : null;
}

function saveDraft() {
  if (!setup) return;
  const { walk, questions, sessionId } = $assessment.get();
  keepDraft(setup.contextType, setup.userId, makeDraft(walk, questions, sessionId, startedAt));
}

function clearDraft() {
  if (setup) forgetDraft(setup.contextType, setup.userId);
}

/** Prepares the flow for one person and context, noting answers left from an earlier visit. */
export function initAssessment(next: AssessmentSetup) {
  setup = next;
  events = [];
  const draft = readDraft();
  $assessment.set({ ...initialState(), draftAnswered: draft ? answeredCount(draft) : 0 });
}

const createSession = (current: AssessmentSetup) =>
  startSession(current.client, current.userId, current.contextType, current.sessionContext);

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
  const sessionId = state.sessionId ?? (await createSession(current));
  if (!sessionId) return null;
  if (sessionId !== state.sessionId) {
    patch({ sessionId });
    saveDraft();
  }
  const { result, forget } = await completeSession(current.client, sessionId, state.walk.answers);
  if (forget) forgetSession();
  return result;
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

/** The analytics rows (spec section 7) with the events tracked since the walk began; failures are only logged. */
function recordAnalytics(current: AssessmentSetup, sessionId: string, submitMs: number, retries: number) {
  const { questions, walk } = $assessment.get();
  const tracked = events;
  events = [];
  return recordCompletion({
    client: current.client,
    userId: current.userId,
    contextType: current.contextType,
    sessionId,
    events: tracked,
    questionCount: questions.length,
    walk,
    startedAt,
    loadMs,
    submitMs,
    retries,
  });
}

/** The newest earlier completed session's scores, for "since last time" (silent on failure). */
async function loadEarlier(current: AssessmentSetup, sessionId: string) {
  const earlier = await readEarlier(current.client, current.userId, sessionId);
  if (earlier) patch({ earlier });
}
