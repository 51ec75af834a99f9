import { useState } from 'react';
import { Field, Input } from '@/components/ui/field';

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  hint?: string | undefined;
  error?: string | null | undefined;
  name?: string | undefined;
}

/** A password input with a "Show" button, so people can check what they typed. */
export function PasswordField({ label, value, onChange, autoComplete, hint, error, name = 'password' }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <div className="flex gap-2">
          <Input
            {...control}
            name={name}
            type={visible ? 'text' : 'password'}
            autoComplete={autoComplete}
            required
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
          <button
            type="button"
            aria-pressed={visible}
            aria-controls={control.id}
            onClick={() => setVisible(!visible)}
            className="border-border hover:bg-muted inline-flex min-h-11 min-w-16 shrink-0 items-center justify-center rounded-md border px-3 font-semibold"
          >
            {visible ? 'Hide' : 'Show'}
            <span className="sr-only"> password</span>
          </button>
        </div>
      )}
    </Field>
  );
}
