import { resumeIndex, type Walk } from './navigation';
import type { Answers, Question } from './types';
import { logFailure } from './log';

/**
 * Answers kept on the device until they are saved, so nothing is lost if saving fails or the
 * page is closed. One draft per person per assessment context; removed once the session is
 * completed on the server.
 */
export interface Draft {
  version: 1;
  sessionId: string | null;
  questionIds: string[];
  answers: Answers;
  index: number;
  revisited: string[];
  /** When the person began, in ms since the epoch (for the completion time). */
  startedAt: number;
}

export function draftKey(contextType: string, userId: string): string {
  return `haven-assessment-draft:${contextType}:${userId}`;
}

const isString = (value: unknown): value is string => typeof value === 'string';

/** A stored draft, or null when there is none or it cannot be trusted. */
export function parseDraft(text: string | null): Draft | null {
  if (!text) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const d = data as Record<string, unknown>;
  if (d['version'] !== 1) return null;
  if (!(d['sessionId'] === null || isString(d['sessionId']))) return null;
  if (!Array.isArray(d['questionIds']) || !d['questionIds'].every(isString)) return null;
  if (!Array.isArray(d['revisited']) || !d['revisited'].every(isString)) return null;
  if (typeof d['index'] !== 'number' || typeof d['startedAt'] !== 'number') return null;
  const rawAnswers = d['answers'];
  if (typeof rawAnswers !== 'object' || rawAnswers === null || Array.isArray(rawAnswers)) return null;
  const answers: Answers = {};
  for (const [id, answer] of Object.entries(rawAnswers as Record<string, unknown>)) {
    if (typeof answer !== 'object' || answer === null) return null;
    const { value, label } = answer as Record<string, unknown>;
    if (typeof value !== 'number' || !isString(label)) return null;
    answers[id] = { value, label };
  }
  return {
    version: 1,
    sessionId: d['sessionId'],
    questionIds: d['questionIds'],
    answers,
    index: d['index'],
    revisited: d['revisited'],
    startedAt: d['startedAt'],
  };
}

export function answeredCount(draft: Draft): number {
  return Object.keys(draft.answers).length;
}

/**
 * The walk to continue from a draft, or null when the questions changed since it was made.
 * Answers whose value is no longer an option are dropped, and the walk continues at the first
 * unanswered question.
 */
export function walkFromDraft(draft: Draft, questions: Question[]): Walk | null {
  const ids = questions.map((q) => q.id);
  if (ids.length !== draft.questionIds.length || ids.some((id, i) => id !== draft.questionIds[i])) return null;
  const answers: Answers = {};
  for (const question of questions) {
    const answer = draft.answers[question.id];
    if (answer && question.options.some((option) => option.value === answer.value)) answers[question.id] = answer;
  }
  const firstOpen = resumeIndex(answers, ids);
  const index = Math.min(Math.max(0, Math.trunc(draft.index)), firstOpen);
  return { index, answers, revisited: draft.revisited.filter((id) => ids.includes(id)) };
}

export function makeDraft(walk: Walk, questions: Question[], sessionId: string | null, startedAt: number): Draft {
  return {
    version: 1,
    sessionId,
    questionIds: questions.map((q) => q.id),
    answers: walk.answers,
    index: walk.index,
    revisited: walk.revisited,
    startedAt,
  };
}

// Answers stay on the device until the session is completed on the server.

/** The answers kept on this device for this person and context, if any are readable. */
export function readKeptDraft(contextType: string, userId: string): Draft | null {
  try {
    return parseDraft(localStorage.getItem(draftKey(contextType, userId)));
  } catch {
    return null;
  }
}

/** Keeps the answers on this device; a full or disabled storage is logged, not thrown. */
export function keepDraft(contextType: string, userId: string, draft: Draft) {
  try {
    localStorage.setItem(draftKey(contextType, userId), JSON.stringify(draft));
  } catch (error) {
    logFailure('answers could not be kept on this device', error);
  }
}

export function forgetDraft(contextType: string, userId: string) {
  try {
    localStorage.removeItem(draftKey(contextType, userId));
  } catch {
    // Storage is unavailable: there is nothing to clear.
  }
}
