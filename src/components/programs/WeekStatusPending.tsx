import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import type { WeekOutline } from '@/lib/programs-progress/types';

export const statusPanelClass = 'border-border bg-card grid gap-4 rounded-xl border p-5';

/**
 * The week's status panel as the page's HTML draws it for a signed-in member, while the code and
 * their progress load: the shape of an enrolled member's panel (this week's line, its progress,
 * the six weeks, Pause), with what is not known yet left out. The lesson below starts where it
 * will stay (the panel pushed it down by 0.16 of the screen before, issue 25).
 */
export function WeekStatusPending({ week, outlines }: { week: number; outlines: WeekOutline[] }) {
  const outline = outlines.find((o) => o.week === week);
  return (
    <section aria-label="Your program" aria-busy="true" className={statusPanelClass}>
      <p role="status" className="text-lg font-semibold">
        Loading your progress...
      </p>
      {outline && (
        <div className="grid gap-1">
          <p>
            Week {week}: … of {2 + outline.toolKeys.length} done
          </p>
          <div className="bg-muted h-3 w-full rounded-full" />
        </div>
      )}
      <p className="inline-flex min-h-11 items-center gap-2 font-semibold">
        Your progress in all six weeks
        <ChevronDown aria-hidden="true" className="size-5" />
      </p>
      <div>
        <Button variant="outline" disabled>
          Pause this program
        </Button>
        <p className="text-muted-foreground mt-1 text-sm">Pausing keeps everything you have done. Resume whenever you are ready.</p>
      </div>
    </section>
  );
}

/**
 * Keeps at least the height of `reserve` (drawn invisibly in the same grid cell), so a panel that
 * turns out shorter than the one the HTML drew (a member not enrolled, or ahead of their week)
 * leaves space inside its card instead of pulling the lesson up.
 */
export function KeepHeight({ reserve, children }: { reserve: ReactNode; children: ReactNode }) {
  return (
    <div className="grid">
      <div aria-hidden="true" className="invisible col-start-1 row-start-1">
        {reserve}
      </div>
      <div className="col-start-1 row-start-1 grid">{children}</div>
    </div>
  );
}
