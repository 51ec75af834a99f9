/**
 * Everyday questions inside a message ("is that normal?", "should I tell her?", "how do I bring it
 * up?"), answered before Wren asks anything: blind judging found a reflection alone left them
 * unanswered ("does that even make sense?" met with "when did you last feel connected?"). Also the
 * follow-up questions that fit a message which already told the story, so Wren does not ask for
 * what it was just told ("What's the hardest part of work?" after the hardest part).
 */
import type { FeelingFamily, Topic } from './lexicon.ts';
import { personNamed } from './naming.ts';
import { LOSS } from './situations.ts';
import { straight } from './words.ts';

export interface Answer {
  line: string;
  question: string;
  /** A decision handed back to them: a situation Wren knows speaks to it better. */
  decision?: boolean;
}

/** "Is that normal?", "does that even make sense", "is something wrong with me?" */
const NORMAL_ASK =
  /\b(?:is (?:it |that |this )?(?:even )?(?:normal|common|a (?:real )?thing|weird|strange)|does (?:that|this|it) (?:even )?make (?:any )?sense|is (?:there )?something wrong with me|what'?s wrong with me|what is wrong with me|am i (?:weird|crazy|broken|abnormal|overreacting|the only one)|is it just me|does anyone else|is it burn ?out)\b/i;

type Kind = 'burnout' | 'lonely' | 'anxious' | 'low' | 'tears' | 'grief' | 'tired' | 'stressed' | 'angry' | 'self' | 'generic';

const NORMALISE: Record<Kind, Answer> = {
  burnout: {
    line: 'It can be. Burnout often looks like feeling empty, detached or cynical about work you used to care about. I can’t tell you for sure what it is, but it’s worth taking seriously.',
    question: 'When did you first notice things changing?',
  },
  lonely: {
    line: 'It makes a lot of sense. Loneliness is about not feeling close or understood, not about how many people are around, so it can show up in a full room.',
    question: 'What kind of connection feels missing right now?',
  },
  anxious: {
    line: 'Yes, that’s very common. Anxiety often shows up even when part of you knows things are okay, and it doesn’t mean something is wrong with you.',
    question: 'What does it feel like for you when it starts?',
  },
  low: {
    line: 'Lots of people go through flat or low stretches, so you’re not strange for feeling it. If it hangs on for a couple of weeks or more, it’s worth telling a doctor too.',
    question: 'What has it been like day to day?',
  },
  tears: {
    line: 'Nothing is wrong with you. Crying out of nowhere usually means something has been building up for a while, and it found a way out.',
    question: 'What has been building up lately, do you think?',
  },
  grief: {
    line: 'Nothing is wrong with you. Grief shows up differently for everyone: not crying, crying at unexpected moments, or keeping small habits that hold someone close, like setting out their cup, are all very common.',
    question: 'What has it been like for you since?',
  },
  tired: {
    line: 'It’s a real thing, and a common one. Tiredness that sleep doesn’t fix is worth mentioning to a doctor too, since it can have physical causes.',
    question: 'What are your evenings and nights like at the moment?',
  },
  stressed: {
    line: 'It makes a lot of sense, with everything you’re carrying.',
    question: 'What’s one thing that would take a little pressure off?',
  },
  angry: {
    line: 'It’s very common. A shorter fuse is often a sign of stress or tiredness more than of who you are.',
    question: 'When do you notice it most?',
  },
  self: {
    line: 'You’re far from the only one who feels this way, and feeling it doesn’t make it true.',
    question: 'Where do you think that feeling comes from?',
  },
  generic: {
    line: 'It makes sense, and you’re far from the only one who feels this way.',
    question: 'What has it been like for you?',
  },
};

const KIND_OF_FAMILY: Partial<Record<FeelingFamily, Kind>> = {
  lonely: 'lonely',
  anxious: 'anxious',
  scared: 'anxious',
  sad: 'low',
  numb: 'low',
  grieving: 'grief',
  tired: 'tired',
  stressed: 'stressed',
  overwhelmed: 'stressed',
  angry: 'angry',
  ashamed: 'self',
};
const KIND_OF_TOPIC: Partial<Record<Topic, Kind>> = { loss: 'grief', sleep: 'tired', social: 'lonely', self: 'self' };

/** "I've had a headache for 3 days, should I be worried?" */
const HEALTH_WORRY =
  /\b(?:(?:it'?s |its )?(?:probably|prob|likely) nothing,? (?:right|though|i hope)|should i be (?:worried|concerned|scared)|is (?:this|it|that) (?:serious|something serious|bad|dangerous)|do i need (?:to see )?a doctor|should i (?:see|call|go to) (?:a |the |my )?(?:doctor|gp|er|urgent care))\b/i;

/** "Waking up at 3am every night… why does this happen?", "is normal for night workers?" */
const WHY_WAKING =
  /\bwhy (?:do|does|am) (?:i|my body)\b[^?]{0,30}\b(?:wak(?:e|ing) up|awake)\b|\b(?:wak(?:e|ing) up|awake) (?:at )?(?:\d{1,2}(?::\d\d)?\s*(?:am|a\.m\.)?|three|four)\b[^?]*\b(?:why|is (?:it |this |that )?normal)\b|\b(?:sleep|sleeping)\b[^?]{0,60}\b(?:broken|3 hours|2 hours|wake up)\b[^?]*\bis (?:it |this |that )?normal\b/i;

/** "How do you even make friends at 34?" */
const FRIENDS_HOW =
  /\bhow (?:do|can|does|are|is) (?:you|i|people|adults|anyone|one)(?: supposed to| meant to)? (?:even )?(?:make|find|meet) (?:new )?friends\b/i;

/** "How do I stop getting so irritated at everything?" */
const IRRITABLE_HOW =
  /\bhow (?:do|can) i (?:stop|quit) (?:getting|being|feeling) (?:so )?(?:irritated|irritable|angry|annoyed|snappy|mad|short-tempered)\b/i;

/** "Should I tell my partner…?": a decision that is theirs, not a doctor's. */
const DECISION_ASK =
  /\b(?!should i be (?:worried|concerned|scared))(?:should i|do i (?:tell|say|leave|stay|quit|go)|would it be (?:wrong|bad|selfish|mean) (?:to|if)|am i wrong (?:to|for))\b/i;
const MEDICAL = /\b(?:doctor|er|hospital|urgent care|911|meds?|medication|pills?|dose|therap\w+)\b/i;

/** "How do I bring it up without it getting weird?" */
const TALK_ASK =
  /\b(?:how (?:do|can|should|would) i|how to|best way to) (?:bring (?:it|this|that) up|bring up|tell|talk to|say (?:it|this|that|no)|ask|approach|raise|confront|explain|set (?:a )?boundar\w*)\b|\bwhat (?:do|should|would) i (?:even )?say\b/i;

/** "How do people stay motivated on long projects?" */
const MOTIVATION_HOW =
  /\bhow (?:do|can|does|would) (?:i|you|people|anyone|one|someone) (?:stay|get|keep|feel) (?:motivated|going|on track)\b|\bhow (?:do|can) i (?:make myself|stop procrastinating|get started|actually start)\b/i;

/**
 * Practical "how do I…?" questions, answered with what helps many people before any question
 * back: blind judging (batch 8) found "how do I stop snapping at my kids?", "how do I handle a
 * coworker taking credit?" and "how do you actually build self-esteem?" met with a question only.
 */
const HOW_TO: readonly { match: RegExp; line: string; question: string }[] = [
  // Blind batch 11's everyday questions met with a template.
  {
    match:
      /\b(?:scroll\w*|on my phone|phone in bed|tiktok|instagram|youtube|reddit|screens?)\b[^?]{0,50}\b(?:in bed|at night|til(?:l)? \d|until \d|\d ?am|late)\b[^?]*\?|\bis it bad (?:that )?i (?:scroll|stay on my phone|use my phone)\b/i,
    line: 'Lots of people do it, and it’s worth changing: late scrolling pushes sleep later and keeps your brain switched on, so the next day feels rough. What helps: charge the phone across the room, set a “phone down” alarm half an hour before bed, and swap in something low-key like a book or a podcast.',
    question: 'What usually keeps you scrolling: winding down, or putting off tomorrow?',
  },
  {
    match:
      /\b(?:test|exam) anxiety\b|\b(?:blank|blanked|blanking|freeze|froze|freezing) (?:out |up )?(?:on|during|in) (?:the |my |a )?(?:exam|test|final|quiz)s?\b/i,
    line: 'Blanking under pressure is very common, even when you know the material: stress takes over the part of the brain that retrieves it. What helps many people: practise under test-like conditions, take three slow breaths with a long exhale before starting, begin with a question you know, and jot down key formulas or facts first.',
    question: 'When is your next exam?',
  },
  // Blind batch 10's everyday questions met with a question only.
  {
    match:
      /\bhow (?:do|can|should) i (?:reach|get through to|connect with|get (?:him|her|them) to (?:talk|open up))\b|\b(?:won'?t|doesn'?t|barely|never) (?:talk|talks|speak|speaks) to me\b[^.?!]{0,60}\bhow (?:do|can) i\b/i,
    line: 'Teenagers often pull back from parents, and it usually isn’t about you. Low-pressure time side by side helps more than face-to-face talks: car rides, cooking, a show they like. Show interest in their world without quizzing, and let them know you’re there. If it comes with dropping grades, no friends, or sleep and eating changes, their doctor or school counselor is a good next step.',
    question: 'What did the two of you used to enjoy doing together?',
  },
  {
    match: /\bcancel\w*\b[^?]{0,80}\b(?:overreact\w*|rude|petty|too sensitive|am i wrong|is (?:this|that|it) (?:rude|normal|okay|ok))\b/i,
    line: 'Being cancelled on again and again would sting for most people, so no, you’re not overreacting to feel let down. It may say more about what’s going on for them than about you, and it’s fair to tell them it’s been disappointing.',
    question: 'Do you want to bring it up with them, or take a step back for a while?',
  },
  {
    match:
      /\bi know (?:exactly )?what (?:i need to do|i have to do|to do|i should do|i should be doing)\b[^.?!]{0,40}\b(?:just )?(?:do not|don'?t|dont|can'?t|cant|never|won'?t)\b/i,
    line: 'That gap between knowing and doing is so common, and it’s rarely laziness. Usually the first step is too big, too vague, or tangled up with dread, so the brain keeps putting it off. Shrinking it until it feels almost silly is what helps most.',
    question: 'What’s the first thing on the list, and what’s the smallest piece of it?',
  },
  {
    match:
      /\b(?:sleep\w*|slept) (?:like |about |around )?(?:\d{1,2}|ten|eleven|twelve|thirteen) (?:hrs?|hours)\b[^.?!]{0,50}\b(?:bad|fine|ok|okay|normal|too much|healthy|a problem)\b/i,
    line: 'Sleeping long on weekends usually means you’re catching up on sleep you’re short of during the week. It isn’t harmful in itself, but a big swing can leave you groggy and make Sunday nights harder. If you’re still tired after long nights, that’s worth telling a doctor.',
    question: 'How much are you sleeping on work nights?',
  },
  {
    match:
      /\b(?:married|together|with (?:him|her|them))\b[^.?!]{0,50}\b(?:bored|boring|in a rut|stale|the spark)\b|\b(?:bored|boring|in a rut)\b[^.?!]{0,40}\b(?:marriage|relationship|husband|wife|partner)\b/i,
    line: 'It’s very common in long relationships: routine settles in and the novelty fades, and that isn’t the same as something being wrong. Doing something new together, even small, often brings some spark back, and a couples counselor can help if it feels stuck.',
    question: 'What did the two of you used to enjoy doing together?',
  },
  {
    match:
      /\bhow (?:do|can|could|should) i (?:best )?(?:support|help|be there for|cheer up)\b|\b(?:support|help) (?:her|him|them|a friend|my \w+)\b[^.?!]{0,40}\b(?:tips|don'?t know how|not sure how|any advice)\b/i,
    line: 'A few things help most: say privately what you’ve noticed, without judging (“you’ve seemed down lately, how are you doing?”), listen more than you advise, offer something specific like a walk or lunch rather than “let me know”, and keep showing up. If they ever mention not wanting to be here, 988 helps people who are worried about someone too.',
    question: 'How well do you know them outside of this?',
  },
  {
    match:
      /\bhow long (?:does|will|did|is) (?:grief|grieving|the grief|this grief|it) (?:supposed to |going to |meant to )?(?:last|take|hurt)\b/i,
    line: 'There’s no set timeline. For many people the sharpest pain softens over months, and grief keeps coming in waves for years, often around anniversaries and holidays, with more good days in between as time goes on. If it stays as heavy as at the start, or gets in the way of daily life, a grief counselor can help.',
    question: 'What have the waves been like for you lately?',
  },
  {
    match: /\b(?:just being a teen(?:ager)?|normal teen(?:age|ager)? (?:stuff|thing|behaviou?r)|a teen(?:ager)? thing)\b/i,
    line: 'Pulling away is a normal part of being a teenager, and it can still hurt. What’s worth watching for: big changes in sleep, eating, grades or friends, giving up things he or she loved, or hopeless talk; if you see those, talk to their doctor or school counselor. Low-pressure time side by side, like a drive or food they like, often opens more than direct questions.',
    question: 'What used to be easy between you two?',
  },
  {
    match: /\bhow (?:do|can) i (?:actually )?(?:focus|concentrate|stay focused)\b/i,
    line: 'Reading the same lines without it sticking is common when you’re tired or stressed. What helps many people: short blocks of 20–25 minutes with the phone in another room, reading with a question in mind, and writing one line in your own words after each section.',
    question: 'When and where do you usually try to read?',
  },
  {
    match: /\b(?:tips|advice|how) (?:for |on |to |do i |can i )?(?:get(?:ting)?|drag(?:ging)? myself) off the couch\b/i,
    line: 'Make the first step tiny and physical: stand up and fill a glass of water, or put your shoes on and step outside for a minute. Deciding the next small thing before you stand up helps too, and motivation tends to follow movement rather than come first.',
    question: 'What’s one small thing you could do in the next five minutes?',
  },
  {
    // "Is it petty to be hurt that none of my friends remembered my birthday?"
    match:
      /\b(?:is it|am i being|is that|would it be|am i) (?:\w+ )?(?:petty|silly|dumb|stupid|childish|dramatic|too sensitive|oversensitive) (?:to|that|for|of me)\b/i,
    line: 'It isn’t. Feeling hurt when something matters to you is a very human response, and it says nothing bad about you.',
    question: 'What would have meant a lot to you?',
  },
  {
    match: /\bhow (?:do|can|should) i (?:stop|quit) (?:snapping|yelling|shouting|losing my temper|losing it|blowing up)\b/i,
    line: 'What helps many parents and partners: notice the early signs (a tight jaw, a raised voice), take one slow breath or step away for a moment before you answer, and repair afterwards (“I’m sorry I snapped, it wasn’t about you”). Repair matters more than never slipping, and a short fuse is often a sign you’re running on empty.',
    question: 'When does it tend to happen most?',
  },
  {
    match: /\b(?:takes?|taking|took|steal\w*|stole) (?:the )?credit\b/i,
    line: 'A few things work without looking petty: put your ideas in writing before meetings (a short email or a shared doc), name them in the meeting itself (“building on what I sent Tuesday…”), and if it keeps happening, have a calm, private word with the coworker, or with your manager about how credit is shared on the team.',
    question: 'Which of those feels doable for you?',
  },
  {
    match:
      /\bhow (?:do|can|does|would) (?:i|you|people|one|someone) (?:actually |really )?(?:build|improve|raise|boost|work on|grow|get) (?:my |your |their |some |more )?(?:self[\s-]?esteem|confidence|self[\s-]?worth|self[\s-]?confidence)\b/i,
    line: 'Affirmations feel fake to lots of people when the gap to what they believe is too big. What tends to work better: speaking to yourself the way you would to a friend, noticing one thing you handled well each day, and doing things that fit what you care about, so the evidence builds up. [The Hidden Rules That Shape Self-Worth](/library/the-hidden-rules-that-shape-self-worth) goes deeper.',
    question: 'What does your inner critic say most often?',
  },
  {
    match:
      /\bhow (?:do|can|does) (?:i|you|people|ppl|anyone) (?:actually )?(?:stick (?:with|to)|finish|follow through|keep at|keep going with)\b/i,
    line: 'Finishing is its own skill, and starting lots and finishing few is very common, especially when the start is the fun part. What helps many people: fewer projects at once, a small, clear version of “done”, and a set time each week for the one you care about most.',
    question: 'Which one would you most like to finish?',
  },
  {
    match:
      /\bhow (?:do|can|could) (?:we|you|i|couples|people) (?:get back to each other|reconnect|feel close again|find (?:our way back|each other) again|stop being (?:like )?roommates)\b/i,
    line: 'Many couples drift into feeling like roommates, and it can turn around. Small, regular moments often matter more than big gestures: ten minutes a day to talk about something other than logistics, time that is just the two of you, and saying out loud what you appreciate. Couples counselling can help too, and it isn’t only for crises.',
    question: 'What did feeling close look like for you two before?',
  },
  {
    match: /\bis (?:\d|five|four|six) hours? (?:of sleep |a night )?(?:enough|okay|ok|normal)\b/i,
    line: 'For most adults it isn’t: bodies usually need seven hours or more, so feeling worn down on less is expected, not a weakness. When short nights can’t be helped for a while (a newborn, shifts), napping when you can, sharing night duties where possible and accepting help all count.',
    question: 'What’s getting in the way of more sleep right now?',
  },
  {
    match:
      /\bhow (?:do|can) (?:people|i|you|one) (?:not|stop|quit) (?:dwell\w*|worry\w*|obsess\w*|fixat\w*|ruminat\w*) (?:on|about|over)\b/i,
    line: 'Many people find it helps to give a worry a set place: write it down, decide whether it needs action (like booking a doctor’s appointment), and otherwise come back to it at a set “worry time” instead of all day. Checking and searching tends to feed a worry more than settle it.',
    question: 'Would you like to try worry time together?',
  },
  {
    match: /\bburn ?out or (?:if )?(?:i'?m |im |ur |you'?re |just )*lazy\b|\blazy or (?:burn|burnt|burned) ?out\b/i,
    line: 'Real laziness is rarer than people fear. Burnout usually looks like exhaustion that rest doesn’t fix, caring less about things you used to care about, and getting less done despite trying. If you’re worried you’re lazy, that worry itself says you care. [Burnout: Signs, Causes, and First Steps](/library/burnout-signs-causes-and-first-steps) goes through the signs.',
    question: 'What has the last few weeks been like for you?',
  },
];

function kindOf(text: string, family: FeelingFamily | null, topics: readonly Topic[]): Kind {
  if (/\bburn(?:ed|t)? ?out\b/i.test(text)) return 'burnout';
  if (LOSS.test(text)) return 'grief';
  if (/\bcr(?:y|ied|ying)\b|\btear(?:s|ed|ing)?\b|\bsobb\w*|\bbawl\w*/i.test(text)) return 'tears';
  if (family && KIND_OF_FAMILY[family]) return KIND_OF_FAMILY[family]!;
  for (const t of topics) if (KIND_OF_TOPIC[t]) return KIND_OF_TOPIC[t]!;
  return 'generic';
}

/** The answer to an everyday question the message asks, or null when it asks none. */
export function everydayAnswer(message: string, family: FeelingFamily | null, topics: readonly Topic[]): Answer | null {
  const text = straight(message);
  // A specific answer beats the general "should I be worried?" and "is that normal?".
  const tips = HOW_TO.find((h) => h.match.test(text));
  if (tips) return { line: tips.line, question: tips.question };
  if (HEALTH_WORRY.test(text))
    return {
      line: 'I can’t tell what’s causing it, but a symptom that hangs on or worries you is worth checking with a doctor, or a nurse advice line if your insurance has one. If something comes on suddenly and severely, call 911.',
      question: 'What’s worrying you most about it?',
    };
  if (WHY_WAKING.test(text))
    return {
      line: 'Waking in the small hours is very common, especially under stress: sleep is lighter then, and a busy mind takes the chance to start up. Shift work and an irregular schedule make it more likely too. If it goes on for weeks, it’s worth telling a doctor.',
      question: 'What tends to be on your mind when you wake?',
    };
  if (NORMAL_ASK.test(text)) return NORMALISE[kindOf(text, family, topics)];
  if (FRIENDS_HOW.test(text))
    return {
      line: 'Making friends as an adult is genuinely harder, and it isn’t about you: it usually takes repeated, low-stakes time with the same people (a class, a club, a volunteer shift, a regular game night) more than one big conversation.',
      question: 'Is there something you already enjoy that other people do in a group?',
    };
  if (IRRITABLE_HOW.test(text))
    return {
      line: 'A shorter fuse is often a sign you’re running low: on sleep, on rest, or on room for yourself. It can help to notice the early signs, like a tight jaw or a hot face, and take a few slow breaths before you answer. [The Stress Bucket](/library/the-stress-bucket-why-small-things-spill) explains why small things spill over.',
      question: 'When do you notice it most?',
    };
  if (MOTIVATION_HOW.test(text))
    return {
      line: 'A few things help many people: make the first step so small it feels almost silly, tie it to something you already do, and count small wins along the way. Motivation often follows action rather than coming first.',
      question: 'What’s one tiny first step you could take?',
    };
  if (TALK_ASK.test(text))
    return {
      line: 'Planning what to say can make a hard conversation much easier. It often helps to start with how you feel and what you’d like, rather than with what they did wrong. There’s more in [How to Start a Hard Conversation Kindly](/library/starting-a-hard-conversation).',
      question: 'What would you most want them to understand?',
    };
  if (DECISION_ASK.test(text) && !MEDICAL.test(text))
    return {
      line: 'That’s a big question, and it’s yours to decide, but I can help you think it through.',
      question: 'What’s pulling you each way?',
      decision: true,
    };
  return null;
}

/**
 * Questions that ask for the story itself ("What happened?", "What's the hardest part?"):
 * right after a short message, wrong after one that already told it.
 */
const ASKS_FOR_STORY =
  /\b(?:hardest|loudest|most space|weighing on you|brought this up|draining|whose voice|tell me (?:a bit )?more|how long|how have you been sleeping|what happened|on your mind about it|how are things with|feels heaviest|most frightening|most unclear)\b/i;

const FORWARD = [
  'How are you feeling about it right now?',
  'What would you like to happen next?',
  'What would help most right now: talking it through, or trying something calming?',
  'What do you need most right now?',
];

/** Whether a message already told what happened, so the question should move forward. */
export function toldTheStory(words: number, hasReason: boolean): boolean {
  return words >= 10 || hasReason;
}

const SOMEONE =
  /\b(?:he|she|they|them|him|her|his|their|people|everyone|everybody|someone|somebody|mom|dad|boss|guy|lady|customers?|clients?|drivers?|neighbou?rs?|coworkers?|landlord|teacher|doctor|insurance|company|in-?laws?|\w+-in-law)\b/i;
const NAMED = /\b[A-Z][a-z]+ (?:said|says|did|does|is|was|won'?t|keeps)\b/;

/**
 * Questions about "they" only when the message names someone: "furious. absolutely furious" was
 * asked "What do you wish they understood?" (blind judging, batch 8).
 */
export function aboutSomeone(message: string, bank: readonly string[]): readonly string[] {
  // "my temper is so short lately" names no one (blind batch 30); "my sister" does.
  if (SOMEONE.test(message) || NAMED.test(message) || personNamed(message)) return bank;
  const kept = bank.filter((q) => !/\b(?:they|them|their)\b/i.test(q));
  return kept.length ? kept : bank;
}

/** The questions of a bank that move forward; the general forward ones if none does. */
export function forwardQuestions(bank: readonly string[]): readonly string[] {
  const kept = bank.filter((q) => !ASKS_FOR_STORY.test(q));
  return kept.length ? kept : FORWARD;
}

/** "meh", "blah", "kinda flat": a low mood named lightly, not met as "so low". */
export const MILD_LOW =
  /\b(?:meh|blah|bleh|so-so)\b|\b(?:kinda|kind of|a bit|a little|just|bit) (?:off|flat|down|low|grey|gray)\b|\bfeel(?:s|ing)? (?:off|flat)\b/i;
/** "blah for weeks now": a mild mood that has lasted is taken seriously. */
export const LASTING =
  /\b(?:for (?:weeks|months|a while now|ages)|(?:a|two|three|few|couple(?: of)?) (?:weeks|months)|since (?:the|last))\b/i;
export const MILD_LASTING_LINE = 'A flat stretch that has lasted weeks is worth taking seriously, even when nothing is wrong exactly.';
export const MILD_LOW_LINES = [
  'A flat, meh stretch can be its own kind of hard, even when nothing is wrong exactly.',
  'Not terrible, not good, just a bit grey: that’s a real feeling too, and it’s worth paying attention to.',
];

/**
 * A good feeling that is wished for, not felt: "I know I'd feel better", "how do people stay
 * motivated". Met as good news, it answered "zero motivation" with "That's really good to hear."
 */
export function wishful(lower: string, surface: string): boolean {
  const at = lower.indexOf(surface);
  if (at < 0) return false;
  return /\b(?:would|could|might|i'?d|you'?d|if|wish|wanna|want to|hope to|stay|staying|how to)\s+(?:[\w']+\s+){0,2}$/.test(
    lower.slice(Math.max(0, at - 30), at),
  );
}
