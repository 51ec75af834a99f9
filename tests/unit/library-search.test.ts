import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { readArticles } from '../../server/seed/content-files.ts';
import { articleCategories } from '@/lib/content-schemas';
import { createLibrarySearch, searchTerms, type LibrarySearch } from '@/lib/library-search';
import { categoryDetails, groupCategories, topics } from '@/lib/library-topics';

describe('searchTerms (the build-time index)', () => {
  test('an article body gives its words with their counts, without links, markup or common words', () => {
    const terms = searchTerms("## Winding down\n\nThe body's clock [likes light](https://example.org/x) <em>early</em>. Winding, winding.");
    expect(terms).toBe('body clock down early light likes winding:3');
  });
});

describe('library search over the real articles', () => {
  let library: LibrarySearch;
  let slugs: string[];
  beforeAll(async () => {
    const articles = await readArticles(path.resolve('content/articles'));
    slugs = articles.map((article) => article.slug);
    library = createLibrarySearch(
      articles.map((article) => ({
        slug: article.slug,
        title: article.title,
        excerpt: article.excerpt,
        keywords: article.seo_keywords.join(', '),
      })),
      Object.fromEntries(articles.map((article) => [article.slug, searchTerms(article.content)])),
    );
  });

  test('"panic" finds every article about panic, the one titled for it first', () => {
    const found = library.search('panic');
    expect(found[0]).toBe('why-your-body-panics-when-youre-safe');
    expect(found).toEqual(expect.arrayContaining(['facing-fears-one-small-step-at-a-time', 'worry-time-for-an-overthinking-mind']));
  });

  test('words are stemmed: "panicking", "sleeping" and "worries" find panic, sleep and worry', () => {
    expect(library.search('panicking')[0]).toBe('why-your-body-panics-when-youre-safe');
    expect(library.search('sleeping').slice(0, 3)).toContain('a-gentle-wind-down-routine');
    expect(library.search('worries')).toContain('worry-time-for-an-overthinking-mind');
  });

  test('a word only in an article body finds it, a half-typed last word matches, and every word must match', () => {
    expect(library.search('adrenaline')).toContain('why-your-body-panics-when-youre-safe');
    expect(library.search('caff')[0]).toBe('light-caffeine-and-your-body-clock');
    expect(library.search('grief holidays')[0]).toBe('grief-on-anniversaries-and-holidays');
    expect(library.search('grief caffeine zebra')).toEqual([]);
  });

  test('an empty query, or one of common words only, lists everything in the page order', () => {
    expect(library.search('')).toEqual(slugs);
    expect(library.search('  the and ')).toEqual(slugs);
  });
});

describe('library topics', () => {
  test('every category of the spec has a topic and a description, and look-alike labels share a topic', () => {
    for (const category of Object.keys(articleCategories)) expect(categoryDetails[category as keyof typeof categoryDetails]).toBeDefined();
    expect(categoryDetails.sleep.topic).toBe(categoryDetails.insomnia.topic);
    expect(categoryDetails.stress.topic).toBe(categoryDetails['stress-management'].topic);
    expect(categoryDetails.trauma.topic).toBe(categoryDetails['trauma-recovery'].topic);
    expect(new Set(Object.values(categoryDetails).map((detail) => detail.description)).size).toBe(Object.keys(articleCategories).length);
  });

  test('groups keep the spec labels, follow the topic order, and leave unknown categories as they are', () => {
    const { groups, other } = groupCategories(['insomnia', 'sleep', 'anxiety', 'made-up']);
    expect(groups.map((group) => group.label)).toEqual([topics.worry, topics.sleep]);
    expect(groups[1]!.categories.map((category) => category.label)).toEqual(['Sleep', 'Sleep Disorders']);
    expect(other).toEqual(['made-up']);
  });
});
