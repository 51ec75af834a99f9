import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { handleError } from '../../server/http/errors.ts';
import { requestLog } from '../../server/http/request-log.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

const STACK = /\bat [\w.<>]+ \(|\.ts:\d+|node:internal|Error:/;

describe('request body limit', () => {
  test('bodies over 1 MiB are 413 (Content-Length announced)', async () => {
    const res = await fetch(`${server.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: server.anonKey },
      body: JSON.stringify({ email: 'a@example.test', password: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(res.status).toBe(413);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await res.json()).toMatchObject({ code: 'request_too_large' });
  });

  test('bodies over 1 MiB are 413 (streamed without a length)', async () => {
    const chunk = new Uint8Array(256 * 1024).fill(97);
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 5; i++) controller.enqueue(chunk);
        controller.close();
      },
    });
    const res = await fetch(`${server.url}/rest/v1/profiles`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: server.anonKey },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
  });

  test('bodies under the limit pass', async () => {
    const res = await fetch(`${server.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: server.anonKey },
      body: JSON.stringify({ email: 'not-an-email', password: 'x'.repeat(500_000) }),
    });
    expect(res.status).toBe(400);
  });
});

describe('error responses', () => {
  test('client mistakes are 4xx JSON without stacks', async () => {
    const requests: [string, RequestInit][] = [
      ['/auth/v1/signup', { method: 'POST', body: '{not json', headers: { 'content-type': 'application/json' } }],
      ['/auth/v1/token?grant_type=password', { method: 'POST', body: '[1,2]' }],
      ['/auth/v1/user', { headers: { authorization: 'Bearer a.b.c' } }],
      ['/auth/v1/admin/users/not-a-uuid', { headers: { authorization: `Bearer ${server.serviceRoleKey}` } }],
      ['/auth/v1/no-such-endpoint', {}],
      ['/functions/v1/nope', { method: 'POST', headers: { authorization: `Bearer ${server.anonKey}` } }],
    ];
    for (const [url, init] of requests) {
      const res = await fetch(`${server.url}${url}`, init);
      expect(res.status, url).toBeGreaterThanOrEqual(400);
      expect(res.status, url).toBeLessThan(500);
      const text = await res.text();
      expect(() => JSON.parse(text), url).not.toThrow();
      expect(text, url).not.toMatch(STACK);
    }
  });

  test('unexpected errors become a bare 500 (logged on the server only)', async () => {
    const app = new Hono();
    app.get('/boom', () => {
      throw new Error('connection string postgres://secret@db failed at /srv/app.ts:12');
    });
    app.get('/teapot', () => {
      throw new HTTPException(418, { message: 'I am a teapot' });
    });
    app.onError(handleError);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await app.request('/boom');
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ message: 'Internal server error' });
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
    const teapot = await app.request('/teapot');
    expect(teapot.status).toBe(418);
    expect(await teapot.json()).toEqual({ message: 'I am a teapot' });
  });
});

describe('request log', () => {
  test('logs method, path, status and time — never query strings, bodies or tokens', async () => {
    const lines: string[] = [];
    const app = new Hono();
    app.use(requestLog((line) => lines.push(line)));
    app.post('/rest/v1/journal_entries', (c) => c.json({}, 201));
    await app.request('/rest/v1/journal_entries?email=eq.someone%40example.test&select=*', {
      method: 'POST',
      headers: { authorization: 'Bearer secret-token' },
      body: JSON.stringify({ body: 'private thoughts' }),
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^POST \/rest\/v1\/journal_entries 201 \d+ms$/);
  });
});
