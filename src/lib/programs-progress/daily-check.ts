import type { ToolField } from './types';

/** Today (or `date`) as YYYY-MM-DD in the member's own time zone: a daily check belongs to their day. */
export function localDay(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The fields of a week's one-minute check: a short written answer to the week's question and,
 * when the question asks for a rating from 0 to 10 or a percentage, a control for that number.
 */
export function dailyCheckFields(question: string): ToolField[] {
  const fields: ToolField[] = [{ id: 'answer', label: question, type: 'textarea', help: 'A sentence or two is plenty.' }];
  if (/from 0\b[^?]*?\bto 10\b/i.test(question)) {
    fields.push({ id: 'rating', label: 'Your rating, from 0 to 10', type: 'scale', min: 0, max: 10 });
  } else if (/0 to 100%/.test(question)) {
    fields.push({ id: 'rating', label: 'How strongly, from 0 to 100', type: 'number', min: 0, max: 100, unit: '%' });
  }
  return fields;
}
