/**
 * Wren's language understanding: an @nlpjs intent classifier trained on Haven's own utterances
 * (./utterances.ts) and @nlpjs/sentiment scoring with Haven's valence lexicon (./lexicon.ts).
 * Training takes a few tens of milliseconds; `getNlu()` trains once per process and caches it.
 */
import { containerBootstrap } from '@nlpjs/core';
import { LangEn } from '@nlpjs/lang-en-min';
import { Nlp } from '@nlpjs/nlp';
import { negationWords, valence } from './lexicon.ts';
import { riskUtterances } from './risk-utterances.ts';
import { utterances } from './utterances.ts';

export interface Understanding {
  /** The best intent, or `None` when nothing scored above the threshold. */
  intent: string;
  score: number;
  /** Sum of word valences (negative: distress, positive: feeling better). */
  sentiment: number;
}

export interface RiskGuess {
  /** `risk_suicide`, `risk_self_harm`, `risk_harm_others`, `risk_abuse` or `safe`. */
  intent: string;
  score: number;
}

export interface Nlu {
  understand(text: string): Promise<Understanding>;
  /** The second risk layer's guess (see risk-utterances.ts). */
  risk(text: string): Promise<RiskGuess>;
  /** How long training took, in milliseconds. */
  trainedInMs: number;
}

/** Below this confidence Wren treats the message as open conversation. */
export const INTENT_THRESHOLD = 0.62;

async function trained(sets: Record<string, string[]>): Promise<Nlp> {
  const container = await containerBootstrap();
  container.use(LangEn);
  container.register('sentiment-en', { afinn: valence, negations: { words: negationWords }, stemmed: false });
  const nlp = new Nlp({ container, autoSave: false, autoLoad: false, log: false, nlu: { log: false } });
  nlp.settings['log'] = false;
  nlp.addLanguage('en');
  for (const [intent, list] of Object.entries(sets)) for (const u of list) nlp.addDocument('en', u, intent);
  await nlp.train();
  return nlp;
}

export async function trainNlu(): Promise<Nlu> {
  const started = performance.now();
  const [nlp, riskNlp] = await Promise.all([trained(utterances), trained(riskUtterances)]);
  const trainedInMs = performance.now() - started;
  return {
    trainedInMs,
    async understand(text: string) {
      const clean = text.slice(0, 1000).toLowerCase();
      const result = await nlp.process('en', clean);
      const intent = result.score >= INTENT_THRESHOLD && result.intent !== 'None' ? result.intent : 'None';
      return { intent, score: result.score, sentiment: result.sentiment?.score ?? 0 };
    },
    async risk(text: string) {
      const result = await riskNlp.process('en', text.slice(0, 1000).toLowerCase());
      return { intent: result.intent === 'None' ? 'safe' : result.intent, score: result.score };
    },
  };
}

let cached: Promise<Nlu> | null = null;

/** The process-wide classifier, trained on first use. */
export function getNlu(): Promise<Nlu> {
  cached ??= trainNlu().catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}
