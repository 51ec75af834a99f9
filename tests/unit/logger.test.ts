import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { limits, storageKeys } from '@/config/haven';
import { createLogger, logLevels, redact, redacted, scrubString, serializeError, type LogEntry } from '@/lib/logger';

const jwt = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U';

function fakeConsole() {
  return { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
}

const stored = (): LogEntry[] => JSON.parse(localStorage.getItem(storageKeys.logs) ?? '[]') as LogEntry[];

describe('createLogger', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-03-01T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('writes entries with every spec field', () => {
    localStorage.setItem(storageKeys.session, JSON.stringify({ access_token: jwt, user: { id: 'user-1', email: 'a@b.co' } }));
    const out = fakeConsole();
    const log = createLogger({ console: out });
    log.info('Opened the journal', { component: 'journal', action: 'open', context: { entries: 3 } });
    log.flush();
    const [entry] = stored();
    expect(entry).toEqual({
      timestamp: '2025-03-01T12:00:00.000Z',
      level: 'info',
      message: 'Opened the journal',
      context: { entries: 3 },
      userId: 'user-1',
      sessionId: expect.any(String),
      userAgent: navigator.userAgent,
      url: `${location.origin}${location.pathname}`,
      component: 'journal',
      action: 'open',
      error: null,
    });
    expect(out.info).toHaveBeenCalledWith('[info] journal: Opened the journal', entry);
    expect(JSON.stringify(stored())).not.toContain(jwt);
    expect(JSON.stringify(stored())).not.toContain('a@b.co');
  });

  test('keeps entries in the buffer until 30 s pass', () => {
    const out = fakeConsole();
    const log = createLogger({ console: out });
    log.info('one');
    log.warn('two');
    vi.advanceTimersByTime(limits.logs.flushMs - 1);
    expect(out.info).not.toHaveBeenCalled();
    expect(stored()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(out.info).toHaveBeenCalledTimes(1);
    expect(out.warn).toHaveBeenCalledTimes(1);
    expect(stored().map((entry) => entry.message)).toEqual(['one', 'two']);
  });

  test('flushes at once on an error, with the buffered entries before it', () => {
    const out = fakeConsole();
    const log = createLogger({ console: out });
    log.debug('before');
    log.error('Saving failed', { error: new TypeError('Failed to fetch') });
    expect(out.debug).toHaveBeenCalledTimes(1);
    expect(out.error).toHaveBeenCalledTimes(1);
    expect(stored().map((entry) => entry.level)).toEqual(['debug', 'error']);
    expect(stored()[1]!.error).toMatchObject({ name: 'TypeError', message: 'Failed to fetch' });
  });

  test('flushes when the buffer of 100 fills', () => {
    const out = fakeConsole();
    const log = createLogger({ console: out });
    for (let i = 0; i < limits.logs.bufferSize - 1; i++) log.info(`entry ${i}`);
    expect(stored()).toHaveLength(0);
    log.info('the 100th');
    expect(stored()).toHaveLength(limits.logs.bufferSize);
    expect(out.info).toHaveBeenCalledTimes(limits.logs.bufferSize);
  });

  test('keeps only the last 1000 entries in storage', () => {
    const log = createLogger({ console: fakeConsole() });
    for (let i = 0; i < 1050; i++) log.info(`entry ${i}`);
    log.flush();
    const entries = stored();
    expect(entries).toHaveLength(limits.logs.keep);
    expect(entries[0]!.message).toBe('entry 50');
    expect(entries.at(-1)!.message).toBe('entry 1049');
  });

  test('adds to what earlier pages stored, and survives unreadable storage', () => {
    localStorage.setItem(storageKeys.logs, 'not json');
    const log = createLogger({ console: fakeConsole() });
    log.warn('first');
    log.flush();
    const next = createLogger({ console: fakeConsole() });
    next.warn('second');
    next.flush();
    expect(stored().map((entry) => entry.message)).toEqual(['first', 'second']);
    expect(stored()[0]!.sessionId).not.toBe(stored()[1]!.sessionId);
  });

  test('makes no network request', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const beacon = vi.fn();
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    const log = createLogger({ console: fakeConsole() });
    for (const level of logLevels) log[level](`a ${level}`);
    vi.advanceTimersByTime(limits.logs.flushMs);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(beacon).not.toHaveBeenCalled();
  });

  test('child loggers name their component', () => {
    const log = createLogger({ console: fakeConsole() });
    log.child('metrics').info('LCP good');
    log.child('metrics').info('Other', { component: 'seo-audit' });
    log.flush();
    expect(stored().map((entry) => entry.component)).toEqual(['metrics', 'seo-audit']);
  });

  test('flushes when the page is hidden', () => {
    const out = fakeConsole();
    const log = createLogger({ console: out });
    log.info('leaving');
    dispatchEvent(new Event('pagehide'));
    expect(out.info).toHaveBeenCalledTimes(1);
  });
});

describe('redaction', () => {
  test('drops what people write and anything that signs them in', () => {
    const context = {
      body: 'I felt low today',
      content: 'journal text',
      text: 'chat text',
      message: 'what I told Wren',
      user_response_text: 'Nearly every day',
      note: 'private',
      answer: 3,
      password: 'hunter2',
      newPassword: 'hunter3',
      email: 'sam@example.com',
      userEmail: 'sam@example.com',
      token: 'abc',
      access_token: jwt,
      refresh_token: 'r-123',
      authToken: 'xyz',
      api_key: 'k',
      title: 'My worst week',
      entryCount: 4,
      mood: 7,
    };
    expect(redact(context)).toEqual({
      body: redacted,
      content: redacted,
      text: redacted,
      message: redacted,
      user_response_text: redacted,
      note: redacted,
      answer: redacted,
      password: redacted,
      newPassword: redacted,
      email: redacted,
      userEmail: redacted,
      token: redacted,
      access_token: redacted,
      refresh_token: redacted,
      authToken: redacted,
      api_key: redacted,
      title: redacted,
      entryCount: 4,
      mood: 7,
    });
  });

  test('drops sensitive keys at any depth and inside arrays', () => {
    const value = { rows: [{ id: 1, content: 'secret words' }], nested: { session: { access_token: jwt } } };
    expect(redact(value)).toEqual({ rows: [{ id: 1, content: redacted }], nested: { session: redacted } });
  });

  test('masks emails, JWTs, bearer credentials and URL secrets anywhere in a string', () => {
    expect(scrubString('Sign-in failed for Sam.Lee+x@mail.example.org today')).toBe('Sign-in failed for [email] today');
    expect(scrubString(`token ${jwt} expired`)).toBe('token [jwt] expired');
    expect(scrubString('Authorization: Bearer abc.def-123')).toBe('Authorization: Bearer [token]');
    expect(scrubString('/auth#access_token=abc&refresh_token=def&type=recovery')).toBe(
      '/auth#access_token=[redacted]&refresh_token=[redacted]&type=recovery',
    );
    expect(scrubString('/auth?code=12345')).toBe('/auth?code=[redacted]');
  });

  test('truncates long strings', () => {
    const long = 'a'.repeat(500);
    const out = scrubString(long);
    expect(out.startsWith('a'.repeat(200))).toBe(true);
    expect(out).toContain('300 more characters');
    expect(out.length).toBeLessThan(240);
  });

  test('keeps the log entry itself free of secrets', () => {
    vi.useFakeTimers();
    const log = createLogger({ console: fakeConsole(), userId: () => null });
    log.error(`Could not sign in sam@example.com with ${jwt}`, {
      error: Object.assign(new Error('User sam@example.com already registered'), { status: 422, code: 'user_already_exists' }),
      context: { form: { email: 'sam@example.com', password: 'p' }, attempt: 2, url: '/auth#access_token=zzz' },
    });
    vi.useRealTimers();
    const text = localStorage.getItem(storageKeys.logs) ?? '';
    expect(text).not.toContain('sam@example.com');
    expect(text).not.toContain(jwt);
    expect(text).not.toContain('zzz');
    const [entry] = stored();
    expect(entry!.message).toBe('Could not sign in [email] with [jwt]');
    expect(entry!.error).toMatchObject({
      name: 'Error',
      message: 'User [email] already registered',
      status: 422,
      code: 'user_already_exists',
    });
    expect(entry!.context).toEqual({ form: { email: redacted, password: redacted }, attempt: 2, url: '/auth#access_token=[redacted]' });
  });

  test('serializes errors without their payloads', () => {
    const postgrest = { message: 'duplicate key', details: 'Key (email)=(a@b.co) exists', hint: null, code: '23505' };
    expect(serializeError(postgrest)).toEqual({ name: 'Error', message: 'duplicate key', code: '23505' });
    expect(serializeError('plain')).toEqual({ name: 'Error', message: 'plain' });
  });

  test('bounds depth, size and cycles', () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic['self'] = cyclic;
    expect(redact(cyclic)).toEqual({ a: 1, self: '[circular]' });
    expect(redact({ a: { b: { c: { d: { e: 1 } } } } })).toEqual({ a: { b: { c: { d: '[nested]' } } } });
    const list = redact(Array.from({ length: 25 }, (_, i) => i)) as unknown[];
    expect(list).toHaveLength(21);
    expect(list.at(-1)).toBe('[5 more]');
    expect(redact({ at: new Date('2025-01-01T00:00:00Z'), fn: () => 1 })).toEqual({ at: '2025-01-01T00:00:00.000Z', fn: undefined });
  });
});
