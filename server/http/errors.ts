import { describeError } from './describe-error.ts';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';

/**
 * The app's last-resort error handler. Deliberate HTTP errors keep their status and message;
 * anything else is logged on the server and answered with a bare 500 — never a stack trace,
 * SQL or file path. Handlers must map bad input to 4xx before it gets here.
 */
export function handleError(error: Error, c: Context): Response {
  if (error instanceof HTTPException) {
    if (error.res) return error.getResponse();
    return c.json({ message: error.message || 'Request failed' }, error.status);
  }
  console.error(`Unhandled error in ${c.req.method} ${new URL(c.req.url).pathname}: ${describeError(error)}`);
  return c.json({ message: 'Internal server error' }, 500);
}
