import type { FieldValues, ToolField } from '@/lib/programs-progress/types';
import { FieldControl } from './FieldControl';

export interface ToolFormProps {
  fields: readonly ToolField[];
  values: FieldValues;
  onChange: (values: FieldValues) => void;
  disabled?: boolean | undefined;
}

/**
 * The generic worksheet renderer: one labelled control per field of a tool definition
 * (text, textarea, scale, number, time, date, list, choice). Used for every program worksheet,
 * the daily check and the reflection questions.
 */
export function ToolForm({ fields, values, onChange, disabled }: ToolFormProps) {
  return (
    <div data-slot="tool-form" className="grid gap-5">
      {fields.map((field) => (
        <FieldControl
          key={field.id}
          field={field}
          value={values[field.id]}
          disabled={disabled}
          onChange={(value) => {
            const next = { ...values };
            if (value === undefined) delete next[field.id];
            else next[field.id] = value;
            onChange(next);
          }}
        />
      ))}
    </div>
  );
}

/** True when at least one field has an answer worth saving. */
export function hasAnswers(values: FieldValues): boolean {
  return Object.values(values).some((v) => (Array.isArray(v) ? v.some((line) => line.trim() !== '') : String(v).trim() !== ''));
}
