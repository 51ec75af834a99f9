import { enableCompileCache, flushCompileCache } from './compile-cache.ts';
import type { RunningServer } from './start.ts';

/**
 * `node server/main.ts`: the embedded Supabase-compatible server on its own (no site build);
 * `startServer` in `start.ts` says what it starts. Stops cleanly on SIGINT and SIGTERM.
 */
enableCompileCache();
const [{ ConfigError }, { MigrationError }, { startServer, startupTimingsLogger }] = await Promise.all([
  import('./config.ts'),
  import('./migrate.ts'),
  import('./start.ts'),
]);

let server: RunningServer;
try {
  server = await startServer({ onPhase: startupTimingsLogger(process.env, (line) => console.info(line)) });
} catch (error) {
  const known = error instanceof ConfigError || error instanceof MigrationError;
  console.error(known ? `Haven could not start. ${error.message}` : error);
  process.exit(1);
}
flushCompileCache();
let stopping = false;
const shutdown = (signal: NodeJS.Signals) => {
  if (stopping) process.exit(1);
  stopping = true;
  console.info(`Received ${signal}; stopping Haven…`);
  server.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error('Haven did not stop cleanly:', error);
      process.exit(1);
    },
  );
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
