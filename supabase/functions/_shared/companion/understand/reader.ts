/**
 * Wren's learned language layer: the sentence encoder (./embed.ts), the corpus's words and pairs,
 * and the two small neural classifiers (./mlp.ts) trained on Haven's corpus (./model.json, written by scripts/train-wren.ts). `read()` returns
 * the risk a message carries (read as a whole and sentence by sentence, so one risky clause in
 * a long message counts) and what the message is about.
 */
import model from './model.json' with { type: 'json' };
import situationVectors from './situation-vectors.json' with { type: 'json' };
import { getEmbedder, segments } from './embed.ts';
import type { IntentLabel, RiskLabel } from './labels.ts';
import { predictMean, predictMlp, sparseOf, type MlpModel } from './mlp.ts';

export interface Reading {
  /**
   * Probability that the message carries risk (1 − P(none)): the highest over its pieces, a
   * sentence at most pieceLift() above the whole message.
   */
  risk: number;
  /** The likeliest risk label in the riskiest piece (`none` when risk < 0.5). */
  riskLabel: RiskLabel;
  /** The likeliest intent of the whole message, and its probability. */
  intent: IntentLabel;
  intentScore: number;
  /** The situation-bank entry whose example reads closest to the whole message (see nearestSituation). */
  nearest: Nearest | null;
}

export interface Nearest {
  /** A situation id from ../situation-bank.json. */
  id: string;
  /** Cosine similarity of the whole message to that situation's closest example. */
  score: number;
  /** How far ahead of the next-closest other situation it is. */
  margin: number;
}

export interface Reader {
  read(text: string): Promise<Reading>;
  loadedInMs: number;
}

interface StoredModel {
  labels: string[];
  dims: number;
  sparseDims: number;
  hidden: number;
  w1: string;
  w2: string;
}

/** Weights from base64 of little-endian float32 (as scripts/train-wren.ts writes them). */
function floats(base64: string): Float32Array {
  // A plain loop into one buffer: `Uint8Array.from(string, fn)` first built an array of millions
  // of numbers, which took half of the language layer's load time.
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Float32Array(bytes.buffer);
}

function decode(stored: StoredModel): MlpModel {
  return {
    labels: stored.labels,
    dims: stored.dims,
    sparseDims: stored.sparseDims,
    hidden: stored.hidden,
    w1: floats(stored.w1),
    w2: floats(stored.w2),
  };
}

function top(p: Float64Array, skip = -1): number {
  let best = skip === 0 ? 1 : 0;
  for (let i = 0; i < p.length; i += 1) if (i !== skip && p[i]! > p[best]!) best = i;
  return best;
}

/**
 * How far one sentence may read above the whole message. A sentence read alone loses its
 * frame ("Some days I can't stop crying in the car" after "my dad died in August"; "not thinking
 * about hurting myself" after its negation is cut off): uncapped, such pieces raised half of the
 * false alarms on the blind batches. The longer the message, the more its whole reading dilutes
 * one risky clause, so the more one sentence may count.
 */
function pieceLift(words: number): number {
  return words > 30 ? 0.7 : 0.5;
}

interface StoredVectors {
  dims: number;
  /** The situation id of each example, in order. */
  ids: string[];
  /** Per example: int8 components (base64), and the scale back to floats (a direction needs none). */
  scales: number[];
  vectors: string;
}

interface Bank {
  /** The situation ids, and for each example row the index of its situation. */
  ids: string[];
  rowSituation: Uint16Array;
  dims: number;
  /** The examples' int8 components, row after row (a quarter of the memory of floats). */
  data: Int8Array;
  /** Per row, what turns its int8 dot product into a cosine: its scale over its length. */
  rowScale: Float32Array;
  /** Reused per read: the best similarity seen for each situation. */
  best: Float32Array;
}

/** The example vectors, kept as int8 with a per-row scale, each with the index of its situation. */
function decodeVectors(stored: StoredVectors): Bank {
  const binary = atob(stored.vectors);
  const data = new Int8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) data[i] = binary.charCodeAt(i);
  const rows = stored.ids.length;
  const rowScale = new Float32Array(rows);
  for (let row = 0; row < rows; row += 1) {
    let norm = 0;
    for (let j = 0; j < stored.dims; j += 1) norm += data[row * stored.dims + j]! ** 2;
    // The stored scale cancels out of a unit vector: only the int8 components' length matters.
    rowScale[row] = norm > 0 ? 1 / Math.sqrt(norm) : 0;
  }
  const ids = [...new Set(stored.ids)];
  const index = new Map(ids.map((id, i) => [id, i] as const));
  const rowSituation = Uint16Array.from(stored.ids, (id) => index.get(id)!);
  return { ids, rowSituation, dims: stored.dims, data, rowScale, best: new Float32Array(ids.length) };
}

/**
 * The situation whose closest example is nearest the message, by cosine similarity of sentence
 * embeddings, with its lead over the best example of any other situation. One pass, no
 * allocation per read: it runs on every open-conversation message.
 */
export function nearestSituation(bank: Bank, vector: Float32Array): Nearest | null {
  if (bank.ids.length === 0) return null;
  let norm = 0;
  for (let j = 0; j < bank.dims; j += 1) norm += vector[j]! ** 2;
  if (norm === 0) return null;
  bank.best.fill(-1);
  for (let row = 0; row < bank.rowSituation.length; row += 1) {
    let dot = 0;
    const offset = row * bank.dims;
    for (let j = 0; j < bank.dims; j += 1) dot += bank.data[offset + j]! * vector[j]!;
    dot *= bank.rowScale[row]!;
    const situation = bank.rowSituation[row]!;
    if (dot > bank.best[situation]!) bank.best[situation] = dot;
  }
  let top = 0;
  let second = -1;
  for (let i = 1; i < bank.best.length; i += 1) {
    if (bank.best[i]! > bank.best[top]!) {
      second = top;
      top = i;
    } else if (second < 0 || bank.best[i]! > bank.best[second]!) second = i;
  }
  const length = Math.sqrt(norm);
  const score = bank.best[top]! / length;
  return { id: bank.ids[top]!, score, margin: score - (second >= 0 ? bank.best[second]! / length : 0) };
}

let loading: Promise<Reader> | null = null;

/** The process-wide reader, loaded on first use. */
export function getReader(): Promise<Reader> {
  loading ??= (async () => {
    const started = performance.now();
    const embedder = await getEmbedder();
    const vocabulary = new Map(model.vocabulary.map((term, i) => [term, i] as const));
    const risk = model.risk.map(decode);
    const intent = decode(model.intent);
    const situations = decodeVectors(situationVectors);
    const loadedInMs = performance.now() - started;
    return {
      loadedInMs,
      async read(text: string): Promise<Reading> {
        const pieces = segments(text);
        const vectors = await embedder.embed(pieces);
        const inputs = vectors.map((dense, i) => ({ dense, sparse: sparseOf(pieces[i]!, vocabulary) }));
        let worstP = predictMean(risk, inputs[0]!);
        const whole = 1 - worstP[0]!;
        let riskScore = whole;
        for (let i = 1; i < vectors.length; i += 1) {
          const p = predictMean(risk, inputs[i]!);
          if (1 - p[0]! > riskScore) {
            riskScore = 1 - p[0]!;
            worstP = p;
          }
        }
        riskScore = Math.min(riskScore, whole + pieceLift(pieces[0]!.split(' ').length));
        const riskLabel = (riskScore >= 0.5 ? risk[0]!.labels[top(worstP, 0)] : 'none') as RiskLabel;
        const q = predictMlp(intent, inputs[0]!);
        const best = top(q);
        return {
          risk: riskScore,
          riskLabel,
          intent: intent.labels[best] as IntentLabel,
          intentScore: q[best]!,
          nearest: nearestSituation(situations, vectors[0]!),
        };
      },
    };
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
