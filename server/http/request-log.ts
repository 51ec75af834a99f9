import type { MiddlewareHandler } from 'hono';

/**
 * Logs one line per request: method, path (never the query string), status and duration.
 * Bodies, headers, tokens and emails are never logged.
 *
 * @example
 * app.use(requestLog()); // GET /rest/v1/journal_entries 200 4ms
 */
export function requestLog(write: (line: string) => void = (line) => console.info(line)): MiddlewareHandler {
  return async function requestLog(c, next) {
    const started = performance.now();
    await next();
    const ms = Math.round(performance.now() - started);
    write(`${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms`);
  };
}
