/** Shapes the assessment screens work with (spec section 3, "Assessment data"). */

export interface AnswerOption {
  value: number;
  label: string;
}

/** One item, ready to show: the friendly wording with the validated wording kept beside it. */
export interface Question {
  id: string;
  assessmentId: string;
  /** 'GAD-7' or 'PHQ-9'. */
  instrument: string;
  instrumentName: string;
  /** The item's number on its instrument (PHQ-9 item 9 is the self-harm item). */
  itemNumber: number;
  order: number;
  friendlyText: string;
  explanation: string | null;
  /** The options shown: the friendly ones, or the validated ones when no friendly list exists. */
  options: AnswerOption[];
  clinicalText: string;
  clinicalOptions: AnswerOption[];
  /** The instrument's validated stem ("Over the last 2 weeks, how often …"). */
  stem: string;
  attribution: string;
}

/** An answer as stored: the option value and the label the person chose. */
export interface Answer {
  value: number;
  label: string;
}

export type Answers = Record<string, Answer>;

export type CrisisType = 'high_risk_responses' | 'self_harm_item';

/** One instrument's score, as `complete_assessment` returns it. */
export interface InstrumentScore {
  assessment_id: string;
  instrument: string;
  total_score: number;
  max_score: number;
  severity_level: string;
  item9_score: number | null;
  high_total: boolean;
}

export interface ProgramRecommendation {
  program_id: string;
  slug: string;
  title: string;
  recommendation_score: number;
  recommendation_reason: string;
}

/** What `rpc('complete_assessment')` returns (docs/database.md). */
export interface CompletionResult {
  session_id: string;
  crisis: boolean;
  crisis_types: CrisisType[];
  high_total: boolean;
  scores: InstrumentScore[];
  recommendations: ProgramRecommendation[];
}

/** The scores of an earlier completed session, for the check-in comparison. */
export interface EarlierScores {
  sessionId: string;
  sessionType: string;
  completedAt: string;
  scores: { instrument: string; total_score: number; severity_level: string }[];
}
