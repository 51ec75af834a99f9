import { useStore } from '@nanostores/react';
import { journalStats, writingSentence } from '@/lib/journal/stats';
import { $entryStats } from '@/stores/journal';
import { $settings } from '@/stores/settings';

/** Counts and a kind sentence about writing; no streaks to keep or break. */
export function JournalStats() {
  const rows = useStore($entryStats);
  const timeZone = useStore($settings).preferences.timezone;
  const stats = journalStats(rows, timeZone, new Date());
  const items = [
    { label: 'Entries', value: stats.entries.toLocaleString('en-US') },
    { label: 'Words written', value: stats.words.toLocaleString('en-US') },
    { label: 'Days written, last 30', value: String(stats.daysLast30) },
  ];
  return (
    <section aria-labelledby="journal-stats-heading" className="border-border bg-card rounded-2xl border p-5">
      <h2 id="journal-stats-heading" className="text-xl font-semibold">
        Your writing
      </h2>
      <p className="mt-2">{writingSentence(stats)}</p>
      <dl className="mt-4 grid grid-cols-3 gap-3">
        {items.map((item) => (
          <div key={item.label} className="bg-muted rounded-lg p-3">
            <dt className="text-muted-foreground text-sm">{item.label}</dt>
            <dd className="text-2xl font-semibold">{item.value}</dd>
          </div>
        ))}
      </dl>
      {stats.topTags.length > 0 && (
        <>
          <h3 className="mt-4 font-sans text-base font-bold">Tags you use most</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {stats.topTags.map((tag) => (
              <li key={tag.value} className="bg-secondary text-secondary-foreground rounded-full px-3 py-1">
                {tag.value} <span className="text-sm">({tag.count})</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
