import type { Profession } from '@/lib/partners/vocabulary';

/**
 * Whether a listing is a real, verified professional or a fictional sample. Decided by the
 * database (`is_sample`, status 'sample'), which never gives a sample a verification date; every
 * page shows the Verified seal or the Sample label from this alone.
 */
export type Listing = { is_sample: false; verified_at: string } | { is_sample: true; verified_at: null };

/** The public columns of a directory row, whatever kind of listing it is. */
export interface DirectoryFields {
  id: string;
  profession: Profession;
  full_name: string;
  credentials: string | null;
  license_number: string;
  license_states: string[];
  npi: string | null;
  specialties: string[];
  approaches: string[];
  languages: string[];
  insurance: string[];
  fee_min: number | null;
  fee_max: number | null;
  sliding_scale: boolean;
  telehealth: boolean;
  in_person: boolean;
  city: string | null;
  state: string | null;
  accepting_clients: boolean;
  bio: string | null;
  photo_url: string | null;
}

/** A row of `partner_directory`: verified partners and samples (parsed at build time by directory-schema.ts). */
export type DirectoryRow = DirectoryFields & Listing;

/** What a directory card needs: no photo, licence number or NPI, which only the profile shows. */
export const cardColumns =
  'id, profession, full_name, credentials, license_states, specialties, languages, insurance, fee_min, fee_max, sliding_scale, telehealth, in_person, city, state, accepting_clients, bio, verified_at, is_sample';

export type DirectoryCard = Omit<DirectoryFields, 'photo_url' | 'license_number' | 'npi' | 'approaches'> & Listing;

/** A page of directory results. */
export interface DirectoryPage {
  rows: DirectoryCard[];
  total: number;
}

/** The signed-in partner's own row in `partners`. */
export interface OwnPartner extends DirectoryFields {
  user_id: string;
  /** 'sample' rows have no password, so nobody signs in to one. */
  status: 'pending' | 'verified' | 'rejected' | 'suspended' | 'sample';
  is_sample: boolean;
  verified_at: string | null;
  rejection_reason: string | null;
  created_at: string;
  updated_at: string;
}

export type RequestStatus = 'new' | 'replied' | 'closed';
export const requestStatuses: readonly RequestStatus[] = ['new', 'replied', 'closed'];

/** A contact request as its partner reads it. */
export interface ContactRequest {
  id: string;
  partner_id: string;
  sender_id: string | null;
  name: string;
  email: string | null;
  phone: string | null;
  preferred_contact: 'email' | 'phone';
  message: string;
  consent_to_share: boolean;
  status: RequestStatus;
  created_at: string;
}

export type ShareKind = 'assessment' | 'mood';

export interface ContactShare {
  id: string;
  request_id: string;
  sender_id: string;
  kind: ShareKind;
  data: Record<string, unknown>;
  revoked_at: string | null;
  created_at: string;
}
