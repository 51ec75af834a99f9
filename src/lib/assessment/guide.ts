import { product } from '@/config/haven';
import { instrumentTopic } from './results';
import type { Question } from './types';

/**
 * The assessment's guide (spec section 1, "a guide persona"): Wren, in a few short, warm lines
 * written in advance. The guide says it is an AI and not a clinician, never reads the answers
 * back, never names a condition and never predicts a result, following Wren's own rules.
 */
export const guide = { name: product.companion, role: 'your AI guide' } as const;

/** What the guide says on the intro screen, before any question. */
export function guideWelcome(contextType: 'intake' | 'check_in'): string {
  if (contextType === 'check_in')
    return `Welcome back, it's ${guide.name}, ${product.name}'s AI guide. Good to see you checking in. There are no right or wrong answers, so take your time.`;
  return `Hi, I'm ${guide.name}, ${product.name}'s AI guide. I'll be with you at each step. There are no right or wrong answers, and you can go back and change any of them. I'm an AI, not a clinician, so this is a screening, never a diagnosis: it helps us suggest where to start.`;
}

/**
 * The guide's line above a question, or null: where a section (one questionnaire) starts, and
 * before the last question. Counts and topics come from the questions themselves.
 */
export function guideLine(questions: Question[], index: number): string | null {
  const question = questions[index];
  if (!question) return null;
  const previous = questions[index - 1];
  const sectionLength = questions.filter((q) => q.instrument === question.instrument).length;
  const topic = instrumentTopic(question.instrument).toLowerCase();
  const count = sectionLength === 1 ? 'one question' : `${sectionLength} questions`;
  if (!previous) return `First, ${count} about ${topic}. Think about how things have been over the last two weeks.`;
  if (previous.instrument !== question.instrument) {
    const done = instrumentTopic(previous.instrument).toLowerCase();
    return `Thank you. That's the part about ${done} done. Next, ${count} about ${topic}. Take them at your own pace.`;
  }
  if (index === questions.length - 1) return "This is the last question. You're nearly there.";
  return null;
}
