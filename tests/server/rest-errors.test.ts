import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signJwt } from '../../server/jwt.ts';
import { jwtSecret, startRestServer, type RestHarness } from './rest-harness.ts';

let h: RestHarness;

beforeAll(async () => {
  h = await startRestServer();
});

afterAll(async () => {
  await h.close();
});

async function errorOf(res: Response) {
  return { status: res.status, body: await res.json() };
}

describe('authentication', () => {
  test('no credentials at all is the anon role', async () => {
    const res = await fetch(`${h.url}/rest/v1/authors?select=id&order=id&limit=1`);
    expect([res.status, await res.json()]).toEqual([200, [{ id: 1 }]]);
  });

  test('the apikey header alone is enough', async () => {
    const res = await fetch(`${h.url}/rest/v1/rpc/whoami`, { headers: { apikey: h.serviceKey } });
    expect((await res.json()).role).toBe('service_role');
  });

  test('a token signed with another secret is a 401 PGRST301', async () => {
    const forged = await signJwt('another-secret-that-is-at-least-32-characters', { role: 'service_role' });
    const { data, error, status } = await h.client({ key: forged }).from('authors').select('id');
    expect({ data, status }).toEqual({ data: null, status: 401 });
    expect(error).toEqual({ code: 'PGRST301', message: 'JWT cryptographic operation failed', details: null, hint: null });
  });

  test('a token accepted before it expired is refused once it has (verified tokens are remembered)', async () => {
    const exp = Math.floor(Date.now() / 1000) + 2;
    const token = await signJwt(jwtSecret, { role: 'authenticated', sub: 'x', exp });
    const before = await h.client({ accessToken: token }).from('authors').select('id').limit(1);
    expect(before.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, exp * 1000 - Date.now() + 50));
    const after = await h.client({ accessToken: token }).from('authors').select('id').limit(1);
    expect({ status: after.status, code: after.error?.code }).toEqual({ status: 401, code: 'PGRST303' });
  });

  test('a forged token is refused every time, also after the real one was accepted', async () => {
    const token = await signJwt(jwtSecret, { role: 'authenticated', sub: 'x' });
    expect((await h.client({ accessToken: token }).from('authors').select('id').limit(1)).status).toBe(200);
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    for (let i = 0; i < 2; i++) {
      const { status, error } = await h.client({ accessToken: forged }).from('authors').select('id').limit(1);
      expect({ status, code: error?.code }).toEqual({ status: 401, code: 'PGRST301' });
    }
  });

  test('a malformed token is a 401 PGRST301 naming the problem', async () => {
    const res = await h.request('/authors', { headers: { Authorization: 'Bearer not-a-jwt' } });
    expect(res.headers.get('www-authenticate')).toBe('Bearer error="invalid_token", error_description="Expected 3 parts in JWT; got 1"');
    expect(await errorOf(res)).toEqual({
      status: 401,
      body: { code: 'PGRST301', message: 'Expected 3 parts in JWT; got 1', details: null, hint: null },
    });
    const empty = await h.request('/authors', { headers: { Authorization: 'Bearer ' } });
    expect((await errorOf(empty)).body.message).toBe('Empty JWT is sent in Authorization header');
  });

  test('an expired token is a 401 PGRST303 "JWT expired"', async () => {
    const expired = await signJwt(jwtSecret, { role: 'authenticated', sub: 'x', exp: Math.floor(Date.now() / 1000) - 60 });
    const { error, status } = await h.client({ accessToken: expired }).from('authors').select('id');
    expect(status).toBe(401);
    expect(error).toEqual({ code: 'PGRST303', message: 'JWT expired', details: null, hint: null });
  });

  test('a role outside anon/authenticated/service_role is refused', async () => {
    const superuser = await signJwt(jwtSecret, { role: 'postgres' });
    expect(await errorOf(await h.request('/authors', { headers: { Authorization: `Bearer ${superuser}` } }))).toEqual({
      status: 403,
      body: { code: '42501', message: 'permission denied to set role "postgres"', details: null, hint: null },
    });
    const unknown = await signJwt(jwtSecret, { role: 'nobody' });
    expect(await errorOf(await h.request('/authors', { headers: { Authorization: `Bearer ${unknown}` } }))).toEqual({
      status: 401,
      body: { code: '22023', message: 'role "nobody" does not exist', details: null, hint: null },
    });
  });
});

describe('request envelope', () => {
  test('error bodies carry every key, a JSON content type and Proxy-Status', async () => {
    const res = await h.request('/nowhere');
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('proxy-status')).toBe('PostgREST; error=PGRST205');
    expect(Object.keys(await res.json())).toEqual(['code', 'message', 'details', 'hint']);
  });

  test('an Accept the server cannot produce is a 406 PGRST107', async () => {
    expect(await errorOf(await h.request('/authors', { headers: { Accept: 'application/xml' } }))).toEqual({
      status: 406,
      body: { code: 'PGRST107', message: 'None of these media types are available: application/xml', details: null, hint: null },
    });
  });

  test('OPTIONS answers with the allowed methods', async () => {
    const res = await h.request('/authors', { method: 'OPTIONS' });
    expect(res.status).toBe(200);
    expect(res.headers.get('allow')).toBe('OPTIONS,GET,HEAD,POST,PATCH,DELETE');
  });

  test('an unsupported method is a 405 PGRST117; a nested path a 404 PGRST125', async () => {
    const put = await h.request('/authors?id=eq.1', { method: 'PUT', body: '{}' });
    expect((await errorOf(put)).body.code).toBe('PGRST117');
    expect(await errorOf(await h.request('/authors/1'))).toEqual({
      status: 404,
      body: { code: 'PGRST125', message: 'Invalid path specified in request URL', details: null, hint: null },
    });
  });

  test('tolerates the headers supabase-js sends, including X-Retry-Count', async () => {
    const res = await h.request('/authors?select=id&limit=1', {
      headers: { 'X-Retry-Count': '1', 'X-Client-Info': 'supabase-js/2.119.1', 'Accept-Profile': 'public' },
    });
    expect(res.status).toBe(200);
  });
});

describe('query-string grammar errors', () => {
  test('a malformed select is a 400 PGRST100', async () => {
    expect(await errorOf(await h.request('/authors?select=id,'))).toEqual({
      status: 400,
      body: {
        code: 'PGRST100',
        message: '"failed to parse select parameter (id,)" (line 1, column 4)',
        details: 'unexpected end of input expecting field name (* or [a..z0..9_$])',
        hint: null,
      },
    });
  });

  test('malformed order, limit and on_conflict are 400s', async () => {
    for (const query of ['order=id.ac', 'order=(id', 'limit=abc', 'offset=1.5', 'on_conflict=a,,b', 'columns=']) {
      const { status, body } = await errorOf(await h.request(`/authors?${query}`));
      expect([query, status, body.code]).toEqual([query, 400, 'PGRST100']);
    }
  });

  test('a negative limit is a 416 PGRST103', async () => {
    expect((await errorOf(await h.request('/authors?limit=-1'))).body).toEqual({
      code: 'PGRST103',
      message: 'Requested range not satisfiable',
      details: 'Limit should be greater than or equal to zero.',
      hint: null,
    });
  });

  test('a request turned into invalid SQL is a 400 that quotes no SQL', async () => {
    expect(await errorOf(await h.request(`/authors?select=${encodeURIComponent('id::int int')}`))).toEqual({
      status: 400,
      body: {
        code: '42601',
        message: 'The request could not be turned into a valid query',
        details: null,
        hint: 'Check the names, casts and arguments the request uses.',
      },
    });
  });

  test('aggregates are disabled: 400 PGRST123', async () => {
    const { status, body } = await errorOf(await h.request('/authors?select=count()'));
    expect([status, body.code]).toEqual([400, 'PGRST123']);
  });

  test('a misspelt operator is a 400 rather than an ignored parameter', async () => {
    const { status, body } = await errorOf(await h.request('/authors?id=eqq.1'));
    expect([status, body.code, body.details]).toEqual([400, 'PGRST100', 'unknown single value operator eqq']);
  });
});

describe('injection attempts', () => {
  const attempts = [
    '/authors?select=id;drop table public.authors',
    '/authors?select=id::int from public.authors; drop table public.authors',
    '/authors?select=id::text);drop table public.authors;--',
    '/authors?select="id\\"; drop table public.authors; --"',
    `/authors?select=${encodeURIComponent('"a\\"b":id')}`,
    '/authors?order=id;drop table public.authors',
    `/authors?order=${encodeURIComponent('"id\\" desc; drop table public.authors; --"')}`,
    '/authors?id=eq.1;drop table public.authors',
    "/authors?id=eq.1' or '1'='1",
    "/authors?name=in.(a'),(b)",
    `/authors?or=${encodeURIComponent("(id.eq.1,name.eq.') or true --)")}`,
    "/posts?select=meta->>'x'",
    `/posts?select=${encodeURIComponent('meta->>"x\'; drop table public.authors; --"')}`,
    '/posts?meta->>lang=eq.x%27)%20or%20(1=1',
    '/authors%22;drop%20table%20public.authors;--',
    '/rpc/add_numbers;drop table public.authors',
    '/rpc/add_numbers?a=1);drop table public.authors;--',
    '/authors?id=eq.%00',
    '/authors?select=%00',
    `/posts?textSearch=fts(english'); drop table public.authors; --).x`,
    `/posts?search=fts(${encodeURIComponent("english') --")}).x`,
  ];

  test.each(attempts)('%s is answered with a 4xx and changes nothing', async (path) => {
    const res = await h.request(path);
    expect(res.status).toBeGreaterThanOrEqual(200);
    expect(res.status).toBeLessThan(500);
    const { count } = await h.client().from('authors').select('*', { count: 'exact', head: true });
    expect(count).toBe(3);
  });

  test('a quoted alias with a quote in it is just a key', async () => {
    const res = await h.request(`/authors?select=${encodeURIComponent('"a\\"b":id')}&id=eq.1`);
    expect(await res.json()).toEqual([{ 'a"b': 1 }]);
  });

  test('writes validate every identifier', async () => {
    const headers = { apikey: h.serviceKey, 'Content-Type': 'application/json' };
    const onConflict = await h.request('/settings?on_conflict=key);drop table public.authors;--', {
      method: 'POST',
      headers: { ...headers, Prefer: 'resolution=merge-duplicates' },
      body: '{"key":"k","value":"v"}',
    });
    expect(onConflict.status).toBe(400);
    const key = await h.request('/settings', { method: 'POST', headers, body: '{"key\\"); drop table x; --":1}' });
    expect((await errorOf(key)).body.code).toBe('PGRST204');
    const columns = await h.request(`/settings?columns=${encodeURIComponent('"value\\" text); drop table x; --"')}`, {
      method: 'POST',
      headers,
      body: '[{"key":"k"}]',
    });
    expect((await errorOf(columns)).body.code).toBe('PGRST204');
  });
});

describe('schema cache', () => {
  test('a new table is found after reload()', async () => {
    await h.db.exec('create table public.late_table (id int primary key); grant select on public.late_table to anon;');
    expect((await h.request('/late_table')).status).toBe(404);
    await h.rest.reload();
    expect((await h.request('/late_table')).status).toBe(200);
  });

  test("NOTIFY pgrst, 'reload schema' reloads it", async () => {
    await h.db.exec(`create table public.notified (id int primary key); grant select on public.notified to anon;
      notify pgrst, 'reload schema';`);
    let status = 0;
    for (let i = 0; i < 50 && status !== 200; i++) {
      status = (await h.request('/notified')).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(status).toBe(200);
  });
});

describe('robustness', () => {
  const alphabet = fc.constantFrom(
    ...'abcdeiost_-'.split(''),
    '(',
    ')',
    ',',
    '.',
    ':',
    '::',
    '!',
    '*',
    '"',
    '\\',
    '->',
    '->>',
    ' ',
    '{',
    '}',
    '[',
    ']',
    "'",
    ';',
    '%',
    '\0',
    'é',
    'id',
    'title',
    'meta',
    'comments',
    'author_id',
    'eq.',
    'in.',
    'not.',
    'is.',
    'or',
    'and',
    'inner',
    'fts',
    'cs.',
  );
  const garbage = fc.array(alphabet, { maxLength: 24 }).map((parts) => parts.join(''));
  const keys = fc.oneof(
    garbage,
    fc.constantFrom('select', 'order', 'limit', 'offset', 'or', 'and', 'comments.order', 'id', 'meta->>lang', 'comments.id'),
  );

  test('random garbage in select, filters and order never yields a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(keys, garbage), { minLength: 1, maxLength: 4 }),
        fc.constantFrom('GET', 'HEAD', 'DELETE'),
        async (pairs, method) => {
          const search = new URLSearchParams(pairs);
          const res = await h.request(`/posts?${search}`, { method, headers: { apikey: h.serviceKey } });
          await res.arrayBuffer();
          if (res.status >= 500) throw new Error(`${method} /posts?${search} answered ${res.status}`);
        },
      ),
      { numRuns: 300 },
    );
    const { count } = await h.client().from('posts').select('*', { count: 'exact', head: true });
    expect(count).toBe(4);
  }, 120_000);

  test('random JSON bodies never yield a 5xx', async () => {
    const body = fc.oneof(fc.json(), fc.string(), fc.array(fc.dictionary(fc.constantFrom('id', 'name', 'x', '"'), fc.jsonValue())));
    await fc.assert(
      fc.asyncProperty(
        body,
        fc.constantFrom('/tags', '/tags?id=eq.999', '/rpc/add_numbers', '/rpc/echo'),
        fc.constantFrom('POST', 'PATCH'),
        async (payload, path, method) => {
          const res = await h.request(path, {
            method,
            headers: { apikey: h.serviceKey, 'Content-Type': 'application/json', Prefer: 'tx=rollback' },
            body: typeof payload === 'string' ? payload : JSON.stringify(payload),
          });
          await res.arrayBuffer();
          if (res.status >= 500) throw new Error(`${method} ${path} answered ${res.status}`);
        },
      ),
      { numRuns: 200 },
    );
  }, 120_000);
});
