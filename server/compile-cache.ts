import module from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Turns on Node's on-disk compile cache (`node_modules/.cache/haven-compile`) for the modules
 * imported after this call: a restart then skips parsing and type-stripping the server and its
 * dependencies again (most of its import time; entries are checked against the source, so an
 * edited file is compiled afresh). An entry point calls it first, then imports the rest with
 * `await import()`, because static imports are compiled before any code runs.
 * `NODE_COMPILE_CACHE` chooses another folder; `NODE_DISABLE_COMPILE_CACHE=1` turns it off.
 */
export function enableCompileCache(): void {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  module.enableCompileCache?.(process.env['NODE_COMPILE_CACHE'] || path.join(root, 'node_modules/.cache/haven-compile'));
}

/** Writes what has been compiled so far: a server stopped with kill -9 never reaches the exit that would. */
export function flushCompileCache(): void {
  module.flushCompileCache?.();
}
