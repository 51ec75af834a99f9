/**
 * Haven's own word lists for understanding feelings and topics: which feeling a word names,
 * what area of life a message is about, and a valence lexicon (AFINN-style, −5…5) for
 * `sentimentOf()` in ./nlu.ts.
 */

/**
 * Bad dreams, not a bad day: "nightmares about the accident", "having a nightmare every night",
 * but never "tonight was a nightmare" or "a total nightmare of a week" (blind batch 28).
 */
export const BAD_DREAMS =
  /\bnightmares?\b(?!\s+of an?\s+(?:day|shift|week|night|month|year|client|customer|boss|commute|trip|flight|meeting))(?<!\b(?:was|is|been|be|what|such|s|are|were)(?: a| an| such a| an absolute| a total| a complete| a living)? nightmares?)(?<!\b(?:total|complete|absolute|living|logistical|pr|bureaucratic|scheduling|parking|traffic|customer service|travel|paperwork) nightmares?)/i;

export type FeelingFamily =
  | 'anxious'
  | 'scared'
  | 'stressed'
  | 'overwhelmed'
  | 'sad'
  | 'lonely'
  | 'angry'
  | 'hurt'
  | 'ashamed'
  | 'guilty'
  | 'tired'
  | 'numb'
  | 'hopeless'
  | 'grieving'
  | 'jealous'
  | 'confused'
  | 'restless'
  | 'good'
  | 'calm'
  | 'grateful'
  | 'proud'
  | 'hopeful';

/** The feelings that are glad ones: met with warmth, never with a validation of something hard. */
export const POSITIVE_FAMILIES: readonly FeelingFamily[] = ['good', 'calm', 'grateful', 'proud', 'hopeful'];

/** Surface words (already lower-case) → [the word Wren uses back, family]. Longest phrases first. */
const FEELINGS: [string, string, FeelingFamily][] = [
  ['killing me', 'worn down', 'stressed'],
  ['on edge', 'on edge', 'anxious'],
  ['freaking out', 'panicky', 'anxious'],
  ['freaked out', 'panicky', 'anxious'],
  ['panic attack', 'panicky', 'anxious'],
  ['panicking', 'panicky', 'anxious'],
  ['panicky', 'panicky', 'anxious'],
  ['anxious', 'anxious', 'anxious'],
  ['anxiety', 'anxious', 'anxious'],
  ['nervous', 'nervous', 'anxious'],
  ['worried', 'worried', 'anxious'],
  ['worrying', 'worried', 'anxious'],
  ['worry', 'worried', 'anxious'],
  ['uneasy', 'uneasy', 'anxious'],
  ['tense', 'tense', 'anxious'],
  ['jittery', 'jittery', 'anxious'],
  ['overthinking', 'caught in overthinking', 'anxious'],
  ['racing thoughts', 'caught in racing thoughts', 'anxious'],
  ['scared', 'scared', 'scared'],
  ['afraid', 'afraid', 'scared'],
  ['frightened', 'frightened', 'scared'],
  ['terrified', 'terrified', 'scared'],
  ['dreading', 'full of dread', 'scared'],
  ['dread', 'full of dread', 'scared'],
  ['stressed out', 'stressed', 'stressed'],
  ['stressed', 'stressed', 'stressed'],
  ['stress', 'stressed', 'stressed'],
  ['under pressure', 'under pressure', 'stressed'],
  ['pressure', 'under pressure', 'stressed'],
  ['burnt out', 'burnt out', 'tired'],
  ['burned out', 'burnt out', 'tired'],
  ['burnout', 'burnt out', 'tired'],
  ['overwhelmed', 'overwhelmed', 'overwhelmed'],
  ['overwhelming', 'overwhelmed', 'overwhelmed'],
  ['too much', 'overwhelmed', 'overwhelmed'],
  ['swamped', 'swamped', 'overwhelmed'],
  ['drowning', 'swamped', 'overwhelmed'],
  // "feeling heavy today" (blind batch 30, met with "Oh, that’s lovely to hear").
  ['feeling heavy', 'heavy', 'sad'],
  ['feel heavy', 'heavy', 'sad'],
  ['feels heavy', 'heavy', 'sad'],
  ['heavy hearted', 'heavy-hearted', 'sad'],
  ['heavy heart', 'heavy-hearted', 'sad'],
  ['sad', 'sad', 'sad'],
  ['sadness', 'sad', 'sad'],
  ['unhappy', 'unhappy', 'sad'],
  ['down', 'down', 'sad'],
  ['low', 'low', 'sad'],
  ['blue', 'blue', 'sad'],
  ['depressed', 'really low', 'sad'],
  ['miserable', 'miserable', 'sad'],
  ['crying', 'tearful', 'sad'],
  ['cried', 'tearful', 'sad'],
  ['tearful', 'tearful', 'sad'],
  ['heartbroken', 'heartbroken', 'hurt'],
  ['gutted', 'gutted', 'sad'],
  ['disappointed', 'disappointed', 'sad'],
  ['lonely', 'lonely', 'lonely'],
  ['alone', 'alone', 'lonely'],
  ['isolated', 'isolated', 'lonely'],
  ['left out', 'left out', 'lonely'],
  ['disconnected', 'disconnected', 'lonely'],
  ['angry', 'angry', 'angry'],
  ['anger', 'angry', 'angry'],
  ['mad', 'angry', 'angry'],
  ['furious', 'furious', 'angry'],
  ['pissed', 'angry', 'angry'],
  ['annoyed', 'annoyed', 'angry'],
  ['irritated', 'irritated', 'angry'],
  ['frustrated', 'frustrated', 'angry'],
  ['frustrating', 'frustrated', 'angry'],
  ['resentful', 'resentful', 'angry'],
  ['fed up', 'fed up', 'angry'],
  // "so tired of being the only one who remembers birthdays" (blind batch 22) is fed up, not worn out.
  ['tired of being the only', 'fed up', 'angry'],
  // "keeps comparing me to my cousin and i'm tired of it" (blind batch 29).
  ['tired of it', 'fed up', 'angry'],
  ['tired of this', 'fed up', 'angry'],
  ['tired of them', 'fed up', 'angry'],
  ['tired of him', 'fed up', 'angry'],
  ['tired of her', 'fed up', 'angry'],
  ['sick of', 'fed up', 'angry'],
  ['sick and tired', 'fed up', 'angry'],
  ['hurt', 'hurt', 'hurt'],
  ['betrayed', 'betrayed', 'hurt'],
  ['rejected', 'rejected', 'hurt'],
  ['let down', 'let down', 'hurt'],
  ['unappreciated', 'unappreciated', 'hurt'],
  ['ignored', 'ignored', 'hurt'],
  ['ashamed', 'ashamed', 'ashamed'],
  ['shame', 'ashamed', 'ashamed'],
  ['embarrassed', 'embarrassed', 'ashamed'],
  ['humiliated', 'humiliated', 'ashamed'],
  ['stupid', 'like you are not good enough', 'ashamed'],
  ['worthless', 'worthless', 'hopeless'],
  ['useless', 'useless', 'ashamed'],
  ['failure', 'like a failure', 'ashamed'],
  ['not good enough', 'not good enough', 'ashamed'],
  ['guilty', 'guilty', 'guilty'],
  ['guilt', 'guilty', 'guilty'],
  ['regret', 'regretful', 'guilty'],
  ['tired', 'tired', 'tired'],
  ['exhausted', 'exhausted', 'tired'],
  ['drained', 'drained', 'tired'],
  ['worn out', 'worn out', 'tired'],
  ['sleepy', 'sleepy', 'tired'],
  ['fatigued', 'worn out', 'tired'],
  ['numb', 'numb', 'numb'],
  ['empty', 'empty', 'numb'],
  ['flat', 'flat', 'numb'],
  ['nothing matters', 'flat', 'numb'],
  ['hopeless', 'hopeless', 'hopeless'],
  ['trapped', 'trapped', 'hopeless'],
  ['stuck', 'stuck', 'overwhelmed'],
  ['helpless', 'helpless', 'hopeless'],
  ['pointless', 'like things are pointless', 'hopeless'],
  ['grieving', 'grieving', 'grieving'],
  ['grief', 'grieving', 'grieving'],
  ['mourning', 'grieving', 'grieving'],
  ['miss her', 'missing her', 'grieving'],
  ['miss him', 'missing him', 'grieving'],
  ['miss them', 'missing them', 'grieving'],
  ['jealous', 'jealous', 'jealous'],
  ['envious', 'envious', 'jealous'],
  ['confused', 'confused', 'confused'],
  ['lost', 'lost', 'confused'],
  ['unsure', 'unsure', 'confused'],
  ['restless', 'restless', 'restless'],
  ['bored', 'bored', 'restless'],
  ['unmotivated', 'unmotivated', 'tired'],
  ['no motivation', 'unmotivated', 'tired'],
  ['procrastinating', 'stuck', 'overwhelmed'],
  ['happy', 'happy', 'good'],
  ['good', 'good', 'good'],
  ['great', 'great', 'good'],
  ['better', 'better', 'good'],
  ['fine', 'fine', 'good'],
  ['okay', 'okay', 'good'],
  ['excited', 'excited', 'good'],
  ['relieved', 'relieved', 'calm'],
  ['calm', 'calm', 'calm'],
  ['peaceful', 'peaceful', 'calm'],
  ['relaxed', 'relaxed', 'calm'],
  ['grateful', 'grateful', 'grateful'],
  ['thankful', 'thankful', 'grateful'],
  ['proud', 'proud', 'proud'],
  ['hopeful', 'hopeful', 'hopeful'],
  ['motivated', 'motivated', 'hopeful'],
];

export interface FeelingHit {
  word: string;
  /** The words as the person wrote them. */
  surface: string;
  family: FeelingFamily;
  /** True when the feeling is negated ("not anxious", "don't feel happy"). */
  negated: boolean;
}

const NEGATORS = /\b(?:not|never|no|don't|dont|do not|didn't|isn't|wasn't|aren't|can't|cannot|hardly|barely)\s+(?:\w+\s+){0,2}$/;

/** Feelings named in a message, strongest mention first, negated ones marked. */
export function findFeelings(lower: string): FeelingHit[] {
  const hits: (FeelingHit & { at: number })[] = [];
  const taken: [number, number][] = [];
  for (const [phrase, word, family] of FEELINGS) {
    const re = new RegExp(`\\b${phrase.replace(/ /g, '\\s+')}\\b`, 'g');
    for (const m of lower.matchAll(re)) {
      const start = m.index;
      const end = start + m[0].length;
      if (taken.some(([a, b]) => start < b && end > a)) continue;
      // "low battery", "down the road", "fine print" and friends are not feelings.
      if (
        /^(?:low|down|blue|good|great|fine|okay|better|lost|flat|mad|pressure|stuck|empty|worry)$/.test(phrase) &&
        !feelingContext(lower, start)
      )
        continue;
      taken.push([start, end]);
      hits.push({ word, surface: phrase, family, negated: NEGATORS.test(lower.slice(Math.max(0, start - 30), start)), at: start });
    }
  }
  return hits.sort((a, b) => a.at - b.at).map(({ word, surface, family, negated }) => ({ word, surface, family, negated }));
}

/** Ambiguous words count as feelings only after "feel", "am", "so", "really" and the like. */
function feelingContext(lower: string, start: number): boolean {
  const before = lower.slice(Math.max(0, start - 24), start);
  return /\b(?:feel|feeling|felt|feels|am|i'm|im|i am|so|really|very|pretty|quite|kind of|kinda|super|been|getting|got|being|and|or|a bit|a little|bit)\s+$/.test(
    before,
  );
}

export type Topic =
  | 'work'
  | 'study'
  | 'family'
  | 'partner'
  | 'friends'
  | 'money'
  | 'health'
  | 'sleep'
  | 'loss'
  | 'self'
  | 'future'
  | 'parenting'
  | 'home'
  | 'social';

const TOPICS: [Topic, RegExp][] = [
  [
    'work',
    /\b(?:(?<!\b(?:it|this|that|does|do|will|would|could|can|to|might|should) )work|job|boss|manager|coworkers?|co-workers?|colleagues?|office|shift|deadlines?|meeting|meetings|project|promotion|fired|laid off|career|interview|clients?|workload|overtime)\b/,
  ],
  [
    'study',
    /\b(?:exams?|tests?|school|college|university|uni|class|classes|homework|assignments?|essay|grades?|teacher|professor|finals|midterms?|thesis|studying|study)\b/,
  ],
  [
    'family',
    /\b(?:mom|mum|mother|dad|father|parents?|brother|sister|siblings?|family|grandma|grandpa|grandmother|grandfather|aunt|uncle|cousin|in-laws?|stepdad|stepmom)\b/,
  ],
  [
    'partner',
    /\b(?:partner|boyfriend|girlfriend|husband|wife|spouse|fianc[eé]e?|bf|gf|ex|relationship|breakup|broke up|divorce|dating|marriage)\b/,
  ],
  ['friends', /\b(?:friends?|friendship|best friend|bestie|group chat|roommates?)\b/],
  ['money', /\b(?:money|rent|bills?|debt|loans?|afford|paycheck|broke|finances?|financial|mortgage|credit card|savings)\b/],
  ['health', /\b(?:health|sick|illness|ill|pain|doctor|hospital|diagnosis|symptoms?|chronic|injury|surgery|body|weight)\b/],
  // "every night", not "tonight was a nightmare" or "date night".
  [
    'sleep',
    new RegExp(
      `\\b(?:sleep|sleeping|insomnia|awake|bed|bedtime|(?:every|at|all|each) night|sleepless nights?|tired|rest)\\b|${BAD_DREAMS.source}`,
    ),
  ],
  // 'passed' alone is an exam as often as a death: only 'passed away/on' or a person who passed;
  // and an oven, a phone or a car battery that died is no bereavement.
  [
    'loss',
    /\b(?:(?<!\b(?:phone|oven|car|battery|laptop|computer|fridge|printer|tv|router|engine|dishwasher|washer|dryer|heater|furnace|mower|charger|stove|microwave|freezer)s?(?: just| finally| completely| totally)? )died|passed away|passed on|death|funeral|grief|grieving|lost my|loss|miscarriage)\b|\b(?:he|she|they|mom|mum|dad|husband|wife|grandma|grandpa|brother|sister|son|daughter|friend) passed\b/,
  ],
  [
    'self',
    /\b(?:myself|my self|self-esteem|confidence|not good enough|failure|ugly|worthless|hate myself|inner critic|perfect|perfectionist)\b/,
  ],
  ['future', /\b(?:future|what if|someday|next year|plans?|decision|decide|uncertain|uncertainty)\b/],
  ['parenting', /\b(?:my (?:kids?|son|daughter|baby|toddler|children|child|teen|teenager)|parenting|newborn)\b/],
  ['home', /\b(?:home|house|apartment|moving|move out|landlord|chores)\b/],
  ['social', /\b(?:party|people|social|crowd|crowds|talking to people|small talk|strangers|lonely|alone)\b/],
];

/** Areas of life a message touches, in the order they appear. */
export function findTopics(lower: string): Topic[] {
  const found: [Topic, number][] = [];
  for (const [topic, re] of TOPICS) {
    const m = re.exec(lower);
    if (m) found.push([topic, m.index]);
  }
  return found.sort((a, b) => a[1] - b[1]).map(([t]) => t);
}

/** AFINN-style valence for `sentimentOf()` (our words, tuned for how people describe their day). */
export const valence: Record<string, number> = {
  // negative
  abandoned: -3,
  afraid: -2,
  alone: -2,
  angry: -3,
  anxious: -2,
  anxiety: -2,
  ashamed: -3,
  awful: -3,
  bad: -2,
  betrayed: -3,
  bitter: -2,
  broke: -1,
  broken: -3,
  burden: -3,
  burnt: -2,
  cried: -2,
  crying: -2,
  crushed: -3,
  dead: -2,
  depressed: -3,
  desperate: -3,
  disappointed: -2,
  disgusted: -3,
  distressed: -3,
  down: -1,
  drained: -2,
  dread: -3,
  dreading: -3,
  embarrassed: -2,
  empty: -3,
  exhausted: -2,
  failure: -3,
  failed: -2,
  fear: -2,
  fight: -2,
  frightened: -2,
  frustrated: -2,
  furious: -3,
  grief: -3,
  guilty: -2,
  hate: -3,
  hated: -3,
  hopeless: -4,
  horrible: -3,
  hurt: -2,
  hurting: -2,
  ignored: -2,
  insecure: -2,
  irritated: -2,
  isolated: -2,
  jealous: -2,
  lonely: -2,
  lost: -2,
  low: -1,
  mad: -2,
  miserable: -3,
  nervous: -2,
  numb: -2,
  overwhelmed: -3,
  pain: -2,
  panic: -3,
  panicking: -3,
  pointless: -3,
  pressure: -1,
  rejected: -3,
  sad: -2,
  scared: -2,
  shame: -3,
  sick: -2,
  stress: -2,
  stressed: -2,
  struggling: -2,
  stuck: -2,
  stupid: -2,
  terrible: -3,
  terrified: -3,
  tired: -1,
  trapped: -3,
  ugly: -2,
  unhappy: -2,
  upset: -2,
  useless: -3,
  worried: -2,
  worry: -2,
  worse: -2,
  worst: -3,
  worthless: -4,
  worrying: -2,
  wrong: -1,
  yelled: -2,
  argument: -2,
  argued: -2,
  lonelier: -2,
  cry: -2,
  tense: -2,
  sucks: -2,
  // positive
  better: 2,
  brave: 2,
  calm: 2,
  calmer: 2,
  confident: 2,
  content: 2,
  enjoyed: 2,
  excited: 3,
  fine: 1,
  fun: 2,
  glad: 2,
  good: 2,
  grateful: 3,
  great: 3,
  happy: 3,
  helped: 2,
  helpful: 2,
  hope: 2,
  hopeful: 2,
  joy: 3,
  kind: 2,
  laughed: 2,
  love: 3,
  loved: 3,
  lovely: 3,
  nice: 2,
  okay: 1,
  peaceful: 2,
  proud: 3,
  relaxed: 2,
  relieved: 2,
  rested: 2,
  safe: 2,
  smile: 2,
  strong: 2,
  support: 2,
  supported: 2,
  thankful: 3,
  wonderful: 4,
  amazing: 4,
  accomplished: 3,
  progress: 2,
  improving: 2,
};

export const negationWords = ['not', 'no', 'never', 'dont', "don't", 'cannot', "can't", 'isnt', "isn't", 'nothing', 'hardly'];
