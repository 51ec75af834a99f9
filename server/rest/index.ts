import { describeError } from '../http/describe-error.ts';
import { Hono, type Context } from 'hono';
import type { Database } from '../db/index.ts';
import type { JwtSecret } from '../jwt.ts';
import { anonRole, authenticate, type AuthResult } from './auth.ts';
import type { RequestContext } from './context.ts';
import { RestError, invalidBody, toRestError } from './errors.ts';
import { closest } from './fuzzy.ts';
import { handleRead } from './handle-read.ts';
import { handleRpc } from './handle-rpc.ts';
import { handleDelete, handleInsert, handleUpdate } from './handle-write.ts';
import { parsePrefer } from './prefer.ts';
import { parseQueryParams, rejectMisspeltOperators } from './query-params.ts';
import { SchemaCache, key, type SchemaSnapshot, type Table } from './schema-cache.ts';
import { timed, timedSync } from '../timing.ts';

export interface RestOptions {
  db: Database;
  /** HS256 secret (and ES256 keys) that verify API keys and access tokens. */
  jwtSecret: JwtSecret;
  /** Exposed schemas; the first is the default when no `Accept-Profile`/`Content-Profile` is sent. */
  schemas?: string[];
  /** Cap on the rows of a top-level read (hosted Supabase uses 1000). */
  maxRows?: number;
  /**
   * Allows `count()`, `col.sum()`, `avg`, `min`, `max` in `select=` (PostgREST's
   * `db-aggregates-enabled`). Off by default, as in PostgREST: an aggregate is then 400 PGRST123.
   */
  aggregates?: boolean;
}

/** The REST app, plus control over its schema cache. */
export type RestApp = Hono & {
  /** Re-reads tables, relationships and functions (call after migrations). */
  reload(): Promise<void>;
  /** Stops listening for `NOTIFY pgrst`. */
  close(): Promise<void>;
};

const maxBodyBytes = 1024 * 1024;

async function readBody(request: Request): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  const tooLarge = () => invalidBody(`The request body is larger than the limit of ${maxBodyBytes} bytes`, 413);
  if (declared > maxBodyBytes) throw tooLarge();
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBodyBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function chooseSchema(c: Context, schemas: string[]): string {
  const header = ['GET', 'HEAD'].includes(c.req.method) ? 'accept-profile' : 'content-profile';
  const requested = c.req.header(header);
  const schema = requested ?? schemas[0] ?? 'public';
  if (!schemas.includes(schema)) {
    throw new RestError(
      406,
      'PGRST106',
      `Invalid schema: ${schema}`,
      null,
      `Only the following schemas are exposed: ${schemas.join(', ')}`,
    );
  }
  return schema;
}

function findTable(snapshot: SchemaSnapshot, schema: string, name: string): Table {
  const table = snapshot.tables.get(key(schema, name));
  if (table) return table;
  const names = [...snapshot.tables.values()].filter((t) => t.schema === schema).map((t) => t.name);
  const suggestion = closest(name, names, 0.75);
  throw new RestError(
    404,
    'PGRST205',
    `Could not find the table '${schema}.${name}' in the schema cache`,
    null,
    suggestion ? `Perhaps you meant the table '${schema}.${suggestion}'` : null,
  );
}

/**
 * The PostgREST-compatible `/rest/v1` API: `/:table` (GET, HEAD, POST, PATCH, DELETE) and
 * `/rpc/:fn` (GET, HEAD, POST). Each request runs in one transaction under the caller's role,
 * so Postgres enforces grants and row-level security; responses are JSON built by Postgres.
 *
 * @example
 * const rest = createRestApp({ db, jwtSecret });
 * app.route('/rest/v1', rest);
 * await rest.reload(); // after migrations
 */
export function createRestApp(options: RestOptions): RestApp {
  const schemas = options.schemas ?? ['public'];
  const cache = new SchemaCache(options.db, schemas);
  cache.listen().catch(() => undefined);
  const app = new Hono();

  async function serve(c: Context, target: { table: string } | { rpc: string }): Promise<Response> {
    let auth: AuthResult = { role: anonRole, claims: {} };
    try {
      const method = c.req.method;
      auth = await timed('auth', () => authenticate(options.db, c.req.raw.headers, options.jwtSecret));
      const schema = chooseSchema(c, schemas);
      const prefer = parsePrefer(c.req.raw.headers);
      const query = timedSync('parse', () => parseQueryParams(new URL(c.req.url).searchParams));
      const bodyBytes = ['POST', 'PATCH', 'PUT'].includes(method) ? await readBody(c.req.raw) : new Uint8Array(0);
      const snapshot = await cache.get();
      const ctx: RequestContext = {
        db: options.db,
        snapshot,
        schema,
        auth,
        prefer,
        query,
        headers: c.req.raw.headers,
        method,
        path: 'rpc' in target ? `/rpc/${target.rpc}` : `/${target.table}`,
        body: new TextDecoder().decode(bodyBytes),
        bodyBytes,
        maxRows: options.maxRows ?? 1000,
        aggregates: options.aggregates ?? false,
        baseHeaders: schemas.length > 1 ? { 'Content-Profile': schema } : {},
      };
      if ('rpc' in target) return await handleRpc(ctx, target.rpc);
      rejectMisspeltOperators(query);
      const table = findTable(snapshot, schema, target.table);
      if (method === 'GET' || method === 'HEAD') return await handleRead(ctx, table);
      if (method === 'POST') return await handleInsert(ctx, table);
      if (method === 'PATCH') return await handleUpdate(ctx, table);
      if (method === 'DELETE') return await handleDelete(ctx, table);
      throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
    } catch (error) {
      const restError = toRestError(error, auth.role !== anonRole);
      if (restError.status >= 500 && !(error instanceof RestError)) console.error(`[rest] unexpected error: ${describeError(error)}`);
      return restError.toResponse();
    }
  }

  const allow = (methods: string) => (c: Context) => c.body(null, 200, { Allow: methods });
  app.options('/rpc/:fn', allow('OPTIONS,GET,HEAD,POST'));
  app.options('/:table', allow('OPTIONS,GET,HEAD,POST,PATCH,DELETE'));
  app.on(['GET', 'HEAD', 'POST'], '/rpc/:fn', (c) => serve(c, { rpc: c.req.param('fn') }));
  app.all('/rpc/:fn', (c) => new RestError(405, 'PGRST101', `Cannot use the ${c.req.method} method on RPC`).toResponse());
  app.all('/:table', (c) => timed('rest', () => serve(c, { table: c.req.param('table') })));
  app.all('*', () => new RestError(404, 'PGRST125', 'Invalid path specified in request URL').toResponse());
  app.onError((error) => toRestError(error, false).toResponse());

  return Object.assign(app, {
    reload: () => cache.reload(),
    close: () => cache.close(),
  });
}
