import { Check } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { FieldValues, ToolEntry } from '@/lib/programs-progress/types';
import { prefillNow } from '@/lib/programs-progress/prefill';
import { repeatingKinds } from '@/lib/programs-progress/week-progress';
import { EntryList } from './EntryList';
import { SaveStatus } from './SaveStatus';
import { hasAnswers, ToolForm } from './ToolForm';
import type { WeekTool } from '@/lib/programs-progress/types';
import { useProgressItem } from './use-progress-item';

interface ToolCardProps {
  tool: WeekTool;
  /** The week the answers are saved under: the page's week. */
  week: number;
  /** Heading level inside the page outline. */
  headingLevel?: 'h3' | 'h4';
}

/**
 * A worksheet: its instructions, the generic form, and either "Add this entry" (logs and
 * diaries, filled in again and again) or "Mark as done" (everything else).
 */
export function ToolCard({ tool, week, headingLevel: Heading = 'h3' }: ToolCardProps) {
  const item = useProgressItem({ week, kind: 'tool', key: tool.id });
  const typed = item.data.values ?? {};
  const entries = item.data.entries ?? [];
  const repeating = repeatingKinds.has(tool.kind);
  // A diary entry starts at now (its date and time filled in, editable); a new "now" after each entry.
  const [startedAt, setStartedAt] = useState(() => new Date());
  const values = repeating ? prefillNow(tool.fields, typed, startedAt) : typed;
  const setValues = (next: FieldValues) => item.update({ ...item.data, values: next });

  const addEntry = () => {
    const entry: ToolEntry = { saved_at: new Date().toISOString(), values };
    void item.commit({ values: {}, entries: [...entries, entry] }, true);
    setStartedAt(new Date());
  };

  return (
    <article data-tool={tool.id} className="border-border bg-card grid gap-4 rounded-xl border p-5">
      <Heading className="text-xl font-semibold">{tool.title}</Heading>
      <div className="prose-haven text-base" dangerouslySetInnerHTML={{ __html: tool.instructionsHtml }} />
      <ToolForm fields={tool.fields} values={values} onChange={setValues} />
      <div className="flex flex-wrap items-center gap-3">
        {repeating ? (
          <Button onClick={addEntry} disabled={!hasAnswers(typed) || item.state === 'saving'}>
            Add this entry
          </Button>
        ) : item.done ? (
          <>
            <p className="text-success inline-flex items-center gap-1 font-semibold">
              <Check aria-hidden="true" className="size-5" /> Done
            </p>
            <Button variant="outline" onClick={() => void item.commit(item.data, false)}>
              Mark as not done
            </Button>
          </>
        ) : (
          <Button onClick={() => void item.commit(item.data, true)}>Mark as done</Button>
        )}
        <SaveStatus state={item.state} error={item.error} />
      </div>
      {repeating && <EntryList fields={tool.fields} entries={entries} />}
    </article>
  );
}
