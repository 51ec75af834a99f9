/**
 * A stand-in for the auth endpoints supabase-js calls, as a `fetch` function (unit tests only:
 * server and end-to-end tests use the real embedded server). Records each request with the
 * clock time it was made, so timing can be asserted with fake timers.
 */
export interface FakeCall {
  method: string;
  path: string;
  grantType: string | null;
  /** `?scope=` of a logout. */
  scope: string | null;
  at: number;
  body: Record<string, unknown> | null;
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned JWT with the claims supabase-js reads. */
export function fakeJwt(sub: string, exp: number) {
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub, exp, role: 'authenticated', aud: 'authenticated' })}.c2ln`;
}

export function fakeUser(id = 'user-1', email = 'sam@example.com') {
  return {
    id,
    aud: 'authenticated',
    role: 'authenticated',
    email,
    app_metadata: { provider: 'email' },
    user_metadata: {},
    created_at: '2026-01-01T00:00:00Z',
  };
}

/** A session as supabase-js stores it, expiring `secondsLeft` from now. */
export function fakeSession(secondsLeft: number, refreshToken = 'refresh-1') {
  const expiresAt = Math.floor(Date.now() / 1000) + secondsLeft;
  const user = fakeUser();
  return {
    access_token: fakeJwt(user.id, expiresAt),
    token_type: 'bearer',
    expires_in: secondsLeft,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user,
  };
}

export interface FakeAuthOptions {
  /** Lifetime of sessions the fake hands out. */
  expiresIn?: number;
  /** Answer for `POST /token?grant_type=password`; defaults to a session. */
  passwordGrant?: (body: Record<string, unknown>) => { status: number; body: object };
  /** Answer for `POST /signup`; defaults to a signed-in session. */
  signUp?: (body: Record<string, unknown>) => { status: number; body: object };
  /** Makes every request to this path fail as if the network were down. */
  offline?: (path: string) => boolean;
}

export function fakeAuthFetch(options: FakeAuthOptions = {}) {
  const calls: FakeCall[] = [];
  let issued = 1;
  const json = (status: number, body: object | null) =>
    new Response(body === null ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
    });
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null;
    const grantType = url.searchParams.get('grant_type');
    calls.push({ method, path: url.pathname, grantType, scope: url.searchParams.get('scope'), at: Date.now(), body });
    if (options.offline?.(url.pathname)) throw new TypeError('Failed to fetch');
    if (url.pathname === '/auth/v1/signup') {
      const answer = options.signUp?.(body ?? {}) ?? { status: 200, body: fakeSession(options.expiresIn ?? 3600, 'refresh-signup') };
      return json(answer.status, answer.body);
    }
    if (url.pathname === '/auth/v1/token') {
      if (grantType === 'password' && options.passwordGrant) {
        const answer = options.passwordGrant(body ?? {});
        return json(answer.status, answer.body);
      }
      issued += 1;
      return json(200, fakeSession(options.expiresIn ?? 3600, `refresh-${issued}`));
    }
    if (url.pathname === '/auth/v1/logout') return json(204, null);
    if (url.pathname === '/auth/v1/recover') return json(200, {});
    if (url.pathname === '/auth/v1/user') return json(200, fakeUser());
    return json(404, { code: 'not_found', message: 'Not found' });
  };
  return { fetch, calls, refreshes: () => calls.filter((call) => call.grantType === 'refresh_token') };
}
