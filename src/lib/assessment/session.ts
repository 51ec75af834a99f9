import type { BackendClient } from '@/lib/supabase';
import type { SessionContext } from '@/lib/assessment/context';
import { logFailure } from '@/lib/assessment/log';
import { includedAssessmentIds, toQuestions } from '@/lib/assessment/questions';
import type { Answers, CompletionResult, EarlierScores, Question } from '@/lib/assessment/types';
import {
  completeAssessment,
  insertSession,
  selectCompletedSessions,
  selectDefaultConfiguration,
  selectFallbackAssessments,
  selectQuestions,
  upsertResponses,
} from '@/lib/queries/assessment';

/**
 * An assessment session's reads and writes, with what each failure means (spec section 8):
 * logged without any answer, text or identifier, and answered with null.
 */

/**
 * The questions for a context: its default configuration's instruments, or the GAD-7 and
 * PHQ-9 as a fallback. Null (after logging) when they cannot be loaded.
 */
export async function loadQuestions(client: BackendClient, contextType: string): Promise<Question[] | null> {
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
export async function startSession(
  client: BackendClient,
  userId: string,
  contextType: string,
  sessionContext: SessionContext,
): Promise<string | null> {
  try {
    const { data, error } = await insertSession(client, userId, contextType, sessionContext);
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
 * Saves the answers and completes the session. `result` is null when it failed (logged);
 * `forget` says the server no longer knows the session, so the next attempt starts a new one.
 */
export async function completeSession(
  client: BackendClient,
  sessionId: string,
  answers: Answers,
): Promise<{ result: CompletionResult | null; forget: boolean }> {
  try {
    const saved = await upsertResponses(client, sessionId, answers);
    if (saved.error) {
      logFailure('the answers could not be saved', saved.error);
      return { result: null, forget: ['23503', '42501'].includes(saved.error.code) };
    }
    const completed = await completeAssessment(client, sessionId);
    if (completed.error || !completed.data) {
      logFailure('the assessment could not be completed', completed.error);
      return { result: null, forget: completed.error?.code === 'P0002' };
    }
    return { result: completed.data, forget: false };
  } catch (error) {
    logFailure('the assessment could not be saved', error);
    return { result: null, forget: false };
  }
}

/** The newest completed session before `sessionId`, for "since last time"; null when none or unreadable. */
export async function readEarlier(client: BackendClient, userId: string, sessionId: string): Promise<EarlierScores | null> {
  try {
    const { data, error } = await selectCompletedSessions(client, userId, { limit: 1, excludeId: sessionId });
    const row = data?.[0];
    if (error || !row) return null;
    return {
      sessionId: row.id,
      sessionType: row.session_type,
      completedAt: row.completed_at as string,
      scores: row.clinical_scores ?? [],
    };
  } catch (error) {
    logFailure('earlier results could not be read', error);
    return null;
  }
}
