import { ChevronDown } from 'lucide-react';
import { useStore } from '@nanostores/react';
import type { User } from '@supabase/supabase-js';
import { useEffect } from 'react';
import { MemberArea } from '@/components/site/MemberArea';
import { isRemeasureWeek } from '@/lib/programs-progress/measure';
import { programWeekRoute } from '@/lib/programs-progress/routes';
import type { Measure, WeekOutline } from '@/lib/programs-progress/types';
import { weekProgress } from '@/lib/programs-progress/week-progress';
import { $programPage, loadProgramPage } from '@/stores/programs';
import { DailyCheck } from './DailyCheck';
import { LessonDone } from './LessonDone';
import { MoveOn } from './MoveOn';
import { Reflection } from './Reflection';
import { Remeasure } from './Remeasure';
import { SetupNotice } from './SetupNotice';
import { ToolCard } from './ToolCard';
import type { WeekTool } from '@/lib/programs-progress/types';

export interface WeekPracticeProps {
  slug: string;
  week: number;
  measure: Measure;
  tools: WeekTool[];
  /** Worksheets introduced in earlier weeks, still in use (a sleep diary runs all six weeks). */
  earlierTools: WeekTool[];
  dailyCheck: string;
  reflection: string[];
  outlines: WeekOutline[];
}

/** Below the lesson, for members: mark it done, the worksheets, the daily check, the reflection. */
export default function WeekPracticePanel(props: WeekPracticeProps) {
  return <MemberArea>{(user) => <Practice {...props} user={user} />}</MemberArea>;
}

const section = 'grid gap-4';

function Practice({
  slug,
  week,
  measure,
  tools,
  earlierTools,
  dailyCheck,
  reflection,
  outlines,
  user,
}: WeekPracticeProps & { user: User }) {
  const { status, program, enrolment, progress } = useStore($programPage);
  useEffect(() => void loadProgramPage(slug), [slug]);

  if (status !== 'ready' || !program) return null;
  if (!enrolment || enrolment.status === 'paused') {
    return (
      <p className="border-border bg-card rounded-xl border p-5">
        {enrolment ? 'This program is paused.' : 'You have not started this program yet.'}{' '}
        <a href="#your-program" className="font-semibold underline">
          {enrolment ? 'Resume it' : 'Start it'} at the top of this page
        </a>{' '}
        to save your worksheets, daily checks and reflections here.
      </p>
    );
  }
  const active = enrolment.status === 'active';
  if (active && week > enrolment.current_week) {
    return (
      <p className="border-border bg-card rounded-xl border p-5">
        Week {week} opens when you move on from week {enrolment.current_week}. Until then you can read the lesson above.{' '}
        <a href={programWeekRoute(slug, enrolment.current_week)} className="font-semibold underline">
          Go to week {enrolment.current_week}
        </a>
      </p>
    );
  }
  const current = active && week === enrolment.current_week;
  const outline = outlines.find((o) => o.week === week);
  const daysThisWeek = outline ? weekProgress(progress, outline).dailyChecks : 0;

  return (
    <div className="grid gap-10">
      <SetupNotice programId={program.id} user={user} />
      {enrolment.status === 'completed' && (
        <p id="finished" className="border-success bg-card rounded-xl border-2 p-5 font-semibold">
          You finished this program. Well done for sticking with it. Everything you wrote is still here to look back on.
        </p>
      )}
      <section aria-labelledby="lesson-done" className={section}>
        <h2 id="lesson-done" className="text-2xl font-semibold">
          Finished reading?
        </h2>
        <LessonDone week={week} />
      </section>
      <section aria-labelledby="practice" className={section}>
        <h2 id="practice" className="text-2xl font-semibold">
          This week&apos;s practice
        </h2>
        {tools.map((tool) => (
          <ToolCard key={tool.id} tool={tool} week={week} />
        ))}
      </section>
      {earlierTools.length > 0 && (
        <section aria-labelledby="earlier-tools" className={section}>
          <h2 id="earlier-tools" className="text-2xl font-semibold">
            Worksheets from earlier weeks
          </h2>
          <p className="text-muted-foreground">Keep using any that help. Entries you add here are saved with week {week}.</p>
          {earlierTools.map((tool) => (
            <details key={tool.id} className="group border-border rounded-xl border px-4">
              <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2 font-semibold">
                {tool.title} (from week {tool.week})
                <ChevronDown aria-hidden="true" className="size-5 shrink-0 transition-transform group-open:rotate-180" />
              </summary>
              <div className="pb-4">
                <ToolCard tool={tool} week={week} />
              </div>
            </details>
          ))}
        </section>
      )}
      {current && <DailyCheck question={dailyCheck} week={week} daysThisWeek={daysThisWeek} />}
      <Reflection questions={reflection} week={week} />
      {isRemeasureWeek(week) && <Remeasure slug={slug} measure={measure} week={week} enrolment={enrolment} />}
      {current && <MoveOn slug={slug} week={week} nextTitle={outlines.find((o) => o.week === week + 1)?.title} />}
    </div>
  );
}
