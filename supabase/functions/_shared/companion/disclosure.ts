/**
 * The AI disclosure wording, shared by the chat island (the gate and inline notices) and the
 * edge function (system messages saved with a member's conversation).
 */

/** Shown before first use and at the start of every session; stored as the first system message. */
export const disclosure =
  'You are chatting with Wren, an AI. Wren is a computer program, not a human being, and it cannot feel human emotions. Wren is not a therapist, counselor or any kind of licensed professional, and it does not diagnose or give medication advice. AI companions may not be suitable for some minors.';

/** Shown inline at least every 3 hours of continuous chat (and saved for members). */
export const reminder =
  'A reminder: Wren is an AI companion, a computer program and not a human being. It cannot feel human emotions. You have been chatting for a while, so this could be a good moment for a break, a glass of water, or a message to someone you trust.';

/** How long a session may run before the reminder repeats. */
export const REMINDER_INTERVAL_MS = 3 * 60 * 60 * 1000;

/** A gap this long without messages starts a new session (and the disclosure gate shows again). */
export const SESSION_GAP_MS = 30 * 60 * 1000;
