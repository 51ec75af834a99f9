/**
 * Trains Wren's two classifiers on the labelled corpus (training/wren/corpus) and writes them to
 * supabase/functions/_shared/companion/understand/model.json, which the edge function loads.
 *
 *   node scripts/train-wren.ts          # embed (cached), train, write the model
 *   node scripts/train-wren.ts --check  # exit 1 when the model was trained on another corpus
 *   node scripts/train-wren.ts --cv     # 5-fold cross-validation figures (no model written)
 *   node scripts/train-wren.ts --situations  # only re-embed the situation bank (seconds)
 *
 * It also embeds the situation bank's examples (training/wren/situation-examples.json, one list per
 * situation of supabase/functions/_shared/companion/situation-bank.json) into
 * understand/situation-vectors.json, which the reader searches by meaning.
 *
 * Training is deterministic: the same corpus gives the same bytes.
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { INTENT_LABELS, RISK_LABELS } from '../supabase/functions/_shared/companion/understand/labels.ts';
import {
  predictMean,
  predictMlp,
  sparseOf,
  trainMlp,
  vocabulary,
  type Input,
  type MlpModel,
} from '../supabase/functions/_shared/companion/understand/mlp.ts';
import { prepare } from '../supabase/functions/_shared/companion/understand/embed.ts';
import { corpusHash, embedAll, loadCorpus, root, type Example } from './wren/corpus.ts';

export const modelFile = path.join(root, 'supabase/functions/_shared/companion/understand/model.json');
const bankFile = path.join(root, 'supabase/functions/_shared/companion/situation-bank.json');
const vectorsFile = path.join(root, 'supabase/functions/_shared/companion/understand/situation-vectors.json');

/** The ways a person might tell each situation: training data, never loaded at runtime. */
const bankExamplesFile = path.join(root, 'training/wren/situation-examples.json');

interface Bank {
  situations: { id: string }[];
}

/** Every example of every situation, as the reader will compare them, and a hash of them. */
async function bankExamples() {
  const bank = JSON.parse(await readFile(bankFile, 'utf8')) as Bank;
  const { examples } = JSON.parse(await readFile(bankExamplesFile, 'utf8')) as { examples: Record<string, string[]> };
  const ids: string[] = [];
  const texts: string[] = [];
  for (const situation of bank.situations) {
    const told = examples[situation.id];
    if (!told?.length) throw new Error(`${path.relative(root, bankExamplesFile)} has no examples for ${situation.id}`);
    for (const example of told) {
      ids.push(situation.id);
      texts.push(prepare(example));
    }
  }
  const hash = createHash('sha256')
    .update(ids.map((id, i) => `${id}\t${texts[i]}`).join('\n'))
    .digest('hex')
    .slice(0, 16);
  return { ids, texts, hash };
}

/** Int8 components with one scale per vector: a quarter of the float size, the same neighbours. */
async function writeSituationVectors() {
  const { ids, texts, hash } = await bankExamples();
  const vectors = await embedAll(texts);
  const dims = vectors[0]?.length ?? 512;
  const bytes = new Int8Array(ids.length * dims);
  const scales = vectors.map((v, row) => {
    const max = v.reduce((m, x) => Math.max(m, Math.abs(x)), 0) || 1;
    v.forEach((x, j) => (bytes[row * dims + j] = Math.round((x / max) * 127)));
    return max / 127;
  });
  const body = { bank: hash, dims, ids, scales, vectors: Buffer.from(bytes.buffer).toString('base64') };
  await writeFile(vectorsFile, `${JSON.stringify(body)}\n`);
  console.log(`wrote ${path.relative(root, vectorsFile)} (${ids.length} examples)`);
}

/** Risk examples count this much more than safe ones: a miss costs more than a question too many. */
const RISK_WEIGHT = 1.5;

interface Fitted {
  /** Three networks from different seeds, averaged: fewer confident mistakes than one. */
  risk: MlpModel[];
  intent: MlpModel;
}

const RISK_SEEDS = [7, 11, 13];

function balanced(labels: number[], k: number, boost: (label: number) => number = () => 1): number[] {
  const counts = new Array<number>(k).fill(0);
  for (const l of labels) counts[l]! += 1;
  const mean = labels.length / counts.filter(Boolean).length;
  return labels.map((l) => Math.sqrt(mean / counts[l]!) * boost(l));
}

export function fit(examples: Example[], inputs: Input[], sparseDims: number): Fitted {
  const riskLabels = [...RISK_LABELS] as string[];
  const ry = examples.map((e) => riskLabels.indexOf(e.risk));
  const riskWeights = balanced(ry, riskLabels.length, (l) => (l === 0 ? 1 : RISK_WEIGHT));
  const risk = RISK_SEEDS.map((seed) =>
    trainMlp(inputs, ry, riskLabels, sparseDims, { hidden: 64, epochs: 20, l2: 1e-4, sampleWeights: riskWeights, seed }),
  );
  const intentLabels = [...INTENT_LABELS] as string[];
  const idx = examples.flatMap((e, i) => (e.risk === 'none' && e.intent && e.intent !== 'risk' ? [i] : []));
  const iy = idx.map((i) => intentLabels.indexOf(examples[i]!.intent!));
  const intent = trainMlp(
    idx.map((i) => inputs[i]!),
    iy,
    intentLabels,
    sparseDims,
    { hidden: 96, epochs: 20, l2: 1e-4, sampleWeights: balanced(iy, intentLabels.length) },
  );
  return { risk, intent };
}

const base64 = (a: Float32Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength).toString('base64');

function encode(model: MlpModel) {
  return {
    labels: model.labels,
    dims: model.dims,
    sparseDims: model.sparseDims,
    hidden: model.hidden,
    w1: base64(model.w1),
    w2: base64(model.w2),
  };
}

async function crossValidate(examples: Example[], inputs: Input[], sparseDims: number) {
  const folds = 5;
  let riskTp = 0;
  let riskN = 0;
  let fa = 0;
  let safeN = 0;
  let intentOk = 0;
  let intentN = 0;
  const thresholds = [0.3, 0.4, 0.5, 0.6];
  const at = thresholds.map(() => ({ tp: 0, fp: 0 }));
  for (let f = 0; f < folds; f += 1) {
    const trainIdx = examples.flatMap((_, i) => (i % folds === f ? [] : [i]));
    const testIdx = examples.flatMap((_, i) => (i % folds === f ? [i] : []));
    const m = fit(
      trainIdx.map((i) => examples[i]!),
      trainIdx.map((i) => inputs[i]!),
      sparseDims,
    );
    for (const i of testIdx) {
      const e = examples[i]!;
      const p = predictMean(m.risk, inputs[i]!);
      const pRisk = 1 - p[0]!;
      thresholds.forEach((t, j) => {
        if (pRisk >= t) {
          if (e.risk === 'none') at[j]!.fp += 1;
          else at[j]!.tp += 1;
        }
      });
      if (e.risk === 'none') {
        safeN += 1;
        if (pRisk >= 0.5) fa += 1;
      } else {
        riskN += 1;
        if (pRisk >= 0.5) riskTp += 1;
      }
      if (e.risk === 'none' && e.intent && e.intent !== 'risk') {
        const q = predictMlp(m.intent, inputs[i]!);
        const best = q.indexOf(Math.max(...q));
        intentN += 1;
        if (m.intent.labels[best] === e.intent) intentOk += 1;
      }
    }
  }
  console.log(`risk recall ${((100 * riskTp) / riskN).toFixed(1)}% (${riskTp}/${riskN}), false alarms ${((100 * fa) / safeN).toFixed(1)}%`);
  thresholds.forEach((t, j) =>
    console.log(`  at ${t}: recall ${((100 * at[j]!.tp) / riskN).toFixed(1)}%, false alarms ${((100 * at[j]!.fp) / safeN).toFixed(1)}%`),
  );
  console.log(`intent accuracy ${((100 * intentOk) / intentN).toFixed(1)}% (${intentOk}/${intentN})`);
}

async function main() {
  const examples = await loadCorpus();
  const hash = corpusHash(examples);
  if (process.argv.includes('--check')) {
    const model = JSON.parse(await readFile(modelFile, 'utf8')) as { corpus: string };
    if (model.corpus !== hash) {
      console.error(`model.json was trained on corpus ${model.corpus}, the corpus is now ${hash}: run node scripts/train-wren.ts`);
      process.exit(1);
    }
    console.log(`model.json matches the corpus (${hash}, ${examples.length} examples)`);
    const vectors = JSON.parse(await readFile(vectorsFile, 'utf8')) as { bank: string };
    const bank = await bankExamples();
    if (vectors.bank !== bank.hash) {
      console.error(`situation-vectors.json is out of date with situation-bank.json: run node scripts/train-wren.ts --situations`);
      process.exit(1);
    }
    console.log(`situation-vectors.json matches the situation bank (${bank.ids.length} examples)`);
    return;
  }
  if (process.argv.includes('--situations')) return writeSituationVectors();
  const texts = examples.map((e) => prepare(e.text));
  const vectors = await embedAll(texts, true);
  const vocab = vocabulary(texts);
  const index = new Map(vocab.map((term, i) => [term, i] as const));
  const inputs = vectors.map((dense, i) => ({ dense, sparse: sparseOf(texts[i]!, index) }));
  if (process.argv.includes('--cv')) return crossValidate(examples, inputs, vocab.length);
  const started = performance.now();
  const { risk, intent } = fit(examples, inputs, vocab.length);
  console.log(`trained in ${((performance.now() - started) / 1000).toFixed(1)} s on ${examples.length} examples`);
  const body = {
    corpus: hash,
    examples: examples.length,
    encoder: 'universal-sentence-encoder-lite-512',
    vocabulary: vocab,
    risk: risk.map(encode),
    intent: encode(intent),
  };
  await writeFile(modelFile, `${JSON.stringify(body)}\n`);
  console.log(`wrote ${path.relative(root, modelFile)}`);
  await writeSituationVectors();
}

await main();
