import { useStore } from '@nanostores/react';
import { MemberArea } from '@/components/site/MemberArea';
import { dailyMoods } from '@/lib/insights/mood-stats';
import { comparisonRules } from '@/lib/insights/mood-stats';
import { $settings } from '@/stores/settings';
import { AssessmentHistory } from './AssessmentHistory';
import { AssessmentTrends } from './AssessmentTrends';
import { DataPanel } from './DataPanel';
import { FactorInsights } from './FactorInsights';
import { InsightsPending, InsightsSummary } from './InsightsPending';
import { JournalThemes } from './JournalThemes';
import { MoodPatterns } from './MoodPatterns';
import { useInsightsData } from './use-insights-data';

function Insights({ userId }: { userId: string }) {
  const { state, moods, entries, scores } = useInsightsData();
  const timeZone = useStore($settings).preferences.timezone;
  if (state === 'loading') return <InsightsPending />;
  const days = dailyMoods(moods, timeZone).length;
  return (
    <div className="grid gap-6">
      {state === 'error' && (
        <p role="alert" className="border-border bg-card rounded-xl border p-4">
          Your check-ins and journal could not be loaded right now. Check your connection and refresh the page.
        </p>
      )}
      <InsightsSummary>
        {days === 0
          ? 'You have no check-ins in the last year yet. Insights grow from your check-ins on the dashboard.'
          : `Based on ${moods.length === 1 ? '1 check-in' : `${moods.length} check-ins`} on ${days === 1 ? '1 day' : `${days} days`} in the last year, in your time zone (${timeZone}).`}
        {days > 0 && days < comparisonRules.minDays
          ? ` Patterns show once you have checked in on at least ${comparisonRules.minDays} different days.`
          : ''}
      </InsightsSummary>
      <div className="grid gap-6 lg:grid-cols-2">
        <MoodPatterns moods={moods} timeZone={timeZone} days={days} />
        <FactorInsights moods={moods} timeZone={timeZone} />
        <AssessmentTrends scores={scores} />
        <JournalThemes entries={entries} moods={moods} />
      </div>
      <AssessmentHistory timeZone={timeZone} />
      <DataPanel userId={userId} moods={moods} entries={entries} timeZone={timeZone} />
    </div>
  );
}

export default function InsightsWorkspace() {
  return <MemberArea pending={<InsightsPending />}>{(user) => <Insights userId={user.id} />}</MemberArea>;
}
