import { ConfigError } from './config.ts';
import { startServer, startupTimingsLogger, type RunningServer } from './main.ts';
import { MigrationError } from './migrate.ts';
import { hostedFromEnv, prepareSite } from './prepare-site.ts';
import { rebuildOnChange, type BuildTarget } from './site-build.ts';

/**
 * The whole product on one port: the embedded Supabase-compatible API, the content seed and
 * the static site built against it. `HAVEN_SKIP_BUILD=1` serves the existing `dist/` as is.
 */
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
  console.error(known ? `Haven could not start. ${(error as Error).message}` : error);
  process.exit(1);
}
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
