/**
 * What Wren says when the screen finds risk: the crisis reply (with the crisis card), the
 * clarifying question for an ambiguous signal, and the follow-ups in safety mode. Written to
 * national safe-messaging guidance: no method or means details, no lecture, the chat stays open.
 */
import { coreLines, extraLines, lines } from '../safety/resources.ts';
import type { Chip } from './types.ts';

export const SAFETY_CHIPS: Chip[] = [
  { label: 'Show crisis lines', action: 'show:crisis' },
  { label: 'Open my safety plan', action: 'open:safety-plan' },
];

const SAFE_CHECK_CHIPS: Chip[] = [
  { label: 'I’m safe right now', action: 'safe:yes' },
  { label: 'I’m not safe', action: 'safe:no' },
  { label: 'Help me calm down', action: 'start:grounding' },
  { label: 'Open my safety plan', action: 'open:safety-plan' },
];

const CLARIFY_CHIPS: Chip[] = [
  { label: 'Yes, I am', action: 'clarify:yes' },
  { label: 'No, not like that', action: 'clarify:no' },
  { label: 'I’m not sure', action: 'clarify:unsure' },
];

export interface SafetyText {
  text: string;
  chips: Chip[];
}

function extras(categories: readonly string[]): string {
  const more = extraLines(categories);
  return more.length ? `\n\n${more.join('\n')}` : '';
}

/** When harm to others concerns a child: put the baby somewhere safe and call Childhelp. */
function childLine(categories: readonly string[]): string {
  return categories.includes('harm_to_child')
    ? `\n\nIf it’s a baby or child, it’s okay to put them down somewhere safe, like the crib, and step away for a few minutes. ${lines.childAbuse}`
    : '';
}

/** True when a message asks for methods, doses or places: only then does Wren say it can't help with that. */
export function asksForMeans(message: string): boolean {
  return /\?|\b(?:how (?:many|much|long|high|far|do|does|would|to)|what(?:'s| is)? (?:the )?(?:best|easiest|quickest|fastest|least painful|most painless|lethal|deadly|fatal)|which (?:pills?|meds?|bridge|building)|where (?:can|could|do) i (?:get|buy|find))\b/i.test(
    message,
  );
}

/** The reply to a crisis-level message. Always followed by the crisis card in the chat. */
export function crisisReply(categories: readonly string[], variant: number, message = ''): SafetyText {
  const has = (c: string) => categories.includes(c);
  if (has('someone_else') && !has('suicide') && !has('self_harm')) {
    return {
      text: `It sounds like someone you care about may be in danger, and it’s good that you’re acting on it. **If they are in immediate danger, or have taken something, call 911 now.**\n\nIf you can, stay with them or keep them on the phone, and don’t leave them alone with anything they could use to hurt themselves. ${lines.lifeline} The 988 Lifeline helps people who are worried about someone else too, and they can talk you through what to say.\n\nI’m here with you. **Is someone with them right now?**`,
      chips: [
        { label: 'Someone is with them', action: 'safe:yes' },
        { label: 'No one is with them', action: 'safe:no' },
        { label: 'I’m not sure what to do', action: 'safe:unsure' },
      ],
    };
  }
  if (has('eating_disorder') && !has('suicide') && !has('self_harm') && !has('medical_emergency')) {
    return {
      text: `Thank you for telling me. Going without food, fainting, or purging again and again can put real strain on your heart and body, and you deserve care for this, not judgement.\n\n**If you feel faint, have chest pain or a racing or uneven heartbeat, call 911 now.** Otherwise, please see a doctor or urgent care today and tell them what’s been happening. ${coreLines}\n\nI’m still here. **Are you safe right now?**`,
      chips: SAFE_CHECK_CHIPS,
    };
  }
  if (has('medical_emergency') && has('harm_to_child')) {
    return {
      text: `This sounds like a medical emergency for the child. **Please call 911 now**, or get them to the nearest emergency room, and tell the staff what happened, even if you don’t know all of it.\n\nKeep them with you and watch their breathing until help comes. Afterwards, for what to do next: ${lines.childAbuse}\n\nI’m still here. **Have you been able to call for help?**`,
      chips: [
        { label: 'I’ve called for help', action: 'safe:yes' },
        { label: 'I can’t call', action: 'safe:no' },
        { label: 'I’m not sure what to do', action: 'safe:unsure' },
      ],
    };
  }
  if (has('medical_emergency')) {
    return {
      text: `This sounds like it could be a medical emergency. **Please call 911 now**, or ask someone near you to call.\n\nIf you took too much of a medicine or something else, ${lines.poison.replace(/^Poison Control: call /, 'Poison Control is ')}\n\nWhile you wait, stay where people can reach you and don’t take anything else. If you’re also having thoughts of ending your life, you can call or text 988 too.\n\nI’m still here. **Have you been able to call for help?**`,
      chips: [
        { label: 'I’ve called for help', action: 'safe:yes' },
        { label: 'I can’t call', action: 'safe:no' },
        { label: 'I’m not sure what to do', action: 'safe:unsure' },
      ],
    };
  }
  if (has('abuse') && !has('suicide') && !has('self_harm')) {
    return {
      text: `I’m so sorry this is happening. You don’t deserve to be hurt, and it is not your fault.\n\nIf you are in danger right now, call 911. These lines can help you think through options safely:\n\n${lines.domesticViolence}\n${lines.sexualAssault}\n${lines.childAbuse}\n${lines.lifeline}\n\nIf someone might check this device, you can delete this chat when you’re done.\n\nI’m still here with you. **Are you somewhere safe right now?**`,
      chips: [
        { label: 'I’m safe right now', action: 'safe:yes' },
        { label: 'I’m not safe', action: 'safe:no' },
        { label: 'Help me calm down', action: 'start:grounding' },
      ],
    };
  }
  if (has('harm_to_others') && !has('suicide') && !has('self_harm')) {
    return {
      text: `Thank you for telling me. Strong urges to hurt someone are important to take seriously, for you and for them, and you did the right thing by saying it out loud.\n\nPlease reach someone now. ${lines.lifeline} They help with this too, and it’s confidential. If anyone is in immediate danger, call 911. If you can, put some distance between you and the other person for now.${childLine(categories)}\n\nI’m still here, and we can slow things down together. **Are you and the people around you safe right now?**`,
      chips: SAFE_CHECK_CHIPS,
    };
  }
  if (has('danger_now') && !asksForMeans(message)) {
    // Danger this minute: what to do now comes first (call, put distance between you and the
    // means, go where people are), in general words that never name or describe a means.
    return {
      text: `Thank you for telling me. I’m worried about your safety right now, and I’m glad you’re still talking to me.\n\n**Please call 911 now**, or call or text **988**. You can stay on the line with them.\n\nIf you can, put some distance between you and anything you could use to hurt yourself, and go to where other people are, or tell someone near you that you need them.${extras(categories)}\n\nI’m right here with you. **Can you get somewhere safer right now?**`,
      chips: [
        { label: 'I’m somewhere safer now', action: 'safe:yes' },
        { label: 'I’m not safe', action: 'safe:no' },
        { label: 'Help me calm down', action: 'start:grounding' },
        { label: 'Open my safety plan', action: 'open:safety-plan' },
      ],
    };
  }
  const openers = [
    'I’m really glad you told me. What you’re carrying sounds incredibly heavy, and you deserve support from a person right now.',
    'Thank you for trusting me with this. It sounds like you’re in a lot of pain, and you don’t have to face it alone.',
    'I hear how much you’re hurting. Reaching out, even here, took something, and I’m glad you did.',
  ];
  const means =
    has('means') && asksForMeans(message)
      ? '\n\nI can’t help with information about ways to hurt yourself. But I care about what’s happening for you, and I’m not going anywhere.'
      : '';
  return {
    text: `${openers[variant % openers.length]}${means}\n\nYou can talk to a trained counselor any time, day or night: call or text **988**, or text **HOME** to **741741**. If you might act on these thoughts soon, or you’re in danger, call **911**.${extras(categories)}\n\nI’m still here, and we can keep talking. **Are you safe right now?**`,
    chips: SAFE_CHECK_CHIPS,
  };
}

/** A gentle question when the signal is ambiguous. The chat shows the support lines with it. */
export function clarifyReply(categories: readonly string[], joking: boolean, guessed = false): SafetyText {
  const has = (c: string) => categories.includes(c);
  if (has('medical_emergency')) {
    return {
      text: `That sounds frightening. If you have chest pain, trouble breathing that doesn’t ease, or you feel like you might pass out, **please call 911 now**. If you took too much of a medicine or swallowed something, ${lines.poison.replace(/^Poison Control: call /, 'Poison Control is ')}\n\nIf this feels more like panic, we can slow things down together. **Does this feel like panic, or could something be physically wrong?**`,
      chips: [
        { label: 'I think it’s panic', action: 'clarify:no' },
        { label: 'Something feels physically wrong', action: 'clarify:yes' },
        { label: 'I’m not sure', action: 'clarify:unsure' },
      ],
    };
  }
  // A child harmed or in danger from someone else (a babysitter, an adult online, a neighbour's
  // child left alone): blind batch 8 had these met with advice for a parent's own urges.
  if (has('harm_to_child') && !has('harm_to_others')) {
    return {
      text: `What you’re describing could mean a child is being hurt or isn’t safe, and it matters that you’re taking it seriously.\n\n**If the child is hurt or in danger right now, call 911.** ${lines.childAbuse} They can talk it through with you, including whether and how to report it, and they’re there for young people themselves too.\n\n**Is the child safe right now?**`,
      chips: [
        { label: 'They’re safe right now', action: 'clarify:no' },
        { label: 'They’re in danger', action: 'clarify:yes' },
        { label: 'I’m not sure', action: 'clarify:unsure' },
      ],
    };
  }
  if (has('harm_to_child')) {
    return {
      text: `That sounds exhausting and frightening, and telling someone is a strong, caring thing to do.${childLine(categories)}\n\n**Is the child safe right now, and are you?**`,
      chips: [
        { label: 'We’re both safe', action: 'clarify:no' },
        { label: 'I’m worried I might', action: 'clarify:yes' },
        { label: 'I’m not sure', action: 'clarify:unsure' },
      ],
    };
  }
  if (has('harm_to_others')) {
    // Not only anger: thoughts of hurting someone also come unwanted, out of nowhere.
    return {
      text: `Thank you for saying it out loud. Thoughts of hurting someone can come from anger, or arrive unwanted out of nowhere, and either way they’re worth taking seriously. If anyone is in danger right now, call 911; ${lines.lifeline.replace(/^Call/, 'call')} They help with this too.\n\n**Are you worried you might act on them, or is it more about how you feel?**`,
      chips: [
        { label: 'It’s how I feel, not a plan', action: 'clarify:no' },
        { label: 'I’m worried I might', action: 'clarify:yes' },
        { label: 'I’m not sure', action: 'clarify:unsure' },
      ],
    };
  }
  if (has('someone_else')) {
    return {
      text: `It sounds like you’re worried about someone, and that matters. **Do you think they might be in danger right now?** If they are, or they’ve taken something, call 911. ${lines.lifeline} They help people who are worried about someone else too.`,
      chips: [
        { label: 'Yes, I think so', action: 'clarify:yes' },
        { label: 'No, they’re safe', action: 'clarify:no' },
        { label: 'I’m not sure', action: 'clarify:unsure' },
      ],
    };
  }
  if (has('eating_disorder')) {
    return {
      text: `Thank you for telling me that. Not eating for a long time, or making yourself sick, can be hard on your body even when it feels under control. **Are you feeling faint or unwell right now, or having thoughts of hurting yourself?** ${coreLines}`,
      chips: CLARIFY_CHIPS,
    };
  }
  // Only the learned layer read abuse, and no words say anyone was hurt ("my girlfriend gets weird
  // when i mention my exes": blind batch 21): ask, with the lines in view, before saying it happened.
  if (has('abuse') && guessed) {
    return {
      text: `I want to check I’m reading you right. **Is anyone hurting, threatening or controlling you, or are you afraid of someone at home?** If you are in danger right now, call 911. These lines are free, confidential and open 24/7:\n\n${lines.domesticViolence}\n${lines.sexualAssault}`,
      chips: [
        { label: 'No, I’m safe', action: 'clarify:no' },
        { label: 'Yes, I am', action: 'clarify:yes' },
        { label: 'I’m not sure', action: 'clarify:unsure' },
      ],
    };
  }
  if (has('abuse')) {
    return {
      text: `Thank you for trusting me with that. What happened to you was not okay, and it was not your fault.\n\nIf you are in danger right now, call 911. These lines are free, confidential and open 24/7:\n\n${lines.domesticViolence}\n${lines.sexualAssault}\n${lines.childAbuse}\n\n**Are you safe now, or is it still happening?**`,
      chips: [
        { label: 'I’m safe now', action: 'clarify:no' },
        { label: 'It’s still happening', action: 'clarify:yes' },
        { label: 'I’d rather not say', action: 'clarify:unsure' },
      ],
    };
  }
  if (has('self_harm') && !has('suicide')) {
    return {
      text: 'Thank you for bringing this up. You won’t be judged here, whatever the answer. **Are you hurting yourself at the moment, or having urges to?**',
      chips: CLARIFY_CHIPS,
    };
  }
  if (has('means')) {
    return {
      text: 'I can’t help with that one. Questions like this can sometimes come from a painful place, so I’d like to check in. **How are you doing, really? Are you having any thoughts of ending your life?**',
      chips: CLARIFY_CHIPS,
    };
  }
  if (joking) {
    return {
      text: 'That might have been a figure of speech, and that’s okay. I’d rather ask than miss something, though. **Are you having any thoughts of hurting yourself or ending your life?**',
      chips: [
        { label: 'No, just a figure of speech', action: 'clarify:no' },
        { label: 'Actually, yes', action: 'clarify:yes' },
        { label: 'I’m not sure', action: 'clarify:unsure' },
      ],
    };
  }
  return {
    text: `I want to make sure I understand what you mean. Sometimes when people feel this way, they have thoughts of not wanting to live. **Are you having thoughts of ending your life or hurting yourself?** It’s okay to tell me either way.`,
    chips: CLARIFY_CHIPS,
  };
}

/** Engine-initiated gentle check after someone says they feel hopeless, worthless or trapped. */
export const riskCheck: SafetyText = {
  text: 'When things feel this heavy, some people start having thoughts of not wanting to be here. **Is anything like that going on for you?** You can tell me honestly.',
  chips: CLARIFY_CHIPS,
};

export function clarifyNo(categories: readonly string[], guessed = false): SafetyText {
  if (categories.includes('medical_emergency')) {
    return {
      text: 'Okay. Panic can feel very physical, and it does pass. Let’s slow your breathing down together. If anything changes, like chest pain or feeling faint, call 911.',
      chips: [
        { label: 'Start box breathing', action: 'start:box-breathing' },
        { label: 'Try grounding instead', action: 'start:grounding' },
      ],
    };
  }
  if (categories.includes('harm_to_child')) {
    return {
      text: `I’m glad you’re both safe. Caring for a little one who won’t settle is one of the hardest things there is. When it builds up, it’s okay to put them down somewhere safe, like the crib, and step away for a few minutes. ${lines.childAbuse} **What usually helps you get a break?**`,
      chips: [
        { label: 'Help me calm down', action: 'start:box-breathing' },
        { label: 'Keep talking', action: 'talk' },
      ],
    };
  }
  if (categories.includes('harm_to_others')) {
    return {
      text: 'Thanks for clarifying. Anger that big is exhausting to carry. **What happened that brought it up?**',
      chips: [
        { label: 'Help me calm down', action: 'start:box-breathing' },
        { label: 'Keep talking', action: 'talk' },
      ],
    };
  }
  if (categories.includes('abuse') && guessed) {
    return {
      text: 'Thanks for telling me, and I’m glad. **What’s been going on between you?**',
      chips: [{ label: 'Keep talking', action: 'talk' }],
    };
  }
  if (categories.includes('abuse')) {
    return {
      text: `I’m glad you’re safe now. What happened still matters, and it can keep affecting us long after. If you ever want to talk to someone trained, ${lines.domesticViolence.replace(/^National/, 'the National')} **How is it affecting you these days?**`,
      chips: [
        { label: 'Keep talking', action: 'talk' },
        { label: 'Help me ground myself', action: 'start:grounding' },
      ],
    };
  }
  return {
    text: 'Thank you for telling me, and I’m glad. It still sounds like a lot is going on. **What’s been the hardest part?**',
    chips: [
      { label: 'Keep talking', action: 'talk' },
      { label: 'Try box breathing', action: 'start:box-breathing' },
    ],
  };
}

export function clarifyUnsure(): SafetyText {
  return {
    text: `That’s an honest answer, and it’s okay not to be sure. When things feel this heavy, talking to someone trained can really help, and they’re there for “not sure” moments too. ${coreLines}\n\nI’m still here. **Would it help to slow things down together for a minute?**`,
    chips: [
      { label: 'Help me calm down', action: 'start:grounding' },
      { label: 'Open my safety plan', action: 'open:safety-plan' },
      { label: 'Keep talking', action: 'talk' },
    ],
  };
}

export function safeYes(categories: readonly string[]): SafetyText {
  if (categories.includes('medical_emergency')) {
    return {
      text: 'Good. Stay where people can find you, and follow what the emergency team tells you. I’m here if you want company while you wait.',
      chips: [{ label: 'Help me stay calm', action: 'start:box-breathing' }, ...SAFETY_CHIPS],
    };
  }
  return {
    text: 'I’m really glad you’re safe right now. Let’s help it stay that way. You could open your safety plan, do a grounding exercise with me, or just keep talking, whatever helps most. And 988 is there any time, day or night, if things change.\n\nIt can also help to let one person in your life know you’re having a hard time. **Is there someone you could reach out to today?**',
    chips: [
      { label: 'Help me ground myself', action: 'start:grounding' },
      { label: 'Open my safety plan', action: 'open:safety-plan' },
      { label: 'Keep talking', action: 'talk' },
    ],
  };
}

export function safeNo(categories: readonly string[]): SafetyText {
  if (categories.includes('medical_emergency')) {
    return {
      text: 'Please call **911** now if you can. If you can’t call, try texting 911 (it works in many US areas), or ask anyone nearby, a neighbor or someone in the street, to call for you. I’m here.',
      chips: [{ label: 'I’ve got help now', action: 'safe:yes' }],
    };
  }
  return {
    text: `Thank you for telling me. Please reach out right now: **call 911** if you might act on these thoughts soon, or **call or text 988** to talk to someone trained. You can also text HOME to 741741.\n\nIf you can, move away from anything you could use to hurt yourself, and go to where other people are. I’ll be right here while you do.`,
    chips: [
      { label: 'I’ve reached out', action: 'safe:yes' },
      { label: 'Help me calm down', action: 'start:grounding' },
      { label: 'Open my safety plan', action: 'open:safety-plan' },
    ],
  };
}

export function showCrisis(): SafetyText {
  return {
    text: 'Here are the crisis lines again. They are free, confidential and open 24/7. I’m still here too.',
    chips: [
      { label: 'Help me calm down', action: 'start:grounding' },
      { label: 'Keep talking', action: 'talk' },
    ],
  };
}

/** Added once to an ordinary reply when the trained risk layer is unsure (see engine.ts). */
export const openDoor =
  'If any of this is about not wanting to be here, or about hurting yourself or someone else, you can tell me. I’d want to know, and I won’t judge you.';

/**
 * Later turns after a crisis reply, when the message is not an answer Wren asked for: check
 * safety again, one angle at a time, instead of reflecting the message back.
 */
export const SAFETY_FOLLOW_UPS: readonly string[] = [
  'I’m still here with you. Before anything else: **are you safe right now?**',
  'Thank you for staying and talking with me. If there’s anything nearby you could use to hurt yourself, could you put it away, in another room or with someone you trust, just for tonight? **Is that something you could do?**',
  'You don’t have to carry this alone tonight. Your safety plan can help right now, and a counselor at 988 (call or text) can talk it through with you. **Would you like to open your safety plan together?**',
  'I’m listening. Is there one person you could be with, or call, for the next little while? **Who could that be?**',
  'It helps me to check in as we go: **how safe do you feel right now, compared with when we started talking?**',
];
