import { useStore } from '@nanostores/react';
import { buttonVariants } from '@/components/ui/button-variants';
import { routes } from '@/config/haven';
import {
  instrumentFor,
  pickBaseline,
  pickRemeasure,
  scoreChange,
  takenAt,
  type RemeasureWeek,
  type ScoreRow,
} from '@/lib/programs-progress/measure';
import { checkInRoute } from '@/lib/programs-progress/routes';
import type { Enrolment, Measure } from '@/lib/programs-progress/types';
import { instrumentScores } from '@/stores/programs';

interface RemeasureProps {
  slug: string;
  measure: Measure;
  week: RemeasureWeek;
  enrolment: Enrolment;
}

const scoreText = (score: ScoreRow) => `${score.total_score} (${score.severity_level})`;
const day = (score: ScoreRow) => new Date(takenAt(score)).toLocaleDateString('en-US', { month: 'short', day: 'numeric' });

/** The week 3 and week 6 check-in: retake the questionnaire and compare with where you started. */
export function Remeasure({ slug, measure, week, enrolment }: RemeasureProps) {
  const instrument = instrumentFor(measure);
  const query = useStore(instrumentScores(instrument));
  const scores = query.data ?? null;
  const failed = Boolean(query.error) && !scores;

  const baseline = scores ? pickBaseline(scores, enrolment) : null;
  const latest = scores ? pickRemeasure(scores, enrolment, slug, week, baseline) : null;
  const change = baseline && latest ? scoreChange(baseline, latest.score) : null;

  return (
    <section
      aria-labelledby="remeasure"
      className="border-primary/40 bg-secondary text-secondary-foreground grid gap-3 rounded-xl border-2 p-5"
    >
      <h2 id="remeasure" className="text-2xl font-semibold">
        Week {week} check-in
      </h2>
      <p>
        Retake the {instrument} questionnaire (about 2 minutes) to see what has changed since you started. It is a measure to guide you, not
        a diagnosis.
      </p>
      <p>
        <a href={checkInRoute(slug, week)} className={buttonVariants()}>
          Take the week {week} check-in
        </a>
      </p>
      {failed && <p role="alert">Your earlier scores could not be loaded. Please refresh the page to try again.</p>}
      {scores && !baseline && (
        <p>You have no {instrument} score yet. Your first check-in becomes your starting point, and later ones are compared with it.</p>
      )}
      {baseline && !latest && (
        <p>
          Your starting point: {scoreText(baseline)}, {day(baseline)}.
        </p>
      )}
      {baseline && latest && change && (
        <div data-testid="score-comparison">
          <p>
            Starting point: <strong>{scoreText(baseline)}</strong>, {day(baseline)}.{' '}
            {latest.tagged ? `Week ${week} check-in` : 'Your latest check-in'}: <strong>{scoreText(latest.score)}</strong>,{' '}
            {day(latest.score)}.
          </p>
          <p className="mt-2">
            {change.direction === 'lower' &&
              `That is ${-change.difference} ${-change.difference === 1 ? 'point' : 'points'} lower. Lower scores mean fewer symptoms, so your practice may be paying off.`}
            {change.direction === 'same' &&
              'Your score has not changed. That is common partway through; keep going with the daily practice.'}
            {change.direction === 'higher' && (
              <>
                {`That is ${change.difference} ${change.difference === 1 ? 'point' : 'points'} higher. Hard weeks happen and you have not failed. If things feel heavier, please consider talking to a professional: `}
                <a href={routes.findPartners} className="underline">
                  find a therapist or counselor
                </a>
                .
              </>
            )}
          </p>
        </div>
      )}
    </section>
  );
}
