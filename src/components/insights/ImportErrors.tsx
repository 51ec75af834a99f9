import type { RowError } from '@/lib/insights/import';

/** Rows that were not imported, each with its line number and what to fix. */
export function ImportErrors({ errors }: { errors: readonly RowError[] }) {
  if (errors.length === 0) return null;
  const shown = errors.slice(0, 50);
  return (
    <div>
      <h4 className="font-semibold">Rows not imported</h4>
      <ul className="mt-1 grid gap-1 text-sm" data-import-errors>
        {shown.map((error) => (
          <li key={error.line}>
            <span className="font-semibold">Line {error.line}:</span> {error.messages.join(' ')}
          </li>
        ))}
      </ul>
      {errors.length > shown.length && <p className="text-sm">…and {errors.length - shown.length} more rows with problems.</p>}
    </div>
  );
}
