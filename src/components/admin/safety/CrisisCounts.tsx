import { useState } from 'react';
import { Field, Select } from '@/components/ui/field';
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
    return { months, yearly: Object.fromEntries(yearly.map((row) => [row.surface, row.referrals])) as Record<string, number> };
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
          const rows = months.map(({ month, bySurface }) => [
            monthName.format(new Date(month)),
            ...surfaces.map((s) => bySurface[s.key] ?? 0),
            surfaces.reduce((sum, s) => sum + (bySurface[s.key] ?? 0), 0),
          ]);
          const header = ['Month', ...surfaces.map((s) => s.label), 'Total'];
          const totals = [`${year} total`, ...surfaces.map((s) => yearly[s.key] ?? 0), yearTotal];
          return (
            <div className="space-y-3">
              <div className="overflow-x-auto">
                <table className="w-full min-w-[32rem] text-left" data-crisis-counts>
                  <caption className="sr-only">Crisis referrals in {year} by month and place in the app</caption>
                  <thead className="border-border border-b">
                    <tr>
                      {header.map((cell) => (
                        <th key={cell} scope="col" className="py-2 pr-3">
                          {cell}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map(([month, ...cells]) => (
                      <tr key={String(month)} className="border-border border-b">
                        <th scope="row" className="py-2 pr-3 font-normal">
                          {month}
                        </th>
                        {cells.map((cell, i) => (
                          <td key={header[i + 1]} className="py-2 pr-3 tabular-nums">
                            {cell}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                  <tfoot>
                    <tr className="font-semibold">
                      <th scope="row" className="py-2 pr-3">
                        {totals[0]}
                      </th>
                      {totals.slice(1).map((cell, i) => (
                        <td key={header[i + 1]} className="py-2 pr-3 tabular-nums" data-total={header[i + 1]}>
                          {cell}
                        </td>
                      ))}
                    </tr>
                  </tfoot>
                </table>
              </div>
              <CsvDownload fileName={`haven-crisis-referrals-${year}.csv`} rows={[header, ...rows, totals]} />
            </div>
          );
        }}
      </LoadState>
    </section>
  );
}
