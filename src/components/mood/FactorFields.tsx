import { useId } from 'react';
import { Field, Input } from '@/components/ui/field';

export interface Factors {
  sleepHours: string;
  exerciseMinutes: string;
  socialContact: boolean | null;
}

interface Props {
  value: Factors;
  onChange: (value: Factors) => void;
}

const social = [
  { value: true, label: 'Yes' },
  { value: false, label: 'No' },
  { value: null, label: 'Skip' },
] as const;

/** Sleep, exercise and time with people: the factors insights compare. */
export function FactorFields({ value, onChange }: Props) {
  const name = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Hours of sleep last night" hint="For example 7 or 6.5.">
        {(control) => (
          <Input
            {...control}
            type="number"
            inputMode="decimal"
            min={0}
            max={24}
            step={0.5}
            value={value.sleepHours}
            onChange={(event) => onChange({ ...value, sleepHours: event.target.value })}
          />
        )}
      </Field>
      <Field label="Minutes of exercise today" hint="0 if none. A walk counts.">
        {(control) => (
          <Input
            {...control}
            type="number"
            inputMode="numeric"
            min={0}
            max={1440}
            step={5}
            value={value.exerciseMinutes}
            onChange={(event) => onChange({ ...value, exerciseMinutes: event.target.value })}
          />
        )}
      </Field>
      <fieldset className="sm:col-span-2">
        <legend className="font-semibold">Did you spend time with other people today?</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {social.map((option) => (
            <label
              key={option.label}
              className="border-border has-checked:border-primary has-checked:bg-secondary has-focus-visible:outline-ring inline-flex min-h-11 cursor-pointer items-center rounded-lg border-2 px-4 has-focus-visible:outline-3 has-focus-visible:outline-offset-2"
            >
              <input
                type="radio"
                name={name}
                className="sr-only"
                checked={value.socialContact === option.value}
                onChange={() => onChange({ ...value, socialContact: option.value })}
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
