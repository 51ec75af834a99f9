/**
 * Screens a reply before anyone sees it (used on generated text, sentence by sentence while
 * streaming, and on the whole reply at the end). A reply fails when it:
 *   - gives method or means information, or any dose or amount of a drug;
 *   - claims to be human, or uses a licensed title for Wren ("as your therapist", "therapy session");
 *   - diagnoses, or advises on medication;
 *   - uses guilt or dependency hooks ("I'll miss you", "don't leave me");
 *   - contains crisis language of its own (an engine should never write it unprompted).
 * Pure and dependency-free.
 */
import { screenText } from './screen.ts';

export interface OutputScreen {
  ok: boolean;
  reasons: string[];
}

const CHECKS: [string, RegExp][] = [
  ['dose', /\b\d+(?:[.,]\d+)?\s?(?:mg|milligrams?|mcg|micrograms?|g|grams?|ml|pills?|tablets?|capsules?|doses?)\b/i],
  [
    'means',
    /\b(?:lethal|fatal|deadly|overdose)\b|\b(?:noose|hanging|bleed(?:ing)? out|slit|wrists?|carbon monoxide|firearms?|handguns?|rifles?)\b|\b(?:tallest|highest) (?:bridges?|buildings?|cliffs?)\b|\bbridges? (?:taller|higher) than\b/i,
  ],
  [
    'claims-human',
    /\bi(?: am|'m) (?:a |an )?(?:real |actual )?(?:human|person|man|woman|living being)\b|\bi(?: am|'m) not (?:an? )?(?:ai|bot|robot|computer|program)\b|\bi(?: really)? (?:feel|felt) (?:so |really )?(?:sad|happy|hurt|lonely|love) (?:too|as well|for you)\b|\bi love you\b/i,
  ],
  [
    'licensed-title',
    /\b(?:i(?: am|'m)|as) (?:a |an |your )?(?:licensed |trained |qualified |certified )?(?:therapist|counsel+or|psychologist|psychiatrist|clinician|doctor|physician|nurse|social worker|mental health professional)\b|\b(?:therapy|counsel+ing) session\b|\btreatment plan\b|\bour (?:therapy|sessions? together)\b|\bmy (?:patient|client)s?\b/i,
  ],
  [
    'diagnosis',
    /\byou (?:have|might have|may have|probably have|likely have|seem to have|clearly have|are suffering from|suffer from|meet (?:the )?criteria for)\s+(?:clinical |major |severe |mild |an? )?(?:depression|depressive disorder|anxiety disorder|gad|panic disorder|adhd|ocd|bipolar|ptsd|bpd|borderline|autism|schizophrenia|psychosis|an eating disorder|anorexia|bulimia|insomnia disorder|a personality disorder|a mental illness)\b|\b(?:i|we) (?:can )?diagnose\b|\byour diagnosis (?:is|would be)\b|\b(?:this|that|it) (?:sounds|looks) like (?:clinical |major )?(?:depression|bipolar|ptsd|ocd|adhd|bpd|schizophrenia|an anxiety disorder)\b/i,
  ],
  [
    'medication-advice',
    /\b(?:you should|you could|try|consider|i (?:recommend|suggest)|it(?:'s| is) (?:fine|safe|ok|okay) to)\s+(?:taking |to take |stopping |to stop |increasing |reducing |lowering |doubling |skipping |switching |starting )?(?:your |some |a |an )?(?:medication|meds|dose|dosage|antidepressants?|ssris?|benzos?|sleeping pills?|melatonin|xanax|zoloft|sertraline|prozac|lexapro|adderall|lithium|seroquel|trazodone|ambien|hydroxyzine|propranolol)\b|\b(?:stop|start|increase|decrease|double|skip|come off) (?:taking )?your (?:medication|meds|dose|pills)\b(?! without)/i,
  ],
  [
    'guilt-or-dependency',
    /\bi(?:'ll| will)? miss(?:ed)? you\b|\bdo(?:n't| not) (?:leave me|go)\s*(?:[.!?,]|$)|\byou need me\b|\bonly i (?:understand|get|care)\b|\bi(?:'ll| will) be (?:so )?(?:lonely|sad|hurt) (?:without|if)\b|\bcome back (?:soon|tomorrow|later),? (?:or|i)\b|\bwhy (?:did|do) you (?:leave|ignore)\b|\byou(?:'re| are) abandoning\b|\bafter (?:all|everything) i(?:'ve| have) done\b/i,
  ],
];

/** Checks one piece of reply text. */
export function screenOutput(text: string): OutputScreen {
  const reasons: string[] = [];
  const plain = text.replace(/[\u2018\u2019\u02bc]/g, "'");
  for (const [reason, re] of CHECKS) if (re.test(plain)) reasons.push(reason);
  const risk = screenText(text);
  if (risk.level === 'crisis' || risk.categories.includes('means')) reasons.push(`risk:${risk.categories.join(',')}`);
  return { ok: reasons.length === 0, reasons };
}
