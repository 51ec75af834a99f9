import { readFile } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';
import { INTENT_LABELS, RISK_LABELS } from '../../supabase/functions/_shared/companion/understand/labels.ts';
import { corpusHash, loadCorpus } from '../../scripts/wren/corpus.ts';

const model = JSON.parse(
  await readFile(new URL('../../supabase/functions/_shared/companion/understand/model.json', import.meta.url), 'utf8'),
) as { corpus: string; examples: number; risk: { labels: string[] }[]; intent: { labels: string[] } };

describe('Wren’s corpus and the model trained on it', () => {
  test('every line is valid, and every risk and intent label is taught by at least 20 examples', async () => {
    const examples = await loadCorpus();
    expect(examples.length).toBeGreaterThan(5000);
    for (const label of RISK_LABELS) expect(examples.filter((e) => e.risk === label).length, label).toBeGreaterThanOrEqual(20);
    for (const label of INTENT_LABELS) expect(examples.filter((e) => e.intent === label).length, label).toBeGreaterThanOrEqual(20);
  });

  test('the model was trained on the corpus as it is now (run node scripts/train-wren.ts after changing it)', async () => {
    const examples = await loadCorpus();
    expect(model.corpus).toBe(corpusHash(examples));
    expect(model.examples).toBe(examples.length);
    for (const risk of model.risk) expect(risk.labels).toEqual([...RISK_LABELS]);
    expect(model.intent.labels).toEqual([...INTENT_LABELS]);
  });
});
