import type { PartnerForReview } from '@/lib/queries/admin';

export interface LookupLink {
  label: string;
  href: string;
}

/** What each profession's licensing board is usually called, for a search. */
const boardTerms: Record<string, string> = {
  therapist: 'marriage and family therapist licensing board',
  psychiatrist: 'medical board physician',
  psychologist: 'board of psychology',
  counselor: 'professional counselor licensing board',
  social_worker: 'social work licensing board',
};

/** States whose boards share one public lookup covering every profession we list. */
const stateLookups: Record<string, LookupLink> = {
  CA: { label: 'Look up the license with the California Department of Consumer Affairs', href: 'https://search.dca.ca.gov/' },
};

/**
 * Where to check a partner's license by hand: the state's own lookup where one covers every
 * profession, otherwise a search for that state's licensing board; and the federal NPI registry
 * when the partner gave an NPI. Links only: the admin's browser opens them, Haven fetches nothing.
 */
export function licenseLookups(
  partner: Pick<PartnerForReview, 'license_states' | 'profession' | 'license_number' | 'npi'>,
  stateNames: Record<string, string>,
): LookupLink[] {
  const links = partner.license_states.map((code) => {
    const known = stateLookups[code];
    if (known) return known;
    const state = stateNames[code] ?? code;
    const query = `${state} ${boardTerms[partner.profession] ?? 'licensing board'} license lookup`;
    return { label: `Search the ${state} licensing board`, href: `https://duckduckgo.com/?q=${encodeURIComponent(query)}` };
  });
  if (partner.npi) {
    links.push({
      label: `Look up NPI ${partner.npi} in the national registry`,
      href: `https://npiregistry.cms.hhs.gov/provider-view/${partner.npi}`,
    });
  }
  return links;
}
