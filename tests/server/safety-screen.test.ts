import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

async function screen(body: unknown, token = server.anonKey) {
  return fetch(`${server.url}/functions/v1/safety-screen`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, apikey: server.anonKey, 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('safety-screen (the journal’s server-side crisis screen)', () => {
  test('reads risk the phrase rules cannot see in a long entry, and leaves an ordinary one alone', async () => {
    const risky = await screen({
      text: 'Long day. Took the dog out, made soup, called mom about Thanksgiving plans. I already wrote letters to each of the kids and put them in the drawer with the insurance papers. Tomorrow is laundry.',
    });
    expect(risky.status).toBe(200);
    expect(((await risky.json()) as { level: string }).level).not.toBe('none');
    const ordinary = await screen({
      text: 'Long day. Took the dog out, made soup, called mom about Thanksgiving plans. Tomorrow is laundry.',
    });
    expect(await ordinary.json()).toEqual({ level: 'none', categories: [] });
  });

  test.each([
    ['text that is not a string', { text: 42 }, /must be a string/],
    ['more than 100,000 characters', { text: 'x'.repeat(100_001) }, /too long/],
    ['a body that is not JSON', '{"text": ', /JSON object/],
  ])('refuses %s with 400 and the reason', async (_name, body, reason) => {
    const response = await screen(body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(reason);
  });

  test('needs at least the public key, like every function with verify_jwt', async () => {
    const response = await fetch(`${server.url}/functions/v1/safety-screen`, { method: 'POST', body: '{"text":"hi"}' });
    expect(response.status).toBe(401);
  });
});
