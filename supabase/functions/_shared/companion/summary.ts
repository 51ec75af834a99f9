/**
 * The conversation summary a person can save to their journal: feelings named, topics, and
 * what each finished exercise produced. Pure; the chat island builds it from the chat state.
 */
import type { ChatState } from './types.ts';

const TOPIC_WORDS: Record<string, string> = {
  work: 'work',
  study: 'school or study',
  family: 'family',
  partner: 'my relationship',
  friends: 'friends',
  money: 'money',
  health: 'health',
  sleep: 'sleep',
  loss: 'loss and grief',
  self: 'how I see myself',
  future: 'the future',
  parenting: 'parenting',
  home: 'home',
  social: 'being around people',
};

export interface JournalSummary {
  title: string;
  body: string;
}

/** A journal entry for the chat so far, or `null` when there is nothing to keep yet. */
export function buildSummary(state: Pick<ChatState, 'feelings' | 'topics' | 'done'>, now: Date = new Date()): JournalSummary | null {
  const parts: string[] = [];
  if (state.feelings.length) parts.push(`How I was feeling: ${state.feelings.slice(-6).join(', ')}.`);
  const topics = state.topics.map((t) => TOPIC_WORDS[t] ?? t);
  if (topics.length) parts.push(`What I talked about: ${[...new Set(topics)].slice(-6).join(', ')}.`);
  for (const item of state.done) {
    parts.push(`${item.title}\n${item.lines.map((l) => `- ${l}`).join('\n')}`);
  }
  if (!parts.length) return null;
  const date = now.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
  return { title: `Chat with Wren, ${date}`, body: `${parts.join('\n\n')}\n\n(Summary of a chat with Wren, Haven’s AI companion.)` };
}
