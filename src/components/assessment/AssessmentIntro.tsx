import { Clock, Lock, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CrisisLines } from '@/components/ui/crisis-lines';
import { guideWelcome } from '@/lib/assessment/guide';
import { beginAssessment } from '@/stores/assessment';
import { GuideNote } from './GuideNote';
import type { AssessmentVariant } from './variants';

const icons = [Clock, Sparkles, Lock];

interface AssessmentIntroProps {
  variant: AssessmentVariant;
  /** Answers an earlier visit left on this device; 0 when none. */
  draftAnswered: number;
}

/** The intro (spec section 2, step 2): what it is, how long it takes, and Begin Assessment. */
export function AssessmentIntro({ variant, draftAnswered }: AssessmentIntroProps) {
  return (
    <section aria-labelledby="assessment-intro" className="border-border bg-card mx-auto max-w-3xl rounded-2xl border p-6 md:p-8">
      <h2 id="assessment-intro" className="text-2xl font-semibold">
        {variant.introTitle}
      </h2>
      <div className="mt-4">
        <GuideNote text={guideWelcome(variant.contextType)} />
      </div>
      <p className="text-muted-foreground mt-4 text-lg">{variant.introText}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-3">
        {variant.highlights.map((item, i) => {
          const Icon = icons[i] ?? Sparkles;
          return (
            <li key={item.title} className="bg-muted rounded-xl p-4">
              <Icon aria-hidden="true" className="text-primary size-6" />
              <p className="mt-2 font-semibold">{item.title}</p>
              <p className="text-muted-foreground mt-1 text-sm">{item.text}</p>
            </li>
          );
        })}
      </ul>
      {draftAnswered > 0 ? (
        <div className="mt-8">
          <p>
            You have {draftAnswered} {draftAnswered === 1 ? 'answer' : 'answers'} kept on this device from last time. You can pick up where
            you left off.
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button size="lg" onClick={() => void beginAssessment()}>
              Continue Assessment
            </Button>
            <Button size="lg" variant="outline" onClick={() => void beginAssessment({ fresh: true })}>
              Start Over
            </Button>
          </div>
        </div>
      ) : (
        <Button size="lg" className="mt-8" onClick={() => void beginAssessment()}>
          Begin Assessment
        </Button>
      )}
      <p className="text-muted-foreground mt-6 text-sm">
        This is a screening, not a diagnosis. It uses two well-tested questionnaires, the GAD-7 and the PHQ-9.{' '}
        <CrisisLines variant="sentence" lead="If you need to talk to someone right now," />
      </p>
    </section>
  );
}
