import { ChevronDown } from 'lucide-react';
import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
import { MemberArea } from '@/components/site/MemberArea';
import { OfflineCopyNote } from '@/components/site/OfflineCopyNote';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { programWeekRoute } from '@/lib/programs-progress/routes';
import type { WeekOutline } from '@/lib/programs-progress/types';
import { weekProgress } from '@/lib/programs-progress/week-progress';
import { $programPage, loadProgramPage, pauseProgram } from '@/stores/programs';
import { EnrolPanel } from './EnrolPanel';
import { WeekProgressList } from './WeekProgressList';
import { KeepHeight, statusPanelClass, WeekStatusPending } from './WeekStatusPending';

export interface WeekStatusProps {
  slug: string;
  week: number;
  outlines: WeekOutline[];
}

/** The top of a week page for members: where they are in the program, this week's progress, pause. */
export default function WeekStatusPanel(props: WeekStatusProps) {
  const pending = <WeekStatusPending week={props.week} outlines={props.outlines} />;
  return (
    <MemberArea pending={pending}>
      {() => (
        <KeepHeight reserve={pending}>
          <Status {...props} pending={pending} />
        </KeepHeight>
      )}
    </MemberArea>
  );
}

function Status({ slug, week, outlines, pending }: WeekStatusProps & { pending: ReactNode }) {
  const { status, error, enrolment, progress, busy } = useStore($programPage);
  useEffect(() => void loadProgramPage(slug), [slug]);

  if (status === 'loading') return pending;
  if (status === 'error') {
    return (
      <div role="alert" className="grid justify-items-start gap-3">
        <p>{error}</p>
        <Button variant="outline" onClick={() => window.location.reload()}>
          Try Again
        </Button>
      </div>
    );
  }
  const panel = statusPanelClass;
  if (enrolment?.status !== 'active') {
    return (
      <section aria-label="Your program" className={panel}>
        <OfflineCopyNote />
        <EnrolPanel />
      </section>
    );
  }

  const outline = outlines.find((o) => o.week === week);
  const thisWeek = outline ? weekProgress(progress, outline) : null;
  return (
    <section aria-label="Your program" className={panel}>
      <OfflineCopyNote />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-lg font-semibold" data-testid="current-week">
          {enrolment.current_week === week
            ? `This is your current week: week ${week} of 6.`
            : `You are on week ${enrolment.current_week} of 6.`}
        </p>
        {enrolment.current_week !== week && (
          <a href={programWeekRoute(slug, enrolment.current_week)} className="inline-flex min-h-11 items-center font-semibold underline">
            Go to week {enrolment.current_week}
          </a>
        )}
      </div>
      {thisWeek && week <= enrolment.current_week && (
        <div className="grid gap-1">
          <p>
            Week {week}: {thisWeek.done} of {thisWeek.total} done
          </p>
          <Progress value={thisWeek.percent} label={`Week ${week}: ${thisWeek.done} of ${thisWeek.total} done`} />
        </div>
      )}
      <details className="group">
        <summary className="inline-flex min-h-11 cursor-pointer items-center gap-2 font-semibold">
          Your progress in all six weeks
          <ChevronDown aria-hidden="true" className="size-5 transition-transform group-open:rotate-180" />
        </summary>
        <div className="mt-3">
          <WeekProgressList slug={slug} outlines={outlines} progress={progress} currentWeek={enrolment.current_week} pageWeek={week} />
        </div>
      </details>
      <div>
        <Button variant="outline" onClick={() => void pauseProgram()} disabled={busy}>
          Pause this program
        </Button>
        <p className="text-muted-foreground mt-1 text-sm">Pausing keeps everything you have done. Resume whenever you are ready.</p>
      </div>
    </section>
  );
}
