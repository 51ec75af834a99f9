import { describe, expect, test } from 'vitest';
import { contactErrors, contactSchema, emptyContact, toContactRow } from '@/lib/partners/contact-schema';
import { directoryRowSchema } from '@/lib/partners/directory-schema';
import { emptyProfileForm, profileFromForm, changesLicence } from '@/lib/partners/profile-form';
import { fieldErrors, isValidNpi, profileSchema } from '@/lib/partners/profile-schema';

const validContact = {
  ...emptyContact,
  name: 'Sam',
  email: 'sam@example.com',
  message: 'I would like to talk about anxiety.',
  consent_to_share: true,
};

describe('contactSchema', () => {
  test('accepts a complete message and trims it', () => {
    const parsed = contactSchema.parse({ ...validContact, name: '  Sam ', message: '  I would like to talk about anxiety.  ' });
    expect(toContactRow('p1', parsed)).toEqual({
      partner_id: 'p1',
      name: 'Sam',
      email: 'sam@example.com',
      phone: null,
      preferred_contact: 'email',
      message: 'I would like to talk about anxiety.',
      consent_to_share: true,
    });
  });

  test('explains each problem in plain words', () => {
    const result = contactSchema.safeParse({ ...emptyContact, message: 'hi' });
    expect(result.success).toBe(false);
    expect(contactErrors(result.error!)).toEqual({
      name: 'Please enter your name, or the name you would like to be called.',
      message: 'Please write a little more (at least 10 characters) so they know how to help.',
      consent_to_share: 'Please tick this box so Haven can pass your message on.',
      email: 'Please give an email address or a phone number so they can reply.',
    });
  });

  test('the preferred way of contact must be given', () => {
    const phone = contactSchema.safeParse({ ...validContact, preferred_contact: 'phone' });
    expect(contactErrors(phone.error!)).toEqual({ phone: 'You chose phone: please enter your phone number.' });
    const email = contactSchema.safeParse({ ...validContact, email: '', phone: '(555) 123-4567' });
    expect(contactErrors(email.error!)).toEqual({ email: 'You chose email: please enter your email address.' });
    expect(contactSchema.safeParse({ ...validContact, email: '', phone: '(555) 123-4567', preferred_contact: 'phone' }).success).toBe(true);
  });

  test('checks the shape of emails and phone numbers', () => {
    expect(contactErrors(contactSchema.safeParse({ ...validContact, email: 'sam@example' }).error!)['email']).toContain('name@example.com');
    expect(contactErrors(contactSchema.safeParse({ ...validContact, phone: '12345' }).error!)['phone']).toContain('area code');
    expect(contactErrors(contactSchema.safeParse({ ...validContact, phone: 'call me maybe' }).error!)['phone']).toContain('area code');
    expect(contactSchema.safeParse({ ...validContact, phone: '+1 555 123 4567' }).success).toBe(true);
  });

  test('keeps messages within the database limits', () => {
    expect(contactSchema.safeParse({ ...validContact, message: 'x'.repeat(4001) }).success).toBe(false);
    expect(contactSchema.safeParse({ ...validContact, name: 'x'.repeat(121) }).success).toBe(false);
  });
});

const validProfile = {
  ...emptyProfileForm({ profession: 'psychologist', full_name: 'Dr. Ada Lane' }),
  credentials: 'PsyD',
  license_number: 'PSY 1234',
  license_states: ['CA'],
  specialties: ['anxiety'],
  bio: 'I help adults with worry and panic using CBT, online across California.',
};

describe('profileSchema', () => {
  test('turns the form into the row the database stores', () => {
    const profile = profileSchema.parse(
      profileFromForm({ ...validProfile, fee_min: '$1,200', fee_max: '1500', npi: '1234 567 893', specialties: ['Anxiety', 'anxiety'] }),
    );
    expect(profile).toMatchObject({
      fee_min: 1200,
      fee_max: 1500,
      npi: '1234567893',
      specialties: ['anxiety'],
      city: null,
      state: null,
      photo_url: null,
    });
  });

  test('says what is missing, field by field', () => {
    const result = profileSchema.safeParse(profileFromForm(emptyProfileForm()));
    expect(fieldErrors(result.error!)).toMatchObject({
      profession: 'Please choose your profession.',
      full_name: 'Please enter your name as it appears on your license.',
      license_number: 'Please enter your license number.',
      license_states: 'Please choose at least one state you are licensed in.',
      specialties: 'Please choose at least one specialty, so people can find you.',
      bio: 'Please write at least 40 characters about how you work.',
    });
  });

  test('fees are whole dollars, lowest first', () => {
    expect(fieldErrors(profileSchema.safeParse(profileFromForm({ ...validProfile, fee_min: 'ninety' })).error!)).toEqual({
      fee_min: 'Please enter the fee in whole dollars.',
    });
    expect(fieldErrors(profileSchema.safeParse(profileFromForm({ ...validProfile, fee_min: '200', fee_max: '100' })).error!)).toEqual({
      fee_max: 'The highest fee should be at least the lowest fee.',
    });
  });

  test('in-person sessions need an office; some way of meeting is needed', () => {
    expect(Object.keys(fieldErrors(profileSchema.safeParse(profileFromForm({ ...validProfile, in_person: true })).error!))).toEqual([
      'city',
      'state',
    ]);
    expect(fieldErrors(profileSchema.safeParse(profileFromForm({ ...validProfile, telehealth: false })).error!)).toEqual({
      telehealth: 'Please offer telehealth, in-person sessions or both.',
    });
  });

  test('a photo must be a small image data URL', () => {
    const photo = (photo_url: string) =>
      fieldErrors(profileSchema.safeParse(profileFromForm({ ...validProfile, photo_url })).error ?? { issues: [] });
    expect(photo('data:image/webp;base64,AAAA')).toEqual({});
    expect(photo('https://example.com/me.jpg')).toEqual({ photo_url: 'Please choose a PNG, JPEG or WebP picture.' });
    expect(photo(`data:image/png;base64,${'A'.repeat(210_000)}`)).toEqual({
      photo_url: 'That photo is too large. Please choose a smaller picture.',
    });
  });

  test('an NPI needs a valid check digit', () => {
    expect(isValidNpi('1234567893')).toBe(true);
    expect(isValidNpi('1234567890')).toBe(false);
    expect(isValidNpi('123456789')).toBe(false);
  });

  test('changing licence details is noticed, other edits are not', () => {
    expect(changesLicence(validProfile, { ...validProfile, bio: 'New words about how I work with people.' })).toBe(false);
    expect(changesLicence(validProfile, { ...validProfile, license_states: ['CA', 'NV'] })).toBe(true);
  });
});

describe('directoryRowSchema', () => {
  const row = {
    id: 'f0000000-0000-4000-8000-000000000001',
    profession: 'psychologist',
    full_name: 'Dr. Imani Achterberg',
    credentials: 'PhD',
    license_number: 'DEMO-PSY-10427',
    license_states: ['CA'],
    npi: null,
    specialties: ['anxiety'],
    approaches: [],
    languages: ['English'],
    insurance: [],
    fee_min: null,
    fee_max: null,
    sliding_scale: false,
    telehealth: true,
    in_person: false,
    city: null,
    state: null,
    accepting_clients: true,
    bio: null,
    photo_url: null,
  };

  test('a sample never carries a verification date onto a page, whatever the row says', () => {
    expect(directoryRowSchema.parse({ ...row, is_sample: true, verified_at: null })).toMatchObject({ is_sample: true, verified_at: null });
    expect(directoryRowSchema.parse({ ...row, is_sample: true, verified_at: '2026-03-04T12:00:00Z' })).toMatchObject({
      is_sample: true,
      verified_at: null,
    });
  });

  test('a real listing needs its verification date, and a row without is_sample is refused', () => {
    expect(directoryRowSchema.parse({ ...row, is_sample: false, verified_at: '2026-03-04T12:00:00Z' }).verified_at).toBe(
      '2026-03-04T12:00:00Z',
    );
    expect(directoryRowSchema.safeParse({ ...row, is_sample: false, verified_at: null }).success).toBe(false);
    expect(directoryRowSchema.safeParse({ ...row, verified_at: '2026-03-04T12:00:00Z' }).success).toBe(false);
  });
});
