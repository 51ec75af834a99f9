import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SampleBadge } from '@/components/partners/VerifiedBadge';
import type { PartnerDecision, PartnerForReview } from '@/lib/queries/admin';
import { formatDate } from '../messages';
import { licenseLookups } from './license-lookup';
import { ReasonDialog } from './ReasonDialog';

const professionLabels: Record<string, string> = {
  therapist: 'Therapist',
  psychiatrist: 'Psychiatrist',
  psychologist: 'Psychologist',
  counselor: 'Counselor',
  social_worker: 'Social worker',
};

interface PartnerCardProps {
  partner: PartnerForReview;
  stateNames: Record<string, string>;
  busy: boolean;
  onDecide: (partner: PartnerForReview, status: PartnerDecision, reason?: string) => void;
}

/**
 * One partner's license details for manual checking, with the decisions open to their status.
 * A sample gets its label and no decisions: it is fictional, and the database refuses to verify it.
 */
export function PartnerCard({ partner, stateNames, busy, onDecide }: PartnerCardProps) {
  const [asking, setAsking] = useState<'rejected' | 'suspended' | null>(null);
  const [confirmingVerify, setConfirmingVerify] = useState(false);
  const headingId = `partner-${partner.id}`;
  const states = partner.license_states.map((code) => stateNames[code] ?? code).join(', ');
  const canVerify = partner.status !== 'verified' && !partner.is_sample;
  return (
    <article aria-labelledby={headingId} className="border-border bg-card rounded-xl border p-5" data-partner-id={partner.id}>
      <h3 id={headingId} className="text-xl font-semibold">
        {partner.full_name}
        {partner.credentials ? `, ${partner.credentials}` : ''}
      </h3>
      {partner.is_sample && (
        <p className="mt-2">
          <SampleBadge />
        </p>
      )}
      <dl className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Profession</dt>
        <dd>{professionLabels[partner.profession] ?? partner.profession}</dd>
        <dt className="font-semibold">License number</dt>
        <dd className="font-mono">{partner.license_number}</dd>
        <dt className="font-semibold">Licensed in</dt>
        <dd>{states}</dd>
        {partner.npi && (
          <>
            <dt className="font-semibold">NPI</dt>
            <dd className="font-mono">{partner.npi}</dd>
          </>
        )}
        {partner.city && (
          <>
            <dt className="font-semibold">Practice</dt>
            <dd>{[partner.city, partner.state].filter(Boolean).join(', ')}</dd>
          </>
        )}
        <dt className="font-semibold">{partner.status === 'pending' ? 'Waiting since' : 'Last changed'}</dt>
        <dd>{formatDate(partner.updated_at)}</dd>
        {partner.rejection_reason && (
          <>
            <dt className="font-semibold">Reason given</dt>
            <dd>{partner.rejection_reason}</dd>
          </>
        )}
      </dl>
      {partner.is_sample ? (
        <p className="text-muted-foreground mt-4 text-sm">
          A fictional profile from HAVEN_SAMPLE_PARTNERS, with a made-up license number: there is nothing to check, and it cannot be
          verified. Turn HAVEN_SAMPLE_PARTNERS off to remove the samples.
        </p>
      ) : (
        <>
          <p className="text-muted-foreground mt-4 text-sm">
            Check the name, profession, license number and that the license is active on the state board. If no link below fits, search your
            state&apos;s licensing board.
          </p>
          <ul className="mt-2 grid gap-1">
            {licenseLookups(partner, stateNames).map((link) => (
              <li key={link.href}>
                <a href={link.href} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-11 items-center underline">
                  {link.label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        {canVerify && (
          <Button disabled={busy} onClick={() => setConfirmingVerify(true)} aria-label={`Verify ${partner.full_name}`}>
            {partner.status === 'pending' ? 'Verify' : 'Verify again'}
          </Button>
        )}
        {partner.status === 'pending' && (
          <Button variant="outline" disabled={busy} onClick={() => setAsking('rejected')} aria-label={`Reject ${partner.full_name}`}>
            Reject
          </Button>
        )}
        {partner.status === 'verified' && (
          <Button variant="outline" disabled={busy} onClick={() => setAsking('suspended')} aria-label={`Suspend ${partner.full_name}`}>
            Suspend
          </Button>
        )}
      </div>
      <Dialog
        open={confirmingVerify}
        onOpenChange={setConfirmingVerify}
        title={`Verify ${partner.full_name}?`}
        description="Their profile appears in the public directory within about a minute, with a Verified badge. Verify only after checking the license on the state board."
      >
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={() => setConfirmingVerify(false)}>
            Cancel
          </Button>
          <Button
            onClick={() => {
              setConfirmingVerify(false);
              onDecide(partner, 'verified');
            }}
          >
            Verify partner
          </Button>
        </div>
      </Dialog>
      <ReasonDialog
        open={asking !== null}
        title={asking === 'suspended' ? `Suspend ${partner.full_name}?` : `Reject ${partner.full_name}?`}
        description={
          asking === 'suspended'
            ? 'Their profile leaves the directory at once. They will see your reason on their dashboard.'
            : 'Their profile stays out of the directory. They will see your reason and can correct their details.'
        }
        confirm={asking === 'suspended' ? 'Suspend partner' : 'Reject partner'}
        onCancel={() => setAsking(null)}
        onConfirm={(reason) => {
          const status = asking;
          setAsking(null);
          if (status) onDecide(partner, status, reason);
        }}
      />
    </article>
  );
}
