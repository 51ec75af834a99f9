import { describe, expect, test } from 'vitest';
import { relatedArticles, timeToRead } from '@/lib/articles';
import { categoryLabel } from '@/lib/content-schemas';

const article = (id: string, category: string, related: string[] = []) => ({ id, slug: `slug-${id}`, category, related_articles: related });

describe('relatedArticles', () => {
  const all = [
    article('1', 'sleep', ['slug-4', 'slug-2']),
    article('2', 'sleep'),
    article('3', 'sleep'),
    article('4', 'grief'),
    article('5', 'sleep'),
    article('6', 'sleep'),
  ];

  test('uses the article’s own related slugs when it has some', () => {
    expect(relatedArticles(all[0]!, all).map((a) => a.id)).toEqual(['2', '4']);
  });

  test('otherwise picks the same category, never the article itself, three at most', () => {
    expect(relatedArticles(all[1]!, all).map((a) => a.id)).toEqual(['1', '3', '5']);
  });

  test('returns nothing when no other article shares the category', () => {
    expect(relatedArticles(all[3]!, all)).toEqual([]);
  });
});

describe('timeToRead', () => {
  test('counts about 200 words a minute, at least one minute', () => {
    expect(timeToRead('word '.repeat(1000))).toBe('5 min');
    expect(timeToRead('word '.repeat(1350))).toBe('7 min');
    expect(timeToRead('a few words')).toBe('1 min');
  });
});

describe('categoryLabel', () => {
  test('shows the display label, or an unknown category as it is', () => {
    expect(categoryLabel('insomnia')).toBe('Sleep Disorders');
    expect(categoryLabel('addiction')).toBe('Addiction & Substance Use');
    expect(categoryLabel('astrology')).toBe('astrology');
  });
});
