import type { OutboxItem } from './outbox';

/** "1 journal entry", "2 journal entries and 1 check-in": what waits, in plain words. */
export function describeUnsent(items: Pick<OutboxItem, 'table'>[]): string {
  const entries = items.filter((item) => item.table === 'journal_entries').length;
  const checkIns = items.length - entries;
  const parts: string[] = [];
  if (entries) parts.push(`${entries} journal ${entries === 1 ? 'entry' : 'entries'}`);
  if (checkIns) parts.push(`${checkIns} check-in${checkIns === 1 ? '' : 's'}`);
  return parts.join(' and ');
}

/** "hasn't" or "haven't", to agree with {@link describeUnsent}. */
export const unsentVerb = (items: unknown[]) => (items.length === 1 ? "hasn't" : "haven't");
