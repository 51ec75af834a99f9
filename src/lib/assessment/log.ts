/** Logs a failure without any answer, text or identifier (spec section 8: most failures are only logged). */
export function logFailure(what: string, error: unknown) {
  const message = error && typeof error === 'object' && 'message' in error ? String(error.message) : String(error);
  console.error(`Assessment: ${what}:`, message);
}
