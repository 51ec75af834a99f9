import path from 'node:path';
import { Hono } from 'hono';
import { createAuthApp, type AuthEmail } from './auth/index.ts';
import type { Config } from './config.ts';
import type { Database } from './db/index.ts';
import { createFunctionsApp } from './functions/index.ts';
import { apiBodyLimit } from './http/body-limit.ts';
import { apiCors } from './http/cors.ts';
import { guardDatabase } from './http/db-guard.ts';
import { handleError } from './http/errors.ts';
import { requestLog } from './http/request-log.ts';
import { securityHeaders } from './http/security-headers.ts';
import { jwtKeys, type Keys } from './keys.ts';
import { createRestApp } from './rest/index.ts';
import { createSiteApp } from './site.ts';

export interface AppOptions {
  db: Database;
  config: Config;
  keys: Keys;
  /** Overrides `config.functionsDir` (tests point it at fixtures). */
  functionsDir?: string | undefined;
  /** Overrides `config.distDir`. */
  distDir?: string | undefined;
  /** This server's public URL once known (`SUPABASE_URL` for functions). */
  publicUrl?: (() => string | undefined) | undefined;
  /** Receives auth emails instead of the console (tests read recovery links from here). */
  sendEmail?: ((email: AuthEmail) => void) | undefined;
}

export type RestApp = ReturnType<typeof createRestApp>;

const API_PREFIXES = ['/auth/v1', '/rest/v1', '/functions/v1'];

/**
 * The whole embedded Supabase-compatible server as one Hono app: `/auth/v1` (GoTrue),
 * `/rest/v1` (PostgREST), `/functions/v1` (edge functions) with CORS and a 1 MiB body limit, and
 * the static site for every other path, all with security headers (`http/security-headers.ts`);
 * API requests that cannot reach the database get 503 (`http/db-guard.ts`). `start.ts` binds it
 * to a port.
 *
 * @example
 * const { app, rest } = createApp({ db, config, keys });
 * const res = await app.request('/auth/v1/health');
 */
export function createApp(options: AppOptions): { app: Hono; rest: RestApp } {
  const { db, config, keys } = options;
  const functionsDir = path.resolve(options.functionsDir ?? config.functionsDir);
  // Request handlers get a guarded database: an unreachable or stalled one answers 503, not 500 or a hang.
  const guard = guardDatabase(db);
  // API keys are HS256; access tokens are signed as HAVEN_JWT_ALGORITHM says, and both kinds verify.
  const jwt = jwtKeys(keys, config.auth.jwtAlgorithm);
  const rest = createRestApp({ db: guard.db, jwtSecret: jwt, schemas: config.rest.schemas, aggregates: config.rest.aggregates });

  const app = new Hono();
  if (config.logRequests) app.use(requestLog());
  app.use(securityHeaders({ siteUrl: config.siteUrl, trustProxy: config.auth.trustProxy, apiPrefixes: API_PREFIXES }));
  for (const prefix of API_PREFIXES) {
    app.use(`${prefix}/*`, apiCors());
    app.use(`${prefix}/*`, guard.middleware());
    app.use(`${prefix}/*`, apiBodyLimit());
  }
  app.route(
    '/auth/v1',
    createAuthApp({ db: guard.db, config: config.auth, jwtSecret: jwt, siteUrl: config.siteUrl, sendEmail: options.sendEmail }),
  );
  app.route('/rest/v1', rest);
  app.route(
    '/functions/v1',
    createFunctionsApp({
      functionsDir,
      jwtSecret: jwt,
      anonKey: keys.anonKey,
      serviceRoleKey: keys.serviceRoleKey,
      supabaseUrl: options.publicUrl,
      allowEnv: config.functionsEnv,
      trustProxy: config.auth.trustProxy,
    }),
  );
  app.route('/', createSiteApp({ distDir: options.distDir ?? config.distDir }));
  app.onError(handleError);
  return { app, rest };
}
