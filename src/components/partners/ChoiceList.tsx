import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/field';
import { Checkbox } from './Checkbox';

interface ChoiceListProps {
  legend: string;
  hint?: string | undefined;
  /** Suggestions shown as checkboxes. */
  options: readonly string[];
  /** How an option is shown ("adhd" → "ADHD"). */
  label?: ((value: string) => string) | undefined;
  value: string[];
  onChange: (value: string[]) => void;
  error?: string | undefined;
  /** Label of the field for adding values that are not among the options. */
  otherLabel: string;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** A group of suggested choices plus a field to add others; chosen extras can be removed. */
export function ChoiceList({ legend, hint, options, label = (v) => v, value, onChange, error, otherLabel }: ChoiceListProps) {
  const id = useId();
  const [other, setOther] = useState('');
  const extras = value.filter((v) => !options.some((o) => same(o, v)));
  const toggle = (option: string, on: boolean) => onChange(on ? [...value, option] : value.filter((v) => !same(v, option)));
  const add = () => {
    const additions = other
      .split(',')
      .map((v) => v.trim())
      .filter((v) => v && !value.some((existing) => same(existing, v)));
    if (additions.length) onChange([...value, ...additions]);
    setOther('');
  };
  return (
    <fieldset
      className="grid gap-2"
      aria-describedby={[hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined}
    >
      <legend className="mb-1 font-semibold">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="text-muted-foreground text-sm">
          {hint}
        </p>
      )}
      <div className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-3">
        {options.map((option) => (
          <Checkbox key={option} checked={value.some((v) => same(v, option))} onChange={(on) => toggle(option, on)}>
            {label(option)}
          </Checkbox>
        ))}
        {extras.map((extra) => (
          <Checkbox key={extra} checked onChange={(on) => toggle(extra, on)}>
            {label(extra)}
          </Checkbox>
        ))}
      </div>
      <label htmlFor={`${id}-other`} className="mt-1 text-sm font-semibold">
        {otherLabel}
      </label>
      <div className="flex gap-2">
        <Input
          id={`${id}-other`}
          value={other}
          onChange={(e) => setOther(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button variant="outline" onClick={add}>
          Add
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-crisis text-sm font-semibold">
          {error}
        </p>
      )}
    </fieldset>
  );
}
