import { cors } from 'hono/cors';

/** Request headers supabase-js (auth, postgrest, functions, storage) sends cross-origin. */
export const allowedHeaders = [
  'accept',
  'accept-profile',
  'apikey',
  'authorization',
  'cache-control',
  'content-profile',
  'content-type',
  'prefer',
  'range',
  'x-client-info',
  'x-client-ip',
  'x-region',
  'x-retry-count',
  'x-supabase-api-version',
  'x-upsert',
];

/** Response headers browser clients must be able to read (counts, API version, error codes). */
export const exposedHeaders = [
  'Content-Range',
  'Range-Unit',
  'X-Supabase-Api-Version',
  'Content-Location',
  'Preference-Applied',
  'Retry-After',
  'Location',
  'X-Total-Count',
  'Link',
  'x-sb-error-code',
  'x-relay-error',
];

/**
 * CORS for the API prefixes: any origin (the keys, not cookies, carry authority), the methods and
 * headers supabase-js uses, and preflights answered with 204.
 *
 * @example
 * app.use('/rest/v1/*', apiCors());
 */
export function apiCors() {
  return cors({
    origin: '*',
    allowMethods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'HEAD', 'OPTIONS'],
    allowHeaders: allowedHeaders,
    exposeHeaders: exposedHeaders,
    maxAge: 86400,
  });
}
