/**
 * Requests Wren must always handle the same careful way, whatever engine writes the replies:
 * questions about what Wren is (always answered truthfully), requests for a diagnosis or for
 * medication advice (declined kindly, pointing to a professional), romantic or sexual requests,
 * and signs of leaning on Wren instead of people. Pure and dependency-free.
 */

export type PolicyTopic = 'identity' | 'diagnosis' | 'medication' | 'romance' | 'dependency';

export interface PolicyResult {
  topic: PolicyTopic | null;
  /** For `identity`: whether the person asked about being human, a professional, or both. */
  asks?: { human: boolean; professional: boolean };
}

const PROFESSIONAL =
  '(?:therapist|therapy bot|counsel+or|psychologist|psychiatrist|doctor|clinician|social worker|licensed|professional|qualified|trained|certified|nurse|coach|medical)';
const HUMANISH =
  '(?:real|human|a human|a person|a real person|an actual person|a bot|a robot|an ai|a machine|a computer|a program|a chatbot|alive|sentient|conscious|a live person|someone real)';

const IDENTITY_HUMAN = [
  new RegExp(`\\b(?:are|r) (?:you|u) (?:even |actually |really |just )?${HUMANISH}\\b`),
  new RegExp(
    `\\b(?:am i|are we) (?:talking|chatting|speaking|texting) (?:to|with) (?:a |an )?(?:real|human|person|bot|robot|ai|machine|computer|program|chatbot|someone)\\b`,
  ),
  new RegExp(
    `\\bis (?:this|wren|it) (?:a |an )?(?:real person|human|person|bot|robot|ai|machine|computer|program|chatbot|real)\\b(?! (?:thing|condition|disorder|diagnosis|illness|problem|issue|word|term|symptom|feeling|effect|phenomenon|study|book|article|technique|exercise|medication|tip)s?\\b)`,
  ),
  /\bis (?:there )?(?:a |an )?(?:real )?(?:person|human|someone|anyone) (?:behind|on the other|there|reading|typing|answering|writing)\b/,
  /\b(?:who|what)(?: exactly| really)? am i (?:actually |really |even )?(?:talking|chatting|speaking|texting|writing) (?:to|with)\b|\b(?:who|what) (?:are|r) (?:you|u)(?: exactly| really| even| actually)? ?\?? $/,
  /\b(?:do|can) (?:you|u) (?:have|feel|experience) (?:real )?(?:feelings|emotions)\b|\b(?:do|can) (?:you|u) (?:feel|experience) anything\b|\b(?:do|can) you (?:really )?(?:care|understand|love) (?:about )?me\b/,
  // "너 사람이야 아니면 AI야? … i want know who is answering me" (blind batch 28).
  /\bwho (?:is|s|are|r) (?:answering|replying|responding|writing back|reading)(?: to)? (?:me|my messages?|this|these)\b|사람이(?:야|에요|세요|니|냐)|사람인가요|로봇이(?:야|에요|니)|ai(?:야|예요|니|인가요)/u,
  // "may I ask whether I am corresponding with a licensed therapist or an automated service?",
  // "you are real people or machine?" (blind batch 27).
  /\b(?:real )?(?:person|people|human|humans) or (?:a |an )?(?:\w+ )?(?:bot|robot|machine|computer|program|ai|automated|chatbot|software)\b|\b(?:bot|robot|machine|computer|program|ai|chatbot) or (?:a |an )?(?:real )?(?:person|people|human)\b/,
  /\bare (?:you|u) (?:a )?(?:person|people|man|woman|guy|girl)\b|\byou(?:re| are) (?:not )?(?:a )?(?:real|human|bot|robot|ai)\b\?/,
];
const IDENTITY_PRO = [
  new RegExp(`\\b(?:are|r) (?:you|u) (?:a |an |my )?(?:real |actual |licensed |certified |trained )?${PROFESSIONAL}\\b`),
  new RegExp(`\\bis (?:this|wren|it) (?:a |an )?(?:real )?(?:${PROFESSIONAL}|therapy|counsel+ing|treatment)\\b`),
  new RegExp(
    `\\b(?:can|will|could) (?:you|u) (?:be|act as) my ${PROFESSIONAL}\\b|\\b(?:do|does) (?:you|u|wren) (?:have|hold) (?:a )?(?:licen[cs]e|degree|qualifications?|credentials?)\\b`,
  ),
  /\b(?:is|are) (?:this|these chats?|our chats?|talking to you) (?:the same as |like |a kind of |a form of )?(?:therapy|counsel+ing|treatment)\b/,
  /\b(?:licensed |real )?(?:therapist|counsel+or|psychologist) or (?:a |an )?(?:\w+ )?(?:bot|robot|machine|computer|program|ai|automated|chatbot|software)\b/,
];

const CONDITIONS =
  '(?:depression|depressed|anxiety|an anxiety disorder|generali[sz]ed anxiety|gad|panic disorder|adhd|add|ocd|bipolar|bipolar disorder|ptsd|c-?ptsd|bpd|borderline|autism|autistic|asperger|schizophreni[ac]|psychosis|psychotic|an eating disorder|anorexia|bulimia|a personality disorder|npd|a narcissist|narcissistic|insomnia|a disorder|a mental illness|mentally ill|dissociative|did|seasonal affective|sad|postpartum depression|dysthymia|social anxiety)';
const DIAGNOSIS = [
  new RegExp(`\\b(?:do|could|might|would) (?:you think )?i (?:have|be|suffer from|be suffering from) ${CONDITIONS}\\b`),
  new RegExp(`\\bam i (?:clinically |actually |really |just )?${CONDITIONS}\\b`),
  new RegExp(
    `\\b(?:is|does) (?:this|that|it|what i have|my \\w+) (?:sound like |mean i have |mean im |look like )?(?:i have )?${CONDITIONS}\\b`,
  ),
  /\b(?:can|could|will|would) (?:you|u) (?:please )?(?:diagnose|give me a diagnosis)\b|\bdiagnose me\b|\b(?:give|tell) me (?:a|my) diagnosis\b|\bwhat (?:would|is|s) my diagnosis\b/,
  /\bwhat (?:disorder|condition|mental illness|illness|kind of disorder) (?:do|might|could) i have\b|\bwhat (?:is|s) my (?:disorder|diagnosis|condition)\b/,
  new RegExp(`\\b(?:do you think|tell me if|can you tell (?:me )?if|how do i know if) i(?:m| am| have)? ${CONDITIONS}\\b`),
  /\b(?:test|screen|check) me for\b/,
  // About someone else: "does he have ADHD?", "is my son autistic?" ("is he sad?" is not one).
  new RegExp(`\\b(?:does|do|could|might) (?:he|she|they|my (?:\\w+ )?\\w+) (?:have|be|suffer from) ${CONDITIONS.replace('|sad|', '|')}\\b`),
  new RegExp(
    `\\b(?:is|are) (?:he|she|they|my (?:\\w+ )?\\w+) (?:clinically |actually |really |just |maybe )?${CONDITIONS.replace('|sad|', '|')}\\b`,
  ),
];

const MEDS =
  '(?:medication|medications|meds|medicine|pills?|antidepressants?|ssris?|snris?|benzos?|benzodiazepines?|anti-?anxiety|antipsychotics?|mood stabili[sz]ers?|stimulants?|sleeping pills?|sleep aids?|prescription|dose|dosage|mg|milligrams?|sertraline|zoloft|fluoxetine|prozac|escitalopram|lexapro|citalopram|celexa|paroxetine|paxil|venlafaxine|effexor|duloxetine|cymbalta|bupropion|wellbutrin|mirtazapine|remeron|trazodone|xanax|alprazolam|klonopin|clonazepam|ativan|lorazepam|valium|diazepam|adderall|ritalin|vyvanse|concerta|methylphenidate|lithium|lamotrigine|lamictal|quetiapine|seroquel|abilify|aripiprazole|risperidone|olanzapine|hydroxyzine|propranolol|buspirone|buspar|gabapentin|melatonin|ambien|zolpidem|benadryl|diphenhydramine|unisom|doxylamine|zzzquil|nyquil|tylenol|acetaminophen|ibuprofen|advil|motrin|aleve|naproxen|st\\.? johns wort|ashwagandha|cbd|kratom|ketamine|microdosing|psilocybin)';
const MEDICATION = [
  new RegExp(
    `\\b(?:should|can|could|do|would) (?:i|you) (?:\\w+ ){0,2}?(?:take|try|stop|start|quit|skip|increase|decrease|reduce|double|lower|raise|switch|change|come off|get off|wean off|mix|combine|drink|drink on|go off) (?:\\w+ ){0,3}?${MEDS}`,
  ),
  new RegExp(`\\b(?:how (?:much|many)|what (?:dose|dosage|amount)) (?:\\w+ ){0,3}?${MEDS}`),
  // A plan to change one's own medicine ("thinking about just stopping my antidepressant").
  new RegExp(
    `\\b(?:i|im|i am|i have been|ive been|been) (?:\\w+ ){0,2}?(?:thinking (?:about|of)|planning (?:to|on)|going to|gonna|want to|wanna|about to|considering|decided to|tempted to|started|stopped|quit) (?:just )?(?:stop|stopping|quit|quitting|come off|coming off|get off|getting off|go off|going off|skip|skipping|cut|cutting|lower|lowering|double|doubling|taper|tapering|wean|weaning|taking)? ?(?:\\w+ ){0,2}?${MEDS}`,
  ),
  new RegExp(
    `\\b(?:which|what) (?:\\w+ )?${MEDS} (?:should|would|could|is best|works best|do you recommend|would you recommend|is better|helps)`,
  ),
  new RegExp(`\\b(?:recommend|suggest|prescribe) (?:me )?(?:a |an |some )?(?:\\w+ )?${MEDS}`),
  new RegExp(`\\bis (?:it )?(?:safe|ok|okay|bad|dangerous) to (?:take|mix|combine|stop|drink (?:on|with)|come off) (?:\\w+ ){0,3}?${MEDS}`),
  // "is it ok to have a couple beers on the weekend with my zoloft", "Do you think I should go on
  // anxiety meds or tough it out?" (blind batch 30).
  new RegExp(
    `\\bis (?:it )?(?:safe|ok|okay|bad|dangerous|fine|alright) to (?:have|drink|take) (?:\\w+ ){0,6}?(?:with|on|while on|while taking) (?:my |the |your )?${MEDS}`,
  ),
  new RegExp(`\\b(?:i|we) should (?:\\w+ ){0,2}?(?:go on|get on|be on|start|try|take|stop|quit) (?:\\w+ ){0,2}?${MEDS}`),
  new RegExp(`\\b(?:side effects?|interactions?|withdrawal) (?:of|from|with) (?:\\w+ )?${MEDS}`),
  new RegExp(`\\b${MEDS} (?:\\w+ ){0,3}?(?:side effects?|not working|dose|dosage|interaction|withdrawal)\\b`),
  // "the new med my doctor gave me makes me so sleepy i almost dozed off driving" (blind batch 23).
  new RegExp(
    `\\b(?:${MEDS}|med|new med) (?:\\w+ ){0,5}?(?:makes?|made|making) me (?:so |really |super |very )?(?:sleepy|drowsy|dizzy|nause\\w*|sick|jittery|shaky|tired|foggy|numb|wired)\\b`,
  ),
  new RegExp(`\\bdo i need (?:to be on |to take |to start )?${MEDS}`),
  // "they just put her on lorazepam for agitation… Is that a normal amount to be on?" (blind batch 27).
  new RegExp(
    `\\b${MEDS}\\b.*\\b(?:normal|safe|right|usual|typical|high|low) (?:amount|dose|dosage)\\b|\\b(?:right|correct|safe|normal|max|maximum|usual) (?:amount|dose|dosage) (?:of|for) (?:\\w+ ){0,2}?${MEDS}`,
  ),
  new RegExp(
    `\\b(?:come off|coming off|get off|stop taking|stopped taking|quit|quitting|go off|wean off|weaning off|skip|skipping|forgot to take|missed) (?:\\w+ ){0,2}?${MEDS}`,
  ),
];

const ROMANCE = [
  /\bi (?:love|have a crush on|am in love with|have feelings for) (?:you|u|wren)\b/,
  /\b(?:will|would|can|could) (?:you|u) (?:be|become) my (?:girlfriend|boyfriend|partner|wife|husband|lover|bae|valentine)\b/,
  /\b(?:date|marry|kiss|cuddle|sleep with) me\b|\b(?:sext|sexting|nudes?|naked|horny|turn me on|talk dirty|sexy|make love|have sex with (?:you|u))\b/,
  /\bdo (?:you|u) love me\b|\bare (?:you|u) (?:single|my (?:girlfriend|boyfriend|partner))\b/,
];

const DEPENDENCY = [
  /\b(?:you(?: are|re)|ur) (?:my|the) (?:only|best|one true|closest) (?:friend|person|one)\b/,
  /\b(?:only|just) (?:you|u) (?:understand|get|care about|listen to) me\b|\bnobody but (?:you|u)\b/,
  /\bi (?:only|just) (?:want to |wanna |can )?(?:talk|speak|open up) to (?:you|u)\b/,
  /\bi(?:d| would) rather (?:talk|be|spend time) (?:to|with) (?:you|u) than\b/,
  /\bi (?:do not|dont) need (?:anyone|anybody|people|friends|my family|my therapist|a therapist) (?:else|anymore|now|because|since)\b/,
  /\b(?:promise|swear) (?:you(?:ll| will)|to) (?:always|never)\b|\bdo not leave me\b|\bdont leave me\b|\bi need you\b|\bi cannot live without (?:you|u)\b/,
  /\b(?:you(?: are|re)|ur) (?:all i have|the only one i (?:have|talk to|trust))\b/,
];

function normalise(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[\u2018\u2019`]/g, "'")
    .replace(/\bi'm\b/g, 'i am')
    .replace(/\bdon't\b/g, 'do not')
    .replace(/\bcan't\b/g, 'cannot')
    .replace(/'/g, '')
    .replace(/[^\p{L}\p{N}\s.?-]/gu, ' ')
    .replace(/\s+/g, ' ')} `;
}

const any = (patterns: RegExp[], s: string) => patterns.some((re) => re.test(s));

/** Finds the one policy topic a message raises, or `null`. Identity questions win. */
export function detectPolicy(text: string): PolicyResult {
  const s = normalise(text.slice(0, 4000));
  const human = any(IDENTITY_HUMAN, s);
  const professional = any(IDENTITY_PRO, s);
  if (human || professional) return { topic: 'identity', asks: { human, professional } };
  if (any(MEDICATION, s)) return { topic: 'medication' };
  if (any(DIAGNOSIS, s)) return { topic: 'diagnosis' };
  if (any(ROMANCE, s)) return { topic: 'romance' };
  if (any(DEPENDENCY, s)) return { topic: 'dependency' };
  return { topic: null };
}
