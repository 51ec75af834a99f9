import { enableCompileCache, flushCompileCache } from './compile-cache.ts';
import type { BuildTarget } from './site-build.ts';
import type { RunningServer } from './start.ts';

/**
 * The whole product on one port: the embedded Supabase-compatible API, the content seed and
 * the static site built against it. `HAVEN_SKIP_BUILD=1` serves the existing `dist/` as is.
 */
enableCompileCache();
const [{ ConfigError }, { MigrationError }, { hostedFromEnv, prepareSite }, { rebuildOnChange }, { startServer, startupTimingsLogger }] =
  await Promise.all([
    import('./config.ts'),
    import('./migrate.ts'),
    import('./prepare-site.ts'),
    import('./site-build.ts'),
    import('./start.ts'),
  ]);

const hosted = hostedFromEnv(process.env);
const build = process.env['HAVEN_SKIP_BUILD'] !== '1';
let target: BuildTarget | undefined;
let server: RunningServer;
try {
  server = await startServer({
    onPhase: startupTimingsLogger(process.env, (line) => console.info(line)),
    beforeReady: async (info) => {
      target = await prepareSite(info, { hosted, build });
    },
  });
} catch (error) {
  const known = error instanceof ConfigError || error instanceof MigrationError;
  console.error(known ? `Haven could not start. ${error.message}` : error);
  process.exit(1);
}
flushCompileCache();
if (target && build && !hosted) await rebuildOnChange(server.db, target);

let stopping = false;
const shutdown = () => {
  if (stopping) process.exit(1);
  stopping = true;
  server.stop().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
