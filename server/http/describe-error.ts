/**
 * A one-line description of an unexpected error that is safe to log: its name, SQLSTATE code
 * and the first line of its message, shortened. Database errors also carry the statement and
 * its parameters, which can hold journal or chat text; those are never logged.
 */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return typeof error;
  const code = (error as { code?: unknown }).code;
  const message = (error.message.split('\n')[0] ?? '').slice(0, 200);
  return `${error.name}${typeof code === 'string' ? ` ${code}` : ''}: ${message}`;
}
