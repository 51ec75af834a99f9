import type { Answer, Answers } from './types';

/** Where a person is in the questions and what they have answered. */
export interface Walk {
  index: number;
  answers: Answers;
  /** Questions the person came back to with Previous, once each. */
  revisited: string[];
}

export type WalkAction =
  | { type: 'answer'; questionId: string; answer: Answer }
  | { type: 'next'; questionIds: string[] }
  | { type: 'previous'; questionIds: string[] };

export const startWalk = (): Walk => ({ index: 0, answers: {}, revisited: [] });

/** Spec section 9: progress = (index + 1) / total × 100. */
export function progressPercent(index: number, total: number): number {
  if (total <= 0) return 0;
  return ((Math.min(Math.max(index, 0), total - 1) + 1) / total) * 100;
}

/** Previous is allowed only past the first question. */
export function canGoPrevious(index: number): boolean {
  return index > 0;
}

/** Next (and Complete) are allowed only once the current question has an answer. */
export function isAnswered(walk: Walk, questionIds: string[]): boolean {
  const id = questionIds[walk.index];
  return id !== undefined && walk.answers[id] !== undefined;
}

export function isLastQuestion(index: number, total: number): boolean {
  return total > 0 && index === total - 1;
}

/** Every question has an answer: the only state in which the assessment may be completed. */
export function isComplete(walk: Walk, questionIds: string[]): boolean {
  return questionIds.length > 0 && questionIds.every((id) => walk.answers[id] !== undefined);
}

/** The one place the rules above are applied; a move the rules refuse leaves the walk as it is. */
export function walkReducer(walk: Walk, action: WalkAction): Walk {
  switch (action.type) {
    case 'answer':
      return { ...walk, answers: { ...walk.answers, [action.questionId]: action.answer } };
    case 'next':
      if (!isAnswered(walk, action.questionIds) || isLastQuestion(walk.index, action.questionIds.length)) return walk;
      return { ...walk, index: walk.index + 1 };
    case 'previous': {
      if (!canGoPrevious(walk.index)) return walk;
      const index = walk.index - 1;
      const id = action.questionIds[index];
      const revisited = id !== undefined && !walk.revisited.includes(id) ? [...walk.revisited, id] : walk.revisited;
      return { ...walk, index, revisited };
    }
  }
}

/** The first unanswered question, or the last one when all are answered: where a resumed walk continues. */
export function resumeIndex(answers: Answers, questionIds: string[]): number {
  const open = questionIds.findIndex((id) => answers[id] === undefined);
  return open === -1 ? Math.max(questionIds.length - 1, 0) : open;
}
