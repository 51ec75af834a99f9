import { Table } from '@/components/ui/table';
import type { EventSummary } from '@/lib/queries/admin';

const eventLabels: Record<string, string> = {
  question_answered: 'Assessment questions answered',
  question_navigation: 'Moves between assessment questions',
  assessment_completed: 'Assessments finished in the app',
};

const minutes = (seconds: number) => (seconds < 90 ? `${Math.round(seconds)} seconds` : `${(seconds / 60).toFixed(1)} minutes`);

/** The aggregate events of a period, one row per kind of event. */
export function EventTable({ rows, days }: { rows: EventSummary[]; days: number }) {
  const completed = rows.find((row) => row.event_type === 'assessment_completed');
  return (
    <div className="space-y-3">
      <Table
        className="max-w-2xl"
        data-events
        caption={`App events in the last ${days} days`}
        empty={`No events in the last ${days} days.`}
        columns={[
          { header: 'Event', cell: (row) => eventLabels[row.event_type] ?? row.event_type },
          { header: 'Count', cell: (row) => row.events.toLocaleString('en-US'), cellClassName: 'tabular-nums' },
          { header: 'Days with any', cell: (row) => row.active_days, cellClassName: 'tabular-nums' },
        ]}
        rows={rows}
        rowKey={(row) => row.event_type}
        rowHeader
      />
      {completed?.avg_completion_seconds != null && (
        <p>
          On average an assessment took {minutes(completed.avg_completion_seconds)}
          {completed.avg_questions_answered != null && `, with ${completed.avg_questions_answered} questions answered`}.
        </p>
      )}
    </div>
  );
}
