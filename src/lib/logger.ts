import { limits, storageKeys } from '@/config/haven';

/** Spec section 3, "Log entry". */
export const logLevels = ['debug', 'info', 'warn', 'error'] as const;
export type LogLevel = (typeof logLevels)[number];

export interface LoggedError {
  name: string;
  message: string;
  status?: number;
  code?: string;
  stack?: string;
}

export interface LogEntry {
  /** ISO 8601. */
  timestamp: string;
  level: LogLevel;
  message: string;
  context: Record<string, unknown>;
  userId: string | null;
  /** Random per page load; ties the entries of one visit together. */
  sessionId: string;
  userAgent: string;
  /** Origin and path only: query strings and fragments can carry tokens. */
  url: string;
  component: string | null;
  action: string | null;
  error: LoggedError | null;
}

export interface LogOptions {
  context?: Record<string, unknown>;
  component?: string;
  action?: string;
  error?: unknown;
}

export type LogMethod = (message: string, options?: LogOptions) => void;

export interface Logger {
  debug: LogMethod;
  info: LogMethod;
  warn: LogMethod;
  error: LogMethod;
  /** Writes the buffer to the console and to local storage now. */
  flush: () => void;
  /** A logger whose entries name `component` unless a call says otherwise. */
  child: (component: string) => Omit<Logger, 'child' | 'flush' | 'stored'>;
  /** The stored entries, oldest first. */
  stored: () => LogEntry[];
}

type ConsoleLike = Pick<Console, 'debug' | 'info' | 'warn' | 'error'>;

export interface LoggerOptions {
  storage?: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  console?: ConsoleLike;
  bufferSize?: number;
  flushMs?: number;
  keep?: number;
  /** Who is signed in; by default read from the stored supabase session. */
  userId?: () => string | null;
}

// ---------------------------------------------------------------- redaction

/** Keys whose values are never logged: what people write, and anything that signs them in. */
const sensitiveKeys = new Set([
  'body',
  'content',
  'contents',
  'text',
  'message',
  'messages',
  'usermessage',
  'chatmessage',
  'prompt',
  'reply',
  'completion',
  'transcript',
  'note',
  'notes',
  'answer',
  'answers',
  'response',
  'responses',
  'userresponsetext',
  'entry',
  'journal',
  'reflection',
  'title',
  'query',
  'search',
  'searchterm',
  'fullname',
  'firstname',
  'lastname',
  'displayname',
  'phone',
  'address',
  'session',
  'cookie',
  'authorization',
  'otp',
]);
/** Any key containing one of these is dropped as well (`userEmail`, `authToken`, `api_key` …). */
const sensitiveParts = ['password', 'passcode', 'secret', 'email', 'token', 'apikey', 'jwt', 'credential'];

const emailPattern = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
const jwtPattern = /\beyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/g;
const bearerPattern = /\b(Bearer|Basic)\s+[\w.~+/=-]+/gi;
const urlSecretPattern =
  /([?&#](?:access_token|refresh_token|provider_token|provider_refresh_token|id_token|token|code|apikey|key)=)[^&#\s"']+/gi;

export const redactionLimits = { string: 200, message: 300, stack: 1200, depth: 4, arrayItems: 20, objectKeys: 30 } as const;
export const redacted = '[redacted]';

function isSensitiveKey(key: string) {
  const normal = key.toLowerCase().replace(/[^a-z0-9]/g, '');
  return sensitiveKeys.has(normal) || sensitiveParts.some((part) => normal.includes(part));
}

/** Masks emails, JWTs, bearer credentials and secrets in URLs, then truncates. */
export function scrubString(value: string, max: number = redactionLimits.string): string {
  const masked = value
    .replace(jwtPattern, '[jwt]')
    .replace(bearerPattern, '$1 [token]')
    .replace(urlSecretPattern, '$1[redacted]')
    .replace(emailPattern, '[email]');
  if (masked.length <= max) return masked;
  return `${masked.slice(0, max)}… [${masked.length - max} more characters]`;
}

/**
 * Makes a value safe to log: drops sensitive keys, masks emails and tokens in every string,
 * truncates long strings, bounds depth and size, and replaces cycles.
 */
export function redact(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return scrubString(value);
  if (value === null || typeof value === 'number' || typeof value === 'boolean' || value === undefined) return value;
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'function' || typeof value === 'symbol') return undefined;
  if (value instanceof Error) return serializeError(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value !== 'object') return undefined;
  if (seen.has(value)) return '[circular]';
  if (depth >= redactionLimits.depth) return '[nested]';
  seen.add(value);
  if (Array.isArray(value)) {
    const items = value.slice(0, redactionLimits.arrayItems).map((item) => redact(item, depth + 1, seen));
    if (value.length > redactionLimits.arrayItems) items.push(`[${value.length - redactionLimits.arrayItems} more]`);
    return items;
  }
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value).slice(0, redactionLimits.objectKeys)) {
    out[key] = isSensitiveKey(key) ? redacted : redact(item, depth + 1, seen);
  }
  return out;
}

/** Name, message, status and code of anything thrown; never its payload. */
export function serializeError(error: unknown): LoggedError {
  if (error instanceof Error || (typeof error === 'object' && error !== null && 'message' in error)) {
    const record = error as Partial<Error> & { status?: unknown; code?: unknown };
    const out: LoggedError = {
      name: typeof record.name === 'string' ? record.name : 'Error',
      message: scrubString(String(record.message ?? ''), redactionLimits.message),
    };
    if (typeof record.status === 'number') out.status = record.status;
    if (typeof record.code === 'string' || typeof record.code === 'number') out.code = scrubString(String(record.code), 40);
    if (typeof record.stack === 'string') out.stack = scrubString(record.stack, redactionLimits.stack);
    return out;
  }
  return { name: 'Error', message: scrubString(String(error), redactionLimits.message) };
}

// ---------------------------------------------------------------- the logger

const consoleMethod: Record<LogLevel, keyof ConsoleLike> = { debug: 'debug', info: 'info', warn: 'warn', error: 'error' };

function randomId() {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return Math.random().toString(36).slice(2) + Date.now().toString(36);
}

/** The signed-in user's id from the stored supabase session, without loading supabase-js. */
function storedUserId(): string | null {
  try {
    const session = JSON.parse(localStorage.getItem(storageKeys.session) ?? 'null') as { user?: { id?: unknown } } | null;
    return typeof session?.user?.id === 'string' ? session.user.id : null;
  } catch {
    return null;
  }
}

function browserStorage() {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/**
 * A buffered logger (spec section 9, "Logging and storage"): entries wait in a buffer of 100 and
 * are written every 30 s, when the buffer fills, at once on an error, and when the page is hidden.
 * A write goes to the console and to local storage (`enterprise-logs`, the last 1000 entries); it
 * never touches the network. Every entry passes through {@link redact}.
 */
export function createLogger(options: LoggerOptions = {}): Logger {
  const {
    storage = browserStorage(),
    console: out = globalThis.console,
    bufferSize = limits.logs.bufferSize,
    flushMs = limits.logs.flushMs,
    keep = limits.logs.keep,
    userId = storedUserId,
  } = options;
  const sessionId = randomId();
  let buffer: LogEntry[] = [];
  let timer: ReturnType<typeof setInterval> | undefined;

  function stored(): LogEntry[] {
    try {
      const parsed: unknown = JSON.parse(storage?.getItem(storageKeys.logs) ?? '[]');
      return Array.isArray(parsed) ? (parsed as LogEntry[]) : [];
    } catch {
      return [];
    }
  }

  function persist(entries: LogEntry[]) {
    if (!storage) return;
    let kept = [...stored(), ...entries].slice(-keep);
    // A full storage quota halves what is kept rather than losing the write.
    while (kept.length > 0) {
      try {
        storage.setItem(storageKeys.logs, JSON.stringify(kept));
        return;
      } catch {
        kept = kept.slice(Math.ceil(kept.length / 2));
      }
    }
  }

  function flush() {
    if (buffer.length === 0) return;
    const entries = buffer;
    buffer = [];
    for (const entry of entries) {
      const label = `[${entry.level}]${entry.component ? ` ${entry.component}` : ''}: ${entry.message}`;
      out[consoleMethod[entry.level]](label, entry);
    }
    persist(entries);
  }

  function start() {
    if (timer !== undefined) return;
    timer = setInterval(flush, flushMs);
    if (typeof addEventListener === 'function') {
      addEventListener('pagehide', flush);
      addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden') flush();
      });
    }
  }

  function write(level: LogLevel, message: string, { context, component, action, error }: LogOptions = {}, bound?: string) {
    const entry: LogEntry = {
      timestamp: new Date().toISOString(),
      level,
      message: scrubString(message, redactionLimits.message),
      context: context ? (redact(context) as Record<string, unknown>) : {},
      userId: userId(),
      sessionId,
      userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
      url: typeof location === 'undefined' ? '' : location.origin + location.pathname,
      component: component ? scrubString(component, 60) : (bound ?? null),
      action: action ? scrubString(action, 60) : null,
      error: error === undefined ? null : serializeError(error),
    };
    start();
    buffer.push(entry);
    if (level === 'error' || buffer.length >= bufferSize) flush();
  }

  const methods = (bound?: string) => ({
    debug: (message: string, options?: LogOptions) => write('debug', message, options, bound),
    info: (message: string, options?: LogOptions) => write('info', message, options, bound),
    warn: (message: string, options?: LogOptions) => write('warn', message, options, bound),
    error: (message: string, options?: LogOptions) => write('error', message, options, bound),
  });

  return { ...methods(), flush, stored, child: (component) => methods(component) };
}

/** The page's logger. */
export const logger = createLogger();
