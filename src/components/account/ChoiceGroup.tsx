import type { ReactNode } from 'react';

interface ChoiceGroupProps<T extends string> {
  legend: string;
  name: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  hint?: ReactNode;
}

/** A radio group with large targets, for choices that apply as soon as they are picked. */
export function ChoiceGroup<T extends string>({ legend, name, value, options, onChange, hint }: ChoiceGroupProps<T>) {
  return (
    <fieldset className="grid gap-1">
      <legend className="mb-1 font-semibold">{legend}</legend>
      {hint && <p className="text-muted-foreground mb-1 text-sm">{hint}</p>}
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="border-border has-[:checked]:border-primary has-[:checked]:bg-secondary has-[:focus-visible]:ring-ring inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-4 has-[:focus-visible]:ring-2"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="accent-primary size-4"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

interface ToggleProps {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A checkbox with its label and an optional line of explanation. */
export function Toggle({ label, hint, checked, onChange }: ToggleProps) {
  return (
    <label className="flex min-h-11 cursor-pointer items-start gap-3 py-1">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="accent-primary mt-1 size-5 shrink-0"
      />
      <span>
        <span className="font-semibold">{label}</span>
        {hint && <span className="text-muted-foreground block text-sm">{hint}</span>}
      </span>
    </label>
  );
}
