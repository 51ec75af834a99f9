/**
 * Wren's language understanding: the learned layer (./understand/reader.ts: a sentence encoder
 * and classifiers trained on Haven's corpus) plus a valence score from Haven's lexicon.
 * `getNlu()` loads once per process and caches it.
 */
import { negationWords, valence } from './lexicon.ts';
import type { IntentLabel, RiskLabel } from './understand/labels.ts';
import { getReader, type Nearest, type Reading } from './understand/reader.ts';

export interface Understanding {
  /** The best intent, or `None` when nothing scored above the threshold. */
  intent: IntentLabel | 'None';
  score: number;
  /** Sum of word valences (negative: distress, positive: feeling better). */
  sentiment: number;
  /** The closest everyday situation Wren knows, by meaning (absent when none was read). */
  nearest?: Nearest | null;
}

export interface RiskGuess {
  /** Probability that the message carries risk, and the likeliest kind. */
  score: number;
  label: RiskLabel;
}

export interface Nlu {
  understand(text: string): Promise<Understanding>;
  /** The learned risk reading of a message (see understand/reader.ts). */
  risk(text: string): Promise<RiskGuess>;
  /** How long loading the encoder and classifiers took, in milliseconds. */
  loadedInMs: number;
}

/** Below this confidence Wren treats the message as open conversation. */
export const INTENT_THRESHOLD = 0.35;

const NEGATIONS = new Set(negationWords.map((w) => w.replace(/'/g, '')));

/** AFINN-style valence: the sum of word scores, a word's sign flipped after a nearby negation. */
export function sentimentOf(text: string): number {
  const words = text
    .toLowerCase()
    .replace(/[’']/g, '')
    .split(/[^a-z]+/)
    .filter(Boolean);
  let sum = 0;
  words.forEach((word, i) => {
    const v = valence[word];
    if (!v) return;
    const negated = words.slice(Math.max(0, i - 3), i).some((w) => NEGATIONS.has(w));
    sum += negated ? -v : v;
  });
  return sum;
}

export async function loadNlu(): Promise<Nlu> {
  const reader = await getReader();
  // One message is often read twice in a turn (screen, then intent): keep the last reading.
  let last: { text: string; reading: Promise<Reading> } | null = null;
  const read = (text: string) => {
    const clean = text.slice(0, 4000);
    if (last?.text !== clean) last = { text: clean, reading: reader.read(clean) };
    return last.reading;
  };
  return {
    loadedInMs: reader.loadedInMs,
    async understand(text: string) {
      const r = await read(text);
      const intent = r.intentScore >= INTENT_THRESHOLD ? r.intent : 'None';
      return { intent, score: r.intentScore, sentiment: sentimentOf(text), nearest: r.nearest };
    },
    async risk(text: string) {
      const r = await read(text);
      return { score: r.risk, label: r.riskLabel };
    },
  };
}

let cached: Promise<Nlu> | null = null;

/** The process-wide understanding, loaded on first use. */
export function getNlu(): Promise<Nlu> {
  cached ??= loadNlu().catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}
