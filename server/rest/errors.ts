/**
 * PostgREST's error body `{code, message, details, hint}` and the HTTP status it travels with.
 * Every failure of the REST layer, including Postgres errors, ends up as a `RestError`.
 */
export class RestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;
  readonly hint: string | null;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    code: string,
    message: string,
    details: unknown = null,
    hint: string | null = null,
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
    this.hint = hint;
    this.headers = headers;
  }

  toResponse(): Response {
    const body = JSON.stringify({ code: this.code, message: this.message, details: this.details, hint: this.hint });
    return new Response(body, {
      status: this.status,
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Proxy-Status': `PostgREST; error=${this.code}`,
        ...this.headers,
      },
    });
  }
}

/** A `PGRST100` query-string parse error, worded like PostgREST's parsec messages. */
export function queryParamError(what: string, input: string, column: number, details: string): RestError {
  return new RestError(400, 'PGRST100', `"failed to parse ${what} (${input})" (line 1, column ${column})`, details);
}

export function invalidBody(message: string, status = 400): RestError {
  return new RestError(status, 'PGRST102', message);
}

export function invalidRange(details: string): RestError {
  return new RestError(416, 'PGRST103', 'Requested range not satisfiable', details);
}

export function singularityError(rows: number): RestError {
  return new RestError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${rows} rows`);
}

export function notEmbedded(resource: string): RestError {
  return new RestError(
    400,
    'PGRST108',
    `'${resource}' is not an embedded resource in this request`,
    null,
    `Verify that '${resource}' is included in the 'select' query parameter.`,
  );
}

export function columnNotFound(relation: string, column: string): RestError {
  return new RestError(400, 'PGRST204', `Could not find the '${column}' column of '${relation}' in the schema cache`);
}

/** What Postgres itself answers for an unknown column; PostgREST passes it through as 400. */
export function undefinedColumn(relation: string, column: string): RestError {
  return new RestError(400, '42703', `column ${relation}.${column} does not exist`);
}

/** The fields every Postgres driver we use (PGlite, node-postgres) puts on a server error. */
interface PgErrorLike {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
  /** Where in the statement's text the parser failed; absent for errors raised while running. */
  position?: string;
}

function isPgError(error: unknown): error is PgErrorLike {
  if (typeof error !== 'object' || error === null) return false;
  const candidate = error as Record<string, unknown>;
  return (
    typeof candidate.code === 'string' &&
    /^[0-9A-Z]{5}$/.test(candidate.code) &&
    typeof candidate.message === 'string' &&
    'severity' in candidate
  );
}

/** PostgREST's `mapSQLtoHTTP` (Error.hs), including the anon/authenticated split for 42501. */
export function pgErrorStatus(code: string, message: string, authenticated: boolean): number {
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  if (code === '22023') return message.startsWith('role') && message.endsWith('does not exist') ? 401 : 400;
  if (code === 'P0001') return 400;
  if (code === '42883') return message.startsWith('function xmlagg(') ? 406 : 404;
  if (code === '42P01') return 404;
  if (code === '42P17') return 500;
  if (code === '42501') return authenticated ? 403 : 401;
  if (code === '53400') return 500;
  // Deviation: PostgREST answers 500 for these, but here they only arise from the shape of the
  // request (array dimensions, nesting, tsquery operators), which is the client's to fix.
  if (code.startsWith('54')) return 400;
  if (code === 'XX000' && message === 'tsquery stack too small') return 400;
  if (code === '57P01') return 503;
  if (code.startsWith('PT')) {
    const status = Number(code.slice(2));
    return Number.isInteger(status) && status >= 100 && status <= 599 ? status : 500;
  }
  const prefix = code.slice(0, 2);
  const byClass: Record<string, number> = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    '25': 500,
    '28': 403,
    '2D': 500,
    '38': 500,
    '39': 500,
    '3B': 500,
    '40': 500,
    '53': 503,
    '55': 500,
    '57': 500,
    '58': 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  };
  return byClass[prefix] ?? 400;
}

/** `RAISE SQLSTATE 'PGRST' USING message = '{json}', detail = '{json}'` gives the function full control. */
function fromRaisePgrst(error: PgErrorLike): RestError {
  let body: Record<string, unknown>;
  let meta: Record<string, unknown>;
  try {
    body = JSON.parse(error.message) as Record<string, unknown>;
    if (typeof body !== 'object' || body === null || typeof body.code !== 'string' || typeof body.message !== 'string') {
      throw new Error('shape');
    }
  } catch {
    return new RestError(
      500,
      'PGRST121',
      `Could not parse JSON in the "RAISE SQLSTATE 'PGRST'" error`,
      `Invalid JSON value for MESSAGE: '${error.message}'`,
      "MESSAGE must be a JSON object with obligatory keys: 'code', 'message' and optional keys: 'details', 'hint'.",
    );
  }
  try {
    meta = JSON.parse(error.detail ?? '') as Record<string, unknown>;
    if (typeof meta !== 'object' || meta === null || typeof meta.status !== 'number') throw new Error('shape');
  } catch {
    return new RestError(
      500,
      'PGRST121',
      `Could not parse JSON in the "RAISE SQLSTATE 'PGRST'" error`,
      error.detail ? `Invalid JSON value for DETAIL: '${error.detail}'` : 'DETAIL is missing in the RAISE statement',
      "DETAIL must be a JSON object with obligatory keys: 'status', 'headers' and optional key: 'status_text'.",
    );
  }
  const headers: Record<string, string> = {};
  if (typeof meta.headers === 'object' && meta.headers !== null) {
    for (const [key, value] of Object.entries(meta.headers)) if (typeof value === 'string') headers[key] = value;
  }
  const status = Math.trunc(meta.status);
  return new RestError(
    status >= 100 && status <= 599 ? status : 500,
    body.code,
    body.message,
    body.details ?? null,
    typeof body.hint === 'string' ? body.hint : null,
    headers,
  );
}

/**
 * A syntax error the parser found in the statement itself (not one raised while running, such as
 * a bad tsquery or dynamic SQL in a function) means this request was turned into invalid SQL. Its
 * message would quote the generated SQL, so the client gets a plain 400 in PostgREST's shape.
 */
function statementSyntaxError(error: PgErrorLike): RestError | undefined {
  if (error.code !== '42601' || !error.position) return undefined;
  return new RestError(
    400,
    '42601',
    'The request could not be turned into a valid query',
    null,
    'Check the names, casts and arguments the request uses.',
  );
}

/**
 * Turns anything thrown while serving a request into a RestError. Postgres errors keep their
 * SQLSTATE, message, detail and hint (except syntax errors in the generated statement); anything
 * else becomes an opaque 500 (never a stack trace).
 */
export function toRestError(error: unknown, authenticated: boolean): RestError {
  if (error instanceof RestError) return error;
  if (isPgError(error)) {
    if (error.code === 'PGRST') return fromRaisePgrst(error);
    const syntax = statementSyntaxError(error);
    if (syntax) return syntax;
    const status = pgErrorStatus(error.code, error.message, authenticated);
    const headers: Record<string, string> = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {};
    return new RestError(status, error.code, error.message, error.detail ?? null, error.hint ?? null, headers);
  }
  return new RestError(500, 'PGRSTX00', 'Internal server error');
}
