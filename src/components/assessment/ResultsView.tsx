import { buttonVariants } from '@/components/ui/button-variants';
import { routes } from '@/config/haven';
import { describeChange, instrumentTopic, professionalReferrals, scoreChange, severityLabel } from '@/lib/assessment/results';
import type { CompletionResult, EarlierScores } from '@/lib/assessment/types';
import { ProfessionalPanel } from './ProfessionalPanel';
import { useFocusOnChange } from './use-focus';
import type { AssessmentVariant } from './variants';

interface ResultsViewProps {
  variant: AssessmentVariant;
  result: CompletionResult;
  earlier: EarlierScores | null;
  attribution: string;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric' });

/**
 * The results (spec section 2, step 5): up to three programs, closest fit first, each with the
 * reason in plain words. The ranking score is not shown: it orders suggestions and is no measure
 * of how well a program will work, and "50% match" reads like a grade.
 */
export function ResultsView({ variant, result, earlier, attribution }: ResultsViewProps) {
  const headingRef = useFocusOnChange<HTMLHeadingElement>('results');
  const referrals = professionalReferrals(result.scores);
  const since = earlier ? dateFormat.format(new Date(earlier.completedAt)) : '';
  return (
    <section aria-labelledby="assessment-results" className="mx-auto max-w-3xl space-y-8">
      <div>
        <h2 id="assessment-results" ref={headingRef} tabIndex={-1} className="text-3xl font-semibold">
          {variant.resultsTitle}
        </h2>
        <p className="text-muted-foreground mt-3 text-lg">{variant.resultsIntro}</p>
      </div>
      {referrals.length > 0 && <ProfessionalPanel referrals={referrals} />}
      <section aria-labelledby="assessment-scores" className="border-border bg-card rounded-xl border p-5">
        <h3 id="assessment-scores" className="text-xl font-semibold">
          Your screening results
        </h3>
        <ul className="mt-3 space-y-3">
          {result.scores.map((score) => {
            const change = scoreChange(score, earlier);
            return (
              <li key={score.instrument}>
                <p>
                  <span className="font-semibold">
                    {instrumentTopic(score.instrument)} ({score.instrument}):
                  </span>{' '}
                  {score.total_score} out of {score.max_score}, {severityLabel(score.severity_level).toLowerCase()}
                </p>
                {change !== null && <p className="text-muted-foreground text-sm">{describeChange(change, since)}.</p>}
              </li>
            );
          })}
        </ul>
        <p className="text-muted-foreground mt-4 text-sm">
          This is a screening, not a diagnosis. Only a licensed professional can diagnose a condition. Lower numbers mean fewer symptoms.
        </p>
      </section>
      {result.recommendations.length > 0 && (
        <section aria-labelledby="assessment-programs">
          <h3 id="assessment-programs" className="text-xl font-semibold">
            Programs that could help
          </h3>
          <p className="text-muted-foreground mt-1">
            {result.recommendations.length === 1 ? 'Suggested from your answers.' : 'Suggested from your answers, the closest fit first.'}
          </p>
          <ul className="mt-4 grid gap-4">
            {result.recommendations.map((program) => (
              <li key={program.program_id} className="border-border bg-card relative rounded-xl border p-5" data-recommendation>
                <h4 className="font-serif text-lg font-semibold">
                  <a className="underline after:absolute after:inset-0" href={routes.program(program.slug)}>
                    {program.title}
                  </a>
                </h4>
                <p className="mt-2">{program.recommendation_reason}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="flex flex-wrap gap-3">
        <a href={routes.programs} className={buttonVariants({ size: 'lg' })}>
          Explore Programs
        </a>
        {variant.nextStep && (
          <a href={variant.nextStep.href} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
            {variant.nextStep.label}
          </a>
        )}
      </div>
      {attribution && <p className="text-muted-foreground text-xs">GAD-7 and PHQ-9: {attribution}</p>}
    </section>
  );
}
