import { routes } from '@/config/haven';
import { dateText } from '@/lib/partners/format';
import type { OwnPartner } from '@/lib/partners/types';
import { VerifiedBadge } from './VerifiedBadge';

interface VerificationStatusProps {
  partner: OwnPartner;
}

/** Where the profile stands: being checked, listed (with the date), not approved, or suspended. */
export function VerificationStatus({ partner }: VerificationStatusProps) {
  return (
    <section aria-labelledby="verification-heading" className="border-border bg-card rounded-xl border p-5" data-status={partner.status}>
      <h2 id="verification-heading" className="text-xl font-semibold">
        Verification
      </h2>
      {partner.status === 'verified' && partner.verified_at && (
        <>
          <p className="mt-3">
            <VerifiedBadge verifiedAt={partner.verified_at} />
          </p>
          <p className="mt-3">
            Your profile is listed in the directory.{' '}
            <a className="underline" href={routes.partner(partner.id)}>
              See your public profile
            </a>
            . Changes you save appear there after the next site update, usually within a few minutes.
          </p>
        </>
      )}
      {partner.status === 'pending' && (
        <p className="mt-3">
          <strong>Being checked.</strong> Haven is checking your license with your state board (sent {dateText(partner.updated_at)}). Your
          profile is not listed until this is done; we will update this page when it is.
        </p>
      )}
      {partner.status === 'rejected' && (
        <p className="mt-3">
          <strong>Not approved.</strong> {partner.rejection_reason ?? 'We could not confirm your license.'} Correct your license details
          below and save to ask for another check.
        </p>
      )}
      {partner.status === 'suspended' && (
        <p className="mt-3">
          <strong>Paused.</strong> Your listing is hidden from the directory for now. Please contact Haven's team if you think this is a
          mistake.
        </p>
      )}
    </section>
  );
}
