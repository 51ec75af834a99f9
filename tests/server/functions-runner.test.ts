import path from 'node:path';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { anonClient, createUserClient, startTestServer, type TestServer } from '../support/server.ts';

const fixtures = path.resolve(import.meta.dirname, 'fixtures/functions');
let server: TestServer;
beforeAll(async () => {
  process.env.HAVEN_TEST_ALLOWED = 'visible';
  process.env.HAVEN_TEST_SECRET = 'hidden';
  server = await startTestServer({ env: { HAVEN_FUNCTIONS_DIR: fixtures, HAVEN_FUNCTIONS_ENV: 'HAVEN_TEST_ALLOWED' } });
});
afterAll(() => server?.stop());

interface Echo {
  method: string;
  path: string;
  search: string;
  authorization: string | null;
  contentType: string | null;
  forwardedFor: string | null;
  realIp: string | null;
  remoteAddr: string | null;
  body: unknown;
  env: { url: string; hasAnonKey: boolean; hasServiceRoleKey: boolean; allowed: string | null; secret: string | null };
}

describe('functions.invoke', () => {
  test('the handler sees the body and the caller’s Authorization', async () => {
    const { client, session } = await createUserClient(server);
    const { data, error } = await client.functions.invoke<Echo>('echo', { body: { action: 'setup', n: 1 } });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      method: 'POST',
      path: '/echo',
      authorization: `Bearer ${session.access_token}`,
      contentType: 'application/json',
      body: { action: 'setup', n: 1 },
    });
  });

  test('the caller’s address comes from the connection, never from headers the caller sent', async () => {
    const { data } = await anonClient(server).functions.invoke<Echo>('echo', {
      body: {},
      headers: { 'X-Forwarded-For': '203.0.113.9', 'X-Real-IP': '203.0.113.9' },
    });
    // Not behind a trusted proxy: a function rate-limiting by address cannot be fooled.
    expect(data).toMatchObject({ forwardedFor: '127.0.0.1', realIp: null, remoteAddr: '127.0.0.1' });
  });

  test('Deno.env holds the server’s own URL and keys plus only allow-listed variables', async () => {
    const { data } = await anonClient(server).functions.invoke<Echo>('echo', { body: {} });
    expect(data?.env).toEqual({
      url: expect.stringMatching(/^http:\/\/localhost:\d+$/),
      hasAnonKey: true,
      hasServiceRoleKey: true,
      allowed: 'visible',
      secret: null,
    });
  });

  test('sub-paths, query strings and other methods are passed through', async () => {
    const { data } = await anonClient(server).functions.invoke<Echo>('echo/items/7?sort=asc', { method: 'GET' });
    expect(data).toMatchObject({ method: 'GET', path: '/echo/items/7', search: '?sort=asc', body: null });
  });

  test('a function can call back into auth with the caller’s token (npm: specifiers resolve)', async () => {
    const { client, user } = await createUserClient(server);
    const { data, error } = await client.functions.invoke<{ id: string }>('whoami');
    expect(error).toBeNull();
    expect(data?.id).toBe(user.id);
  });

  test('an unknown function is 404', async () => {
    const { error } = await anonClient(server).functions.invoke('does-not-exist');
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const response = (error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: 'Function not found' });
  });

  test('names outside ^[a-z0-9][a-z0-9_-]*$ are 404 and never touch the file system', async () => {
    for (const name of ['_shared', 'Echo', '..%2Fecho', '.env', 'echo.ts']) {
      const res = await fetch(`${server.url}/functions/v1/${name}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${server.anonKey}` },
      });
      expect(res.status, name).toBe(404);
    }
  });

  test('a throwing handler is 500 with a generic message and no stack', async () => {
    const { error } = await anonClient(server).functions.invoke('throws', { body: {} });
    const response = (error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toMatch(/secret detail|\/srv\/private|at .*\.ts|Error:/);
    expect(JSON.parse(text)).toMatchObject({ message: 'Function failed' });
  });
});

describe('verify_jwt', () => {
  test('functions require a valid JWT by default', async () => {
    const missing = await fetch(`${server.url}/functions/v1/echo`, { method: 'POST' });
    expect(missing.status).toBe(401);
    const forged = await fetch(`${server.url}/functions/v1/echo`, {
      method: 'POST',
      headers: { authorization: 'Bearer not.a.jwt' },
    });
    expect(forged.status).toBe(401);
  });

  test('[functions.<name>] verify_jwt = false in config.toml lets calls through', async () => {
    const res = await fetch(`${server.url}/functions/v1/open`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('open GET');
  });
});
