import { Progress } from '@/components/ui/progress';
import { programWeekRoute } from '@/lib/programs-progress/routes';
import type { ProgressRow, WeekOutline } from '@/lib/programs-progress/types';
import { weekProgress } from '@/lib/programs-progress/week-progress';

interface WeekProgressListProps {
  slug: string;
  outlines: readonly WeekOutline[];
  progress: readonly ProgressRow[];
  currentWeek: number;
  /** The week whose page this is. */
  pageWeek: number;
}

/** Progress in each of the six weeks: lesson, worksheets and reflection done. */
export function WeekProgressList({ slug, outlines, progress, currentWeek, pageWeek }: WeekProgressListProps) {
  return (
    <ol className="grid gap-3">
      {outlines.map((outline) => {
        const week = weekProgress(progress, outline);
        const label = `Week ${outline.week}: ${week.done} of ${week.total} done`;
        return (
          <li key={outline.week} data-week={outline.week} className="grid gap-1">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <a
                href={programWeekRoute(slug, outline.week)}
                aria-current={outline.week === pageWeek ? 'page' : undefined}
                className="inline-flex min-h-11 items-center font-semibold underline aria-[current=page]:no-underline"
              >
                Week {outline.week}: {outline.title}
              </a>
              <span className="text-muted-foreground text-sm">
                {outline.week === currentWeek ? 'Current week · ' : ''}
                {week.done} of {week.total} done
                {week.dailyChecks > 0 ? ` · ${week.dailyChecks} daily ${week.dailyChecks === 1 ? 'check' : 'checks'}` : ''}
              </span>
            </div>
            <Progress value={week.percent} label={label} />
          </li>
        );
      })}
    </ol>
  );
}
