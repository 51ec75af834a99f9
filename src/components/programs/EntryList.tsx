import type { FieldValue, ToolEntry, ToolField } from '@/lib/programs-progress/types';

const shown = (value: FieldValue | undefined) =>
  value === undefined ? '' : Array.isArray(value) ? value.filter((line) => line.trim() !== '').join('; ') : String(value);

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** A log's or diary's saved entries, newest first, each opening to show its answers. */
export function EntryList({ fields, entries }: { fields: readonly ToolField[]; entries: readonly ToolEntry[] }) {
  if (entries.length === 0) return <p className="text-muted-foreground text-sm">No entries yet this week.</p>;
  return (
    <div className="grid gap-2">
      <p className="font-semibold">Your entries this week: {entries.length}</p>
      <ul className="grid gap-2">
        {[...entries].reverse().map((entry) => (
          <li key={entry.saved_at}>
            <details className="border-border rounded-md border px-3">
              <summary className="flex min-h-11 cursor-pointer items-center">{when(entry.saved_at)}</summary>
              <dl className="grid gap-1 pb-3">
                {fields
                  .filter((field) => shown(entry.values[field.id]) !== '')
                  .map((field) => (
                    <div key={field.id}>
                      <dt className="text-muted-foreground text-sm">{field.label}</dt>
                      <dd>{shown(entry.values[field.id])}</dd>
                    </div>
                  ))}
              </dl>
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}
