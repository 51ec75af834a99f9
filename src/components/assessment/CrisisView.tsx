import { Button } from '@/components/ui/button';
import { CrisisCard } from '@/components/ui/crisis-card';
import { routes } from '@/config/haven';
import { submitAssessment } from '@/stores/assessment';
import { useFocusOnChange } from './use-focus';

interface CrisisViewProps {
  saving: boolean;
  /** Saving failed; the answers are kept on this device. */
  unsaved: boolean;
}

/**
 * The crisis screen (spec section 2, step 6): support first and nothing else competing with it.
 * No scores or program suggestions are shown (spec section 4).
 */
export function CrisisView({ saving, unsaved }: CrisisViewProps) {
  const ref = useFocusOnChange<HTMLDivElement>('crisis');
  return (
    <div ref={ref} tabIndex={-1} data-assessment-crisis className="mx-auto max-w-3xl space-y-6 focus:outline-none">
      <CrisisCard title="Immediate Support Available">
        <p className="mt-2 text-lg">
          Some of your answers tell us you may be going through something really painful right now. You deserve support, and you don&apos;t
          have to face this alone.
        </p>
        <p className="mt-2">Please reach out to one of these free services. Trained counselors are ready to listen, any time.</p>
      </CrisisCard>
      <section aria-labelledby="crisis-next-steps" className="border-border bg-card rounded-xl border p-5">
        <h2 id="crisis-next-steps" className="text-xl font-semibold">
          Other things that can help
        </h2>
        <ul className="mt-3 space-y-3">
          <li>
            <a className="font-semibold underline" href={routes.safetyPlan}>
              Build your safety plan
            </a>
            : a short list of your warning signs, things that help, and people you can turn to. It stays on this device.
          </li>
          <li>
            <a className="font-semibold underline" href={`${routes.findPartners}?concern=depression`}>
              Find a professional
            </a>
            : licensed therapists and counselors, in person or online.
          </li>
          <li>
            <a className="inline-flex min-h-11 items-center font-semibold underline" href={routes.getHelp}>
              See all the ways to get help now
            </a>
          </li>
        </ul>
      </section>
      <div role="status" className="text-muted-foreground">
        {saving && <p>Saving your answers privately…</p>}
        {!saving && !unsaved && (
          <p>
            Your answers are saved privately in your account. We are not showing scores or program suggestions right now: getting support
            comes first. Programs will still be here whenever you are ready.
          </p>
        )}
        {!saving && unsaved && <p>We couldn&apos;t save your answers just now. They are kept on this device, so nothing is lost.</p>}
      </div>
      {!saving && unsaved && (
        <Button variant="outline" onClick={() => void submitAssessment()}>
          Try saving again
        </Button>
      )}
    </div>
  );
}
