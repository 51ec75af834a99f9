import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { download, exportJson, journalCsv, moodCsv } from '@/lib/insights/export';
import type { JournalEntry } from '@/lib/queries/journal';
import type { MoodLog } from '@/lib/queries/mood';
import { MoodImport } from './MoodImport';
import { Panel } from './Panel';

interface Props {
  userId: string;
  moods: readonly MoodLog[];
  entries: readonly JournalEntry[];
  timeZone: string;
}

/** Download check-ins and journal entries (CSV or JSON), and bring check-ins back in from a CSV. */
export function DataPanel({ userId, moods, entries, timeZone }: Props) {
  const stamp = new Date().toISOString().slice(0, 10);
  const files = [
    { label: 'Check-ins (CSV)', run: () => download(`haven-moods-${stamp}.csv`, 'text/csv', moodCsv(moods)) },
    { label: 'Journal (CSV)', run: () => download(`haven-journal-${stamp}.csv`, 'text/csv', journalCsv(entries)) },
    {
      label: 'Everything (JSON)',
      run: () => download(`haven-export-${stamp}.json`, 'application/json', exportJson(moods, entries, timeZone)),
    },
  ];
  return (
    <Panel id="data-heading" title="Your data">
      <p>
        Download your check-ins and journal entries from the last year to keep them, or to share with someone you trust. The files are made
        on this device; nothing is sent anywhere else.
      </p>
      <div className="flex flex-wrap gap-3">
        {files.map((file) => (
          <Button key={file.label} variant="outline" onClick={file.run}>
            <Download aria-hidden="true" className="size-4" />
            {file.label}
          </Button>
        ))}
      </div>
      <MoodImport userId={userId} />
    </Panel>
  );
}
