import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { TodayCheckIns } from '@/components/mood/TodayCheckIns';
import { MemberArea } from '@/components/site/MemberArea';
import { OfflineCopyNote } from '@/components/site/OfflineCopyNote';
import { suggestions } from '@/lib/insights/suggestions';
import type { MoodLog } from '@/lib/queries/mood';
import { $recentMoods, syncPending } from '@/stores/mood';
import { whenSignInRenewed } from '@/stores/session';
import { $settings } from '@/stores/settings';
import { MoodChart } from './MoodChart';
import { ProgramSummary } from './ProgramSummary';
import { ScoreSummary } from './ScoreSummary';
import { SuggestionList } from './SuggestionList';
import { useDashboardData } from './use-dashboard-data';

const none: MoodLog[] = [];

function Dashboard({ userId }: { userId: string }) {
  const recent = useStore($recentMoods);
  const moods = recent.data ?? none;
  const moodsState = recent.data ? 'ready' : recent.error ? 'error' : 'loading';
  const timeZone = useStore($settings).preferences.timezone;
  const data = useDashboardData();

  useEffect(() => {
    // Check-ins kept on this device from an earlier visit are sent first; the lists then refresh.
    void syncPending(userId);
    const online = () => void syncPending(userId);
    window.addEventListener('online', online);
    const stopRenewed = whenSignInRenewed(online);
    return () => {
      window.removeEventListener('online', online);
      stopRenewed();
    };
  }, [userId]);

  const ideas =
    moodsState === 'loading' || data.state === 'loading'
      ? []
      : suggestions({
          moods,
          timeZone,
          now: new Date(),
          hasActiveProgram: data.enrolment !== null,
          lastAssessmentAt: data.scores.at(-1)?.at ?? null,
        });

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <OfflineCopyNote className="lg:col-span-2" detail="New check-ins are kept here and sent when Haven can be reached." />
      <div className="grid content-start gap-6">
        {moodsState === 'error' && (
          <p role="alert" className="border-border bg-card rounded-xl border p-4">
            Your check-ins could not be loaded right now. New check-ins are still kept on this device.
          </p>
        )}
        <TodayCheckIns userId={userId} />
        <MoodChart />
      </div>
      <div className="grid content-start gap-6">
        {moodsState !== 'loading' && data.state !== 'loading' && <SuggestionList suggestions={ideas} />}
        {data.state === 'error' && (
          <p role="alert" className="border-border bg-card rounded-xl border p-4">
            Your program and scores could not be loaded right now. Try refreshing the page.
          </p>
        )}
        {data.state === 'ready' && <ProgramSummary enrolment={data.enrolment} />}
        {data.state === 'ready' && <ScoreSummary scores={data.scores} />}
      </div>
    </div>
  );
}

export default function DashboardWorkspace() {
  return <MemberArea>{(user) => <Dashboard userId={user.id} />}</MemberArea>;
}
