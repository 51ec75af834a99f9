import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { ToolForm } from '@/components/programs/ToolForm';
import type { FieldValues, ToolField } from '@/lib/programs-progress/types';

const everyType: ToolField[] = [
  { id: 'situation', label: 'What was happening?', type: 'text', help: 'One line is enough.' },
  { id: 'thoughts', label: 'What went through your mind?', type: 'textarea' },
  { id: 'level', label: 'How anxious did you feel?', type: 'scale', min: 0, max: 10 },
  { id: 'belief', label: 'How much did you believe it?', type: 'scale', min: 0, max: 100 },
  { id: 'hours', label: 'Hours slept', type: 'number', min: 0, max: 14, unit: 'hours' },
  { id: 'bedtime', label: 'When did you go to bed?', type: 'time' },
  { id: 'when', label: 'When did it happen?', type: 'date' },
  { id: 'steps', label: 'Steps, easiest first', type: 'list' },
  { id: 'snoring', label: 'Do you snore loudly?', type: 'choice', options: ['Yes', 'No', 'Not sure'] },
];

function Harness({ fields, onValues }: { fields: ToolField[]; onValues?: (values: FieldValues) => void }) {
  const [values, setValues] = useState<FieldValues>({});
  return (
    <ToolForm
      fields={fields}
      values={values}
      onChange={(next) => {
        setValues(next);
        onValues?.(next);
      }}
    />
  );
}

describe('ToolForm', () => {
  test('renders every field type of the format with an accessible label', () => {
    const { container } = render(<Harness fields={everyType} />);
    expect(screen.getByLabelText('What was happening?')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('What was happening?')).toHaveAccessibleDescription('One line is enough.');
    expect(screen.getByLabelText('What went through your mind?').tagName).toBe('TEXTAREA');
    expect(within(screen.getByRole('group', { name: 'How anxious did you feel?' })).getAllByRole('radio')).toHaveLength(11);
    expect(screen.getByRole('slider', { name: 'How much did you believe it?' })).toHaveAttribute('max', '100');
    expect(screen.getByRole('spinbutton', { name: 'Hours slept' })).toHaveAccessibleDescription('From 0 to 14, in hours');
    expect(screen.getByLabelText('When did you go to bed?')).toHaveAttribute('type', 'time');
    expect(screen.getByLabelText('When did it happen?')).toHaveAttribute('type', 'date');
    expect(
      within(screen.getByRole('group', { name: 'Steps, easiest first' })).getByRole('textbox', { name: 'Steps, easiest first, line 1' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Do you snore loudly?' })).getByRole('radio', { name: 'Not sure' }),
    ).toBeInTheDocument();
    for (const control of container.querySelectorAll<HTMLInputElement>('input, textarea, select, button')) {
      const named = Boolean(control.labels?.length || control.getAttribute('aria-label') || control.textContent?.trim());
      expect(named, control.outerHTML).toBe(true);
    }
  });

  test('passes on typed text, numbers, choices, scale points and list lines', async () => {
    const user = userEvent.setup();
    let values: FieldValues = {};
    render(<Harness fields={everyType} onValues={(next) => (values = next)} />);
    await user.type(screen.getByLabelText('What was happening?'), 'Meeting');
    await user.click(screen.getByRole('radio', { name: '7' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Hours slept' }), '5.75');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.type(screen.getByRole('textbox', { name: 'Steps, easiest first, line 1' }), 'Ask a clerk');
    await user.click(screen.getByRole('button', { name: 'Add a line: Steps, easiest first' }));
    const second = screen.getByRole('textbox', { name: 'Steps, easiest first, line 2' });
    expect(second).toHaveFocus();
    await user.type(second, 'Call a friend');
    expect(values).toEqual({ situation: 'Meeting', level: 7, hours: 5.75, snoring: 'No', steps: ['Ask a clerk', 'Call a friend'] });

    await user.click(screen.getByRole('button', { name: 'Remove line 1 of Steps, easiest first' }));
    expect(values['steps']).toEqual(['Call a friend']);
    await user.clear(screen.getByLabelText('What was happening?'));
    expect(values['situation']).toBe('');
  });

  test('a number field without an answer stores nothing', async () => {
    const user = userEvent.setup();
    let values: FieldValues = {};
    render(<Harness fields={[everyType[4]!]} onValues={(next) => (values = next)} />);
    const input = screen.getByRole('spinbutton', { name: 'Hours slept' });
    await user.type(input, '7');
    expect(values).toEqual({ hours: 7 });
    await user.clear(input);
    expect(values).toEqual({});
  });
});
