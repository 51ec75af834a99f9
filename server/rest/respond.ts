import { RestError, invalidRange } from './errors.ts';
import type { StatementRow } from './statement.ts';

/** `Content-Range` as PostgREST's `contentRangeH`: `0-9/42`, `*\/0`, `0-9/*`. */
export function contentRange(lower: number, upper: number, total: number | undefined): string {
  const totalText = total === undefined ? '*' : String(total);
  const range = (total === undefined || total !== 0) && lower <= upper ? `${lower}-${upper}` : '*';
  return `${range}/${totalText}`;
}

/**
 * Status and `Content-Range` of a read: 200, 206 when a count shows rows were left out, or
 * 416 PGRST103 when the offset lies beyond the total.
 */
export function readRange(offset: number, rows: number, total: number | undefined): { status: number; range: string } {
  const upper = offset + rows - 1;
  const range = contentRange(offset, upper, total);
  if (total === undefined) return { status: 200, range };
  if (offset > total) {
    const error = invalidRange(`An offset of ${offset} was requested, but there are only ${total} rows.`);
    throw new RestError(error.status, error.code, error.message, error.details, null, { 'Content-Range': range });
  }
  return { status: 1 + upper - offset < total ? 206 : 200, range };
}

export function numberOrUndefined(value: string | null | undefined): number | undefined {
  return value === null || value === undefined ? undefined : Number(value);
}

/**
 * Applies `response.status` / `response.headers` set by SQL (e.g. in an RPC), as PostgREST
 * allows: the status replaces ours; the headers are added unless already present.
 */
export function applyResponseSettings(row: StatementRow, status: number, headers: Record<string, string>): number {
  if (row.response_headers) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(row.response_headers);
    } catch {
      parsed = undefined;
    }
    if (!Array.isArray(parsed) || !parsed.every((h) => typeof h === 'object' && h !== null)) {
      throw new RestError(
        500,
        'PGRST111',
        'response.headers guc must be a JSON array composed of objects with a single key and a string value',
      );
    }
    for (const entry of parsed as Record<string, unknown>[]) {
      for (const [name, value] of Object.entries(entry)) {
        if (typeof value === 'string' && !(name in headers)) headers[name] = value;
      }
    }
  }
  if (row.response_status) {
    const override = Number(row.response_status);
    if (!Number.isInteger(override) || override < 100 || override > 599) {
      throw new RestError(500, 'PGRST112', 'response.status guc must be a valid status code');
    }
    return override;
  }
  return status;
}

/** A response whose body is the SQL-built text, untouched. */
export function textResponse(status: number, body: string | null, headers: Record<string, string>): Response {
  const emptyStatus = status === 204 || status === 304 || (status >= 100 && status < 200);
  return new Response(emptyStatus ? null : body, { status, headers });
}
