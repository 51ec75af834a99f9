import { useState } from 'react';
import { Field, Select } from '@/components/ui/field';
import { Table } from '@/components/ui/table';
import { crisisReferralsByMonth, crisisReferralsForYear } from '@/lib/queries/admin';
import { getSupabase } from '@/lib/supabase';
import { LoadState } from '../LoadState';
import { useLoad } from '../use-load';
import { CsvDownload } from './CsvDownload';

const surfaces = [
  { key: 'assessment', label: 'Assessment' },
  { key: 'chat', label: 'Chat with Wren' },
  { key: 'journal', label: 'Journal' },
] as const;

/** A month (or the year's total) and its counts, in `header` order. */
type Row = [string, ...number[]];

const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });

/**
 * Crisis referrals (times Haven showed crisis lines) per month and for the year, for the annual
 * report California's SB 243 asks of companion chatbot operators. Counts only.
 */
export function CrisisCounts() {
  const client = getSupabase();
  const thisYear = new Date().getUTCFullYear();
  const [year, setYear] = useState(thisYear);
  const counts = useLoad(async () => {
    const [monthly, yearly] = await Promise.all([crisisReferralsByMonth(client, year), crisisReferralsForYear(client, year)]);
    const months = [...new Set(monthly.map((row) => row.month))].map((month) => ({
      month,
      bySurface: Object.fromEntries(monthly.filter((row) => row.month === month).map((row) => [row.surface, row.referrals])),
    }));
    return { months, yearly: Object.fromEntries(yearly.map((row) => [row.surface, row.referrals])) };
  }, String(year));

  return (
    <section aria-labelledby="crisis-counts-heading" className="space-y-4">
      <h3 id="crisis-counts-heading" className="text-xl font-semibold">
        Crisis referrals
      </h3>
      <p className="text-muted-foreground">
        How many times Haven showed the crisis lines, by month and where. Each count holds only a day, a place in the app and a region: no
        names, accounts or messages. Use the yearly totals for the annual SB 243 report.
      </p>
      <Field label="Year" className="max-w-48">
        {(control) => (
          <Select {...control} value={year} onChange={(e) => setYear(Number(e.target.value))}>
            {Array.from({ length: 5 }, (_, i) => thisYear - i).map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <LoadState loaded={counts} what="crisis referral counts">
        {({ months, yearly }) => {
          const yearTotal = surfaces.reduce((sum, s) => sum + (yearly[s.key] ?? 0), 0);
          const rows = months.map(({ month, bySurface }): Row => [
            monthName.format(new Date(month)),
            ...surfaces.map((s) => bySurface[s.key] ?? 0),
            surfaces.reduce((sum, s) => sum + (bySurface[s.key] ?? 0), 0),
          ]);
          const header = ['Month', ...surfaces.map((s) => s.label), 'Total'];
          const totals: Row = [`${year} total`, ...surfaces.map((s) => yearly[s.key] ?? 0), yearTotal];
          return (
            <div className="space-y-3">
              <Table
                className="min-w-[32rem]"
                data-crisis-counts
                caption={`Crisis referrals in ${year} by month and place in the app`}
                columns={header.map((name, i) => ({
                  header: name,
                  cell: (row: Row) => row[i],
                  cellClassName: i > 0 ? 'tabular-nums' : undefined,
                }))}
                rows={rows}
                rowKey={(row) => row[0]}
                rowHeader
                footer={totals}
              />
              <CsvDownload fileName={`haven-crisis-referrals-${year}.csv`} rows={[header, ...rows, totals]} />
            </div>
          );
        }}
      </LoadState>
    </section>
  );
}
