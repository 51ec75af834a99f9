/**
 * "Report this reply": the reasons a person can pick and the length limits, shared by the chat's
 * report dialog and the companion-chat function's `report` action. No imports, so the browser
 * bundle gets only these constants.
 */
export const REPORT_REASONS = [
  'It was harmful or unsafe',
  'It was wrong or misleading',
  'It was unkind or hurtful',
  'Something else',
] as const;

export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_LIMITS = {
  /** The person's own words about what went wrong. */
  details: 2000,
  /** The reported reply, and the guest's message it answered. */
  text: 4000,
  /** chat_reports.reason holds the reason and the details together. */
  stored: 2000,
} as const;

/** The text kept in chat_reports.reason: the chosen reason, then the details if any. */
export function reportReasonText(reason: ReportReason, details: string): string {
  const extra = details.trim();
  return (extra ? `${reason}: ${extra}` : reason).slice(0, REPORT_LIMITS.stored);
}
