import type { Profession } from '@/lib/partners/profile-schema';
import type { OwnPartner } from '@/lib/partners/types';

/** The profile form's state: what the inputs hold (numbers as typed text). */
export interface ProfileFormState {
  profession: Profession | '';
  full_name: string;
  credentials: string;
  license_number: string;
  license_states: string[];
  npi: string;
  specialties: string[];
  approaches: string[];
  languages: string[];
  insurance: string[];
  fee_min: string;
  fee_max: string;
  sliding_scale: boolean;
  telehealth: boolean;
  in_person: boolean;
  city: string;
  state: string;
  accepting_clients: boolean;
  bio: string;
  photo_url: string | null;
}

export function emptyProfileForm(preset: { profession?: Profession | undefined; full_name?: string | undefined } = {}): ProfileFormState {
  return {
    profession: preset.profession ?? '',
    full_name: preset.full_name ?? '',
    credentials: '',
    license_number: '',
    license_states: [],
    npi: '',
    specialties: [],
    approaches: [],
    languages: ['English'],
    insurance: [],
    fee_min: '',
    fee_max: '',
    sliding_scale: false,
    telehealth: true,
    in_person: false,
    city: '',
    state: '',
    accepting_clients: true,
    bio: '',
    photo_url: null,
  };
}

export function formFromPartner(partner: OwnPartner): ProfileFormState {
  return {
    profession: partner.profession,
    full_name: partner.full_name,
    credentials: partner.credentials ?? '',
    license_number: partner.license_number,
    license_states: partner.license_states,
    npi: partner.npi ?? '',
    specialties: partner.specialties,
    approaches: partner.approaches,
    languages: partner.languages,
    insurance: partner.insurance,
    fee_min: partner.fee_min === null ? '' : String(partner.fee_min),
    fee_max: partner.fee_max === null ? '' : String(partner.fee_max),
    sliding_scale: partner.sliding_scale,
    telehealth: partner.telehealth,
    in_person: partner.in_person,
    city: partner.city ?? '',
    state: partner.state ?? '',
    accepting_clients: partner.accepting_clients,
    bio: partner.bio ?? '',
    photo_url: partner.photo_url,
  };
}

/** "" is no fee; "$1,200" and "1200" are 1200; anything else stays as NaN for the schema to explain. */
function dollars(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (cleaned === '') return null;
  return /^\d+$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** The form's values in the shape profileSchema validates. */
export function profileFromForm(form: ProfileFormState) {
  return {
    ...form,
    profession: form.profession || undefined,
    npi: form.npi.replace(/\s/g, '') || null,
    fee_min: dollars(form.fee_min),
    fee_max: dollars(form.fee_max),
    city: form.city.trim() || null,
    state: form.state || null,
  };
}

/** Fields whose change sends a verified profile back to pending (the database decides; this warns). */
export const licenceFields = ['profession', 'license_number', 'license_states', 'npi', 'credentials'] as const;

export function changesLicence(before: ProfileFormState, after: ProfileFormState): boolean {
  return licenceFields.some((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));
}
