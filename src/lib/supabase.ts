import { AuthClient } from '@supabase/auth-js';
import { FunctionsClient } from '@supabase/functions-js';
import { PostgrestClient } from '@supabase/postgrest-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import { atom } from 'nanostores';
import { storageKeys } from '@/config/haven';
import type { Database } from '@/lib/database.types';

/**
 * What Haven's browser code uses of a supabase-js client, typed by the schema
 * (`src/lib/database.types.ts`, generated from the migrations by `npm run db:types`): the database (`from`, `rpc`,
 * `schema`), `auth` and `functions.invoke`. Realtime and storage are never used in the browser,
 * so the client below is built from the packages supabase-js is made of (auth-js, postgrest-js,
 * functions-js) without them: about 14 KB less on every tool page (docs/frontend.md). Any
 * supabase-js client is one of these, so tests and build-time code can pass a full client.
 */
export type BackendClient = Pick<SupabaseClient<Database>, 'auth' | 'from' | 'rpc' | 'schema' | 'functions'>;

type Fetch = typeof fetch;

/** supabase-js's own X-Client-Info, so the backend sees the same client either way. */
const clientInfo = { 'X-Client-Info': 'supabase-js/2.119.1; platform=browser' };

/** Keys of the new format (`sb_publishable_…`) are never sent as a bearer token to functions, as in supabase-js. */
const isNewApiKey = (key: string) => key.startsWith('sb_publishable_') || key.startsWith('sb_secret_');

/**
 * The client supabase-js's `createClient(url, key, options)` makes, minus realtime and storage:
 * the same URLs (`auth/v1`, `rest/v1`, `functions/v1`), headers (`apikey`, and `Authorization`
 * with the member's access token, or the key when signed out) and auth options.
 * `tests/unit/backend-client.test.ts` pins the requests it makes against supabase-js's.
 */
export function createBackendClient(
  supabaseUrl: string,
  supabaseKey: string,
  options: {
    db?: { retry?: boolean };
    auth?: { storageKey?: string; persistSession?: boolean; autoRefreshToken?: boolean; detectSessionInUrl?: boolean };
    fetch?: Fetch;
  } = {},
): BackendClient {
  const base = new URL(supabaseUrl.endsWith('/') ? supabaseUrl : `${supabaseUrl}/`);
  if (!/^https?:$/.test(base.protocol)) throw new Error('Invalid supabaseUrl: Must be a valid HTTP or HTTPS URL.');
  if (!supabaseKey) throw new Error('supabaseKey is required.');
  const customFetch = options.fetch;
  const resolveFetch: Fetch = (...args) => (customFetch ?? fetch)(...args);

  const auth = new AuthClient({
    url: new URL('auth/v1', base).href,
    headers: { Authorization: `Bearer ${supabaseKey}`, apikey: supabaseKey, ...clientInfo },
    storageKey: options.auth?.storageKey ?? `sb-${base.hostname.split('.')[0]}-auth-token`,
    autoRefreshToken: options.auth?.autoRefreshToken ?? true,
    persistSession: options.auth?.persistSession ?? true,
    detectSessionInUrl: options.auth?.detectSessionInUrl ?? true,
    flowType: 'implicit',
    ...(customFetch ? { fetch: customFetch } : {}),
    hasCustomAuthorizationHeader: false,
  });

  const sessionToken = async () => (await auth.getSession()).data.session?.access_token ?? null;
  const withAuth =
    (inner: Fetch, keyAsBearer: boolean): Fetch =>
    async (input, init) => {
      const token = await sessionToken();
      const headers = new Headers(init?.headers);
      if (!headers.has('apikey')) headers.set('apikey', supabaseKey);
      const bearer = token ?? (keyAsBearer ? supabaseKey : null);
      if (!headers.has('Authorization') && bearer) headers.set('Authorization', `Bearer ${bearer}`);
      return inner(input, { ...init, headers });
    };

  const rest = new PostgrestClient<Database>(new URL('rest/v1', base).href, {
    headers: clientInfo,
    schema: 'public',
    fetch: resolveFetch,
    wrapFetch: (inner: Fetch) => withAuth(inner, true),
    ...(options.db?.retry === undefined ? {} : { retry: options.db.retry }),
  });
  const functionsFetch = withAuth(resolveFetch, !isNewApiKey(supabaseKey));
  const functionsUrl = new URL('functions/v1', base).href;

  const client: BackendClient = {
    auth,
    from: rest.from.bind(rest),
    rpc: rest.rpc.bind(rest),
    schema: rest.schema.bind(rest),
    get functions() {
      return new FunctionsClient(functionsUrl, { headers: clientInfo, customFetch: functionsFetch });
    },
  };
  return client;
}

/**
 * True from an attempt to renew the sign-in (auth-js's refresh-token request) that could not reach
 * Haven (no response, or 502/503/504) until an auth token request gets any other answer. auth-js
 * keeps the stored session then (it only forgets it when Haven refuses the refresh token), but
 * reports none once the access token has expired, and keeps retrying for up to 25 s before
 * saying so; this says it at the first failure.
 */
export const $renewalUnreachable = atom(false);

const gatewayStatuses = new Set([502, 503, 504]);

function isTokenRequest(input: Parameters<Fetch>[0]): URL | null {
  const url = new URL(input instanceof Request ? input.url : String(input), 'http://haven.invalid');
  return url.pathname.endsWith('/auth/v1/token') ? url : null;
}

/** `inner`, noting in {@link $renewalUnreachable} whether renewing the sign-in reached Haven. */
export function observeRenewal(inner: Fetch): Fetch {
  return async (input, init) => {
    const token = isTokenRequest(input);
    const renewal = token?.searchParams.get('grant_type') === 'refresh_token';
    try {
      const response = await inner(input, init);
      if (token && (!renewal || !gatewayStatuses.has(response.status))) $renewalUnreachable.set(false);
      else if (renewal) $renewalUnreachable.set(true);
      return response;
    } catch (error) {
      if (renewal) $renewalUnreachable.set(true);
      throw error;
    }
  };
}

/**
 * True when `client` would send `userId`'s own access token now (renewing it first when it is
 * about to expire). False while renewing the sign-in cannot reach Haven, e.g. offline after the
 * token expired: supabase-js would send the anon key instead, which reads nothing of the
 * member's (an empty answer) and may write nothing as them. Never waits on auth-js's retries.
 */
export async function sendsAsMember(client: Pick<BackendClient, 'auth'>, userId: string): Promise<boolean> {
  if ($renewalUnreachable.get()) return false;
  const { data } = await client.auth.getSession().catch(() => ({ data: { session: null } }));
  return data.session?.user.id === userId;
}

let client: BackendClient | undefined;

/**
 * The one browser client. With `PUBLIC_SUPABASE_URL` unset the site talks to the
 * embedded server that serves it (same origin); set it to use hosted Supabase.
 */
export function getSupabase(): BackendClient {
  if (client) return client;
  const url = import.meta.env.PUBLIC_SUPABASE_URL || window.location.origin;
  const key = import.meta.env.PUBLIC_SUPABASE_ANON_KEY;
  if (!key) throw new Error('PUBLIC_SUPABASE_ANON_KEY is not set: the site was built without a backend key.');
  client = createBackendClient(url, key, {
    // Retries are the data cache's job (@/lib/query-cache: none on 4xx, up to 2 otherwise).
    // postgrest-js's own retries would multiply them and keep an offline page waiting seconds
    // before it can show what is kept on the device.
    db: { retry: false },
    fetch: observeRenewal((...args) => fetch(...args)),
    auth: { storageKey: storageKeys.session, persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
  });
  return client;
}
