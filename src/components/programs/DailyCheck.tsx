import { Check } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { dailyCheckFields, localDay } from '@/lib/programs-progress/daily-check';
import { itemKeys } from '@/lib/programs-progress/week-progress';
import { SaveStatus } from './SaveStatus';
import { hasAnswers, ToolForm } from './ToolForm';
import { useProgressItem } from './use-progress-item';

interface DailyCheckProps {
  question: string;
  /** The enrolment's current week: today's check is recorded under it. */
  week: number;
  /** Days checked in under this week so far. */
  daysThisWeek: number;
}

/** The one-minute daily check: one per day, editable until the day ends. */
export function DailyCheck({ question, week, daysThisWeek }: DailyCheckProps) {
  const fields = dailyCheckFields(question);
  const item = useProgressItem({ week, kind: 'daily_check', key: itemKeys.dailyCheck, day: localDay() });
  const values = item.data.values ?? {};
  return (
    <section aria-labelledby="daily-check" className="border-border bg-card grid gap-4 rounded-xl border p-5">
      <h2 id="daily-check" className="text-2xl font-semibold">
        Today&apos;s one-minute check
      </h2>
      <ToolForm fields={fields} values={values} onChange={(next) => item.update({ values: next })} />
      <div className="flex flex-wrap items-center gap-3">
        {item.done ? (
          <p className="text-success inline-flex items-center gap-1 font-semibold">
            <Check aria-hidden="true" className="size-5" /> Saved for today. You can change it until midnight.
          </p>
        ) : (
          <Button onClick={() => void item.commit(item.data, true)} disabled={!hasAnswers(values)}>
            Save today&apos;s check
          </Button>
        )}
        <SaveStatus state={item.state} error={item.error} />
      </div>
      <p className="text-muted-foreground text-sm">
        {daysThisWeek === 1 ? 'You have checked in on 1 day this week.' : `You have checked in on ${daysThisWeek} days this week.`}
      </p>
    </section>
  );
}
