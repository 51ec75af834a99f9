import { useState, type ReactNode } from 'react';
import { Field, Input, Textarea } from '@/components/ui/field';
import type { FieldValue, ToolField } from '@/lib/programs-progress/types';
import { ChoiceChips, ListLines } from './FieldGroups';

export interface FieldControlProps {
  field: ToolField;
  value: FieldValue | undefined;
  /** `undefined` clears the answer. */
  onChange: (value: FieldValue | undefined) => void;
  disabled?: boolean | undefined;
}

const text = (value: FieldValue | undefined) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** Scales with up to this many points are buttons; longer ones (0–100) are sliders. */
const maxChips = 11;

function hintFor(field: ToolField): ReactNode {
  const parts = [field.help];
  if (field.type === 'number') {
    const range = field.min !== undefined && field.max !== undefined ? `From ${field.min} to ${field.max}` : undefined;
    parts.push([range, field.unit ? `in ${field.unit}` : undefined].filter(Boolean).join(', ') || undefined);
  }
  const hint = parts.filter(Boolean).join(' ');
  return hint || undefined;
}

/** One worksheet field, rendered from its definition (docs/program-format.md), with a visible label. */
export function FieldControl({ field, value, onChange, disabled }: FieldControlProps) {
  switch (field.type) {
    case 'choice':
      return <ChoiceChips field={field} options={field.options} value={text(value)} onChange={onChange} disabled={disabled} />;
    case 'list':
      return <ListLines field={field} value={Array.isArray(value) ? value : []} onChange={onChange} disabled={disabled} />;
    case 'scale': {
      const points = Array.from({ length: field.max - field.min + 1 }, (_, i) => String(field.min + i));
      if (points.length <= maxChips) {
        const labelled = { ...field, help: field.help ?? `${field.min} is the lowest, ${field.max} the highest.` };
        return (
          <ChoiceChips
            field={labelled}
            options={points}
            value={text(value)}
            onChange={(v) => onChange(v === undefined ? v : Number(v))}
            disabled={disabled}
          />
        );
      }
      const current = typeof value === 'number' ? value : null;
      return (
        <Field label={field.label} hint={field.help ?? `From ${field.min} to ${field.max}.`}>
          {(control) => (
            <div className="flex items-center gap-4">
              <input
                {...control}
                type="range"
                min={field.min}
                max={field.max}
                step={(field.max - field.min) / 20}
                value={current ?? (field.min + field.max) / 2}
                onChange={(e) => onChange(Number(e.target.value))}
                disabled={disabled}
                aria-valuetext={current === null ? 'Not answered yet' : String(current)}
                className="accent-primary min-h-11 flex-1"
              />
              <output htmlFor={control.id} className="w-24 text-right font-semibold">
                {current ?? 'Not set'}
              </output>
            </div>
          )}
        </Field>
      );
    }
    case 'number':
      return <NumberField field={field} value={value} onChange={onChange} disabled={disabled} />;
    case 'textarea':
      return (
        <Field label={field.label} hint={hintFor(field)}>
          {(control) => (
            <Textarea
              {...control}
              value={text(value)}
              disabled={disabled}
              onChange={(e) => onChange(e.target.value)}
              className="min-h-24"
            />
          )}
        </Field>
      );
    default:
      return (
        <Field label={field.label} hint={hintFor(field)}>
          {(control) => (
            <Input
              {...control}
              type={field.type}
              value={text(value)}
              disabled={disabled}
              onChange={(e) => onChange(e.target.value)}
              className={field.type === 'text' ? undefined : 'max-w-56'}
            />
          )}
        </Field>
      );
  }
}

/** Keeps what is typed ("5." on the way to "5.75") while passing on only whole numbers. */
function NumberField({ field, value, onChange, disabled }: FieldControlProps & { field: Extract<ToolField, { type: 'number' }> }) {
  const [typed, setTyped] = useState(text(value));
  const shown = Number(typed) === value || (typed === '' && value === undefined) ? typed : text(value);
  return (
    <Field label={field.label} hint={hintFor(field)}>
      {(control) => (
        <Input
          {...control}
          type="number"
          inputMode="decimal"
          step="any"
          min={field.min}
          max={field.max}
          value={shown}
          disabled={disabled}
          onChange={(e) => {
            setTyped(e.target.value);
            const number = Number(e.target.value);
            onChange(e.target.value.trim() === '' || !Number.isFinite(number) ? undefined : number);
          }}
          className="max-w-48"
        />
      )}
    </Field>
  );
}
