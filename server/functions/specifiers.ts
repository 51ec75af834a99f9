import { registerHooks } from 'node:module';

const NPM = /^npm:(@[^/@]+\/[^/@]+|[^/@]+)(?:@[^/]*)?(\/.*)?$/;
const EMPTY_MODULE = 'data:text/javascript,export{}';
let installed = false;

/**
 * Lets Node resolve the Deno-style specifiers edge functions use: `npm:pkg@version/path` becomes
 * `pkg/path` (from this project's node_modules), and type-only `jsr:….d.ts` imports (the
 * `edge-runtime.d.ts` line in Supabase templates) become empty modules.
 */
export function installDenoSpecifiers(): void {
  if (installed) return;
  installed = true;
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const npm = NPM.exec(specifier);
      if (npm) return nextResolve(`${npm[1]}${npm[2] ?? ''}`, context);
      if (specifier.startsWith('jsr:') && specifier.endsWith('.d.ts')) {
        return { url: EMPTY_MODULE, shortCircuit: true, format: 'module' };
      }
      return nextResolve(specifier, context);
    },
  });
}
