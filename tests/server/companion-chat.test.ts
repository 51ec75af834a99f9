import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { ChatResponse } from '../../supabase/functions/_shared/companion/types.ts';
import { createUserClient, serviceClient, startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

async function chat(token: string, body: Record<string, unknown>, accept = 'application/json') {
  const response = await fetch(`${server.url}/functions/v1/companion-chat`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, apikey: server.anonKey, 'Content-Type': 'application/json', Accept: accept },
    body: JSON.stringify(body),
  });
  return response;
}

async function reply(token: string, body: Record<string, unknown>): Promise<ChatResponse> {
  const response = await chat(token, body);
  expect(response.status).toBe(200);
  return (await response.json()) as ChatResponse;
}

function events(text: string): { event: string; data: unknown }[] {
  return text
    .split('\n\n')
    .filter(Boolean)
    .map((block) => ({ event: /^event: (.+)$/m.exec(block)![1]!, data: JSON.parse(/^data: (.*)$/m.exec(block)![1]!) as unknown }));
}

async function referrals(): Promise<number> {
  const { count, error } = await serviceClient(server)
    .from('crisis_referrals')
    .select('id', { count: 'exact', head: true })
    .eq('surface', 'chat');
  if (error) throw error;
  return count ?? 0;
}

async function rowCount(table: string): Promise<number> {
  const { count, error } = await serviceClient(server).from(table).select('id', { count: 'exact', head: true });
  if (error) throw error;
  return count ?? 0;
}

describe('companion-chat for guests (the anon key)', () => {
  test('replies to what was said, in its own words, and stores nothing', async () => {
    const before = [await rowCount('chat_conversations'), await rowCount('chat_messages')];
    const out = await reply(server.anonKey, { message: 'I feel anxious about my exam tomorrow' });
    expect(out.mode).toBe('guest');
    expect(out.reply.text).toMatch(/deadline|exam|urgent/i);
    expect(out.reply.text).not.toContain('your exam tomorrow');
    expect(out.reply.source).toBe('embedded');
    expect(out.conversationId).toBeNull();
    expect(out.state.feelings).toContain('anxious');
    expect([await rowCount('chat_conversations'), await rowCount('chat_messages')]).toEqual(before);
  });

  test('screens before replying: a crisis message gets the crisis card and is counted without personal data', async () => {
    const before = await referrals();
    const out = await reply(server.anonKey, { message: 'I want to kill myself' });
    expect(out.screen).toEqual({ level: 'crisis', categories: ['suicide'] });
    expect(out.reply.card).toEqual({ kind: 'crisis', categories: ['suicide'] });
    expect(out.reply.text).toContain('988');
    expect(out.state.safety).toBe('crisis');
    expect(await referrals()).toBe(before + 1);
    // The chat stays open in safety mode.
    const next = await reply(server.anonKey, { message: 'I’m safe right now', action: 'safe:yes', state: out.state });
    expect(next.reply.card).toBeNull();
    expect(next.reply.chips.map((c) => c.action)).toContain('show:crisis');
  });

  test('figures of speech and negations are not a crisis', async () => {
    const before = await referrals();
    for (const message of ['this deadline is killing me', 'I could kill for a coffee', 'I’m not suicidal, just tired']) {
      const out = await reply(server.anonKey, { message });
      expect(out.screen.level).toBe('none');
      expect(out.reply.card).toBeNull();
    }
    expect(await referrals()).toBe(before);
  });

  test('streams server-sent events: meta before the reply, then the text, then the whole response', async () => {
    const response = await chat(server.anonKey, { message: 'hi' }, 'text/event-stream');
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const list = events(await response.text());
    expect(list.map((e) => e.event)).toEqual(['meta', 'delta', 'done']);
    expect((list[0]!.data as { screen: { level: string } }).screen.level).toBe('none');
    expect((list[2]!.data as ChatResponse).reply.text).toBe((list[1]!.data as { text: string }).text);
  });

  test.each([
    ['a message that is not text', { message: 42 }, /message must be text/],
    ['a 100 KB message', { message: 'x'.repeat(100_000) }, /too long/],
    ['control bytes only', { message: '\u0000\u0001\u0002'.repeat(10) }, /message is empty/],
    ['a state that is not an object', { message: 'hello', state: 'nonsense' }, null],
  ])('answers %s with a clear reason, never a 500', async (_name, body, reason) => {
    const response = await chat(server.anonKey, body);
    if (reason) {
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(reason);
    } else expect(response.status).toBe(200);
  });

  test('a body that is not JSON gets a 400 with the reason', async () => {
    const response = await fetch(`${server.url}/functions/v1/companion-chat`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${server.anonKey}`, apikey: server.anonKey, 'Content-Type': 'application/json' },
      body: new Uint8Array([0xff, 0xfe, 0x00, 0x01]),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/JSON/);
  });

  test('refuses bad requests and unknown tokens', async () => {
    expect((await chat(server.anonKey, { message: '   ' })).status).toBe(400);
    expect((await chat(server.anonKey, { message: 'x'.repeat(4001) })).status).toBe(400);
    expect((await chat('not-a-real-token', { message: 'hello' })).status).toBe(401);
    const health = await fetch(`${server.url}/functions/v1/companion-chat/health`, {
      headers: { Authorization: `Bearer ${server.anonKey}` },
    });
    const body = (await health.json()) as { ok: boolean; engine: string; loadedInMs: number };
    expect(body).toMatchObject({ ok: true, engine: 'embedded' });
    expect(body.loadedInMs).toBeGreaterThan(0);
  });
});

describe('companion-chat for members (a user JWT)', () => {
  let a: { client: SupabaseClient; token: string; id: string };
  let b: { client: SupabaseClient; token: string };

  beforeAll(async () => {
    const ua = await createUserClient(server);
    const ub = await createUserClient(server);
    a = { client: ua.client, token: ua.session.access_token, id: ua.user.id };
    b = { client: ub.client, token: ub.session.access_token };
  });

  test('keeps the conversation, with the disclosure first and the screen result on each message', async () => {
    const first = await reply(a.token, { message: 'I feel lonely since I moved here' });
    expect(first.mode).toBe('member');
    expect(first.conversationId).toBeTruthy();
    expect(first.notices[0]).toContain('not a human being');
    const second = await reply(a.token, { message: 'I can’t do this anymore', conversationId: first.conversationId, state: first.state });
    expect(second.conversationId).toBe(first.conversationId);
    expect(second.reply.card?.kind).toBe('support');
    const { data } = await a.client
      .from('chat_messages')
      .select('role, content, safety, user_id')
      .eq('conversation_id', first.conversationId!)
      .order('created_at');
    expect(data!.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user', 'assistant']);
    expect(data!.every((m) => m.user_id === a.id)).toBe(true);
    expect(data![3]!.safety).toEqual({ level: 'concern', categories: ['suicide'] });
    expect(data![4]!.safety).toMatchObject({ card: 'support', source: 'embedded' });
  });

  test('row-level security applies: another member sees none of it and cannot write into it', async () => {
    const mine = await reply(a.token, { message: 'Work is so stressful' });
    const { data: seen } = await b.client.from('chat_messages').select('id').eq('conversation_id', mine.conversationId!);
    expect(seen).toEqual([]);
    const intruder = await reply(b.token, { message: 'hello', conversationId: mine.conversationId });
    expect(intruder.conversationId).not.toBe(mine.conversationId);
  });

  test('messages can be deleted one by one and all at once; a reply can be reported', async () => {
    const out = await reply(a.token, { message: 'My partner and I had a fight' });
    const { error: reportError } = await a.client
      .from('chat_reports')
      .insert({ message_id: out.assistantMessageId, reason: 'It was unkind or hurtful' });
    expect(reportError).toBeNull();
    const { data: report } = await a.client.from('chat_reports').select('reported_content').single();
    expect(report!.reported_content).toBe(out.reply.text);
    await a.client.from('chat_messages').delete().eq('id', out.userMessageId!);
    const { data: left } = await a.client.from('chat_messages').select('id').eq('id', out.userMessageId!);
    expect(left).toEqual([]);
    await a.client.from('chat_conversations').delete().eq('user_id', a.id);
    const { count } = await a.client.from('chat_messages').select('id', { count: 'exact', head: true });
    expect(count).toBe(0);
  });
});

describe('generative mode (an OpenAI-compatible endpoint)', () => {
  let fake: Server;
  let calls: { body: { model: string; messages: { role: string; content: string }[]; stream: boolean }; auth: string | undefined }[] = [];
  let script: { status?: number; pieces?: string[]; hang?: boolean } = {};

  beforeAll(async () => {
    fake = createServer((req: IncomingMessage, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        calls.push({ body: JSON.parse(raw) as (typeof calls)[number]['body'], auth: req.headers.authorization });
        if (script.hang) return;
        if (script.status && script.status !== 200) {
          res.writeHead(script.status).end('{"error":"down"}');
          return;
        }
        res.writeHead(200, { 'Content-Type': 'text/event-stream' });
        for (const piece of script.pieces ?? []) res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: piece } }] })}\n\n`);
        res.end('data: [DONE]\n\n');
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const { port } = fake.address() as AddressInfo;
    process.env['HAVEN_COMPANION_API_URL'] = `http://127.0.0.1:${port}/v1`;
    process.env['HAVEN_COMPANION_API_KEY'] = 'test-key';
    process.env['HAVEN_COMPANION_MODEL'] = 'tiny-model';
    process.env['HAVEN_COMPANION_TIMEOUT_MS'] = '400';
  });
  afterEach(() => {
    calls = [];
    script = {};
  });
  afterAll(async () => {
    for (const name of ['HAVEN_COMPANION_API_URL', 'HAVEN_COMPANION_API_KEY', 'HAVEN_COMPANION_MODEL', 'HAVEN_COMPANION_TIMEOUT_MS'])
      delete process.env[name];
    fake.closeAllConnections();
    await new Promise((resolve) => fake.close(resolve));
  });

  test('streams the model’s screened reply with the role-keeping system prompt', async () => {
    script.pieces = ['It sounds like ', 'work has been heavy. ', 'What part of it ', 'weighs on you most?'];
    const response = await chat(
      server.anonKey,
      { message: 'Work has been really heavy lately', history: [{ role: 'user', content: 'hi' }] },
      'text/event-stream',
    );
    const list = events(await response.text());
    const deltas = list.filter((e) => e.event === 'delta').map((e) => (e.data as { text: string }).text);
    expect(deltas.length).toBeGreaterThan(1);
    const done = list.at(-1)!.data as ChatResponse;
    expect(done.reply.source).toBe('generative');
    expect(done.reply.text).toBe('It sounds like work has been heavy. What part of it weighs on you most?');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.auth).toBe('Bearer test-key');
    expect(calls[0]!.body.model).toBe('tiny-model');
    expect(calls[0]!.body.stream).toBe(true);
    expect(calls[0]!.body.messages[0]!.role).toBe('system');
    expect(calls[0]!.body.messages[0]!.content).toContain('You are not a therapist');
    expect(calls[0]!.body.messages.at(-1)).toEqual({ role: 'user', content: 'Work has been really heavy lately' });
  });

  test('risk, policy questions and exercises never reach the model', async () => {
    script.pieces = ['This should never be shown.'];
    const crisis = await reply(server.anonKey, { message: 'I want to end my life' });
    expect(crisis.reply.card?.kind).toBe('crisis');
    const human = await reply(server.anonKey, { message: 'Are you a real person?' });
    expect(human.reply.text).toContain('an AI, not a person');
    const exercise = await reply(server.anonKey, { message: 'Box breathing', action: 'start:box-breathing' });
    expect(exercise.reply.exercise?.kind).toBe('box-breathing');
    expect(calls).toHaveLength(0);
    for (const r of [crisis, human, exercise]) expect(r.reply.source).toBe('embedded');
  });

  test('a reply that fails the output screen is withdrawn and replaced by the embedded reply', async () => {
    script.pieces = ['That sounds hard. ', 'As your therapist, I think you have depression.'];
    const response = await chat(server.anonKey, { message: 'I have been feeling low for weeks' }, 'text/event-stream');
    const list = events(await response.text());
    expect(list.map((e) => e.event)).toContain('replace');
    const done = list.at(-1)!.data as ChatResponse;
    expect(done.reply.source).toBe('embedded');
    expect(done.reply.text).not.toContain('therapist, I think');
    expect((list.find((e) => e.event === 'replace')!.data as { text: string }).text).toBe(done.reply.text);

    script.pieces = ['You could take 20 pills of melatonin to sleep.'];
    const dose = await reply(server.anonKey, { message: 'I can’t sleep and I feel awful about it' });
    expect(dose.reply.source).toBe('embedded');
    expect(dose.reply.text).not.toMatch(/\d+ pills/);
  });

  test('falls back to the embedded engine when the endpoint errors or times out', async () => {
    script.status = 500;
    const failed = await reply(server.anonKey, { message: 'My friends ignored me at lunch' });
    expect(failed.reply.source).toBe('embedded');
    expect(failed.reply.text).toMatch(/left out|stings/);
    script = { hang: true };
    const started = Date.now();
    const slow = await reply(server.anonKey, { message: 'My friends ignored me at lunch again' });
    expect(slow.reply.source).toBe('embedded');
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
