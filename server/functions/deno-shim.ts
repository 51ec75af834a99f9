import { AsyncLocalStorage } from 'node:async_hooks';

/** What `Deno.serve` receives: a web-standard handler. */
export type ServeHandler = (request: Request, info: ServeHandlerInfo) => Response | Promise<Response>;

export interface ServeHandlerInfo {
  remoteAddr: { transport: 'tcp'; hostname: string; port: number };
  completed: Promise<void>;
}

type EnvStore = Map<string, string>;

const envContext = new AsyncLocalStorage<EnvStore>();
let defaultEnv: EnvStore = new Map();
let captured: ServeHandler | null = null;
const SHIM = Symbol.for('haven.deno-shim');

function currentEnv(): EnvStore {
  return envContext.getStore() ?? defaultEnv;
}

function pickHandler(first: unknown, second: unknown): ServeHandler | null {
  if (typeof first === 'function') return first as ServeHandler;
  if (typeof second === 'function') return second as ServeHandler;
  const handler = (first as { handler?: unknown } | undefined)?.handler;
  return typeof handler === 'function' ? (handler as ServeHandler) : null;
}

const denoShim = {
  [SHIM]: true,
  env: {
    get: (name: string) => currentEnv().get(name),
    has: (name: string) => currentEnv().has(name),
    set: (name: string, value: string) => void currentEnv().set(name, value),
    delete: (name: string) => void currentEnv().delete(name),
    toObject: () => Object.fromEntries(currentEnv()),
  },
  /** Records the handler instead of opening a port; the runner calls it per request. */
  serve(first: unknown, second?: unknown) {
    captured = pickHandler(first, second);
    return {
      finished: new Promise<void>(() => {}),
      addr: { transport: 'tcp', hostname: '127.0.0.1', port: 0 },
      shutdown: async () => {},
      ref() {},
      unref() {},
    };
  },
};

/**
 * Installs a minimal `globalThis.Deno` so Supabase edge functions (`Deno.serve(handler)`,
 * `Deno.env.get`) run under Node. A real Deno is left alone.
 */
export function installDenoShim(): void {
  const existing = (globalThis as { Deno?: Record<PropertyKey, unknown> }).Deno;
  if (existing && !existing[SHIM]) return;
  (globalThis as { Deno?: unknown }).Deno = denoShim;
}

/** Environment functions see when no request is running (module top level). */
export function setDefaultFunctionEnv(env: Record<string, string>): void {
  defaultEnv = new Map(Object.entries(env));
}

/** Runs `fn` with `Deno.env` answering from `env` (one server's values, even with several in a process). */
export function withFunctionEnv<T>(env: Record<string, string>, fn: () => T): T {
  return envContext.run(new Map(Object.entries(env)), fn);
}

/** Evaluates a module and returns the handler it passed to `Deno.serve`, if any. */
export async function captureServe(load: () => Promise<unknown>): Promise<{ module: unknown; handler: ServeHandler | null }> {
  captured = null;
  const module = await load();
  const handler = captured;
  captured = null;
  return { module, handler };
}
