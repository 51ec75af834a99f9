import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { routes } from '@/config/haven';
import { retryStatus } from '@/lib/assessment/retry';
import { useFocusOnChange } from './use-focus';

interface ErrorPanelProps {
  retriesUsed: number;
  onRetry: () => void;
  /** Say that the answers are safe on this device (when saving failed). */
  answersKept?: boolean;
}

/**
 * The assessment error panel (spec sections 2 and 8): Try Again with the attempts left (3 in
 * total), then Refresh Page, plus Go Home.
 */
export function ErrorPanel({ retriesUsed, onRetry, answersKept = false }: ErrorPanelProps) {
  const headingRef = useFocusOnChange<HTMLHeadingElement>(retriesUsed);
  const status = retryStatus(retriesUsed);
  return (
    <section
      aria-labelledby="assessment-error"
      data-assessment-error
      className="border-border bg-card mx-auto max-w-xl rounded-2xl border p-8 text-center"
    >
      <h2 id="assessment-error" ref={headingRef} tabIndex={-1} className="text-2xl font-semibold">
        We&apos;re Having Some Technical Difficulties
      </h2>
      <p className="mt-3">
        Don&apos;t worry - your wellbeing journey is still important to us. We&apos;re working to get this sorted out quickly.
      </p>
      {answersKept && <p className="mt-3">Your answers are kept safely on this device, so you won&apos;t need to answer again.</p>}
      <p className="text-muted-foreground mt-3">
        If this problem continues, you can always reach out to our{' '}
        <a className="underline" href={routes.faq}>
          support team
        </a>
        .
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {status.canRetry ? (
          <Button onClick={onRetry}>{status.label}</Button>
        ) : (
          <Button onClick={() => window.location.reload()}>Refresh Page</Button>
        )}
        <a href={routes.home} className={buttonVariants({ variant: 'outline' })}>
          Go Home
        </a>
      </div>
    </section>
  );
}
