import { Check } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { ToolField } from '@/lib/programs-progress/types';
import { itemKeys } from '@/lib/programs-progress/week-progress';
import { SaveStatus } from './SaveStatus';
import { hasAnswers, ToolForm } from './ToolForm';
import { useProgressItem } from './use-progress-item';

/** The end-of-week reflection questions, saved as the member writes. */
export function Reflection({ questions, week }: { questions: readonly string[]; week: number }) {
  const fields: ToolField[] = questions.map((question, index) => ({ id: `q${index + 1}`, label: question, type: 'textarea' }));
  const item = useProgressItem({ week, kind: 'reflection', key: itemKeys.reflection });
  const values = item.data.values ?? {};
  return (
    <section aria-labelledby="reflection" className="border-border bg-card grid gap-4 rounded-xl border p-5">
      <h2 id="reflection" className="text-2xl font-semibold">
        Reflect on your week
      </h2>
      <p className="text-muted-foreground">Take a few quiet minutes at the end of the week. Short answers are fine.</p>
      <ToolForm fields={fields} values={values} onChange={(next) => item.update({ values: next })} />
      <div className="flex flex-wrap items-center gap-3">
        {item.done ? (
          <p className="text-success inline-flex items-center gap-1 font-semibold">
            <Check aria-hidden="true" className="size-5" /> Reflection saved. Changes keep saving as you type.
          </p>
        ) : (
          <Button onClick={() => void item.commit(item.data, true)} disabled={!hasAnswers(values)}>
            Save my reflection
          </Button>
        )}
        <SaveStatus state={item.state} error={item.error} />
      </div>
    </section>
  );
}
