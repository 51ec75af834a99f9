/**
 * A small neural classifier: the sentence embedding and a bag of the corpus's words and word
 * pairs (which carries what embeddings blur: "not", "never", "used to", "3 years clean") feed
 * one hidden layer of ReLU units, then a softmax. Trained with Adam on mini-batches in a fixed
 * order from a seeded start, so the same corpus gives the same weights on every machine.
 */

export interface MlpModel {
  labels: string[];
  dims: number;
  /** Size of the word-and-pair vocabulary (the sparse inputs). */
  sparseDims: number;
  hidden: number;
  /** hidden × (dims + sparseDims + 1), row-major, bias last. */
  w1: Float32Array;
  /** classes × (hidden + 1), row-major, bias last. */
  w2: Float32Array;
}

export interface Input {
  dense: ArrayLike<number>;
  /** Indices of the hashed features present (each counts 1). */
  sparse: number[];
}

/** The words and word pairs of prepared text. */
export function terms(text: string): string[] {
  const words = text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return [...new Set(words.flatMap((w, i) => (i > 0 ? [w, `${words[i - 1]} ${w}`] : [w])))];
}

/**
 * The vocabulary: words and pairs seen at least `minCount` times in the corpus, the most
 * frequent first, at most `max`. Words outside it count for nothing, so a rare word can never
 * borrow the weight of a risky one.
 */
export function vocabulary(texts: string[], minCount = 3, max = 3000): string[] {
  const counts = new Map<string, number>();
  for (const t of texts) for (const term of terms(t)) counts.set(term, (counts.get(term) ?? 0) + 1);
  return [...counts.entries()]
    .filter(([, n]) => n >= minCount)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, max)
    .map(([term]) => term);
}

/** Indices of the vocabulary's terms present in prepared text. */
export function sparseOf(text: string, index: ReadonlyMap<string, number>): number[] {
  return terms(text).flatMap((t) => {
    const i = index.get(t);
    return i === undefined ? [] : [i];
  });
}

function forward(m: MlpModel, x: Input, h: Float64Array): Float64Array {
  const width = m.dims + m.sparseDims + 1;
  for (let j = 0; j < m.hidden; j += 1) {
    const row = j * width;
    let s = m.w1[row + width - 1]!;
    for (let d = 0; d < m.dims; d += 1) s += m.w1[row + d]! * x.dense[d]!;
    for (const k of x.sparse) s += m.w1[row + m.dims + k]!;
    h[j] = s > 0 ? s : 0;
  }
  const k = m.labels.length;
  const z = new Float64Array(k);
  let max = -Infinity;
  for (let c = 0; c < k; c += 1) {
    const row = c * (m.hidden + 1);
    let s = m.w2[row + m.hidden]!;
    for (let j = 0; j < m.hidden; j += 1) s += m.w2[row + j]! * h[j]!;
    z[c] = s;
    max = Math.max(max, s);
  }
  let sum = 0;
  for (let c = 0; c < k; c += 1) {
    z[c] = Math.exp(z[c]! - max);
    sum += z[c]!;
  }
  for (let c = 0; c < k; c += 1) z[c]! /= sum;
  return z;
}

/** Class probabilities for one input, in `model.labels` order. */
export function predictMlp(m: MlpModel, x: Input): Float64Array {
  return forward(m, x, new Float64Array(m.hidden));
}

/** The mean of several models' probabilities (an ensemble of the same labels). */
export function predictMean(models: readonly MlpModel[], x: Input): Float64Array {
  const sum = new Float64Array(models[0]!.labels.length);
  for (const m of models) predictMlp(m, x).forEach((p, i) => (sum[i]! += p / models.length));
  return sum;
}

export interface MlpOptions {
  hidden?: number;
  epochs?: number;
  batch?: number;
  learningRate?: number;
  l2?: number;
  sampleWeights?: number[];
  seed?: number;
}

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export function trainMlp(xs: Input[], ys: number[], labels: string[], sparseDims: number, options: MlpOptions = {}): MlpModel {
  const { hidden = 64, epochs = 40, batch = 32, learningRate = 0.002, l2 = 1e-5, sampleWeights, seed = 7 } = options;
  const dims = xs[0]?.dense.length ?? 0;
  const k = labels.length;
  const width = dims + sparseDims + 1;
  const rand = rng(seed);
  const w1 = new Float32Array(hidden * width);
  const scale1 = Math.sqrt(2 / (dims + 20));
  for (let i = 0; i < w1.length; i += 1) w1[i] = (rand() * 2 - 1) * scale1;
  const w2 = new Float32Array(k * (hidden + 1));
  const scale2 = Math.sqrt(1 / hidden);
  for (let i = 0; i < w2.length; i += 1) w2[i] = (rand() * 2 - 1) * scale2;
  const m: MlpModel = { labels, dims, sparseDims, hidden, w1, w2 };
  const adam = (n: number) => ({ m: new Float32Array(n), v: new Float32Array(n), g: new Float32Array(n) });
  const a1 = adam(w1.length);
  const a2 = adam(w2.length);
  const order = xs.map((_, i) => i);
  const h = new Float64Array(hidden);
  const dh = new Float64Array(hidden);
  let t = 0;
  const touched1 = new Set<number>();
  for (let epoch = 0; epoch < epochs; epoch += 1) {
    for (let i = order.length - 1; i > 0; i -= 1) {
      const j = Math.floor(rand() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (let b = 0; b < order.length; b += batch) {
      a1.g.fill(0);
      a2.g.fill(0);
      touched1.clear();
      const idx = order.slice(b, b + batch);
      for (const i of idx) {
        const x = xs[i]!;
        const p = forward(m, x, h);
        const sw = (sampleWeights?.[i] ?? 1) / idx.length;
        dh.fill(0);
        for (let c = 0; c < k; c += 1) {
          const g = (p[c]! - (c === ys[i] ? 1 : 0)) * sw;
          const row = c * (hidden + 1);
          for (let j = 0; j < hidden; j += 1) {
            a2.g[row + j]! += g * h[j]!;
            dh[j]! += g * w2[row + j]!;
          }
          a2.g[row + hidden]! += g;
        }
        for (let j = 0; j < hidden; j += 1) {
          if (h[j]! <= 0) continue;
          const g = dh[j]!;
          const row = j * width;
          for (let d = 0; d < dims; d += 1) a1.g[row + d]! += g * x.dense[d]!;
          for (const s of x.sparse) {
            a1.g[row + dims + s]! += g;
            touched1.add(s);
          }
          a1.g[row + width - 1]! += g;
        }
      }
      t += 1;
      const c1 = 1 - 0.9 ** t;
      const c2 = 1 - 0.999 ** t;
      const step = (w: Float32Array, a: ReturnType<typeof adam>, j: number, decay: boolean) => {
        const g = a.g[j]! + (decay ? l2 * w[j]! : 0);
        a.m[j] = 0.9 * a.m[j]! + 0.1 * g;
        a.v[j] = 0.999 * a.v[j]! + 0.001 * g * g;
        w[j]! -= (learningRate * (a.m[j]! / c1)) / (Math.sqrt(a.v[j]! / c2) + 1e-8);
      };
      for (let j = 0; j < hidden; j += 1) {
        const row = j * width;
        for (let d = 0; d < dims; d += 1) step(w1, a1, row + d, true);
        for (const s of touched1) step(w1, a1, row + dims + s, true);
        step(w1, a1, row + width - 1, false);
      }
      for (let j = 0; j < w2.length; j += 1) step(w2, a2, j, (j + 1) % (hidden + 1) !== 0);
    }
  }
  return m;
}
