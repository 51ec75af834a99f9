/**
 * Optional generative replies from any OpenAI-compatible chat endpoint, streamed and screened.
 * Only open conversation reaches the model: the crisis screen, safety mode, policy questions
 * and exercises are always handled by the embedded engine first. Every sentence the model
 * writes passes the output screen before it is sent on; anything that fails, errors or times
 * out falls back to the embedded reply.
 *
 * Environment: HAVEN_COMPANION_API_URL (base URL such as https://host/v1, or the full
 * …/chat/completions URL), HAVEN_COMPANION_MODEL, optional HAVEN_COMPANION_API_KEY and
 * HAVEN_COMPANION_TIMEOUT_MS (idle timeout per chunk, default 15000).
 */
import { screenOutput } from '../safety/output.ts';

export interface GenerativeConfig {
  url: string;
  key: string | null;
  model: string;
  timeoutMs: number;
}

export interface ChatTurn {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export function generativeConfig(get: (name: string) => string | undefined): GenerativeConfig | null {
  const base = get('HAVEN_COMPANION_API_URL')?.trim();
  const model = get('HAVEN_COMPANION_MODEL')?.trim();
  if (!base || !model || !/^https?:\/\//.test(base)) return null;
  const timeout = Number(get('HAVEN_COMPANION_TIMEOUT_MS'));
  return {
    url: /\/chat\/completions\/?$/.test(base) ? base : `${base.replace(/\/+$/, '')}/chat/completions`,
    key: get('HAVEN_COMPANION_API_KEY')?.trim() || null,
    model,
    timeoutMs: Number.isFinite(timeout) && timeout >= 200 ? Math.min(timeout, 60_000) : 15_000,
  };
}

export const SYSTEM_PROMPT = `You are Wren, the AI companion in Haven, a US self-help wellbeing app. You are an AI, a computer program. You are not a human and you cannot feel emotions. You are not a therapist, counselor, psychologist, psychiatrist, doctor or any licensed professional, and a chat with you is not therapy.

How you reply:
- Use reflective listening. Say back, in a few of the person's own words, what you heard, name the feeling, then ask ONE open question.
- 2 to 4 short sentences. Plain, warm US English a 12-year-old could read. No lists unless asked.
- Be honest that you are an AI whenever it comes up. Never claim to be human, to have feelings, or to have a licence or training.
- Never diagnose or suggest a condition someone "has". Never give advice about medication, supplements, doses, starting or stopping anything; suggest their prescriber, a pharmacist or a licensed professional.
- Never describe methods or means of self-harm or suicide, and never give heights, doses or amounts of anything.
- If someone mentions wanting to die, hurting themselves or others, abuse or a medical emergency, say you are concerned and point them to 988 (call or text) and 911.
- Gently encourage connection with people in their life. Never use guilt, never say you miss them, never ask them to stay or come back.
- You can suggest Haven's exercises: box breathing, 5-4-3-2-1 grounding, a thought record, worry time, planning one small activity, three good things, a mood check-in. Do not invent links or websites.`;

/** Yields the text pieces of an OpenAI-compatible streamed chat completion. */
export async function* streamChat(config: GenerativeConfig, messages: ChatTurn[], outer?: AbortSignal): AsyncGenerator<string> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  outer?.addEventListener('abort', abort);
  let timer = setTimeout(abort, config.timeoutMs);
  const touch = () => {
    clearTimeout(timer);
    timer = setTimeout(abort, config.timeoutMs);
  };
  try {
    const response = await fetch(config.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'text/event-stream',
        ...(config.key ? { Authorization: `Bearer ${config.key}` } : {}),
      },
      body: JSON.stringify({ model: config.model, messages, stream: true, temperature: 0.6, max_tokens: 320 }),
      signal: controller.signal,
    });
    if (!response.ok || !response.body) throw new Error(`The model endpoint answered ${response.status}.`);
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      touch();
      buffer += decoder.decode(value, { stream: true });
      let newline: number;
      while ((newline = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, newline).trim();
        buffer = buffer.slice(newline + 1);
        if (!line.startsWith('data:')) continue;
        const data = line.slice(5).trim();
        if (data === '[DONE]') return;
        let piece: unknown;
        try {
          piece = (JSON.parse(data) as { choices?: { delta?: { content?: unknown } }[] }).choices?.[0]?.delta?.content;
        } catch {
          continue;
        }
        if (typeof piece === 'string' && piece) yield piece;
      }
    }
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', abort);
  }
}

export type Screened = { type: 'text'; text: string } | { type: 'blocked'; reasons: string[] };

/**
 * Re-chunks a token stream into whole sentences and lets through only those that pass the
 * output screen (also checking everything so far, so a risk split across sentences is caught).
 * Stops at the first failure.
 */
export async function* screenSentences(pieces: AsyncIterable<string>, maxChars = 1600): AsyncGenerator<Screened> {
  let pending = '';
  let passed = '';
  const check = (sentence: string): Screened => {
    const alone = screenOutput(sentence);
    const whole = screenOutput(passed + sentence);
    if (!alone.ok || !whole.ok) return { type: 'blocked', reasons: [...new Set([...alone.reasons, ...whole.reasons])] };
    passed += sentence;
    return { type: 'text', text: sentence };
  };
  for await (const piece of pieces) {
    pending += piece;
    if (passed.length + pending.length > maxChars) {
      yield { type: 'blocked', reasons: ['too-long'] };
      return;
    }
    let boundary: RegExpExecArray | null;
    while ((boundary = /[.!?…]["”’)]*\s+|\n+/.exec(pending))) {
      const end = boundary.index + boundary[0].length;
      const result = check(pending.slice(0, end));
      pending = pending.slice(end);
      yield result;
      if (result.type === 'blocked') return;
    }
  }
  if (pending.trim()) {
    const result = check(pending);
    yield result;
    if (result.type === 'blocked') return;
  }
  if (!passed.trim()) yield { type: 'blocked', reasons: ['empty'] };
}
