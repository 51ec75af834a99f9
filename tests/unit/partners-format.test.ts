import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { contactTitle, excerpt, feeText, initials, profileDescription, profileTitle, sessionsText } from '@/lib/partners/format';
import type { DirectoryCard } from '@/lib/partners/types';

const partner: DirectoryCard = {
  id: 'f0000000-0000-4000-8000-000000000001',
  profession: 'psychologist',
  full_name: 'Dr. Imani Achterberg',
  credentials: 'PhD',
  license_states: ['CA', 'NY'],
  specialties: ['anxiety', 'panic', 'ocd'],
  languages: ['English'],
  insurance: ['Aetna'],
  fee_min: 150,
  fee_max: 220,
  sliding_scale: false,
  telehealth: true,
  in_person: true,
  city: 'Oakland',
  state: 'CA',
  accepting_clients: true,
  bio: 'Hello.',
  verified_at: '2026-03-04T12:00:00Z',
  is_sample: false,
};

const sample: DirectoryCard = { ...partner, id: 'f0000000-0000-4000-8000-000000000004', is_sample: true, verified_at: null };

describe('practical details', () => {
  test('fees', () => {
    expect(feeText(partner)).toBe('$150–$220 per session');
    expect(feeText({ fee_min: 90, fee_max: 90, sliding_scale: true })).toBe('$90 per session, sliding scale available');
    expect(feeText({ fee_min: null, fee_max: null, sliding_scale: true })).toBe('Sliding scale available');
    expect(feeText({ fee_min: null, fee_max: null, sliding_scale: false })).toBe('Ask about fees');
    expect(feeText({ fee_min: 1200, fee_max: null, sliding_scale: false })).toBe('$1,200 per session');
  });

  test('sessions', () => {
    expect(sessionsText(partner)).toBe('Telehealth and in person in Oakland, CA');
    expect(sessionsText({ ...partner, in_person: false })).toBe('Telehealth only');
    expect(sessionsText({ ...partner, telehealth: false })).toBe('In person in Oakland, CA');
  });

  test('initials skip titles', () => {
    expect(initials('Dr. Imani Achterberg')).toBe('IA');
    expect(initials('Tomás Ferreira-Whitlock')).toBe('TW');
    expect(initials('Cher')).toBe('C');
  });

  test('excerpts end at a word', () => {
    expect(excerpt('one two three four', 9)).toBe('one two…');
    expect(excerpt('short', 9)).toBe('short');
    expect(excerpt(null)).toBe('');
  });
});

describe('page titles and descriptions stay within the limits', () => {
  const name = fc.stringMatching(/^[A-Z][a-z]{0,30}( [A-Z][a-z'-]{0,30}){0,3}$/);
  const place = fc.option(fc.constantFrom('Oakland', 'San Luis Obispo', 'Truth or Consequences'));

  test('profile titles are 30–60 characters and end with the product name', () => {
    fc.assert(
      fc.property(
        name,
        place,
        fc.constantFrom('therapist', 'social_worker', 'psychiatrist' as const),
        fc.boolean(),
        (full_name, city, profession, is_sample) => {
          const title = profileTitle({ full_name, profession, city, state: city ? 'CA' : null, is_sample });
          expect(title.length).toBeGreaterThanOrEqual(30);
          expect(title.length).toBeLessThanOrEqual(60);
          expect(title).toContain('Haven');
          if (is_sample) {
            expect(title).toMatch(/sample/i);
            expect(title).not.toMatch(/verified/i);
          }
        },
      ),
    );
    expect(profileTitle(partner)).toBe('Dr. Imani Achterberg, Psychologist in Oakland, CA — Haven');
    expect(profileTitle(sample)).toBe('Dr. Imani Achterberg, sample profile — Haven');
  });

  test('contact titles are 30–60 characters', () => {
    fc.assert(
      fc.property(name, fc.boolean(), (full_name, is_sample) => {
        const title = contactTitle({ full_name, is_sample });
        expect(title.length).toBeGreaterThanOrEqual(30);
        expect(title.length).toBeLessThanOrEqual(60);
        if (is_sample) expect(title).toContain('(sample)');
      }),
    );
  });

  test('descriptions are 120–160 characters', () => {
    fc.assert(
      fc.property(name, fc.array(fc.constantFrom('grief', 'adhd', 'life transitions'), { maxLength: 4 }), (full_name, specialties) => {
        const text = profileDescription({ ...partner, full_name, specialties }, `${full_name}, psychologist in Haven's directory.`);
        expect(text.length).toBeGreaterThanOrEqual(120);
        expect(text.length).toBeLessThanOrEqual(160);
      }),
    );
  });

  test('a sample’s description never claims a verified license', () => {
    fc.assert(
      fc.property(name, fc.array(fc.constantFrom('grief', 'adhd', 'life transitions'), { maxLength: 4 }), (full_name, specialties) => {
        const lead = `A sample profile in Haven's directory: ${full_name} is fictional and shows what a psychologist's listing looks like.`;
        const text = profileDescription({ ...sample, full_name, specialties }, lead);
        expect(text.length).toBeGreaterThanOrEqual(120);
        expect(text.length).toBeLessThanOrEqual(160);
        expect(text).not.toMatch(/verified|checked/i);
      }),
    );
    // The same short lead needs the filler: a real listing's includes the verified license, a sample's does not.
    expect(profileDescription(partner, 'Imani.')).toContain('License verified by Haven.');
    expect(profileDescription(sample, 'Imani.')).toContain('Nobody reads messages sent to a sample profile.');
    expect(profileDescription(sample, 'Imani.')).not.toMatch(/verified/i);
  });
});
