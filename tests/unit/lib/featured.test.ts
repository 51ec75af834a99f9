import { describe, expect, test } from 'vitest';
import { sampleFeatured, toFeatured } from '@/lib/featured';

const row = (overrides: Record<string, unknown> = {}) => ({
  id: 'a1',
  title: 'Sleep and worry',
  excerpt: 'A short read.',
  image_url: null,
  slug: 'sleep-and-worry',
  time_to_read: '6 min',
  category: 'sleep',
  ...overrides,
});

describe('toFeatured', () => {
  test('keeps valid rows in order, at most three', () => {
    const rows = [row({ id: '1', slug: 'a' }), row({ id: '2', slug: 'b' }), row({ id: '3', slug: 'c' }), row({ id: '4', slug: 'd' })];
    expect(toFeatured(rows).map((article) => article.id)).toEqual(['1', '2', '3']);
  });

  test('skips rows lacking an id, a title or a slug', () => {
    const rows = [row({ id: null }), row({ id: '2', title: '' }), row({ id: '3', slug: undefined }), row({ id: '4' })];
    expect(toFeatured(rows).map((article) => article.id)).toEqual(['4']);
  });

  test('lowercases the category and treats an unknown one as anxiety', () => {
    const [known, unknown] = toFeatured([row({ id: '1', category: 'SLEEP' }), row({ id: '2', category: 'astrology' })]);
    expect(known?.category).toBe('sleep');
    expect(unknown?.category).toBe('anxiety');
  });

  test('gives a missing read time the default of 5 min', () => {
    expect(toFeatured([row({ time_to_read: null })])[0]?.time_to_read).toBe('5 min');
  });

  test('falls back to the three built-in samples when nothing usable came back', () => {
    expect(toFeatured([])).toBe(sampleFeatured);
    expect(toFeatured(null)).toBe(sampleFeatured);
    expect(toFeatured([row({ id: '' })])).toBe(sampleFeatured);
    expect(sampleFeatured).toHaveLength(3);
  });
});
