import type { FieldValues, ToolField } from './types';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A diary entry starts at now: its empty date and time fields show today's date and the current
 * time (local, as the browser's date and time inputs expect), and stay editable. Anything the
 * person already set is kept.
 */
export function prefillNow(fields: readonly ToolField[], values: FieldValues, now: Date): FieldValues {
  const filled = { ...values };
  for (const field of fields) {
    if (filled[field.id] !== undefined && filled[field.id] !== '') continue;
    if (field.type === 'date') filled[field.id] = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
    if (field.type === 'time') filled[field.id] = `${pad(now.getHours())}:${pad(now.getMinutes())}`;
  }
  return filled;
}
