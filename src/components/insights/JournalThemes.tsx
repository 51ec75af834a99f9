import { topTags, topWords } from '@/lib/insights/themes';
import { plural } from '@/lib/insights/time';
import type { JournalEntry } from '@/lib/queries/journal';
import type { MoodLog } from '@/lib/queries/mood';
import { Panel } from './Panel';

const list = (items: { value: string; count: number }[], one: string, many: string) =>
  items.map((item) => `${item.value} (${plural(item.count, one, many)})`).join(', ');

/** The tags and words that come up most, as plain lists with their counts. */
export function JournalThemes({ entries, moods }: { entries: readonly JournalEntry[]; moods: readonly MoodLog[] }) {
  const tags = topTags([...entries, ...moods], 6);
  const words = topWords(entries, 8);
  return (
    <Panel id="themes-heading" title="Themes in your journal">
      {entries.length === 0 && tags.length === 0 ? (
        <p>No journal entries in the last year yet. Themes appear here as you write.</p>
      ) : (
        <>
          <p data-insight="tags">
            {tags.length ? `The tags you use most: ${list(tags, 'time', 'times')}.` : 'You have not used tags yet.'}
          </p>
          <p data-insight="words">
            {words.length
              ? `Words that come up in several entries: ${list(words, 'entry', 'entries')}.`
              : 'No word comes up in more than one entry yet.'}
          </p>
          <p className="text-muted-foreground text-sm">
            Common words such as &ldquo;the&rdquo; or &ldquo;feel&rdquo; are left out. This is counted on your device.
          </p>
        </>
      )}
    </Panel>
  );
}
