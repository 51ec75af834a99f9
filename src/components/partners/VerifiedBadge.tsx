import { BadgeCheck, FlaskConical } from 'lucide-react';
import { dateText, sampleLabel } from '@/lib/partners/format';
import type { Listing } from '@/lib/partners/types';

interface VerifiedBadgeProps {
  /** When Haven's team checked the license (ISO timestamp). */
  verifiedAt: string;
}

/** "Verified March 4, 2026": the license was checked against the state board on that date. */
export function VerifiedBadge({ verifiedAt }: VerifiedBadgeProps) {
  return (
    <span
      data-slot="verified-badge"
      className="border-success/50 text-success inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-sm font-semibold"
    >
      <BadgeCheck aria-hidden="true" className="size-4" />
      Verified <time dateTime={verifiedAt.slice(0, 10)}>{dateText(verifiedAt)}</time>
    </span>
  );
}

/** "Sample profile — fictional, for demonstration": shown on samples, which are never verified. */
export function SampleBadge() {
  return (
    <span
      data-slot="sample-badge"
      className="border-foreground/40 bg-muted text-foreground inline-flex items-center gap-1.5 rounded-full border border-dashed px-2.5 py-0.5 text-sm font-semibold"
    >
      <FlaskConical aria-hidden="true" className="size-4" />
      {sampleLabel}
    </span>
  );
}

interface ListingBadgeProps {
  listing: Listing;
}

/** The Sample label for a sample, the Verified seal with its date for anyone else: never both. */
export function ListingBadge({ listing }: ListingBadgeProps) {
  return listing.is_sample ? <SampleBadge /> : <VerifiedBadge verifiedAt={listing.verified_at} />;
}

interface AcceptingBadgeProps {
  accepting: boolean;
}

export function AcceptingBadge({ accepting }: AcceptingBadgeProps) {
  return (
    <span
      data-slot="accepting-badge"
      data-accepting={accepting}
      className="bg-secondary text-secondary-foreground data-[accepting=false]:bg-muted data-[accepting=false]:text-muted-foreground inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold"
    >
      {accepting ? 'Accepting new clients' : 'Not taking new clients right now'}
    </span>
  );
}
