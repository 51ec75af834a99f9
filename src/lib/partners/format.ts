import { product } from '@/config/haven';
import type { DirectoryCard } from '@/lib/partners/types';
import { professionLabel } from '@/lib/partners/vocabulary';

type Fees = Pick<DirectoryCard, 'fee_min' | 'fee_max' | 'sliding_scale'>;
type Sessions = Pick<DirectoryCard, 'telehealth' | 'in_person' | 'city' | 'state'>;

const dollars = (value: number) => `$${value.toLocaleString('en-US')}`;

/** "$90–$140 per session, sliding scale available", or what is known of it. */
export function feeText({ fee_min, fee_max, sliding_scale }: Fees): string {
  const sliding = sliding_scale ? 'sliding scale available' : '';
  let range = '';
  if (fee_min !== null && fee_max !== null && fee_min !== fee_max) range = `${dollars(fee_min)}–${dollars(fee_max)} per session`;
  else if (fee_min !== null || fee_max !== null) range = `${dollars((fee_min ?? fee_max)!)} per session`;
  if (range && sliding) return `${range}, ${sliding}`;
  if (range) return range;
  return sliding ? 'Sliding scale available' : 'Ask about fees';
}

/** "Oakland, CA" or null. */
export function placeText({ city, state }: Pick<DirectoryCard, 'city' | 'state'>): string | null {
  if (city && state) return `${city}, ${state}`;
  return city || state || null;
}

/** "Telehealth and in person in Oakland, CA". */
export function sessionsText(partner: Sessions): string {
  const place = placeText(partner);
  const inPerson = place ? `in person in ${place}` : 'in person';
  if (partner.telehealth && partner.in_person) return `Telehealth and ${inPerson}`;
  if (partner.in_person) return `In person in ${place ?? 'their office'}`;
  return 'Telehealth only';
}

/** "March 4, 2026" (UTC, so the build and the browser agree). */
export function dateText(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
}

/** Up to two initials for the avatar shown when there is no photo. */
export function initials(name: string): string {
  const words = name
    .replace(/^(dr|mr|mrs|ms|mx)\.?\s+/i, '')
    .split(/[\s-]+/)
    .filter(Boolean);
  const letters = words.length > 1 ? [words[0]![0], words.at(-1)![0]] : [words[0]?.[0]];
  return letters.join('').toUpperCase();
}

/** The bio cut at a word boundary to about `max` characters. */
export function excerpt(text: string | null, max = 180): string {
  if (!text) return '';
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : max).replace(/[,.;:]$/, '')}…`;
}

/** "PhD, Licensed Psychologist" if given, else the profession. */
export function credentialsText(partner: Pick<DirectoryCard, 'credentials' | 'profession'>): string {
  return partner.credentials ?? professionLabel(partner.profession);
}

/** Fits `text` into [min, max] characters: trims at a word, or pads with `filler` parts while it fits. */
function fit(parts: string[], filler: string[], min: number, max: number, separator = ' '): string {
  let text = parts.join(separator);
  for (const extra of filler) {
    if (text.length >= min) break;
    const longer = `${text}${separator}${extra}`;
    if (longer.length <= max) text = longer;
  }
  if (text.length > max) text = `${excerpt(text, max - 1)}`;
  return text;
}

/**
 * A profile page title of 30–60 characters: "Dr. Imani Achterberg, Psychologist in Oakland, CA — Haven",
 * dropping the place, then the profession, when the name is long. A sample's title says it is a
 * sample and never "verified": "Jonah Pellerin, sample profile — Haven".
 */
export function profileTitle(partner: Pick<DirectoryCard, 'full_name' | 'profession' | 'city' | 'state' | 'is_sample'>): string {
  const suffix = ` — ${product.name}`;
  if (partner.is_sample) {
    const sample = `${partner.full_name}, sample profile${suffix}`;
    if (sample.length >= 30 && sample.length <= 60) return sample;
    if (sample.length < 30) return `${partner.full_name}, a fictional sample profile${suffix}`;
    return `Sample profile: ${excerpt(partner.full_name, 60 - suffix.length - 'Sample profile: '.length - 1)}${suffix}`;
  }
  const place = placeText(partner);
  const role = professionLabel(partner.profession);
  const candidates = [
    place ? `${partner.full_name}, ${role} in ${place}` : `${partner.full_name}, ${role}`,
    `${partner.full_name}, ${role}`,
    `${partner.full_name}, verified ${role.toLowerCase()}`,
    partner.full_name,
  ];
  const fitting = candidates.find((c) => (c + suffix).length <= 60 && (c + suffix).length >= 30);
  if (fitting) return fitting + suffix;
  const short = `${partner.full_name}, verified ${role.toLowerCase()} on ${product.name}`;
  if (short.length >= 30 && short.length <= 60) return short;
  return `${excerpt(partner.full_name, 60 - suffix.length - 1)}${suffix}`;
}

/**
 * A meta description of 120–160 characters for a profile or contact page. A sample's says
 * nothing about a license being verified or messages reaching anyone.
 */
export function profileDescription(partner: DirectoryCard, lead: string): string {
  const specialties = partner.specialties.slice(0, 3).join(', ');
  const claims = partner.is_sample
    ? ['Nobody reads messages sent to a sample profile.']
    : [
        `License verified by ${product.name}.`,
        `Licensed in ${partner.license_states.join(', ')}.`,
        'Send a private message through Haven.',
      ];
  return fit(
    [lead],
    [
      specialties ? `Specialties: ${specialties}.` : '',
      `${sessionsText(partner)}.`,
      partner.accepting_clients ? 'Accepting new clients.' : '',
      ...claims,
    ].filter(Boolean),
    120,
    160,
  );
}

/** A contact page title of 30–60 characters: "Contact Dr. Imani Achterberg — Haven" ("… (sample) — Haven" for a sample). */
export function contactTitle(partner: Pick<DirectoryCard, 'full_name' | 'is_sample'>): string {
  const suffix = partner.is_sample ? ` (sample) — ${product.name}` : ` — ${product.name}`;
  const plain = `Contact ${partner.full_name}${suffix}`;
  if (plain.length >= 30 && plain.length <= 60) return plain;
  if (plain.length < 30) return `Send a private message to ${partner.full_name}${suffix}`;
  return `Contact ${excerpt(partner.full_name, 60 - suffix.length - 'Contact '.length - 1)}${suffix}`;
}

/** The label every sample listing carries in place of a seal: it is made up, and nothing was checked. */
export const sampleLabel = 'Sample profile — fictional, for demonstration';
