import { Plus, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import type { FieldValue, ToolField } from '@/lib/programs-progress/types';

interface GroupProps {
  field: ToolField;
  disabled?: boolean | undefined;
  onChange: (value: FieldValue | undefined) => void;
}

/** A fieldset whose legend is the field's label, with its help text announced with the group. */
function Group({ field, children }: { field: ToolField; children: React.ReactNode }) {
  const helpId = useId();
  return (
    <fieldset data-slot="field" className="grid gap-2" aria-describedby={field.help ? helpId : undefined}>
      <legend className="mb-1.5 font-semibold">{field.label}</legend>
      {children}
      {field.help && (
        <p id={helpId} className="text-muted-foreground text-sm">
          {field.help}
        </p>
      )}
    </fieldset>
  );
}

/** One answer from a few options (a choice, or a 0–10 scale): native radios styled as buttons. */
export function ChoiceChips({ field, options, value, onChange, disabled }: GroupProps & { options: string[]; value: string }) {
  const name = useId();
  return (
    <Group field={field}>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option}
            className="border-input bg-card has-checked:bg-primary has-checked:text-primary-foreground has-checked:border-primary has-focus-visible:outline-ring inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-md border px-3 font-semibold has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-disabled:cursor-not-allowed has-disabled:opacity-60"
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              disabled={disabled}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            {option}
          </label>
        ))}
      </div>
    </Group>
  );
}

/** Several short lines (steps, reasons, ideas), one input each, with add and remove buttons. */
export function ListLines({ field, value, onChange, disabled }: GroupProps & { value: string[] }) {
  const lines = value.length > 0 ? value : [''];
  const list = useRef<HTMLOListElement>(null);
  const added = useRef(false);
  useEffect(() => {
    if (!added.current) return;
    added.current = false;
    list.current?.querySelector<HTMLInputElement>('li:last-child input')?.focus();
  }, [lines.length]);
  const set = (next: string[]) => onChange(next.length === 1 && next[0] === '' ? undefined : next);
  return (
    <Group field={field}>
      <ol ref={list} className="grid gap-2">
        {lines.map((line, index) => (
          <li key={index} className="flex items-center gap-2">
            <input
              type="text"
              aria-label={`${field.label}, line ${index + 1}`}
              value={line}
              disabled={disabled}
              onChange={(e) => set(lines.map((l, i) => (i === index ? e.target.value : l)))}
              className="border-input bg-card block min-h-11 w-full rounded-md border px-3 py-2"
            />
            {lines.length > 1 && (
              <Button
                variant="ghost"
                aria-label={`Remove line ${index + 1} of ${field.label}`}
                disabled={disabled}
                onClick={() => set(lines.filter((_, i) => i !== index))}
                className="min-w-11 px-2"
              >
                <X aria-hidden="true" className="size-5" />
              </Button>
            )}
          </li>
        ))}
      </ol>
      <div>
        <Button
          variant="outline"
          aria-label={`Add a line: ${field.label}`}
          disabled={disabled}
          onClick={() => {
            added.current = true;
            onChange([...lines, '']);
          }}
        >
          <Plus aria-hidden="true" className="size-4" /> Add a line
        </Button>
      </div>
    </Group>
  );
}
