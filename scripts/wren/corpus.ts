/**
 * Reads Wren's labelled corpus (training/wren/corpus/*.jsonl) and embeds it, with a cache of
 * embeddings keyed by the prepared text, so retraining after a small corpus change takes seconds.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getEmbedder, prepare } from '../../supabase/functions/_shared/companion/understand/embed.ts';
import {
  INTENT_LABELS,
  RISK_LABELS,
  type IntentLabel,
  type RiskLabel,
} from '../../supabase/functions/_shared/companion/understand/labels.ts';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const corpusDir = path.join(root, 'training/wren/corpus');
const cacheFile = path.join(root, 'node_modules/.cache/haven-wren/embeddings.json');

export interface Example {
  text: string;
  risk: RiskLabel;
  /** Absent for lines that only teach the risk classifier. */
  intent?: IntentLabel | 'risk';
  voice?: string;
  file: string;
}

/** Every corpus line, validated; throws with the file and line of the first bad one. */
export async function loadCorpus(): Promise<Example[]> {
  const files = (await readdir(corpusDir)).filter((f) => f.endsWith('.jsonl')).sort();
  const out: Example[] = [];
  const seen = new Set<string>();
  for (const file of files) {
    const lines = (await readFile(path.join(corpusDir, file), 'utf8')).split('\n');
    lines.forEach((line, i) => {
      if (!line.trim()) return;
      const where = `${file}:${i + 1}`;
      const item = JSON.parse(line) as Partial<Example>;
      if (typeof item.text !== 'string' || !item.text.trim()) throw new Error(`${where}: no text`);
      if (!RISK_LABELS.includes(item.risk as RiskLabel)) throw new Error(`${where}: unknown risk label ${String(item.risk)}`);
      if (item.intent !== undefined && item.intent !== 'risk' && !INTENT_LABELS.includes(item.intent)) {
        throw new Error(`${where}: unknown intent ${String(item.intent)}`);
      }
      if (item.risk === 'none' ? item.intent === 'risk' : item.intent !== 'risk')
        throw new Error(`${where}: risk ${item.risk} with intent ${String(item.intent)}`);
      const key = prepare(item.text);
      if (seen.has(key)) return; // the same message from two writers counts once
      seen.add(key);
      out.push({ text: item.text, risk: item.risk!, ...(item.intent ? { intent: item.intent } : {}), file });
    });
  }
  return out;
}

/** A hash of the corpus as training sees it, recorded in the model so a stale model is caught. */
export function corpusHash(examples: Example[]): string {
  const h = createHash('sha256');
  for (const e of examples) h.update(`${prepare(e.text)}\t${e.risk}\t${e.intent ?? ''}\n`);
  return h.digest('hex').slice(0, 16);
}

/** Embeddings of the prepared texts, in order (cached on disk between runs). */
export async function embedAll(texts: string[], log = false): Promise<Float32Array[]> {
  let cache: Record<string, string> = {};
  try {
    cache = JSON.parse(await readFile(cacheFile, 'utf8')) as Record<string, string>;
  } catch {
    cache = {};
  }
  const missing = [...new Set(texts.filter((t) => !cache[t]))];
  if (missing.length) {
    const embedder = await getEmbedder();
    const started = performance.now();
    for (let i = 0; i < missing.length; i += 64) {
      const batch = missing.slice(i, i + 64);
      const vectors = await embedder.embed(batch);
      batch.forEach((t, j) => {
        cache[t] = Buffer.from(vectors[j]!.buffer).toString('base64');
      });
      if (log && i % 640 === 0) console.log(`embedded ${Math.min(i + 64, missing.length)}/${missing.length}`);
    }
    if (log) console.log(`embedded ${missing.length} texts in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await mkdir(path.dirname(cacheFile), { recursive: true });
    await writeFile(cacheFile, JSON.stringify(cache));
  }
  return texts.map((t) => {
    const b = Buffer.from(cache[t]!, 'base64');
    return new Float32Array(b.buffer, b.byteOffset, b.byteLength / 4);
  });
}
