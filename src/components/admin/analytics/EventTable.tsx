import type { EventSummary } from '@/lib/queries/admin';

const eventLabels: Record<string, string> = {
  question_answered: 'Assessment questions answered',
  question_navigation: 'Moves between assessment questions',
  assessment_completed: 'Assessments finished in the app',
};

const minutes = (seconds: number) => (seconds < 90 ? `${Math.round(seconds)} seconds` : `${(seconds / 60).toFixed(1)} minutes`);

/** The aggregate events of a period, one row per kind of event. */
export function EventTable({ rows, days }: { rows: EventSummary[]; days: number }) {
  if (rows.length === 0) return <p className="text-muted-foreground">No events in the last {days} days.</p>;
  const completed = rows.find((row) => row.event_type === 'assessment_completed');
  return (
    <div className="space-y-3">
      <table className="w-full max-w-2xl text-left" data-events>
        <caption className="sr-only">App events in the last {days} days</caption>
        <thead className="border-border border-b">
          <tr>
            <th scope="col" className="py-2 pr-3">
              Event
            </th>
            <th scope="col" className="py-2 pr-3">
              Count
            </th>
            <th scope="col" className="py-2">
              Days with any
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.event_type} className="border-border border-b">
              <th scope="row" className="py-2 pr-3 font-normal">
                {eventLabels[row.event_type] ?? row.event_type}
              </th>
              <td className="py-2 pr-3 tabular-nums">{row.events.toLocaleString('en-US')}</td>
              <td className="py-2 tabular-nums">{row.active_days}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {completed?.avg_completion_seconds != null && (
        <p>
          On average an assessment took {minutes(completed.avg_completion_seconds)}
          {completed.avg_questions_answered != null && `, with ${completed.avg_questions_answered} questions answered`}.
        </p>
      )}
    </div>
  );
}
