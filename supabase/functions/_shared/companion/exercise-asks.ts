/**
 * Exercise requests told by what the exercise does rather than its name: blind batch 8 had
 * "count me in and out", "walk me through inhale hold exhale hold", "the 4-4-4-4 thing",
 * "slowing down your exhale", "counting blessings", "a bedtime routine exercise" and "write down
 * the what-ifs and come back to them at 6pm" read as other intents (a thought record, a tiny
 * step, a question back). Each pattern describes the exercise itself, so it holds whatever the
 * classifier guessed; the engine asks REQUEST of the message as well.
 */
import type { ExerciseKind } from './types.ts';

const DESCRIBED: readonly [RegExp, ExerciseKind][] = [
  [
    /\b(?:slow(?:ing)? (?:down )?(?:my |your |the )?(?:exhale|out-?breath)|longer (?:exhale|out-?breath)|breathe out (?:longer|slower))\b/i,
    'slow-breathing',
  ],
  [
    /\b(?:count me (?:in and out|through (?:my |the )?breath\w*)|inhale,? hold,? exhale|breathe in,? hold|in,? hold,? out,? hold|4[\s-]*4[\s-]*4(?:[\s-]*4)?\b|square breathing|breathing (?:thing|one|exercise) (?:with|where) (?:you )?count)/i,
    'box-breathing',
  ],
  [
    /\bcount(?:ing)? (?:my |our |your )?blessings\b|\b(?:thankful|gratitude|grateful|blessings?) list\b|\b(?:list|write|name|say|find|think of) (?:[\w'’]+ ){0,4}?(?:thankful|grateful) for\b/i,
    'gratitude',
  ],
  [
    /\b(?:bed ?time|night ?time|before bed) (?:routine|ritual|wind[\s-]?down|relaxation)\b|\bhelp me (?:get |feel |become )?(?:drowsy|sleepy)\b|\bwind[\s-]?down (?:routine|exercise|before bed)\b|\bhelp (?:me )?(?:falling|fall|get(?:ting)?(?: to)?) (?:a)?sleep (?:tonight|now|right now)\b/i,
    'sleep',
  ],
  [/\bhelp me (?:get |feel |be )?(?:grounded|anchored|ground(?: myself)?)\b|\bground me\b/i, 'grounding'],
  // "I've decided I'm getting fired. I know that's probably nuts. Help me look at it another way?" (blind batch 25).
  [
    /\b(?:look at|see|think about) (?:it|this|that|things) (?:another way|a different way|differently|from (?:another|a different) angle)\b/i,
    'thought-record',
  ],
  [
    /\b(?:write|jot|list|park|put|set) (?:down |aside )?(?:\w+ ){0,3}?(?:what[\s-]ifs|worries|worrying thoughts)\b[^.?!]*\b(?:come back|later|tonight|tomorrow|at \d|\d ?(?:pm|am|o'?clock))\b|\bworry (?:postponement|postponing)\b|(?<=\bworr\w*\b[^]*)\bschedul\w* (?:it|them|my worr\w*|the worr\w*|worr\w*) (?:earlier|for (?:later|earlier|another time|the (?:afternoon|evening|morning)))\b|\bpostpon\w* (?:my |the )?worr\w*/i,
    'worry-time',
  ],
];

/**
 * Asked for as a noun, with no verb of asking ("respiración por favor, I'm in the break room",
 * "3 minute meditation before my kid gets home from school": blind batch 16).
 */
const NAMED_ALONE: readonly [RegExp, ExerciseKind][] = [
  [/\brespiraci[oó]n\b|\bejercicio de respirar\b/i, 'box-breathing'],
  // "meditate w me?", "reframe pls: …", "the scheduled worry thing", "need to knock out like now" (blind batch 26).
  [/\bmeditate (?:w|with|w\/) me\b/i, 'meditation'],
  [/^\s*reframe (?:pls|please|plz|this|it|that)\b|\bhelp me reframe\b/i, 'thought-record'],
  [/\b(?:scheduled|schedule a|scheduling) worry\b/i, 'worry-time'],
  [
    /\b(?:need|needa|want|have|gotta|got) to (?:knock out|crash|fall asleep|get to sleep)\b[^.!?]{0,20}\b(?:now|asap|tonight|fast|quick|like now)\b/i,
    'sleep',
  ],
  [
    /\b(?:\d+|one|two|three|five|ten)[\s-]?min(?:ute)?s? (?:of )?(?:guided |quick |short )?meditation\b|\bmeditation (?:please|pls|plz|por favor)\b/i,
    'meditation',
  ],
];

/** The exercise a request describes, if it describes one (`asked`: the message asks for something). */
export function describedExercise(message: string, asked: boolean): ExerciseKind | null {
  return (asked ? DESCRIBED : []).concat(NAMED_ALONE).find(([re]) => re.test(message))?.[1] ?? null;
}

/**
 * "Help me chill", "bring me down from a 9 to a 5", "how do i chill out fast, meeting in 5 min",
 * "Got a minute of something calming?" (blind batch 15), "panicking for no reason… talk me down" (batch 25):
 * a request to calm down now, exercise unnamed.
 */
export const CALM_ASK =
  /\bhow (?:do|can|could|should) i (?:chill|calm|relax|settle|de-?stress)(?: (?:out|down|myself))? (?:fast|quickly|quick|right now|now|asap|before)\b|\b(?:any|a|some|the) (?:quick|fast|easy|simple) (?:way|trick|tip|thing|technique)s? to (?:chill|calm|relax|settle|de-?stress|unwind)\b|\b(?:just )?get me (?:calm|calmer|to calm down)\b|\bsomething to (?:anchor|ground|steady|settle|calm) me\b|\bhelp me (?:chill|calm (?:down)?|relax|settle|unwind|de-?stress|come down)\b|\bbring(?:ing)? me (?:back )?down\b|\bfrom (?:a|an) (?:\d+|ten|nine|eight) (?:to|down to) (?:like )?(?:a |an )?(?:\d+|five|four|three)\b|\b(?:a|one) (?:minute|moment) of (?:something )?(?:calm\w*|quiet|peace\w*)\b|\bneed to (?:calm|chill|settle) (?:down|myself)(?: \w+)? (?:quick|quickly|fast|now|right now|asap)\b|\bcalming (?:minute|moment) (?:thing|one|exercise)?|\bthe calming (?:minute|moment|thing)\b|\bcalmarme\b|\btalk me down\b(?! (?:from|off) (?:the|a|this) (?:ledge|edge|roof|bridge))/i;

/** "Two", "a few", "a couple of": how people ask for more than one of something. */
const FEW = String.raw`(?:2|3|two|three|a few|some|a couple(?: of)?)`;

/** "3 things", "a few quick ideas": more than one step asked for. */
export const SEVERAL_THINGS = new RegExp(String.raw`\b${FEW} (?:\w+ )?(?:things|tasks|steps|ideas)\b`, 'i');

/** "Give me like 3 easy things I could do this afternoon": small steps, more than one. */
export const SMALL_THINGS_ASK = new RegExp(
  String.raw`\b(?:give me|suggest|list|what are|any|need)\b[^.?!]{0,20}\b${FEW} (?:\w+ )?(?:easy|small|tiny|little|simple|doable) (?:things|tasks|steps|ideas)\b`,
  'i',
);

/** "pick one thing for me to do in the next 10 min that isnt scrolling": one small activity. */
export const ONE_THING_ASK =
  /\b(?:pick|choose|give me|suggest|tell me)\b[^.?!]{0,12}\b(?:one|1|a|something|some ?thing)\b[^.?!]{0,10}?\b(?:thing )?(?:for me )?to do\b|\b(?:help me (?:pick|choose|find|think of)|(?:need|want|give me|suggest) (?:a|one|something))\b[^.?!]{0,12}?\b(?:small|little|tiny|teeny(?: tiny)?|easy|simple)\b[^.?!]{0,6}?\b(?:thing|task|step|activity|to do|that (?:might|could|would) (?:lift|help|boost))/i;
