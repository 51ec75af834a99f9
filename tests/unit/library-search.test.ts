import { describe, expect, test } from 'vitest';
import { matchesQuery, searchWords } from '@/lib/library-search';

describe('library search', () => {
  test('an article body gives its distinct words, without links, markup or common words', () => {
    const words = searchWords("## Winding down\n\nThe body's clock [likes light](https://example.org/x) <em>early</em>. Winding, winding.");
    expect(words).toEqual(['body', 'clock', 'down', 'early', 'light', 'likes', 'winding']);
  });

  test('every word of the query must appear, and a word may start a longer one', () => {
    const text = 'sleep diary winding insomnia';
    expect(matchesQuery(text, 'Sleep  wind')).toBe(true);
    expect(matchesQuery(text, 'sleep panic')).toBe(false);
    expect(matchesQuery(text, '')).toBe(true);
  });
});
