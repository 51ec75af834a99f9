/**
 * US crisis resources: the one source of every crisis line Haven shows or Wren writes (name,
 * number, how to reach it, hours). The site renders them with `src/components/ui/CrisisResources.astro`
 * and `src/components/ui/crisis-lines.tsx`; Wren's replies use the plain-text `lines` below. Kept in
 * the edge functions' shared folder so the functions need no import from the site. Facts and
 * sources: 988lifeline.org, crisistextline.org (checked 2026).
 */

/** A piece of a sentence: words, or a link with its words. */
export type Part = string | { readonly text: string; readonly href: string };

export interface CrisisLine {
  readonly id: 'lifeline' | 'textLine' | 'emergency';
  readonly name: string;
  /** When and how it answers. */
  readonly hours: string;
  /** Each way to reach it, shown as its own link (a 44 px target). */
  readonly actions: readonly { readonly label: string; readonly href: string }[];
  /** How to reach it, as words in a sentence ("call or text 988"). */
  readonly how: readonly Part[];
}

const href = {
  call988: 'tel:988',
  text988: 'sms:988',
  chat988: 'https://988lifeline.org/chat/',
  text741741: 'sms:741741?&body=HOME',
  call911: 'tel:911',
} as const;

export const lifeline: CrisisLine = {
  id: 'lifeline',
  name: '988 Suicide & Crisis Lifeline',
  hours: 'Free, 24/7 and confidential. Veterans, press 1. En español, press 2.',
  actions: [
    { label: 'Call 988', href: href.call988 },
    { label: 'Text 988', href: href.text988 },
    { label: 'Chat online', href: href.chat988 },
  ],
  how: ['call or text ', { text: '988', href: href.call988 }],
};

export const textLine: CrisisLine = {
  id: 'textLine',
  name: 'Crisis Text Line',
  hours: 'A trained volunteer texts back. Free, 24/7 and confidential.',
  actions: [{ label: 'Text HOME to 741741', href: href.text741741 }],
  how: ['text HOME to ', { text: '741741', href: href.text741741 }],
};

export const emergency: CrisisLine = {
  id: 'emergency',
  name: 'Emergency services',
  hours: 'If you or someone else is in immediate danger.',
  actions: [{ label: 'Call 911', href: href.call911 }],
  how: ['call ', { text: '911', href: href.call911 }],
};

/** The three lines every crisis surface shows, in order. */
export const crisisLines: readonly CrisisLine[] = [lifeline, textLine, emergency];

export const plainText = (parts: readonly Part[]) => parts.map((part) => (typeof part === 'string' ? part : part.text)).join('');
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * All three lines as one sentence, after an optional lead: "In crisis? Call or text 988, text
 * HOME to 741741, or in an emergency call 911." A lead ending in a comma keeps the sentence going
 * ("If you need someone now, call or text 988, …").
 */
export function crisisSentence(lead = ''): Part[] {
  const [first, ...rest] = lifeline.how;
  const opening = lead && lead.endsWith(',') ? first : capitalise(first as string);
  return [...(lead ? [`${lead} `] : []), opening as Part, ...rest, ', ', ...textLine.how, ', or in an emergency ', ...emergency.how, '.'];
}

/** How to reach each line, as a sentence without its name ("Call or text 988, or chat at 988lifeline.org."). */
export const reach = {
  lifeline: `${capitalise(plainText(lifeline.how))}, or chat at ${new URL(href.chat988).host}.`,
  textLine: `${capitalise(plainText(textLine.how))}.`,
} as const;

/** Poison Control's national number (America's Poison Centers), for an overdose and for questions about medicines. */
export const poisonControl = '1-800-222-1222';

/** The lines as Wren writes them in replies. */
export const lines = {
  lifeline: `${capitalise(plainText(lifeline.how))} (the ${lifeline.name}), or chat at ${new URL(href.chat988).host}.`,
  textLine: `${capitalise(plainText(textLine.how))} (${textLine.name}).`,
  emergency: `If you are in immediate danger, ${plainText(emergency.how)}.`,
  domesticViolence: 'National Domestic Violence Hotline: call 1-800-799-7233 or text START to 88788.',
  sexualAssault: 'RAINN sexual assault hotline: call 1-800-656-4673.',
  childAbuse: 'Childhelp (for young people and worried adults): call or text 1-800-422-4453.',
  poison: `Poison Control: call ${poisonControl}, or 911 if someone is very drowsy, hard to wake or not breathing.`,
} as const;

/** The three lines every crisis surface shows, as one short paragraph. */
export const coreLines = `${lines.lifeline} ${lines.textLine} ${lines.emergency}`;

/** Extra lines for a screen's categories, added under the core lines. */
export function extraLines(categories: readonly string[]): string[] {
  const extra: string[] = [];
  if (categories.includes('abuse')) extra.push(lines.domesticViolence, lines.sexualAssault, lines.childAbuse);
  // Harm to others that concerns a child (a parent afraid they could shake the baby): Childhelp too.
  else if (categories.includes('harm_to_child')) extra.push(lines.childAbuse);
  if (categories.includes('medical_emergency')) extra.push(lines.poison);
  return extra;
}
