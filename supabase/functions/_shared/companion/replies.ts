/**
 * Wren's written replies outside the exercises and safety mode: what it says about itself,
 * how it declines diagnosis and medication questions, and the pieces of a reflective reply
 * (validations and one good question per feeling or topic).
 */
import type { PolicyResult } from '../safety/policy.ts';
import { poisonControl } from '../safety/resources.ts';
import { WREN_NAME } from './conversation-replies.ts';
import { POSITIVE_FAMILIES, type FeelingFamily, type Topic } from './lexicon.ts';
import type { Chip } from './types.ts';

export interface Written {
  text: string;
  chips: Chip[];
}

const SOMEONE_ELSE =
  /\b(?:my (?:boy ?friend|girl ?friend|husband|wife|partner|fianc[eé]e?|mom|mother|mum|dad|father|son|daughter|kid|child|teen|toddler|friend|brother|sister|grand\w+|roommate|coworker|boss|aunt|uncle|cousin)|(?:is|does|could) (?:he|she)|(?:he|she)(?:'s| is| has))\b/i;
const ABOUT_ME =
  /\b(?:do i|am i|have i|i might (?:have|be)|i think i (?:have|am|might)|could i (?:have|be)|wrong with me|is it me|(?:screen|test|assess|evaluate|check|diagnose) me|i(?:'m| am) not the same)\b/i;
const FIND_PRO = '[find a licensed professional in Haven’s directory](/find-partners)';

/** A child's medicine: their doctor is the one to ask. */
const CHILD =
  /\b(?:\d{1,2}[- ]?(?:year|yr)s?[- ]?old|kid|kids|child|son|daughter|grand(?:son|daughter|baby|kid|child)|toddler|baby|teen(?:ager)?)\b/i;
/** Someone else's medicine ("my mother takes one of them", "start him on Adderall"), not advice they gave. */
const THEIR_MEDICINE =
  /\b(?:he|she|they)(?:'s|’s| is| are)? (?:takes?|taking|on|started|wants? to|has been)\b|\bmy [a-z]+(?:'s|’s) (?:doctor|pediatrician|meds|medicine|medication|pills?|prescription)\b|\b(?:him|her|them) on\b|\b(?:his|her) (?:doctor|pediatrician|meds|medicine|medication|pills?|prescription)\b|\b(?:gave|give|giving) (?:him|her|them)\b|\bmy (?:[a-z]+ )?(?:mom|mother|mum|dad|father|husband|wife|partner|son|daughter|kid|child|grand\w+|brother|sister|friend) (?:is \d+ and |is )?(?:takes?|is on|wants? to (?:stop|start|take|come off)|was (?:put|started) on)\b|\bfor (?:a |my )?(?:\d{1,2}[- ]?(?:year|yr)s?[- ]?old|son|daughter|kid|child|baby|toddler|grand\w+|mom|mother|dad|father)\b/i;
/** The writer's own medicine. */
const MY_MEDICINE =
  /\b(?:i(?:'m|’m| am)? (?:take|taking|took|started|missed|on)|my (?:meds|medication|medicine|pills|prescription|dose))\b/i;
/** Asked when the pharmacy or the prescriber can't be reached. */
const AFTER_HOURS =
  /\b(?:pharmac\w*|doctor'?s?(?: office)?|clinic|prescriber)\b[^.?!]*\b(?:closed|shut|not open|won'?t open|off)\b|\b(?:closed|shut)\b[^.?!]*\bpharmac|\b(?:after hours|middle of the night|3 ?am|2 ?am)\b/i;
/** Poison Control answers questions about medicines too (HRSA's Poison Help, "Taking Your Medicines Safely"). */
const AFTER_HOURS_LINE = `When the pharmacy is closed, Poison Control (${poisonControl}) answers questions about medicines any time, for free, and many health plans have a 24-hour nurse line on the back of the insurance card.`;

/** What a medication question is about, and who answers that quickly. */
const MEDICATION_KINDS: readonly [RegExp, string][] = [
  [
    /\b(?:wine|beer|drink|drinks|drinking|alcohol|booze|weed|edibles?|cannabis|mix(?:ing)?|with (?:my )?(?:coffee|grapefruit|ibuprofen|tylenol|advil))\b/i,
    'Whether something mixes safely with a medicine is exactly what a pharmacist can check for you, quickly and for free: call the pharmacy or ask at the counter, and they’ll know your prescription.',
  ],
  [
    /\b(?:nause\w*|sick to my stomach|throw(?:ing)? up|dizzy|side[\s-]?effects?|headaches?|can'?t sleep|sleepy|drowsy|weight gain|jittery|sweating|dry mouth|sex drive|libido)\b/i,
    'Feeling that way after starting or changing a medicine is worth a call to your prescriber or pharmacist: they can tell you whether it’s expected at this stage, what might ease it, and whether anything should change.',
  ],
  [
    /\b(?:missed|forgot|skipped) (?:a |my |one |two )?(?:dose|pill|meds|medication|tablet)\b/i,
    'For a missed dose, the leaflet that came with it says what to do, and a pharmacist can tell you in a minute.',
  ],
  [
    /\b(?:stop|stopping|quit|quitting|come off|coming off|get off|wean)\b/i,
    'Some medicines shouldn’t be stopped suddenly, so that’s a conversation to have with your prescriber first; if stopping is right, they can help you do it safely.',
  ],
];

export function policyReply(policy: PolicyResult, message: string): Written {
  switch (policy.topic) {
    case 'identity': {
      const human = policy.asks?.human ?? true;
      // Said the same way to "are you a real person?" and "r u a bot?": a "No" answered the second wrongly.
      const first = human
        ? 'I’m Wren, an AI, not a person: a computer program that can’t feel emotions the way people do.'
        : // "Is this a therapist or a computer?" (blind batch 24) is not a yes-or-no question.
          /\bor (?:a |an )?(?:computer|bot|robot|ai|machine|program|chatbot|human|person|real|automated)\b/i.test(message)
          ? 'I’m Wren, an AI companion: a computer program, not a person.'
          : 'No. I’m Wren, an AI companion.';
      // "Is Wren short for something?"
      const name = WREN_NAME.test(message) ? ' It isn’t short for anything: I’m named after the bird.' : '';
      // "Is Wren your name or the app's?"
      const app = /\b(?:app|haven)\b/i.test(message) ? ' Haven is the app, and I’m the AI companion inside it.' : '';
      return {
        text: `${first}${name}${app} I’m not a therapist, counselor or any kind of licensed professional, and chatting with me isn’t therapy. What I can do is listen, help you reflect, and guide short self-help exercises.\n\nIf you’d like to talk with a person, the people in your life, 988 (call or text, any time), or a licensed professional can help. You can ${FIND_PRO}.\n\n**Would you like to keep going here?**`,
        chips: [
          { label: 'Keep talking', action: 'talk' },
          { label: 'What can you do?', action: 'help' },
        ],
      };
    }
    case 'diagnosis': {
      // About someone else ("is he bipolar?", "is this dementia? my mother…"): not "whether you have".
      // "…My wife says it's a quirk, I think it's more" (blind batch 32) is still about the writer.
      const others = message.replace(/\bmy \w+ (?:says|said|thinks|thought|told me|keeps saying)\b/gi, ' ');
      if (SOMEONE_ELSE.test(others) && !ABOUT_ME.test(message))
        return {
          text: `It’s natural to wonder when you’re worried about someone. I can’t tell whether someone has a condition, though: I’m an AI, not a clinician, and I don’t diagnose, especially someone I can’t meet. A doctor or licensed professional is the one who can properly assess them, and it can help to write down what you’ve noticed and when, to take with you. If they won’t go, a professional can still help you with how to support them: you can ${FIND_PRO}.\n\n**How are you doing with it all?**`,
          chips: [{ label: 'Keep talking', action: 'talk' }],
        };
      // A message that already listed what they've noticed is not asked what made them wonder.
      const told = message.split(/\s+/).length >= 14;
      // Blind batch 31: "Did two tours and the fireworks… still get me", "is it depression or am I
      // just lazy": what they said, answered, still without a diagnosis.
      const veteran =
        /\b(?:(?:two|three|four|\d) tours|deploy\w*|veteran|combat|(?:was|were|i) (?:in the )?(?:army|marines|navy|air force|military)|served)\b/i.test(
          message,
        );
      const lazy = /\blazy\b/i.test(message);
      const aside = veteran
        ? ' As a veteran, you can ask the VA for an assessment, and Vet Centers offer free, confidential counseling to combat veterans.'
        : lazy
          ? ' One thing I can say: struggling to get going isn’t the same as being lazy. Low energy and motivation are real, and a doctor will take them seriously.'
          : '';
      return {
        text: `That’s a really understandable thing to wonder. I can’t tell you whether you have a condition, though: I’m an AI, not a clinician, and I don’t diagnose. A doctor or licensed mental health professional can properly look at what’s going on, and asking is a good step.${aside} You can ${FIND_PRO}.\n\nIf you’re signed in, Haven’s [wellbeing check-in](/assessment) can help you put what you’ve noticed into words to take with you. It’s a screening, not a diagnosis.\n\n**${told ? 'How has it been affecting your days?' : 'What’s been happening that made you wonder?'}**`,
        chips: [
          { label: 'Keep talking', action: 'talk' },
          { label: 'Mood check-in', action: 'start:check-in' },
        ],
      };
    }
    case 'medication': {
      const urgent = /\b(?:too many|too much|extra|double|more than|overdose|od)\b/i.test(message);
      // Blind batch 10: a side effect and a glass of wine met with the same stock refusal. The
      // question is named and sent to who answers it, still without advice.
      const kind = MEDICATION_KINDS.find(([re]) => re.test(message));
      // "my grandbaby's doctor wants to start him on Adderall" (blind batch 31): their medicine,
      // their prescriber, not "your health history".
      const theirs = THEIR_MEDICINE.test(message) && !ABOUT_ME.test(message) && !MY_MEDICINE.test(message);
      const child = theirs && CHILD.test(message);
      const lead = kind
        ? `${theirs ? kind[1].replace(/\byour\b/g, 'their').replace(/\bhelp you\b/g, 'help them') : kind[1]} `
        : `That’s an important question, and it needs someone who knows ${theirs ? 'their' : 'your'} health history. `;
      const asks = child
        ? 'The child’s doctor or a pharmacist is the right person to ask, and it’s a fair question to put to them directly: what it’s for, what to watch for, and what happens if it doesn’t suit.'
        : theirs
          ? 'Their prescriber or a pharmacist is the right person to ask, and please don’t change anything before talking to them.'
          : 'Your prescriber or a pharmacist is the right person to ask, and please don’t change anything before you’ve talked to them.';
      // "can i take melatonin with my zoloft? pharmacy already closed": who answers tonight.
      const closed = AFTER_HOURS.test(message) && !urgent ? ` ${AFTER_HOURS_LINE}` : '';
      // "…makes me so sleepy i almost dozed off driving" (blind batch 23): the road first.
      const road = /\b(?:driv\w*|drove|behind the wheel|on the road|dozed|nodded off|fell asleep at the wheel)\b/i.test(message)
        ? 'Please don’t drive while it affects you like this. '
        : '';
      return {
        text: `${road}${lead}I’m an AI, so I can’t give advice about medication: not doses, and not starting, stopping or mixing anything. ${asks}${closed} You can also ${FIND_PRO}.${urgent ? '\n\nIf you’ve taken more than prescribed, call Poison Control at ${poisonControl}, or 911 if someone is very drowsy, hard to wake or not breathing.' : ''}\n\n**How are you feeling about it all?**`,
        chips: [{ label: 'Keep talking', action: 'talk' }],
      };
    }
    case 'romance':
      return /\b(?:sex|sext|nude|naked|horny|dirty|sexy)/i.test(message)
        ? {
            text: 'I’m not able to chat about anything sexual. I’m an AI companion for wellbeing, so I’ll keep things to how you’re doing. **Is there something on your mind I can help with?**',
            chips: [
              { label: 'Keep talking', action: 'talk' },
              { label: 'What can you do?', action: 'help' },
            ],
          }
        : {
            text: 'That’s kind of you to say. I should be honest, though: I’m an AI, so I can’t love or date anyone, and I won’t pretend to. The warmth you’re feeling matters, and it deserves people who can give it back. **Is there someone in your life you’d like to feel closer to?**',
            chips: [
              { label: 'Help me reach out to someone', action: 'connect:message' },
              { label: 'Keep talking', action: 'talk' },
            ],
          };
    case 'dependency':
      return {
        text: 'I’m glad our chats help. I’m an AI, though, and I can’t be there for you the way people can. You deserve support that can show up in person, notice when you’re quiet, and hug you back. **Is there one person, even someone you haven’t talked to in a while, you could send a short message to today?**',
        chips: [
          { label: 'Help me write a message', action: 'connect:message' },
          { label: 'There’s no one right now', action: 'connect:none' },
          { label: 'Keep talking', action: 'talk' },
        ],
      };
    default:
      return { text: '', chips: [] };
  }
}

export const connectMessage: Written = {
  text: 'Short and low-pressure is perfect. You could adapt this:\n\n“Hey, I’ve been thinking about you. Would you be up for a call or a coffee this week?”\n\nYou don’t have to explain everything at once. **Who comes to mind?**',
  chips: [{ label: 'Keep talking', action: 'talk' }],
};

export const connectNone: Written = {
  text: 'That’s a really lonely place to be, and it’s more common than it feels. Small steps can help: a class or club, volunteering, a support group, or a “warm line” you can call just to talk. Haven’s article [Small Steps When You Feel Lonely](/library/small-steps-when-you-feel-lonely) has more ideas.\n\n**What kind of connection would feel manageable to start with?**',
  chips: [{ label: 'Keep talking', action: 'talk' }],
};

export const greetFirst: Written = {
  text: 'Hi, I’m Wren, an AI companion. I’m here to listen and to help you think things through. **How are you feeling today?**',
  chips: [
    { label: 'Not great' },
    { label: 'Okay, I guess' },
    { label: 'Pretty good' },
    { label: 'Mood check-in', action: 'start:check-in' },
  ],
};

/** The first hello to someone who gave their name. */
export function greetNamed(name: string): string {
  return `Hi ${name}, I’m Wren, an AI companion. I’m glad you’re here, and I’m here to listen and to help you think things through. **How are you feeling today?**`;
}

export const greetAgain: Written = { text: 'Hi again. **What’s on your mind?**', chips: [] };

/** What Wren can do, as a list, without the question that ends the reply. */
export const helpList =
  'Here’s what I can do:\n\n- Listen, and help you sort through what’s on your mind\n- A quick mood check-in\n- Calming exercises: box breathing, 4-7-8 breathing, 5-4-3-2-1 grounding, a body scan, a two-minute meditation, a loving-kindness meditation, and a wind-down for sleep\n- CBT-based tools: a thought record, worry time, planning one small activity, three good things\n- Point you to articles and programs in Haven\n- Save a summary of our chat to your journal (when you’re signed in)\n\nI’m an AI, not a therapist, and I can’t help in an emergency. For that, call or text 988, or call 911.';
export const helpReply: Written = { text: `${helpList} **What would you like to try?**`, chips: [] };

/** Every exercise by name: the buttons under a reply show six at most. */
export const EVERY_EXERCISE =
  'Here’s everything I can guide you through: box breathing, 4-7-8 breathing, 5-4-3-2-1 grounding, a body scan, a two-minute meditation, loving-kindness, a wind-down for sleep, a thought record, worry time, planning one small thing, three good things and a mood check-in.';

export const menuReply: Written = { text: `${EVERY_EXERCISE} **Which one would you like?**`, chips: [] };

export const talkReply: Written = { text: 'Okay. I’m listening. **What’s on your mind?**', chips: [] };

export const byeReply: Written = {
  text: 'Take care of yourself. I hope the rest of your day is gentle. You can come back whenever it’s useful, and if things get hard, 988 is there any time.',
  chips: [],
};

export const byeNightReply: Written = {
  text: 'Sleep well. I hope the night is restful. You can come back whenever it’s useful, and if things get hard, 988 is there any time.',
  chips: [],
};

export const thanksReply: Written = {
  text: 'You’re welcome. You did the work here. **Is there anything else on your mind, or is this a good place to pause?**',
  chips: [{ label: 'That’s all for now' }, { label: 'Keep talking', action: 'talk' }],
};

export const howAreYouReply: Written = {
  text: 'Thanks for asking. I’m an AI, so I don’t have days or feelings the way you do, but I’m here and ready to listen. **How are you doing?**',
  chips: [],
};

/** Asked after Wren with a kind thought for what it hears ("you must hear a lot of sad stuff"). */
export const howAreYouHeardReply: Written = {
  text: 'That’s kind of you to ask. I’m an AI, so I don’t have days or feelings, and what people tell me doesn’t weigh on me the way it would on a person. You don’t need to hold back for my sake. **How are you doing?**',
  chips: [],
};

export const outOfScopeReply: Written = {
  text: 'That’s outside what I can help with. I’m here for how you’re feeling, and for small things that help, like breathing, grounding or sorting worries. **How are things with you today?**',
  chips: [],
};

/**
 * Where a practical question outside Wren's reach is answered (blind batch 31: tips on the tax
 * return, a deposit kept by a landlord); null when none fits.
 */
function outOfScopePointer(message: string): string | null {
  const m = message.toLowerCase();
  if (/\b(?:tax(?:es)?|irs|w-?2|1099|refund|file (?:my|our) return)\b/.test(m))
    return 'Tax questions are best answered by the IRS (irs.gov) or a tax preparer; if your income is modest, the IRS’s free VITA sites will do a return with you.';
  if (/\b(?:landlord|deposit|evict\w*|lease|small claims|sue|lawsuit|lawyer|attorney|custody|court|legal)\b/.test(m))
    return 'For a legal question like that, a legal aid office can often help for free or at low cost; LawHelp.org lists them by state, and many courts have a self-help center for small claims.';
  if (/\b(?:immigration|visa|green card|citizenship|asylum|daca)\b/.test(m))
    return 'Immigration questions need a qualified immigration attorney or a DOJ-accredited representative at a nonprofit; watch out for “notarios” who charge for help they can’t legally give.';
  if (/\b(?:rent|bills?|utilit\w+|food stamps|snap|benefits|medicaid|food bank|shelter)\b/.test(m))
    return 'For help with rent, bills, food or benefits near you, calling 211 reaches a local helpline that knows what’s available where you live.';
  if (/\b(?:debt|credit card|collections?|loan|budget\w*)\b/.test(m))
    return 'For debt, a nonprofit credit counselor (the NFCC at nfcc.org lists them) can go through it with you, often for free.';
  return null;
}

/** A practical question outside Wren's reach: who answers it, when Wren knows, then what Wren is for. */
export function outOfScopeReplyFor(message: string): string {
  const pointer = outOfScopePointer(message);
  return pointer
    ? `${pointer} It’s outside what I can help with myself: I’m here for how you’re feeling, and for small things that help. **How are you doing with it all?**`
    : outOfScopeReply.text;
}

export const stopReply: Written = {
  text: 'Okay, we’ll stop there. That’s completely fine. **What would you like to do instead?**',
  chips: [],
};

export const breakReply =
  'We’ve been talking for a while. I’m glad to keep going, and it could also be a good moment for a short break, or to check in with someone in your life.';

/** How Wren names a feeling back. */
export const VALIDATIONS: Partial<Record<FeelingFamily, string[]>> = {
  anxious: ['Anxiety can make everything feel urgent at once.', 'That kind of worry is exhausting to carry around.'],
  scared: ['Fear makes everything feel closer and bigger.', 'It makes sense to feel shaken by that.'],
  stressed: ['When everything piles up, it’s hard to know where to start.', 'That’s a lot of pressure for one person.'],
  overwhelmed: ['When it’s all too much, even small things feel huge.', 'No wonder it feels like a lot.'],
  sad: ['Low days can make everything feel heavier.', 'That sounds really painful.'],
  lonely: ['Loneliness can hurt as much as physical pain.', 'Feeling alone with it makes everything harder.'],
  angry: ['Anger often shows up when something that matters to us has been crossed.', 'It makes sense to feel that way.'],
  hurt: ['Being hurt by someone you care about cuts deep.', 'That sounds like it really stung.'],
  ashamed: ['That inner critic can be really loud.', 'Those feelings can be so heavy to carry.'],
  guilty: ['Guilt usually means you care about doing right.', 'It’s clear this matters to you.'],
  tired: ['Running on empty affects everything, including mood.', 'That kind of tiredness wears you down.'],
  numb: ['Feeling flat or numb can be its own kind of hard.', 'Sometimes numbness is how a mind protects itself when things are too much.'],
  hopeless: ['That sounds like a really dark place to be.', 'That’s a heavy feeling to carry.'],
  grieving: ['Grief doesn’t follow a straight line.', 'Loss changes everything, and there’s no right way to feel.'],
  jealous: ['Jealousy often points at something we really want.'],
  confused: ['It’s hard when things feel unclear.'],
  restless: ['That restless energy can be hard to settle.'],
};

export const QUESTIONS: Partial<Record<FeelingFamily | Topic | 'generic' | 'motivation' | 'mild', string[]>> = {
  motivation: [
    'What would a tiny version of it look like today?',
    'What usually gets in the way when you try to start?',
    'What would make starting even a little easier?',
  ],
  mild: ['Is there anything that still gives you even a small spark?', 'What do you usually need on days like this?'],
  anxious: [
    'What’s the worry that feels loudest right now?',
    'Where do you notice the anxiety in your body?',
    'What would help you feel even a little calmer right now?',
    'What’s the hardest part of not knowing how it will go?',
  ],
  scared: ['What feels most frightening about it?', 'What would help you feel a bit steadier about it?'],
  stressed: [
    'What’s taking up the most space on your plate?',
    'If you could take one thing off your list, what would it be?',
    'What’s one part of this that’s in your control this week?',
  ],
  overwhelmed: [
    'What’s the very next small thing, just one?',
    'Which part feels heaviest?',
    'Who could take even a small piece of this off you?',
  ],
  sad: [
    'What’s been weighing on you the most?',
    'How long have you been feeling this way?',
    'Has anything, even something small, felt a little lighter lately?',
    'What do you usually need on days like this?',
  ],
  lonely: [
    'Who’s someone you’ve felt close to, even a while ago?',
    'What kind of company would feel good right now?',
    'When did you last feel really connected to someone?',
  ],
  angry: [
    'What happened that brought this up?',
    'What do you wish they understood?',
    'What do you need most right now: to let it out, or to work out what to do next?',
  ],
  hurt: ['What hurt the most about it?', 'What would you want them to know about how it felt?'],
  ashamed: ['What would you say to a friend who told you the same thing about themselves?', 'Whose voice does that criticism sound like?'],
  guilty: [
    'What do you wish you had done differently?',
    'Is there something you could do to make it right, or is the guilt bigger than what happened?',
  ],
  tired: [
    'How have you been sleeping lately?',
    'What’s been draining your energy the most?',
    'What would real rest look like for you this week?',
  ],
  numb: ['How long has it felt like this?', 'Is there anything that still gives you even a small spark?'],
  hopeless: ['What’s been making things feel this way?'],
  grieving: ['What do you miss most?', 'How are you looking after yourself through this?', 'What’s been the hardest moment so far?'],
  jealous: ['What do they have that you wish you had?'],
  confused: ['Which part feels most unclear?', 'If you had to guess, what do you think you want?'],
  restless: ['What would feel good to do with that energy?'],
  work: [
    'What’s the hardest part of work right now?',
    'How much of this is about the work itself, and how much about the people?',
    'If you could change one thing about it, what would it be?',
  ],
  study: ['How are you feeling about how it will go?', 'What would make the next few days feel more manageable?'],
  family: [
    'What’s been the hardest part of it for you?',
    'How are you looking after yourself in the middle of it?',
    'What do you wish they understood?',
  ],
  partner: ['What’s been the hardest part of it for you?', 'How are you holding up?', 'What would help you most right now?'],
  friends: [
    'How are things with your friends at the moment?',
    'Who in your life feels easiest to be around right now?',
    'What would you like from that friendship right now?',
  ],
  money: ['Which part of the money worry is loudest right now?', 'Is there one practical step that would ease it a little?'],
  health: ['How are you coping with that?', 'Who’s helping you with it?'],
  sleep: [
    'What usually goes through your mind when you can’t sleep?',
    'How long has sleep been like this?',
    'Would a short wind-down before bed help tonight?',
  ],
  loss: ['What do you miss most?', 'How are you looking after yourself through this?'],
  self: ['Where do you think that voice comes from?', 'What would you say to a friend who said this about themselves?'],
  future: ['What part of the future worries you most?', 'What would help you feel a bit steadier about it?'],
  parenting: ['What’s been the hardest part of it lately?', 'Who’s supporting you with it?'],
  generic: [
    'What feels most important about this right now?',
    'How has that been for you?',
    'Can you tell me a bit more about it?',
    'What would help most right now: talking it through, or trying something calming?',
    'What’s been on your mind about it?',
  ],
};

/** Exercises that fit a feeling, or sleep, as quick replies under an open-conversation reply. */
export function suggestFor(family: FeelingFamily | null, topics: readonly Topic[]): Chip[] {
  // Sleep is what the exercises are for, whatever the feeling told with it ("so tired, 4 hours a
  // night since exams"): the wind-down first, then a slower breath, then the worries that keep
  // one up.
  if (topics.includes('sleep') && !(family && POSITIVE_FAMILIES.includes(family)))
    return [
      { label: 'Wind down for sleep', action: 'start:sleep' },
      { label: '4-7-8 breathing', action: 'start:slow-breathing' },
      { label: 'Sort my worries', action: 'start:worry-time' },
    ];
  switch (family) {
    case 'anxious':
    case 'scared':
      return [
        { label: 'Try box breathing', action: 'start:box-breathing' },
        { label: 'Sort my worries', action: 'start:worry-time' },
        { label: 'Keep talking', action: 'talk' },
      ];
    case 'stressed':
    case 'overwhelmed':
    case 'restless':
      return [
        { label: 'Try box breathing', action: 'start:box-breathing' },
        { label: 'Sort my worries', action: 'start:worry-time' },
        { label: 'Keep talking', action: 'talk' },
      ];
    case 'sad':
    case 'numb':
    case 'tired':
      return [
        { label: 'Plan one small thing', action: 'start:activation' },
        { label: 'Three good things', action: 'start:gratitude' },
        { label: 'Keep talking', action: 'talk' },
      ];
    case 'ashamed':
    case 'guilty':
      return [
        { label: 'Look at a thought', action: 'start:thought-record' },
        { label: 'Keep talking', action: 'talk' },
      ];
    case 'lonely':
      return [
        { label: 'Help me reach out to someone', action: 'connect:message' },
        { label: 'Plan one small thing', action: 'start:activation' },
        { label: 'Keep talking', action: 'talk' },
      ];
    case 'angry':
    case 'hurt':
      return [
        { label: 'Help me calm down', action: 'start:box-breathing' },
        { label: 'Look at a thought', action: 'start:thought-record' },
        { label: 'Keep talking', action: 'talk' },
      ];
    case 'good':
    case 'calm':
    case 'grateful':
    case 'proud':
    case 'hopeful':
      return [
        { label: 'Three good things', action: 'start:gratitude' },
        { label: 'Mood check-in', action: 'start:check-in' },
      ];
    default:
      return [
        { label: 'Mood check-in', action: 'start:check-in' },
        { label: 'Try a calming exercise', action: 'menu:exercises' },
      ];
  }
}
