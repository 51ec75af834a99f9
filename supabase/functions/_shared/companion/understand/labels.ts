/** The labels of Wren's corpus (training/wren/README.md explains each one). */

export const RISK_LABELS = [
  'none',
  'suicide',
  'imminent',
  'self_harm',
  'harm_others',
  'abuse',
  'child',
  'medical',
  'eating',
  'friend',
] as const;
export type RiskLabel = (typeof RISK_LABELS)[number];

export const INTENT_LABELS = [
  // About Wren and Haven.
  'identity',
  'capabilities',
  'privacy',
  'diagnosis',
  'medication',
  'info_risk',
  // Exercises, by name or by need.
  'ex_breathing',
  'ex_grounding',
  'ex_body_scan',
  'ex_meditation',
  'ex_sleep',
  'ex_thought',
  'ex_worry',
  'ex_activation',
  'ex_gratitude',
  'checkin',
  'ex_calm',
  'ex_menu',
  // Conversation.
  'greet',
  'howareyou',
  'thanks',
  'bye',
  'small_talk',
  'good_news',
  'venting',
  'learn',
  'stop',
  'out_of_scope',
  'summary',
  'affirm',
  'deny',
  'unsure',
  // Everyday topics.
  'work',
  'relationship',
  'friends',
  'family',
  'loneliness',
  'sleep',
  'grief',
  'money',
  'study',
  'motivation',
  'burnout',
  'anxiety',
  'low_mood',
  'anger',
  'stress',
  'health',
  'self_worth',
] as const;
export type IntentLabel = (typeof INTENT_LABELS)[number];

/** Screen categories (../../safety/screen.ts) for each risk label, for cards and extra lines. */
export const RISK_CATEGORIES: Record<Exclude<RiskLabel, 'none'>, string[]> = {
  suicide: ['suicide'],
  // Danger now told as a scene (on a ledge, pills laid out, the engine running): a reply that
  // says what to do this minute (safety-replies.ts).
  imminent: ['suicide', 'danger_now'],
  self_harm: ['self_harm'],
  harm_others: ['harm_to_others'],
  abuse: ['abuse'],
  child: ['harm_to_child', 'abuse'],
  medical: ['medical_emergency'],
  eating: ['eating_disorder'],
  friend: ['someone_else'],
};
