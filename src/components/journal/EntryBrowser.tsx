import { useStore } from '@nanostores/react';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/field';
import { $entries, $entryListProblem, $searchResults, search } from '@/stores/journal';
import { EntryList } from './EntryList';

/** Past entries, newest first, with a full-text search over all of them. */
export function EntryBrowser() {
  const entries = useStore($entries);
  const problem = useStore($entryListProblem);
  const results = useStore($searchResults);
  const [query, setQuery] = useState('');
  const [error, setError] = useState<string | null>(null);

  const run = async (text: string) => {
    setError(null);
    try {
      await search(text);
    } catch {
      setError('Search is not available right now. Check your connection and try again.');
    }
  };

  return (
    <section aria-labelledby="journal-entries-heading" className="border-border bg-card rounded-2xl border p-5">
      <h2 id="journal-entries-heading" className="text-xl font-semibold">
        Your entries
      </h2>
      <form
        role="search"
        className="mt-3 flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void run(query);
        }}
      >
        <div className="grid min-w-0 flex-1 gap-1.5">
          <label htmlFor="journal-search" className="font-semibold">
            Search your journal
          </label>
          <Input id="journal-search" type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
        </div>
        <Button type="submit" variant="secondary">
          <Search aria-hidden="true" className="size-4" />
          Search
        </Button>
        {results && (
          <Button
            variant="ghost"
            onClick={() => {
              setQuery('');
              void run('');
            }}
          >
            Show all
          </Button>
        )}
      </form>
      {error && (
        <p role="alert" className="text-crisis mt-3 font-semibold">
          {error}
        </p>
      )}
      <p role="status" className="text-muted-foreground mt-4 text-sm">
        {results
          ? `${results.entries.length === 1 ? '1 entry matches' : `${results.entries.length} entries match`} “${results.query}”.`
          : problem === 'failed'
            ? 'Your entries could not be loaded just now. They are safe; they will show when Haven can be reached again.'
            : problem === 'unreachable'
              ? 'Haven cannot be reached, so only the entries kept on this device are shown. The rest are safe and will show again.'
              : entries.length === 0
                ? 'Your entries will appear here.'
                : `Your ${entries.length === 1 ? 'entry' : `${entries.length} most recent entries`}.`}
      </p>
      <EntryList entries={results ? results.entries : entries} />
    </section>
  );
}
