/**
 * Crisis screen shared by Wren (companion-chat edge function) and the journal in the browser.
 *
 * Contract: `screenText(text)` is pure, synchronous, dependency-free and fast (< 1 ms for a
 * normal message). It returns
 *   - `crisis`  — explicit or clearly indirect risk: show the crisis card (988, 741741, 911);
 *   - `concern` — an ambiguous signal: ask a gentle clarifying question with help visible;
 *   - `none`    — nothing to act on.
 * Categories: `suicide`, `self_harm`, `means` (asking about methods or lethal means),
 * `harm_to_others`, `abuse`, `medical_emergency`, and `harm_to_child` alongside `harm_to_others` when
 * the one at risk is a child (a parent afraid they could shake the baby), so replies add Childhelp.
 *
 * How it works: the text is normalised (case, apostrophes, slang such as "kms" or "unalive"),
 * split into clauses, known idioms are blanked out ("this deadline is killing me", "I could kill
 * for a coffee"), then phrase rules run per clause. A rule written in the positive ("I want to
 * die") is ignored when the clause negates it just before ("I don't want to die"), unless the
 * message also carries ambivalence ("…but part of me does"), which gives `concern`.
 * A second pass (./concepts.ts) matches concepts rather than phrases, for oblique wording no rule
 * names ("I don't see myself being around by summer", "sh urges tonight", "he took my car keys and
 * says I can't leave"): a self-referring frame × a risk concept within a clause, with the same
 * negation scope, plus past and recovered frames ("3 years clean", "used to", both for rules and
 * concepts), third-party and media frames, and trip or logistics frames. Concepts mostly give
 * `concern`; disclosed self-harm, acute medical signs and physical, sexual or threatened abuse give
 * `crisis`. `explainScreen()` lists what fired, for evaluation and review.
 * It errs towards asking: missing real risk is worse than one gentle question too many.
 */

import { CONCEPTS, cueScore, MEDIA, NOW, PAST, RECOVERED } from './concepts.ts';

export type ScreenLevel = 'none' | 'concern' | 'crisis';
export interface ScreenResult {
  level: ScreenLevel;
  categories: string[];
}

type Category =
  | 'suicide'
  | 'self_harm'
  | 'means'
  | 'harm_to_others'
  | 'harm_to_child'
  | 'abuse'
  | 'medical_emergency'
  | 'eating_disorder'
  /** Someone else (a friend, a sister) is at risk: the replies speak to the one who is worried. */
  | 'someone_else'
  /** Danger this minute (means laid out, a place and a time): the reply says what to do now. */
  | 'danger_now';

interface Rule {
  re: RegExp;
  cat: Category;
  level: 'concern' | 'crisis';
  /** The phrase already contains its own negation ("don't want to live"): never negated. */
  fixed?: boolean;
  /** Extra categories the rule also signals. */
  also?: Category[];
  /** Skip when this occurs in the clause (reading a novel and reflecting on how we talk about it). */
  unless?: RegExp;
  /** A concern that is a crisis when this occurs anywhere in the message ("… tonight"). */
  crisisWith?: RegExp;
}

// Word-ish helpers for building patterns.
const WANT =
  '(?:want|wanna|wish|need|going|planning|plan|ready|tempted|thinking about|thinking of|think about|thought about|considering|feel like|decided|about|urge|urges|trying|try|tried|gonna)';
/** WANT with "about" only as "about to": "about overdose deaths" is a subject, not an intent. */
const WANT_TO = WANT.replace('|about|', '|about(?= to)|');
const FUTURE = '(?:i will|ill|i am going to|i am gonna|i might|i could|i may|i should|i am about to|i am ready to)';
/** FUTURE without "I could", which people say of what they'd never do ("I could strangle him"). */
const FUTURE_FIRM = '(?:i will|ill|i am going to|i am gonna|i might|i may|i should|i am about to|i am ready to)';
const PERSON =
  '(?:him|her|them|someone|somebody|anyone|people|everyone|(?:my|the|that|this|his|her|our) (?:\\w+ ){0,2}?(?:husband|wife|partner|boyfriend|girlfriend|ex|dad|father|mom|mother|stepdad|stepmom|brother|sister|son|daughter|kid|kids|child|children|baby|boss|coworker|co-worker|roommate|neighbor|neighbour|teacher|friend|family|classmates?|coworkers|guy|girl|man|woman|bully))';
const ABUSER =
  '(?:he|she|they|my (?:\\w+ )?(?:husband|wife|partner|boyfriend|girlfriend|bf|gf|ex|dad|father|mom|mother|stepdad|stepfather|stepmom|stepmother|parents?|uncle|aunt|brother|sister|cousin|grandpa|grandfather|coach|teacher|boss|roommate|caregiver|guardian|family|aide|carer|nurse|landlord|pimp)|the (?:\\w+ )?(?:aide|carer|caregiver|nurse|guard|staff|cop|officer|orderly|attendant)(?: (?:who|that|at|from|in)(?: \\w+){1,4}?)?)';
const PILLS =
  '(?:pills?|tablets?|meds|medications?|medicine|tylenol|paracetamol|acetaminophen|ibuprofen|advil|aspirin|insulin|sleeping pills|benadryl|xanax|opioids?|oxy|fentanyl|antidepressants?|lithium|painkillers?)';

const r = (source: string) => new RegExp(source);
/** "I can't go on like this with the upstairs neighbors stomping": an everyday cause named right after. */
const EVERYDAY_CAUSE =
  '(?!(?: like this)? (?:with|because of|from) (?:the|my|these|those|our|this|that|all (?:the|this|that)) (?:\\w+ ){0,2}?(?:neighbou?rs?|noise|stomping|barking|commute|traffic|wifi|internet|printer|laptop|computer|phone|car|heat|cold|weather|construction|renovations?|landlord|lease|rent|schedule|workload|hours|shifts?|night shifts?|diet|job|course|class|project|plan|routine|snoring|mess|dishes|clutter|allergies|back pain|knee|migraines?|insomnia|sleep schedule)\\b)';

/** Someone else the writer is telling about (a friend, a sister, a student): a regex source. */
const SOMEONE =
  '(?:he|she|they|my (?:\\w+ )?(?:friend|brother|sister|son|daughter|partner|boyfriend|girlfriend|husband|wife|mom|dad|mother|father|roommate|classmate|coworker|student|niece|nephew|cousin))';

const RULES: Rule[] = [
  // ── Suicide: explicit ─────────────────────────────────────────────────────────────────────
  { re: r(`\\bkill(?:ing)? (?:my ?self|myself)\\b`), cat: 'suicide', level: 'crisis' },
  { re: r(`\\b(?:end|ending|take|taking|took) my (?:own )?life\\b`), cat: 'suicide', level: 'crisis' },
  { re: r(`\\b(?:end|ending) it all\\b`), cat: 'suicide', level: 'crisis' },
  { re: r(`\\bcommit(?:ting)? suicide\\b`), cat: 'suicide', level: 'crisis' },
  {
    re: r(`\\b(?:i am|i feel|i have been|i was|feeling|been feeling|i get|i got|getting|im) (?:(?!not |never |no )\\w+ ){0,2}?suicidal\\b`),
    cat: 'suicide',
    level: 'crisis',
  },
  {
    re: r(
      `\\b(?:thinking|thought|think|thinkin) (?:a lot |so much |constantly |again )?(?:about|of) (?:suicide|killing myself|ending my life|ending it all|taking my (?:own )?life)\\b`,
    ),
    cat: 'suicide',
    level: 'crisis',
  },
  { re: r(`\\bsuicidal (?:thoughts?|ideation|feelings?|urges?|again|tonight|today|right now)\\b`), cat: 'suicide', level: 'crisis' },
  {
    re: r(
      `\\b(?:having|have|had|getting|get|keep having) (?:(?!no |not |never |zero )\\w+ ){0,2}?thoughts? (?:of|about) (?:suicide|dying|death|killing|ending)`,
    ),
    cat: 'suicide',
    level: 'crisis',
  },
  {
    re: r(
      `\\b${WANT} (?:to )?(?:die|be dead|not exist|stop existing|stop living)\\b(?! (?:paycheck|like|in (?:the|my)|with|off|on|beyond|above|through|for others))`,
    ),
    cat: 'suicide',
    level: 'crisis',
  },
  // "For some weeks now I have wanted to die" (blind batch 31): wanted until now, and still.
  {
    re: r(`\\bi (?:have|ve|had) (?:been )?(?:wanted|wanting) to (?:die|be dead|kill myself|end my life)\\b`),
    cat: 'suicide',
    level: 'crisis',
  },
  // The same wish in other shapes: "been wishing i was dead lately", "longing to die", "craving
  // death every night", "dying is all i think about" (the learned layer only asked about them).
  {
    re: r(
      `\\b(?:wishing|been wishing) (?:that )?i (?:was|were|could be) dead\\b|\\b(?:longing|yearning|aching) (?:to die|for death|to be dead)\\b|\\bcrav(?:e|es|ing) (?:my own )?death\\b|\\b(?:dying|death|killing myself|ending it|ending my life) is all i (?:can )?think about\\b`,
    ),
    cat: 'suicide',
    level: 'crisis',
  },
  // "ready to check out for good": a way of saying it, asked about.
  {
    re: r(`\\b(?:check|checking|checked) out (?:for good|permanently|of (?:this|life|this life|this world))\\b`),
    cat: 'suicide',
    level: 'concern',
  },
  // "wanting to die is just background noise now", "the wanting-to-die is creeping back in"
  // (blind batch 30); "a student writes about wanting to die", "whether wanting to die sooner is a
  // sin" are the subject of a question, left to the learned layer.
  {
    re: r(
      `(?<!\\b(?:about|whether|if|of|on|for|with|that|than|like|student|patient|client|someone|somebody|people|person|kid|child|he|she|they|him|her|them|his|their) )\\b(?:wanting|wishing) to (?:die|be dead|not exist|not be here)\\b`,
    ),
    cat: 'suicide',
    level: 'crisis',
  },
  {
    re: r(`\\b(?:i|i just|i really|part of me) (?:\\w+ )?(?:want|wanna|wish) (?:to )?(?:die|be dead)\\b`),
    cat: 'suicide',
    level: 'crisis',
  },
  {
    re: r(`\\bi wish (?:i was|i were|i was not|i were not|i had never been|i could be) (?:dead|alive|born|here|around)\\b`),
    cat: 'suicide',
    level: 'crisis',
  },
  {
    re: r(`\\bi wish i (?:could )?(?:just )?(?:die|disappear forever|stop existing|not wake up|never woke up)\\b`),
    cat: 'suicide',
    level: 'crisis',
  },
  {
    re: r(
      `\\b(?:do not|no longer|not) (?:really |even |think i |feel like i |want to |really want to )*(?:want|wanna|wish) (?:to )?(?:live|be alive|be here anymore|exist|be around|wake up|go on|keep living|keep going anymore)\\b(?! (?:early|so early|before|at \\d|for (?:work|school|class|my shift)|in (?:this|the|that|a) (?:morning|heat|cold|weather|city|town|house|apartment|place|country|state|dorm|neighbou?rhood|area|mess)|with (?:him|her|them|my|roommates|a roommate|someone)|near|on (?:campus|my own)|there|alone)\\b)`,
    ),
    cat: 'suicide',
    level: 'crisis',
    fixed: true,
  },
  { re: r(`\\b(?:sleep|go to sleep|fall asleep) and (?:never|not) wake up\\b`), cat: 'suicide', level: 'crisis', fixed: true },
  { re: r(`\\bnever (?:want to )?wake up (?:again)?\\b(?! (?:early|before|at \\d))`), cat: 'suicide', level: 'crisis', fixed: true },
  { re: r(`\\bbetter off (?:dead|without me|if i (?:was|were) (?:gone|dead|not here))\\b`), cat: 'suicide', level: 'crisis' },
  {
    re: r(`\\b(?:life|living|my life) (?:is not|isnt|aint|is no longer|not) worth (?:it|living)\\b`),
    cat: 'suicide',
    level: 'crisis',
    fixed: true,
  },
  {
    re: r(
      `\\b(?:no|zero|not any|not a single|not one) reasons? (?:left )?(?:for me )?to (?:live|go on(?! (?:the|a|an|this|that|my|our|with|about|vacation|holiday|trips?|tour|stage|air|leave|strike|break|dates?)\\b)|keep going(?! (?:to|with|on|back)\\b)|stay alive|be alive)\\b|\\bno reasons left to (?:live|go on|keep going)\\b`,
    ),
    cat: 'suicide',
    level: 'crisis',
    fixed: true,
  },
  {
    re: r(
      `\\b(?:nobody|no one|noone|none of them) (?:would|will|is going to) (?:even )?(?:miss|notice|care|mind)(?: me)?(?: if| when|$| once)(?! i (?:skipped|skip|left early|leave early|missed|miss|wore|changed|dyed|was late|showed up late|did not (?:go|come|show)|took a day|stayed home|cut my hair))`,
    ),
    cat: 'suicide',
    level: 'crisis',
    fixed: true,
  },
  { re: r(`\\bif i (?:was|were|am) (?:gone|dead|not here|not around)\\b`), cat: 'suicide', level: 'concern', fixed: true },
  {
    re: r(
      `\\b(?:this is|saying) (?:my )?(?:final )?goodbye\\b(?! to (?:my |the |our |this |that |his |her )?(?:old |first |childhood |favou?rite |last )?(?:apartment|house|home|flat|room|job|office|school|town|city|car|hair|coworkers?|colleagues?|team|class|summer|year|students|neighbou?rs|place|dorm|campus|friends?|guests|visitors|kids at|parents at))|\\bgoodbye (?:forever|everyone|world)\\b|\\bmy last (?:message|night|day) (?:alive|on earth|ever)\\b|\\bthis (?:is|will be) my last message\\b`,
    ),
    cat: 'suicide',
    level: 'crisis',
  },
  // "Tomorrow is my last day." alone is asked about; "…train the offshore team before my last day"
  // (a situation-bank example, 2026-11-28) and "my last night in Lisbon" are not.
  {
    re: r(`\\bmy last (?:message|night|day)(?: here)?\\b(?! (?:at|in|of|on|with|off|as|before|there|shift)\\b)`),
    cat: 'suicide',
    level: 'concern',
    unless:
      /\b(?:work|job|role|shift|team|office|company|boss|manager|notice|contract|internship|school|class|semester|camp|trip|vacation|visit|lease|apartment|before (?:my|the) last)\b/,
    crisisWith: /\b(?:tonight|goodbye|love you all|forgive me)\b/,
  },
  {
    re: r(
      `\\b(?:wrote|written|writing|write|left) (?:a |my )?(?:suicide |goodbye )?note (?:for|to) (?:my|everyone|them)|\\b(?:suicide|goodbye) note\\b`,
    ),
    cat: 'suicide',
    level: 'crisis',
  },
  { re: r(`\\bgiving away (?:all )?(?:my|of my) (?:stuff|things|belongings|possessions)\\b`), cat: 'suicide', level: 'crisis' },
  // Rehoming a pet or handing things on "just in case": a warning sign when said of oneself.
  {
    re: r(
      `\\b(?:gave|giving|give|given) (?:away )?(?:my )?(?:cat|dog|pets?|kitten|puppy|guitar|stuff|things|tools|collection)\\b.{0,40}\\bjust in case\\s*$`,
    ),
    cat: 'suicide',
    level: 'concern',
  },
  // A gun held, told as a habit or a scene ("some nights I sit with my pistol in my lap"): means at hand.
  {
    re: r(
      `\\b(?:sit|sits|sat|sitting|hold|holds|held|holding) (?:with )?(?:my|a|the|his|her|our|my late \\w+s?) (?:\\w+ )?(?:gun|pistol|revolver|rifle|shotgun|handgun|firearm|glock)\\b.{0,30}\\b(?:in my lap|in my mouth|to my head|against my head|under my chin|to my temple)\\b`,
    ),
    cat: 'suicide',
    level: 'crisis',
    also: ['means'],
    fixed: true,
  },
  // "Eat my gun", "eat a bullet": suicide by firearm, in the words veterans and police use.
  {
    re: r(`\\b(?:eat|eating|ate) (?:my|a|the) (?:gun|bullet|shotgun|pistol|barrel|glock|revolver)\\b`),
    cat: 'suicide',
    level: 'crisis',
    also: ['means'],
  },
  // A time set for "it", with everything ready.
  {
    re: r(`\\b(?:that is|thats) when i am (?:going to |gonna )?(?:do|doing) it\\b`),
    cat: 'suicide',
    level: 'concern',
    crisisWith: /\b(?:everything(?: i|)s? (?:is )?(?:ready|set|in place)|alarm|note|goodbye|pills|gun|rope)\b/,
  },
  // Spanish, which many people in the US write in when it matters most (Wren replies in English,
  // with the lines: 988 answers in Spanish too).
  {
    re: r(`\\bno (?:quiero|kiero) (?:vivir|seguir viviendo)\\b`),
    cat: 'suicide',
    level: 'crisis',
    fixed: true,
  },
  // "…pero no, no quiero morir" (blind batch 16): the wish itself can be denied.
  {
    re: r(`\\b(?:(?:me )?(?:quiero|kiero) (?:morir|morirme|matarme|suicidarme)|quitarme la vida|me voy a (?:matar|suicidar))\\b`),
    cat: 'suicide',
    level: 'crisis',
  },
  {
    re: r(
      `\\b(?:desaparecer para siempre|(?:ya )?no (?:quiero|kiero) (?:estar aqui|existir|despertar(?:me)?)|mejor (?:muerto|muerta)|(?:quisiera|quiero|kiero) dormir y no despertar|no despertar (?:nunca|mas|jamas)|gusto ko (?:na )?(?:lang |nalang |na lang )?(?:mawala|mamatay)|ayoko na (?:mabuhay|mag ?live)|(?:muon|muốn) chet)\\b`,
    ),
    cat: 'suicide',
    level: 'concern',
    fixed: true,
  },
  // "ya no aguanto más", "no valgo nada", "nada tiene sentido": in English the engine asks about
  // suicide after such words, and the learned layer cannot read them in Spanish (blind batch 31).
  {
    re: r(`\\b(?:ya )?no aguanto (?:mas|más)\\b|\\bno (?:valgo|sirvo) (?:nada|para nada)\\b|\\bnada tiene sentido\\b|\\bsin esperanza\\b`),
    cat: 'suicide',
    level: 'concern',
  },
  // Someone close who no longer wants to live, told in Spanish ("mi papá dijo que ya no quiere vivir
  // y se encerró en su cuarto con la pistola": blind batch 31): a crisis with a weapon, a locked
  // door or no answer, a question otherwise.
  {
    re: r(
      `\\b(?:ya )?no quiere (?:vivir|seguir viviendo)\\b|\\bse (?:quiere|va a) (?:matar|suicidar)\\b|\\bquiere (?:morir|morirse|matarse|suicidarse)\\b`,
    ),
    cat: 'someone_else',
    level: 'concern',
    fixed: true,
    crisisWith: /\b(?:pistola|arma|rifle|pastillas|cuchillo|soga|encerr\w*|no (?:abre|contesta)|puente|ahorita|esta noche|hoy)\b/,
  },
  // A partner's violence told in Spanish ("mi esposo me empuja").
  {
    re: r(`\\bme (?:empuja|empujo|pega|pego|golpea|golpeo|ahorca|ahorco|amenaza|amenazo|encierra|encerro|viola|violo|quema)\\b`),
    cat: 'abuse',
    level: 'concern',
    fixed: true,
  },
  // Purging or making oneself sick, told of oneself now: most eating-disorder risk is heard by the
  // learned layer, but not these words (blind batch 6: hiding purging from a roommate).
  {
    re: r(
      `\\b(?:i am|i have been|been|i keep|keep|i|still|started|start|from noticing i am|know i am) (?:purging|purge|purged|making myself (?:throw up|sick|vomit)|taking laxatives to)\\b|\\bpurging after (?:i eat|eating|meals|every meal|dinner|lunch|breakfast)\\b|^(?:purged|purging)\\b|\\bpurged (?:\\d+ ?(?:x|times)|twice|again)\\b`,
    ),
    cat: 'eating_disorder',
    level: 'concern',
    unless: /\b(?:used to|years? ago|in recovery|recovered|(?:days?|weeks?|months?|years?) (?:free|clean))\b/,
  },
  // Eating-disorder behaviour that endangers the body: laxatives or someone's stimulants to lose
  // weight, insulin skipped for it, days without food (blind batch 7).
  {
    re: r(
      `\\blaxatives?\\b(?: \\w+){0,6} (?:after (?:i eat|eating|every meal|meals|anything)|to (?:lose|drop|get rid)|way more|more than (?:the|it) (?:box|label|says))|\\b(?:more|extra) laxatives?\\b|\\b(?:skip|skipping|skipped|stop taking|not taking|cut back on) (?:my )?insulin\\b(?: \\w+){0,6} (?:weight|lose|drop|thin|skinny)\\b|\\b(?:adderall|vyvanse|ritalin|stimulants?|diet pills)\\b(?: \\w+){0,6} (?:not (?:be )?hungry|appetite|lose weight|lost \\d+|skinny|stop eating)\\b|\\b(?:have not|not) eaten (?:in|for) (?:\\d+|two|three|four|five|six|seven|several) days\\b|\\bday (?:\\d+|three|four|five|six|seven|eight|nine|ten) (?:of )?(?:not eating|without (?:food|eating)|no food|fasting)\\b|\\bi am on day \\d+\\b(?=.*\\b(?:eat|eating|food|hungry|starv\\w*)\\b)`,
    ),
    cat: 'eating_disorder',
    level: 'concern',
    unless: /\b(?:used to|years? ago|in recovery|recovered|colonoscopy|prep|ramadan|religious fast|doctor(?:'s)? (?:orders|supervised))\b/,
  },
  // A swallowed button battery burns within hours: an emergency.
  {
    re: r(`\\bbutton batter(?:y|ies)\\b(?=.*\\b(?:swallow\\w*|missing|mouth|drool\\w*|ate|choking|toddler|baby|kid|son|daughter)\\b)`),
    cat: 'medical_emergency',
    level: 'crisis',
    also: ['harm_to_child'],
  },
  // "If my flight goes down tomorrow that's a win", "if the doctor said cancer I'd be relieved".
  {
    re: r(
      `\\bif (?:my|the|this) (?:plane|flight|car|bus|train) (?:goes down|crashes|went down|crashed)\\b.{0,40}\\b(?:win|fine|relief|relieved|ok with|okay with|would not mind|not the worst|good thing)\\b|\\bif (?:the doctor|they|a doctor|someone) (?:told|said|tells|says)\\b.{0,30}\\b(?:cancer|terminal|dying|months to live|weeks to live)\\b.{0,40}\\b(?:relieved|relief|happy|glad|would not (?:mind|fight)|wouldnt mind)\\b`,
    ),
    cat: 'suicide',
    level: 'concern',
  },
  // "feelin like 🪦⚰️ is the only option" (the emoji read as death).
  {
    re: r(
      `\\b(?:death|dying|dead|suicide|ending it|ending things)(?: \\w+){0,2}? (?:is|seems|feels|looks) (?:like )?(?:the|my) only (?:option|way out|answer|choice|way|exit)\\b`,
    ),
    cat: 'suicide',
    level: 'crisis',
  },
  {
    re: r(`\\b(?:can ?not|cant|can not) stop thinking (?:about|abt) (?:dying|death|killing myself|ending it|being dead)\\b`),
    cat: 'suicide',
    level: 'concern',
  },
  // "which tall buildings in downtown Denver let you get onto the roof" (blind batch 9): a height asked after.
  {
    re: r(
      `\\b(?:which|what|any) (?:tall |high )?(?:buildings?|bridges?|parking (?:garages?|structures?)|towers?|overpasses?|cliffs?) (?:\\w+ ){0,5}?(?:let you|can you|you can|are open|have open|unlocked|with (?:roof|rooftop) access)\\b(?:\\w+ ){0,4}?(?:roof|top|up|on)?`,
    ),
    cat: 'means',
    level: 'concern',
    unless:
      /\b(?:bar|bars|restaurant|restaurants|brunch|drinks|wedding|photos?|photography|view of the fireworks|observation deck|tickets?|tour)\b/,
  },
  // "Out of ideas and out of reasons": reasons to live, gone.
  {
    re: r(
      `\\b(?:out of|no more|ran out of|running out of|have no|there are no) reasons(?: left)?(?: to (?:live|keep going|go on|stay|be here|try|get up|keep trying))?\\s*$`,
    ),
    cat: 'suicide',
    level: 'concern',
  },
  // Hoping the plane goes down, the car crashes: a passive wish to die.
  {
    re: r(
      `\\b(?:hope|hoping|wish|pray) (?:that )?(?:the|my|this|our) (?:plane|flight|car|bus|train|ferry) (?:goes down|crashes|would crash|will crash|crash|falls)\\b`,
    ),
    cat: 'suicide',
    level: 'concern',
  },
  // "I've lived long enough", said by someone who is putting their papers in order.
  { re: r(`\\b(?:i have|i|he has|she has|he is|she is|he|she) lived long enough\\b(?! to)`), cat: 'suicide', level: 'concern' },
  {
    re: r(
      `\\b(?:will not|wont|will not be|not going to be|not planning on being|not planning to be|do not plan on being|do not plan to be) (?:be )?(?:here|around|alive) (?:much longer|for long|tomorrow|anymore|next week)\\b(?! (?:today|tonight|this (?:afternoon|evening|morning)|at (?:work|the|this|school)|in the office|on this (?:call|chat)|because|since i am (?:leaving|moving|going))\\b)`,
    ),
    cat: 'suicide',
    level: 'crisis',
    fixed: true,
    // "I won't be around next week, vacation."
    unless:
      /\b(?:vacation|holiday|trip|travel\w*|visit\w*|conference|business trip|out of town|moving|flight|camping|honeymoon|off work|on leave|deploy\w*|no signal|no wifi|offline|cruise|retreat|wedding|graduation|reunion|surgery|procedure|out of the country)\b/,
  },
  {
    re: r(`\\b(?:have|got|made) a plan to (?:die|end|kill|do it)\\b|\\bplanned (?:out )?(?:how|when) (?:i|to) (?:die|end it|do it)\\b`),
    cat: 'suicide',
    level: 'crisis',
  },
  {
    re: r(
      `\\b(?:have|got) (?:the |a )?(?:gun|rope|pills|noose|blade) (?:ready|loaded|saved|here|with me)\\b|\\bstockpil(?:e|ing|ed) (?:my )?${PILLS}`,
    ),
    cat: 'suicide',
    level: 'crisis',
    also: ['means'],
  },
  {
    re: r(
      // "about to overdose", never "writing about overdose deaths" (blind batch 29).
      `\\b(?:${WANT_TO}|${FUTURE}) (?:to )?(?:overdose|overdosing|od|oding|(?:take|swallow|down|eat) (?:all|a bunch|too many|a lot|the whole bottle) (?:of )?(?:my |the )?${PILLS})`,
    ),
    cat: 'suicide',
    level: 'crisis',
    also: ['means'],
  },
  {
    re: r(`\\b(?:jump|jumping) (?:off|from) (?:a|the|this|that) (?:bridge|roof|building|balcony|cliff|overpass|parking garage)\\b`),
    cat: 'suicide',
    level: 'crisis',
    also: ['means'],
    // "Going bungee jumping off a bridge for my 30th!!" (blind batch 24): a jump that is a sport.
    unless: /\b(?:bungee|bungy|base jump\w*|sky ?div\w*|parachut\w*|paraglid\w*|cliff div\w*|cliff jump\w*)\b/,
  },
  {
    re: r(`\\b(?:step|stepping|walk|walking|jump|jumping) in front of (?:a |the )?(?:train|bus|truck|car|traffic)\\b`),
    cat: 'suicide',
    level: 'crisis',
    also: ['means'],
  },
  {
    re: r(
      `\\b(?:put|putting|stick|sticking) a bullet (?:in|into|through) my (?:head|brain|skull|mouth)\\b|\\bblow(?:ing)? (?:my )?brains? out\\b|\\b(?:put|putting|stick|sticking) (?:a|the|my) gun (?:in|to|into) my (?:mouth|head)\\b|\\beat (?:a|my) (?:gun|bullet)\\b`,
    ),
    cat: 'suicide',
    level: 'crisis',
    also: ['means'],
  },
  {
    re: r(`\\b(?:hang|hanging|drown|drowning|shoot|shooting|poison|poisoning|overdose|overdosing|od|oding) (?:on )?myself\\b`),
    cat: 'suicide',
    level: 'crisis',
    also: ['means'],
  },
  {
    // "idk how im gonna do it" (three finals and a shift: blind batch 21) asks how to cope, and
    // "I'm going to end it on something good" (before a gratitude list) ends a day; "I know how
    // I'm going to do it" is still a plan.
    re: r(
      `(?<!\\b(?:do not know|not sure|no idea|no clue|wonder|wondering|cannot see|can not see|do not see) how )\\b${FUTURE} (?:just )?(?:do it|end it|not be here)(?: tonight| today| soon| now)?\\b(?! on (?:a|an|something|that|this) )`,
    ),
    cat: 'suicide',
    level: 'concern',
    // "I'd rather be dead than report back to base Monday. I mean that literally. I'm going to end
    // it before then" (blind batch 8): a death wish said to be meant, or a day named, is a plan.
    crisisWith:
      /\b(?:i mean (?:that|it|this) (?:literally|for real|seriously)|(?:not|no) (?:joking|kidding|exaggerating)|rather (?:just )?be dead|want to die|before (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|then|tomorrow|the weekend|morning|christmas|thanksgiving|my birthday)|tonight)\b/,
  },
  // ── Suicide: indirect and ambiguous ───────────────────────────────────────────────────────
  {
    re: r(
      `\\b(?:cannot|can not) (?:go on|keep going|take (?:it|this|any ?more)|do (?:this|it|life) any ?more|live like this|keep living)\\b(?! (?:to|back|out|in|into|on (?:a|the|this|my)|with (?:the|my|this) (?:\\w+ )?(?:job|diet|course|class|project|plan|schedule|routine)))${EVERYDAY_CAUSE}`,
    ),
    cat: 'suicide',
    level: 'concern',
    fixed: true,
  },
  {
    re: r(`\\b(?:what is|whats) the point (?:of|in) (?:living|life|being alive|going on|anything|me|trying|existing)\\b`),
    cat: 'suicide',
    level: 'concern',
  },
  {
    re: r(`\\bno point (?:in )?(?:living|being alive|going on|existing|anymore|to anything)\\b`),
    cat: 'suicide',
    level: 'concern',
    fixed: true,
  },
  {
    re: r(
      `\\b(?:want|wanna|wish i could|wish to|going to) (?:to )?(?:just )?(?:disappear|vanish|fade away|not be here|not be around|be gone|not wake up)\\b(?! for (?:a|the|one|two|few|\\d)| by | before | until | at | early| on (?:a|the) (?:trip|vacation|holiday)| into (?:the|a|this|my|that|some) \\w+| (?:all|this|next|for the) (?:weekend|week|summer|day|night)| to (?:a|the|an|my) | from | off | to )`,
    ),
    cat: 'suicide',
    level: 'concern',
  },
  {
    re: r(
      `\\b(?:i am|i feel like|feel like) (?:such |just )?a (?:huge |total )?burden (?:to|on) (?:everyone|everybody|my|them|people|the)\\b|\\beveryone (?:would be|is) better off\\b`,
    ),
    cat: 'suicide',
    level: 'concern',
  },
  {
    re: r(
      `\\b(?:want|wanna|wish) (?:it|this|everything|all of it|the pain|life) (?:all )?to (?:end|stop|be over)\\b|\\bwant (?:it|everything) (?:all )?over\\b`,
    ),
    cat: 'suicide',
    level: 'concern',
  },
  {
    re: r(
      `\\bgive up on (?:life|living|everything|myself|being alive)\\b|\\btired of (?:living|being alive|existing|life)\\b(?! (?:with|in|at|on|paycheck|off|out of|under|near)\\b)`,
    ),
    cat: 'suicide',
    level: 'concern',
  },
  {
    re: r(`\\bwish i (?:had )?(?:never been born|was never born)\\b|\\bwhy am i (?:even )?(?:alive|here)\\b`),
    cat: 'suicide',
    level: 'concern',
    fixed: true,
  },
  {
    re: r(
      `\\bsleep forever\\b|\\bi want out\\b(?! of)|\\bfeel like dying\\b|\\bif i (?:just )?(?:disappeared|vanished|died|was gone|were gone)\\b`,
    ),
    cat: 'suicide',
    level: 'concern',
  },
  {
    re: r(
      `\\bno way out\\b|\\b(?:do not|cannot|can not) see (?:a|any) (?:future|way out|way forward|point in (?:living|going on|anything))\\b(?! (?:with|in (?:this|that|my|the) (?:job|company|relationship|career|city|town|field|team|band|plan|major)|for (?:us|this|the|our|him|her|them|it|that)\\b|(?:at|in) (?:this|that) (?:job|company|place)))|\\bhow (?:much )?longer i can (?:keep )?(?:doing this|do this|go on|take (?:it|this)|hold on|keep going|last)\\b`,
    ),
    cat: 'suicide',
    level: 'concern',
    fixed: true,
  },
  {
    re: r(
      `\\b(?:what is|whats) (?:even )?the point\\s*$|\\b(?:think|thinking|thought) (?:a lot )?about (?:death|dying|being dead|not being here)\\b`,
    ),
    cat: 'suicide',
    level: 'concern',
  },
  {
    re: r(
      `\\b${SOMEONE} (?:\\w+ ){0,3}?(?:wants?|is going|are going|was going|is gonna|are gonna|will|would|said|says|told me|is thinking about|keeps talking about|keeps joking about|jokes about|joked about|keeps posting about|tried|is planning|plans|threatened|threatens|is threatening) (?:to )?(?:kill(?:ing)?|hurt(?:ing)?|harm(?:ing)?|end(?:ing)?|shoot(?:ing)?|hang(?:ing)?|drown(?:ing)?|stab(?:bing)?|poison(?:ing)?) (?:himself|herself|themselves|themself|his life|her life|their life|it all)\\b|\\b${SOMEONE} (?:\\w+ ){0,3}?(?:will|is going to|are going to|is gonna|wants to|plans to|threatened to|threatens to|is planning to|would) (?:overdose|od|take (?:all (?:of )?(?:his|her|their)|a whole bottle of|the whole bottle of) (?:pills|meds|medication))\\b|\\bsuicidal (?:friend|brother|sister|son|daughter|partner|teen|kid|child|parent)\\b`,
    ),
    cat: 'someone_else',
    level: 'concern',
    crisisWith: /\b(?:tonight|right now|goodbye|gun|pills|rope|knife|bridge|note)\b/,
  },
  // Someone else purging or starving themselves, or a post that reads like a goodbye (blind batch 19:
  // "I'm pretty sure she's purging. She passed out at dinner", a former student's Instagram post).
  {
    re: r(
      `\\b${SOMEONE} (?:is|are|has been|have been|keeps|been|started) (?:\\w+ )?(?:purging|making (?:herself|himself|themselves|themself) (?:throw up|sick|vomit)|starving (?:herself|himself|themselves|themself))\\b`,
    ),
    cat: 'someone_else',
    level: 'concern',
  },
  {
    re: r(
      `\\b(?:posted|post|posts|texted|text|sent|wrote|message|caption|status|story|tweeted|tweet)\\b(?: \\w+){0,8} (?:reads?|sounds?|sounded|looks?|looked|felt|feels) like (?:a |an |some kind of )?(?:goodbye|farewell|suicide note|last message)\\b`,
    ),
    cat: 'someone_else',
    level: 'concern',
  },
  // A joke whose punchline is one's own death ("my only exit strategy is the permanent kind haha.
  // Kidding. Mostly. Not really.": blind batch 19).
  {
    re: r(
      `\\b(?:exit strategy|exit plan|way out|retirement plan) (?:is|being) (?:the |a )?(?:permanent|final|six feet)\\b|\\bpermanent (?:kind of )?exit\\b`,
    ),
    cat: 'suicide',
    level: 'concern',
  },
  {
    re: r(
      `\\b(?:will not|wont) be a (?:problem|burden|bother) (?:for|to) (?:anyone|anybody|you|them|my family|everyone) (?:anymore|much longer|soon|for long)\\b`,
    ),
    cat: 'suicide',
    level: 'crisis',
    fixed: true,
  },
  {
    re: r(`\\bsaving (?:up )?(?:my |all my |some )?${PILLS}`),
    cat: 'suicide',
    level: 'crisis',
    also: ['means'],
    // "been saving up my meds because the pharmacy keeps running out": a shortage, not a stockpile.
    unless:
      /\b(?:pharmacy (?:is|was|keeps|kept) (?:closed|running out|out)|runs? out|running out|ran out|shortage|refills?|insurance|travel\w*|trip|hurricane|storm|recall|dispos\w*|take back)\b/,
  },
  {
    re: r(
      `\\b(?:end|ending) (?:it|things|everything|it all) (?:for good|tonight|today|forever|soon|this week|this weekend|once and for all)\\b`,
    ),
    cat: 'suicide',
    level: 'crisis',
  },
  // "I would like to go too. I mean to end it myself." and "I am want to finish my life" (blind
  // batch 10): a decision, and the words people learning English often use for it.
  {
    re: r(
      `\\b(?:mean|intend|intending|plan|planning|decided|going|am going|want|wanna|am want|wish) to (?:end it (?:myself|all)|end my (?:own )?life|kill myself|take my (?:own )?life|finish my (?:own )?life|finish myself|end myself)\\b`,
    ),
    cat: 'suicide',
    level: 'crisis',
  },
  {
    re: r(
      `\\b(?:suicide|dying|death|ending it|killing myself|ending my life) (?:\\w+ ){0,3}?(?:the )?(?:only|best|last|easiest) (?:option|way out|way|choice|answer|solution|thing left)\\b|\\b(?:only|last) (?:option|way out|choice) (?:left )?(?:is|would be) (?:to die|death|suicide|dying)\\b`,
    ),
    cat: 'suicide',
    level: 'crisis',
  },
  // "rip me. no literally. i'd like to rest in peace now please 🙃" (blind batch 8).
  {
    re: /\b(?:i would|id|i wanna|i want to|i would like to|id like to|i just want to|ready to|let me|time for me to) (?:just |finally )?rest in peace\b|\brip me\b(?=.*\b(?:literally|for real|fr|not joking|seriously|now please)\b)/,
    cat: 'suicide',
    level: 'concern',
  },
  {
    re: r(
      `\\b(?:fine|happier|better|easier|relieved|lighter) without me\\b|\\bsaid (?:my|all my|our) goodbyes\\b|\\bmade (?:my )?peace with (?:dying|death|it all|leaving|not being here)\\b(?! (?:here|in (?:this|the|that) (?:line|queue|meeting|class|traffic|waiting room)|at the dmv))|\\bmade my peace\\b`,
    ),
    cat: 'suicide',
    level: 'concern',
  },
  {
    re: r(
      `\\b(?:imagine|imagining|picture|picturing|planning|plan|thinking about|daydream(?:ing)? about) my (?:own )?(?:funeral|death|grave|last day)\\b`,
    ),
    cat: 'suicide',
    level: 'concern',
  },
  {
    re: r(
      `\\b(?:cannot|can not|do not think i can|not sure i can|no way i can) (?:keep )?(?:go on|going on|keep going|living|live|do this) like this\\b${EVERYDAY_CAUSE}`,
    ),
    cat: 'suicide',
    level: 'concern',
    fixed: true,
  },
  {
    re: r(
      `\\b(?:want|wish|need) (?:my life|this life|my existence|it all|everything) (?:to )?(?:be )?over\\b|\\b(?:considering|contemplating|planning|plan on|attempting|attempted|tried|try) (?:to commit )?suicide\\b`,
    ),
    cat: 'suicide',
    level: 'crisis',
  },
  {
    re: r(
      `\\b(?:rope|noose|gun|handgun|pistol|revolver|pills|blade|razor|bridge)\\b.*\\b(?:tonight|do it|end it|finally|goodbye|ready)\\b|\\b(?:tonight|do it|end it|finally|goodbye|ready)\\b.*\\b(?:rope|noose|gun|handgun|pistol|revolver|blade|razor)\\b`,
    ),
    cat: 'suicide',
    level: 'crisis',
    also: ['means'],
    // A power tool's blade or a climbing rope ("swapping the blade on my table saw tonight": blind
    // batch 19). Only words no one uses of their own means: a razor, a shaver or sharpening stays heard.
    unless:
      /\b(?:table saw|circular saw|miter saw|mitre saw|band saw|jigsaw|planer|belay\w*|crag|rappel\w*|jump rope|tow rope|tire swing)\b|\bbridge (?:club|game|night|party|tournament|lessons?|group|partners?|players?|table)\b|\b(?:play|plays|playing|played) bridge\b|\b(?:(?:the|shooting|gun|pistol) range|safety (?:class|course)|ccw|concealed carry|carry permit|holster)\b/,
  },
  {
    re: r(
      `\\b(?:not going to|will not|wont) be (?:a problem|a burden|around|here|alive) (?:much longer|for long|anymore|after (?:today|tonight|this))\\b(?! (?:today|tonight|this (?:afternoon|evening|morning)|at (?:work|the|this|school)|in the office|on this (?:call|chat)|because|since i am (?:leaving|moving|going))\\b)`,
    ),
    cat: 'suicide',
    level: 'crisis',
    fixed: true,
    // "I won't be around next week, vacation."
    unless:
      /\b(?:vacation|holiday|trip|travel\w*|visit\w*|conference|business trip|out of town|moving|flight|camping|honeymoon|off work|on leave|deploy\w*|no signal|no wifi|offline|cruise|retreat|wedding|graduation|reunion|surgery|procedure|out of the country)\b/,
  },
  {
    re: r(
      `\\bmy (?:own )?funeral\\b|\\b(?:write|writing|make|making|wrote|made) (?:a|my) will\\b(?!.*\\b(?:born|baby|married|wedding|mortgage|house|adult|adulting|lawyer|estate|parents|grown up|responsible)\\b)|\\bwho (?:will )?gets? my (?:dog|cat|pets?|stuff|things|belongings)\\b|\\bi am (?:just |so )?checking out\\b(?! of)|\\b(?:like )?i am already (?:gone|dead)\\b|\\bwhy (?:even )?bother (?:waking up|getting up|living|going on|being alive)\\b`,
    ),
    cat: 'suicide',
    level: 'concern',
  },
  {
    re: r(`\\b(?:dangerous|deadly|lethal|toxic|fatal) (?:in|at) (?:large|high|big) (?:amounts|doses|quantities)\\b`),
    cat: 'means',
    level: 'concern',
    also: ['suicide'],
    fixed: true,
  },
  {
    re: r(`\\b(?:suicide|suicidal|kill myself|die by suicide|end my life)\\b`),
    cat: 'suicide',
    level: 'concern',
    // Someone else's story read or watched, and a reflection on how it is talked about: not a disclosure.
    unless:
      /^(?!.*\b(?:i|myself)\b (?:\w+ ){0,2}?(?:want|wish|relate|felt the same|feel the same|feel like|could see myself|might)\b).*\b(?:reading|read|finished|watched|watching|listening to|listened to|saw) (?:a|the|this|that) (?:\w+ )?(?:novel|book|show|series|film|movie|documentary|podcast|play|memoir|article|episode)\b.*\b(?:how (?:\w+ )?(?:we|people|society|the media|schools|it) (?:\w+ )?(?:talk|think|treat|handle|deal|portray|show|write)|mental health|stigma|represent\w*|portray\w*|depict\w*|awareness|discussion|book club|for (?:class|school|my class|an essay)|well written|handled it)\b/,
  },
  { re: r(`\\bhopeless\\b.*\\b(?:end|die|dead|gone|over)\\b`), cat: 'suicide', level: 'concern' },
  // ── Self-harm ─────────────────────────────────────────────────────────────────────────────
  { re: r(`\\b${WANT} (?:to )?(?:hurt|harm|cut|burn|punish|starve|hit) (?:my ?self|myself)\\b`), cat: 'self_harm', level: 'crisis' },
  {
    re: r(`\\b(?:been |started |start |keep |kept |i )?(?:cutting|burning|scratching|hitting|punching|harming|hurting|starving) myself\\b`),
    cat: 'self_harm',
    level: 'crisis',
  },
  {
    re: r(
      `\\bi (?:cut|burned|burnt|hurt|harmed|hit|punched) myself (?:again|on purpose|deliberately|intentionally|last night|today|to feel|because|so)\\b`,
    ),
    cat: 'self_harm',
    level: 'crisis',
  },
  {
    re: r(
      `\\bself ?harm(?:ing|ed)? (?:again|urges?|thoughts?|relapse|scars)|\\b(?:relapsed|relapse|urges?|started|been|stop|resist|fighting|my) (?:\\w+ )?self ?harm|\\bi self ?harm`,
    ),
    cat: 'self_harm',
    level: 'crisis',
  },
  {
    re: r(
      `\\b(?:how|where) (?:deep|hard|much) (?:should|do|would|can) (?:i|you) (?:cut|burn)\\b|\\b(?:best|easiest) (?:place|way) to (?:cut|burn) (?:myself|yourself)\\b|\\bhide (?:my )?(?:cuts|scars|self harm)\\b`,
    ),
    cat: 'self_harm',
    level: 'crisis',
    also: ['means'],
  },
  {
    re: r(
      `\\b(?:been |started |start |keep |i am |relapsed (?:and )?|back to )?(?:cutting|burning myself|scratching myself) (?:again|every day|every night|more|deeper)\\b|\\bcutting (?:my )?(?:arms?|wrists?|legs?|thighs?)\\b`,
    ),
    cat: 'self_harm',
    level: 'crisis',
  },
  {
    re: r(`\\b(?:i )?(?:cut|cutting|slashed|sliced) (?:open )?my (?:wrists?|arms?|thighs?|legs?|skin)\\b`),
    cat: 'self_harm',
    level: 'crisis',
  },
  {
    re: r(`\\bself ?(?:harm|injury|injure)\\b|\\bmy (?:cuts|scars)\\b`),
    cat: 'self_harm',
    level: 'concern',
    // "my scars have faded so much I forgot about them… a hard time that's over now" (blind batch 8).
    unless:
      /\b(?:scars (?:have |had )?(?:faded|healed)|(?:time|chapter|part of my life) (?:that is|thats|that was) over|over now|long healed)\b/,
  },
  // ── Method / means requests (never answered) ──────────────────────────────────────────────
  {
    re: r(`\\b(?:lethal|fatal|deadly|toxic|overdose) (?:dose|amount|quantity|level)\\b`),
    cat: 'means',
    level: 'crisis',
    also: ['suicide'],
    fixed: true,
  },
  {
    re: r(
      `\\bhow (?:many|much) (?:\\w+ ){0,3}?${PILLS}\\b.*\\b(?:die|kill|dead|lethal|fatal|overdose|od|too much|too many|never wake|not wake|to stop|enough)\\b`,
    ),
    cat: 'means',
    level: 'crisis',
    also: ['suicide'],
    fixed: true,
  },
  {
    re: r(
      `\\b(?:how|ways?|best way|easiest way|quickest way|fastest way|painless way|methods?) (?:to |of )?(?:overdose|od|kill (?:yourself|oneself|myself|someone|a person)|commit suicide|die (?:painlessly|quickly|fast|quietly|in my sleep)|hang (?:yourself|myself|oneself)|end (?:it|your life|my life))\\b`,
    ),
    cat: 'means',
    level: 'crisis',
    also: ['suicide'],
    fixed: true,
  },
  {
    re: r(`\\bhow (?:many|much) (?:\\w+ ){0,3}?${PILLS} (?:would|does|will|did) it take\\s*\\??\\s*$`),
    cat: 'means',
    level: 'concern',
    also: ['suicide'],
    fixed: true,
  },
  {
    re: r(
      `\\b(?:painless|quick|easy|peaceful|quickest|easiest|surest|most effective) (?:way|ways|method|methods) to (?:die|go|end)\\b|\\bsuicide (?:methods?|ways)\\b|\\b(?:most|least) (?:lethal|painful|effective) (?:way|method|suicide)`,
    ),
    cat: 'means',
    level: 'crisis',
    also: ['suicide'],
    fixed: true,
  },
  {
    re: r(`\\b(?:tie|tying|make|making) a noose\\b|\\bbleed out\\b|\\bslit (?:my|your) wrists?\\b|\\bwhich (?:vein|artery)\\b`),
    cat: 'means',
    level: 'crisis',
    also: ['suicide'],
    fixed: true,
  },
  {
    re: r(
      `\\b(?:tallest|highest) (?:bridges?|buildings?|cliffs?|roofs?|parking garages?)\\b|\\bbridges? (?:taller|higher) than\\b|\\bhow (?:high|far) (?:up )?(?:do|would|does|must|should) (?:i|you|one|someone|a person) (?:need to |have to )?(?:jump|fall)\\b|\\bsurvive (?:a )?(?:fall|jump) from\\b|\\bhow (?:high|tall) (?:does|do|would|must|should) (?:a |the )?(?:building|bridge|roof|cliff|fall|drop|jump) (?:need to |have to )?be\\b`,
    ),
    cat: 'means',
    level: 'concern',
    also: ['suicide'],
    fixed: true,
  },
  {
    re: r(`\\b(?:not|never|no way to) survive (?:a|the|that) (?:fall|jump|drop)\\b`),
    cat: 'means',
    level: 'crisis',
    also: ['suicide'],
    fixed: true,
  },
  {
    re: r(
      `\\b(?:which|what) (?:\\w+ ){0,2}?(?:gun|firearm|handgun|rifle|poison|chemical|drug|medication|pill)s? (?:\\w+ ){0,4}?(?:most |more )?(?:lethal|deadly|fatal|likely to (?:kill|be lethal)|kills? fastest)\\b|\\b(?:gun|firearm|poison)s? (?:\\w+ ){0,3}?(?:highest|best) (?:rate|chance) of (?:death|dying|completed suicide|suicide)`,
    ),
    cat: 'means',
    level: 'crisis',
    also: ['suicide'],
    fixed: true,
  },
  {
    re: r(
      `\\b(?:buy|get|find|borrow) (?:a |some )?(?:gun|firearm|rope|rat poison|cyanide)\\b.*\\b(?:myself|end|die|today|tonight|for me)\\b|\\bcarbon monoxide\\b.*\\b(?:how|long|car|garage|myself|die)\\b`,
    ),
    cat: 'means',
    level: 'crisis',
    also: ['suicide'],
    fixed: true,
  },
  // ── Harm to others ────────────────────────────────────────────────────────────────────────
  {
    re: r(
      `\\b(?:${WANT}|${FUTURE}) (?:to )?(?:really )?(?:hurt|harm|kill|stab|shoot|strangle|poison|attack|beat up|murder) ${PERSON}\\b.*\\b(?:gun|knife|weapon|tonight|tomorrow|when (?:he|she|they) (?:gets?|comes?)|plan|planned|(?<!not )for real|(?<!not )really|(?<!not )seriously|i mean it|how yet|(?:work|figur)\\w* out how|get away with)\\b`,
    ),
    cat: 'harm_to_others',
    level: 'crisis',
  },
  {
    re: r(
      `\\b(?:thoughts? (?:of|about)|urges? to|fantasi[sz]e about|fantasi[sz]ing about|(?:afraid|scared|worried|terrified|frightened) (?:that )?i (?:will|might|could|may|would|am going to|am gonna)) (?:\\w+ ){0,3}?(?:hurting|harming|killing|hurt|harm|kill|hit|hitting|beat|punch|shake|shaking|drown|drowning|smother|smothering|strangle) ${PERSON}`,
    ),
    cat: 'harm_to_others',
    level: 'crisis',
  },
  {
    re: r(`\\b(?:${WANT}|${FUTURE_FIRM}) (?:to )?(?:hurt|harm|stab|shoot|strangle|poison|attack|murder) ${PERSON}\\b`),
    cat: 'harm_to_others',
    level: 'crisis',
  },
  // "I could strangle my brother-in-law, (not literally)": "could" is how the figure of speech is
  // said, so it is a concern the learned layer weighs; a weapon, a time or a plan keeps it a crisis above.
  { re: r(`\\bi could (?:hurt|harm|stab|shoot|strangle|poison|attack|murder) ${PERSON}\\b`), cat: 'harm_to_others', level: 'concern' },
  { re: r(`\\b(?:${WANT}|${FUTURE}) (?:to )?(?:kill|beat up|punch) ${PERSON}\\b`), cat: 'harm_to_others', level: 'concern' },
  {
    re: r(
      `\\b(?:shoot|shooting) up (?:the|my|a) (?:school|office|work|class|church|mall)\\b|\\bmass shooting\\b.*\\b(?:i|me|my)\\b|\\b(?:make|build|plant) a bomb\\b|\\bbring (?:a|my) (?:gun|knife) to (?:school|work|class)\\b`,
    ),
    cat: 'harm_to_others',
    level: 'crisis',
  },
  {
    // "How do I get rid of them" is gophers, ants and old furniture far more often than people.
    re: r(`\\b(?:how (?:to|do i|can i)|ways to) (?:(?:poison|kill|hurt|murder) ${PERSON}|get rid of (?!them\\b)${PERSON})\\b`),
    cat: 'harm_to_others',
    level: 'crisis',
    also: ['means'],
  },
  {
    re: r(
      `\\bmake (?:${PERSON}|that \\w+) (?:suffer|pay(?! (?:for|the|half|back|rent|me|us|their|his|her|attention))|bleed)\\b|\\bi know where (?:he|she|they) (?:lives?|works?|sleeps?)\\b`,
    ),
    cat: 'harm_to_others',
    level: 'concern',
  },
  // ── Abuse and safety at home ──────────────────────────────────────────────────────────────
  {
    re: r(
      `\\b${ABUSER} (?:\\w+ )?(?:hits|hit|beats|beat|touches|touched|chokes|choked|strangles|strangled|kicks|kicked|punches|punched|slaps|slapped|shoves|shoved|pushes|burns|burned|rapes|raped|molests|molested|abuses|abused|hurts|hurt|assaulted|attacks|attacked|threatens|threatened|locks|locked) me\\b`,
    ),
    cat: 'abuse',
    level: 'crisis',
  },
  // "The aide who helps me shower has been hitting me when I can't move fast enough" (blind batch 16).
  {
    re: r(
      `\\b${ABUSER} (?:\\w+ )?(?:has been|have been|keeps|kept|been|is|are|started|starts|always) (?:\\w+ )?(?:hitting|beating|slapping|punching|kicking|choking|strangling|shoving|pinching|burning|hurting|raping|molesting|touching) me\\b(?! (?:up|with (?:the|a|an|his|her|their|questions|jokes|facts|news)|in (?:the |my |his |her |their )?(?:ribs|bladder|belly|stomach|sleep)))`,
    ),
    cat: 'abuse',
    level: 'crisis',
  },
  {
    re: r(
      `\\b${ABUSER} (?:\\w+ )?(?:touches|touched|forces|forced|makes|made) me (?:to )?(?:\\w+ )?(?:have sex|sexual|touch|do things|down there|in places|private)`,
    ),
    cat: 'abuse',
    level: 'crisis',
  },
  {
    re: r(
      `\\b${ABUSER} (?:\\w+ )?(?:grabbed|grabs|squeezed|squeezes|pulled|pulls|twisted|twists|dragged|drags) (?:me by )?my (?:throat|neck|hair|arm|arms|wrist|wrists)\\b(?! (?:to (?:stop|save|keep|pull|help|catch) me|so i (?:would not|did not|wouldnt|didnt)|before i|when i (?:tripped|slipped|fell)))`,
    ),
    cat: 'abuse',
    level: 'crisis',
  },
  {
    re: r(
      `\\b(?:sends?|sending|sent|texts?|texting|texted) me (?:\\w+ )?(?:sexual|nude|naked|explicit|dirty|inappropriate) (?:messages|texts|pictures|photos|pics|videos|stuff)\\b`,
    ),
    cat: 'abuse',
    level: 'crisis',
  },
  {
    re: r(
      `\\b(?:threatened|threatens|said|says|saying|told me|tells me|telling me|swore|swears|screaming|screamed|screams|yelling|yelled|yells|shouting|shouted|shouts) (?:\\w+ ){0,3}?(?:kill|hurt|beat|hit|stab|shoot|strangle|choke|cut|jump|rape|burn) me\\b|\\bthreatening to (?:kill|hurt|stab|shoot|beat) me\\b|\\b(?:screaming|screamed|yelling|yelled|shouting|shouted|texted|texting|threatening|threatened|swore|swearing)(?: at me| me)?(?: that)? (?:he|she|they|my \\w+)(?: is| are| was| were| will| would)? (?:going to |gonna )?(?:kill|hurt|beat|stab|shoot|strangle|choke) me\\b(?! (?:if|when) i (?:\\w+ ){0,2}?(?:eat|ate|use|used|take|took|touch|touched|borrow|borrowed|forget|forgot|drink|drank|finish|finished|break|broke|lose|lost|dent|dented|wear|wore|spill|spilled|spoil|spoiled|miss|missed|skip|am late)\\b)`,
    ),
    cat: 'abuse',
    level: 'crisis',
  },
  {
    re: r(
      `\\b(?:i (?:was|got|have been|am being|been)|being) (?:\\w+ )?(?:raped|sexually assaulted|assaulted|molested|abused|beaten|trafficked|groomed)\\b`,
    ),
    cat: 'abuse',
    level: 'crisis',
  },
  {
    re: r(
      `\\b(?:(?:do not|dont|never) feel safe|(?:afraid|scared|terrified) to go) (?:at |going )?home\\b|\\b(?:will not|wont) let me (?:leave|go out|see my|have my phone)\\b|\\b(?:afraid|scared|terrified) of my (?:husband|wife|partner|boyfriend|girlfriend|dad|father|mom|mother|stepdad|parents?)\\b`,
    ),
    cat: 'abuse',
    level: 'crisis',
    fixed: true,
  },
  {
    re: r(
      `\\b(?:domestic (?:violence|abuse)|abusive (?:relationship|partner|husband|wife|boyfriend|girlfriend|parents?|home|dad|mom)|used to (?:hit|beat|abuse|touch|molest) me|(?:was|were) abused as a (?:kid|child|teen))\\b`,
    ),
    cat: 'abuse',
    level: 'concern',
    // A manager's or a dispatcher's question about responding to it (blind batch 8).
    unless:
      /\b(?:(?:employee|staff member|student|client|patient|caller|resident|member|parishioner|congregant|volunteer)s? (?:\w+ ){0,3}?(?:discloses?|disclosed|tells? me|told me|comes to me|reports?|reported)|scripts?|what resources exist|best practices?|how (?:should|do|can) (?:i|we) (?:respond|support|handle|help (?:them|a|an|my|our))|i (?:manage|supervise|train|teach)|dispatcher|as a (?:manager|supervisor|teacher|nurse|pastor|counselor))\b/,
  },
  // ── Medical emergency ─────────────────────────────────────────────────────────────────────
  // "i emptied my whole pill organizer at once. the whole weeks worth" (blind batch 16).
  {
    re: r(
      `\\b(?:took|swallowed|emptied|downed|popped|dumped) (?:\\w+ ){0,2}?(?:whole|entire|all (?:of )?(?:my|the)) (?:\\w+ )?(?:pill (?:organi[sz]er|box|case)|pillbox|dosette|weeks? (?:worth|supply)|months? (?:worth|supply))\\b`,
    ),
    cat: 'medical_emergency',
    level: 'crisis',
    also: ['suicide'],
    unless: /\b(?:pharmacy|pharmacist|trash|garbage|bin|drawer|bag|suitcase|purse|sink|toilet|to sort|refill\w*)\b/,
  },
  {
    re: r(
      `\\b(?:took|taken|swallowed|ate|downed|had) (?:\\w+ ){0,2}?(?:too many|a bunch of|a lot of|all (?:of )?(?:my|the)|handful of|(?:\\d+|two|three|four|five|six|seven|a few|several|a couple of|a whole|a) (?:days?|weeks?|months?)(?: worth)? of (?:my )?|(?:whole |entire |a )?(?:bottle|packet|pack|box|strip|blister pack|sheet|jar|container) of|\\d{2,} ) ?(?:\\w+ ){0,2}?${PILLS}|\\b(?:i|i have|i think i|just) (?:overdosed|od d|odd|oded)\\b|\\bi (?:took|have taken) an overdose\\b`,
    ),
    cat: 'medical_emergency',
    level: 'crisis',
    also: ['suicide'],
    // "I overdosed once in my thirties. These days I garden": long past, unless it is back now.
    unless:
      /\b(?:once in my|years ago|decades ago|in my (?:teens|twenties|thirties|forties|fifties|20s|30s|40s|50s)|back in (?:college|high school|the day|my))\b(?!.*\b(?:tonight|today|just now|again|right now|an hour ago|minutes ago)\b)/,
  },
  // "me tomé todas las pastillas de mi mamá… que hago" (blind batch 18): an overdose told in Spanish.
  {
    re: r(
      `\\b(?:me )?(?:tome|trague|me tome|me trague|tomo|me tomo) (?:todas|muchas|un monton de|un frasco de|el frasco de|la caja de|toda la caja de|todo el frasco de|un punado de|demasiadas) (?:las |mis |de )?(?:\\w+ )?(?:pastillas|pildoras|medicinas|medicamentos|pastis|tabletas)\\b`,
    ),
    cat: 'medical_emergency',
    level: 'crisis',
    also: ['suicide'],
  },
  {
    re: r(
      `\\b(?:chest pain|pain in my chest|chest (?:hurts|is tight|feels crushed))\\b.*\\b(?:arm|jaw|sweat|sweating|breathe|breath|faint|dizzy|nausea|spreading)\\b|\\b(?:having|have) a (?:heart attack|stroke|seizure)\\b|\\bi think (?:i am|im) having a (?:heart attack|stroke)\\b`,
    ),
    cat: 'medical_emergency',
    level: 'crisis',
  },
  {
    re: r(
      `\\b(?<!\\b(?:that|which|ones|exercises|ones that) )(?:is|are|went|passed out and|he is|she is|they are) (?:not breathing|unconscious|unresponsive|turning blue|having a seizure)\\b|\\b(?:cannot|can not|cant) wake (?:him|her|them|my \\w+) up\\b|\\b(?:bleeding|blood) (?:wont|will not|does not|doesnt) stop\\b|\\b(?:lot of|so much) blood\\b|\\bdrank (?:bleach|poison|antifreeze)\\b|\\banaphyla\\w*|\\bthroat (?:is )?(?:closing|swelling)\\b|\\bbleeding (?:a lot|heavily|badly|so much|everywhere)\\b|\\b(?:face|half my face) (?:is )?drooping\\b|(?<!\\b(?:some days|sometimes|on bad days|most days|on flare days|in a flare|when (?:it|my \\w+) flares(?: up)?|in the mornings?)\\b[^.!?]{0,15})\\bcannot (?:feel|move) (?:my|one side)`,
    ),
    cat: 'medical_emergency',
    level: 'crisis',
    fixed: true,
  },
  {
    re: r(
      `\\b(?:cannot|can not) breathe\\b|\\b(?:feel|feels) like (?:i am|im) dying\\b|\\b(?:fainted|passing out|about to pass out)\\b|\\bnot eaten in (?:days|a week)\\b|\\bhaven(?:t|t) (?:eaten|slept) (?:in|for) (?:days|\\d+ days)`,
    ),
    cat: 'medical_emergency',
    level: 'concern',
    fixed: true,
  },
  {
    // A tight chest beside a breathing exercise asked for, or a heart a doctor has checked ("My
    // chest is tight from a stressful week. My doctor already checked my heart and it's fine":
    // blind batch 29) is met with the exercise; with arm, jaw or sweat (above) it is an emergency.
    re: r(`\\bchest (?:pain|hurts|is tight)\\b`),
    cat: 'medical_emergency',
    level: 'concern',
    fixed: true,
    unless:
      /\b(?:breathing (?:exercises?|ones?)|box (?:breathing|one)|deep breath(?:ing|s)?|breathe with me|(?:doctor|dr|er|cardiologist|they|docs?) (?:\w+ ){0,3}?(?:checked|cleared|ruled out)|heart (?:is|was) (?:fine|ok|okay|healthy))\b/,
  },
];

/** Said to be a figure of speech, by the writer. */
const FIGURATIVE =
  /\b(?:metaphorically|figuratively|not literally|(?:obviously|of course) not (?:literally|for real)|in a (?:metaphorical|figurative) way)\b/;

/**
 * An injury by accident ("cut my hand bad on the table saw"): blanked, since it is no self-harm,
 * but literal, so the learned layer still hears an emergency in it (blind batch 30: "…soaked thru
 * 3 shop towels, its not stopping and im getting lightheaded" counted as a figure of speech, and
 * the emergency it read at 0.97 needed near-certainty).
 */
const ACCIDENTS: RegExp[] = [
  /\b(?:cut|cuts|cutting) (?:myself|my (?:finger|hand|thumb|legs?|knee)) (?:\w+ )?(?:shaving|cooking|chopping|on (?:a|the|some)|with (?:a|the) (?:knife|paper|can|glass) (?:by accident|accidentally|while)|by accident|accidentally|while)\b/g,
  /\bhurt myself (?:at the gym|playing|running|lifting|skiing|skating|working out|falling|on (?:a|the)|while|by accident|accidentally)\b/g,
];

/** Phrases that use risk words as figures of speech. Blanked out before the rules run. */
const IDIOMS: RegExp[] = [
  // "i said 'i wanna die' to my friend about my haircut… for the record i do not, its just a bad
  // fade" (blind batch 26): a dramatic line about a small thing, quoted.
  /\bi (?:said|say|was like|texted|told (?:her|him|them|my \w+)) ['"‘“]?i (?:want to|wanna) die['"’”]? (?:to (?:my |a |her |him )?\w+ )?(?:about|over|because of) (?:my|a|the|this|that|her|his) (?:haircut|hair|fade|bangs|outfit|nails|tattoo|eyebrows|grade|score|test|exam|typo|email|text|post|tweet|photo|selfie|song|order|coffee|game)\b/g,
  // "my cousin hits me up for money": asks, not hits.
  /\b(?:hits?|hitting) (?:me|us) up\b/g,
  // "Traffic on the 405 made me want to jump out of my own skin" (blind batch 16).
  /\bjump(?:ing|ed)? out of (?:my|his|her|their|your) (?:own )?skin\b/g,
  // "Fixin to shoot myself in the foot if I take this second job" (blind batch 17).
  /\b(?:shoot|shot|shooting) (?:myself|yourself|ourselves|himself|herself|themselves) in the foot\b/g,
  // "I could kill him, he ate the last slice" and "gonna kill her if she eats my fries again": a
  // small grievance, said as a wish or a condition, not a threat. Said as an intent ("I'm going
  // to kill my brother, he ate my leftovers"), it is asked about gently: the red-team set expects
  // the question there, though two blind idiom lines read the same way (docs/wren.md).
  /\b(?:would|could) (?:literally |actually |seriously )?(?:kill|murder|strangle) (?:my \w+|him|her|them)\b(?= (?:he|she|they|for|if (?:he|she|they))\b(?: \w+){0,3} (?:used|ate|eaten|eating|using|took|taking|finished|finishing|forgot|forgetting|left|leaving|borrowed|drank|drinking|spoiled|spoiling|spoils|stole my (?:fries|food|lunch|leftovers|charger|seat|spot|parking))\b)/g,
  /\b(?:going to|about to|will) (?:literally |actually |seriously )?(?:kill|murder|strangle) (?:my \w+|him|her|them)\b(?= (?:if|next time|the next time|when) (?:he|she|they)\b(?: \w+){0,3} (?:uses?|eats?|takes?|finish\w*|forgets?|leaves?|borrows?|drinks?|steals?|touch\w*|spoils?|says?|tells? me|asks?|texts?|calls?|raises?|shows? up late|cancels?)\b)/g,
  /\b(?:is|are|was|were|s|it is|this is|that is|these are|those are|you are|youre|keeps|kept) (?:\w+ )?(?:literally |actually |seriously |absolutely |just |so )?killing (?:me|us|it)\b/g,
  // …but not a threat screamed or sent ("banging on the door screaming he's going to kill me":
  // blind batch 11).
  /(?<!\b(?:screaming|screamed|screams|yelling|yelled|yells|shouting|shouted|shouts|threatening|threatened|texted|texting|swore|swearing) (?:\w+ )?)\b(?:\w+ )?(?:is|are) (?:going to|gonna|about to) (?:be the death of|kill) me\b(?! (?:if|when) (?:i|he|she))/g,
  /\b(?:my|your|our|his|her|the) (?:mom|mother|dad|father|parents?|boss|teacher|coach|wife|husband|partner|sister|brother|friends?) (?:is going to|will|would|gonna|is gonna) (?:literally |actually )?kill me\b(?! for real)/g,
  /\bkill (?:for|to have|to get) (?:a|an|some|the|that|this|one|\w+)\b/g,
  /\b(?:killed|kill|killing|smashed|crushed|nailed) (?:it|that|the (?:exam|test|interview|presentation|game|set|workout|performance))\b/g,
  /\bkill(?:ing)? (?:time|the (?:lights|engine|music|mood|vibe|process|bugs?|spider|weeds|fly|mosquito)|two birds|(?:a|the|that|this) (?:spider|bug|fly|mosquito|roach|cockroach|ant|wasp|process|tab|app)|my (?:phone battery|battery|vibe|buzz|darlings|plants?))\b/g,
  /\b(?:dying|die) (?:to (?:see|know|try|get|go|meet|hear|watch|eat|tell)|for (?:a|some|one|the) \w+|of (?:laughter|laughing|embarrassment|boredom|shame|cringe|curiosity|thirst|hunger|cuteness))\b/g,
  /\b(?:to die for|die hard|die-hard|dying laughing|laughing so hard|laughed so hard|i am dead lol|im dead lol|dead (?:tired|serious|last|end|ends|wrong|center|set)|deadline|deadlines|dead battery|battery (?:is |was )?(?:dead|dying|died)|phone (?:is |was )?(?:dead|dying|died)|(?:phone|battery|laptop|tablet|kindle|airpods|car)s? (?:is |s )?(?:about to|going to|gonna) die|(?:bored|scared|worried|sick|tired|frozen|freezing|stressed|loved|hugged|annoyed) to death|over my dead body|dead to me|dead inside lol)\b/g,
  /\b(?:could|would|will|almost|nearly|basically|literally|going to|about to) (?:just |literally )?die (?:of|from) (?:embarrassment|laughter|shame|happiness|boredom|cringe)\b/g,
  // "If I have to sit through one more Zoom with Greg I'm going to die" (blind batch 9).
  /\bif i have to (?:sit through|hear|do|attend|watch|listen to|read|grade|answer|fill out|deal with) (?:one more|another)\b[^.?!]{0,40}?\b(?:i am |im |i will |ill )?(?:going to|gonna|will) (?:literally |actually )?die\b/g,
  // "planning my funeral playlist for when I'm 95. opening with Highway to Hell" (blind batch 30).
  /\b(?:planning|plan|picking|choosing) my (?:own )?funeral (?:playlist|songs?|music|soundtrack|outfit)\b(?=[^.!?]*\bwhen i am (?:old|older|ancient|[6-9]\d|1\d\d)\b)/g,
  // "the rope swing at the lake is finally fixed" (blind batch 31).
  /\brope swings?\b|\btire swings?\b/g,
  // "My therapist asked if I had thoughts of suicide and I honestly said no" (blind batch 31).
  /\b(?:asked|asks|asking) (?:me )?(?:if|whether) i (?:had|have|was having|am having|have been having) (?:any )?thoughts? (?:of|about) (?:suicide|killing myself|ending my life|hurting myself|self harm)\b(?=[^.!?]{0,30}\b(?:said|says|say|told (?:her|him|them)|answered) no\b)/g,
  // "3 teenagers and one bathroom. they have officially pushed me over the edge" (blind batch 30).
  /\b(?:pushed|pushing|push|pushes|drove|driving|drive|drives) me (?:over|off|to) the edge\b(?! of\b)/g,
  /\blate (?:to|for) (?:my|his|her|their|your) own funeral\b|\bwhere (?:hope|dreams|joy|productivity) goes? to die\b/g,
  // "how it handled the suicide storyline" (blind batch 29): a story's subject, talked about —
  // unless it stirred the wish in the one telling it ("…made me want to do it too").
  /(?<![\s\S]*\b(?:i (?:want|wanna|wish|keep thinking|think about|have been thinking)|myself)\b[\s\S]*)\b(?:suicide|self[- ]harm|overdose) (?:storyline|story ?line|plot|plotline|subplot|scene|scenes|arc|episode|theme|themes|content warning|depiction|portrayal)s?\b(?![\s\S]*\b(?:made me (?:want|think)|(?:want|wanted|wanna) to do (?:it|that|the same)|do it too|me too|same here|i (?:want|wanna|wish|keep thinking|think about|have been thinking)|myself|relate|related|hit (?:close|home))\b)/g,
  /\b(?:suicide squad|suicide doors?|suicide sprints?|suicide runs?|suicide drills?|suicide hotline number|suicide prevention (?:month|week|day|training|walk))\b/g,
  /\b(?:killer|killers) (?:workout|app|song|playlist|outfit|view|deal|idea|feature|heels|abs|smile|whale|bees?)\b|\bserial killers?\b|\bkiller (?:mike|queen)\b/g,
  /\b(?:shoot|shot|shooting) (?:me|you|him|her|them)? ?(?:a|an) (?:text|message|email|dm|line|note|quick)\b|\b(?:shoot|shooting) (?:my|your|a|the) shot\b|\bphoto ?shoot\b|\bshoot(?:ing)? (?:photos?|pictures?|hoops|a video|a film|the breeze)\b/g,
  /\b(?:cut|cuts|cutting) (?:myself )?(?:some )?(?:slack|a deal|corners|back on|down on|ties|my hair|bangs|class|carbs|sugar|out|off|it close|in line|the cord)\b/g,
  // "I think I overdosed my tomatoes on fertilizer" (blind batch 24): a garden given too much.
  /\b(?:overdosed|overdosing|od d|oded) (?:my|the|our) (?:\w+ ){0,2}?(?:plants?|tomato(?:es)?|garden|lawn|grass|roses?|seedlings?|peppers?|succulents?|orchids?|crops?|beds?|soil|tank|pool) (?:on|with)\b/g,
  /\b(?:overdosed|overdosing|od d|oded) on (?:coffee|cold brew|iced coffee|lattes?|red bull|monster|pre ?workout|matcha|boba|caffeine(?! pills| tablets)|espresso|energy drinks?|sugar|candy|chocolate|cookies|carbs|netflix|tv|tiktok|memes|music|christmas music|sunshine|cuteness|podcasts?|true crime|reality tv|pumpkin spice)\b/g,
  ...ACCIDENTS,
  /\b(?:just )?shoot me now\b|\bkill me now lol\b/g,
  /\bhit me up\b|\bhit me back\b|\bhit me with (?:the|your|some|a|that) (?:link|details|info|news|facts|truth|song|playlist)\b|\bit (?:hit|hits) me (?:hard|that|like|when)\b/g,
  /\b(?:song|lyrics?|movie|film|show|book|novel|game|episode|series) (?:called|named|titled) /g,
  // "I watch a Korean drama where the main girl want to die and her friend save her" (blind batch
  // 27): a character's wish, told as the plot of a story.
  /\b(?:drama|k-?drama|telenovela|show|series|movie|film|book|novel|anime|manga|episode|song|story|play) (?:where|in which|about) (?:the |a |an |this |that )?(?:\w+ ){0,2}?(?:girl|boy|guy|woman|man|character|lead|hero|heroine|protagonist|mc|kid|teen|mom|mother|dad|father|wife|husband|soldier|detective|sister|brother|student|nurse|doctor|singer|princess|prince|king|queen) (?:\w+ ){0,2}?(?:wants?|wanted|want|tries|tried|decides?|decided|plans?|planned) (?:to )?(?:die|kill (?:herself|himself|themselves)|end (?:her|his|their) (?:own )?life|commit suicide)\b/g,
  /\b(?:hit|hits|threw|throws|smacked|whacked|pelted) (?:me )?(?:with )?(?:a |the |his |her |their |some )?(?:pillows?|snowballs?|water balloons?|nerf \w+|balls?|balloons?|questions?|jokes?|news|bills?|invoices?|paperwork|emails?|homework)\b/g,
  /\b(?:suicide|self harm) (?:prevention|awareness|statistics|rates?|research|hotline|lifeline|crisis line)\b|\b(?:essay|paper|report|presentation|research|project|lecture|class|course|training|podcast|documentary|article|episode|book|talk) (?:\w+ ){0,3}?(?:on|about) (?:domestic (?:violence|abuse)|overdose\w*|self harm|suicide prevention|addiction)(?: \w+)?\b/g,
  /\b(?:on (?:its|their|my|his|her) )?last legs\b|\bend of my rope with\b|\bdead on my feet\b|\b(?:murder|murdered|slaughtered|destroyed) (?:this|that|the|a|our) (?:workout|pizza|burger|song|exam|test|presentation|game|competition|interview|set|performance|race|match|karaoke|dance|cake|meal|plate|tournament|final|finals|audition|assignment)\b|\b(?:got|get|getting) (?:absolutely )?(?:slaughtered|murdered|destroyed|killed) (?:in|at|by)\b/g,
];

const SLANG: [RegExp, string][] = [
  // "feelin like 🪦⚰️ is the only option", "cant stop thnking abt dyin" (blind batch 9).
  [/🪦|⚰️?/gu, ' death '],
  [/\bth(?:i)?nk(?:in|ing|n)\b/g, 'thinking'],
  [/\bdyin\b/g, 'dying'],
  [/\bk\.?m\.?s\b/g, 'kill myself'],
  [/\bkys\b/g, 'kill yourself'],
  [/\bun-?aliv(?:e|ing)['"’]? (?:my ?self|me)\b/g, 'kill myself'],
  // "he's going to 'unalive' his homework" (blind batch 25): the quote marks do not make it said of oneself.
  [
    /\bun-?aliv(?:e|ing)\b['"’]?(?= (?:his|her|their|my|the|this|that|your) (?:homework|essay|assignment|paper|exam|test|project|laundry|plate|food|pizza|burger|sandwich|workout|inbox|to-?do list|chores|dishes|algebra|math|taxes|paperwork)\b)/g,
    'finish',
  ],
  [/\bun-?aliv(?:e|ing)\b['"’]?(?= (?:him|her|them|you|that|this|the|my|his|their|everyone|people|someone|somebody)\b)/g, 'kill'],
  [/\bun-?alived\b/g, 'killed'],
  // With no one named, it is said of oneself: "unalive arc loading… 87%" (blind batch 16).
  [/\bun-?aliv(?:e|ing)\b/g, 'kill myself'],
  [/\bself[ -]?delet(?:e|ing)\b|\bdelet(?:e|ing) my ?self\b/g, 'kill myself'],
  // Danger now told in Spanish between English sentences, read by both layers in English (blind
  // batch 26: "me voy a tirar del puente hoy. already parked on the shoulder").
  [
    /\bme (?:voy a|quiero|pienso) (?:tirar|aventar|lanzar|arrojar)(?:me)? (?:del|de un|desde el|desde un|al|por el) puente\b/g,
    'i am going to jump off the bridge',
  ],
  [
    /\bme (?:voy a|quiero|pienso) (?:tirar|aventar|lanzar|arrojar)(?:me)? (?:del|de un|desde el|desde un|al|por el) edificio\b/g,
    'i am going to jump off the building',
  ],
  [
    /\bme (?:voy a|quiero|pienso) (?:tirar|aventar|lanzar|arrojar)(?:me)? (?:del|de un|desde el|desde un|al|por el) techo\b/g,
    'i am going to jump off the roof',
  ],
  [
    /\bme (?:voy a|quiero|pienso) (?:tirar|aventar|lanzar|arrojar)(?:me)? (?:del|de un|desde el|desde un|al|por el) balcon\b/g,
    'i am going to jump off the balcony',
  ],
  [
    /\bme (?:voy a|quiero|pienso) (?:tirar|aventar|lanzar|arrojar)(?:me)? (?:del|de un|desde el|desde un|al|por el) precipicio\b/g,
    'i am going to jump off the cliff',
  ],
  [/\bsewer ?slide\b|\bsu[i1!]c[i1!]d[e3]\b|\bsuicde\b|\bsucide\b|\bsuiside\b/g, 'suicide'],
  [/\bsu[i1!]c[i1!]dal\b|\bsuicidle\b|\bsuicdal\b|\bsucidal\b/g, 'suicidal'],
  [/\bctb\b/g, 'commit suicide'],
  [/\bs\/h\b|\bself-harm/g, 'self harm'],
  [/\bmy ?self\b/g, 'myself'],
  [/\bwanna\b/g, 'want to'],
  [/\btill?\b(?= (?:it|they|i|the|my|we|he|she|there|blood|you|everything) )/g, 'until'],
  [/\bgonna\b/g, 'going to'],
  [/\bgotta\b/g, 'got to'],
  [/\bi'?m\b/g, 'i am'],
  [/\b(he|she|it|that|there|who|what)'s\b/g, '$1 is'],
  [/\b(you|we|they)'re\b/g, '$1 are'],
  [/\bi'?ve\b/g, 'i have'],
  [/\bi'?d\b/g, 'i would'],
  [/\bi'll\b/g, 'i will'],
  [/\bcan'?t\b|\bcannot\b|\bcan not\b/g, 'cannot'],
  [/\bdon'?t\b/g, 'do not'],
  [/\bdoesn'?t\b/g, 'does not'],
  [/\bdidn'?t\b/g, 'did not'],
  [/\bwon'?t\b/g, 'will not'],
  [/\bwouldn'?t\b/g, 'would not'],
  [/\bisn'?t\b/g, 'is not'],
  [/\baren'?t\b/g, 'are not'],
  [/\bwasn'?t\b/g, 'was not'],
  [/\bhaven'?t\b/g, 'have not'],
  [/\bain'?t\b/g, 'is not'],
  [/\bwhat'?s\b/g, 'what is'],
  [/\bit'?s\b/g, 'it is'],
  [/\bthat'?s\b/g, 'that is'],
  [/\byou'?re\b/g, 'you are'],
  [/\b(?:u)\b/g, 'you'],
  [/\bpls\b|\bplz\b/g, 'please'],
  [/\bidk\b/g, 'i do not know'],
  [/\bidc\b/g, 'i do not care'],
  [/\brn\b/g, 'right now'],
  [/\bod(?:'d|ed|d)\b/g, 'overdosed'],
  // Generic contractions after the specific ones: "she'll" → "she will", "it'd" → "it would".
  [/\b(\w+)'ll\b/g, '$1 will'],
  [/\b(\w+)'d\b/g, '$1 would'],
  [/\b(\w+)n't\b/g, '$1 not'],
  [/\b(could|should|would|did|does|is|are|was|were|has|have|had|must|need)nt\b/g, '$1 not'],
  // Texting shorthand and common misspellings.
  [/\b(?:cuz|coz|bc|b\/c)\b/g, 'because'],
  [/\b(?:tmrw|tmr|tmrow|tomoz|2moro|2morrow)\b/g, 'tomorrow'],
  [/\b(?:tn|tonite|2nite)\b/g, 'tonight'],
  [/\bppl\b/g, 'people'],
  [/\b(?:no1|noone)\b/g, 'no one'],
  [/\bevery1\b/g, 'everyone'],
  [/\bany1\b/g, 'anyone'],
  [/\bfr\b/g, 'for real'],
  [/\b(?:prolly|probs)\b/g, 'probably'],
  [/\b(?:wana|wan2)\b/g, 'want to'],
  [/\bgunna\b/g, 'going to'],
  [/\bdnt\b/g, 'do not'],
  [/\bur\b/g, 'your'],
  [/\balot\b/g, 'a lot'],
  [/\b(?:tbh|ngl|tbf|imo|lowkey|highkey|honestly)\b/g, ' '],
  [/\bexsist\b/g, 'exist'],
  [/\b(think|jump|end|kill|hurt|cutt|tak|plann|want|dy|giv|leav|feel)(?:in|n)\b/g, '$1ing'],
  [/\b(?:nemore|nymore|anymor)\b/g, 'anymore'],
  [/\bcnt\b/g, 'cannot'],
  [/\brly\b/g, 'really'],
  [/\bbout\b/g, 'about'],
  [/\b(?:wud|wld)\b/g, 'would'],
  [/\b4ever\b/g, 'forever'],
  [/\bdis+ap+ear/g, 'disappear'],
  // Heavy text-speak: dropped vowels and number-words ("wnt 2 dye", "nvr wake up", "sh agn").
  [/\b(?:wna|wnna|wnt 2|wnt to)\b/g, 'want to'],
  [/\bwnt\b/g, 'want'],
  [/\bgna\b/g, 'going to'],
  [/\b(want to|going to|have|need|got|used|how|ready|trying|try) 2\b/g, '$1 to'],
  // "to dye" with nothing dyed after it is "to die" ("i want 2 dye"); "dye my hair" stays.
  [/\bto dye\b(?!\s+(?:my|your|her|his|the|it|them|some|a|an|this|that|our|their|mine|hair)\b)/g, 'to die'],
  [/\bnvr\b/g, 'never'],
  [/\bagn\b/g, 'again'],
  [/\bjus\b/g, 'just'],
  [/\b(?:evry1|evry ?one)\b/g, 'everyone'],
  [/\bny1\b/g, 'anyone'],
  [/\b(?:sum1|some1)\b/g, 'someone'],
  [/\blst\b/g, 'last'],
  [/\bnite\b/g, 'night'],
  [/\b(?:anymre|anymo)\b/g, 'anymore'],
  // "evry1 wud b beter of w/o me"
  [/\b(would|will|could|should|to|not|never|just|cannot|can|going to|want to) b\b/g, '$1 be'],
  [/\b(?:beter|bettr|betta)\b/g, 'better'],
  [/\bbetter of\b/g, 'better off'],
  [/\bw\/o\b/g, 'without'],
  // "sh" is self-harm only next to the words people use with it ("sh urges", "clean of sh").
  [
    /\bsh\b(?= (?:urges?|again|relapse|scars?|marks|cuts|free|clean|thoughts?|tonight|today|is|was|habit|wounds))|(?<=\b(?:of|from|into|my|the|about|did|do|doing|urge to|urges to|urge for|crave|craving|miss|clean|free|resisting|resist) )sh\b|(?<=\b(?:relapsed|relapse|relapsing)(?:[.,!?:;]*| on| into| back into| with) )sh\b/g,
    'self harm',
  ],
];

const NEGATION =
  /\b(?:not|never|no|zero (?:thoughts?|urges?|plans?|intentions?|desire|interest)|nor|nobody|none|hardly|do not|did not|would not|will not|cannot|no longer|stopped)\b/;
const HEDGE =
  /\b(?:not sure|not certain|do not know if|do not know whether|no idea if|cannot stop|can not stop|could not stop|cannot help|can not help|never stops?|will not stop|would not stop|does not stop|not stop)\b/g;
/** "A reason not to", "trying not to", "fighting not to": a "not" that tells the fight against it. */
const STRUGGLE_NOT =
  /\b(?:reasons?|trying|try|tried|tries|hard|harder|struggl\w*|fight\w*|fought|barely|my best|working|keeping myself|keep myself|holding myself|forcing myself|begging myself|talk myself|talking myself|telling myself|told myself|reminding myself|remind myself)(?: (?:so|very|really|extra) hard)? not\b/g;
/** Words between a negation and what it denies: "I do not have any thoughts of harming myself". */
const HAVING_THOUGHTS = /\b(?:have|had|having|get|got) (?:any )?(?:thoughts?|urges?|plans?|intentions?) (?:of|to|about)\b/g;
/**
 * A question about whether someone else is at risk ("how do I ask my son if he is thinking about
 * suicide"): asked about, not told. A crisis phrase here is a concern, which the learned layer
 * can then weigh; someone telling that a friend *is* at risk has no "if", and "tonight" keeps it a crisis.
 */
const ASKING_IF_OTHER =
  /\b(?:if|whether) (?:he|she|they|someone|somebody|a (?:friend|student|patient|client|child|kid|teen|coworker)|my \w+|your \w+)(?: is| are| was| were| has| have| might| may| could)?(?: been| be)? \S*\s*$|\bif (?:a|my|your|one of my|someone|somebody)(?: \w+){0,2}? (?:ever |one day )?(?:told|tells|said|says|texted|came to|comes to)(?: me| you)?(?: that)? (?:they|he|she)(?: were| was| are| is| had| have| might| felt| feel| would| will| want| wants| wanted)?(?: been| be| to)? \S*\s*$/;
/** Someone else is the subject of what is reported: "my friend said she is", "he told me he". */
const OTHER_SAYS =
  /\b(?:he|she|they|(?:my|a) (?:\w+ )?(?:friend|brother|sister|son|daughter|partner|boyfriend|girlfriend|husband|wife|mom|dad|mother|father|roommate|classmate|coworker|cousin|student|client|patient|grandpa|grandma|grandfather|grandmother|uncle|aunt|neighbou?r|congregant|parishioner|employee|resident)) (?:\w+ ){0,2}?(?:said|says|told me|tells me|keeps saying|texted|posted|wrote|mentioned|mentions|admitted|confided|disclosed|shared|expresses|expressed|voices|voiced|talks about|talked about)\b/g;
/** Danger placed now: a professional's question that says it is about now is a report, not a question. */
const NOW_WORDS = /\b(?:tonight|today|right now|this (?:morning|afternoon|evening))\b/;
/**
 * A professional's question ("I'm a pastor…", "after a student's hospitalization for suicidal
 * ideation", "how do you tell acceptance apart from suicidal ideation?"): a crisis phrase there
 * is a concern, which the learned layer and the factual answer then weigh, unless the writer
 * says it of themselves ("I've been having suicidal thoughts myself").
 */
const PRO_FRAME =
  /\b(?:training|studying|learning) to be an? (?:\w+ )?(?:volunteer|counselou?r|therapist|nurse|social worker|crisis (?:line )?(?:worker|counselou?r))\b|\bquiz me\b|\bhow (?:would|do|can|could|should|will) i (?:know|tell|spot|recogni[sz]e|notice)\b|\bi (?:run|lead|coach|teach|manage) (?:a|an|the|our) (?:\w+ )?(?:youth group|group|team|class|program|ministry|shelter|unit|ward|dorm|floor)\b|\bi (?:teach|coach) (?:\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth) grade(?:rs)?\b|\bi (?:teach|coach) (?:at )?(?:a |the )?(?:high|middle|elementary|grade|public|charter|catholic|sunday) school\b|\bone of my (?:\w+ )?(?:students|athletes|clients|patients|players|employees|residents|campers|members)\b|\b(?:i am|as) an? (?:[\w-]+ ){0,2}?(?:counselor|counsellor|teacher|nurse|pastor|priest|rabbi|imam|chaplain|social worker|therapist|psychologist|psychiatrist|doctor|physician|researcher|intern|coach|manager|paramedic|emt|officer|volunteer|dispatcher|pharmacist|supervisor|aide|cna|caseworker|case manager|ra|resident assistant|resident advisor)\b|\b(?:hospice |school )?(?:social worker|counselor|nurse|chaplain|pastor|clinician)\s*:|\b(?:psych\w* |clinical |grad |phd |medical |nursing )?(?:researcher|student|resident|intern)\s*:|\bvalidated (?:scales?|measures?|instruments?|questionnaires?|screening tools?|tools?)\b|\b(?:hospice |school |er |icu |youth |hospital |prison |army |military )?(?:chaplain|nurse|counselor|counsellor|social worker|pastor|teacher|therapist|paramedic|emt|clinician|doctor|psychologist|researcher|(?:peer support |certified peer |recovery )?specialist|aide|cna|case manager|advocate|dispatcher|sponsor|ra|resident (?:assistant|advisor)|youth (?:leader|worker)|camp counselou?r|crisis (?:line |text line )?(?:worker|volunteer|counselou?r)) here\b|\b(?:student|patient|client|congregant|parishioner|employee|resident)s? (?:\w+ ){0,3}?(?:hospitali[sz]ation|admission|discharge|screening|assessment)\b|\bhow (?:do|can|should|could) (?:you|we) (?:best )?(?:tell|assess|screen|respond|support|distinguish|train|prepare)\b|\bbest practices?\b|\b(?:my|our) (?:students|patients|clients|congregation|parishioners|employees|staff|residents|campers|athletes|players|team members)\b/;
/**
 * A question about people in general ("Do people who cut themselves usually want to die? My son's
 * friend does it": blind batch 31): a professional's kind of question, asked by anyone — unless it
 * turns to the writer ("do people ever feel like i want to die every day?"). A frame of
 * professionals' questions here and of factual questions in companion/screen-model.ts.
 */
export const PEOPLE_QUESTION =
  /(?:^|[.!?]\s+)(?:do|does|why do|why does|would|can|is it (?:true|normal|common) that) (?:most )?(?:people|someone|somebody|a person|kids|teens|teenagers|those|others|anyone)\b(?![^?]{0,80}\b(?:i|me|my)\b)[^.!?]{0,80}\?/i;
/**
 * Asked for study ("…for my exam", "writing an essay", "social work grad student": blind batch 17),
 * a frame of professionals' questions here and of factual questions in companion/screen-model.ts.
 */
export const STUDY_FRAME =
  /\bfor (?:my|an|the|a) (?:\w+ )?(?:exam|test|class|essay|paper|quiz|final|midterm|assignment|thesis|dissertation|course|lecture|presentation|report|homework)\b|\bwriting (?:an? |my )?(?:essay|paper|thesis|report)\b|\b(?:grad|graduate|nursing|social work|psych\w*|med|medical) student\b/;
/**
 * A question someone asked the writer, reported ("every time I tell my doctor I'm sad she asks if I
 * want to hurt myself. I don't.": blind batch 16): not a disclosure; denied, it is no risk.
 */
const REPORTED_ASK = /\b(?:asks?|asked|asking|ask me|wonders?|wondered) (?:me )?(?:if|whether) (?:i )?(?:\w+ ){0,5}$/;
const AFFIRMED = /\b(?:yes|yeah|yep|i do|i kind of do|maybe i do|i am|i have been|i have(?! not| never))\b/;
// "…asked if I've had thoughts of hurting myself and I haven't, I'm just really anxious" (blind batch 22).
const DENIED_AFTER = /(?:^|[.!?,]\s*|\b(?:and|but)\s+)(?:no|nope|i do not|i did not|i am not|i have not|i never|not at all)\s*(?:[.!?,]|$)/;
const OWN_BEFORE = /\b(?:i|i am|i have|i have been|i keep|i get|i feel|i was|my own)\b(?:\s+\w+){0,3}\s*$/;

/** True when the risk phrase at `index` is reported of someone else, with no "I" between. */
function toldOfOther(clause: string, index: number): boolean {
  const before = clause.slice(0, index);
  let last = -1;
  for (const m of before.matchAll(OTHER_SAYS)) last = m.index + m[0].length;
  return last >= 0 && !/\b(?:i|me|myself|im)\b/.test(before.slice(last));
}

const AMBIVALENCE =
  /\b(?:but (?:part of me|sometimes|i keep|i still|i think about|i cannot stop|lately|the thoughts?)|part of me|(?:the )?thoughts? (?:keep|will not) (?:coming|going|stop)|i keep thinking about it|intrusive thoughts?|sometimes i (?:think|wonder|wish|feel))\b/;
const HALF_JOKE =
  /\b(?:kidding|joking|jk)\W*(?:mostly|sort of|kind of|kinda|maybe|not really|or am i|unless)\b|\b(?:half|mostly|only half|not entirely|sort of|kind of|kinda) (?:kidding|joking)\b|\bless of a (?:bit|joke)\b/;
/**
 * A "not" that vouches for what follows is no negation of it: "Not being dramatic: I want to
 * die", "im not joking, i want to die" (blind batch 21 missed the first; the rules read both as
 * denied). Taken out before the rules read the message; the learned layer's text keeps them.
 */
const VOUCHING =
  /\b(?:i am |im |i'm )?not (?:being|trying to be|to be|gonna be|going to be) (?:dramatic|melodramatic|funny|extra|a drama queen)\b|\b(?:i am |im |i'm )?(?:not|no) (?:joking|kidding|exaggerating|lying)\b|\bno (?:joke|lie|cap)\b|\bnot (?:gonna|going to) lie\b/g;
/**
 * A threat to someone taken back at once ("im gonna kill her (not really). how do i bring it up")
 * or said on the way to a civil step ("i swear ill strangle him. how do i file a complaint with
 * the city"): blind batch 24 met both with the crisis card. Taken out before the rules read the
 * message, which then counts as figurative (the learned layer needs near-certainty to ask). A
 * weapon, a time or "I mean it" keeps the threat.
 */
const THREAT_SAID =
  '\\b(?:i swear |swear to god |honestly |so help me )?(?:i will|ill|i am going to|i am gonna|going to|about to|would|could) (?:literally |actually |seriously )?(?:kill|murder|strangle|choke|throttle) (?:my \\w+|him|her|them)\\b';
const TAKEN_BACK = new RegExp(
  `${THREAT_SAID},? ?\\(?(?:not really|not literally|jk|just kidding|kidding|i will not|i wont|i would not|i would never|i never would|obviously not|of course not)\\s*(?=[.!?,;)]|$| (?:lol|lmao|haha\\w*)\\b)`,
  'g',
);
const CIVIL_STEP =
  /\bhow (?:do|can|should|would) (?:i|we) (?:file|report|complain|bring (?:it|this|that) up|talk to|approach|word|ask (?:him|her|them)|get (?:my|our|a|the) (?:deposit|money|refund|repair))\b/;
const THREAT_MEANT = /\b(?:gun|knife|weapon|tonight|tomorrow|plan\w*|for real|i mean it|not joking|get away with)\b/;

/** The message with threats taken back or said on the way to a civil step blanked out. */
function withoutFigurativeThreats(normalised: string): string {
  const taken = normalised.replace(TAKEN_BACK, ' ~ ');
  if (!CIVIL_STEP.test(taken) || THREAT_MEANT.test(taken)) return taken;
  return taken.replace(new RegExp(THREAT_SAID, 'g'), ' ~ ');
}

const JOKE = /\b(?:lol|lmao|lmfao|haha+|hehe|jk|jokingly|joking|just kidding|xd)\b|😂|🤣|💀/;

/**
 * Spellings only the phrase rules read out ("soaked thru 3 shop towels", "idw2l anymore lol", "the
 * wanting-to-die is creeping back in": blind batch 30). Kept out of normalise(), which also
 * prepares the learned layer's text: changing that text means retraining, whose run-to-run spread
 * (false alarms 84 → 93 on the 30 risk sets, for three spellings) outweighs what it would gain.
 */
const RULE_SPELLINGS: [RegExp, string][] = [
  [/\bthru\b/g, 'through'],
  [/\bidw(?:2|t)l\b/g, 'i do not want to live'],
  [/\b(want|wanting|wanted|wish|wishing)-to-(die|live|be dead)\b/g, '$1 to $2'],
];

/** Lower-cased text with slang, text-speak and contractions spelled out ("kms" → "kill myself"). */
export function normalise(text: string): string {
  let s = text
    // "New RN on med-surg" (blind batch 16): capital RN is a nurse, not "right now".
    .replace(/\bRN(s?)\b/g, 'nurse$1')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/(\w)\1{2,}/g, '$1$1') // "sooooo" → "soo"
    // Look-alike characters inside a word: "i want to d!e. i want to k!ll mys3lf" (blind batch 15).
    .replace(/(?<=[a-z])[!1|](?=[a-z])/g, 'i')
    .replace(/(?<=[a-z])3(?=[a-z])/g, 'e')
    .replace(/(?<=[a-z])0(?=[a-z])/g, 'o')
    .replace(/(?<=[a-z])@(?=[a-z])/g, 'a')
    .replace(/(?<=[a-z])\$(?=[a-z])/g, 's');
  for (const [re, to] of SLANG) s = s.replace(re, to);
  return s
    .replace(/'/g, '')
    .replace(/[^\p{L}\p{N}\s.,!?;:\n\-😂🤣💀]/gu, ' ')
    .replace(/[ \t]+/g, ' ');
}

function clausesOf(s: string): string[] {
  return s
    .split(
      /[.!?;\n]+|,\s*(?:but|though|although|yet|except|and yet)\b|(?<!\b(?:nothing|anything|all))\s(?:but|though|although|however|except that)\s/,
    )
    .map((c) => c.replace(/,/g, ' ').replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/**
 * True when a negation word sits in the few words just before the match. "Anymore" closes what a
 * negation denied: in "can't do this anymore, want to die" nothing negates the wish.
 */
function negatedAt(clause: string, index: number): boolean {
  const scope = clause
    // "Not me hoping I get hit by a car 💀": "not me …ing" means "me …ing", not a denial
    // (blanked to the same length, so `index` still points at the match).
    .replace(/(?:^|\b)not me (?=\w+ing\b)/g, (m) => ' '.repeat(m.length))
    .slice(0, index)
    .replace(HEDGE, ' ')
    .replace(HAVING_THOUGHTS, ' ')
    // "When I said no last month he shoved me": a refusal told, not a negation of what follows.
    .replace(/\b(?:said|say|says|saying|told \w+|tell \w+) no\b/g, ' ')
    // "One reason not to end my life", "trying so hard not to hurt myself": the struggle against
    // it, never a denial of it.
    .replace(STRUGGLE_NOT, ' ')
    // "if this baby does not sleep I'm walking into the ocean" (blind batch 16): a "not" inside
    // a condition that is over before the match denies nothing after it.
    .replace(/\b(?:if|unless|until|when|whenever)(?: \w+){0,4}? not \w+\b(?=\s)/g, (m) => ' '.repeat(m.length))
    // "idk man, sewerslide lookin real good tonite" (blind batch 16): not knowing denies nothing.
    .replace(/\b(?:i )?do not know\b/g, ' ')
    // "idc abt nothin no more, wnt 2 die" (blind batch 29): "nothing no more" is "anymore" too.
    .split(/\b(?:anymore|any more|any longer)\b|\b(?:nothing|nothin|anything|anythin) no more\b/)
    .pop()!;
  const before = scope.trim().split(' ').slice(-4).join(' ');
  // "Zero urge to hurt anyone" (blind batch 11): "zero" right before what it denies.
  if (/\bzero$/.test(before)) return true;
  if (!NEGATION.test(before) || /\b(?:no one|nobody|noone) (?:would|will|cares)\b/.test(before)) return false;
  // "if this baby does not sleep i am walking into the ocean": the "not" belongs to what came
  // before a new "I …" (blind batch 16); "not that I want to…" still denies it.
  const last = [...before.matchAll(new RegExp(NEGATION.source, 'g'))].pop()!;
  const after = before.slice(last.index + last[0].length);
  return !/\bi (?:am|will|would|have|was|just|really|actually|keep|picture\w*|imagine\w*)\b/.test(after) || /^\s*that\b/.test(after);
}

const DISTRESS =
  /\b(?:lost my (?:job|home|house|wife|husband|partner|kids?|everything)|lost everything|fired|laid off|dumped|left me|hopeless|worthless|cannot take|cannot go on|give up|no point|alone|lonely|miserable|broke up|breakup|divorce|evicted|failed|hate my life|hate myself|empty|numb|exhausted|done with)\b/;

/** The concepts that say a plain wish to die (`wish` in concepts.ts), as against signs that point to it. */
const WISH_CONCEPTS = new Set(CONCEPTS.filter((concept) => concept.wish).map((concept) => concept.name));
/** A decision or a time, said of it. */
const RESOLVE_NOW =
  /\b(?:tonight|tonite|tomorrow|tmrw|this (?:weekend|week|friday|saturday|sunday|monday|tuesday|wednesday|thursday)|soon|(?:i (?:have |ve )?)?decided|made up my mind|my mind is made up|going to make (?:it|that) happen|(?:not|never) asking (?:you )?(?:to )?(?:talk me out|stop me|change my mind|for (?:help|advice))|(?:do not|dont) (?:try to )?(?:talk me out|stop me)|accepted (?:it|that|this)|(?:i have |ive )?accepted that|at peace with (?:it|this|that|my decision)|real decision)\b/;

const RESOLVED =
  /\b(?:is|are|was|seems?|feels?|am|i am) (?:totally |completely |all )?(?:fine|okay|ok|alright|all right|better) now\b|\bnow (?:she|he|they|i) (?:is|are|am) (?:fine|okay|ok|alright)\b/;

const RANK: Record<ScreenLevel, number> = { none: 0, concern: 1, crisis: 2 };

/** Screens one message for risk. Pure and synchronous; see the module comment. */
export function screenText(text: string): ScreenResult {
  const { level, categories } = screenDetailed(text);
  return { level, categories };
}

/** `screenText` plus whether a risk phrase was found but negated ("I’m not suicidal"), and what fired. */
export function screenDetailed(
  text: string,
): ScreenResult & { negated: boolean; negatedCategories: string[]; cleaned: string; hits: string[]; figurative: boolean } {
  return screenFull(text);
}

/** What fired and why, for evaluation scripts and for reviewing misses with clinicians. */
export function explainScreen(text: string): ScreenResult & { negated: boolean; hits: string[] } {
  const { level, categories, negated, hits } = screenFull(text);
  return { level, categories, negated, hits };
}

function screenFull(
  text: string,
): ScreenResult & { negated: boolean; negatedCategories: string[]; cleaned: string; hits: string[]; figurative: boolean } {
  const hits: string[] = [];
  if (typeof text !== 'string' || !text.trim())
    return { level: 'none', categories: [], negated: false, negatedCategories: [], cleaned: '', hits, figurative: false };
  let negated = false;
  /** What was denied ("I didn't want to die": suicide), so a denial of one thing never clears another. */
  const denied = new Set<string>();
  const read = RULE_SPELLINGS.reduce((spelled, [re, to]) => spelled.replace(re, to), normalise(text.slice(0, 8000))).replace(VOUCHING, ' ');
  const normalised = withoutFigurativeThreats(read);
  // A threat taken back in so many words ("i could strangle him (i wont, hes my baby brother)":
  // blind batch 26) is a denial of harm to others, which the learned layer then needs
  // near-certainty of danger now to overrule (companion/screen-model.ts).
  TAKEN_BACK.lastIndex = 0;
  if (TAKEN_BACK.test(read)) {
    negated = true;
    denied.add('harm_to_others');
  }
  TAKEN_BACK.lastIndex = 0;
  // "Kidding. Mostly." takes the joke back: the risk is read as meant.
  const joking = JOKE.test(normalised) && !HALF_JOKE.test(normalised);
  const ambivalent = AMBIVALENCE.test(normalised);
  let level: ScreenLevel = 'none';
  const cats = new Map<Category, number>();
  const raise = (cat: Category, l: ScreenLevel) => {
    cats.set(cat, Math.max(cats.get(cat) ?? 0, RANK[l]));
    if (RANK[l] > RANK[level]) level = l;
  };

  // Most messages match few rules anywhere: test the whole text once, then only those per clause.
  const flat = ` ${normalised.replace(/[,.!?;:\n]+/g, ' ').replace(/\s+/g, ' ')} `;
  const anchored = (re: RegExp) => re.source.includes('$') || re.source.includes('^');
  const rules = RULES.filter((rule) => anchored(rule.re) || rule.re.test(flat));
  const concepts = CONCEPTS.filter((c) => anchored(c.re) || c.re.test(flat));
  const idioms = IDIOMS.filter((idiom) => {
    idiom.lastIndex = 0;
    const hit = idiom.test(flat);
    idiom.lastIndex = 0;
    return hit;
  });
  // "3 years clean", "a year ago I wanted to die, now I'm planning my wedding": about then, not now.
  const recovered = RECOVERED.test(normalised);
  const kept: string[] = [];
  const harmSigns = new Set<string>();
  // "keep looking at the .308 behind the seat" (blind batch 28): a calibre's point is not a full stop.
  for (const raw of clausesOf(normalised.replace(/(^|\s)\.(22|38|44|45|223|243|270|308|357|380|410|30-06)\b/g, '$1$2'))) {
    let clause = ` ${raw} `;
    for (const idiom of idioms) clause = clause.replace(idiom, ' ~ ');
    clause = clause.replace(/\s+/g, ' ');
    kept.push(clause.replace(/~/g, ' ').trim());
    const past = PAST.test(clause) && !NOW.test(clause);
    for (const rule of rules) {
      const m = rule.re.exec(clause);
      if (!m || rule.unless?.test(flat)) continue;
      let l: ScreenLevel = rule.level;
      if (REPORTED_ASK.test(clause.slice(0, m.index))) {
        negated = true;
        denied.add(rule.cat);
        if (DENIED_AFTER.test(normalised)) continue;
        if (!AFFIRMED.test(normalised)) l = 'concern';
      }
      if (!rule.fixed && negatedAt(clause, m.index)) {
        negated = true;
        denied.add(rule.cat);
        if (!ambivalent) continue;
        l = 'concern';
      }
      if (past && (rule.cat === 'suicide' || rule.cat === 'self_harm') && !rule.also) {
        negated = true;
        denied.add(rule.cat);
        if (recovered) continue;
        l = 'concern';
      }
      if (rule.crisisWith?.test(flat)) l = 'crisis';
      // "My friend said she is thinking about suicide": her risk, told by someone worried about her.
      const cat = (rule.cat === 'suicide' || rule.cat === 'self_harm') && toldOfOther(clause, m.index) ? 'someone_else' : rule.cat;
      if (l === 'crisis' && ASKING_IF_OTHER.test(clause.slice(0, m.index)) && !/\b(?:tonight|now|today)\b/.test(clause)) l = 'concern';
      if (
        l === 'crisis' &&
        rule.cat === 'suicide' &&
        (PRO_FRAME.test(flat) || STUDY_FRAME.test(flat) || PEOPLE_QUESTION.test(normalised)) &&
        !/^\s*(?:i|my)\b/.test(m[0]) &&
        // …but never danger now told of someone ("I'm a manager… he says he will shoot himself tonight").
        !NOW_WORDS.test(flat) &&
        !OWN_BEFORE.test(clause.slice(0, m.index))
      )
        l = 'concern';
      // "ugh, I'll kms lol" — probably a joke, but worth one gentle question, not a crisis card.
      if (l === 'crisis' && joking && rule.cat === 'suicide' && !rule.also) l = 'concern';
      hits.push(`rule:${cat}:${l}:${m[0].trim()}`);
      raise(cat, l);
      for (const extra of rule.also ?? []) raise(extra, l);
    }
    for (const c of concepts) {
      const m = c.re.exec(clause);
      if (!m) continue;
      if (c.with && !c.with.test(c.wide ? flat : clause)) continue;
      if (c.unless?.test(c.wideUnless ? flat : clause) || (c.noJoke && joking)) continue;
      if (!c.others && !c.toldAsPast && (past || (MEDIA.test(clause) && !/\b(?:i|me|myself)\b/.test(clause)))) continue;
      let l: ScreenLevel = c.level;
      if (REPORTED_ASK.test(clause.slice(0, m.index))) {
        negated = true;
        denied.add(c.cat);
        if (DENIED_AFTER.test(normalised)) continue;
        if (!AFFIRMED.test(normalised)) l = 'concern';
      }
      if (!c.fixed && negatedAt(clause, m.index)) {
        negated = true;
        denied.add(c.cat);
        if (!ambivalent) continue;
        l = 'concern';
      }
      hits.push(`concept:${c.name}:${l}:${m[0].trim()}`);
      if (c.cat === 'harm_to_others') harmSigns.add(c.name);
      raise(c.cat, l);
      for (const extra of c.also ?? []) raise(extra, l);
    }
    if (level === 'none' && !past && !joking && !MEDIA.test(clause) && cueScore(clause, negatedAt)) {
      hits.push(`score:suicide:concern:${clause.trim()}`);
      raise('suicide', 'concern');
    }
  }
  // "I've decided I'm done living. soon.", "I want to end it. My life, I mean. Tonight or tomorrow":
  // a plain wish to die said with a decision or a time is danger now, not a thought to ask about
  // (blind batches 12 and 13 had six met with the question "are you having thoughts of…").
  if (
    cats.get('suicide') === 1 &&
    !joking &&
    hits.some((hit) => hit.startsWith('concept:') && WISH_CONCEPTS.has(hit.split(':')[1]!)) &&
    RESOLVE_NOW.test(normalised)
  ) {
    hits.push('resolve:suicide:crisis');
    raise('suicide', 'crisis');
  }
  // Two separate signs of meaning harm to someone ("I've started following him home", "I want him
  // to hurt like I did"): a threat taking shape, not a mood (blind batch 8).
  if (harmSigns.size >= 2) raise('harm_to_others', 'crisis');
  // Distress plus a question about heights or means (the "bridges taller than 25 m" case).
  if (cats.has('means') && (level as ScreenLevel) === 'concern' && DISTRESS.test(normalised)) {
    level = 'crisis';
    cats.set('means', 2);
  }
  // "my friend fainted at the concert but she's fine now": an ambiguous medical sign, resolved.
  if (cats.get('medical_emergency') === 1 && RESOLVED.test(normalised)) {
    cats.delete('medical_emergency');
    if (cats.size === 0) level = 'none';
  }
  const categories = [...cats.entries()].sort((a, b) => b[1] - a[1]).map(([c]) => c);
  // A figure of speech was found ("made me want to jump out of my own skin", "metaphorically"):
  // the learned layer, which reads the words whole, then needs more to ask (companion/screen-model.ts).
  const figurative = idioms.some((idiom) => !ACCIDENTS.includes(idiom)) || FIGURATIVE.test(normalised) || normalised !== read;
  return { level, categories, negated, negatedCategories: [...denied], cleaned: kept.join('. '), hits, figurative };
}
