interface FormAlertProps {
  /** What went wrong, in plain words; nothing is shown when empty. */
  message: string | null;
  /** Extra reasons, listed under the message (a weak password's reasons). */
  reasons?: string[] | undefined;
  /** Announced politely and styled as good news instead of an error. */
  tone?: 'error' | 'success';
}

/** A message next to a form: an error the person can act on, or a confirmation. */
export function FormAlert({ message, reasons = [], tone = 'error' }: FormAlertProps) {
  if (!message) return null;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-tone={tone}
      data-form-alert
      className="border-border bg-card data-[tone=error]:border-crisis data-[tone=error]:bg-crisis-surface rounded-lg border p-4"
    >
      <p className="font-semibold">{message}</p>
      {reasons.length > 0 && (
        <ul className="mt-2 list-disc pl-5">
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
