/**
 * Everyday situations people bring to Wren, each with a line that shows the situation was heard
 * (in Wren's own words, never the message said back) and one question that fits it. Checked
 * before the broader topic openers; the first match wins, so the specific ones come first.
 */
import { straight } from './words.ts';

/**
 * A death or loss told in the message ("two years since my son passed"): never met as good news.
 * An appliance that died ("the oven just died") is not one.
 */
export const LOSS =
  /\b(?:passed away|passed on|(?<!\b(?:phone|oven|car|battery|laptop|computer|fridge|printer|tv|router|engine|dishwasher|washer|dryer|heater|furnace|mower|charger|stove|microwave|freezer)s?(?: just| finally| completely| totally)? )died|dying|death|funeral|grief|griev\w*|miscarr\w*|put (?:him|her|them) down|(?:son|daughter|husband|wife|partner|mom|mother|dad|father|brother|sister|friend|grandma|grandpa|grandmother|grandfather|baby|child|dog|cat) (?:has |had )?passed|lost my (?:mom|mother|dad|father|husband|wife|partner|son|daughter|brother|sister|friend|baby|grandma|grandpa))\b/i;

export interface Situation {
  match: RegExp;
  line: string;
  question: string;
}

export const SITUATIONS: readonly Situation[] = [
  {
    match: /\b(?:should be over it|(?:get|be) over (?:it|him|her) by now|move on already|(?:told|tell) me to move on)\b/i,
    line: 'There’s no deadline on grief, whatever other people seem to expect. Missing someone you love can stay with you for a long time.',
    question: 'What do you wish people understood about it?',
  },
  {
    match: LOSS,
    line: 'I’m so sorry. Losing someone changes so much, and grief can show up in ways you don’t expect.',
    question: 'What’s been hardest lately?',
  },
  {
    match:
      /\b(?:left (?:me )?on read|ghost(?:ed|ing)|(?:hasn'?t|has not|didn'?t|did not|won'?t|doesn'?t) (?:texted|text|replied|reply|answered|called) (?:me )?back)\b/i,
    line: 'Waiting on someone who’s gone quiet is hard: the silence leaves so much room for guessing.',
    question: 'What’s the story your mind is telling you about it?',
  },
  {
    match:
      /\b(?:made plans without me|left (?:me )?out|not invited|didn'?t invite me|excluded|ignored me|(?:are|were|keep) ignoring me)\b/i,
    line: 'Finding out you were left out really stings, even when part of you tries to shrug it off.',
    question: 'What hurt most about it?',
  },
  {
    match: /\b(?:(?:have ?n[o']t|not|haven'?t) (?:spoken|talked)|estranged|don'?t speak (?:to|with)|lost touch)\b/i,
    line: 'Missing someone you’ve drifted apart from can ache in a quiet, persistent way.',
    question: 'What do you miss most about how things were?',
  },
  {
    match: /\b(?:criticiz\w*|criticis\w*|nitpick\w*|judg(?:es|ing) (?:me|everything)|never (?:good|happy) enough)\b/i,
    line: 'Being criticized by someone close wears you down, however old you are.',
    question: 'How do you usually respond when it happens?',
  },
  {
    match: /\b(?:passed over|didn'?t get (?:the|a) promotion|took credit|taking credit|takes credit|steal(?:s|ing)? credit)\b/i,
    line: 'Having your work go unrecognized, or someone else take the credit, is deeply unfair and frustrating.',
    question: 'What would feel like a fair outcome to you?',
  },
  {
    match: /\b(?:micromanag\w*|breathing down my neck)\b/i,
    line: 'Being micromanaged can make it feel like you’re never trusted to just do your job.',
    question: 'What would you want your manager to understand?',
  },
  {
    match: /\b(?:short[\s-]?staffed|understaffed|covering (?:for|shifts)|covered shifts|double shifts?)\b/i,
    line: 'Working short-staffed means carrying more than your share, shift after shift. That’s exhausting.',
    question: 'How are you getting any recovery time between shifts?',
  },
  {
    match: /\b(?:(?:keep|always|constantly) (?:fighting|arguing)|fight about|argue about|arguing about|same (?:fight|argument))\b/i,
    line: 'Having the same argument over and over is draining, and it usually means something underneath hasn’t been heard yet.',
    question: 'What do you think each of you is really asking for?',
  },
  {
    match: /\b(?:had|got into|have had) (?:a|another|this|a big|a huge|a bad|a stupid) (?:fight|argument|row|blowup|blow-up)\b/i,
    line: 'A fight with someone close can leave you rattled long after the words stop.',
    question: 'How are you feeling about it now?',
  },
  {
    match: /\b(?:feels? like (?:we'?re|we are) roommates|don'?t (?:really )?talk anymore|drifted apart|losing interest)\b/i,
    line: 'Feeling distance grow in a relationship that matters to you can be lonely, even with someone right there.',
    question: 'What would you most want to feel again between you?',
  },
  {
    match:
      /\b(?:in-?laws|my (?:mom|mother|dad|father|parents) (?:is|are) (?:staying|visiting)|(?:staying|visiting) (?:with us|for (?:a|two|three|\d) weeks?))\b/i,
    line: 'Having family to stay for a long stretch can stretch your patience and your space thin.',
    question: 'What would give you even a little breathing room while they’re there?',
  },
  {
    match: /\b(?:moved (?:here|to|across|away)|new (?:city|town|state)|don'?t (?:really )?know anyone|international student)\b/i,
    line: 'Starting over somewhere new, without your people around you, can be really lonely at first.',
    question: 'What used to help you feel connected back home?',
  },
  {
    match:
      /\b(?:debt|credit cards?|bills? (?:piling|pile)|can'?t afford|cannot afford|behind on (?:rent|bills|payments)|rent (?:went|goes|is going) up|paycheck to paycheck|overdrawn|hospital bill)\b/i,
    line: 'Money worries follow you everywhere, and they can make it hard to think about anything else.',
    question: 'What feels most urgent to sort out first?',
  },
  {
    match:
      /\b(?:new ?born|new baby|\d[- ]hour chunks|sleep deprived|running on no sleep|wak(?:e|ing) up at \d|(?:can'?t|cannot|couldn'?t) (?:fall |get (?:back )?to |stay )?sleep|lying awake|insomnia|up all night)\b/i,
    line: 'Broken sleep makes everything else harder to carry the next day.',
    question: 'What tends to be going through your mind when you’re awake at night?',
  },
  {
    match:
      /\b(?:deadline|due (?:on |by )?(?:monday|tuesday|wednesday|thursday|friday|tomorrow|tonight)|finals|exam (?:is )?(?:tomorrow|next week))\b/i,
    line: 'A deadline bearing down can make everything feel urgent at once.',
    question: 'What’s the smallest next piece you could do?',
  },
  {
    match: /\b(?:chronic (?:pain|illness)|long covid|back pain|migraines?|flare[\s-]?ups?|fibromyalgia)\b/i,
    line: 'Living with ongoing pain or illness is tiring in a way other people often don’t see.',
    question: 'What does a harder day look like for you right now?',
  },
  {
    match: /\b(?:broke up|breakup|break up|dumped me|divorc\w*|separated)\b/i,
    line: 'A breakup turns so much upside down at once, even when part of you saw it coming.',
    question: 'What’s been the hardest part so far?',
  },
];

/** The situation a message describes, if Wren has words for it. */
export function situationOf(message: string): Situation | undefined {
  const text = straight(message);
  return SITUATIONS.find((situation) => situation.match.test(text));
}
