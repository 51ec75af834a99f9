/** Turns a failed call into a sentence an admin can act on. */
export function explain(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case '23505':
      return 'Another article already uses this web address. Choose a different slug.';
    case '42501':
      return 'Your account is not allowed to do that. If you were just made an admin, sign out and sign in again.';
    case '23514':
    case '22001':
      return 'Some details do not fit the rules for this field. Please check them and try again.';
    case 'PGRST116':
      return 'That item was changed or removed in the meantime. Reload the list and try again.';
  }
  if (error instanceof TypeError) return 'Haven could not be reached. Check your connection and try again.';
  if (error instanceof Error && error.message && !('code' in error)) return error.message;
  return 'Something went wrong on our side. Please try again.';
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "Nov 21, 2026" for a date or timestamp, read in UTC so a date never shifts a day. */
export const formatDate = (value: string) => dateFormat.format(new Date(value));
/** "Nov 21, 2026, 3:04 PM" in the admin's own time zone. */
export const formatDateTime = (value: string) => dateTimeFormat.format(new Date(value));
