import { bodyLimit } from 'hono/body-limit';

/** The largest request body the API prefixes accept. */
export const API_BODY_LIMIT = 1024 * 1024;

/**
 * Rejects request bodies over `maxSize` bytes with 413 and a JSON message, whether the size is
 * announced in `Content-Length` or only discovered while streaming.
 *
 * @example
 * app.use('/rest/v1/*', apiBodyLimit());
 */
export function apiBodyLimit(maxSize = API_BODY_LIMIT) {
  return bodyLimit({
    maxSize,
    // The rest of the body is never read, so the connection cannot be reused.
    onError: (c) =>
      c.json({ code: 'request_too_large', message: `Request body is larger than ${Math.round(maxSize / 1024)} KiB` }, 413, {
        Connection: 'close',
      }),
  });
}
