import { AsyncLocalStorage } from 'node:async_hooks';
import type { Context, MiddlewareHandler } from 'hono';
import type { Database, Sql } from '../db/index.ts';

/** The body of every "database unavailable" answer. */
export const DB_UNAVAILABLE_MESSAGE = 'The database is unavailable; try again shortly.';
/**
 * Seconds a client should wait before retrying. supabase-js retries GET/HEAD three times on 503
 * honouring this, so 2 s keeps the worst case for a read at about 6 s before the app shows its
 * offline state.
 */
export const RETRY_AFTER_SECONDS = 2;

/** Thrown by a guarded database when it cannot be reached or stops answering. */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
  readonly reason: 'connection' | 'timeout';

  constructor(reason: 'connection' | 'timeout', options?: { cause?: unknown }) {
    super(reason === 'timeout' ? 'The database did not answer in time' : 'The database connection failed', options);
    this.reason = reason;
  }
}

const connectionCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  // SQLSTATEs: admin/crash shutdown, cannot connect now, too many connections, statement timeout.
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '57014',
]);

const connectionMessages = [
  /^PGlite is clos(ed|ing)$/,
  /^Connection terminated/,
  /is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
  /^timeout exceeded when trying to connect$/i,
];

/**
 * Is `error` about reaching the database rather than about the statement? Connection errors of
 * node-postgres and the OS, SQLSTATE class 08 and the shutdown/timeout codes, a closed PGlite, and
 * a WebAssembly trap (which leaves the PGlite instance unusable).
 */
export function isConnectionError(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (!(error instanceof Error)) return false;
  if (error instanceof WebAssembly.RuntimeError || error.name === 'RuntimeError' || error.message.startsWith('Aborted(')) return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (connectionCodes.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  return connectionMessages.some((pattern) => pattern.test(error.message));
}

interface RequestState {
  failed: boolean;
}

export interface GuardOptions {
  /**
   * A call is abandoned when it has waited this long while no other database call finished
   * either (the database has stalled, not merely busy: on PGlite calls queue behind one another).
   * Time this process spent starved of CPU does not count towards it.
   */
  stallMs?: number;
  /** A call is abandoned after this long whatever else happens. */
  maxMs?: number;
}

export interface DatabaseGuard {
  /** The database to hand to request handlers: same interface, failures classified and timed. */
  readonly db: Database;
  /** True after a connection-level failure or timeout, until the next call succeeds. */
  readonly down: boolean;
  /**
   * Middleware for the API prefixes: when a request's database call failed at the connection
   * level or timed out (or it failed with a 5xx while the database is down), its answer becomes
   * 503 `{ message }` with `Retry-After`, keeping the CORS headers.
   */
  middleware(): MiddlewareHandler;
}

interface Watch {
  started: number;
  state: RequestState;
  abandon(error: DatabaseUnavailableError): void;
}

/**
 * Wraps `db` so that request handlers cannot hang on, or leak raw errors from, an unreachable
 * database. Migrations and start-up code keep using the unwrapped database.
 *
 * @example
 * const guard = guardDatabase(db);
 * app.use('/rest/v1/*', guard.middleware());
 * createRestApp({ db: guard.db, jwtSecret });
 */
export function guardDatabase(db: Database, options: GuardOptions = {}): DatabaseGuard {
  const stallMs = options.stallMs ?? 1000;
  const maxMs = options.maxMs ?? 15_000;
  const tickMs = Math.max(10, Math.min(100, stallMs / 5));
  const requests = new AsyncLocalStorage<RequestState>();
  const watches = new Set<Watch>();
  let down = false;
  let timer: NodeJS.Timeout | null = null;
  // How long calls have been waiting with none finishing. Each tick adds at most two tick lengths,
  // so a process that was starved of CPU (a late tick) does not mistake that for a stalled database.
  let stalledFor = 0;
  let lastTick = Date.now();
  const progressed = () => {
    stalledFor = 0;
  };

  const markFailed = (state: RequestState | undefined) => {
    down = true;
    if (state) state.failed = true;
  };

  const check = () => {
    const now = Date.now();
    stalledFor += Math.min(now - lastTick, 2 * tickMs);
    lastTick = now;
    for (const watch of watches) {
      if (now - watch.started > maxMs || stalledFor > stallMs) watch.abandon(new DatabaseUnavailableError('timeout'));
    }
    if (watches.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };

  /**
   * Runs one call of a request: classifies its failure, and gives up on it when the database
   * stalls. Calls outside a request (start-up, schema reloads) are only observed: they may take
   * as long as they need.
   */
  function watched<T>(call: () => Promise<T>): Promise<T> {
    const state = requests.getStore();
    if (!state) {
      return call().then(
        (value) => {
          progressed();
          down = false;
          return value;
        },
        (error: unknown) => {
          progressed();
          if (isConnectionError(error)) down = true;
          throw error;
        },
      );
    }
    return new Promise<T>((resolve, reject) => {
      let settled = false;
      const watch: Watch = {
        started: Date.now(),
        state,
        abandon(error) {
          if (settled) return;
          settled = true;
          watches.delete(watch);
          markFailed(state);
          reject(error);
        },
      };
      if (watches.size === 0) progressed();
      watches.add(watch);
      if (!timer) {
        lastTick = Date.now();
        timer = setInterval(check, tickMs).unref();
      }
      call().then(
        (value) => {
          progressed();
          down = false;
          if (settled) return;
          settled = true;
          watches.delete(watch);
          resolve(value);
        },
        (error: unknown) => {
          progressed();
          if (settled) return;
          settled = true;
          watches.delete(watch);
          if (isConnectionError(error)) {
            markFailed(state);
            reject(error instanceof DatabaseUnavailableError ? error : new DatabaseUnavailableError('connection', { cause: error }));
          } else {
            // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- relays the call's own rejection unchanged
            reject(error);
          }
        },
      );
    });
  }

  /** Inside a transaction the outer call is already timed; only classify (and note progress). */
  const classified = (sql: Sql): Sql => ({
    async query<T>(text: string, params?: unknown[]) {
      try {
        const result = await sql.query<T>(text, params);
        progressed();
        return result;
      } catch (error) {
        progressed();
        if (isConnectionError(error)) markFailed(requests.getStore());
        throw error;
      }
    },
    async exec(text) {
      try {
        await sql.exec(text);
        progressed();
      } catch (error) {
        progressed();
        if (isConnectionError(error)) markFailed(requests.getStore());
        throw error;
      }
    },
  });

  const guarded: Database = {
    kind: db.kind,
    query: <T>(text: string, params?: unknown[]) => watched(() => db.query<T>(text, params)),
    exec: (text) => watched(() => db.exec(text)),
    transaction: (fn) => watched(() => db.transaction((tx) => fn(classified(tx)))),
    listen: (channel, onPayload) => db.listen(channel, onPayload),
    close: () => db.close(),
  };

  return {
    db: guarded,
    get down() {
      return down;
    },
    middleware() {
      return async function databaseGuard(c: Context, next) {
        const state: RequestState = { failed: false };
        await requests.run(state, next);
        const status = c.res.status;
        if (status < 400 || !(state.failed || (status >= 500 && down))) return;
        const headers = new Headers({
          'Content-Type': 'application/json; charset=utf-8',
          'Retry-After': String(RETRY_AFTER_SECONDS),
          'Cache-Control': 'no-store',
        });
        c.res.headers.forEach((value, name) => {
          if (name.startsWith('access-control-') || name === 'vary') headers.set(name, value);
        });
        // Drop the failed answer's own headers (error codes, Proxy-Status) rather than merge them.
        c.res = undefined;
        c.res = new Response(JSON.stringify({ message: DB_UNAVAILABLE_MESSAGE }), { status: 503, headers });
      };
    },
  };
}
