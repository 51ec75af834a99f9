/**
 * What a partner profile may hold, in words a professional can act on. One schema for the
 * onboarding function (which validates what it is sent) and the browser forms (which show the
 * same messages before anything is sent); the database's own checks stay the last word.
 * Imported by `src/lib/partners/profile-schema.ts`, so it stays free of Deno and browser APIs.
 * Written with zod/mini, which keeps the browser bundle small.
 */
import * as z from 'zod/mini';
import { professionValues } from './professions.ts';

/** The longest photo data URL accepted, in characters (the database refuses more). */
export const maxPhotoChars = 200 * 1024;
export const bioLength = { min: 40, max: 1500 } as const;

const text = (label: string, max: number) => z.string().check(z.trim(), z.maxLength(max, `${label} can be at most ${max} characters.`));

// Missing or mistyped values carry their own message too: zod/mini loads no locale, so without one
// the answer would be a bare 'Invalid input' on Deno (and only worded in a process that loaded full zod).
const required = (label: string, max: number, missing: string) =>
  z.string({ error: missing }).check(z.trim(), z.minLength(2, missing), z.maxLength(max, `${label} can be at most ${max} characters.`));

/** Empty, null or missing all become null. */
const orNull = <T extends z.core.SomeType>(schema: T) =>
  z.pipe(
    z.optional(z.nullable(schema)),
    z.transform((value: z.output<T> | null | undefined): z.output<T> | null => (value === undefined || value === '' ? null : value)),
  );

const list = (label: string, max: number, missing = `Please send ${label} as a list.`) =>
  z.pipe(
    z
      .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(60, `Each entry in ${label} can be at most 60 characters.`)), {
        error: missing,
      })
      .check(z.maxLength(max, `Please choose at most ${max} ${label}.`)),
    z.transform((values: string[]) => [...new Map(values.map((value) => [value.toLowerCase(), value])).values()]),
  );

const fee = orNull(
  z
    .number({ error: 'Please enter the fee in whole dollars.' })
    .check(
      z.refine(Number.isInteger, 'Please enter the fee in whole dollars.'),
      z.minimum(0, 'A fee cannot be negative.'),
      z.maximum(2000, 'Please enter a fee of $2,000 or less.'),
    ),
);

/** A US National Provider Identifier: 10 digits whose last is a Luhn check digit (prefix 80840). */
export function isValidNpi(npi: string): boolean {
  if (!/^\d{10}$/.test(npi)) return false;
  const digits = `80840${npi}`.split('').map(Number);
  let sum = 0;
  for (let i = digits.length - 1, double = false; i >= 0; i--, double = !double) {
    let digit = digits[i]!;
    if (double) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

export const profileSchema = z
  .object({
    profession: z.enum(professionValues, { error: 'Please choose your profession.' }),
    full_name: required('Your name', 120, 'Please enter your name as it appears on your license.'),
    credentials: required('Credentials', 120, 'Please enter your credentials, for example LCSW or PhD.'),
    license_number: required('License number', 60, 'Please enter your license number.'),
    license_states: z.pipe(
      z
        .array(z.string().check(z.regex(/^[A-Z]{2}$/, 'Please choose states from the list.')), {
          error: 'Please choose at least one state you are licensed in.',
        })
        .check(
          z.minLength(1, 'Please choose at least one state you are licensed in.'),
          z.maxLength(10, 'Please choose at most 10 states.'),
        ),
      z.transform((codes: string[]) => [...new Set(codes)]),
    ),
    npi: orNull(
      text('NPI', 10).check(z.refine(isValidNpi, 'An NPI is 10 digits with a valid check digit. Leave it empty if you do not have one.')),
    ),
    specialties: list('specialties', 25, 'Please choose at least one specialty, so people can find you.').check(
      z.refine((values) => values.length > 0, 'Please choose at least one specialty, so people can find you.'),
    ),
    approaches: z._default(list('approaches', 25), []),
    languages: list('languages', 15, 'Please add at least one language.').check(
      z.refine((values) => values.length > 0, 'Please add at least one language.'),
    ),
    insurance: z._default(list('insurance plans', 40), []),
    fee_min: fee,
    fee_max: fee,
    sliding_scale: z._default(z.boolean(), false),
    telehealth: z._default(z.boolean(), true),
    in_person: z._default(z.boolean(), false),
    city: orNull(text('City', 80)),
    state: orNull(z.string().check(z.regex(/^[A-Z]{2}$/, 'Please choose a state from the list.'))),
    accepting_clients: z._default(z.boolean(), true),
    bio: z
      .string({ error: `Please write at least ${bioLength.min} characters about how you work.` })
      .check(
        z.trim(),
        z.minLength(bioLength.min, `Please write at least ${bioLength.min} characters about how you work.`),
        z.maxLength(bioLength.max, `Your bio can be at most ${bioLength.max} characters.`),
      ),
    photo_url: orNull(
      z
        .string()
        .check(
          z.maxLength(maxPhotoChars, 'That photo is too large. Please choose a smaller picture.'),
          z.regex(/^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/, 'Please choose a PNG, JPEG or WebP picture.'),
        ),
    ),
  })
  .check(
    z.superRefine((profile, ctx) => {
      const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message, input: profile });
      if (!profile.telehealth && !profile.in_person) issue('telehealth', 'Please offer telehealth, in-person sessions or both.');
      if (profile.in_person && !profile.city) issue('city', 'Please enter the city of your office for in-person sessions.');
      if (profile.in_person && !profile.state) issue('state', 'Please choose the state of your office for in-person sessions.');
      if (profile.fee_min !== null && profile.fee_max !== null && profile.fee_min > profile.fee_max) {
        issue('fee_max', 'The highest fee should be at least the lowest fee.');
      }
    }),
  );

/** A profile as the database stores it (what the form produces and the function inserts). */
export type PartnerProfile = z.output<typeof profileSchema>;

/** Field name → first message, for showing errors next to their fields. */
export function fieldErrors(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  return errors;
}
