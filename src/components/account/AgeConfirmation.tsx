import { forwardRef, useId } from 'react';
import { product } from '@/config/haven';

interface AgeConfirmationProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Why the form cannot go on without it; marks the box invalid. */
  error?: string | null | undefined;
}

/**
 * The required "I am 18 or older" box on every form that creates an account; its `ref` is the box,
 * which a refused form focuses. Through forwardRef: preact/compat hands a function component no
 * `ref` prop of its own (React 19 does).
 */
export const AgeConfirmation = forwardRef<HTMLInputElement, AgeConfirmationProps>(function AgeConfirmation(
  { checked, onChange, error },
  ref,
) {
  const id = useId();
  return (
    <div data-slot="age-confirmation" className="grid gap-1">
      <label className="flex min-h-11 items-center gap-3 font-semibold">
        <input
          ref={ref}
          type="checkbox"
          name="age_confirmed_18"
          required
          aria-required="true"
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
          aria-invalid={error ? true : undefined}
          className="accent-primary size-5 shrink-0"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>I am 18 or older</span>
      </label>
      <p id={`${id}-hint`} className="text-muted-foreground text-sm">
        {product.name} is for adults aged 18 and over.
      </p>
      {error && (
        <p id={`${id}-error`} className="text-crisis text-sm font-semibold">
          {error}
        </p>
      )}
    </div>
  );
});

export const AGE_REQUIRED = 'Please confirm that you are 18 or older. Haven is for adults only.';
