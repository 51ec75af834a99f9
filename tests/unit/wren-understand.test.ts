import { describe, expect, test } from 'vitest';
import { sentimentOf } from '../../supabase/functions/_shared/companion/nlu.ts';
import { prepare, segments } from '../../supabase/functions/_shared/companion/understand/embed.ts';
import { predictMlp, sparseOf, terms, trainMlp, vocabulary } from '../../supabase/functions/_shared/companion/understand/mlp.ts';

describe('the word-and-pair vocabulary', () => {
  test('keeps terms seen often enough, most frequent first, and counts a negation as its own pair', () => {
    const texts = ['i am not going to hurt myself', 'i am going to hurt myself', 'i am going out', 'i am fine'];
    const vocab = vocabulary(texts, 2);
    expect(vocab.slice(0, 2).sort()).toEqual(['am', 'i']);
    expect(vocab).toContain('going to');
    expect(vocab).not.toContain('not going');
    expect(terms('not going')).toEqual(['not', 'going', 'not going']);
  });

  test('a word outside the vocabulary counts for nothing', () => {
    const index = new Map([
      ['hurt', 0],
      ['myself', 1],
    ]);
    expect(sparseOf('frowned', index)).toEqual([]);
    expect(sparseOf('hurt myself', index).sort()).toEqual([0, 1]);
  });
});

describe('trainMlp', () => {
  // XOR of two inputs: no linear model can learn it, one hidden layer can.
  const xs = [
    [0, 0],
    [0, 1],
    [1, 0],
    [1, 1],
  ].flatMap((p) => Array.from({ length: 10 }, () => ({ dense: p, sparse: [] })));
  const ys = xs.map((x) => (x.dense[0]! !== x.dense[1]! ? 1 : 0));

  test('learns a problem a linear classifier cannot', () => {
    const m = trainMlp(xs, ys, ['same', 'different'], 0, { hidden: 8, epochs: 300, learningRate: 0.02, l2: 0 });
    expect(predictMlp(m, { dense: [0, 1], sparse: [] })[1]).toBeGreaterThan(0.8);
    expect(predictMlp(m, { dense: [1, 1], sparse: [] })[1]).toBeLessThan(0.2);
  });

  test('is deterministic: the same data gives the same weights', () => {
    const a = trainMlp(xs, ys, ['same', 'different'], 0, { hidden: 4, epochs: 5 });
    const b = trainMlp(xs, ys, ['same', 'different'], 0, { hidden: 4, epochs: 5 });
    expect(Buffer.from(a.w1.buffer).equals(Buffer.from(b.w1.buffer))).toBe(true);
    expect(Buffer.from(a.w2.buffer).equals(Buffer.from(b.w2.buffer))).toBe(true);
  });
});

describe('segments', () => {
  test('a short message is read whole, normalised', () => {
    expect(segments("I'm fine, kms lol")).toEqual([prepare("I'm fine, kms lol")]);
    expect(prepare('kms')).toBe('kill myself');
  });

  test('a long message is read whole and sentence by sentence, so one risky clause stands alone', () => {
    const text =
      'Work was long and the kids had practice. Dinner was fine. I have been looking at how much the life insurance pays out. Anyway we have a game on Saturday.';
    const pieces = segments(text);
    expect(pieces[0]).toBe(prepare(text));
    expect(pieces).toContain('i have been looking at how much the life insurance pays out');
  });

  test('never more than eight pieces, however long the message', () => {
    const text = Array.from({ length: 60 }, (_, i) => `This is sentence number ${i} about my day.`).join(' ');
    const pieces = segments(text);
    expect(pieces).toHaveLength(8);
    expect(pieces[0]).toBe(prepare(text));
  });
});

describe('sentimentOf', () => {
  test('distress is negative, feeling better positive, and a negation flips a word', () => {
    expect(sentimentOf('I feel awful and hopeless')).toBeLessThan(0);
    expect(sentimentOf('I feel great today, really happy')).toBeGreaterThan(0);
    expect(sentimentOf('not happy')).toBeLessThan(0);
  });
});
