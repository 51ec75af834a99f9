import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { describeError } from '../../server/http/describe-error.ts';
import { createUserClient, startTestServer, type TestServer } from '../support/server.ts';

describe('describeError', () => {
  test('keeps the name, SQLSTATE and first line but never the statement or its parameters', () => {
    const error = Object.assign(new Error('boom happened\nDETAIL: secret journal text'), {
      code: 'XX000',
      query: 'insert into journal_entries …',
      params: ['my private words'],
    });
    const line = describeError(error);
    expect(line).toBe('Error XX000: boom happened');
    expect(line).not.toContain('private');
  });
});

describe('server logs', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  test('a journal entry and a failed write leave no personal text or email in the log', async () => {
    const lines: string[] = [];
    const capture = (...args: unknown[]) => lines.push(args.map(String).join(' '));
    const spies = [
      vi.spyOn(console, 'log').mockImplementation(capture),
      vi.spyOn(console, 'error').mockImplementation(capture),
      vi.spyOn(console, 'warn').mockImplementation(capture),
    ];
    try {
      const { client, user } = await createUserClient(server);
      const secret = 'I have never told anyone about the lake house';
      await client.from('journal_entries').insert({ title: 'Private', body: secret }).throwOnError();
      await client.from('journal_entries').insert({ title: secret, body: secret, mood_log_id: '00000000-0000-0000-0000-000000000000' });
      const text = lines.join('\n');
      expect(text).not.toContain('lake house');
      expect(text).not.toContain(user.email ?? '@');
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });
});
