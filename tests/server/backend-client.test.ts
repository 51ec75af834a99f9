import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createBackendClient, type BackendClient } from '@/lib/supabase';
import { startTestServer, type TestServer } from '../support/server';

/**
 * The browser's client (src/lib/supabase.ts) is built from auth-js, postgrest-js and
 * functions-js instead of the whole supabase-js. Against the real embedded server, it must make
 * the same requests supabase-js makes (URL, method, the headers the backend reads) and get the
 * same answers, signed out and signed in.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

interface Seen {
  method: string;
  url: string;
  headers: Record<string, string>;
}

/** A fetch that records each request's method, URL and the headers the backend reads, then sends it. */
function recording() {
  const seen: Seen[] = [];
  const recorder: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const headers: Record<string, string> = {};
    for (const name of ['apikey', 'authorization', 'x-client-info', 'accept-profile', 'content-profile', 'content-type', 'prefer'])
      if (request.headers.has(name)) headers[name] = request.headers.get(name)!;
    seen.push({ method: request.method, url: request.url.replace(server.url, ''), headers });
    return fetch(input, init);
  };
  return { seen, fetch: recorder };
}

const auth = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };

/** One member's journey through every part of the client Haven uses. */
async function journey(client: BackendClient, email: string) {
  const results: unknown[] = [];
  // Signed out: a public read, a function and an RPC the anonymous role may not call.
  results.push((await client.from('programs').select('slug').eq('slug', 'stress-reset')).data);
  results.push((await client.functions.invoke('safety-screen', { body: { text: 'A calm walk by the river.' } })).data);
  // @ts-expect-error a function the schema does not have: the error is what the journey checks.
  results.push((await client.rpc('no_such_function')).error?.code);
  // Signed in: the member's own rows, written and read back with their token.
  const signedUp = await client.auth.signUp({ email, password: 'calm-harbour-lantern-42' });
  results.push(signedUp.error?.message ?? 'signed up');
  const inserted = await client
    .from('mood_logs')
    .insert({ mood: 4, tags: ['walk'] })
    .select('mood, tags')
    .single();
  results.push(inserted.data, inserted.error?.message);
  results.push((await client.schema('public').from('mood_logs').select('mood')).data);
  results.push((await client.functions.invoke('safety-screen', { body: { text: 'Tired but fine.' } })).data);
  results.push((await client.auth.getUser()).data.user?.email === email);
  await client.auth.signOut();
  results.push((await client.from('mood_logs').select('mood')).data);
  return results;
}

describe('the browser client made of supabase-js parts', () => {
  test('makes the requests supabase-js makes and gets the same answers', async () => {
    const full = recording();
    const lean = recording();
    const stamp = Date.now();
    const expected = await journey(
      createClient(server.url, server.anonKey, { auth, global: { fetch: full.fetch } }),
      `full-${stamp}@example.test`,
    );
    const actual = await journey(
      createBackendClient(server.url, server.anonKey, { auth, fetch: lean.fetch }),
      `lean-${stamp}@example.test`,
    );

    expect(actual).toEqual(expected);
    expect(actual[1]).toMatchObject({ level: 'none' });
    expect(actual[4]).toEqual({ mood: 4, tags: ['walk'] });
    // Tokens differ per member: compare who was sent (the key, or a member's token) instead.
    // supabase-js names the runtime it runs in (Node here); the browser client names the browser.
    const shape = (seen: Seen[]) =>
      seen.map(({ method, url, headers }) => ({
        method,
        url,
        headers: {
          ...headers,
          'x-client-info': headers['x-client-info']?.split(';')[0],
          ...(headers['authorization']
            ? { authorization: headers['authorization'] === `Bearer ${server.anonKey}` ? 'the key' : 'a member token' }
            : {}),
        },
      }));
    expect(shape(lean.seen)).toEqual(shape(full.seen));
    expect(shape(lean.seen).map((r) => r.headers.authorization)).toContain('a member token');
  });

  test('rejects what supabase-js rejects', () => {
    expect(() => createBackendClient('ftp://example.test', 'key')).toThrow(/HTTP or HTTPS/);
    expect(() => createBackendClient(server.url, '')).toThrow(/supabaseKey is required/);
  });
});
