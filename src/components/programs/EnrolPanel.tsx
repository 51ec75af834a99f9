import { useStore } from '@nanostores/react';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { programWeekRoute } from '@/lib/programs-progress/routes';
import { $programPage, restartProgram, startProgram } from '@/stores/programs';

/**
 * Starting, resuming or restarting this program from a week page, including the choice to
 * pause another program first (one active program at a time).
 */
export function EnrolPanel() {
  const { program, enrolment, otherActive, busy, error } = useStore($programPage);
  if (!program) return null;
  const other = otherActive?.programs;
  const paused = enrolment?.status === 'paused';
  const completed = enrolment?.status === 'completed';
  const start = (pauseOther: boolean) => void (completed ? restartProgram({ pauseOther }) : startProgram({ pauseOther }));
  const verb = paused ? 'resume' : completed ? 'start again' : 'start';

  return (
    <div className="grid gap-3">
      {paused && (
        <p>
          You paused {program.title} in week {enrolment.current_week}. Your answers are kept.
        </p>
      )}
      {completed && <p>You finished {program.title}. You can go through it again from week 1 whenever you like.</p>}
      {!enrolment && <p>Start {program.title} to save your worksheets, daily checks and reflections as you go.</p>}
      {other && otherActive ? (
        <>
          <p>
            You are following <strong>{other.title}</strong> right now. Haven keeps to one program at a time, because each one is built
            around daily practice and two at once tends to halve both. You can pause {other.title}, keeping everything you have done there,
            and {verb} {program.title}. You can switch back later.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => start(true)} disabled={busy}>
              Pause {other.title} and {verb} this
            </Button>
            <a href={programWeekRoute(other.slug, otherActive.current_week)} className={buttonVariants({ variant: 'outline' })}>
              Keep going with {other.title}
            </a>
          </div>
        </>
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => start(false)} disabled={busy}>
            {paused ? 'Resume this program' : completed ? 'Start again from week 1' : 'Start this program'}
          </Button>
          {paused && (
            <Button variant="outline" onClick={() => void restartProgram()} disabled={busy}>
              Start again from week 1
            </Button>
          )}
        </div>
      )}
      {error && (
        <p role="alert" className="text-crisis font-semibold">
          {error}
        </p>
      )}
    </div>
  );
}
