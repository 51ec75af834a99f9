/**
 * Wren, Haven's AI companion: POST a message, get a reply (JSON, or server-sent events with
 * `Accept: text/event-stream`).
 *
 * Auth is decided here (verify_jwt = false in config.toml): the anon key, or no token, is a
 * guest, and nothing from a guest's chat is stored; a signed-in user's JWT makes a member, whose
 * messages are written to chat_conversations / chat_messages through a client carrying their
 * own token, so row-level security applies. Every message is screened for crisis risk before
 * any reply; crisis resources shown are counted with record_crisis_referral (no personal data).
 *
 * SSE events: `meta` (screen result and ids, sent before the reply), `delta` (reply text),
 * `replace` (the whole reply text, when a generated reply was withdrawn), `done` (the full
 * ChatResponse), `error`.
 *
 * `{ action: 'report', reason, details?, reply, message?, consent: true }` (guests only) reports
 * one of Wren's replies: 201 `{ id }`, 400 `{ error }` with the reason, 429 when too many; see
 * report.ts.
 *
 * GET /companion-chat/health reports the engine's readiness and cold-start timings.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { buildIndex, loadDocsFromDatabase, type ContentIndex } from '../_shared/companion/content-index.ts';
import { disclosure, reminder } from '../_shared/companion/disclosure.ts';
import { fallbackRespond, respond } from '../_shared/companion/engine.ts';
import { generativeConfig, screenSentences, streamChat, SYSTEM_PROMPT, type ChatTurn } from '../_shared/companion/generative.ts';
import { getNlu } from '../_shared/companion/nlu.ts';
import { sanitizeState } from '../_shared/companion/state.ts';
import type { ChatResponse, Reply } from '../_shared/companion/types.ts';
import { callerAddress, describeReportProblem, reportRequest, reportWait, saveGuestReport } from './report.ts';

const started = performance.now();
const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type, accept',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INDEX_TTL_MS = 10 * 60_000;
const HISTORY_TURNS = 12;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { ...CORS, 'Content-Type': 'application/json', ...headers } });

// The language layer loads as soon as the function loads, and stays in memory.
const nluReady = getNlu();
const timings = { loadedInMs: 0, readyInMs: 0, indexMs: 0, indexDocs: 0 };
void nluReady.then(
  (nlu) => {
    timings.loadedInMs = Math.round(nlu.loadedInMs);
    timings.readyInMs = Math.round(performance.now() - started);
  },
  // Replies fall back to fallbackRespond(); the next message tries loading again.
  () => undefined,
);

let index: { value: ContentIndex | null; at: number; loading: Promise<ContentIndex | null> | null } = { value: null, at: 0, loading: null };

function anonClient(token?: string): SupabaseClient {
  const url = Deno.env.get('SUPABASE_URL')!;
  const anon = Deno.env.get('SUPABASE_ANON_KEY')!;
  return createClient(url, anon, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    ...(token ? { global: { headers: { Authorization: `Bearer ${token}` } } } : {}),
  });
}

/** Haven's articles and programs, read through the public API and cached for ten minutes. */
function contentIndex(): Promise<ContentIndex | null> {
  const fresh = index.value && performance.now() - index.at < INDEX_TTL_MS;
  if (fresh) return Promise.resolve(index.value);
  if (index.loading) return index.value ? Promise.resolve(index.value) : index.loading;
  const t = performance.now();
  index.loading = loadDocsFromDatabase(anonClient())
    .then((docs) => {
      const built = buildIndex(docs);
      timings.indexMs = Math.round(performance.now() - t);
      timings.indexDocs = built.size;
      index = { value: built, at: performance.now(), loading: null };
      return built;
    })
    .catch(() => {
      // Retrieval is a nicety: without it Wren still replies; try again in a minute.
      index = { value: index.value, at: performance.now() - INDEX_TTL_MS + 60_000, loading: null };
      return index.value;
    });
  return index.loading;
}

interface Caller {
  mode: 'guest' | 'member';
  client: SupabaseClient;
}

function jwtRole(token: string): string | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const decoded = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { role?: unknown };
    return typeof decoded.role === 'string' ? decoded.role : null;
  } catch {
    return null;
  }
}

/** The anon key (or no token) is a guest; a valid user JWT is a member; anything else is refused. */
async function identify(request: Request): Promise<Caller | null> {
  const token = /^Bearer\s+(.+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1]?.trim();
  if (!token || token === Deno.env.get('SUPABASE_ANON_KEY') || jwtRole(token) === 'anon') return { mode: 'guest', client: anonClient() };
  const client = anonClient(token);
  const { data, error } = await client.auth.getUser(token);
  if (error || !data.user) return null;
  return { mode: 'member', client };
}

interface Body {
  message: string;
  action: string | undefined;
  conversationId: string | null;
  state: unknown;
  history: ChatTurn[];
}

function readBody(raw: unknown): Body | string {
  if (typeof raw !== 'object' || raw === null) return 'Send a JSON object with a message.';
  const r = raw as Record<string, unknown>;
  if (r['message'] !== undefined && typeof r['message'] !== 'string') return 'The message must be text.';
  // Control characters (binary pasted in) are not words: they are dropped before anything reads them.
  const message = typeof r['message'] === 'string' ? r['message'].replace(CONTROL, '').trim() : '';
  if (!message) return 'The message is empty.';
  if (message.length > 4000) return 'That message is too long for Wren. Try sending it in smaller parts.';
  const action = typeof r['action'] === 'string' && /^[a-z-]+(?::[a-z0-9-]+)?$/.test(r['action']) ? r['action'].slice(0, 60) : undefined;
  const conversationId = typeof r['conversationId'] === 'string' && UUID.test(r['conversationId']) ? r['conversationId'] : null;
  const history = Array.isArray(r['history'])
    ? (r['history'] as unknown[])
        .filter((h): h is { role: 'user' | 'assistant'; content: string } => {
          const x = h as Record<string, unknown> | null;
          return !!x && (x['role'] === 'user' || x['role'] === 'assistant') && typeof x['content'] === 'string';
        })
        .slice(-HISTORY_TURNS)
        .map((h) => ({ role: h.role, content: h.content.slice(0, 2000) }))
    : [];
  return { message, action, conversationId, state: r['state'], history };
}

type Emit = (event: 'meta' | 'delta' | 'replace' | 'done', data: unknown) => void;

/** Opens (or starts) the member's conversation. Returns its id and whether it is new. */
async function conversationFor(client: SupabaseClient, id: string | null, firstMessage: string): Promise<{ id: string; created: boolean }> {
  if (id) {
    const { data } = await client.from('chat_conversations').select('id').eq('id', id).maybeSingle();
    if (data) return { id, created: false };
  }
  const title = firstMessage.replace(/\s+/g, ' ').slice(0, 60);
  const { data, error } = await client.from('chat_conversations').insert({ title }).select('id').single();
  if (error || !data) throw new Error('Could not start a conversation.');
  return { id: (data as { id: string }).id, created: true };
}

async function insertMessage(client: SupabaseClient, row: Record<string, unknown>): Promise<string | null> {
  const { data, error } = await client.from('chat_messages').insert(row).select('id').single();
  if (error || !data) throw new Error('Could not save the message.');
  return (data as { id: string }).id;
}

async function memberHistory(client: SupabaseClient, conversationId: string): Promise<ChatTurn[]> {
  const { data } = await client
    .from('chat_messages')
    .select('role, content')
    .eq('conversation_id', conversationId)
    .in('role', ['user', 'assistant'])
    .order('created_at', { ascending: false })
    .limit(HISTORY_TURNS + 1);
  return ((data ?? []) as ChatTurn[]).reverse().slice(0, -1);
}

/** Tries the generative model; returns its screened text, or null to keep the embedded reply. */
async function generate(messages: ChatTurn[], emit: Emit, fallback: string, signal: AbortSignal): Promise<string | null> {
  const config = generativeConfig((name) => Deno.env.get(name));
  if (!config) return null;
  let text = '';
  try {
    for await (const piece of screenSentences(streamChat(config, messages, signal))) {
      if (piece.type === 'blocked') {
        if (text) emit('replace', { text: fallback });
        return null;
      }
      text += piece.text;
      emit('delta', { text: piece.text });
    }
    return text.trim() || null;
  } catch {
    if (text) emit('replace', { text: fallback });
    return null;
  }
}

async function chat(body: Body, caller: Caller, emit: Emit, signal: AbortSignal): Promise<ChatResponse> {
  const t0 = performance.now();
  const now = Date.now();
  const state = sanitizeState(body.state, now);
  const member = caller.mode === 'member';

  const conversation = member ? await conversationFor(caller.client, body.conversationId, body.message) : null;
  const result = await Promise.all([getNlu(), contentIndex()])
    .then(([nlu, idx]) => respond({ text: body.message, action: body.action, state }, { nlu, index: idx, now }))
    // The engine failed: still answer, with crisis lines in view.
    .catch(() => fallbackRespond(body.message, state));
  const engineMs = performance.now() - t0;
  const notices: string[] = [];
  if (conversation?.created) notices.push(disclosure);
  if (result.reply.notice === 'reminder') notices.push(reminder);

  let userMessageId: string | null = null;
  if (member && conversation) {
    if (conversation.created) await insertMessage(caller.client, { conversation_id: conversation.id, role: 'system', content: disclosure });
    userMessageId = await insertMessage(caller.client, {
      conversation_id: conversation.id,
      role: 'user',
      content: body.message,
      safety: { level: result.screen.level, categories: result.screen.categories },
    });
    if (result.reply.notice === 'reminder')
      await insertMessage(caller.client, { conversation_id: conversation.id, role: 'system', content: reminder });
  }
  if (result.reply.card) {
    // Counted for the yearly report; a failure must never hold back the reply.
    await caller.client.rpc('record_crisis_referral', { surface: 'chat' }).then(
      () => undefined,
      () => undefined,
    );
  }
  emit('meta', {
    screen: result.screen,
    mode: caller.mode,
    conversationId: conversation?.id ?? null,
    userMessageId,
    card: result.reply.card,
  });

  let reply: Reply = result.reply;
  if (result.open) {
    const history = member && conversation ? await memberHistory(caller.client, conversation.id) : body.history;
    const generated = await generate(
      [{ role: 'system', content: SYSTEM_PROMPT }, ...history, { role: 'user', content: body.message }],
      emit,
      reply.text,
      signal,
    );
    if (generated) reply = { ...reply, text: generated, source: 'generative' };
    else emit('delta', { text: reply.text });
  } else {
    emit('delta', { text: reply.text });
  }

  let assistantMessageId: string | null = null;
  if (member && conversation) {
    assistantMessageId = await insertMessage(caller.client, {
      conversation_id: conversation.id,
      role: 'assistant',
      content: reply.text,
      safety: { card: reply.card?.kind ?? null, categories: reply.card?.categories ?? [], source: reply.source, output: 'passed' },
    });
  }
  return {
    reply,
    state: result.state,
    screen: result.screen,
    mode: caller.mode,
    conversationId: conversation?.id ?? null,
    userMessageId,
    assistantMessageId,
    notices,
    timing: { engineMs: Math.round(engineMs * 100) / 100, totalMs: Math.round((performance.now() - t0) * 100) / 100 },
  };
}

/** A guest's report of one reply (see report.ts). */
async function report(raw: unknown, request: Request, socketAddress: string | undefined): Promise<Response> {
  const parsed = reportRequest.safeParse(raw);
  if (!parsed.success) return json({ error: describeReportProblem(parsed.error) }, 400);
  const caller = await identify(request);
  if (!caller) return json({ error: 'Your session has expired. Sign in again, or report as a guest.' }, 401);
  if (caller.mode === 'member') return json({ error: 'Signed-in members report a reply from their saved conversation.' }, 400);
  const wait = reportWait(callerAddress(request, socketAddress));
  if (wait > 0) {
    const minutes = Math.ceil(wait / 60);
    return json(
      { error: `You have sent several reports in a short time. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.` },
      429,
      { 'Retry-After': String(wait) },
    );
  }
  try {
    return json({ id: await saveGuestReport(parsed.data, (name) => Deno.env.get(name)) }, 201);
  } catch {
    return json({ error: 'The report could not be sent just now. Please try again.' }, 500);
  }
}

Deno.serve(async (request, info) => {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS });
  const path = new URL(request.url).pathname;
  if (request.method === 'GET' && path.endsWith('/health')) {
    const ready = await getNlu().then(
      () => true,
      () => false,
    );
    await contentIndex();
    return json({
      ok: ready,
      engine: 'embedded',
      generative: generativeConfig((name) => Deno.env.get(name)) !== null,
      ...timings,
    });
  }
  if (request.method !== 'POST') return json({ error: 'Use POST with a message.' }, 405);

  let raw: unknown;
  try {
    raw = await request.json();
  } catch {
    return json({ error: 'Send a JSON object with a message.' }, 400);
  }
  if ((raw as { action?: unknown } | null)?.action === 'report') return report(raw, request, info?.remoteAddr?.hostname);
  const body = readBody(raw);
  if (typeof body === 'string') return json({ error: body }, 400);
  const caller = await identify(request);
  if (!caller) return json({ error: 'Your session has expired. Sign in again, or chat as a guest.' }, 401);

  const streamed = (request.headers.get('Accept') ?? '').includes('text/event-stream');
  if (!streamed) {
    try {
      return json(await chat(body, caller, () => {}, request.signal));
    } catch {
      return json({ error: 'Wren could not reply just now. Your message was not lost: please try again.' }, 500);
    }
  }

  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const emit = (event: string, data: unknown) =>
        controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
      try {
        emit('done', await chat(body, caller, emit, request.signal));
      } catch {
        emit('error', { error: 'Wren could not reply just now. Your message was not lost: please try again.' });
      } finally {
        controller.close();
      }
    },
  });
  return new Response(stream, {
    headers: { ...CORS, 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache, no-transform' },
  });
});
