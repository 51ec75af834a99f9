import { buttonVariants } from '@/components/ui/button-variants';
import { routes } from '@/config/haven';
import { credentialsText, excerpt, feeText, sessionsText } from '@/lib/partners/format';
import type { DirectoryCard } from '@/lib/partners/types';
import { professionLabel, specialtyLabel } from '@/lib/partners/vocabulary';
import { PartnerAvatar } from './PartnerAvatar';
import { AcceptingBadge, ListingBadge } from './VerifiedBadge';

interface PartnerCardProps {
  partner: DirectoryCard;
  /**
   * The partner's own preview on their dashboard: the name is not a link, the actions are left
   * out, and a profile not listed yet says so instead of showing the Verified seal.
   */
  preview?: { listed: boolean };
}

function listText(values: string[], shown: number, none: string) {
  if (values.length === 0) return none;
  const rest = values.length - shown;
  return `${values.slice(0, shown).join(', ')}${rest > 0 ? ` and ${rest} more` : ''}`;
}

/** One professional in the directory: who they are, what they help with, cost and how to reach them. */
export function PartnerCard({ partner, preview }: PartnerCardProps) {
  const headingId = `partner-${partner.id}`;
  const facts: [string, string][] = [
    ['Sessions', sessionsText(partner)],
    ['Licensed in', partner.license_states.join(', ')],
    ['Fees', feeText(partner)],
    ['Insurance', listText(partner.insurance, 3, 'Self-pay only')],
    ['Languages', listText(partner.languages, 3, 'English')],
  ];
  return (
    <article data-slot="partner-card" aria-labelledby={headingId} className="border-border bg-card rounded-xl border p-5 md:p-6">
      <div className="flex gap-4">
        <PartnerAvatar name={partner.full_name} />
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="text-xl font-semibold">
            {preview ? (
              partner.full_name
            ) : (
              <a href={routes.partner(partner.id)} className="-my-2.5 inline-flex min-h-11 items-center hover:underline">
                {partner.full_name}
              </a>
            )}
          </h3>
          <p className="text-muted-foreground">
            {professionLabel(partner.profession)}
            {partner.credentials ? ` · ${credentialsText(partner)}` : ''}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            {preview && !preview.listed ? (
              <span className="border-foreground/40 text-muted-foreground inline-flex items-center rounded-full border border-dashed px-2.5 py-0.5 text-sm font-semibold">
                Not listed yet
              </span>
            ) : (
              <ListingBadge listing={partner} />
            )}
            <AcceptingBadge accepting={partner.accepting_clients} />
          </div>
        </div>
      </div>
      {partner.bio && <p className="mt-4">{excerpt(partner.bio)}</p>}
      {partner.specialties.length > 0 && (
        <ul aria-label="Specialties" className="mt-3 flex flex-wrap gap-1.5">
          {partner.specialties.slice(0, 6).map((specialty) => (
            <li key={specialty} className="bg-muted rounded-md px-2 py-0.5 text-sm">
              {specialtyLabel(specialty)}
            </li>
          ))}
        </ul>
      )}
      <dl className="mt-4 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {facts.map(([term, value]) => (
          <div key={term} className="flex gap-1.5">
            <dt className="font-semibold">{term}:</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {!preview && (
        <div className="mt-5 flex flex-wrap gap-3">
          <a href={routes.contactPartner(partner.id)} className={buttonVariants()}>
            Send a message <span className="sr-only">to {partner.full_name}</span>
          </a>
          <a href={routes.partner(partner.id)} className={buttonVariants({ variant: 'outline' })}>
            View profile <span className="sr-only">of {partner.full_name}</span>
          </a>
        </div>
      )}
    </article>
  );
}
