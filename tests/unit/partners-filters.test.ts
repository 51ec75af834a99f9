import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  countFilters,
  defaultFilters,
  directoryHref,
  filtersToQuery,
  hasFilters,
  parseFilters,
  searchArguments,
  type DirectoryFilters,
} from '@/lib/partners/filters';
import { professionForPage, specialtiesFor } from '@/lib/partners/vocabulary';

describe('parseFilters', () => {
  test('reads the links the assessment and profession pages make', () => {
    expect(parseFilters('?profession=psychiatrist&state=CA&concern=depression')).toEqual({
      ...defaultFilters,
      profession: 'psychiatrist',
      state: 'CA',
      concern: 'depression',
    });
    expect(parseFilters('?concern=anxiety').concern).toBe('anxiety');
  });

  test('accepts friendly spellings', () => {
    expect(parseFilters('?profession=social-workers&state=tx&telehealth=1&specialty=Grief')).toMatchObject({
      profession: 'social_worker',
      state: 'TX',
      session: 'telehealth',
      concern: 'grief',
    });
    expect(parseFilters('?profession=Therapists').profession).toBe('therapist');
  });

  test('ignores what makes no sense instead of failing', () => {
    expect(parseFilters('?profession=wizard&state=California&session=car&fee=-5&page=zero&sort=best')).toEqual(defaultFilters);
    expect(parseFilters('?page=99999').page).toBe(1000);
  });

  test('reads every filter', () => {
    expect(parseFilters('?insurance=Aetna&language=Spanish&fee=150&sliding=1&accepting=true&sort=recent&page=3&session=in_person')).toEqual(
      {
        ...defaultFilters,
        insurance: 'Aetna',
        language: 'Spanish',
        maxFee: 150,
        slidingScale: true,
        accepting: true,
        sort: 'recent',
        page: 3,
        session: 'in_person',
      },
    );
  });
});

describe('filtersToQuery', () => {
  test('leaves defaults out', () => {
    expect(filtersToQuery(defaultFilters)).toBe('');
    expect(directoryHref({ profession: 'counselor' })).toBe('/find-partners?profession=counselor');
  });

  const filtersArbitrary: fc.Arbitrary<DirectoryFilters> = fc.record({
    profession: fc.constantFrom(undefined, 'therapist', 'psychiatrist', 'psychologist', 'counselor', 'social_worker' as const),
    state: fc.constantFrom(undefined, 'CA', 'NY', 'TX'),
    session: fc.constantFrom(undefined, 'telehealth' as const, 'in_person' as const),
    insurance: fc.constantFrom(undefined, 'Aetna', 'Blue Cross & Blue Shield'),
    concern: fc.constantFrom(undefined, 'anxiety', 'depression', 'life transitions'),
    language: fc.constantFrom(undefined, 'Spanish', 'Chinese (Mandarin)'),
    maxFee: fc.constantFrom(undefined, 75, 150),
    slidingScale: fc.constantFrom(undefined, true),
    accepting: fc.constantFrom(undefined, true),
    sort: fc.constantFrom('name' as const, 'recent' as const),
    page: fc.integer({ min: 1, max: 50 }),
  });

  test('a query string reads back as the same filters', () => {
    fc.assert(
      fc.property(filtersArbitrary, (filters) => {
        const defined = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined));
        const parsed = Object.fromEntries(Object.entries(parseFilters(filtersToQuery(filters))).filter(([, v]) => v !== undefined));
        expect(parsed).toEqual(defined);
      }),
    );
  });
});

describe('searchArguments', () => {
  test('a concern becomes the specialties that cover it', () => {
    expect(searchArguments(parseFilters('?concern=anxiety')).p_specialties).toEqual(expect.arrayContaining(['anxiety', 'panic', 'ocd']));
    expect(searchArguments(parseFilters('?concern=depression')).p_specialties).toEqual(['depression', 'low mood']);
    expect(searchArguments(parseFilters('?concern=eating disorders')).p_specialties).toEqual(['eating disorders']);
    expect(searchArguments(defaultFilters)).toMatchObject({ p_specialties: null, p_profession: null, p_sort: 'name' });
  });

  test('hasFilters ignores sort and page', () => {
    expect(hasFilters({ ...defaultFilters, sort: 'recent', page: 4 })).toBe(false);
    expect(hasFilters({ ...defaultFilters, accepting: true })).toBe(true);
  });

  test('countFilters counts each filter that narrows the list, not sort or page', () => {
    expect(countFilters(parseFilters('?sort=recent&page=3'))).toBe(0);
    expect(countFilters(parseFilters('?concern=anxiety&accepting=1'))).toBe(2);
    expect(
      countFilters(
        parseFilters(
          '?profession=therapist&state=VT&concern=grief&session=telehealth&insurance=Aetna&language=Spanish&fee=150&sliding=1&accepting=1',
        ),
      ),
    ).toBe(9);
  });

  test('specialtiesFor is empty for nothing', () => {
    expect(specialtiesFor('  ')).toEqual([]);
  });
});

describe('professionForPage', () => {
  test('maps each for-* page to its profession, and nothing else', () => {
    expect(professionForPage('for-psychiatrists')?.value).toBe('psychiatrist');
    expect(professionForPage('for-social-workers')?.value).toBe('social_worker');
    expect(professionForPage('for-therapists')?.value).toBe('therapist');
    expect(professionForPage('about')).toBeUndefined();
    expect(professionForPage('for-everyone')).toBeUndefined();
  });
});
