/**
 * US crisis resources as Wren writes them in replies. The same numbers as `crisis` in
 * src/config/haven.ts (a unit test keeps them in step); kept here so the edge function has no
 * import from the site.
 */
export const lines = {
  lifeline: 'Call or text 988 (the 988 Suicide & Crisis Lifeline), or chat at 988lifeline.org.',
  textLine: 'Text HOME to 741741 (Crisis Text Line).',
  emergency: 'If you are in immediate danger, call 911.',
  domesticViolence: 'National Domestic Violence Hotline: call 1-800-799-7233 or text START to 88788.',
  sexualAssault: 'RAINN sexual assault hotline: call 1-800-656-4673.',
  childAbuse: 'Childhelp (for young people and worried adults): call or text 1-800-422-4453.',
  poison: 'Poison Control: call 1-800-222-1222, or 911 if someone is very drowsy, hard to wake or not breathing.',
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
