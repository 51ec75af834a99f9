/**
 * The companion's wire format, shared by the edge function and the chat island (types only, so
 * the browser bundle gains nothing from importing it).
 */
import type { ScreenResult } from '../safety/screen.ts';

export type ExerciseKind =
  | 'box-breathing'
  | 'slow-breathing'
  | 'grounding'
  | 'body-scan'
  | 'meditation'
  | 'kindness'
  | 'sleep'
  | 'thought-record'
  | 'worry-time'
  | 'activation'
  | 'gratitude'
  | 'check-in';

/** A quick reply. Tapping it sends `label` as the user's message; `action` routes it exactly. */
export interface Chip {
  label: string;
  action?: string;
}

export interface ReplyCard {
  /** `crisis`: the full crisis card. `support`: the same lines, introduced more gently. */
  kind: 'crisis' | 'support';
  categories: string[];
}

export interface Reply {
  /** Plain text with a small markdown subset: **bold**, [label](/path) links, "- " lists, blank-line paragraphs. */
  text: string;
  chips: Chip[];
  card: ReplyCard | null;
  /** `reminder`: the 3-hour "Wren is an AI, consider a break" notice, shown above the reply. */
  notice: 'reminder' | null;
  /** An exercise the chat shows a visual for (the box-breathing pacer, step progress). */
  exercise: { kind: ExerciseKind; step: number; total: number } | null;
  /** A finished exercise or check-in, offered for saving to the journal. */
  summary: { title: string; body: string } | null;
  source: 'embedded' | 'generative';
  /** What the engine understood (for tests and the evaluation; never shown). */
  intent: string;
}

export interface FlowState {
  kind: ExerciseKind;
  step: number;
  data: Record<string, string>;
}

export interface DoneItem {
  kind: ExerciseKind;
  title: string;
  lines: string[];
}

/**
 * What the engine remembers between turns. Kept by the browser and sent with each message
 * (checked and clamped by the server), so guest mode needs no server storage.
 */
export interface ChatState {
  v: 1;
  flow: FlowState | null;
  /** `crisis` once risk was seen; the chat stays in safety mode for `safetyTurns` more replies. */
  safety: 'none' | 'concern' | 'crisis';
  safetyTurns: number;
  /** The question Wren's last reply asked, when the answer changes what happens next. */
  pending: 'clarify-risk' | 'safe-check' | null;
  pendingCats: string[];
  /** The pending question was asked on the learned layer's reading alone (nothing was told). */
  pendingGuessed?: boolean;
  /** Risk the learned layer read in recent messages, decaying each turn (0–1): risk accumulates across turns. */
  riskTrail: number;
  turns: number;
  startedAt: number;
  lastReminderAt: number;
  lastAt: number;
  feelings: string[];
  topics: string[];
  done: DoneItem[];
  /** Recently used template ids, so Wren does not repeat itself. */
  recent: string[];
  /** Recently linked library and program paths. */
  linked: string[];
}

export interface ChatRequest {
  message: string;
  action?: string | undefined;
  conversationId?: string | null | undefined;
  state?: ChatState | null | undefined;
  /** Guests only: the last few turns, for the generative engine's context. */
  history?: { role: 'user' | 'assistant'; content: string }[] | undefined;
}

export interface ChatResponse {
  reply: Reply;
  state: ChatState;
  screen: ScreenResult;
  mode: 'guest' | 'member';
  conversationId: string | null;
  userMessageId: string | null;
  assistantMessageId: string | null;
  /** System notices written to the conversation this turn (the disclosure at its start, reminders). */
  notices: string[];
  /** Server-side milliseconds: the engine (screen, classifier, reply) and the whole request. */
  timing?: { engineMs: number; totalMs: number };
}
