import { expect, test } from 'vitest';
import { prefillNow } from '@/lib/programs-progress/prefill';
import type { ToolField } from '@/lib/programs-progress/types';

const fields = [
  { id: 'date', label: 'Date', type: 'date' },
  { id: 'time', label: 'Time', type: 'time' },
  { id: 'situation', label: 'What was happening?', type: 'textarea' },
] as ToolField[];
const now = new Date(2026, 10, 26, 9, 5);

test('an empty diary entry starts at now, in the browser inputs’ own formats', () => {
  expect(prefillNow(fields, {}, now)).toEqual({ date: '2026-11-26', time: '09:05' });
});

test('what the person set or typed is kept, and other fields are not invented', () => {
  expect(prefillNow(fields, { date: '2026-11-20', situation: 'Traffic' }, now)).toEqual({
    date: '2026-11-20',
    time: '09:05',
    situation: 'Traffic',
  });
  expect(prefillNow(fields, { time: '' }, now)['time']).toBe('09:05');
});
