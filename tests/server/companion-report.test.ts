import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REPORT_RATE } from '../../supabase/functions/companion-chat/report.ts';
import { anonClient, createUserClient, serviceClient, startTestServer, type TestServer } from '../support/server.ts';

/*
 * The companion-chat `report` action: a guest reports a reply they saw. The report lands in
 * chat_reports with no reporter or message id; bad input gets a 400 with the reason; each
 * address is capped. The server trusts X-Forwarded-For here (as behind a proxy), so each test
 * sets its own address and tests do not share a window.
 */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { HAVEN_TRUST_PROXY: 'true' } });
});
afterAll(() => server.stop());

const valid = {
  action: 'report',
  reason: 'It was wrong or misleading',
  details: 'It said breathing exercises cure insomnia.',
  reply: 'Box breathing will cure your insomnia for good.',
  message: 'I can’t sleep',
  consent: true,
};

async function send(body: unknown, { token = server.anonKey, address = `10.0.0.${Math.floor(Math.random() * 250)}` } = {}) {
  const response = await fetch(`${server.url}/functions/v1/companion-chat`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      apikey: server.anonKey,
      'Content-Type': 'application/json',
      'X-Forwarded-For': address,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as { id?: string; error?: string } };
}

describe('companion-chat report action', () => {
  test('a guest report is saved with the service role: no reporter, no message id', async () => {
    const out = await send(valid, { address: '10.1.0.1' });
    expect(out.status).toBe(201);
    expect(out.body.id).toMatch(/^[0-9a-f-]{36}$/);
    const { data, error } = await serviceClient(server)
      .from('chat_reports')
      .select('user_id, message_id, reason, reported_content, reported_context, reported_by, status')
      .eq('id', out.body.id!)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({
      user_id: null,
      message_id: null,
      reason: 'It was wrong or misleading: It said breathing exercises cure insomnia.',
      reported_content: 'Box breathing will cure your insomnia for good.',
      reported_context: 'I can’t sleep',
      reported_by: 'guest',
      status: 'new',
    });
  });

  test('without details or the guest’s message, only the reason and the reply are kept', async () => {
    const { details: _details, message: _message, ...bare } = valid;
    const out = await send(bare, { address: '10.1.0.2' });
    expect(out.status).toBe(201);
    const { data } = await serviceClient(server).from('chat_reports').select('reason, reported_context').eq('id', out.body.id!).single();
    expect(data).toEqual({ reason: 'It was wrong or misleading', reported_context: null });
  });

  test.each([
    ['a reason off the list', { reason: 'I am bored' }, /Choose one of the reasons/],
    ['details over 2000 characters', { details: 'x'.repeat(2001) }, /2000 characters or fewer/],
    ['a reply over 4000 characters', { reply: 'x'.repeat(4001) }, /at most 4000 characters/],
    ['an empty reply', { reply: '   ' }, /text of the reply/],
    ['no consent', { consent: false }, /consent/],
    ['an unknown field', { message_id: '00000000-0000-4000-8000-000000000000' }, /message_id/],
  ])('refuses %s with 400 and the reason', async (_name, change, reason) => {
    const out = await send({ ...valid, ...change }, { address: '10.1.0.3' });
    expect(out.status).toBe(400);
    expect(out.body.error).toMatch(reason);
  });

  test('a signed-in member is sent back to their saved conversation', async () => {
    const member = await createUserClient(server);
    const out = await send(valid, { token: member.session.access_token, address: '10.1.0.4' });
    expect(out.status).toBe(400);
    expect(out.body.error).toMatch(/saved conversation/);
  });

  test('visitors still cannot read reports, nor insert them directly', async () => {
    const anon = anonClient(server);
    expect((await anon.from('chat_reports').select('id')).error?.code).toBe('42501');
    expect((await anon.from('chat_reports').insert({ reason: 'x', reported_content: 'y' })).error?.code).toBe('42501');
  });

  test(`one address may send ${REPORT_RATE.perAddress} reports an hour; the next gets 429 and when to retry`, async () => {
    for (let i = 0; i < REPORT_RATE.perAddress; i += 1) expect((await send(valid, { address: '10.2.0.1' })).status).toBe(201);
    const refused = await send(valid, { address: '10.2.0.1' });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/try again in 60 minutes/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    // Another address is not held back.
    expect((await send(valid, { address: '10.2.0.2' })).status).toBe(201);
  });
});
