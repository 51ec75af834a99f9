import type { AnswerOption, Question } from './types';

/** The instruments the fallback asks for when no configuration is found (spec section 9). */
export const fallbackInstruments = ['GAD-7', 'PHQ-9'] as const;

/** A `clinical_questions` row with its nested translations and instrument, as selected. */
export interface QuestionRow {
  id: string;
  assessment_id: string;
  item_number: number;
  clinical_text: string;
  question_order: number;
  question_type: string;
  clinical_options: unknown;
  user_question_translations: unknown;
  clinical_assessments: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A list of `{ value, label }`; anything else is treated as empty (spec section 3). */
export function parseOptions(value: unknown): AnswerOption[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) =>
    isRecord(item) && typeof item['value'] === 'number' && Number.isInteger(item['value']) && typeof item['label'] === 'string'
      ? [{ value: item['value'], label: item['label'] }]
      : [],
  );
}

/**
 * The assessment ids of a configuration's `included_assessments`, in their `order` when given
 * (the map is keyed by assessment id).
 */
export function includedAssessmentIds(included: unknown): string[] {
  if (!isRecord(included)) return [];
  const rank = (key: string) => {
    const entry = included[key];
    return isRecord(entry) && typeof entry['order'] === 'number' ? entry['order'] : Number.MAX_SAFE_INTEGER;
  };
  return Object.keys(included).sort((a, b) => rank(a) - rank(b));
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * A row made ready to show. The friendly options are used only when they carry the same values
 * as the validated ones, so a translation can never change what an answer scores.
 */
export function toQuestion(row: QuestionRow): Question {
  const translations = Array.isArray(row.user_question_translations) ? row.user_question_translations : [row.user_question_translations];
  const translation = translations.find(isRecord);
  const instrument = isRecord(row.clinical_assessments) ? row.clinical_assessments : {};
  const clinicalOptions = parseOptions(row.clinical_options);
  const friendlyOptions = parseOptions(translation?.['user_friendly_options']);
  const sameValues =
    friendlyOptions.length === clinicalOptions.length && friendlyOptions.every((option, i) => option.value === clinicalOptions[i]?.value);
  const friendlyText = text(translation?.['user_friendly_text']);
  const explanation = text(translation?.['explanation']);
  return {
    id: row.id,
    assessmentId: row.assessment_id,
    instrument: text(instrument['clinical_type']),
    instrumentName: text(instrument['name']),
    itemNumber: row.item_number,
    order: row.question_order,
    friendlyText: friendlyText || row.clinical_text,
    explanation: explanation || null,
    options: sameValues && friendlyOptions.length > 0 ? friendlyOptions : clinicalOptions,
    clinicalText: row.clinical_text,
    clinicalOptions,
    stem: text(instrument['stem']),
    attribution: text(instrument['attribution']),
  };
}

/** Rows made ready to show, in `question_order`; items without options cannot be answered and are left out. */
export function toQuestions(rows: QuestionRow[]): Question[] {
  return rows
    .map(toQuestion)
    .filter((question) => question.options.length > 0)
    .sort((a, b) => a.order - b.order);
}

/** PHQ-9 item 9: thoughts of being better off dead or of self-harm. */
export function isSelfHarmItem(question: Pick<Question, 'instrument' | 'itemNumber'>): boolean {
  return question.instrument === 'PHQ-9' && question.itemNumber === 9;
}
