import type { DirectoryCard, OwnPartner } from '@/lib/partners/types';
import { PartnerCard } from './PartnerCard';

interface ProfilePreviewProps {
  partner: OwnPartner;
}

/** "How your profile looks": the partner's own directory card, drawn from what they last saved. */
export function ProfilePreview({ partner }: ProfilePreviewProps) {
  const listed = partner.status === 'verified' && partner.verified_at !== null;
  // Unlisted, the card shows "Not listed yet" and never reads verified_at.
  const card: DirectoryCard = { ...partner, is_sample: false, verified_at: partner.verified_at ?? partner.updated_at };
  return (
    <figure className="grid gap-3">
      <figcaption className="grid gap-1">
        <span className="text-lg font-semibold">How your profile looks in the directory</span>
        <span className="text-muted-foreground">
          {listed
            ? 'People searching the directory see this card, with buttons to send you a message and to view your full profile.'
            : 'People will see this card, with buttons to message you and view your full profile, once Haven has verified your license.'}
        </span>
      </figcaption>
      <div className="max-w-xl">
        <PartnerCard partner={card} preview={{ listed }} />
      </div>
    </figure>
  );
}
