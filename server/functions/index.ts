import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { clientIp } from '../http/client-ip.ts';
import { verifyJwt, type JwtSecret } from '../jwt.ts';
import { setDefaultFunctionEnv, withFunctionEnv } from './deno-shim.ts';
import { readFunctionSettings } from './function-config.ts';
import { loadHandler } from './loader.ts';

export interface FunctionsOptions {
  /** Folder holding `<name>/index.ts` (normally `supabase/functions`). */
  functionsDir: string;
  /** `supabase/config.toml`, for `[functions.<name>] verify_jwt` and `enabled`. */
  configToml?: string | undefined;
  /** Verifies `verify_jwt` functions' tokens (HS256 secret, or with its ES256 keys). */
  jwtSecret: JwtSecret;
  anonKey: string;
  serviceRoleKey: string;
  /** This server's public base URL (`SUPABASE_URL` inside functions); defaults to the request origin. */
  supabaseUrl?: (() => string | undefined) | undefined;
  /** Names of host environment variables functions may read with `Deno.env.get`. */
  allowEnv?: string[] | undefined;
  /** Take the caller's address from the first `X-Forwarded-For` hop (behind a trusted proxy). */
  trustProxy?: boolean | undefined;
}

const NAME = /^[a-z0-9][a-z0-9_-]*$/;

async function isFile(file: string): Promise<boolean> {
  return stat(file).then(
    (info) => info.isFile(),
    () => false,
  );
}

function relayError(c: Context, status: 401 | 404 | 500, message: string) {
  return c.json(
    { code: status === 404 ? 'NOT_FOUND' : status === 401 ? 'UNAUTHORIZED' : 'INTERNAL_ERROR', message, error: message },
    status,
  );
}

/**
 * The request a function receives. Like Supabase's gateway, `X-Forwarded-For` carries the
 * caller's address as this server sees it; a value the caller sent is not passed on, so a
 * function can rate-limit by it.
 */
async function forwardedRequest(c: Context, name: string, rest: string, callerIp: string): Promise<Request> {
  const incoming = new URL(c.req.url);
  const url = new URL(`/${name}${rest}${incoming.search}`, incoming.origin);
  const hasBody = !['GET', 'HEAD'].includes(c.req.method);
  const headers = new Headers(c.req.raw.headers);
  headers.delete('x-real-ip');
  headers.set('x-forwarded-for', callerIp);
  return new Request(url, {
    method: c.req.method,
    headers,
    signal: c.req.raw.signal,
    ...(hasBody ? { body: await c.req.arrayBuffer() } : {}),
  });
}

/**
 * `/functions/v1/<name>[/*]`: runs `supabase/functions/<name>/index.ts` in-process, as
 * `supabase functions serve` would. The function receives the caller's request (method, headers
 * including Authorization, body) with a URL path starting `/<name>`, and `Deno.env` holding
 * `SUPABASE_URL`, `SUPABASE_ANON_KEY`, `SUPABASE_SERVICE_ROLE_KEY` plus the allowed variables.
 *
 * @example
 * app.route('/functions/v1', createFunctionsApp({ functionsDir: 'supabase/functions', ...keys }));
 */
export function createFunctionsApp(options: FunctionsOptions): Hono {
  const functionsDir = path.resolve(options.functionsDir);
  const configToml = options.configToml ?? path.join(functionsDir, '..', 'config.toml');

  const envFor = (c: Context) => {
    const env: Record<string, string> = {};
    for (const name of options.allowEnv ?? []) {
      const value = process.env[name];
      if (value !== undefined) env[name] = value;
    }
    env.SUPABASE_URL = options.supabaseUrl?.() ?? new URL(c.req.url).origin;
    env.SUPABASE_ANON_KEY = options.anonKey;
    env.SUPABASE_SERVICE_ROLE_KEY = options.serviceRoleKey;
    return env;
  };

  const run = async (c: Context) => {
    const name = c.req.param('name')!;
    // Everything after `<name>` in the path, found by position since the mount prefix is unknown here.
    const nameIndex = c.req.routePath.split('/').indexOf(':name');
    const rest = c.req.path
      .split('/')
      .slice(nameIndex + 1)
      .map((s) => `/${s}`)
      .join('');
    if (!NAME.test(name)) return relayError(c, 404, 'Function not found');
    const settings = (await readFunctionSettings(configToml)).get(name) ?? {};
    const file = path.join(functionsDir, name, 'index.ts');
    if (settings.enabled === false || !(await isFile(file))) return relayError(c, 404, 'Function not found');

    // Like the Supabase gateway: unauthenticated calls are refused before any function code runs.
    if (settings.verifyJwt !== false) {
      const token = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
      if (!token) return relayError(c, 401, 'Missing authorization header');
      if (!(await verifyJwt(options.jwtSecret, token)).ok) return relayError(c, 401, 'Invalid JWT');
    }

    const env = envFor(c);
    setDefaultFunctionEnv(env);
    let handler;
    try {
      handler = await withFunctionEnv(env, () => loadHandler(file));
    } catch (error) {
      console.error(`Function ${name} could not be loaded: ${(error as Error).message}`);
      return relayError(c, 500, 'Function failed to load');
    }
    if (!handler) return relayError(c, 404, 'Function not found');

    const callerIp = clientIp(c, options.trustProxy ?? false);
    const request = await forwardedRequest(c, name, rest, callerIp);
    try {
      const response = await withFunctionEnv(env, () =>
        handler(request, {
          remoteAddr: { transport: 'tcp', hostname: callerIp, port: 0 },
          completed: Promise.resolve(),
        }),
      );
      if (!(response instanceof Response)) throw new TypeError('handler did not return a Response');
      return response;
    } catch {
      console.error(`Function ${name} threw an error`);
      return relayError(c, 500, 'Function failed');
    }
  };

  const functions = new Hono();
  functions.all('/:name', run);
  functions.all('/:name/*', run);
  functions.all('*', (c) => relayError(c, 404, 'Function not found'));
  return functions;
}
