import type { BackendClient } from '@/lib/supabase';
import type { ChatRequest } from '../../../supabase/functions/_shared/companion/types.ts';
import type { ReportReason } from '../../../supabase/functions/companion-chat/report-input.ts';

/** A conversation in the member's history list. */
export interface ConversationRow {
  id: string;
  title: string | null;
  last_message_at: string;
}

export interface MessageRow {
  id: string;
  role: 'user' | 'assistant' | 'system';
  content: string;
  safety: { level?: string; card?: 'crisis' | 'support' | null; categories?: string[] } | null;
  created_at: string;
}

/** Sends one message to Wren; the reply streams back as server-sent events (a fetch `Response`). */
export async function sendToWren(client: BackendClient, body: ChatRequest, signal?: AbortSignal): Promise<Response> {
  const { data, error, response } = await client.functions.invoke<Response>('companion-chat', {
    body,
    headers: { Accept: 'text/event-stream' },
    ...(signal ? { signal } : {}),
  });
  if (error) {
    const status = response?.status ?? (error as { context?: Response }).context?.status;
    throw Object.assign(new Error(error.message), { status });
  }
  return data as Response;
}

/** The member's conversations, newest first. */
export function listConversations(client: BackendClient) {
  return client.from('chat_conversations').select('id, title, last_message_at').order('last_message_at', { ascending: false }).limit(50);
}

/** Every message of one conversation, oldest first. */
export function listMessages(client: BackendClient, conversationId: string) {
  return client
    .from('chat_messages')
    .select('id, role, content, safety, created_at')
    .eq('conversation_id', conversationId)
    .order('created_at', { ascending: true });
}

/** Deletes one message (row-level security: only the owner's). */
export function deleteMessage(client: BackendClient, id: string) {
  return client.from('chat_messages').delete().eq('id', id);
}

/** Deletes one conversation and, by cascade, its messages. */
export function deleteConversation(client: BackendClient, id: string) {
  return client.from('chat_conversations').delete().eq('id', id);
}

/** Deletes every conversation of the signed-in member. */
export function deleteAllConversations(client: BackendClient, userId: string) {
  return client.from('chat_conversations').delete().eq('user_id', userId);
}

/** Reports one of Wren's replies; the database copies the reply into the report. */
export function reportReply(client: BackendClient, messageId: string, reason: string) {
  return client.from('chat_reports').insert({ message_id: messageId, reason });
}

/** What a guest sends, with their consent, to report a reply (guest chats are not stored). */
export interface GuestReport {
  reason: ReportReason;
  details: string;
  reply: string;
  /** The guest's own message the reply answered, only when they chose to include it. */
  message?: string | undefined;
}

/**
 * Reports a reply as a guest through the companion-chat function. Resolves to null when saved,
 * else to the server's reason in plain words.
 */
export async function reportReplyAsGuest(client: BackendClient, report: GuestReport): Promise<string | null> {
  const { error } = await client.functions.invoke('companion-chat', { body: { action: 'report', ...report, consent: true } });
  if (!error) return null;
  const context = (error as { context?: unknown }).context;
  const body: unknown = context instanceof Response ? await context.json().catch(() => null) : null;
  const reason = (body as { error?: unknown } | null)?.error;
  return typeof reason === 'string' ? reason : 'The report could not be sent. Please check your connection and try again.';
}

/** Saves a chat summary as a journal entry. */
export function saveSummaryToJournal(client: BackendClient, summary: { title: string; body: string }) {
  return client
    .from('journal_entries')
    .insert({ title: summary.title, body: summary.body, prompt_kind: 'companion-summary', tags: ['wren'] })
    .select('id')
    .single();
}

/** Counts one display of crisis resources (anonymous), used when the chat could not reach the server. */
export function recordChatReferral(client: BackendClient) {
  return client.rpc('record_crisis_referral', { surface: 'chat' });
}
