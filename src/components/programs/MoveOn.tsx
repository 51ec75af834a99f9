import { useStore } from '@nanostores/react';
import { Button } from '@/components/ui/button';
import { programWeekRoute } from '@/lib/programs-progress/routes';
import { findRow, itemKeys } from '@/lib/programs-progress/week-progress';
import { $programPage, moveToWeek } from '@/stores/programs';

/** At the end of the current week: move on to the next one (once the lesson is done), or finish. */
export function MoveOn({ slug, week, nextTitle }: { slug: string; week: number; nextTitle: string | undefined }) {
  const { progress, busy, error } = useStore($programPage);
  const lessonDone = Boolean(findRow(progress, week, 'lesson', itemKeys.lesson)?.completed_at);
  const last = week >= 6;
  const go = async () => {
    if (await moveToWeek(week + 1))
      window.location.assign(last ? `${programWeekRoute(slug, 6)}#finished` : programWeekRoute(slug, week + 1));
  };
  return (
    <section aria-labelledby="move-on" className="grid justify-items-start gap-3">
      <h2 id="move-on" className="text-2xl font-semibold">
        {last ? 'Finish the program' : 'Ready for next week?'}
      </h2>
      <p className="text-muted-foreground">
        {last
          ? 'When you have done this week’s practice, mark the program as finished. Everything you wrote stays in your account.'
          : `Most people spend about a week on each part. Move on when you feel ready${nextTitle ? `: next is “${nextTitle}”` : ''}.`}
      </p>
      {!lessonDone && <p>Mark the lesson as done first.</p>}
      <Button onClick={() => void go()} disabled={!lessonDone || busy}>
        {last ? 'Finish the program' : `Move on to week ${week + 1}`}
      </Button>
      {error && (
        <p role="alert" className="text-crisis font-semibold">
          {error}
        </p>
      )}
    </section>
  );
}
