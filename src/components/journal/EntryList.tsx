import { useStore } from '@nanostores/react';
import type { JournalEntry } from '@/lib/queries/journal';
import { $settings } from '@/stores/settings';
import { $draft, $pending, openEntry } from '@/stores/journal';

const firstLine = (entry: JournalEntry) =>
  entry.title?.trim() || entry.body.trim().split('\n')[0]?.slice(0, 80) || entry.prompt_text || 'Untitled entry';

/** Entries as buttons that open them in the editor. */
export function EntryList({ entries }: { entries: readonly JournalEntry[] }) {
  const timeZone = useStore($settings).preferences.timezone;
  const pending = useStore($pending);
  const openId = useStore($draft).clientId;
  if (entries.length === 0) return null;
  return (
    <ul className="mt-3 grid gap-2">
      {entries.map((entry) => (
        <li key={entry.client_id}>
          <button
            type="button"
            aria-current={entry.client_id === openId ? 'true' : undefined}
            className="hover:bg-muted border-border aria-[current=true]:border-primary grid min-h-11 w-full gap-0.5 rounded-lg border px-3 py-2 text-left aria-[current=true]:border-2"
            onClick={() => {
              void openEntry(entry);
              const heading = document.getElementById('journal-editor-heading');
              heading?.scrollIntoView({ block: 'start' });
              // Keyboard and screen reader users go with the entry to the editor.
              heading?.focus({ preventScroll: true });
            }}
          >
            <span className="font-semibold">{firstLine(entry)}</span>
            <span className="text-muted-foreground text-sm">
              {new Date(entry.created_at).toLocaleDateString('en-US', { timeZone, month: 'short', day: 'numeric', year: 'numeric' })}
              {' · '}
              {entry.word_count === 1 ? '1 word' : `${entry.word_count} words`}
              {pending.has(entry.client_id) ? ' · Saved on this device' : ''}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
