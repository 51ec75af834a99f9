import { atom, map } from 'nanostores';
import { storageKeys } from '@/config/haven';
import { getSupabase } from '@/lib/supabase';
import * as q from '@/lib/queries/companion';
import { SESSION_GAP_MS, reminder } from '../../supabase/functions/_shared/companion/disclosure.ts';
import { buildSummary } from '../../supabase/functions/_shared/companion/summary.ts';
import { crisisSentence, plainText } from '../../supabase/functions/_shared/safety/resources.ts';
import type { ChatResponse, ChatState, Chip, Reply, ReplyCard } from '../../supabase/functions/_shared/companion/types.ts';

export interface ChatMessage {
  /** Local key. */
  key: string;
  /** The chat_messages id, for members. */
  id: string | null;
  role: 'user' | 'assistant' | 'notice';
  text: string;
  card: ReplyCard | null;
  exercise: Reply['exercise'];
  pending: boolean;
  failed: boolean;
}

export interface ChatStore {
  messages: ChatMessage[];
  chips: Chip[];
  sending: boolean;
  conversationId: string | null;
  state: ChatState | null;
  /** Plain-words problem with the last send, if any. */
  error: string | null;
  /** A finished exercise or check-in the person can save. */
  lastSummary: { title: string; body: string } | null;
}

export const $chat = map<ChatStore>({
  messages: [],
  chips: [],
  sending: false,
  conversationId: null,
  state: null,
  error: null,
  lastSummary: null,
});

/** Whether the disclosure gate has been acknowledged in this session. */
export const $disclosed = atom(false);

let screen: Promise<typeof import('../../supabase/functions/_shared/safety/screen.ts')> | null = null;

/** Loads the crisis screen (kept out of the first download; the chat preloads it when it opens). */
export function preloadScreen() {
  screen ??= import('../../supabase/functions/_shared/safety/screen.ts');
  return screen;
}

let counter = 0;
const key = () => `m${Date.now().toString(36)}-${(counter += 1)}`;

interface SessionRecord {
  ackAt: number;
  lastAt: number;
  conversationId: string | null;
}

function readSession(): SessionRecord | null {
  try {
    const raw = JSON.parse(sessionStorage.getItem(storageKeys.wrenSession) ?? 'null') as SessionRecord | null;
    return raw && typeof raw.ackAt === 'number' && typeof raw.lastAt === 'number' ? raw : null;
  } catch {
    return null;
  }
}

function writeSession(patch: Partial<SessionRecord>) {
  const current = readSession() ?? { ackAt: Date.now(), lastAt: Date.now(), conversationId: null };
  sessionStorage.setItem(storageKeys.wrenSession, JSON.stringify({ ...current, ...patch }));
}

/**
 * Decides whether the AI disclosure must be shown: before first use, and at the start of every
 * session (a new browser session, or 30 minutes without a message). Returns the conversation a
 * member was in during this session, to reopen it.
 */
export function checkDisclosure(now = Date.now()): { needed: boolean; firstUse: boolean; conversationId: string | null } {
  const firstUse = localStorage.getItem(storageKeys.wrenDisclosed) === null;
  const session = readSession();
  const fresh = session !== null && now - session.lastAt < SESSION_GAP_MS;
  $disclosed.set(fresh && !firstUse);
  return { needed: !fresh || firstUse, firstUse, conversationId: fresh ? session.conversationId : null };
}

/** The person acknowledged the disclosure: the session starts now. */
export function acknowledgeDisclosure(now = Date.now()) {
  localStorage.setItem(storageKeys.wrenDisclosed, new Date(now).toISOString());
  writeSession({ ackAt: now, lastAt: now, conversationId: $chat.get().conversationId });
  $disclosed.set(true);
}

function update(k: string, patch: Partial<ChatMessage>) {
  $chat.setKey(
    'messages',
    $chat.get().messages.map((m) => (m.key === k ? { ...m, ...patch } : m)),
  );
}

function push(message: Omit<ChatMessage, 'key'> & { key?: string }): string {
  const k = message.key ?? key();
  $chat.setKey('messages', [...$chat.get().messages, { ...message, key: k }]);
  return k;
}

function cardFor(level: 'none' | 'concern' | 'crisis', categories: string[]): ReplyCard | null {
  return level === 'none' ? null : { kind: level === 'crisis' ? 'crisis' : 'support', categories };
}

type SseEvent = { event: string; data: unknown };

/** Splits a server-sent-events body into events as they arrive. */
export async function* readEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<SseEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.+)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (data !== undefined) yield { event, data: JSON.parse(data) as unknown };
    }
  }
}

/**
 * Sends a message (or a quick reply). The person's message and "Wren is thinking…" appear at
 * once; the crisis screen also runs here first, so the crisis card shows even before (or
 * without) the server's reply. The server screens again and has the final say.
 */
export async function send(text: string, action?: string) {
  const message = text.trim();
  const chat = $chat.get();
  if (!message || chat.sending) return;
  push({ id: null, role: 'user', text: message, card: null, exercise: null, pending: false, failed: false });
  const replyKey = push({ id: null, role: 'assistant', text: '', card: null, exercise: null, pending: true, failed: false });
  $chat.set({ ...$chat.get(), sending: true, chips: [], error: null });
  writeSession({ lastAt: Date.now() });
  const local = await preloadScreen().then(
    (m) => m.screenText(message),
    () => ({ level: 'none' as const, categories: [] }),
  );
  // Until the server answers, the card follows this device's screen.
  if (local.level !== 'none') update(replyKey, { card: cardFor(local.level, local.categories) });

  const history = chat.messages
    .filter((m) => (m.role === 'user' || m.role === 'assistant') && m.text && !m.failed)
    .slice(-12)
    .map((m) => ({ role: m.role as 'user' | 'assistant', content: m.text }));
  try {
    const response = await q.sendToWren(getSupabase(), {
      message,
      action,
      conversationId: chat.conversationId,
      state: chat.state,
      history,
    });
    if (!response.body) throw new Error('empty');
    let text = '';
    let done: ChatResponse | null = null;
    for await (const { event, data } of readEvents(response.body)) {
      if (event === 'meta') {
        const meta = data as { card: ReplyCard | null; userMessageId: string | null; conversationId: string | null };
        update(replyKey, { card: meta.card ?? $chat.get().messages.find((m) => m.key === replyKey)?.card ?? null });
        if (meta.conversationId) $chat.setKey('conversationId', meta.conversationId);
      } else if (event === 'delta') {
        text += (data as { text: string }).text;
        update(replyKey, { text });
      } else if (event === 'replace') {
        text = (data as { text: string }).text;
        update(replyKey, { text });
      } else if (event === 'done') {
        done = data as ChatResponse;
      } else if (event === 'error') {
        throw new Error((data as { error: string }).error);
      }
    }
    if (!done) throw new Error('incomplete');
    finish(replyKey, done);
  } catch (error) {
    fail(replyKey, error, local.level !== 'none');
  }
}

function finish(replyKey: string, done: ChatResponse) {
  const { reply } = done;
  const messages = $chat.get().messages.map((m) => {
    if (m.key === replyKey)
      return { ...m, id: done.assistantMessageId, text: reply.text, card: reply.card, exercise: reply.exercise, pending: false };
    return m;
  });
  // The person's own message gets its stored id (for deleting it), the last user message before the reply.
  const userIndex = messages.findIndex((m) => m.key === replyKey) - 1;
  if (userIndex >= 0 && messages[userIndex]!.role === 'user') messages[userIndex] = { ...messages[userIndex]!, id: done.userMessageId };
  if (reply.notice === 'reminder') {
    messages.splice(userIndex + 1, 0, {
      key: key(),
      id: null,
      role: 'notice',
      text: reminder,
      card: null,
      exercise: null,
      pending: false,
      failed: false,
    });
  }
  const summary = reply.summary ?? $chat.get().lastSummary;
  $chat.set({
    ...$chat.get(),
    messages,
    chips: reply.chips,
    sending: false,
    state: done.state,
    conversationId: done.conversationId,
    lastSummary: summary,
  });
  writeSession({ lastAt: Date.now(), conversationId: done.conversationId });
}

function fail(replyKey: string, error: unknown, showedCard: boolean) {
  const status = (error as { status?: number }).status;
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  const text = offline
    ? 'I can’t reach Haven right now because you seem to be offline. Your message is still here.'
    : status === 401
      ? 'Your session has expired. Sign in again, or reload the page to chat as a guest.'
      : 'I couldn’t reply just now. Your message is still here: please try again in a moment.';
  const withHelp = showedCard ? `${text} The crisis lines above work without Haven. ${plainText(crisisSentence())}` : text;
  update(replyKey, { text: withHelp, pending: false, failed: true });
  $chat.set({ ...$chat.get(), sending: false, error: text, chips: [{ label: 'Open my safety plan', action: 'open:safety-plan' }] });
  if (showedCard) void q.recordChatReferral(getSupabase()).then(undefined, () => undefined);
}

/** Starts a fresh conversation (the old one stays in a member's history). */
export function newConversation() {
  $chat.set({ messages: [], chips: [], sending: false, conversationId: null, state: null, error: null, lastSummary: null });
  writeSession({ conversationId: null });
}

/** Opens one of a member's past conversations. */
export async function openConversation(id: string) {
  const { data, error } = await q.listMessages(getSupabase(), id);
  if (error) throw new Error('That conversation could not be loaded.');
  const messages: ChatMessage[] = ((data ?? []) as q.MessageRow[])
    .filter((row) => row.role !== 'system' || row.content === reminder)
    .map((row) => ({
      key: key(),
      id: row.id,
      role: row.role === 'system' ? 'notice' : row.role,
      text: row.content,
      card: row.role === 'assistant' && row.safety?.card ? { kind: row.safety.card, categories: row.safety.categories ?? [] } : null,
      exercise: null,
      pending: false,
      failed: false,
    }));
  $chat.set({ messages, chips: [], sending: false, conversationId: id, state: null, error: null, lastSummary: null });
  writeSession({ conversationId: id });
}

/** Removes one message: from the server for members, from the screen for everyone. */
export async function removeMessage(message: ChatMessage) {
  if (message.id) {
    const { error } = await q.deleteMessage(getSupabase(), message.id);
    if (error) throw new Error('That message could not be deleted. Please try again.');
  }
  $chat.setKey(
    'messages',
    $chat.get().messages.filter((m) => m.key !== message.key),
  );
}

/** The summary to save: the last finished exercise, or the whole chat so far. */
export function currentSummary(now = new Date()) {
  const { state, lastSummary } = $chat.get();
  return (state ? buildSummary(state, now) : null) ?? lastSummary;
}
