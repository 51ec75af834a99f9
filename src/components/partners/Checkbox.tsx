import type { ReactNode } from 'react';

interface CheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  name?: string | undefined;
  value?: string | undefined;
  /** Extra text under the label, announced with it. */
  description?: ReactNode;
  disabled?: boolean | undefined;
  'aria-describedby'?: string | undefined;
  'aria-invalid'?: true | undefined;
}

/** A native checkbox with its label as a 44 px target. */
export function Checkbox({ checked, onChange, children, description, ...rest }: CheckboxProps) {
  return (
    <label data-slot="checkbox" className="hover:bg-muted flex min-h-11 cursor-pointer items-start gap-3 rounded-md px-1 py-2.5">
      <input
        type="checkbox"
        className="accent-primary mt-0.5 size-5 shrink-0"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        {...rest}
      />
      <span>
        {children}
        {description && <span className="text-muted-foreground block text-sm">{description}</span>}
      </span>
    </label>
  );
}
