import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import {
  BANK,
  BANK_AGREES,
  BANK_CLEAR,
  BANK_CLEAR_MARGIN,
  BANK_MARGIN,
  BANK_SURE,
  GOOD_NEWS_SURE,
  bankSituation,
  situationOf,
} from '../../supabase/functions/_shared/companion/situations.ts';
import { screenOutput } from '../../supabase/functions/_shared/safety/output.ts';
import { screenText } from '../../supabase/functions/_shared/safety/screen.ts';

/** The ways each situation may be told: training data, kept apart from what the function loads. */
const { examples } = JSON.parse(readFileSync('training/wren/situation-examples.json', 'utf8')) as {
  examples: Record<string, string[]>;
};

describe('the situation bank', () => {
  test('every situation has an id of its own, six examples, a line and one question', () => {
    expect(new Set(BANK.map((s) => s.id)).size).toBe(BANK.length);
    expect(Object.keys(examples).sort()).toEqual(BANK.map((s) => s.id).sort());
    for (const s of BANK) {
      expect(examples[s.id], s.id).toHaveLength(6);
      expect(s.question.trim().endsWith('?'), s.id).toBe(true);
      expect(s.line.split(/\s+/).length, s.id).toBeLessThanOrEqual(45);
    }
  });

  test('every line and question Wren may say passes the output screen', () => {
    for (const s of BANK) {
      expect(screenOutput(s.line).ok, `${s.id}: ${s.line}`).toBe(true);
      expect(screenOutput(s.question).ok, `${s.id}: ${s.question}`).toBe(true);
    }
  });

  test('no example carries risk: the bank is for ordinary hard things only', () => {
    for (const s of BANK) for (const e of examples[s.id]!) expect(screenText(e).level, `${s.id}: ${e}`).not.toBe('crisis');
  });
});

describe('when the closest example counts as the same situation', () => {
  const id = BANK[0]!.id;
  const topic = BANK[0]!.topic;
  test('sure and clear of the next situation', () => {
    expect(bankSituation({ id, score: BANK_SURE, margin: BANK_MARGIN })?.id).toBe(id);
    expect(bankSituation({ id, score: BANK_SURE, margin: BANK_MARGIN - 0.01 })).toBeUndefined();
  });

  test('a little less sure only when the classifier names the same topic', () => {
    expect(bankSituation({ id, score: BANK_AGREES, margin: 0.1 }, topic)?.id).toBe(id);
    expect(bankSituation({ id, score: BANK_AGREES, margin: 0.1 }, topic === 'work' ? 'family' : 'work')).toBeUndefined();
    expect(bankSituation({ id, score: BANK_AGREES - 0.01, margin: BANK_CLEAR_MARGIN - 0.01 }, topic)).toBeUndefined();
  });

  test('less sure still when it is far clearer than any other situation and the topic agrees', () => {
    expect(bankSituation({ id, score: BANK_CLEAR, margin: BANK_CLEAR_MARGIN }, topic)?.id).toBe(id);
    expect(bankSituation({ id, score: BANK_CLEAR, margin: BANK_CLEAR_MARGIN - 0.01 }, topic)).toBeUndefined();
    expect(bankSituation({ id, score: BANK_CLEAR - 0.01, margin: 0.3 }, topic)).toBeUndefined();
    expect(bankSituation({ id, score: BANK_CLEAR, margin: 0.3 }, topic === 'work' ? 'family' : 'work')).toBeUndefined();
  });

  test('good news read near-certainly needs no lead over the next situation; anything else does', () => {
    const good = BANK.find((s) => s.topic === 'good_news')!.id;
    expect(bankSituation({ id: good, score: GOOD_NEWS_SURE, margin: 0 }, 'good_news')?.id).toBe(good);
    expect(bankSituation({ id: good, score: GOOD_NEWS_SURE - 0.01, margin: 0 }, 'good_news')).toBeUndefined();
    expect(bankSituation({ id, score: 0.99, margin: BANK_MARGIN - 0.01 }, topic)).toBeUndefined();
  });

  test('good news is never met with a hard situation, however close', () => {
    expect(situationOf('I GOT THE JOB!!!', { nearest: { id, score: 0.99, margin: 0.5 }, intent: 'good_news' })).toBeUndefined();
  });

  test('a pattern Wren knows comes before the bank', () => {
    expect(situationOf('my boss yelled at me in front of everyone', { nearest: { id, score: 0.99, margin: 0.5 } })?.key).toMatch(/^sit:/);
  });
});
