import { stat } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';
import { captureServe, installDenoShim, type ServeHandler } from './deno-shim.ts';
import { installDenoSpecifiers } from './specifiers.ts';

/**
 * Node's own `import()`. Under Vitest, `import()` in server code is routed through Vite's module
 * runner, which knows neither `npm:` specifiers nor Node's loader hooks; a function compiled
 * with the main context's loader escapes it, so functions load exactly as under
 * `node server/main.ts`. (That vm option is experimental, hence only when Vitest runs us.)
 */
const nativeImport: (url: string) => Promise<unknown> = process.env.VITEST
  ? (vm.compileFunction('return import(url)', ['url'], {
      importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
    }) as (url: string) => Promise<unknown>)
  : (url) => import(url);

const cache = new Map<string, { mtimeMs: number; handler: ServeHandler }>();
let queue: Promise<unknown> = Promise.resolve();

/** The function's module does not hand a handler to `Deno.serve` or export `default.fetch`. */
export class NoHandlerError extends Error {
  override name = 'NoHandlerError';
}

function exportedHandler(module: unknown): ServeHandler | null {
  const exported = (module as { default?: unknown } | null)?.default;
  if (typeof exported === 'function') return exported as ServeHandler;
  const fetch = (exported as { fetch?: unknown } | undefined)?.fetch;
  return typeof fetch === 'function' ? (fetch.bind(exported) as ServeHandler) : null;
}

/**
 * Returns the handler of the edge function in `file` (`Deno.serve(handler)` or
 * `export default { fetch }`), or `null` when the file does not exist. Handlers are cached and
 * reloaded when the file changes. Loads run one at a time, because `Deno.serve` is global.
 */
export async function loadHandler(file: string): Promise<ServeHandler | null> {
  let info;
  try {
    info = await stat(file);
  } catch {
    return null;
  }
  const cached = cache.get(file);
  if (cached && cached.mtimeMs === info.mtimeMs) return cached.handler;

  installDenoShim();
  installDenoSpecifiers();
  const url = `${pathToFileURL(file).href}?v=${Math.floor(info.mtimeMs)}`;
  const load = queue.then(() => captureServe(() => nativeImport(url)));
  queue = load.catch(() => undefined);
  const { module, handler } = await load;
  const resolved = handler ?? exportedHandler(module);
  if (!resolved) throw new NoHandlerError(`${file} neither calls Deno.serve(handler) nor exports default { fetch }`);
  cache.set(file, { mtimeMs: info.mtimeMs, handler: resolved });
  return resolved;
}
