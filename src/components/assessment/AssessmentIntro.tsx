import { Clock, Lock, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { CrisisLines } from '@/components/ui/crisis-lines';
import { guideWelcome } from '@/lib/assessment/guide';
import { GuideNote } from './GuideNote';
import type { AssessmentVariant } from './variants';

const icons = [Clock, Sparkles, Lock];

interface AssessmentIntroProps {
  variant: AssessmentVariant;
  /** Begin Assessment, or Continue and Start Over when answers were kept; a disabled Begin while the code loads. */
  actions: ReactNode;
}

/**
 * The intro (spec section 2, step 2): what it is, how long it takes, and Begin Assessment. The page
 * paints it from its HTML with the button disabled (`AssessmentPending`), so the words are there
 * before the code; the live intro replaces it with the same words in the same place.
 */
export function AssessmentIntro({ variant, actions }: AssessmentIntroProps) {
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
      {actions}
      <p className="text-muted-foreground mt-6 text-sm">
        This is a screening, not a diagnosis. It uses two well-tested questionnaires, the GAD-7 and the PHQ-9.{' '}
        <CrisisLines variant="sentence" lead="If you need to talk to someone right now," />
      </p>
    </section>
  );
}

/** The intro as the page's HTML draws it, before the assessment's code and the member's answers are in. */
export function AssessmentPending({ variant }: { variant: AssessmentVariant }) {
  return (
    <AssessmentIntro
      variant={variant}
      actions={
        <Button size="lg" className="mt-8" disabled>
          Begin Assessment
        </Button>
      }
    />
  );
}
