import { useState } from 'react';
import { Field, Select } from '@/components/ui/field';
import { Table } from '@/components/ui/table';
import { completionsByWeek, eventSummary } from '@/lib/queries/admin';
import { getSupabase } from '@/lib/supabase';
import { LoadState } from '../LoadState';
import { formatDate } from '../messages';
import { useLoad } from '../use-load';
import { EventTable } from './EventTable';

/**
 * First-party figures only: completed assessments per week (counted in the database, returned as
 * totals) and the app's own aggregate events. No third-party analytics exist to show.
 */
export function AnalyticsPanel() {
  const client = getSupabase();
  const [weeks, setWeeks] = useState(12);
  const [days, setDays] = useState(30);
  const completions = useLoad(() => completionsByWeek(client, weeks), `weeks-${weeks}`);
  const events = useLoad(() => eventSummary(client, days), `days-${days}`);

  return (
    <section aria-labelledby="admin-analytics-heading" className="space-y-8">
      <div className="space-y-2">
        <h2 id="admin-analytics-heading" className="text-2xl font-semibold">
          Analytics
        </h2>
        <p className="text-muted-foreground">
          Totals only, counted by Haven itself. No one&apos;s answers, names or accounts appear here, and nothing is sent to an outside
          analytics service.
        </p>
      </div>
      <section aria-labelledby="completions-heading" className="space-y-3">
        <h3 id="completions-heading" className="text-xl font-semibold">
          Completed assessments per week
        </h3>
        <Field label="Period" className="max-w-48">
          {(control) => (
            <Select {...control} value={weeks} onChange={(e) => setWeeks(Number(e.target.value))}>
              {[4, 12, 26, 52].map((n) => (
                <option key={n} value={n}>
                  Last {n} weeks
                </option>
              ))}
            </Select>
          )}
        </Field>
        <LoadState loaded={completions} what="assessment figures">
          {(rows) => {
            const most = Math.max(1, ...rows.map((row) => row.completed));
            const total = rows.reduce((sum, row) => sum + row.completed, 0);
            return (
              <Table
                className="max-w-2xl"
                data-completions
                caption={`${total} completed in the last ${weeks} weeks. Weeks start on Monday (UTC).`}
                captionVisible
                columns={[
                  { header: 'Week of', cell: (row) => formatDate(row.week_start) },
                  { header: 'Completed', cell: (row) => row.completed, cellClassName: 'tabular-nums' },
                  {
                    header: <span className="sr-only">Bar</span>,
                    key: 'bar',
                    headClassName: 'w-1/2',
                    decorative: true,
                    cell: (row) => <div className="bg-primary h-3 rounded" style={{ width: `${(row.completed / most) * 100}%` }} />,
                  },
                ]}
                rows={[...rows].reverse()}
                rowKey={(row) => row.week_start}
                rowHeader
              />
            );
          }}
        </LoadState>
      </section>
      <section aria-labelledby="events-heading" className="space-y-3">
        <h3 id="events-heading" className="text-xl font-semibold">
          App events
        </h3>
        <Field label="Period" className="max-w-48">
          {(control) => (
            <Select {...control} value={days} onChange={(e) => setDays(Number(e.target.value))}>
              {[7, 30, 90, 365].map((n) => (
                <option key={n} value={n}>
                  Last {n} days
                </option>
              ))}
            </Select>
          )}
        </Field>
        <LoadState loaded={events} what="app events">
          {(rows) => <EventTable rows={rows} days={days} />}
        </LoadState>
      </section>
    </section>
  );
}
