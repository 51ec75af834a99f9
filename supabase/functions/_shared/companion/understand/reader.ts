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
  /** Per example: int8 components (base64), and the scale that turns them back into floats. */
  scales: number[];
  vectors: string;
}

/** Unit-length example vectors, each with its situation id. */
function decodeVectors(stored: StoredVectors): { ids: string[]; dims: number; data: Float32Array } {
  const binary = atob(stored.vectors);
  const data = new Float32Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) {
    const byte = binary.charCodeAt(i);
    data[i] = (byte > 127 ? byte - 256 : byte) * stored.scales[Math.floor(i / stored.dims)]!;
  }
  for (let row = 0; row < stored.ids.length; row += 1) {
    let norm = 0;
    for (let j = 0; j < stored.dims; j += 1) norm += data[row * stored.dims + j]! ** 2;
    const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
    for (let j = 0; j < stored.dims; j += 1) data[row * stored.dims + j]! *= scale;
  }
  return { ids: stored.ids, dims: stored.dims, data };
}

/**
 * The situation whose closest example is nearest the message, by cosine similarity of sentence
 * embeddings, with its lead over the best example of any other situation.
 */
export function nearestSituation(bank: ReturnType<typeof decodeVectors>, vector: Float32Array): Nearest | null {
  if (bank.ids.length === 0) return null;
  let norm = 0;
  for (let j = 0; j < bank.dims; j += 1) norm += vector[j]! ** 2;
  if (norm === 0) return null;
  const best = new Map<string, number>();
  for (let row = 0; row < bank.ids.length; row += 1) {
    let dot = 0;
    const offset = row * bank.dims;
    for (let j = 0; j < bank.dims; j += 1) dot += bank.data[offset + j]! * vector[j]!;
    const id = bank.ids[row]!;
    if (dot > (best.get(id) ?? -1)) best.set(id, dot);
  }
  const ranked = [...best.entries()].sort((a, b) => b[1] - a[1]);
  const [id, top] = ranked[0]!;
  const score = top / Math.sqrt(norm);
  const second = ranked[1] ? ranked[1][1] / Math.sqrt(norm) : 0;
  return { id, score, margin: score - second };
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
