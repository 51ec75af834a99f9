import type { ReactNode } from 'react';
import { correlationNote } from '@/lib/insights/sentences';
import { comparisonRules } from '@/lib/insights/mood-stats';
import { Panel } from './Panel';

/** What the page says about its numbers; the same before and after they are in. */
export function InsightsSummary({ children }: { children: ReactNode }) {
  return (
    <div className="bg-secondary text-secondary-foreground rounded-xl p-4">
      <p data-insights-summary>{children}</p>
      <p className="mt-2">{correlationNote}</p>
    </div>
  );
}

/** When a comparison of weekdays or times of day is made at all (comparisonRules). */
export const comparisonRule = `Comparisons need check-ins on at least ${comparisonRules.minDays} days, and on ${comparisonRules.minPerGroup} or more different dates for each part being compared.`;

/** The "Your week and your day" panel; `weekday` and `timeOfDay` are its two findings. */
export function PatternsPanel({ children }: { children: ReactNode }) {
  return (
    <Panel id="patterns-heading" title="Your week and your day">
      <p className="text-muted-foreground">{comparisonRule}</p>
      {children}
    </Panel>
  );
}

/**
 * Insights as the page's HTML draws it, while the code and a year of check-ins load: the summary
 * and the first panel with their fixed words, the findings to come shown as an ellipsis.
 */
export function InsightsPending() {
  return (
    <div className="grid gap-6" aria-busy="true">
      <InsightsSummary>Reading your check-ins and journal from the last year…</InsightsSummary>
      <div className="grid gap-6 lg:grid-cols-2">
        <PatternsPanel>
          <h3 className="font-sans text-base font-bold">By day of the week</h3>
          <p>…</p>
          <h3 className="font-sans text-base font-bold">By time of day</h3>
          <p>…</p>
        </PatternsPanel>
      </div>
    </div>
  );
}
