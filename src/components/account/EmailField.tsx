import { Field, Input } from '@/components/ui/field';

interface EmailFieldProps {
  label?: string;
  value: string;
  onChange: (value: string) => void;
}

/** The email input every account form uses (type, keyboard and autofill set for an address). */
export function EmailField({ label = 'Email', value, onChange }: EmailFieldProps) {
  return (
    <Field label={label}>
      {(control) => (
        <Input
          {...control}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
