import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

const controlClass =
  'border-input bg-card block w-full rounded-md border px-3 py-2 min-h-11 aria-invalid:border-crisis aria-invalid:ring-1 aria-invalid:ring-crisis';

interface FieldProps {
  label: ReactNode;
  /** Shown under the control and announced with it. */
  hint?: ReactNode | undefined;
  /** A reason the value cannot be used; marks the control invalid. */
  error?: string | null | undefined;
  children: (control: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true }) => ReactNode;
  className?: string | undefined;
}

/** A label, a control, an optional hint and an error, wired together for assistive tech. */
export function Field({ label, hint, error, children, className }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div data-slot="field" className={cn('grid gap-1.5', className)}>
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {children({ id, ...(describedBy ? { 'aria-describedby': describedBy } : {}), ...(error ? { 'aria-invalid': true as const } : {}) })}
      {hint && (
        <p id={hintId} className="text-muted-foreground text-sm">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-crisis text-sm font-semibold">
          {error}
        </p>
      )}
    </div>
  );
}

// No `ref` on Input and Select: preact/compat hands a function component no `ref` prop (React 19
// does), so their types refuse one. Textarea takes one through forwardRef (the journal focuses it).
export function Input({ className, ...props }: ComponentPropsWithoutRef<'input'>) {
  return <input data-slot="input" className={cn(controlClass, className)} {...props} />;
}

export const Textarea = forwardRef<HTMLTextAreaElement, ComponentPropsWithoutRef<'textarea'>>(function Textarea(
  { className, ...props },
  ref,
) {
  return <textarea ref={ref} data-slot="textarea" className={cn(controlClass, 'min-h-32', className)} {...props} />;
});

export function Select({ className, ...props }: ComponentPropsWithoutRef<'select'>) {
  return <select data-slot="select" className={cn(controlClass, className)} {...props} />;
}
