import { limits } from '@/config/haven';
import { isSelfHarmItem } from './questions';
import type { Answers, CrisisType, Question } from './types';

export interface CrisisSignal {
  crisis: boolean;
  types: CrisisType[];
  /** The spec's severity: the number of answers at the top of their scale, capped at 10; 10 for item 9. */
  severity: number;
  triggeredBy: { clinical_question_id: string; value: number }[];
}

const { crisisAnswerCount, crisisSeverityCap } = limits.assessment;

/**
 * The top of a question's scale: its highest validated option value (3, "Nearly every day", on
 * GAD-7 and PHQ-9), or undefined when it has no options. The database reads the same top from
 * `clinical_questions.clinical_options`.
 */
export function scaleTop(question: Pick<Question, 'clinicalOptions'>): number | undefined {
  return question.clinicalOptions.length > 0 ? Math.max(...question.clinicalOptions.map((option) => option.value)) : undefined;
}

/**
 * The crisis rules, applied on the device so support is shown even if saving fails. The
 * database applies the same rules when the session is completed and logs them
 * (`crisis_detection_logs`); this helper never writes anything.
 *
 * 1. The spec's rule ("3 or more answers of 4 or higher") on the validated 0–3 scales: 3 or
 *    more answers at the top of their scale (`scaleTop`). A value above the top counts too.
 * 2. PHQ-9 item 9 above 0.
 */
export function detectCrisis(answers: Answers, questions: Question[]): CrisisSignal {
  const types: CrisisType[] = [];
  const triggeredBy: CrisisSignal['triggeredBy'] = [];
  let severity = 0;

  const high = questions.flatMap((q) => {
    const value = answers[q.id]?.value;
    const top = scaleTop(q);
    return value !== undefined && top !== undefined && top > 0 && value >= top ? [{ clinical_question_id: q.id, value }] : [];
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
