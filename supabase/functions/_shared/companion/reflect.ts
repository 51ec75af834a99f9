/**
 * Reflective listening helpers: find the feeling someone named and the reason they gave, and
 * turn their words around ("my boss ignored me" → "your boss ignored you") so Wren can say back
 * what it heard before asking one question.
 */
import { findFeelings, findTopics, type FeelingHit, type Topic } from './lexicon.ts';

export interface Analysis {
  /** Lower-case, apostrophes straightened. */
  lower: string;
  feelings: FeelingHit[];
  /** The first feeling that is not negated. */
  feeling: FeelingHit | null;
  topics: Topic[];
  /** The reason they gave, already in the second person ("your exam tomorrow"), with its linking word. */
  reason: { connector: string | null; text: string } | null;
  strong: boolean;
  question: boolean;
  words: number;
}

const SWAP: Record<string, string> = {
  i: 'you',
  me: 'you',
  my: 'your',
  mine: 'yours',
  myself: 'yourself',
  "i'm": "you're",
  im: "you're",
  "i've": "you've",
  ive: "you've",
  "i'd": "you'd",
  "i'll": "you'll",
  am: 'are',
  "we're": "you're",
  our: 'your',
  ours: 'yours',
  us: 'you',
  we: 'you',
  ourselves: 'yourselves',
};

/** Second-person version of a first-person clause; `null` when it speaks to Wren ("you…"). */
export function reflectPronouns(clause: string): string | null {
  const words = clause.trim().split(/\s+/);
  if (words.some((w) => /^(?:you|your|yours|yourself|you're|youre|u|ur|wren)$/i.test(w.replace(/[^\w']/g, '')))) return null;
  const out: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const raw = words[i]!;
    // Phone keyboards type "I’m": read it as "I'm", and answer in the same apostrophe.
    const curly = raw.includes('’');
    const core = raw.replace(/[^\w'’]/g, '');
    const lowerCore = core.toLowerCase().replace(/’/g, "'");
    const tail = raw.slice(raw.indexOf(core) + core.length);
    let next = SWAP[lowerCore];
    if (next !== undefined && curly) next = next.replace(/'/g, '’');
    const prev = out.length ? words[i - 1]!.toLowerCase().replace(/[^\w']/g, '') : '';
    if (lowerCore === 'was' && (prev === 'i' || prev === 'we')) next = 'were';
    if (lowerCore === "wasn't" && prev === 'i') next = "weren't";
    if (next === undefined) {
      out.push(/^[A-Z][a-z]/.test(raw) && !/^I$/.test(core) && i > 0 ? raw : i === 0 ? raw.toLowerCase() : raw);
    } else {
      out.push(next + tail);
    }
  }
  return out.join(' ');
}

const CONNECTOR = /\b(because|since|cause|cuz|bc|about|after|over|that|when|with|at|by|of)\s+(.+)$/;
const SUBJECT =
  /^(?:i|my|me|he|she|they|it|its|it's|the|this|that|everyone|everybody|nobody|no one|someone|people|work|school|our|we|his|her|their)\b/;

function tidy(s: string): string {
  return s
    .replace(/[.!?…]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function clip(s: string, maxWords = 16): string | null {
  const words = s.split(' ');
  if (words.length <= maxWords) return s;
  const cut = words.slice(0, maxWords).join(' ');
  const boundary = Math.max(cut.lastIndexOf(','), cut.lastIndexOf(' and '), cut.lastIndexOf(' but '));
  return boundary > 12 ? cut.slice(0, boundary) : null;
}

/** Reads one message for feelings, topics and a reason. */
export function analyse(text: string): Analysis {
  const lower = text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  const feelings = findFeelings(lower);
  const feeling = feelings.find((f) => !f.negated) ?? null;
  const topics = findTopics(lower);
  const sentences = text
    .replace(/[\u2018\u2019]/g, "'")
    .split(/(?<=[.!?])\s+|\n+/)
    .map(tidy)
    .filter(Boolean);
  let reason: Analysis['reason'] = null;

  // 1. "I'm anxious about my exam tomorrow": the words after the feeling's linking word.
  for (const sentence of sentences) {
    const s = sentence.toLowerCase();
    const hit = feeling && s.includes(feeling.surface) ? s : null;
    const m = hit ? CONNECTOR.exec(sentence.slice(Math.max(0, hit.search(/\b(?:feel|feeling|am|i'm|im|so|really)\b/)))) : null;
    if (m && m[1] && m[2] && feeling) {
      const connector = m[1].toLowerCase().replace(/^(?:cause|cuz|bc)$/, 'because');
      if (
        ['with', 'at', 'by', 'of', 'that', 'when', 'over'].includes(connector) &&
        !/^(?:my|the|how|what|everything|everyone|work|school|him|her|them|people)\b/i.test(m[2])
      )
        continue;
      const body = clip(tidy(m[2]));
      const reflected = body ? reflectPronouns(body) : null;
      if (reflected && reflected.split(' ').length >= (connector === 'about' ? 1 : 2)) {
        reason = { connector: connector === 'that' ? 'that' : connector, text: reflected };
        break;
      }
    }
  }

  // 2. "My boss keeps piling work on me and I'm exhausted": a clause that isn't the feeling itself.
  if (!reason) {
    const clauses = sentences.flatMap((s) => {
      const out: string[] = [];
      const joint = /,\s*|\s+(?:and|but|so)\s+(?=(?:i|my|he|she|they|it|everyone|nobody|no one|now|then)\b)/gi;
      let m: RegExpExecArray | null;
      let from = 0;
      // Split at a joint only when the piece before it is a clause of its own (3+ words), so
      // "My partner and I had a fight" stays whole.
      while ((m = joint.exec(s))) {
        const piece = s.slice(from, m.index);
        if (piece.trim().split(/\s+/).length >= 3) {
          out.push(piece);
          from = m.index + m[0].length;
        }
      }
      out.push(s.slice(from));
      return out;
    });
    for (const clause of clauses) {
      const c = tidy(clause);
      const cl = c.toLowerCase();
      if (!SUBJECT.test(cl) || c.split(' ').length < 3 || c.endsWith('?')) continue;
      if (feeling && cl.includes(feeling.surface) && /^(?:i|im|i'm|i've|ive)\b/.test(cl)) continue;
      if (/^(?:i (?:feel|am|'m|m)|i'm|im|i just|i really|i think|i guess|i don't know|i do not know)\b/.test(cl) && findFeelings(cl).length)
        continue;
      const body = clip(c, 18);
      const reflected = body ? reflectPronouns(body) : null;
      if (reflected) {
        reason = { connector: null, text: reflected };
        break;
      }
    }
  }

  return {
    lower,
    feelings,
    feeling,
    topics,
    reason,
    strong: /\b(?:so|really|very|extremely|super|incredibly|totally|completely|constantly|all the time|always)\b/.test(lower),
    question: /\?\s*$/.test(text.trim()) || /^(?:how|what|why|when|where|which|who|can|could|should|is|are|do|does)\b/.test(lower),
    words: lower.split(' ').length,
  };
}
