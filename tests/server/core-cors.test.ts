import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createUserClient, startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

// The Access-Control-Request-Headers Chromium sends for supabase-js 2.119 (toolchain.md §7).
const preflights = [
  { path: '/rest/v1/profiles?select=*', method: 'GET', headers: 'accept-profile,apikey,authorization,x-client-info' },
  { path: '/rest/v1/profiles', method: 'POST', headers: 'apikey,authorization,content-profile,content-type,prefer,x-client-info' },
  { path: '/rest/v1/profiles?id=eq.1', method: 'PATCH', headers: 'apikey,authorization,content-profile,content-type,x-client-info' },
  { path: '/rest/v1/profiles?select=*', method: 'HEAD', headers: 'accept-profile,apikey,authorization,prefer,x-client-info' },
  { path: '/rest/v1/profiles?id=eq.1', method: 'DELETE', headers: 'apikey,authorization,content-profile,content-type,x-client-info' },
  {
    path: '/auth/v1/token?grant_type=password',
    method: 'POST',
    headers: 'apikey,authorization,content-type,x-client-info,x-supabase-api-version',
  },
  { path: '/auth/v1/user', method: 'PUT', headers: 'apikey,authorization,content-type,x-client-info,x-supabase-api-version' },
  { path: '/functions/v1/echo', method: 'POST', headers: 'apikey,authorization,content-type,x-client-info' },
];

describe('CORS', () => {
  test.each(preflights)('preflight $method $path is allowed', async ({ path, method, headers }) => {
    const res = await fetch(`${server.url}${path}`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:4321', 'access-control-request-method': method, 'access-control-request-headers': headers },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const methods = res.headers.get('access-control-allow-methods')!.split(',');
    expect(methods).toEqual(expect.arrayContaining(['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'HEAD', 'OPTIONS']));
    const allowed = res.headers.get('access-control-allow-headers')!.toLowerCase().split(',');
    expect(allowed).toEqual(expect.arrayContaining(headers.split(',')));
  });

  test('responses expose the headers clients read', async () => {
    const res = await fetch(`${server.url}/auth/v1/health`, { headers: { origin: 'http://localhost:4321' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const exposed = res.headers.get('access-control-expose-headers')!.split(',');
    expect(exposed).toEqual(
      expect.arrayContaining([
        'Content-Range',
        'Range-Unit',
        'X-Supabase-Api-Version',
        'Content-Location',
        'Preference-Applied',
        'Retry-After',
      ]),
    );
  });

  test('error responses carry CORS headers too', async () => {
    const { session } = await createUserClient(server);
    const res = await fetch(`${server.url}/auth/v1/logout?scope=nowhere`, {
      method: 'POST',
      headers: { origin: 'http://localhost:4321', authorization: `Bearer ${session.access_token}` },
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  test('the static site sends no CORS headers', async () => {
    const res = await fetch(`${server.url}/`, { headers: { origin: 'http://elsewhere.test' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});
