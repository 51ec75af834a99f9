import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import type { Hono } from 'hono';
import { createApp, type RestApp } from './app.ts';
import type { AuthEmail } from './auth/index.ts';
import { loadConfig, type Config } from './config.ts';
import { openDatabase, type Database } from './db/index.ts';
import { loadKeys, type Keys } from './keys.ts';
import { migrate, MigrationError } from './migrate.ts';
import { applySamplePartners } from './seed/sample-partners.ts';

/** What `beforeReady` gets: enough to talk to the server with supabase-js, and its database. */
export interface ReadyInfo {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  db: Database;
}

export interface StartOptions {
  /** Defaults to `loadConfig(env ?? process.env)`. */
  config?: Config;
  env?: Record<string, string | undefined>;
  functionsDir?: string | undefined;
  distDir?: string | undefined;
  sendEmail?: (email: AuthEmail) => void | undefined;
  /** Status lines (database, data dir, ready); defaults to the console. */
  log?: (line: string) => void;
  /**
   * Runs once the API is listening and before the ready line: e.g. build the static site
   * against the running API. The site answers 503 "Haven is starting…" until `dist/` exists.
   */
  beforeReady?: (info: ReadyInfo) => Promise<void>;
  /**
   * Told when each start-up phase ends, with its milliseconds (`scripts/bench-restart.ts` reads
   * them; `HAVEN_STARTUP_TIMINGS=on` prints them). `imports` is the time from process start.
   */
  onPhase?: ((phase: StartupPhase, ms: number) => void) | undefined;
  /**
   * Without a data dir or DATABASE_URL, the in-memory database starts as a copy of this dump of
   * a migrated one (tests copy one template instead of creating and migrating a cluster each
   * time); the migrations then find nothing left to do.
   */
  databaseTemplate?: Blob | undefined;
}

export type StartupPhase = 'imports' | 'keys' | 'database' | 'migrations' | 'sample partners' | 'schema cache' | 'listen' | 'before ready';

/** Times the phases of one start for `onPhase`. */
function phaseClock(onPhase: StartOptions['onPhase']) {
  let last = performance.now();
  onPhase?.('imports', last);
  return (phase: StartupPhase) => {
    const now = performance.now();
    onPhase?.(phase, now - last);
    last = now;
  };
}

/** Prints the phases, one line each (`HAVEN_STARTUP_TIMINGS=on`); the bench script parses them. */
export function startupTimingsLogger(env: Record<string, string | undefined>, log: (line: string) => void) {
  if (!['1', 'on', 'true'].includes(env['HAVEN_STARTUP_TIMINGS'] ?? '')) return undefined;
  return (phase: StartupPhase, ms: number) => log(`Haven start-up phase: ${phase} ${ms.toFixed(1)} ms`);
}

export interface RunningServer extends ReadyInfo {
  port: number;
  config: Config;
  keys: Keys;
  db: Database;
  app: Hono;
  rest: RestApp;
  /** Closes the HTTP server (and open connections), then the database. */
  stop(): Promise<void>;
}

function listen(app: Hono, config: Config): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(server));
    // Keep idle connections open longer than a client keeps them (undici: 4 s), so the client is
    // always the one to close. With Node's 5 s default, a request sent on a pooled connection just
    // as the server dropped it failed with ECONNRESET: the edge functions call this server from
    // the same process, and Wren's first reply after a start loads its model for seconds between
    // two such requests, so a member's first message failed to save after every start.
    if ('keepAliveTimeout' in server) {
      server.keepAliveTimeout = 65_000;
      server.headersTimeout = 66_000;
    }
    server.once('error', reject);
  });
}

function closeServer(server: ServerType): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    (server as { closeAllConnections?: () => void }).closeAllConnections?.();
  });
}

/**
 * Starts the embedded server: keys, database (PGlite in the data dir, or `DATABASE_URL`),
 * migrations and seed, the sample partners as HAVEN_SAMPLE_PARTNERS says, then the HTTP
 * server. Prints `Haven is ready at http://localhost:<port>` once `beforeReady` has finished.
 *
 * @example
 * const server = await startServer({ env: { ...process.env, PORT: '0' } });
 * await server.stop();
 */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const config = options.config ?? loadConfig(options.env ?? process.env);
  const log = options.log ?? ((line: string) => console.info(line));
  const phase = phaseClock(options.onPhase);
  if (config.dataDir) await mkdir(config.dataDir, { recursive: true });
  const keys = await loadKeys({ dataDir: config.dataDir, jwtSecret: config.jwtSecret });
  phase('keys');
  const pgliteDir = config.dataDir ? path.join(config.dataDir, 'pglite') : undefined;
  const db = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : pgliteDir ? { dataDir: pgliteDir } : { template: options.databaseTemplate },
  );
  phase('database');

  let server: ServerType | null = null;
  let restApp: RestApp | null = null;
  try {
    await migrate(db, { migrationsDir: config.migrationsDir, seedFile: config.seedFile, log });
    phase('migrations');
    const samples = await applySamplePartners(db, { enabled: config.samplePartners, file: config.samplePartnersFile }).catch(
      (error: unknown) => {
        throw new MigrationError(config.samplePartnersFile, error);
      },
    );
    phase('sample partners');
    if (samples.changed > 0) {
      log(
        config.samplePartners
          ? `Added ${samples.changed} fictional sample partners to the directory (HAVEN_SAMPLE_PARTNERS=on).`
          : `Removed ${samples.changed} fictional sample partners from the directory (HAVEN_SAMPLE_PARTNERS is off).`,
      );
    }
    const self: { url?: string } = {};
    const { app, rest } = createApp({
      db,
      config,
      keys,
      functionsDir: options.functionsDir,
      distDir: options.distDir,
      sendEmail: options.sendEmail,
      publicUrl: () => self.url,
    });
    restApp = rest;
    await rest.reload?.();
    phase('schema cache');
    server = await listen(app, config);
    phase('listen');
    const port = (server.address() as AddressInfo).port;
    const publicUrl = `http://localhost:${port}`;
    self.url = publicUrl;
    const running: RunningServer = {
      url: publicUrl,
      port,
      anonKey: keys.anonKey,
      serviceRoleKey: keys.serviceRoleKey,
      config,
      keys,
      db,
      app,
      rest,
      async stop() {
        if (server) await closeServer(server);
        await rest.close?.();
        await db.close();
      },
    };
    await options.beforeReady?.({ url: publicUrl, anonKey: keys.anonKey, serviceRoleKey: keys.serviceRoleKey, db });
    if (options.beforeReady) phase('before ready');
    log(`Haven data dir: ${config.dataDir ?? '(none: in memory)'}`);
    log(`Haven database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite${pgliteDir ? ` in ${pgliteDir}` : ' in memory'}`}`);
    log(`Haven is ready at ${publicUrl}`);
    return running;
  } catch (error) {
    if (server) await closeServer(server);
    await restApp?.close?.().catch(() => undefined);
    await db.close().catch(() => undefined);
    throw error;
  }
}
