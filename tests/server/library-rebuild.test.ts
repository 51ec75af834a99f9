import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { anonClient, createUserClient, serviceClient, startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
let hook: Server;
let hookUrl: string;
const hookCalls: { method: string; body: string }[] = [];

beforeAll(async () => {
  server = await startTestServer();
  hook = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      hookCalls.push({ method: request.method ?? '', body });
      response.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/build`;
});

afterAll(async () => {
  delete process.env['HAVEN_DEPLOY_HOOK_URL'];
  await new Promise((resolve) => hook.close(resolve));
  await server.stop();
});

describe('the rebuild edge function', () => {
  test('calls the configured deploy hook when the service role asks', async () => {
    process.env['HAVEN_DEPLOY_HOOK_URL'] = hookUrl;
    const before = hookCalls.length;
    const { data, error } = await serviceClient(server).functions.invoke('rebuild', {
      body: { type: 'UPDATE', table: 'library_articles' },
    });
    expect(error).toBeNull();
    expect(data).toEqual({ triggered: true });
    expect(hookCalls.length).toBe(before + 1);
    expect(hookCalls.at(-1)?.method).toBe('POST');
  });

  test('refuses visitors and ordinary members', async () => {
    process.env['HAVEN_DEPLOY_HOOK_URL'] = hookUrl;
    const before = hookCalls.length;
    const anon = await anonClient(server).functions.invoke('rebuild', { body: {} });
    expect(anon.error).not.toBeNull();
    const { client } = await createUserClient(server);
    const member = await client.functions.invoke('rebuild', { body: {} });
    expect((member.error as { context?: Response } | null)?.context?.status).toBe(403);
    expect(hookCalls.length).toBe(before);
  });

  test('says plainly when no deploy hook is configured', async () => {
    delete process.env['HAVEN_DEPLOY_HOOK_URL'];
    const { data } = await serviceClient(server).functions.invoke('rebuild', { body: {} });
    expect(data).toEqual({ triggered: false, reason: 'HAVEN_DEPLOY_HOOK_URL is not set; nothing to call.' });
  });
});

describe('article changes notify the rebuild channel', () => {
  test('an insert, an update and a delete each announce a rebuild after commit', async () => {
    const payloads: string[] = [];
    const stop = await server.db.listen('haven_rebuild', (payload) => payloads.push(payload));
    const service = serviceClient(server);
    const article = {
      title: 'A test article about rest',
      slug: 'a-test-article-about-rest',
      excerpt: 'An excerpt.',
      category: 'sleep',
      content: 'Some words about resting well.',
    };
    await service.from('library_articles').insert(article).throwOnError();
    await service.from('library_articles').update({ title: 'A retitled test article' }).eq('slug', article.slug).throwOnError();
    await service.from('library_articles').delete().eq('slug', article.slug).throwOnError();
    await expect.poll(() => payloads.length).toBeGreaterThanOrEqual(3);
    expect(payloads.map((payload) => (JSON.parse(payload) as { operation: string }).operation).slice(0, 3)).toEqual([
      'insert',
      'update',
      'delete',
    ]);
    await stop();
  });
});
