// The small part of @nlpjs (CommonJS, no bundled types) that Wren's classifier uses.
declare module '@nlpjs/core' {
  export interface Container {
    use(plugin: unknown): void;
    get(name: string): unknown;
    register(name: string, value: unknown, isSingleton?: boolean): void;
  }
  export function containerBootstrap(): Promise<Container>;
}

declare module '@nlpjs/nlp' {
  export interface NlpResult {
    intent: string;
    score: number;
    classifications: { intent: string; score: number }[];
    sentiment?: { score: number; average: number; numHits: number; numWords: number; vote: 'positive' | 'negative' | 'neutral' };
  }
  export class Nlp {
    constructor(settings?: Record<string, unknown>);
    settings: Record<string, unknown>;
    addLanguage(locale: string): void;
    addDocument(locale: string, utterance: string, intent: string): void;
    train(): Promise<unknown>;
    process(locale: string, utterance: string): Promise<NlpResult>;
  }
}

declare module '@nlpjs/lang-en-min' {
  export class LangEn {}
}

declare module '@nlpjs/sentiment' {
  export class SentimentAnalyzer {}
}
