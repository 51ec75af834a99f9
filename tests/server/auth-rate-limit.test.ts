import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { anonClient, createUserClient, startTestServer, TEST_PASSWORD, testEmail, type TestServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    env: { HAVEN_RATE_LIMIT_SIGN_IN: '3', HAVEN_RATE_LIMIT_RECOVER: '2', HAVEN_RATE_LIMIT_WINDOW_SECONDS: '60' },
  });
});
afterAll(() => server?.stop());

describe('per-IP rate limits', () => {
  test('the fourth sign-in within the window is 429 over_request_rate_limit', async () => {
    const { email } = await createUserClient(server);
    for (let i = 0; i < 3; i++) {
      expect((await anonClient(server).auth.signInWithPassword({ email, password: TEST_PASSWORD })).error).toBeNull();
    }
    const { error } = await anonClient(server).auth.signInWithPassword({ email, password: TEST_PASSWORD });
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });

    const res = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ email, password: TEST_PASSWORD }),
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await res.json()).toEqual({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });
  });

  test('buckets are separate: recovery has its own budget', async () => {
    const client = anonClient(server);
    expect((await client.auth.resetPasswordForEmail(testEmail())).error).toBeNull();
    expect((await client.auth.resetPasswordForEmail(testEmail())).error).toBeNull();
    expect((await client.auth.resetPasswordForEmail(testEmail())).error).toMatchObject({ status: 429 });
  });
});
