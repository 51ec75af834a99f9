import { useStore } from '@nanostores/react';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { routes } from '@/config/haven';
import { $ownShares } from '@/stores/partners';
import { ShareList } from './ShareList';

interface ContactConfirmationProps {
  partnerName: string;
  preferred: 'email' | 'phone';
  /** The request just sent, when the sender is signed in (its shares are listed). */
  requestId: string | null;
  /** Why some shares could not be attached, if that happened. */
  shareProblem: string | null;
  /** Sent to a fictional sample profile: say that nobody will read it. */
  sample?: boolean;
}

/** What the sender sees once the message is stored. Focus moves here so it is announced. */
export function ContactConfirmation({ partnerName, preferred, requestId, shareProblem, sample = false }: ContactConfirmationProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { shares } = useStore($ownShares);
  const mine = shares.filter((share) => share.request_id === requestId);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="sent-heading" className="border-border bg-card rounded-xl border p-6">
      <CheckCircle2 aria-hidden="true" className="text-success size-10" />
      <h2 id="sent-heading" ref={heading} tabIndex={-1} className="mt-3 text-2xl font-semibold">
        {sample ? 'Your test message was saved' : `Your message is on its way to ${partnerName}`}
      </h2>
      {sample ? (
        <p className="mt-3">
          {partnerName} is a sample profile: fictional, for demonstration. Nobody will read your message or reply to it. To reach a real
          professional, choose someone in the directory without the Sample label.
        </p>
      ) : (
        <p className="mt-3">
          {partnerName} will read it the next time they sign in to Haven and reply to you by {preferred}. Most professionals reply within a
          few working days; if you have not heard back in a week, it is fine to contact someone else too.
        </p>
      )}
      <p className="text-muted-foreground mt-3 text-sm">
        {sample
          ? 'Haven does not send your message, scores or mood by email. They stay in Haven.'
          : `Haven does not send your message, scores or mood by email. They stay in Haven, where only ${partnerName} and Haven's team can read them.`}
      </p>
      {shareProblem && (
        <p role="alert" className="mt-4 font-semibold">
          {shareProblem}
        </p>
      )}
      {mine.length > 0 && (
        <div className="mt-6">
          <h3 className="text-lg font-semibold">What you shared</h3>
          <div className="mt-3">
            <ShareList shares={mine} />
          </div>
        </div>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        <a className={buttonVariants({ variant: 'outline' })} href={routes.findPartners}>
          Back to the directory
        </a>
        <a className={buttonVariants({ variant: 'ghost' })} href={routes.getHelp}>
          Need help sooner?
        </a>
      </div>
    </section>
  );
}
