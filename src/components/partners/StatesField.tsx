import { X } from 'lucide-react';
import { useId } from 'react';
import { Select } from '@/components/ui/field';
import type { UsState } from '@/lib/partners/vocabulary';

interface StatesFieldProps {
  states: UsState[];
  value: string[];
  onChange: (codes: string[]) => void;
  error?: string | undefined;
}

/** The states a partner is licensed in: pick from a list to add, remove with a button. */
export function StatesField({ states, value, onChange, error }: StatesFieldProps) {
  const id = useId();
  const name = (code: string) => states.find((s) => s.code === code)?.name ?? code;
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend className="mb-1 font-semibold">States you are licensed in</legend>
      <p id={`${id}-hint`} className="text-muted-foreground text-sm">
        People can only see you for sessions, including video, in states where you hold a license.
      </p>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Chosen states">
          {value.map((code) => (
            <li key={code}>
              <button
                type="button"
                aria-label={`Remove ${name(code)}`}
                className="bg-secondary text-secondary-foreground inline-flex min-h-11 items-center gap-1.5 rounded-full px-3"
                onClick={() => onChange(value.filter((c) => c !== code))}
              >
                {name(code)}
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <label htmlFor={`${id}-add`} className="text-sm font-semibold">
        Add a state
      </label>
      <Select
        id={`${id}-add`}
        value=""
        aria-invalid={error ? true : undefined}
        onChange={(e) => e.target.value && !value.includes(e.target.value) && onChange([...value, e.target.value])}
      >
        <option value="">Choose a state…</option>
        {states
          .filter((s) => !value.includes(s.code))
          .map((s) => (
            <option key={s.code} value={s.code}>
              {s.name}
            </option>
          ))}
      </Select>
      {error && (
        <p id={`${id}-error`} className="text-crisis text-sm font-semibold">
          {error}
        </p>
      )}
    </fieldset>
  );
}
