import { limits } from '@/config/haven';
import { isSelfHarmItem } from './questions';
import type { Answers, CrisisType, Question } from './types';

export interface CrisisSignal {
  crisis: boolean;
  types: CrisisType[];
  /** The spec's severity: the number of answers at 4 or more, capped at 10; 10 for item 9. */
  severity: number;
  triggeredBy: { clinical_question_id: string; value: number }[];
}

const { crisisValueThreshold, crisisAnswerCount, crisisSeverityCap } = limits.assessment;

/**
 * The crisis rules, applied on the device so support is shown even if saving fails. The
 * database applies the same rules when the session is completed and logs them
 * (`crisis_detection_logs`); this helper never writes anything.
 *
 * 1. The spec's rule: 3 or more answers with a value of 4 or more.
 * 2. PHQ-9 item 9 above 0.
 */
export function detectCrisis(answers: Answers, questions: Question[]): CrisisSignal {
  const types: CrisisType[] = [];
  const triggeredBy: CrisisSignal['triggeredBy'] = [];
  let severity = 0;

  const high = questions.flatMap((q) => {
    const value = answers[q.id]?.value;
    return value !== undefined && value >= crisisValueThreshold ? [{ clinical_question_id: q.id, value }] : [];
  });
  if (high.length >= crisisAnswerCount) {
    types.push('high_risk_responses');
    triggeredBy.push(...high);
    severity = Math.min(high.length, crisisSeverityCap);
  }

  const item9 = questions.find(isSelfHarmItem);
  const item9Value = item9 ? answers[item9.id]?.value : undefined;
  if (item9 && item9Value !== undefined && item9Value > 0) {
    types.push('self_harm_item');
    if (!triggeredBy.some((t) => t.clinical_question_id === item9.id)) {
      triggeredBy.push({ clinical_question_id: item9.id, value: item9Value });
    }
    severity = crisisSeverityCap;
  }

  return { crisis: types.length > 0, types, severity, triggeredBy };
}

/** True when this answer should bring up support at once, before the person goes on. */
export function needsImmediateSupport(question: Pick<Question, 'instrument' | 'itemNumber'>, value: number | undefined): boolean {
  return isSelfHarmItem(question) && value !== undefined && value > 0;
}
