import { describe, expect, test } from 'vitest';
import { scoreTrends, trendSentence } from '@/lib/insights/assessments';
import { topTags, topWords, words } from '@/lib/insights/themes';

describe('journal themes', () => {
  test('topTags counts each tag once per item, ignoring case and spaces', () => {
    expect(topTags([{ tags: ['Work', 'work '] }, { tags: ['work', 'sleep'] }, { tags: ['family'] }])).toEqual([
      { value: 'work', count: 2 },
      { value: 'family', count: 1 },
      { value: 'sleep', count: 1 },
    ]);
  });

  test('words keeps words of three letters or more and drops possessives', () => {
    expect(words("Mia's garden, my dog & I — it's calm")).toEqual(['mia', 'garden', 'dog', 'calm']);
  });

  test('topWords leaves out stop words and words found in only one entry', () => {
    const entries = [
      { title: 'Work again', body: 'I felt tired after work and the meeting.' },
      { title: null, body: 'The meeting at work went fine. I was tired tired tired.' },
      { body: 'A quiet walk in the garden.' },
    ];
    expect(topWords(entries)).toEqual([
      { value: 'meeting', count: 2 },
      { value: 'tired', count: 2 },
      { value: 'work', count: 2 },
    ]);
  });
});

describe('assessment trends', () => {
  const point = (instrument: string, total: number, severity: string, at: string, context = 'check_in') => ({
    instrument,
    total,
    severity,
    at,
    context,
  });

  test('groups scores per instrument, oldest first, with the latest change', () => {
    const trends = scoreTrends([
      point('PHQ-9', 8, 'mild', '2026-11-03T12:00:00Z'),
      point('GAD-7', 11, 'moderate', '2026-10-06T12:00:00Z', 'intake'),
      point('PHQ-9', 12, 'moderate', '2026-10-06T12:00:00Z', 'intake'),
    ]);
    expect(trends.map((t) => [t.instrument, t.points.length, t.change, t.max])).toEqual([
      ['GAD-7', 1, null, 21],
      ['PHQ-9', 2, -4, 27],
    ]);
    expect(trendSentence(trends[1]!)).toBe(
      'Your latest PHQ-9 score was 8 of 27 (mild) on Nov 3, 2026, 4 points lower than the one before (12 on Oct 6, 2026).',
    );
    expect(trendSentence(trends[0]!)).toBe(
      'Your latest GAD-7 score was 11 of 21 (moderate) on Oct 6, 2026. Take another check-in later to see how it changes.',
    );
  });

  test('says when a score went up or stayed the same', () => {
    const [up] = scoreTrends([point('GAD-7', 5, 'mild', '2026-10-01T12:00:00Z'), point('GAD-7', 6, 'mild', '2026-11-01T12:00:00Z')]);
    expect(trendSentence(up!)).toMatch(/1 point higher than the one before \(5 on Oct 1, 2026\)\.$/);
    const [same] = scoreTrends([point('GAD-7', 5, 'mild', '2026-10-01T12:00:00Z'), point('GAD-7', 5, 'mild', '2026-11-01T12:00:00Z')]);
    expect(trendSentence(same!)).toMatch(/the same as the one before \(Oct 1, 2026\)\.$/);
  });
});
