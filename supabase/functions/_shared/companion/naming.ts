/**
 * The particular people a message is about, and the writer's own name, so a reply can name them
 * ("I’m so sorry about your grandma", "Hi Fernanda") instead of a stock line that names nothing:
 * blind judging of batch 19 counted 54 of 225 replies generic, among them "I’m so sorry. Losing
 * someone changes so much" for a grandmother's funeral watched online and a greeting that ignored
 * the name the writer gave. Only words from closed lists are said back, never the message.
 */
import type { IntentLabel } from './understand/labels.ts';
import { straight } from './words.ts';

/** The people (and pets) a message may name as "my …", as Wren says them back. */
const RELATIONS: Record<string, string> = {
  mom: 'mom',
  mamá: 'mom',
  mama: 'mom',
  papá: 'dad',
  papa: 'dad',
  mum: 'mum',
  mother: 'mother',
  dad: 'dad',
  father: 'father',
  parents: 'parents',
  stepmom: 'stepmom',
  stepdad: 'stepdad',
  husband: 'husband',
  wife: 'wife',
  partner: 'partner',
  boyfriend: 'boyfriend',
  bf: 'boyfriend',
  girlfriend: 'girlfriend',
  gf: 'girlfriend',
  fiance: 'fiancé',
  fiancé: 'fiancé',
  fiancee: 'fiancée',
  fiancée: 'fiancée',
  ex: 'ex',
  son: 'son',
  daughter: 'daughter',
  kids: 'kids',
  children: 'children',
  baby: 'baby',
  grandson: 'grandson',
  granddaughter: 'granddaughter',
  grandkids: 'grandkids',
  grandchildren: 'grandchildren',
  stepson: 'stepson',
  stepdaughter: 'stepdaughter',
  brother: 'brother',
  sister: 'sister',
  grandma: 'grandma',
  grandmother: 'grandmother',
  granny: 'granny',
  nana: 'nana',
  abuela: 'abuela',
  grandpa: 'grandpa',
  grandfather: 'grandfather',
  abuelo: 'abuelo',
  aunt: 'aunt',
  uncle: 'uncle',
  cousin: 'cousin',
  niece: 'niece',
  nephew: 'nephew',
  'best friend': 'best friend',
  bestie: 'best friend',
  friend: 'friend',
  roommate: 'roommate',
  boss: 'boss',
  manager: 'manager',
  supervisor: 'supervisor',
  coworker: 'coworker',
  'co-worker': 'coworker',
  coworkers: 'coworkers',
  landlord: 'landlord',
  dog: 'dog',
  cat: 'cat',
};

const RELATION_WORDS = Object.keys(RELATIONS)
  .sort((a, b) => b.length - a.length)
  .join('|');

/**
 * "my grandma", "our son", "my little sister", "my ex-wife": the relation, unless it only owns
 * the thing the message is about ("my kids' mother", "my husband's unit").
 */
const MY_RELATION = new RegExp(
  `\\b(?:my|our|mi)\\s+(?:(little|older|younger|big|baby|best|late|ex-?|step-?|new|old)\\s*)?(${RELATION_WORDS})(?![\\p{L}'’-])`,
  'giu',
);

/** Intents whose reply may name the person the message is about. */
const ABOUT_PEOPLE = new Set<IntentLabel>(['family', 'relationship', 'friends', 'grief', 'anger', 'work']);

/** The first person a message names, as Wren says it ("your grandma"), and where the naming ends. */
function firstPerson(text: string): { person: string; end: number } | null {
  for (const match of text.matchAll(MY_RELATION)) {
    const [named, modifier, word] = match;
    const relation = RELATIONS[word!.toLowerCase()];
    if (!relation) continue;
    const person = `your ${modifier?.toLowerCase().startsWith('ex') && relation !== 'ex' ? `ex-${relation}` : relation}`;
    return { person, end: match.index + named.length };
  }
  return null;
}

/** Who a message about people names first, as Wren says it ("your grandma"); null when none. */
export function personNamed(message: string): string | null {
  return firstPerson(straight(message))?.person ?? null;
}

const WORK_PEOPLE = /^your (?:boss|manager|supervisor|coworkers?)$/;

const MODIFIER = '(?:(?:little|older|younger|big|baby|best|late|step-?|dear|sweet)\\s+)?';
/** "lost my grandma", "my dad passed in May", "my uncle's funeral", "the death of our son". */
const DIED = [
  new RegExp(`\\b(?:lost|losing|burying|buried|bury)\\s+(?:my|our)\\s+${MODIFIER}(${RELATION_WORDS})\\b`, 'iu'),
  new RegExp(
    `\\b(?:my|our)\\s+${MODIFIER}(${RELATION_WORDS})\\s+(?:\\w+\\s+){0,3}?(?:passed|died|is gone|was put down|was put to sleep|had to be put down)\\b`,
    'iu',
  ),
  new RegExp(`\\b(?:death|passing|funeral|loss) of (?:my|our)\\s+${MODIFIER}(${RELATION_WORDS})\\b`, 'iu'),
  new RegExp(`\\b(?:my|our)\\s+${MODIFIER}(${RELATION_WORDS})['’]s\\s+(?:funeral|death|passing|memorial|wake|burial|grave)\\b`, 'iu'),
];

/** Who died, as Wren says it ("your grandma"), when the message says so; null otherwise. */
function whoDied(message: string): string | null {
  const text = straight(message);
  for (const pattern of DIED) {
    const word = pattern.exec(text)?.[1]?.toLowerCase();
    const relation = word && RELATIONS[word];
    if (relation && relation !== 'ex') return `your ${relation}`;
  }
  return null;
}

/** "I’m so sorry about your grandma…", when the message says who died; null otherwise. */
export function lossLine(message: string): string | null {
  const died = whoDied(message);
  return died && `I’m so sorry about ${died}. Grief can show up in ways you don’t expect.`;
}

type Pick = (key: string, options: readonly string[]) => string;

/** The first line for `intent` that names `person`; null when the topic has no such line. */
function openerFor(intent: string, person: string, message: string, pick: Pick): string | null {
  // A pet is named only in grief ("I’m so sorry about your dog"), never as a rift between you.
  if (intent !== 'grief' && /^your (?:dog|cat)$/.test(person)) return null;
  const work = WORK_PEOPLE.test(person);
  switch (intent) {
    case 'grief':
      return lossLine(message);
    case 'work':
      return work ? pick('named-work', [`Dealing with ${person} sounds like it’s taking a lot out of you.`]) : null;
    case 'anger':
      return pick('named-anger', [`It makes sense to be angry with ${person} about that.`, `No wonder you’re frustrated with ${person}.`]);
    default:
      // "My best friend got her citizenship and we celebrated" is no rift between them.
      if (work || !FRICTION.test(straight(message))) return null;
      return pick('named-people', [
        `It sounds hard between you and ${person} right now.`,
        `Things with ${person} sound like a lot to carry at the moment.`,
      ]);
  }
}

/**
 * A first line that names the person the message is about, for the topics where the stock
 * opener names nobody; null when no one is named or the topic has no such line.
 */
export function namedOpener(intent: string, message: string, pick: Pick): string | null {
  if (!ABOUT_PEOPLE.has(intent as IntentLabel)) return null;
  const person = personNamed(message);
  return person && openerFor(intent, person, message, pick);
}

/** The first person named whose news or illness is met as someone close's: not a boss, not an ex. */
function someoneClose(text: string): { person: string; end: number } | null {
  const first = firstPerson(text);
  return first && !WORK_PEOPLE.test(first.person) && first.person !== 'your ex' ? first : null;
}

/** Someone close did something good: "my daughter got into the nursing program", "my son graduated". */
const THEIR_NEWS =
  /\b(?:got|passed|graduated|made (?:it|the|dean'?s|varsity|honou?r|a|an)|won(?!'t)|finished|was accepted|got accepted|got into|landed|started walking|took (?:her|his|their) first|said (?:her|his|their) first|is engaged|got engaged|got married|got the job|got promoted|was promoted|came home|is coming home|is cancer[- ]free|is in remission|beat)\b/i;

/**
 * Good news about someone close, as Wren meets it ("That’s wonderful news for your daughter"):
 * blind batch 28 found "My daughter got into the nursing program… I'm so proud I could cry" met
 * with the stock "How are you going to celebrate?". Null when the news is the writer's own.
 */
export function theirNewsLine(message: string): string | null {
  const text = straight(message);
  const first = someoneClose(text);
  if (!first) return null;
  const { person } = first;
  const after = text.slice(first.end);
  // "my sister and I finally made up": shared news, the writer's own too.
  if (!THEIR_NEWS.test(after.slice(0, 80)) || /^\s+and (?:i|me)\b/i.test(after)) return null;
  // "my sister got married and didn't invite me", "my son graduated but I couldn't be there".
  // "my best friend got married and now she dont have time for me at all" (blind batch 31).
  if (
    /\b(?:but|didn'?t|did not|wasn'?t|won'?t|without me|couldn'?t|can'?t|never|don'?t|doesn'?t|dont|doesnt|no time|not anymore)\b/i.test(
      after,
    )
  )
    return null;
  const proud = /\bproud\b/i.test(text) ? ' I can hear how proud you are.' : ' Moments like that are worth savouring.';
  return `That’s wonderful news for ${person}.${proud} **What was the moment like for you?**`;
}

/** Someone close is ill: "my mom has cancer", "my dad is in the hospital again", "my wife's chemo". */
const THEIR_ILLNESS =
  /\b(?:cancer|tumou?r|chemo\w*|radiation|dementia|alzheimer'?s|parkinson'?s|a stroke|heart attack|heart failure|hospitali[sz]ed|in (?:the )?hospital|the icu|intensive care|the er|emergency room|surgery|diagnosed|(?:is|got|so|very|really) sick|illness|hospice|terminal|stage (?:3|4|three|four|iii|iv)|dying|life support|dialysis|kidney failure|pneumonia|a seizure|seizures|biopsy|leukemia|lymphoma|palliative)\b/i;
/** Near the end of a life: the grief that begins before a death. */
const NEAR_THE_END =
  /\b(?:hospice|terminal|dying|end of (?:his|her|their) life|last days|stage (?:4|four|iv)|palliative|life support|(?:weeks|months|days) to live)\b/i;
/** Their news is good, or already a death (grief and good news have their own lines). */
const NOT_ILLNESS_NEWS =
  /\b(?:remission|cancer[- ]free|all clear|came back (?:clear|benign|negative)|benign|recovered|came home|is home|out of (?:the )?hospital)\b/i;

/**
 * Someone close is ill, as Wren meets it; null when no one is named or nothing says so. Blind
 * batch 29's follow-ups found "my mom has cancer and i dont know what to do" met as a death ("What
 * do you miss most?") and "my dad is in the hospital again and im scared" as the writer's own
 * body.
 */
export function theirIllnessLine(message: string): string | null {
  const text = straight(message);
  const first = someoneClose(text);
  if (!first) return null;
  const near = text.slice(first.end, first.end + 90);
  if (!THEIR_ILLNESS.test(near) || NOT_ILLNESS_NEWS.test(text) || whoDied(text) || /\b(?:died|passed away|funeral)\b/i.test(text))
    return null;
  const { person } = first;
  return NEAR_THE_END.test(near)
    ? `I’m so sorry about ${person}. Getting ready to lose someone who is still here is its own kind of grief, and it wears you down. **How are you holding up?**`
    : `I’m sorry about ${person}. Worrying about someone you love who is ill is frightening, and it takes a lot out of you too. **How are you holding up?**`;
}

/** Words of friction between people: "keeps changing", "won't listen", "never calls", "we fought". */
const FRICTION =
  /\b(?:keeps?|kept|again|won't|wont|never|always|refus\w*|ignor\w*|cancel\w*|fight\w*|fought|argu\w*|yell\w*|scream\w*|blam\w*|criticiz\w*|mad at|upset|hurt|stopped|doesn't|didn't|don't|can't stand|jealous|lied|lies|left me|dumped|cheat\w*|rude|mean to)\b/i;

/**
 * For a hard message whose topic Wren could not read but which names someone ("my ex-husband
 * keeps changing the custody schedule"): a first line about the two of them; null when no one is
 * named.
 */
export function peopleOpener(message: string, pick: Pick): string | null {
  const person = personNamed(message);
  if (!person || !FRICTION.test(straight(message))) return null;
  return openerFor(WORK_PEOPLE.test(person) ? 'work' : 'family', person, message, pick);
}

/** Words that follow "I am" / "I'm" capitalised without being a name ("I'm Deaf", "I am Catholic"). */
const NOT_NAMES = new Set(
  'deaf blind black white asian latina latino latinx hispanic native indian american mexican korean chinese filipino filipina vietnamese haitian polish russian ukrainian somali muslim christian catholic jewish hindu sikh buddhist mormon baptist gay lesbian bi trans queer autistic okay ok fine good tired new here back sorry so not just really very also still'.split(
    ' ',
  ),
);
const NAME = "[A-Z][a-z'’-]{1,20}";
const GIVEN_NAME = new RegExp(
  `\\b(?:my name is|my name's|name's|call me|this is|i am|i'm|im)\\s+(${NAME})(?=\\s*(?:[.!,🙂😊:)(]|$|\\s+(?:and|from|here|again|\\d)))`,
  'iu',
);
const SIGN_OFF = new RegExp(
  `(?:^|\\n)\\s*(?:sincerely|regards|best|best wishes|kind regards|warm regards|thanks|thank you|with appreciation|love|respectfully|cheers)[,.]?\\s*\\n\\s*(${NAME})\\s*$`,
  'iu',
);

/** The name the writer gives for themselves ("I am Fernanda", a letter signed "Marguerite"). */
export function ownName(message: string): string | null {
  const text = straight(message).trim();
  const signed = SIGN_OFF.exec(text);
  const given = signed ?? GIVEN_NAME.exec(text);
  const name = given?.[1];
  if (!name || !/^[A-Z]/.test(name) || NOT_NAMES.has(name.toLowerCase())) return null;
  return name;
}
