/**
 * The crisis screen's second pass: concept matching for oblique risk wording that no phrase rule
 * names. Each concept is a frame built from word classes rather than one sentence: a self-referring
 * subject (or none, as in "sh urges tonight") × a risk concept (ceasing to exist, being a burden,
 * no future, final arrangements, self-harm behaviour with intent, harm meant for someone, being
 * controlled or threatened, acute medical signs), inside one clause (a few words apart). The screen
 * (./screen.ts) runs these on normalised clauses with idioms blanked, then applies negation scope
 * ("I don't want to disappear"), past and recovered frames ("3 years clean", "used to"), third-party
 * and media frames ("in the show…", "a documentary about…"), and trip or logistics frames ("I won't
 * be around next week, I'm on vacation").
 *
 * Most concepts give `concern` (a gentle question with the crisis lines in view). Disclosed
 * self-harm with intent, acute medical signs, and physical, sexual or threatened abuse give `crisis`.
 * No concept ever reports `means`: the output screen treats that category as method talk.
 * Pure, synchronous, dependency-free; the patterns are compiled once.
 */

export type ConceptCategory =
  | 'suicide'
  | 'self_harm'
  | 'harm_to_others'
  | 'harm_to_child'
  | 'abuse'
  | 'medical_emergency'
  | 'eating_disorder'
  | 'someone_else'
  | 'danger_now';

export interface Concept {
  name: string;
  cat: ConceptCategory;
  level: 'concern' | 'crisis';
  re: RegExp;
  /** A second pattern that must also occur somewhere in the clause (or message, see `wide`). */
  with?: RegExp;
  /** Look for `with` in the whole message rather than the clause. */
  wide?: boolean;
  /** Skip when any of these occur in the clause (accidents, trips, play, everyday objects). */
  unless?: RegExp;
  /** Look for `unless` in the whole message rather than the clause. */
  wideUnless?: boolean;
  /** Extra categories the concept also signals (`harm_to_child`: a child is the one at risk). */
  also?: ConceptCategory[];
  /** The pattern carries its own negation ("won't wake up"): no negation check before it. */
  fixed?: boolean;
  /** Skipped when the message is plainly joking ("I'd rather die than do karaoke lol"). */
  noJoke?: boolean;
  /** About someone else by design (abuse, harm to others, a friend who won't wake up). */
  others?: boolean;
  /** Told in the past by design ("was 14 months clean"): the past frame does not clear it. */
  toldAsPast?: boolean;
  /**
   * Specific enough that the learned layer's reading of the rest never clears it (a concern the
   * layer reads as plainly safe is otherwise dropped as a false alarm; see companion/screen-model.ts).
   */
  firm?: boolean;
  /**
   * A plain wish to die, as against signs that point to it: said with a decision or a time
   * ("I've decided", "tonight"), screen.ts makes it a crisis.
   */
  wish?: boolean;
  /** Risk said to be back after a time without it: never taken as history (companion/screen-model.ts). */
  back?: boolean;
}

// ── Word classes ─────────────────────────────────────────────────────────────────────────────
/** Filler words between parts of a frame; never a negation, so "I don't want to…" cannot match. */
const GAP = (n: number) => `(?:(?!not |never |no |nor )\\w+ ){0,${n}}?`;
/** The subject: "I …", "part of me …", or a subject-less clause ("want to cease to exist"). */
const SUBJ = `(?:^ ?|\\bi ${GAP(3)}|\\bpart of me ${GAP(2)})`;
const DESIRE =
  '(?:want|wanna|wish|wishing|hope|hoping|long|longing|need|ready|going|planning|plan|trying|rather|prefer|pray|praying|would love|would like|just want|keep wanting|could just|could|should|should just|tempted)';
const CEASE = [
  'cease (?:to exist|existing|to be)',
  'stop (?:existing|breathing|living|being alive|being here)(?! (?:paycheck|like|in|with|off|on|at|for|out|beyond|above|under|through|so|my life for|in the past)\\b)',
  'not (?:exist|be alive|be here(?! (?:for|at|when|during|on|in|with|because|until|to|today|tonight|tomorrow|this|next)\\b)|be around(?! (?:my|him|her|them|people|anyone|you|this|that|the|those|these|others|family|crowds|kids|here|for|at|when|today|tonight|this|next)\\b)|be in the picture|wake up(?! (?:early|at|before|for|so|in the morning|tomorrow morning)\\b)|have to (?:wake up|come back)|come back(?! (?:to|from|here|home|tomorrow|on|at|for|in|until|after)\\b))',
  'never (?:wake up|come back(?! (?:to|from|here|home)\\b))',
  'fade (?:out|away)(?! (?:from|into)\\b)',
  'vanish(?! (?:into|for|from|on|to|off|with)\\b)',
  'disappear(?: forever| for good| completely| off the face of the earth)?(?! (?:into|for|from|on|to|off|under|with|in|at|after|until|this|the|a)\\b)',
  'be gone(?! (?:for|by|until|from|on|at|in|when|till|over)\\b)',
  'go quiet for good',
  'be done(?! (?:with|by|for|at|soon|early|already|in|before|so|and go|now|today|tonight|here)\\b)',
  'never come (?:out|back)(?! (?:of|to|from|here|home|again to)\\b)',
  'go to sleep and (?:not|never)',
  'sleep and (?:not|never) (?:wake|come)',
  '(?:rest|sleep) forever',
  'be (?:dead|done with (?:it all|everything|life|living))',
  'not be alive',
].join('|');
const SELF_OBJ =
  '(?:myself|my (?:own )?(?:\\w+ )?(?:arms?|wrists?|legs?|thighs?|skin|stomach|belly|head|hands?|body|face|hips?|chest|fingers))';
const ACTOR =
  '(?:he|she|they|my (?:\\w+ )?(?:husband|wife|partner|boyfriend|girlfriend|bf|gf|ex|dad|father|mom|mum|mother|stepdad|stepfather|stepmom|stepmother|parents?|uncle|aunt|brother|sister|cousin|grandpa|grandfather|grandma|grandmother|caregiver|guardian|family|fiance|fiancee|spouse))';
const ADULT = `(?:${ACTOR.slice(3, -1)}|my (?:\\w+ )?(?:coach|teacher|tutor|pastor|priest|babysitter|neighbou?r|boss|manager|stepbrother|stepsister|mentor|trainer|youth leader|doctor))`;
const TARGET =
  '(?:him|her|them|someone|somebody|anyone|people|everyone|that \\w+|those \\w+|these \\w+|my (?:\\w+ )?(?:husband|wife|partner|boyfriend|girlfriend|ex|dad|father|mom|mother|stepdad|stepmom|brother|sister|son|daughter|kids?|child|children|baby|boss|manager|supervisor|landlord|coworker|roommate|neighbou?r|teacher|professor|coach|friend|classmates?)|the (?:\\w+ )?(?:kids|guy|girl|man|woman|people|boss|teacher|bully|bullies|kid))';
const ACCIDENT =
  /\b(?:by accident|accidentally|cooking|oven|stove|shaving|gym|lifting|playing|fell|tripped|running|sports?|football|soccer|climbing|skating|skiing|hiking|cupboard|cabinet|door|tray|pan|iron|straightener|curling|paper cut|workout|practice|game|bike|kitchen|garden|gardening|moving (?:boxes|furniture))\b/;
const INTENT =
  /\b(?:on purpose|deliberately|intentionally|until (?:it|they|i) (?:\w+ )?(?:bled|bleed|bleeds|bleeding|hurts?|went numb|bruised|bruise)|until (?:they|it) (?:are|is|was|were) (?:raw|bleeding)|over and over|again and again|to feel|to punish|to calm|so i (?:can|could) feel|when i (?:mess up|fail|am upset|get upset|am angry|get angry|am stressed|make a mistake|feel)|every time i|(?:because )?i deserve|to make (?:it|the pain|myself)|to cope|so no one|where no one|nobody can see|no one can see|no one sees|again|when i (?:am|get|feel) (?:so |really |too |very )?(?:anxious|stressed|upset|angry|mad|sad|overwhelmed|panicky|panicking|nervous|numb|empty|lonely)|cannot stop|getting worse)\b/;
/** Skin conditions: scratching that is itch, not self-harm. */
const SKIN =
  /\b(?:itch\w*|eczema|rash|hives|bites?|mosquito\w*|allerg\w*|psoriasis|dry skin|sunburn|poison ivy|chicken ?pox|scabies|lice)\b/;
/** A child in the message: harm to others that concerns a child also gets Childhelp. */
const CHILD =
  /\b(?:baby|babies|infant|newborn|toddler|colic\w*|my (?:\w+ )?(?:son|daughter|kid|kids|child|children|little one|stepson|stepdaughter)|the kids|(?:\d+|one|two|three|four|five|six) (?:week|month|year)s? old)\b/;
/** Final arrangements: a pet rehomed, letters left, passwords and bank details written down, things given away. */
const ARRANGE =
  '(?:\\b(?:gave|given|giving|rehomed|rehoming|found (?:a )?(?:new )?(?:home|homes|someone) for|(?:is|are) taking|took|will take|agreed to take|(?:is|are) keeping|will keep|(?:is|are) having) (?:away )?my (?:\\w+ )?(?:cats?|dogs?|pets?|kittens?|puppy|puppies|birds?|rabbits?|hamsters?|fish)\\b|\\b(?:wrote|written|writing|left|leaving|recorded|recording) (?:\\w+ ){0,2}?(?:letters?|notes?|videos?|voice (?:notes|memos|messages)) (?:to|for) \\w+|\\b(?:wrote|written|writing|write|left|leaving|made|making|put|printed|typed) (?:down |out |up |together )?(?:\\w+ ){0,5}?(?:passwords?|logins?|pins?|pin numbers|bank (?:stuff|details|info|information|accounts?|cards?)|account (?:details|info|numbers)|banking (?:stuff|details|info))\\b|\\bgav\\w* away (?:\\w+ ){0,2}?my (?:\\w+ )?(?:things|stuff|belongings|clothes|books|guitar|games|jewelry|collection|plants)\\b|\\b(?:updated|wrote|finished|made) (?:my|a) will\\b|\\bdelet\\w* (?:all )?(?:of )?my (?:accounts|social media|photos|profiles)\\b)';
/** An eerie calm, or wording that points to after the person is gone. */
const SETTLED =
  '\\b(?:calm|calmer|at peace|peaceful|relief|relieved|lighter|settled|for after|after i am (?:gone|not here)|(?:when|once) i am (?:gone|not (?:here|around))|if (?:anything|something) happens to me|just in case|(?:deal|dealing) with (?:a |the |my )?mess|sort (?:it|everything|things) out (?:after|when|once)|so (?:they|he|she) (?:do not|does not|will not|would not) have to (?:deal|figure|worry|sort|go through)|after\\s*$)';
const SYMPTOM =
  /\b(?:feel (?:really |so |very |super |kind of |kinda )?(?:weird|strange|sick|dizzy|drowsy|funny|off|bad|wrong|faint|sleepy|numb|shaky)|cannot (?:stay awake|keep my eyes open|breathe|see|stand|think)|heart (?:is )?(?:racing|pounding)|throwing up|threw up|vomit\w*|numb|passing out|pass out|fainting|confused|shaking)\b/;
const LOGISTICS =
  /\b(?:vacation|holiday|trip|travel\w*|visiting|conference|business|out of town|moving|move|flight|camping|honeymoon|surgery|off work|shift|office|meeting|class|school|party|wedding|weekend away|abroad|deployment|hospital stay)\b/;

const re = (source: string) => new RegExp(source);
/** Medicine kept back or stockpiled, and what is kept (stockpiling-medication, stockpile-for-the-end). */
const KEPT_BACK =
  '(?:keeping|kept|keep|saving|saved|save|stockpil\\w*|hoard\\w*|putting aside|put aside|set aside|setting aside|squirrel\\w* away|holding back|held back|keeping back|stash\\w*|collecting|collected|building up)';
const STOCKPILED =
  '(?:pills|meds|medication|oxycodone|oxy|opioids|painkillers|sleeping pills|xanax|insulin|tablets|percocet|vicodin|hydrocodone|morphine|tramadol|ambien|klonopin|valium|trazodone|seroquel|gabapentin|benadryl|lorazepam|ativan|tylenol)';

export const CONCEPTS: Concept[] = [
  // ── Ending, ceasing to exist, not waking up ─────────────────────────────────────────────────
  { name: 'desire-to-cease', cat: 'suicide', level: 'concern', wish: true, re: re(`${SUBJ}${DESIRE} ${GAP(6)}(?:to )?(?:${CEASE})\\b`) },
  {
    name: 'passive-death-wish',
    firm: true,
    cat: 'suicide',
    level: 'concern',
    re: re(
      `\\b(?:hope|hoping|wish|wishing|pray|praying) ${GAP(3)}(?:i (?:just |simply )?(?:get|got|would get|will get|could get|was|were|would be|end up) ${GAP(2)}(?:hit|killed|run over|in (?:a|an) (?:crash|accident)|into (?:a|an) (?:crash|accident)|sick and die|cancer|a terminal (?:illness|disease)|terminally ill|sick enough to die|something fatal)|(?:a|an|some|the) (?:car|bus|truck|train|plane|driver|someone|somebody|meteor|asteroid|comet|lightning bolt|piano|anvil|tree|beam|load|rock|boulder|wall|roof|ceiling) (?:would |will |just |could |to )?(?:hit|hits|clips?|kill|kills|run|runs|crash\\w*|end|lands? on|falls? on|flatten|takes? me out)|i (?:just |simply )?(?:do not|never|will not|would not) wake up|i (?:just |simply )?(?:die|drop dead|stop breathing)|(?:someone|somebody|something) (?:would |will |just |could )?(?:kill|end|take) me|(?:it all|everything|my life) (?:would |will |just )?(?:end|be over))`,
    ),
  },
  {
    // "some night I think better I not wake up" (blind batch 29, written in a second language),
    // "it would be easier if I didn't wake up": the wish, carrying its own "not".
    name: 'better-not-wake',
    wish: true,
    fixed: true,
    cat: 'suicide',
    level: 'concern',
    re: /\b(?:better|easier|best|simpler|kinder) (?:for (?:everyone|everybody|them|all) )?(?:if )?(?:i|me) (?:just |simply )?(?:not|never|do not|did not|does not|would not|will not) wake up\b(?! (?:the|my|him|her|them|anyone|everyone|early|at|before|for|so)\b)/,
  },
  {
    // "the suicide scene in that movie made me want to do it too": a story that stirred the wish.
    name: 'stirred-by-story',
    firm: true,
    cat: 'suicide',
    level: 'concern',
    re: /\b(?:made|makes|making) me (?:want to|wanna|think about|consider) (?:do(?:ing)? (?:it|that|the same)|try(?:ing)? (?:it|that))(?: too| myself| again)?\b/,
    with: /\b(?:suicide|killed (?:herself|himself|themselves)|kill (?:herself|himself|themselves)|self[- ]harm|cutting|cut (?:herself|himself)|overdos\w*|hanging|hanged|jump(?:ed|ing)? off)\b/,
    wide: true,
  },
  {
    // "thoughts of ending it every night"; "no thoughts of ending it. none. i just hate my job"
    // (blind batch 29) is denied, and the denial then stands against the learned layer's reading.
    name: 'thoughts-of-ending',
    wish: true,
    cat: 'suicide',
    level: 'concern',
    // One's own: at the start of a clause ("no" or "zero" before it is a denial), or after "I …" or "my".
    re: /(?<=(?:^ ?|^ ?(?:no|zero|not any|any) |\bi (?:\w+ ){0,3}?|\bmy ))(?:thoughts?|ideas?) (?:of|about) (?:ending (?:it(?: all)?|my life|things|my own life)|killing myself|taking my (?:own )?life|suicide|not being (?:here|alive|around))\b/,
    unless: /\b(?:zero|without|not any|free of) (?:\w+ )?(?:thoughts?|ideas?) (?:of|about)\b/,
  },
  {
    // "therapist asked my five year plan and i laughed bc i dont plan on being here in five weeks
    // lmao" (blind batch 29): not being here, said as a plan.
    name: 'not-planning-to-be-here',
    wish: true,
    fixed: true,
    cat: 'suicide',
    level: 'concern',
    re: /\b(?:do not|dont|not|never) (?:plan|planning|intend|intending|expect|expecting) (?:on |to )?(?:be|being|still be|still being) (?:here|around|alive)\b(?! (?:for (?:the|this|that|a|my|his|her) |at |when |after |long enough to (?:see|watch)|to (?:see|watch))\b)/,
    unless:
      /\b(?:moving|move|moved|relocat\w*|transfer\w*|lease|apartment|city|town|state|country|job|company|school|college|campus|team|office|party|retir\w*|vacation|trip|visa)\b/,
    wideUnless: true,
  },
  {
    name: 'rather-be-dead',
    wish: true,
    cat: 'suicide',
    level: 'concern',
    re: /\brather (?:just )?(?:be dead|not (?:exist|be alive|be here|wake up)|die than|be gone)\b|\b(?:it|death) would be (?:so )?(?:peaceful|a relief|easier|a mercy) (?:to )?(?:never|not|to die|to be dead|to be gone)\b/,
    noJoke: true,
  },
  {
    // "I've decided I'm done living. soon.", "ready to be done living" (blind batches 12 and 13).
    name: 'done-living',
    wish: true,
    cat: 'suicide',
    level: 'concern',
    re: /\b(?:i am|im|i have been|i feel|i was|i) (?:\w+ ){0,2}?(?:done|finished|through) (?:with )?(?:living|being alive|existing|this life|my life)\b(?! (?:in|at|with|like|paycheck|on|off|under|for|here|there|near|alone|together|abroad|out of|admin|insurance|coaching|lessons|hacks|advice|stuff|the way|that way|according)\b)/,
    noJoke: true,
  },
  {
    // "pls someone just put me out of my misery lmao" (blind batch 10): a wish to be ended, said
    // as a joke; the learned layer then weighs it, and clears it when it reads it as plainly safe.
    name: 'end-my-misery',
    firm: true,
    cat: 'suicide',
    level: 'concern',
    re: /\bput me out of my misery\b|\b(?:go|just|gonna|going to|ill|i will|i should|i could|might as well) (?:go )?(?:die in a (?:ditch|hole|gutter|corner)|crawl (?:into|in) a hole and die|(?:lie|lay) down and die)\b/,
  },
  {
    // "SI real bad today, like 8/10" (blind batch 10): suicidal ideation as its abbreviation.
    name: 'si-shorthand',
    firm: true,
    cat: 'suicide',
    level: 'concern',
    re: /(?:^ ?|\b(?:my|the|bad|heavy|loud|strong) )si (?:(?:is|was|has been|been|getting|got|so|real|really|very|super|pretty|kinda|extra) ){0,3}?(?:bad|strong|loud|intense|worse|heavy|high|back|rough|awful|\d+ ?(?:\/|out of) ?10)\b|\bsi (?:thoughts?|urges?|today|tonight|again)\b/,
  },
  {
    // Blind batch 11's dark jokes: "someone please run me over", "catch me lying down on the train
    // tracks", "hoping my flight goes down", "im walking into traffic 🙃", and batch 15's "gonna go
    // lie down on the interstate" after a rejection email. A wish to be ended,
    // said as a joke: one gentle question.
    name: 'joke-death-wish',
    cat: 'suicide',
    level: 'concern',
    firm: true,
    re: /\b(?:someone|somebody|anyone) (?:please |pls |plz |just |go |come )*(?:run me over|hit me with (?:a|their|your) car|end me|push me (?:off|in front))\b|\b(?:lying|laying|lie|lay) (?:down )?on the (?:train )?tracks\b|\b(?:lie|lay|lying|laying) (?:down )?(?:on|in) (?:the )?(?:middle of the )?(?:interstate|highway|freeway|turnpike|expressway)\b|\b(?:hope|hoping|wish|pray\w*) (?:\w+ ){0,2}?(?:my|the|this) (?:plane|flight) (?:goes down|crashes|falls)\b|\b(?:i am|im|i will|ill|gonna|going to|about to) (?:just )?(?:walk|walking|step|stepping|run|running) (?:out )?into (?:traffic|the road|the ocean|the sea|the lake)\b/,
    unless: /\b(?:photos?|pictures?|wedding|swim\w*|surf\w*|wad(?:e|ing)|paddl\w*|snorkel\w*|vacation|beach day|sunset|good news)\b/,
    wideUnless: true,
  },
  {
    // "idw2b here anymore", "kys is literally what my brain says to me" (blind batch 11).
    name: 'textspeak-wish',
    cat: 'suicide',
    level: 'concern',
    firm: true,
    re: /\bidw2b\b|\bidwtb\b|\b(?:my (?:brain|head|mind)|a voice|the voice|my thoughts?) (?:\w+ ){0,4}?(?:says?|saying|tells? me|telling me|keeps? saying|goes?) (?:\w+ ){0,2}?kill yourself\b|\bkill yourself\b(?: \w+){0,4} (?:my (?:brain|head|mind)|in my head|to myself|to me)\b/,
  },
  {
    // "I don't want to die. I just want to hurt." (blind batch 11): wanting the pain itself.
    name: 'want-to-hurt',
    cat: 'self_harm',
    level: 'concern',
    firm: true,
    re: /\b(?:i )?(?:just |only )?(?:want|need|wanna) to (?:hurt|feel pain|bleed|feel the pain)(?= *(?:$|\.|,|!|\?| myself| so bad| again| tonight| right now))/,
    unless: /\b(?:hurt (?:less|him|her|them|you|someone|anyone|people)|stop hurting|not hurt)\b/,
  },
  {
    // "streak broken. 143 days. i hate myself" (blind batch 11): a self-harm streak, ended.
    name: 'streak-broken',
    back: true,
    cat: 'self_harm',
    level: 'concern',
    firm: true,
    re: /\b(?:broke|broken|lost|ended|reset|ruined) (?:my |the |both |both of my |all (?:my |the )?)?streaks?\b|\bstreaks? (?:is |are |got |was |were )?(?:broken|over|gone|reset|ruined|ended)\b/,
    with: /\b(?:purging|hate myself|failure|worthless|disgust\w*|relaps\w*|clean|cut|cutting|sh|self harm|urges?|blade|razor|burn\w*|\d+ days)\b/,
    wide: true,
    unless: /\b(?:duolingo|wordle|snap\w*|gym|workout|running|run|language|app|game|reading|sober|drinking|smoking|vaping|nofap|diet)\b/,
    wideUnless: true,
  },
  {
    // "the dark stuff is creeping back in" (blind batch 11).
    name: 'dark-stuff-back',
    cat: 'suicide',
    level: 'concern',
    firm: true,
    toldAsPast: true,
    re: /\b(?:dark (?:stuff|thoughts?|place|feelings?|cloud)|bad thoughts|old thoughts|darkness)\b (?:\w+ ){0,3}?(?:creeping|crept|coming|came|is|are|it is|its) back\b|\b(?:back in|back to) (?:the|that) dark place\b/,
  },
  {
    // "coming down a mountain grade I've thought about just letting go of the wheel on a curve"
    // (blind batch 11, buried in a trucker's message about snacks).
    name: 'let-go-of-the-wheel',
    cat: 'suicide',
    level: 'concern',
    firm: true,
    re: /\b(?:think|thinking|thought|thoughts|tempted|wonder\w*|imagin\w*|urge)\b (?:\w+ ){0,4}?(?:letting go of|let go of|jerking|jerk|yanking|yank) (?:of )?the wheel\b/,
  },
  // ── Burden, others better off ────────────────────────────────────────────────────────────────
  {
    name: 'absence-benefit',
    cat: 'suicide',
    level: 'concern',
    re: /\bwithout me\b|\bif i (?:just |simply |finally )?(?:was not|were not|was gone|were gone|was not here|was not around|disappeared|vanished|faded (?:out|away)|died|did not exist|was dead|was no longer|were no longer|was out of the picture|was not in the picture|went away for good|was not alive|was not in it|stopped existing|left (?:it|this world|this life|the world) ?(?:for good|forever|permanently|behind)?|(?:left|leave|was gone|went) (?:for good|forever|permanently))\b|\b(?:once|after|when) i am (?:gone|dead|not here|out of the picture)\b/,
    with: /\b(?:better|easier|happier|lighter|calmer|quieter|quiet|simpler|fine|relieved|relief|peaceful|move on|get over|heal|spinning|notice|miss me|care|less (?:stress|drama|trouble|work)|one less|free|okay|alright|time|improve\w*|suffer less|be over)\b/,
    unless:
      /\b(?:for (?:a|the|one|two|few|\d+) (?:\w+ )?(?:day|days|week|weeks|month|while|bit|shift|meeting|hour|hours)|on vacation|while i am (?:away|out|on)|this weekend|for now|at work|at the office|the party|the meeting|dinner|the trip|the game|the team|the project)\b/,
    fixed: true,
  },
  {
    name: 'burden',
    cat: 'suicide',
    level: 'concern',
    re: /\b(?:a|such a|the|just a|being a|only a|nothing but a|one big) (?:huge |total |massive |constant )?(?:burden|weight|drain|bother|nuisance|liability) (?:on|to|for) (?:my |the |our )?(?:everyone|everybody|them|people|family|parents|friends|kids|husband|wife|partner|mom|dad|loved ones|those around me|anyone|the people)/,
  },
  {
    name: 'burden-self',
    cat: 'suicide',
    level: 'concern',
    re: /\bi am (?:just |only |nothing but )?(?:a|such a|one big) (?:\w+ )?(?:weight|drain|burden) on (?:everyone|everybody|people|them|my family|the people|my)\b|\b(?:tired|sick|exhausted|done|so over|hate|hating) (?:of )?(?:just )?(?:being (?:a|such a|the|one big|everyone s|my family s|their) (?:\w+ )?(?:burden|weight|drain|nuisance|liability|problem everyone)|(?:weighing|dragging|holding) (?:everyone|everybody|them|my family|people|the people i love) (?:down|back))\b/,
    unless: /\b(?:asking|questions|at work|coworkers?|colleagues?|boss|team|new job|class|teacher|group project|on the team|when i ask)\b/,
  },
  {
    name: 'brief-grief',
    cat: 'suicide',
    level: 'concern',
    re: /\b(?:they|theyd|everyone|everybody|people|she|he|shed|hed|my (?:\w+ )?(?:family|parents|mom|mum|dad|friends|kids|sisters?|brothers?|wife|husband|partner)) (?:\w+ ){0,2}?(?:cry|grieve|be sad|mourn|miss me|be upset|be a mess) (?:\w+ ){0,1}?(?:for )?(?:a |like a |maybe a |about a |one |a few |a couple (?:of )?)?(?:day|days|week|weeks|month|months|while|bit|little while)\b/,
    with: /\b(?:then|after that|eventually|but)\b.*\b(?:better|easier|move on|get over|fine|lighter|forget|happier|okay|ok|relieved|relief|simpler)\b/,
    wide: true,
    unless:
      /\b(?:grades|report card|tattoo|piercing|dropped out|drop out|failed|found out about|coming out|came out|dog|cat|pet|puppy|kitten|move|moving|camp|boarding|vacation|trip|semester|abroad|haircut|phone|ipad|tablet|wifi|divorce|new school|deploy\w*|job)\b/,
    wideUnless: true,
  },
  {
    name: 'lives-easier',
    cat: 'suicide',
    level: 'concern',
    re: /\b(?:their|his|her|everyone s|everybodys|my (?:\w+ )?(?:family s|familys|parents|mom s|dad s|kids)) li(?:ves|fe) (?:would|will|could) (?:honestly |really |finally |just )?(?:get|be|become) (?:so |much |way |a lot )?(?:easier|better|simpler|lighter|happier)\b/,
    with: /\b(?:burden|without me|once i am gone|when i am gone|after i am gone|cry for|miss me|forget me|if i (?:was|were|am) (?:not|gone|dead)|if i (?:disappeared|left for good|was gone))\b/,
    wide: true,
  },
  {
    name: 'deserve-better',
    cat: 'suicide',
    level: 'concern',
    re: /\bdeserves? (?:\w+ ){0,2}?(?:better|more) than me\b/,
    with: /\b(?:heal|move on|get over|forget me|without me|better off|eventually|gone|no longer)\b/,
    wide: true,
  },
  // ── No future, can't go on ───────────────────────────────────────────────────────────────────
  {
    name: 'no-self-future',
    cat: 'suicide',
    level: 'concern',
    re: /\b(?:cannot|can not|could not|do not|did not|never|will not|hardly) (?:\w+ ){0,2}?(?:see|picture|imagine|envision) (?:myself|me) (?:\w+ ){0,1}?(?:alive|around|being (?:around|alive|here)|living(?! (?:in|with|at|like|there|on|off|abroad|alone|together|here)\b)|making it|growing old|getting older|reaching|at (?:\d+|twenty|thirty|forty|fifty|sixty)|in (?:a|\d+|five|ten|two|three) years?|having a future|still here)\b/,
    fixed: true,
  },
  {
    name: 'no-future',
    cat: 'suicide',
    level: 'concern',
    re: /\b(?:no|not a|not any|(?:cannot|can not|do not|could not) (?:see|picture|imagine|find) (?:a|any)) (?:version of (?:the|my) future|(?:possible )?future|world|scenario|universe|timeline|reality|path|way|life) (?:where|in which) (?:i|things|everything|it|my life|life) (?:am|is|are|will be|get|gets|end up|ends up|make it|turn out|turns out|feel|ever feel|come out|work out|works out) (?:\w+ )?(?:ok|okay|fine|happy|better|alright|all right|alive|good|well|through|whole)\b(?! (?:with|at|about|in (?:math|class|school)|doing|going|paying|by|on (?:the|this|my|that))\b)|\bno version of (?:my life|me|my future|this) (?:\w+ ){0,2}?(?:gets|get|is|turns out|ends up|works out) (?:\w+ )?(?:better|ok|okay|fine|good|happy)\b|\b(?:no|not any|not a|zero) future (?:for me|left|ahead|at all|to look forward)|\bthere is no future(?! (?:in|with|for (?:us|this|the|our|him|her|them|it)\b))|\bnothing to (?:live|look forward) for\b|\bno (?:reason|point) (?:to|in) (?:stay|staying|wake|waking|get|getting) (?:up|alive|here|around)/,
    fixed: true,
  },
  {
    name: 'no-horizon',
    cat: 'suicide',
    level: 'concern',
    re: /\b(?:not|never|no longer) (?:\w+ ){0,1}?(?:going to|planning to|plan on|planning on|expecting to|expect to|intend to|think i will|think i am going to) (?:\w+ ){0,1}?(?:see|seeing|make it to|making it to|be around (?:for|to see)|live to see|reach|reaching|last (?:until|till|through)) (?:the end of )?(?:my |next |the next |another |this |the )?(?:\w+ )?(?:birthday|christmas|year|summer|spring|winter|fall|autumn|new year|graduation|week|month|tomorrow|anniversary|morning)\b/,
    unless:
      /\b(?:money|paycheck|rent|budget|broke|financ\w*|pay|bills|cash|groceries|deadline|project|semester|exam|exams|work|shift|diet|challenge|streak|workout)\b/,
    noJoke: true,
    fixed: true,
  },
  {
    name: 'not-around-by',
    cat: 'suicide',
    level: 'concern',
    re: /\b(?:not|never|no longer) (?:\w+ ){0,2}?(?:want|wanna|plan|planning|expect|intend|going|think i will|think i am going) (?:to )?(?:be|stay|last|stick|hang) (?:here|around|alive|on)? ?(?:much longer|for long|long|anymore|any longer|by (?:summer|spring|winter|fall|christmas|next \w+|the end of)|after (?:this|today|tonight|next))\b|\b(?:will not|wont|not going to|will never) (?:still )?(?:be|stay) (?:here|around|alive) (?:by|to see|much longer|for long|after (?:this|today|tonight)|anymore|next (?:year|month|week))\b(?! (?:today|tonight|this (?:afternoon|evening|morning)|at (?:work|the|this|school)|in the office|on this (?:call|chat))\b)/,
    unless: LOGISTICS,
    fixed: true,
  },
  {
    name: 'waiting-for-end',
    cat: 'suicide',
    level: 'concern',
    re: /\bwaiting (?:for|on) (?:the|my) end(?! of)\b|\b(?:just )?waiting to die\b|\b(?:this|it) is the end (?:for me|of me|of the road for me)\b|\b(?:only|one) (?:real )?way out(?! of (?:the|this|that) (?:building|room|parking|maze|place|lot|park|mall|station|city|town))\b/,
    fixed: true,
  },
  {
    name: 'why-keep-going',
    cat: 'suicide',
    level: 'concern',
    re: /\bwhy (?:\w+ ){0,2}?(?:keep|bother|continue|even try) (?:dragging myself|living|waking up|getting up|breathing|existing|being here|hanging on|holding on|fighting|going on|carrying on|trying to stay|staying alive)\b/,
    // "Why do we keep fighting about the same stuff?" is an argument, not a fight to stay alive.
    unless: /\b(?:we|you two|they|us) (?:\w+ ){0,2}?keep fighting\b|\bfighting (?:about|over|with)\b/,
    fixed: true,
  },
  {
    name: 'drag-it-out',
    cat: 'suicide',
    level: 'concern',
    re: /\b(?:why|(?:what is|whats) the point (?:of|in)|no point (?:in|to)) (?:\w+ ){0,2}?(?:keep |even |bother )?(?:dragging|drag|drawing|draw|prolonging|prolong|stretching|stretch) (?:it|this|things|myself|my life|this life|the inevitable)(?: out| on| any longer| longer)?\b/,
    with: /\b(?:no (?:version|future|point|way out|hope)|never (?:get|be|going to be) (?:better|ok|okay|fine)|not going to (?:get|be) (?:better|ok|okay)|nothing (?:left|will change|is going to change)|hopeless|pain|suffering|alive|living|tired of|done|the end|over with)\b/,
    wide: true,
    unless:
      /\b(?:relationship|breakup|break up|boyfriend|girlfriend|him|her|marriage|divorce|meeting|project|lawsuit|negotiation|game|movie|show|season|series|essay|story|conversation|argument|fight|lease|job search|interview|process|paperwork|chapter|book)\b/,
    wideUnless: true,
  },
  {
    name: 'stop-fighting',
    cat: 'suicide',
    level: 'concern',
    re: /\b(?:ready|want|wanna|going|need|about|time|decided) to (?:stop|give up|quit) (?:fighting|holding on|hanging on|living|being here|existing|trying to (?:stay|live|survive|be alive))(?! (?:with|over|about|for|against|paycheck|like|in|off|on|at|beyond|above|through|so)\b)/,
  },
  {
    name: 'tired-of-life',
    cat: 'suicide',
    level: 'concern',
    re: /\b(?:tired|sick|exhausted|worn out|drained|weary) (?:of|from) (?:\w+ ){0,1}?(?:trying to stay alive|staying alive|fighting to (?:live|stay alive)|keeping myself alive)\b|\b(?:tired|sick|exhausted) of (?:fighting (?:to|for|just)|being alive|being here|existing|breathing|waking up|surviving|trying to stay alive|staying alive|just surviving)\b(?! (?:early|at|before|for|so early|on|to|in|with|alone|here|every day at|and going to work|paycheck)\b)|\b(?:cannot|can not|could not) (?:do|face|survive|handle|take|get through|make it through|bear) (?:another|one more|a single more) (?:day|night|morning|week)(?! (?:of|at|in|with) (?:this|that|my|the) (?:job|work|class|school|shift|commute|meeting|weather|heat|rain|diet|course)\b)/,
    fixed: true,
  },
  {
    name: 'done-with-it-all',
    cat: 'suicide',
    level: 'concern',
    re: /\b(?:done|finished|through) with (?:all of it|everything|it all|life|living|this life|being alive|existing|this world|the world|myself)\b(?! (?:for (?:today|tonight|the day|now|the week)|today|at work|on my list|on the list)\b)/,
  },
  {
    name: 'existence-mistake',
    cat: 'suicide',
    level: 'concern',
    re: /\b(?:my (?:whole )?(?:existence|birth|life)|me being (?:alive|here|born)|being born) (?:\w+ ){0,2}?(?:is|was|has been) (?:a |one big |just a |such a )?(?:mistake|error|accident|waste|curse)\b|\bshould (?:not|never) (?:have been born|be alive|exist)\b|\bwaste of (?:space|air|oxygen|skin)\b|\b(?:do not|dont|never) deserve to (?:live|be alive|exist|breathe|wake up)\b/,
    fixed: true,
  },
  {
    name: 'stopped-caring-if-alive',
    cat: 'suicide',
    level: 'concern',
    re: /\b(?:stopped|stop|do not|dont|no longer|not) car(?:e|ing) (?:\w+ ){0,2}?(?:if|whether) i (?:live|die|make it|wake up|survive|am alive|get hurt|get hit|come home|see tomorrow)\b|\b(?:do not|dont|no longer) care (?:anymore |any more )?(?:about |if )?(?:living|being alive|staying alive|what happens to me|if i (?:live|die|wake up))\b/,
    fixed: true,
  },
  {
    name: 'release-soon',
    cat: 'suicide',
    level: 'concern',
    re: /\b(?:tomorrow|soon|after (?:tonight|today|this)|by (?:morning|tomorrow|next week|the weekend)) (?:\w+ ){0,2}?i (?:will not|wont|will never|would not|am not going to) (?:have to|need to) (?:deal with|face|feel|worry about|put up with|go through|suffer|wake up)\b|\b(?:soon|tonight|tomorrow) (?:it all|all of this|everything|the pain) (?:will|is going to) (?:all )?(?:be over|end|stop)\b/,
    fixed: true,
  },
  {
    name: 'no-bother-soon',
    cat: 'suicide',
    level: 'concern',
    re: /\b(?:not going to|will not|wont|will never) be (?:a |an )?(?:problem|burden|bother|nuisance|pain|worry) (?:to|for) (?:anyone|anybody|you|them|everyone|my family|people|my \w+) (?:after|much longer|anymore|soon|for long|once)\b/,
    fixed: true,
  },
  {
    name: 'ending-things',
    wish: true,
    cat: 'suicide',
    level: 'concern',
    re: /\b(?:thinking|thought|think|considering|contemplating|planning|plan|decided|going|want|wanna|ready|tempted) (?:about |of |on |to )?(?:just |finally |maybe |actually )?(?:ending|end) (?:things|it|everything|it all|my life|myself|my story)\b(?! (?:with|between|for (?:us|the)|at|on (?:a|an|good|bad|something|that|this)|here|early|now and)\b)/,
    unless:
      /\b(?:relationship|boyfriend|girlfriend|husband|wife|partner|him|her|marriage|friendship|lease|contract|subscription|membership|show|series|book|story|chapter|season|game|call|meeting|conversation|project)\b/,
  },
  {
    name: 'date-chosen',
    cat: 'suicide',
    level: 'concern',
    firm: true,
    re: /(?:^ ?(?:finally |just |already |now |so |ok |okay )?|\bi (?:have |had )?(?:\w+ )?)(?:picked|set|chosen|chose|decided on|settled on|circled|marked) (?:a|the|my) (?:date|day|time|night)\b(?! (?:for (?!myself|me\b)|to|with|of|off|at|in|on|and)\b)/,
    with: /\b(?:a plan|my plan|the plan|planned it|it is decided|made up my mind|ready|relief|relieved|calm|calmer|at peace|peaceful|finally|nobody knows|no one knows|not telling|have not told|told no one|told nobody|secret|counting down|countdown|the note|my note|goodbye|goodbyes|when yet|days left|weight off|weight lifted|at ease|(?:will|would) not (?:have to|need to))\b/,
    wide: true,
    unless:
      /\b(?:wedding|party|move|moving|movers|trip|vacation|holiday|appointment|surgery|dentist|doctor|launch|exam|interview|shower|reunion|birthday|anniversary|court|hearing|closing|visit|tattoo|proposal|due date|gender reveal|dinner|date night|quit date|quit smoking|quitting|sober|ceremony|funeral|memorial|lease|contract|deadline|release|event|meeting|game|concert|show|flight|road trip|baptism|graduation|retirement|elope|honeymoon)\b/,
    wideUnless: true,
  },
  {
    name: 'note-ready',
    cat: 'suicide',
    level: 'concern',
    firm: true,
    re: /\b(?:the|my) (?:goodbye |last |final )?(?:note|notes|letter|letters) (?:is|are|has been|have been) (?:all |finally |already )?(?:written|done|finished|ready|sealed|signed|on (?:my|the) (?:desk|bed|pillow|table|dresser|nightstand)|in (?:my|the) (?:drawer|desk))\b|\b(?:finished|finally wrote|already wrote|finished writing|done writing|wrote out) (?:the|my|all (?:the|my)) (?:goodbye |last |final )?(?:note|notes|letters?)\b(?! (?:to|for) (?:the|my) (?:teacher|landlord|boss|school|doctor|neighbou?rs?))/,
    with: /\b(?:(?:decided|decide|deciding|chosen|chose|picked|know|sure) (?:\w+ )?(?:when|the day|the date|the time|how)|when yet|goodbye|ready|tonight|after i|when i am gone|once i am gone|(?:they|someone|somebody|she|he|my \w+) will find|find it (?:after|when)|sorry|explain\w* (?:everything|why)|nothing left|all that is left|only thing left|just (?:need|have) to)\b/,
    wide: true,
    unless:
      /\b(?:school|teacher|permission|sick note|doctors note|thank you|thank-you|cover letter|recommendation|reference|landlord|complaint|fridge|note to self|class|homework|resign\w*|two weeks|notice|wedding|card|birthday|christmas|santa|valentine|love letter|crush|confess\w*|give it to|send it|hand it|mail it|post it|deliver\w*|submit\w*|hand (?:it )?in|ask (?:him|her|them) out|pen pal|grandma|grandpa|camp)\b/,
    wideUnless: true,
  },
  {
    name: 'arrangements',
    cat: 'suicide',
    level: 'concern',
    firm: true,
    re: new RegExp(ARRANGE),
    with: new RegExp(`${SETTLED}|${ARRANGE}.*${ARRANGE}`),
    wide: true,
    unless:
      /\b(?:vacation|holiday|trip|travel\w*|abroad|overseas|surgery|operation|hospital stay|deploy\w*|moving|move|new baby|allerg\w*|landlord|lease|password manager|work|job|office|new phone|new laptop|birthdays?|to open (?:on|when|at)|time capsule|christmas|weekend|temporarily|for now|until i|baby|born|married|mortgage|thank you|wedding|pen ?pal|school|class|college|graduat\w*|retir\w*|while i am|for the (?:week|weekend|summer|month)|for a (?:week|few|month|couple|while)|cat ?sit\w*|pet ?sit\w*|dog ?sit\w*|house ?sit\w*|estate planning|lawyer|attorney|grandma|grandpa|grandmother|grandfather|old|elderly|aging|dementia|hacked|scam|fraud|identity theft|forget|forgot|forgetting|memory)\b/,
    wideUnless: true,
    noJoke: true,
  },
  {
    name: 'posthumous-message',
    cat: 'suicide',
    level: 'concern',
    re: /\b(?:tell|let|make sure) (?:her|him|them|everyone|everybody|my (?:\w+ )?(?:family|mom|mum|mother|dad|father|parents|kids|children|son|daughter|sisters?|brothers?|wife|husband|partner|friends?|grandma|grandpa|boyfriend|girlfriend)) (?:\w+ )?(?:knows? )?(?:that )?i (?:really )?(?:loved|was sorry|never meant to hurt|tried my best with) (?:her|him|them|you|everyone|you all|all of (?:you|them))\b(?= *$| (?:and|more|so|very|with|no matter|even|always|the whole|every|but|too|a lot|forever)\b)/,
    with: /\b(?:none of (?:it|this|that) (?:was|is) (?:her|his|their|your|anyone s|my \w+s) fault|none of (?:it|this|that) (?:was|is) (?:on|because of) (?:her|him|them|you)|(?:not|never) (?:her|his|their|your|anyone s) fault|could not have (?:stopped|prevented|changed|done anything)|(?:if|when) (?:she|he|they|anyone|my \w+) (?:ever )?(?:finds?|reads?|sees?|asks?|looks)|(?:after|when|once) i am (?:gone|not here|not around)|if (?:anything|something) happens to me|if i am not (?:here|around)|if i do not make it|in case i)\b/,
    wide: true,
    unless: /\b(?:confess\w*|crush|ask (?:her|him|them) out|valentine|propos\w*|first date|anniversary gift|surgery|deploy\w*|flight)\b/,
    wideUnless: true,
  },
  // "Set an alarm for 3am. That's when.": the hour set, said in the next breath.
  {
    name: 'alarm-set',
    cat: 'suicide',
    level: 'concern',
    re: /^\s*(?:that is|thats) when\b/,
    with: /\balarm (?:for|at) \d/,
    wide: true,
  },
  // "How long can you go without eating… asking bc I'm on day 5."
  // Blind batch 9: "Day 4 of only black coffee and gum. Goal is 105 by spring break", "how do u make
  // urself throw up quietly in a dorm bathroom".
  {
    name: 'restricting-to-nothing',
    cat: 'eating_disorder',
    level: 'concern',
    re: /\b(?:only|just|nothing but) (?:black )?(?:coffee|water|gum|tea|diet (?:coke|soda)|broth|ice|cigarettes)(?: and (?:gum|water|cigarettes|coffee|tea|diet (?:coke|soda)))?\b/,
    with: /\b(?:day \d+|\d+ days?|all week|since (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|goal(?: weight)? is \d+|to (?:lose|drop) \d+|\d{2,3} ?(?:lbs|pounds|kg) by|get down to)\b/,
    wide: true,
  },
  {
    name: 'how-to-purge',
    cat: 'eating_disorder',
    level: 'concern',
    re: /\bhow (?:do|can|to|should) (?:u |you |i )?(?:make|get) (?:urself|yourself|myself|u|you|me) (?:to )?(?:throw up|puke|vomit|be sick|sick)\b|\bhow to (?:throw up|purge|puke) (?:quietly|without|after)\b/,
    unless: /\b(?:poison\w*|swallowed|ate something|dog|cat|toddler|baby|ipecac)\b/,
  },
  // Blind batch 8: exercise to "earn" food, chewing and spitting, liking the emptiness.
  {
    name: 'earning-food',
    firm: true,
    cat: 'eating_disorder',
    level: 'concern',
    re: /\b(?:earn|earned|earning|deserve|deserved) (?:a |my |the |that |this |to eat (?:a |my |the )?)?(?:\w+ )?(?:food|meal|bagel|dinner|lunch|breakfast|snack|calories|dessert|pizza|slice|treat|carbs|bite)\b|\bto (?:make up for|cancel out|undo|compensate for|pay for) (?:\w+ ){0,3}?(?:cake|food|meal|dinner|lunch|breakfast|snack|pizza|dessert|what i ate|eating|calories|cookies?|ice cream|candy|binge|seconds)\b|\b(?:burn|burned|burnt|work off|worked off|run off|ran off) (?:off )?(?:\w+ ){0,2}?(?:every calorie|each calorie|all the calories|what i ate|the calories|it off before)\b/,
    with: /\b(?:ran|run|running|miles|workout|worked out|exercis\w*|gym|burn\w*|bike|biked|biking|cycl\w*|spin|swam|swim\w*|walked|steps|treadmill|elliptical|stairmaster|did not eat|didnt eat|skipped|threw it (?:away|out)|calories)\b/,
    wide: true,
    unless: /\b(?:marathon training|coach says|carb load\w*|after the race|cheat day lol)\b/,
  },
  {
    // "Hair's falling out, period stopped, I'm cold all the time, but I'm finally getting
    // compliments" (blind batch 11): the body's warning signs, welcomed.
    name: 'starvation-signs',
    cat: 'eating_disorder',
    level: 'concern',
    firm: true,
    re: /\b(?:hair (?:is |s )?(?:falling out|coming out in clumps|thinning)|(?:my )?period (?:has |s )?(?:stopped|gone|went away|disappeared)|lost my period|(?:cold|freezing) all the time|fainted|passing out|dizzy (?:every time|when i stand))\b/,
    with: /\b(?:compliments?|skinny|thin|thinner|weight|lbs|pounds|lost \d+|eat\w*|ate|food|calor\w*|diet\w*|fasting|meals?|hungry|starv\w*)\b/,
    wide: true,
    unless: /\b(?:pregnan\w*|menopaus\w*|perimenopaus\w*|chemo\w*|thyroid|postpartum|birth control|iud)\b/,
    wideUnless: true,
  },
  {
    // "binged … now i want to crawl out of my skin. third time this week" (blind batch 10).
    name: 'binge-distress',
    firm: true,
    cat: 'eating_disorder',
    level: 'concern',
    re: /\bbing(?:ed|e|ing|eing)\b(?! (?:watch\w*|the (?:show|series|season)|(?:a |the |this |that )?(?:show|series|season|podcast|netflix|episodes?)))/,
    with: /\b(?:(?:second|third|fourth|fifth|\d+(?:st|nd|rd|th)?) time|again|every (?:night|day|week)|cannot stop|can not stop|could not stop|out of control|crawl out of my skin|disgust\w*|hate myself|hate my body|ashamed|shame|purg\w*|throw\w* (?:it )?up|make myself sick)\b/,
    wide: true,
    unless: /\b(?:netflix|hulu|show|series|season|episodes?|podcast|tv|anime|k-?drama|shopping|reading|books?)\b/,
    wideUnless: true,
  },
  {
    name: 'chew-and-spit',
    cat: 'eating_disorder',
    level: 'concern',
    re: /\bchew\w* and spit\w*\b|\bspit (?:it|them|food) out (?:so|before|instead)\b/,
    unless: /\b(?:tobacco|dip|gum|sunflower seeds|seeds|wine tasting|baby|toddler|dog)\b/,
  },
  {
    name: 'liking-empty',
    cat: 'eating_disorder',
    level: 'concern',
    re: /\b(?:like|love|enjoy|crave|miss|chase|chasing|addicted to) (?:how |the )?(?:empty|emptiness|hunger|being hungry|feeling hungry|feeling empty|the hunger|an empty stomach)(?: (?:feels|feeling|stomach))?\b/,
    with: /\b(?:eat\w*|food|lost|weight|lbs|pounds|kg|meals?|skipp\w*|stomach|anorexi\w*|bulimi\w*|fasting|calories|thin|skinny)\b/,
    wide: true,
  },
  {
    name: 'eating-disorder-back',
    cat: 'eating_disorder',
    level: 'concern',
    re: /\b(?:anorexi\w*|bulimi\w*|eating disorder|my ed|binge(?:ing)? and purg\w*)\b/,
    with: /\b(?:thought i was past|thought i was over|back|again|relaps\w*|creeping|slipping|lost \d+ ?(?:lbs|pounds|kg)|like how empty|old habits)\b/,
    wide: true,
    unless: /\b(?:documentary|book|article|research|my (?:client|patient|student|daughter|son|friend)s?)\b/,
    wideUnless: true,
  },
  {
    name: 'days-without-food',
    cat: 'eating_disorder',
    level: 'concern',
    re: /\bi am on day (?:\d+|three|four|five|six|seven|eight|nine|ten)\b/,
    with: /\b(?:without (?:eating|food)|not eating|no food|fast\w*|starv\w*|eating muscle|hungry)\b/,
    wide: true,
  },
  // Looking up a height or the tides, told with a place one could fall or walk into.
  {
    name: 'researched-place',
    cat: 'suicide',
    level: 'concern',
    re: /\b(?:googl\w*|look\w* up|search\w*|check\w*|research\w*)\b(?: \w+){0,2} (?:how (?:tall|high|deep|far down)|tide times?|the height of|when (?:the )?tide)\b/,
    with: /\b(?:parking (?:garage|deck|structure)|bridge|roof|rooftop|building|cliff|overpass|dam|ocean|sea|beach|walk into|quarry|tower)\b/,
    wide: true,
  },
  {
    // "first time in 3 yrs i looked up ways to do it. closed the tab. but i looked" (blind batch 15):
    // searching for a way to die, however it is named.
    name: 'searched-for-a-way',
    cat: 'suicide',
    level: 'concern',
    firm: true,
    re: /\b(?:looked|look|looking|googl\w*|search\w*|research\w*|read) (?:up |into |around )?(?:\w+ ){0,2}?(?:ways?|methods?|how) to (?:do it|end it|end my life|kill myself|die|not wake up|make it (?:quick|painless))\b(?! (?:myself|yourself|cheaper|faster|better|right|properly|without|at home|online|for|with|safely|legally)\b)|\b(?:looked up|googled|searched|researched) (?:\w+ ){0,2}?(?:painless|quickest|easiest|surest) (?:ways?|methods?)\b/,
  },
  {
    name: 'looked-at-means',
    cat: 'suicide',
    level: 'concern',
    firm: true,
    re: /\b(?:looked|stared|gazed|stood|sat|standing|sitting) (?:\w+ ){0,1}?(?:at|by|on|near|over) (?:the |a |those |that )?(?:train tracks|tracks|bridge|ledge|edge|roof|pills|rope|blade|water below|drop)\b/,
    with: /\b(?:for (?:a long time|ages|hours|a while|so long)|again|wonder\w*|thinking|how easy|tempt\w*|every day|keep|kept|too long|could not stop|cannot stop)\b/,
    unless:
      /\b(?:view|sunset|sunrise|photo|pictures?|tour|vacation|trip|beautiful|amazing|fireworks|waiting for (?:the|my) train|train was late|delayed)\b/,
  },
  {
    name: 'afraid-of-self',
    cat: 'suicide',
    level: 'concern',
    re: /\b(?:scared|afraid|terrified|worried|frightened) (?:of )?(?:what i (?:might|will|could|would|am going to) do(?: to myself)?|i (?:might|will|could) do something (?:stupid|dangerous|bad|drastic))\b/,
    with: /\b(?:to myself|tonight|if|alone|when|right now|something (?:stupid|dangerous|bad|drastic)|anymore)\b/,
    unless: /\b(?:to (?:him|her|them|my \w+)|say|said|text|email|post|eat|buy|spend)\b/,
  },
  {
    name: 'into-traffic',
    cat: 'suicide',
    level: 'concern',
    firm: true,
    re: /\b(?:thinking|thought|thoughts|think|imagin\w*|want|wanna|tempted|urge|urges|keep|kept|wish|picture\w*|fantasi[sz]\w*|what if i|add|adding) (?:about |of |to |on )?(?:just )?(?:swerv|driv|drove|crash|steer|walk|step|jump|run|stepping|walking)\w* (?:my car |the car )?(?:\w+ ){0,4}?(?:into|in front of|off) (?:the |a |an )?(?:oncoming traffic|traffic|a tree|a wall|the river|the lake|the ocean|the sea|the water|a truck|a train|a bus|a car|the road|the bridge|the cliff|the roof|median|guardrail|guard rail|barrier|overpass|pole|embankment)\b/,
  },
  {
    name: 'others-better-off',
    cat: 'suicide',
    level: 'concern',
    re: /\b(?:my \w+|they|everyone|everybody|the world|people|my family|the kids|our kids|he|she) (?:would|will|are going to|is going to|are gonna) (?:all |honestly |really )?(?:be )?(?:so |much |way )?better off (?:with(?:out)? (?:me|(?:their|his|her) (?:dad|mom|father|mother) (?:raising|looking after|taking care))|alone|on (?:their|his|her) own|raising|if i)\b/,
  },
  {
    name: 'insurance-arrangements',
    cat: 'suicide',
    level: 'concern',
    re: /\b(?:life insurance|my will|beneficiar\w*|funeral (?:plan|costs|arrangements|expenses))\b/,
    // "does it still pay out to the kids no matter what the cause is?" (blind batch 29).
    with: /\b(?:covered|taken care of|provided for|in order|after i|when i am gone|paid up|will get|gets paid|pays? out|does it pay|suicide clause|no matter (?:what|how) (?:the )?(?:cause|it happens|happened)|no matter what|whatever the cause|any cause|cause of death)\b/,
    wide: true,
    wideUnless: true,
    unless:
      /\b(?:baby|born|married|wedding|mortgage|house|adult|advisor|enrollment|employer|new job|grandma|grandpa|grandmother|grandfather|dad died|mom died|passed)\b/,
  },
  {
    // "Caught myself looking up how high my balcony is." (blind batch 18, inside a message about a
    // reorg): a height looked up, which is a means thought of.
    name: 'height-looked-up',
    cat: 'suicide',
    level: 'concern',
    firm: true,
    re: /\b(?:look(?:ing|ed)? up|googl\w*|search(?:ing|ed)? (?:for )?|check(?:ing|ed)?|measur\w*|wonder(?:ing|ed)?) (?:how (?:high|tall|far (?:down|up)|many (?:floors|stories)) (?:up )?(?:my |the |that |this |our )?|the height of (?:my |the |that |this |our )?)(?:balcony|bridge|building|roof|rooftop|overpass|parking garage|window|cliff|apartment|dam|tower)\b/,
    unless:
      /\b(?:truck|rv|trailer|camper|clearance|moving|movers|couch|sofa|furniture|ladder|paint\w*|gutters?|lights|antenna|satellite|drone|photo\w*|kite|architect\w*|homework|project|school)\b/,
    wideUnless: true,
  },
  {
    // "more cat scratches tn 😶🩹 no cat" (blind batch 18): self-harm behind a pet that isn't there.
    name: 'cat-scratches-no-cat',
    cat: 'self_harm',
    level: 'concern',
    firm: true,
    re: /\bcat scratch(?:es)?\b/,
    with: /\b(?:no cat|not a cat|there is no cat|i (?:do not|dont|don't) (?:have|own) a cat|without a cat|(?:more|new|fresh) cat scratch(?:es)? (?:tonight|again|today))\b/,
    wide: true,
  },
  {
    // "on my way to the river now. made up my mind" (blind batch 17): on the way to a place of
    // danger, with the decision said.
    name: 'on-the-way-decided',
    cat: 'suicide',
    level: 'crisis',
    firm: true,
    re: /\b(?:on my way|heading|headed|driving|walking|going) (?:down |out |over )?(?:to|toward|towards) (?:the |that )?(?:river|bridge|tracks|train tracks|cliff|lake|ocean|dam|overpass|quarry|roof|rooftop|parking garage)\b/,
    with: /\b(?:made up my mind|my mind is made up|my decision is made|this is it|goodbye|tried talking|tried to talk|no turning back)\b/,
    wide: true,
    unless:
      /\b(?:fish\w*|kayak\w*|canoe\w*|swim\w*|camp\w*|hik\w*|picnic|fireworks|boat\w*|tubing|season|with (?:my|the) (?:kids|family|friends|dog|wife|husband))\b/,
    wideUnless: true,
  },
  {
    name: 'decided-how-it-ends',
    cat: 'suicide',
    level: 'concern',
    firm: true,
    re: /\b(?:decided|know|chosen|planned|figured out) (?:exactly )?(?:how|when) (?:it|this|everything|my life|my story|things) (?:ends|will end|is going to end|end)\b/,
  },
  {
    name: 'means-at-hand',
    cat: 'suicide',
    level: 'concern',
    firm: true,
    re: /\b(?:bottle of pills|pill bottles?|pills|rope|blade|razor|gun)\b(?: \w+){0,6} (?:and )?i (?:keep|cannot stop|can not stop|just keep) (?:thinking|looking|staring|wondering)\b|\b(?:pills|rope|blade|gun) (?:\w+ ){0,3}?(?:keeps|keep) calling (?:me|to me)\b/,
  },
  {
    name: 'withdrawal-arrangements',
    cat: 'suicide',
    level: 'concern',
    re: /\bdelet\w* (?:all )?(?:of )?my (?:social media|accounts|profiles|instagram|facebook|tiktok|photos|messages)\b/,
    with: /\b(?:letters?|goodbye|gave away|giving away|note|will not need|for good|to everyone|last)\b/,
    wide: true,
  },
  // ── Final arrangements and goodbyes ─────────────────────────────────────────────────────────
  {
    name: 'giving-away',
    cat: 'suicide',
    level: 'concern',
    re: /\b(?:giv|gave)\w* (?:away )?(?:all )?(?:of )?my (?:\w+ )?(?:things|stuff|belongings|possessions|clothes|games|books|jewelry|jewellery|guitar|collection|plants|savings)\b/,
    with: /\b(?:remember me|will not need|wont need|do not need (?:them|it) anymore|for good|forever|so they have|after i am gone|one last|no use for|anymore|where i am going)\b/,
  },
  {
    // "he's been 'making arrangements' and asked if I'd take his cat" (blind batch 10); "she's
    // 'ready to meet Jesus' and asked if I'd take her cat. She's 40 and healthy" (batch 15).
    name: 'other-rehoming-pet',
    firm: true,
    cat: 'someone_else',
    level: 'concern',
    others: true,
    re: /\b(?:asked|asking|asks|wants|wanted|begged) (?:me )?(?:if|whether|to) (?:i (?:would|could|can|will|d) )?(?:take|keep|look after|adopt) (?:his|her|their) (?:cat|dog|pets?|kitten|puppy|bird|fish|kids?|plants?)\b/,
    with: /\b(?:ready to (?:meet (?:jesus|god|the lord|my maker|her maker|his maker|their maker)|go home to (?:jesus|god|the lord)|be with (?:jesus|god|the lord))|making arrangements|arrangements|affairs in order|giv\w* (?:\w+ )?(?:stuff|things) away|gave (?:\w+ )?(?:stuff|things) away|said goodbye|saying goodbye|(?:will not|wont|not going to) need|for good|forever|if anything happens|after (?:he|she|they) (?:is|are) gone|no longer|tired of living|not be around)\b/,
    wide: true,
    unless:
      /\b(?:vacation|holiday|trip|travel\w*|moving|move|deploy\w*|surgery|hospital stay|visit\w*|weekend|for a (?:week|month|few)|rehab|new job|allerg\w*|landlord|lease|apartment)\b/,
    wideUnless: true,
  },
  {
    // "Saw cuts on my daughter's forearm", "My dad's been giving away his tools and fishing gear
    // since Mom died" (blind batch 11): someone else's signs, noticed by the one who cares.
    name: 'other-signs-noticed',
    cat: 'someone_else',
    level: 'concern',
    others: true,
    re: /\b(?:saw|see|seen|noticed|found|spotted) (?:\w+ ){0,2}?(?:cuts|scars|burns|marks|scratches|bandages) on (?:my |her |his |their |our )?(?:\w+ ){0,2}?(?:arms?|forearms?|wrists?|legs?|thighs?|hips?|stomach)\b|\b(?:he|she|they|my \w+) (?:\w+ ){0,2}?(?:giving away|gave away|has been giving|is giving) (?:all )?(?:of )?(?:his|her|their) (?:\w+ ){0,3}?(?:stuff|things|tools|belongings|gear|guns|clothes|books|collection|records|jewelry)\b/,
    unless: /\b(?:moving|downsiz\w*|declutter\w*|yard sale|garage sale|estate sale|nursing home|assisted living|cat scratches|cat)\b/,
    wideUnless: true,
  },
  {
    // "guy in my recovery group didn't show up and texted 'sorry I couldn't do it anymore'. nobody
    // can reach him" (blind batch 28): last words sent, and no answer since.
    name: 'other-last-words-unreachable',
    cat: 'someone_else',
    level: 'crisis',
    others: true,
    re: /\b(?:texted|text|sent|messaged|posted|wrote|said|called (?:me )?(?:to say|and said)|left (?:a )?(?:voicemail|message)) (?:me |us |everyone )?(?:\w+ ){0,4}?(?:goodbye|thank you for everything|thanks for everything|take care of (?:my|the) \w+|i am done|im done|(?:cannot|cant|could not|couldnt) (?:do (?:it|this)|keep going|go on) anymore|it is over|its over)\b/,
    fixed: true,
    unless:
      /\b(?:quit|quitting|resign\w*|last day|new job|two weeks notice|fired|done with (?:this|that|the|my) (?:place|job|shift|class|semester|work|project|team|company|game))\b/,
    wideUnless: true,
    with: /\b(?:(?:nobody|no one|none of us) (?:can|could) (?:reach|find|get (?:a hold of|ahold of|through to)) (?:him|her|them)|(?:not|is not|isnt|wont|will not|stopped) (?:answering|picking up|responding|replying)|phone (?:is )?(?:off|dead|going straight to voicemail)|(?:cannot|cant|could not|couldnt) (?:reach|find) (?:him|her|them)|location is (?:off|down by|at)|missing)\b/,
    wide: true,
  },
  { name: 'remember-me', cat: 'suicide', level: 'concern', re: /\bremember me by\b|\bremember me (?:when|after|once) i am gone\b/ },
  {
    name: 'letters-just-in-case',
    cat: 'suicide',
    level: 'concern',
    // "can you help me word a letter to my mom. kind of a goodbye one… since it'll be the last"
    // (blind batch 29).
    re: /(?:^ ?|\bi (?:\w+ ){0,3}?|\bhelp me (?:to )?)(?:wrote|writing|write|written|left|leaving|recorded|recording|made|making|word|draft|compose) (?:\w+ ){0,2}?(?:letters?|notes?|messages?|videos?) (?:to|for) |\bgoodbye (?:letters?|notes?|messages?|videos?|posts?)\b|\b(?:letters?|notes?) (?:saying|to say) goodbye\b/,
    with: /\b(?:just in case|in case something happens|for (?:after|when|if) i|to read (?:after|when)|saying goodbye|to say goodbye|goodbye|so they (?:know|understand)|explaining why|explain why|when i am gone|after i am gone)\b/,
    unless:
      /\b(?:surgery|operation|deployment|deployed|trip|moving|move|retir\w*|new job|leaving (?:the|my) (?:company|job|team|school)|last day|farewell|class project|future self|graduat\w*|coworkers?|colleagues?|team)\b/,
  },
  {
    // "help me word a letter to my mom. kind of a goodbye one. … since it'll be the last" (blind batch 29).
    name: 'goodbye-one',
    cat: 'suicide',
    level: 'concern',
    re: /\b(?:a|the) (?:goodbye|farewell|final) (?:one|kind)\b/,
    with: /\b(?:letters?|notes?|messages?|videos?|emails?|texts?)\b/,
    wide: true,
    unless:
      /\b(?:surgery|operation|deploy\w*|trip|moving|move|retir\w*|new job|company|job|team|school|class|last day|coworkers?|colleagues?|graduat\w*|wedding|vacation|visit\w*|hospice|dying|funeral|memorial|passed away|died)\b/,
    wideUnless: true,
  },
  {
    name: 'affairs-in-order',
    cat: 'suicide',
    level: 'concern',
    firm: true,
    re: /\b(?:handle|deal with|take care of|sort out|sort) (?:everything|things|it all|my stuff|my things) (?:after|when i|once i)|\b(?:after|when|once) i am gone\b|\b(?:my |all )?(?:affairs|everything|things|(?:my |his |her |their )?papers) (?:is |are )?(?:all )?in order\b(?! (?:to|for)\b)/,
    unless: /\b(?:vacation|trip|travel\w*|surgery|baby|wedding|moving|move|deployment|conference|maternity|paternity)\b/,
  },
  // The thoughts back, named only by "they" or "those thoughts" after an attempt told earlier
  // ("after my attempt in 1988 those thoughts never came back, until Harold died; now they visit me").
  {
    name: 'thoughts-returned',
    back: true,
    cat: 'suicide',
    level: 'concern',
    re: /\b(?:those|these|the|my|dark|old) thoughts (?:(?!never\b|not\b)\w+ ){0,2}?(?:visit me|are back|came back|come back|have come back|returned|have returned|started again|started coming back)\b|\bnow they (?:visit|come|are back|came back|have come back)\b|\bthey(?: have| are|ve|re) (?:come|coming|crept|creeping) back\b/,
    with: /\b(?:attempt\w*|suicid\w*|kill myself|end (?:it|my life)|wanted to die|want to die|overdos\w*|(?:really |very |so )?dark thoughts)\b/,
    wide: true,
  },
  // "I used to think about driving into the median every day. That went away for about a year.
  // It started again after the layoff." (blind batch 8): the risk told as past, then said to be back.
  {
    name: 'past-risk-back',
    cat: 'suicide',
    level: 'concern',
    fixed: true,
    re: /\b(?:it|they|that|those|the thoughts?|the urges?) (?:has |have |is |are )?(?:started|starting|came|come|coming|crept|creeping) (?:back|again|up again)\b|\b(?:it|they) (?:is|are) back\b|\b(?:it is |it has |it's |its )?all (?:started |starting )?(?:coming|came|come|creeping|crept) back\b(?! to (?:me|you|him|her|us|them)\b)/,
    with: /\b(?:driv\w* (?:\w+ )?into|steer\w* into|kill(?:ing)? myself|suicid\w*|end(?:ing)? (?:it|my life)|(?:wanting|want|wanted) to die|not (?:wanting|want|wanted) to (?:live|be here|be alive)|cutting|cut myself|self harm|hurt(?:ing)? myself|overdos\w*|(?:my |an |the )?(?:suicide )?attempt(?! at\b))\b/,
    wide: true,
  },
  // "Five years ago I tried to end my life. Tonight I want to try again.": an attempt told, then
  // another wanted, is no story of the past.
  {
    name: 'attempt-again',
    cat: 'suicide',
    level: 'crisis',
    firm: true,
    re: /\b(?:want|wanna|going|gonna|planning|ready|about|need) to (?:try|do it) again\b(?! (?:with|at|for|in|on|next|when|after|once|and|but)\b)|\b(?:try|trying|do it) again (?:tonight|today|soon|this time|for real)\b/,
    with: /\b(?:tried to (?:kill myself|end (?:it|my life)|take my (?:own )?life)|(?:suicide|my) attempt\b(?! (?:at|on)\b)|overdos\w*|suicid\w*|kill(?:ing)? myself|end(?:ing)? my life)\b/,
    wide: true,
  },
  // Blind batch 23: "if a bus hit me on my way to the call center tomorrow I'd say thank you",
  // "meal prep or just quietly stop existing. leaning toward option 2", "catchin the last train
  // outta life soon".
  {
    name: 'welcome-an-accident',
    cat: 'suicide',
    level: 'concern',
    re: /\bif (?:a|the|some) (?:\w+ )?(?:bus|car|truck|train|semi|drunk driver) (?:hit|hits|ran over|runs over|took) me\b[^.!?]{0,80}\b(?:thank|thanks|relief|relieved|wouldn'?t mind|would not mind|glad|grateful|welcome it|not (?:even )?(?:mad|upset|sad))\b|\b(?:wouldn'?t|would not) (?:even )?mind (?:if )?(?:a|the|some) (?:\w+ )?(?:bus|car|truck|train) (?:hit|hitting|ran over|running over) me\b/,
  },
  {
    name: 'stop-existing',
    cat: 'suicide',
    level: 'concern',
    re: /\b(?:i|me|to|or|just|quietly|simply|wanna|want to|gonna) (?:\w+ )?stop(?:ped)? existing\b/,
  },
  {
    name: 'way-out-of-life',
    cat: 'suicide',
    level: 'concern',
    re: /\b(?:last|final|next|early) (?:train|bus|flight|ride|exit|ticket) (?:out of|outta|off|from) (?:this )?(?:life|here|world|earth)\b|\b(?:check|tap|bow|log|opt) (?:out )?(?:out of|outta) (?:this )?life\b/,
  },
  // "might need a grippy sock vacation lol. been havin the s word thoughts hardcore" (blind batch
  // 22): "the s word" for suicide, and a psychiatric ward's grippy socks.
  {
    name: 's-word',
    cat: 'suicide',
    level: 'concern',
    firm: true,
    re: /\b(?:the )?s[\s-]?word (?:thoughts?|ideas?|urges?|stuff|feelings?)\b|\b(?:thinking|thinkin|thought|thoughts) (?:about|abt|of) (?:the )?s[\s-]?word\b|\bgrippy socks? (?:vacation|vacay|jail|hotel|era|time|trip|resort)\b/,
  },
  // "you ever look at the river on your commute and think 'hmm, looks comfy' lol. I think that every
  // morning now" (blind batch 22): a place to die found inviting, again and again.
  {
    name: 'drawn-to-the-place',
    cat: 'suicide',
    level: 'concern',
    firm: true,
    re: /\b(?:river|lake|water|bridge|tracks|train|ocean|sea|ledge|edge|cliff|traffic|highway|overpass)\b[^.!?]{0,60}\b(?:looks?|looking|seems?) (?:so |real |really |kinda |kind of |pretty )?(?:comfy|cozy|inviting|tempting|peaceful|welcoming)\b/,
    with: /\b(?:every (?:morning|day|night|time|single day)|lately|more and more|keep thinking|i think that|each (?:morning|day|time)|now)\b/,
    wide: true,
    unless:
      /\b(?:swim\w*|kayak\w*|canoe\w*|paddl\w*|fish\w*|boat\w*|sail\w*|surf\w*|dip|beach day|picnic|camp\w*|hike|hiking|vacation|photo\w*|paint\w*)\b/,
    wideUnless: true,
  },
  // "Felt like I needed to tell them I love them while I still could."
  {
    name: 'goodbyes-while-i-can',
    cat: 'suicide',
    level: 'concern',
    // "told all my friends i love them today, one by one… wanted them to hear it while i can" (blind batch 29).
    re: /\bwhile i (?:still )?(?:can|could|have the chance|had the chance|have time)\b/,
    with: /\b(?:(?:tell|told|telling|say|said|saying|text|texted|texting|call|called|calling|message|messaged|wrote|write|writing) (?:them|him|her|everyone|everybody|(?:all )?my \w+(?: and my (?:\w+ ){0,2}\w+)?) (?:that )?i love (?:them|him|her|you)|goodbye|goodbyes|thank(?:ed)? (?:them|everyone|everybody))\b/,
    wide: true,
    unless: /\b(?:deploy\w*|moving|move|trip|surgery|before (?:i|we) (?:leave|go|move)|grandma|grandpa|hospice|dying|terminal|visit\w*)\b/,
    wideUnless: true,
  },
  // "I've been quietly keeping back some of my oxycodone each week, so I have it if things go downhill."
  {
    name: 'stockpiling-medication',
    cat: 'suicide',
    level: 'concern',
    // A means kept back: the learned layer's reading of a long message around it never clears it
    // ("been stockpiling my sleep meds just in case", between football and a formal: blind batch 31).
    firm: true,
    re: re(
      `\\b${KEPT_BACK} (?:\\w+ ){0,4}?${STOCKPILED}\\b|\\benough (?:\\w+ )?(?:pills|meds|medication|sleeping pills|painkillers) (?:saved|stashed|stockpiled|put aside|set aside|hidden)\\b`,
    ),
    // "stockpiling my trazodone for a reason I don't want to say", "enough meds saved up to open my
    // own pharmacy 💊 or to do something dumber with them" (blind batch 28).
    with: /\b(?:just in case|in case|if things|if it gets|if i need|when the time|for when|for later|so i have|secret\w*|quietly|no one knows|nobody knows|hidden|hide|hiding|each week|every week|each month|every month|a way out|my exit|(?:a|the) reason i (?:do not|dont|would rather not|cannot|cant) (?:want to )?(?:say|tell|explain)|(?:something|anything) (?:dumb|dumber|stupid|stupider|permanent|drastic)|enough (?:to|for))\b/,
    wide: true,
    unless:
      /\b(?:pharmacy (?:is|was) closed|refill|run out|running out|travel\w*|trip|hurricane|storm|insurance (?:lapse|change)|shortage|recall|dispose|disposal|take back)\b/,
    wideUnless: true,
  },
  // An injury explained away ("told the ER doc I slipped… I didn't slip").
  {
    name: 'injury-explained-away',
    cat: 'self_harm',
    level: 'concern',
    re: /\bi did not (?:slip|fall|trip|walk into)\b|\bit (?:was not|was never|is not) an accident\b/,
    with: /\b(?:stitches|cuts?|scars?|bandage\w*|burns?|wounds?|er|doc|doctor|nurse|bleed\w*|bruises?)\b/,
    wide: true,
  },
  {
    name: 'rehoming-pet',
    cat: 'suicide',
    level: 'concern',
    re: /\b(?:gave|giving|give|given|found|finding|find|rehom\w*) (?:away )?my (?:cat|dog|pets?|kitten|puppy|fish|bird|rabbit|hamster|horse)s?\b/,
    with: /\b(?:cancel\w*|goodbye|will not need|wont need|will not be|anymore|ready|last|for good|forever|someone to take care)\b/,
    unless: /\b(?:allerg\w*|landlord|lease|apartment|moving|move|no pets|new baby)\b/,
  },
  {
    name: 'last-night',
    cat: 'suicide',
    level: 'concern',
    re: /\b(?:feels?|felt|feeling) like (?:my|the) (?:last|final) (?:night|day|time|week|goodbye)(?! (?:in|at|of|before|with|on|here|there)\b)/,
  },
  // ── Means in view (reported as suicide concern, never as means) ─────────────────────────────
  {
    // "Last night I sat out in the truck with the pistol for a long while. Then I went in and
    // watched the Cowboys lose." (blind batch 22, buried in a message about bills): sitting alone
    // with a gun, for a long time, is a means thought of, whatever comes after it.
    name: 'sat-with-a-gun',
    cat: 'suicide',
    level: 'concern',
    firm: true,
    // "keep looking at the .308 behind the seat and thinking about it" (blind batch 28).
    re: /\b(?:sat|sitting|sit|stayed|was|been) (?:\w+ ){0,4}?with (?:the|my|a|his|her|dad'?s|grandpa'?s) (?:pistol|gun|handgun|revolver|rifle|shotgun|glock)\b|\b(?:look|looking|looked|stare|staring|stared|keep eyeing|eyeing) at (?:the|my|that|dad'?s|grandpa'?s) (?:\.?(?:22|38|45|308|30-06|270|9mm|12 gauge)|pistol|gun|handgun|revolver|rifle|shotgun|glock)\b/,
    with: /\b(?:for (?:a )?(?:long (?:while|time)|hours|a while|ages)|all night|in (?:my|the) (?:lap|hand|mouth)|loaded|alone|in the dark|thinking|just holding)\b/,
    unless:
      /\b(?:hunt\w*|deer|duck|elk|turkey season|tree ?stand|(?:deer|duck) blind|range|(?:hunting|opening|rifle|bow|archery) season|season opener|opening day|clean\w*|class|target|competition|holster|carry|permit|safe(?:ty)? course|coyotes?|hogs?|bear)\b/,
    wideUnless: true,
  },
  {
    // "last night i sat with the pills in my hand for a long time. anyway can you make me a
    // schedule" (blind batch 24, buried in a study plan): pills or a blade held a long time alone
    // is a means thought of, as a gun is above.
    name: 'sat-with-pills',
    cat: 'suicide',
    level: 'concern',
    firm: true,
    re: /\b(?:sat|sitting|sit|stayed|was|been) (?:\w+ ){0,4}?with (?:the|my|a|all the|all my|a bottle of|a handful of|those|these) (?:pills|tablets|meds|pill bottle|bottle of pills|blade|razor|razor blade)\b/,
    with: /\b(?:for (?:a )?(?:long (?:while|time)|hours|a while|ages)|all night|in (?:my|the) (?:lap|hand|hands|palm)|alone|in the dark|thinking|just holding|counting)\b/,
    unless:
      /\b(?:pill organi[sz]er|pillbox|sort\w*|pharmac\w*|refill\w*|prescri\w*|swallow(?:ing)? pills is hard|cannot swallow|can not swallow|gag\w*)\b/,
    wideUnless: true,
  },
  {
    name: 'staring-at-means',
    cat: 'suicide',
    level: 'concern',
    firm: true,
    re: /\b(?:keep|kept|been|was|am|sat|sit|sitting|stood|standing|just|i) (?:\w+ ){0,2}?(?:staring|looking|gazing|thinking) (?:at|about) (?:the |my |those |these |all the |all my |a )?(?:pills|pill bottles?|bottle of pills|meds|rope|blade|blades|razor|razors|gun|bridge|tracks|train tracks|ledge|edge|roof|medicine cabinet)\b/,
  },
  {
    name: 'drawn-to-place',
    cat: 'suicide',
    level: 'concern',
    firm: true,
    re: /\b(?:driv|walk|go|went|going)\w* (?:past|by|over|to|across|up to) (?:the |that |a )?(?:bridge|tracks|train tracks|cliff|overpass|edge|roof|ledge)\w* (?:\w+ ){0,3}?(?:slow\w*|stop\w*|think\w*|again|every day|and look\w*|wonder\w*|tempt\w*|lean\w*|stare\w*|star\w*)\b|\b(?:at|on|to|near|standing on|sitting on) (?:the )?(?:edge|ledge) of (?:the |a |this |that )?(?:roof|bridge|building|cliff|platform|balcony|overpass|parking garage)\b/,
    unless: /\b(?:view|sunset|sunrise|photo|pictures?|hike|hiking|tour|vacation|trip|beautiful|amazing|fireworks)\b/,
  },
  {
    // "sitting on the ledge of the parking garage roof right now, 9 floors up": at the edge of a
    // height now is danger now, whatever the learned layer reads (0.94 after the batch 13 retrain).
    name: 'at-the-edge-now',
    cat: 'suicide',
    level: 'crisis',
    also: ['danger_now'],
    re: /\b(?:sitting|standing|sat|stood|perched|leaning|hanging)\b(?: \w+){0,3}? (?:ledge|edge|railing|rail|wrong side of the (?:railing|rail|fence|barrier)|parapet)\b/,
    with: /\b(?:right now|rn|now|tonight|tonite|(?:\d+|\w+) (?:floors?|stories|storeys|feet|ft|meters) (?:up|down|high|below)|looking down|below me|the drop)\b/,
    wide: true,
    unless:
      /\b(?:view|sunset|sunrise|photos?|pictures?|selfie|hike|hiking|tour|vacation|trip|beautiful|amazing|fireworks|bar|drinks|patio|picnic|gutters?|shingles|repair\w*|roofer|harness|climbing gym|bouldering|pool|dock|bed|couch|sofa|seat|desk|bathtub|tub|counter|bathroom|kitchen)\b/,
    wideUnless: true,
  },
  {
    // "if they fire me friday im coming back with something and making everybody in that office
    // pay" (blind batch 14): a threat to return armed, with a grievance.
    name: 'coming-back-armed',
    cat: 'harm_to_others',
    level: 'crisis',
    others: true,
    re: /\b(?:coming|come|going|go|walk|walking|showing|show|bring|bringing) (?:back |up |in |back in )?(?:there |in there )?with (?:something|a gun|my gun|the gun|a weapon|a knife|my rifle|my shotgun)\b/,
    with: /\b(?:pay|regret|sorry|everybody|everyone|all of them|office|school|work|fire me|fired|class|they will see|they ll see)\b/,
    wide: true,
    unless:
      /\b(?:receipt|coffee|donuts|pizza|cake|cookies|paperwork|documents|proof|evidence|lawyer|union|note|flowers|gift|snacks|food|lunch|resume|résumé|references|party|potluck|surprise|treat|present|love it)\b/,
    wideUnless: true,
  },
  {
    // "bought a hunting knife today with my ex's new boyfriend in mind. haven't decided yet if
    // I'll use it." (blind batch 10).
    name: 'weapon-for-someone',
    cat: 'harm_to_others',
    level: 'crisis',
    others: true,
    re: /\b(?:bought|got|buying|getting|ordered|sharpened|sharpening|loaded|loading|carry\w*|brought|keeping|kept) (?:a |an |my |the |some |myself a )?(?:\w+ )?(?:knife|gun|pistol|handgun|rifle|shotgun|bat|machete|axe|hatchet|crossbow|ammo|bullets|taser)\b/,
    with: /\bwith (?:him|her|them|(?:my|his|her|their) (?:\w+ ){1,3}?)in mind\b|\b(?:have not|not) decided (?:yet )?(?:if|whether) (?:i will|ill|i would|to) use it\b|\bif (?:he|she|they) (?:ever )?(?:shows? up|comes? (?:back|near|around)) again\b|\b(?:teach|make) (?:him|her|them|\w+) (?:a lesson|pay)\b|\bnot saying i (?:will|ll|am going to) use it\b|\b(?:humiliat\w*|bull(?:y|ies|ied|ying)|disrespect\w*|had enough of (?:him|her|them))\b/,
    wide: true,
    unless:
      /\b(?:deer|hunting season|hunting trip|fishing|camping|chef|kitchen|recipe|cooking|steak|baseball|softball|little league|range day|target practice)\b/,
    wideUnless: true,
  },
  {
    // "I bought charcoal and duct tape today and I know exactly what I'm doing with them tonight
    // once my roommate leaves" (blind batch 10): means got, a time, and a purpose not said.
    name: 'means-and-time',
    cat: 'suicide',
    level: 'crisis',
    also: ['danger_now'],
    re: /\b(?:bought|got|picked up|ordered|have|collected|saved up) (?:\w+ ){0,3}?(?:charcoal|rope|hose|duct tape|tape|pills|gun|bullets|razor blades?|noose|helium|rat poison|a ladder)\b/,
    with: /\b(?:know (?:exactly )?what i am (?:doing|going to do) with|what (?:they are|it is) for|once (?:\w+ ){0,3}?(?:leaves?|is asleep|goes to sleep|is gone|are gone)|when (?:\w+ ){0,3}?(?:leaves?|is asleep|are asleep|goes out)|nobody will be (?:home|here|around)|tonight is the night|it ends tonight)\b/,
    wide: true,
    unless:
      /\b(?:grill\w*|bbq|barbecue|cookout|smok\w*|camping|climbing|boat|sailing|hunting season|range|garden|moving boxes|packing|craft|project|for work|balloons?|party)\b/,
    wideUnless: true,
  },
  {
    // "the blister popped and now it's white and leathery in the middle and I can't feel it"
    // (blind batch 10): a deep burn, whatever caused it, needs care now.
    name: 'deep-burn',
    cat: 'medical_emergency',
    level: 'crisis',
    others: true,
    re: /\bburn(?:ed|t|s|ing)?\b/,
    with: /\b(?:white and leathery|leathery|charred|(?:can not|cannot|can ?t) feel (?:it|anything|the skin)|no feeling in|skin (?:is )?(?:white|black|peeling off in sheets)|blackened)\b/,
    wide: true,
    unless: /\b(?:sunburn|toast|dinner|food|pan|steak|rice|cookies|cd|dvd|calories)\b/,
    wideUnless: true,
  },
  {
    // "parked on the top level of the parking garage downtown. gonna do it when the sun comes up"
    // (blind batch 10): "do it" with a time, where a place of height or a means is named.
    name: 'do-it-there',
    cat: 'suicide',
    level: 'crisis',
    also: ['danger_now'],
    re: /\b(?:gonna|going to|will) (?:just )?(?:do it|end it|jump)\b(?= (?:tonight|today|when|at|before|after|once|this|in the morning))/,
    with: /\b(?:top (?:level|floor|deck)|roof|rooftop|parking (?:garage|structure|deck)|bridge|ledge|overpass|train tracks|cliff|pills|rope|gun|charcoal)\b/,
    wide: true,
    unless: /\b(?:photos?|pictures?|sunrise shoot|proposal|propose|hike|hiking|fireworks|swim|bungee|skydiv\w*|cliff div\w*|pool)\b/,
    wideUnless: true,
  },
  {
    // "took the first handful already. gonna do the rest after this song ends", "already took some
    // of them and im going to finish the rest of the bottle" (blind batches 12 and 13): an overdose
    // under way, told in halves. Danger now, whatever the learned layer reads (one read 0.32).
    name: 'overdose-under-way',
    cat: 'suicide',
    level: 'crisis',
    also: ['danger_now', 'medical_emergency'],
    re: /\b(?:took|taken|swallowed|downed|popped|taking|swallowing) (?:\w+ )?(?:the first |a first |some |half |half of |a few |most |a couple |a bunch )?(?:handful|of them|of (?:the|my) (?:pills|bottle|tablets|meds|sleeping pills|painkillers)|(?:my|the|his|her) (?:pills|tablets|meds|sleeping pills|painkillers|pill bottle|bottle))\b/,
    with: /\b(?:the rest|rest of (?:the|them|it|my)|finish (?:the|them|it|off)|the others|the remaining|whole bottle|all of them|another handful|the second handful|more (?:now|after|in a))\b/,
    wide: true,
    unless:
      /\b(?:cookies|cupcakes|kids|boxes|dogs|plants|photos|guests|party|class|students|leftovers|seeds|samples|laundry|groceries|bags|chairs|puppies|kittens|test|exam|questions|courses|classes|antibiotics?|course of|as prescribed|prescribed|doctor said|pharmacist)\b/,
    wideUnless: true,
  },
  {
    // "sent my last texts. phone's at 4%. walking into the lake when it dies" (blind batch 12):
    // walking into water with a countdown or a goodbye is an attempt being set in motion.
    name: 'into-the-water',
    cat: 'suicide',
    level: 'crisis',
    also: ['danger_now'],
    re: /\b(?:walk|walking|wade|wading|swim|swimming|go|going|head|heading|drive|driving) (?:out )?(?:in ?to|out into) (?:the )?(?:lake|river|ocean|sea|water|waves|surf|bay|current)\b/,
    with: /\b(?:tonight|tonite|when (?:it|this|the \w+) (?:dies|ends|is over|goes)|last (?:texts?|messages?|call|time)|goodbye|bye|not coming back|never coming back|keep (?:walking|going)|until i|weights?|rocks|stones|pockets|be done|its time|it is time)\b/,
    wide: true,
    unless:
      /\b(?:swimsuit|wetsuit|fishing|kayak\w*|canoe|paddle\w*|baptism|baptized|polar (?:bear )?plunge|cold plunge|beach day|lifeguard|surfing|snorkel\w*|dive|diving|with (?:the|my) (?:kids|dog|family|friends))\b/,
    wideUnless: true,
  },
  {
    // "Everything is ready. The date is my birthday, Friday. Already gave the dog to my sister"
    // (blind batch 12): everything ready, with a date or arrangements made for after.
    name: 'everything-ready',
    cat: 'suicide',
    level: 'crisis',
    also: ['danger_now'],
    re: /\b(?:everything|it all|all of it)(?: is|s)? (?:ready|set|in place|arranged|sorted|taken care of|in order)\b/,
    with: /\b(?:the date is|picked (?:a|the) (?:date|day)|set (?:a|the) (?:date|day)|gave (?:the|my) (?:dog|cat|pets?|bird|fish)|(?:dog|cat|pets?) (?:is|are) (?:taken care of|going to|with)|goodbye|my notes?|the notes?|letters? (?:are|is) (?:written|done)|my will|insurance|last (?:texts?|messages?))\b/,
    wide: true,
    unless:
      /\b(?:party|wedding|trip|move|moving|launch|event|shower|dinner|guests|presentation|exam|interview|surgery|vacation|flight|packing|bags|baby|weekend away|dog sitter|boarding|kennel|while (?:i am|we are|im) (?:away|gone)|honeymoon|road trip|cruise|closing|escrow|lawyer|attorney|estate plan\w*)\b/,
    wideUnless: true,
  },
  {
    // "saved up about 60 of my sleeping pills. tonight after my roommate leaves" (blind batch 14):
    // medication kept back, with a time.
    name: 'stockpile-and-time',
    cat: 'suicide',
    level: 'crisis',
    also: ['danger_now'],
    re: /\b(?:saving|saved|saved up|stockpil\w*|hoard\w*|put aside|set aside|stash\w*|collected|been collecting|kept|been keeping) (?:\w+ ){0,4}?(?:pills|meds|medication|oxycodone|oxy|opioids|painkillers|sleeping pills|xanax|insulin|tablets|percocet|vicodin|hydrocodone|morphine|tramadol|ambien|klonopin|valium)\b/,
    with: /\b(?:tonight|tonite|tomorrow|this weekend|after (?:\w+ ){0,3}?(?:leaves?|is asleep|goes (?:to bed|out|to work)|shift)|once (?:\w+ ){0,3}?(?:leaves?|is asleep|is gone)|when (?:\w+ ){0,3}?(?:leaves?|is asleep|is gone))\b/,
    wide: true,
    unless: /\b(?:pharmacy|refill|run out|running out|travel\w*|trip|hurricane|storm|shortage|dispose|disposal|take back)\b/,
    wideUnless: true,
  },
  {
    // "I've been stockpiling my hydrocodone for when I decide I'm done" (blind batch 30, buried
    // between a bake sale and chickens; a youth trip in the same message cleared the concern above).
    name: 'stockpile-for-the-end',
    cat: 'suicide',
    level: 'crisis',
    firm: true,
    re: re(`\\b(?:saved up|been collecting|been keeping|${KEPT_BACK.slice(3, -1)}) (?:\\w+ ){0,4}?${STOCKPILED}\\b`),
    with: /\b(?:for when i (?:decide|am done|have had enough|am ready|cannot (?:take|do) (?:it|this))|when i decide i am done|to end (?:it|things|my life)|(?:a|my) way out|my exit|for the (?:end|day i))\b/,
  },
  {
    // "me and the rifle are out by the stock tank. wife doesnt know. wanted to say it out loud to
    // something first" (blind batch 30): alone with a gun, in secret.
    name: 'alone-with-a-gun',
    cat: 'suicide',
    level: 'crisis',
    also: ['danger_now'],
    re: /\bme and (?:the|my) (?:rifle|gun|pistol|shotgun|revolver|handgun|glock|\d{2,3})\b|\b(?:sitting|out|parked|alone|here) (?:\w+ ){0,4}?with (?:the|my|a|dad'?s) (?:loaded )?(?:rifle|gun|pistol|shotgun|revolver|handgun)\b/,
    with: /\b(?:(?:wife|husband|nobody|no one|kids|family|mom|dad|anyone) (?:does not|doesnt|do not|dont) know|say it out loud|one last|goodbye|tonight|loaded|before i|first|talk me)\b/,
    wide: true,
    unless: /\b(?:hunt\w*|range|coyotes?|deer|elk|target|cleaning|predators?|snakes?|varmints?|season)\b/,
    wideUnless: true,
  },
  {
    // "Wrote a letter to each of the grandkids this week and told them things I never said out
    // loud. Sealed them up. Feels finished." (blind batch 30): goodbyes written, the work done.
    name: 'letters-to-everyone',
    cat: 'suicide',
    level: 'concern',
    firm: true,
    re: /\b(?:wrote|written|writing|finished) (?:a )?(?:letters?|notes?) (?:to|for) (?:each of |all of |every one of |each one of )?(?:my |the )?(?:kids|grandkids|children|grandchildren|family|everyone|everybody|each|sons|daughters)\b/,
    with: /\b(?:sealed|feels? (?:finished|done|complete)|it is finished|all done|said everything|never said|in case|when i am gone|goodbye|one last)\b/,
    wide: true,
    unless: /\b(?:christmas|birthday|thank you|graduation|pen pal|time capsule|deploy\w*|camp|valentine)\b/,
    wideUnless: true,
  },
  {
    // "Rope's up in the closet. I tested the bar, it holds." (blind batch 14): a means set up and
    // tried; "rope's tied up in the barn. sitting on a bale finishing my last smoke" (batch 15).
    name: 'means-set-up',
    cat: 'suicide',
    level: 'crisis',
    also: ['danger_now'],
    re: /\b(?:rope|noose|cord|belt|extension cord)(?: is|s)? (?:\w+ ){0,2}?(?:up|tied|hung|hanging|ready|set up|in place)\b|\b(?:tied|hung|set up) (?:the |a |my )?(?:rope|noose)\b/,
    with: /\b(?:tested|it holds|will hold|holds my weight|hold my weight|the bar|the beam|the hook|the rafter|do not try|dont try|talk me out|goodbye|tonight|ready|(?:my )?last (?:smoke|cigarette|cig|drink|beer|prayer|look|sunset|song|text))\b/,
    wide: true,
    unless:
      /\b(?:climbing|hammock|swing|tire swing|clothesline|boat|kayak|tent|pull-?ups?|gym|workout|curtain|plants?|moving|truck|tie-?down|halloween|decoration|decorations|costume|haunted|prop|dog|leash|christmas lights|tarp)\b/,
    wideUnless: true,
  },
  {
    // "hose is in the window, garage door down, engine's running. starting to feel kinda sleepy"
    // (blind batch 15) and "sitting in the car in the garage with the engine running" (batch 14):
    // exhaust in a closed space, under way.
    name: 'exhaust-under-way',
    cat: 'suicide',
    level: 'crisis',
    also: ['danger_now', 'medical_emergency'],
    re: /\bengine(?: is|s)? (?:still )?(?:running|on|idling)\b(?! (?:rough\w*|fine|well|smooth\w*|hot|great|bad\w*|weird\w*|loud\w*|lean|rich|light))|\b(?:hose|tube|pipe) (?:is |taped |running )?(?:in|through|into|from|to) (?:the )?(?:\w+ )?(?:window|tailpipe|exhaust)\b/,
    with: /\b(?:garage|hose|tube|tailpipe|exhaust)\b/,
    wide: true,
    unless:
      /\b(?:mechanic|oil change|jump ?start\w*|battery|warm(?:ing)? (?:it |the car |her |him )?up|defrost\w*|remote start|check engine|noise|leak\w*|dealership|drive-?thru|drive through|car wash|waiting (?:for|in|outside)|pick(?:ing)? (?:\w+ )?up|parking lot|vacuum\w*|garden hose|aquarium|fish tank|dryer vent|quot\w*|repair\w*|shop|service|estimate)\b/,
    wideUnless: true,
  },
  {
    // "on the roof of my building rn. 11 floors." and "Im on the tracks behind the walmart. train
    // comes thru at 11:40" (blind batch 14): there now.
    name: 'there-now',
    cat: 'suicide',
    level: 'crisis',
    also: ['danger_now'],
    re: /(?:^ ?|\b(?:i am|im|up|sitting|standing|stood|sat|lying|laying|waiting) (?:up )?)on (?:the )?(?:roof|rooftop|train tracks|tracks|railroad tracks|bridge|overpass)\b(?: (?:of|behind|by|near|at|over) (?:my|the|this|a|that) \w+(?: \w+)?)?(?: (?:rn|right now|now|tonight))?/,
    with: /\b(?:rn|right now|now|tonight)\b[^.?!]{0,60}?\b(?:\d+|ten|eleven|twelve|\w+teen|twenty\w*) (?:floors?|stories|storeys)\b|\b(?:\d+|ten|eleven|twelve|\w+teen|twenty\w*) (?:floors?|stories|storeys)\b|\btrain (?:comes?|is coming|passes|goes)\b|\btalk to (?:something|someone|somebody|anyone) before\b|\bjump\b|\bgoodbye\b|\btalk me (?:down|out of it)\b|\blooking down\b|\bthe (?:drop|edge|ledge|water below)\b/,
    wide: true,
    unless:
      /\b(?:gutters?|shingles|repair\w*|leak|fireworks|sunset|sunrise|party|view|stars|drinks|roofer|snow|shovel\w*|antenna|satellite|solar|frisbee|ball|photos?|pictures?|lunch|selfie|model trains?|train set|trainspotting|platform|station|subway|metro|commute|delayed|late again)\b/,
    wideUnless: true,
  },
  {
    // "I've got all my pills lined up on the table": means laid out is danger now, whatever the
    // learned layer reads (it read 0.94 after a retrain, just under its own bar).
    name: 'pills-laid-out',
    cat: 'suicide',
    level: 'crisis',
    also: ['danger_now'],
    re: /\b(?:pills|tablets|meds|capsules|sleeping pills|painkillers|bottles?)\b(?: \w+){0,4}? (?:lined up|laid out|counted out|all out on|spread out on|poured out|in a pile|in piles)\b|\b(?:lined up|laid out|counted out|poured out) (?:\w+ ){0,3}?(?:pills|tablets|meds|capsules|painkillers)\b/,
    unless:
      /\b(?:pill organi[sz]er|pillbox|weekly (?:box|case|organi[sz]er)|sort(?:ing|ed)? (?:them|my pills|the pills) (?:for|into)|for the week|pharmacy|pharmacist)\b/,
    wideUnless: true,
  },
  {
    name: 'bought-means-secret',
    cat: 'suicide',
    level: 'concern',
    firm: true,
    re: /\b(?:bought|got|buying|getting|have|ordered) (?:a |some |the |myself a )?(?:rope|gun|blade|razor blades|rat poison|noose)\b/,
    with: /\b(?:not telling|no one knows|nobody knows|secret|do not ask|ready|tonight|why|for me|for myself|finally|anyone why)\b/,
    unless: /\b(?:camping|climbing|boat|sailing|hunting|range|shooting range|garden|gym|jump rope|skipping rope|project|craft|for work)\b/,
  },
  {
    // "Bought myself a real nice length of rope for Christmas. No, not for the barn, ha. Okay, I'm
    // not really laughing." (blind batch 24): a means got, with its everyday use denied or the joke
    // taken back.
    name: 'bought-means-joke',
    cat: 'suicide',
    level: 'concern',
    firm: true,
    re: /\b(?:bought|got|buying|getting|ordered|picked up) (?:\w+ ){0,6}?(?:rope|noose|gun|handgun|pistol|revolver|shotgun|rifle|razor blades?|rat poison|charcoal)\b/,
    // "picked up a handgun at the show today. it's not for deer season" (blind batch 27).
    with: /\b(?:not (?:for|to use (?:on|in|for)) (?:the |a |my )?(?:barn|farm|camping|boat|garden|yard|hunting|work|project|tree|tire swing|dog|horse|grill|(?:deer|duck|turkey|elk|hunting) season|protection|home defen[cs]e)|(?:i am |im )?not (?:really |actually )?(?:laughing|joking|kidding)|only half (?:joking|kidding)|you can guess (?:what|why)|guess what (?:it is|its) for)\b/,
    wide: true,
    unless: /\b(?:tire swing|rope swing|tow rope|jump rope|skipping rope|climbing (?:gym|wall|rope)|gun safe|nerf)\b/,
    wideUnless: true,
  },
  {
    // "I finally feel calm. I made my decision and everything is quiet in my head now" (blind
    // batch 24): sudden calm after a decision not named is a classic warning sign.
    name: 'decided-and-calm',
    cat: 'suicide',
    level: 'concern',
    re: /\b(?:i (?:have |finally |just )?(?:made|reached|came to) (?:my|the|a|a final) (?:decision|choice)|(?:i have |i )?made up my mind|my mind is made up|my decision is made)\b(?! (?:to|about|on|for|that|regarding)\b)/,
    with: /\b(?:calm|calmer|at peace|peaceful|peace|quiet|quieter|relief|relieved|at ease|weight (?:is )?(?:off|lifted)|lighter|finally)\b/,
    wide: true,
    unless:
      /\b(?:job|quit\w*|resign\w*|move|moving|divorce|leave (?:him|her|them)|leaving (?:him|her|them)|break ?up|broke up|school|college|major|offer|house|apartment|lease|car|truck|surgery|treatment|retir\w*|diet|sober|sobriety|drinking|church|baby|pregnan\w*|adopt\w*|vote|transfer|business|sell|selling|buy|buying|propos\w*|engag\w*|wedding|therapy|therapist|meds|medication)\b/,
    wideUnless: true,
  },
  // ── Self-harm ───────────────────────────────────────────────────────────────────────────────
  {
    name: 'self-harm-behaviour',
    cat: 'self_harm',
    level: 'crisis',
    re: re(
      `\\b(?:burn|burned|burnt|burning|scratch\\w*|hit|hitting|punch\\w*|bang\\w*|bit|bite|biting|pinch\\w*|carv\\w*|cut|cuts|cutting|hurt|hurts|hurting|harm\\w*|starv\\w*|slap\\w*|scrap\\w*|(?:dig|digs|digging|dug|press\\w*|jab\\w*) (?:my )?(?:\\w+ )?(?:nails|fingernails|nail|pen|compass|keys?) into|(?:claw\\w*|scratch\\w*|pick\\w*|tear\\w*|rip\\w*) at) ${SELF_OBJ}\\b`,
    ),
    with: INTENT,
    unless: new RegExp(`${ACCIDENT.source}|${SKIN.source}`),
  },
  {
    name: 'self-harm-tool',
    cat: 'self_harm',
    level: 'concern',
    re: re(
      `\\b(?:used|use|using|took|take|taking|grabbed) (?:a |my |the |some )?(?:razor|blade|blades|lighter|knife|scissors|glass|compass|sharpener|needle|pins?) (?:on|to|against|across) ${SELF_OBJ}\\b`,
    ),
    unless: /\b(?:shav\w*|wax\w*|rash|bumps|hair|smooth|splinter|sewing|cooking|craft\w*)\b/,
  },
  {
    name: 'self-harm-walls',
    cat: 'self_harm',
    level: 'concern',
    re: /\b(?:punch|hit|bang|slam|kick)\w* (?:\w+ )?(?:walls?|doors?|my head against|my head on)\b/,
    with: /\b(?:until|bleed\w*|bled|bruis\w*|broke|again|when i|every time|over and over|hurt myself|knuckles)\b/,
    unless:
      /\b(?:accident\w*|by mistake|tripped|fell|slipped|dark|sleep|woke|cupboard|cabinet|shelf|low (?:ceiling|door|beam)|doorframe|bunk|math|homework|code|coding|bug|essay|puzzle|spreadsheet|crossword)\b/,
    noJoke: true,
  },
  {
    name: 'self-harm-wounds',
    cat: 'self_harm',
    level: 'concern',
    re: /\bmade myself (?:bleed|bruise)\b|\b(?:pick|pull|scratch|tear|rip|reopen|open)\w* (?:at |open )?(?:my )?(?:scabs|wounds|cuts|stitches|scars)\b(?=.*\b(?:so (?:they|it)|heal|again|bleed\w*|until|on purpose|cannot stop)\b)/,
  },
  {
    name: 'self-harm-urge',
    cat: 'self_harm',
    level: 'crisis',
    re: /\b(?:urges?|craving|cravings|itch|pull|temptation|tempted|want|wanting) (?:\w+ ){0,3}?(?:the |my |a )?(?:blade|blades|razor|razors|cutting|to cut|self harm|to burn myself|to hurt myself)\b/,
    unless: /\b(?:hair|grass|lawn|mower|paper|vegetables?|onions?|bread|cake|coupons?|fabric|wood|costs?|budget|ties|carbs|sugar|class)\b/,
  },
  {
    // "3 yrs sober from drinking and from cutting. both came back the same week." (blind batch 30)
    name: 'clean-from-cutting-back',
    back: true,
    cat: 'self_harm',
    level: 'concern',
    firm: true,
    toldAsPast: true,
    re: /\b(?:sober|clean|free) from (?:[\w ]{0,30}? )?(?:cutting|self harm|hurting myself|harming myself|burning myself)\b/,
    with: /\b(?:came back|come back|coming back|are back|is back|back again|relaps\w*|started again|slipped)\b/,
    wide: true,
  },
  {
    name: 'self-harm-relapse',
    back: true,
    cat: 'self_harm',
    level: 'crisis',
    re: /\brelaps\w*\b/,
    with: /\b(?:self harm|cutting|cut|blade|razor|burning myself|hurting myself|harming myself|marks|scars)\b/,
    unless: /\b(?:smok\w*|vap\w*|drink\w*|alcohol|weed|diet|dieting|nicotine|cigarettes?|gambl\w*|sugar|coffee|caffeine|junk food)\b/,
  },
  {
    // "Was 14 months clean from cutting. Was. Last night ended that." (blind batch 10): the streak
    // told as over.
    name: 'self-harm-streak-ended',
    back: true,
    toldAsPast: true,
    cat: 'self_harm',
    level: 'crisis',
    re: /\b(?:was|had been|i was) (?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (?:days?|weeks?|months?|years?) (?:clean|free)(?: (?:from|of) (?:cutting|self harm|sh|burning|hurting myself))?\b/,
    with: /\b(?:cutting|self harm|sh|blade|razor|burning|hurting myself|scars?)\b/,
    wide: true,
    unless: /\b(?:still (?:am|clean)|and (?:counting|still)|now (?:\d+|two|three|four|five) (?:years?|months?)|today i am|am now)\b/,
    wideUnless: true,
  },
  {
    name: 'self-harm-relapse-wide',
    cat: 'self_harm',
    level: 'crisis',
    re: /\brelaps\w*\b/,
    with: /\b(?:self harm|cutting (?:again|myself)|blades?|razors?|burning myself|hurting myself|harming myself|cut myself)\b/,
    wide: true,
    unless: /\b(?:smok\w*|vap\w*|drink\w*|alcohol|weed|diet|dieting|nicotine|cigarettes?|gambl\w*|sugar|coffee|caffeine|junk food)\b/,
  },
  {
    name: 'self-harm-act',
    cat: 'self_harm',
    level: 'crisis',
    re: /(?:^ ?|\bi (?:have |had )?(?:just |really |finally |went and )?)(?:cut|burned|burnt|carved|scratched|harmed)(?: myself)? (?:again|last night|tonight|earlier|this morning|today|yesterday|deeper|too deep|deep|worse|more than|so bad|really bad|for the first time in)\b|\b(?:started|starting|been|am|was|back to|keep|kept|went back to) (?:cutting|burning|carving) (?:myself )?(?:again|every night|every day|more|deeper|most nights)\b/,
    unless: new RegExp(
      `${ACCIDENT.source}|\\b(?:hair|bangs|fringe|class|team|tryouts|roster|squad|cast|sun|beach|sunburn|tan|tanning|sunbed|solarium|sunscreen|toast|dinner|food|cookies|pizza|rice|steak|onions?|lawn|grass|wood|fabric|paper|power|wifi|signal|line|call|hours|pay|budget|funding|weight|bulk|deck|cards|scene|film|edit|video|audio|album|track|calories|carbs|sugar|coffee|caffeine|ties|corners|slack|people off|friends off)\\b`,
    ),
  },
  {
    name: 'self-harm-head',
    cat: 'self_harm',
    level: 'crisis',
    re: /\b(?:bang|hit|slam|smash|knock|beat|bash)\w* my (?:own )?head (?:\w+ )?(?:against|on|into|off) (?:the |a |my )?(?:\w+ )?(?:wall|walls|floor|door|desk|mirror|headboard|ground|table)\b/,
    with: /\b(?:until|til|again|when (?:it|i|things|my head|everything)|every time|over and over|to (?:make (?:it|them|the thoughts|the noise) )?stop|stops|so hard|on purpose|loud|voices|thoughts|to feel|cannot stop|punish)\b/,
    wide: true,
    unless:
      /\b(?:accident\w*|by mistake|tripped|fell|slipped|low|ceiling|cupboard|cabinet|shelf|bunk|doorframe|dark|asleep|sleep|woke|frustrat\w* (?:lol|haha)|lol|metaphor\w*|figuratively|code|bug|homework|math|essay|puzzle)\b/,
    noJoke: true,
  },
  {
    name: 'pain-seeking',
    cat: 'self_harm',
    level: 'concern',
    re: /\b(?:want|need|have|going|crave|craving|wanna) to (?:feel|see) (?:physical )?(?:pain|the pain|myself bleed|blood|my blood)\b|\bdeserve to (?:bleed|hurt|suffer|be hurt|be punished|feel pain|be in pain)\b|\b(?:need|want|going|have) to punish (?:myself|my body)\b|\bmake sure i (?:am|get) (?:punished|hurt)\b/,
    unless: /\b(?:gym|workout|training|muscles?|stretch|no pain no gain|sore)\b/,
  },
  {
    name: 'self-harm-marks',
    cat: 'self_harm',
    level: 'concern',
    re: /\b(?:fresh|new|more|open|deep) (?:\w+ )?(?:marks|cuts|scars|wounds|burns|scratches) on my\b|\bmy (?:\w+ )?(?:arms?|wrists?|legs?|thighs?|stomach|skin) (?:are|is) (?:covered in|full of) (?:fresh |new )?(?:marks|cuts|scars|burns|scratches)\b|\b(?:cover|covering|hide|hiding|hid) (?:up )?(?:my |the )?(?:fresh |new )?(?:arms|wrists|thighs|marks|cuts|scars|burns)\b|\blong sleeves\b.*\b(?:no one|nobody|hide|cover|see|all week|again|heat|even though|summer|june|july|august|\d+ degrees|guess why)\b|\bwhat i did to (?:myself|my (?:arms?|wrists?|legs?|thighs?|body|skin))\b/,
    unless: /\b(?:cat|kitten|dog|puppy|surgery|tattoos?|acne|eczema|sunburn|bug bites?|mosquito|rash|stretch marks)\b/,
  },
  // "Started cutting on my hip about a month ago… it still helps" (blind batch 9).
  {
    name: 'self-harm-started',
    cat: 'self_harm',
    level: 'concern',
    re: /\b(?:started|been|keep|kept|still|began|begun) (?:cutting|burning|carving|scratching|hitting)(?: myself)?(?: on| into)? my (?:\w+ )?(?:hips?|thighs?|arms?|wrists?|legs?|stomach|skin|ankles?|shoulders?|ribs)\b/,
    unless: ACCIDENT,
  },
  // Told in Spanish (blind batch 31): not eating for days, dizzy ("me dicen que estoy muy flaca
  // pero no puedo comer. 3 días con pura agua. me mareo mucho"), and a child touched by an adult
  // ("Mi sobrina de 12 años me dijo que el novio de su mamá la toca").
  {
    name: 'not-eating-es',
    cat: 'eating_disorder',
    level: 'concern',
    re: /\bno (?:puedo|he podido|quiero|logro) comer\b|\b(?:pura|solo|nomas) agua\b/,
    with: /\b(?:(?:\d+|dos|tres|cuatro|cinco|seis|siete) dias|una semana|me mareo|mareada|mareado|me desmayo|flaca|flaco|peso|gorda|gordo)\b/,
    wide: true,
  },
  {
    name: 'child-touched-es',
    cat: 'abuse',
    level: 'crisis',
    also: ['harm_to_child'],
    others: true,
    // An adult named before it: "me toca a mí" is "my turn", "la toca" alone may be a guitar.
    re: /\b(?:novio|padrastro|tio|primo|abuelo|vecino|hombre|senor|maestro|entrenador|esposo|papa|pareja)\b[^.!?]{0,40}\b(?:la|lo) (?:toca|toco|tocaba|manosea|manoseo)\b|\babusa de (?:ella|el)\b/,
    with: /\b(?:sobrina|sobrino|hija|hijo|nieta|nieto|nina|nino|\d+ anos|prima|primo|hermanita|hermanito)\b/,
    wide: true,
  },
  // Blind batch 31: "canceled all my doctor appointments for next month, no point. told Pastor
  // goodbye after service and he didn't catch what I meant".
  {
    name: 'appointments-canceled-no-point',
    cat: 'suicide',
    level: 'concern',
    firm: true,
    re: /\b(?:canceled|cancelled|cancel(?:ing|ling)?) (?:all )?(?:of )?my (?:\w+ )?(?:appointments|refills|prescriptions|surgery|treatment|chemo)\b/,
    with: /\b(?:no point|what is the point|whats the point|(?:will not|wont|do not|dont) need (?:them|it)|goodbye|not going to be (?:here|around))\b/,
    wide: true,
  },
  {
    name: 'goodbye-not-understood',
    cat: 'suicide',
    level: 'concern',
    firm: true,
    re: /\b(?:told|said) (?:\w+ ){0,2}?goodbye\b[^.!?]{0,60}\b(?:did not|didnt) (?:catch|get|realize|know|understand) what i (?:meant|mean)\b/,
  },
  // "my chip says 2 years no self harm. i want to throw it in the trash and do it tonight".
  {
    name: 'self-harm-tonight-after-clean',
    back: true,
    cat: 'self_harm',
    level: 'crisis',
    toldAsPast: true,
    fixed: true,
    re: /\b(?:want|going|gonna|about|ready) to (?:\w+ ){0,8}?do it (?:tonight|again|now|right now)\b/,
    with: /\b(?:self harm|cutting|cut|blade|razor|burn\w*|chip|clean|streak)\b/,
    wide: true,
  },
  // "the good news is my student loans die with me. other good news is that might be soon 😂".
  {
    name: 'debts-die-with-me-soon',
    cat: 'suicide',
    level: 'concern',
    re: /\b(?:loans?|debts?|bills|mortgage) (?:\w+ )?(?:die|dies|go away|disappear) (?:with me|when i (?:die|am gone))\b/,
    with: /\b(?:soon|sooner|not long|any day|this year|might be|could be)\b/,
    wide: true,
  },
  // "ha i'd tell my therapist but she'd put me on a 72 hour hold": what they would tell is risk.
  {
    name: 'would-be-put-on-a-hold',
    cat: 'suicide',
    level: 'concern',
    re: /\b(?:would|will|she would|he would|they would|shed|hed|theyd|gonna|going to) (?:\w+ )?(?:put|throw|lock) me (?:on|in|up in) (?:a |an )?(?:72 hour hold|5150|psych hold|psych ward|hold|the psych ward|the hospital)\b|\b(?:72 hour hold|5150)\b/,
    unless:
      /\b(?:patient|patients|client|clients|my (?:son|daughter|brother|sister|mom|dad|friend)|was on|went on|after my|last year|years? ago)\b/,
  },
  // "hes been drinking since noon and says hes gonna teach me a lesson when he gets back".
  {
    name: 'threatened-with-a-lesson',
    cat: 'abuse',
    level: 'crisis',
    others: true,
    re: /\b(?:gonna|going to|will|about to|threatened to|says he will|said he would) teach me a lesson\b/,
    with: /\b(?:drinking|drunk|high|gets back|get back|comes home|home soon|\d+ min\w*|tonight|hit|belt|gun|last time)\b/,
    wide: true,
  },
  // More told in Spanish, which only the rules read (companion/screen-model.ts): self-harm back
  // after a year without it, and a gun held for the man who hurt a sister (blind batch 26; the
  // learned layer had caught both before it stopped reading Spanish).
  {
    name: 'self-harm-back-es',
    back: true,
    cat: 'self_harm',
    level: 'crisis',
    toldAsPast: true,
    fixed: true,
    re: /\bsin (?:hacerme dano|cortarme|lastimarme|quemarme)\b/,
    with: /\b(?:lo hice otra vez|lo volvi a hacer|volvi a hacerlo|volvi a cortarme|recai|otra vez|de nuevo)\b/,
    wide: true,
  },
  {
    name: 'gun-for-someone-es',
    cat: 'harm_to_others',
    level: 'crisis',
    others: true,
    re: /\btengo (?:una|un|mi) (?:pistola|arma|rifle|escopeta|cuchillo)\b/,
    with: /\b(?:se donde vive|lo voy a|la voy a|matar\w*|venganza|le hizo dano|me las va a pagar|esta noche|tonight|go over there)\b/,
    wide: true,
  },
  // ── Harm to others ──────────────────────────────────────────────────────────────────────────
  {
    // "Sometimes when I'm passing meds on the floor I think about giving a resident way too much.
    // Just to see." (blind batch 30): a thought of harming someone in one's care, worth a question.
    name: 'harm-in-my-care',
    cat: 'harm_to_others',
    level: 'concern',
    others: true,
    re: /\b(?:think|thinking|thought|picture|picturing|imagine|imagining|urge|urges) (?:about |of )?(?:giving|hurting|smothering|dropping|shaking|overdosing|poisoning) (?:a|the|my|one of (?:my|the)) (?:\w+ )?(?:resident|patient|baby|infant|kid|child|client|student)s?\b/,
  },
  {
    name: 'harm-intent',
    cat: 'harm_to_others',
    level: 'concern',
    others: true,
    re: re(
      `\\b(?:going to|will|want to|about to|could|might|swear i will|i will|gonna|plan to|planning to) (?:\\w+ ){0,2}?(?:put (?:him|her|them|someone|somebody|that \\w+) in (?:the )?(?:hospital|ground|grave)|make (?:${TARGET}) (?:regret|pay(?! (?:for|the|half|back|rent|me|us|their|his|her|attention))|suffer|bleed|sorry)|get (?:back at )?(?:him|her|them)(?: back)?(?: for (?:this|that|what \\w+ did))? *$|get (?:back at )?(?:him|her|them)(?: back)? (?:when|if|tonight|tomorrow|one day|someday|i swear|for good)\\b|hurt (?:someone|somebody|anyone|people)|wait for (?:him|her|them) (?:after|outside|at|when|by)|teach (?:him|her|them) a lesson|end (?:him|her|them)\\b|(?:snap|lose it|lose control) and (?:hurt|hit|kill|shake|attack))`,
    ),
  },
  {
    name: 'want-them-to-suffer',
    cat: 'harm_to_others',
    level: 'concern',
    others: true,
    re: re(`\\b(?:want|wish|need) (?:${TARGET}) to (?:suffer|feel (?:the )?pain|feel what i felt|hurt|pay|bleed|die|regret)\\b`),
  },
  {
    name: 'imagining-harm',
    cat: 'harm_to_others',
    level: 'concern',
    others: true,
    re: re(
      `\\b(?:imagin|pictur|fantasi[sz]|daydream|think|dream)\\w* (?:about |of )?(?:hurting|killing|attacking|stabbing|shooting|beating|punching|strangling|poisoning|hitting|running over|burning) (?:${TARGET}|the|my|those|these|some|all the)\\b`,
    ),
  },
  {
    name: 'revenge-fantasy',
    cat: 'harm_to_others',
    level: 'concern',
    others: true,
    re: /\b(?:imagin|pictur|fantasi[sz]|daydream|dream|think|thinking)\w* (?:about |of )?(?:\w+ ){0,7}?(?:making|make) (?:\w+ ){0,4}?(?:them|him|her|everyone|everybody|all of them|each of them|every one of them|people|that \w+|my \w+)(?: all)? (?:pay|suffer|regret it|bleed|sorry)\b(?! (?:for (?:my|the|our|dinner|lunch|it|rent|that|this|gas|drinks)|rent|half|back|attention|me)\b)/,
    unless: /\b(?:lol|lmao|haha|game|video game|monopoly|chess|debate|court|lawyer|sue|review|promotion|success|glow up)\b/,
  },
  {
    // A grievance with a credible-threat marker (where they park, a weapon, "I mean it"): a threat
    // to someone's life. Blind batch 8: "WHEN I FIND HIM HE'S DEAD. I KNOW WHERE HE PARKS."
    name: 'grievance-targeted',
    cat: 'harm_to_others',
    level: 'crisis',
    others: true,
    re: /\b(?:(?:he|she|they) (?:is|are)|hes|shes|theyre) (?:so |as good as )?dead\b|\b(?:is|are|am|hes|shes|theyre|theyll|hell|shell) (?:going to |gonna )?(?:\w+ )?(?:regret(?! (?:not|missing|passing|skipping|turning|saying no))|pay(?! (?:me|us|back|rent|the|half|attention|for (?:dinner|lunch|it|the|my|our|rent|drinks|gas)))|be sorry)\b|\b(?:will|would) (?:\w+ )?(?:regret(?! (?:not|missing|passing|skipping|turning|saying no))|pay for|be sorry)\b|\b(?:get|gets|getting|got) (?:what is|what) coming to (?:him|her|them)\b|\bget (?:what|what is) (?:he|she|they) (?:deserves?|has coming|have coming)\b|\b(?:make|making|made) (?:\w+ ){0,3}?(?:pay|regret (?:it|this|that|what))\b(?! (?:for (?:my|the|our|dinner|lunch|it|rent|gas|drinks)|rent|half|back|attention)\b)/,
    with: /\b(?:know (?:exactly )?where (?:they|he|she|all of them|each of them|every one of them|my \w+|that \w+|this \w+) (?:all )?(?:\w+ )?(?:sit|sits|live|lives|work|works|park|parks|sleep|sleeps|stay|stays|will be|hang out|hangs out|goes|go)|(?:know|found out|find out|figured out|tracked down|track down|worked out|looked up) (?:exactly )?where (?:she|he|they|my \w+) (?:\w+ )?(?:lives?|works?|stays?|staying|moved|goes|sleeps?|parks?)|(?:found|got|have|know|looked up|tracked down) (?:out )?(?:his|her|their) (?:new )?(?:address|location|schedule|routine|shifts?)|(?:following|followed|tailing|tailed|shadowing|been watching|watching (?:him|her|them|his|her|their)|waiting outside|parked outside|tracking|know (?:his|her|their) (?:schedule|routine))|not bluffing|i (?:mean|meant) it|i am not joking|(?:bring|brought|got|have|bought) (?:a |my )?(?:gun|knife|weapon|bat))\b/,
    wide: true,
    unless:
      /\b(?:lol|lmao|haha|lawyer|sue|suing|court|report (?:him|her|them)|review|hr|police|restraining order|promotion|new job|glow up|success|when (?:she|he|they) sees? how|karma|universe)\b/,
    wideUnless: true,
  },
  {
    name: 'urge-to-harm-child',
    cat: 'harm_to_others',
    level: 'crisis',
    others: true,
    also: ['harm_to_child'],
    re: re(
      `(?:\\bi|\\bpart of me) ${GAP(3)}(?:(?:will |might |could |would )?(?:snap|lose it|lose control) and|could|might|almost|nearly|want to|wants to|wanted to|about to|going to|will|am scared i will|am scared i might|am afraid i will|am afraid i might|am worried i will|am worried i might|worry i will|worry i might|came close to|come close to|get close to|close to|snapped and|lost it and|feel like i could|feel like i might) (?:just )?(?:shake|shook|shaking|hit|smack|smacked|slap|slapped|throw|threw|shove|shoved|hurt|smother|hurting|shaking) (?:her|him|them|it|the baby|my baby|my (?:\\w+ )?(?:son|daughter|kid|toddler|newborn|infant|child|little one))\\b`,
    ),
    with: CHILD,
    wide: true,
    unless:
      /\b(?:awake|hands?|rattle|bottle|cute|adorable|hug|kiss|cuddle|squish|shake it off|milkshake|snow globe|ball|pillow|toy|tickl\w*)\b/,
    noJoke: true,
  },
  {
    name: 'someone-will-get-hurt',
    cat: 'harm_to_others',
    level: 'concern',
    others: true,
    re: /\b(?:someone|somebody|people|everyone) (?:\w+ ){0,3}?(?:is|are) going to (?:get hurt|get killed|pay|regret|suffer|die)\b/,
    with: /\b(?:be me|by me|i will|i am going to|i swear|because of me|me who|i do it|i make)\b/,
    wide: true,
  },
  {
    name: 'weapon-to-work',
    cat: 'harm_to_others',
    level: 'concern',
    others: true,
    re: /\b(?:bring|bringing|take|taking|brought) (?:something|a gun|a knife|a weapon|my gun|my knife|a bat) (?:to|into) (?:work|school|class|the office|campus|his|her|their)\b/,
    unless: /\b(?:lunch|snack|cake|cookies|potluck|gift|present|charger|laptop|show and tell)\b/,
  },
  {
    // "thinking abt bringing my dads gun to school tmrw and making them all pay" (blind batch 8):
    // a gun, a place full of people, and a day or a reckoning is a plan to kill.
    name: 'gun-to-school-plan',
    cat: 'harm_to_others',
    level: 'crisis',
    others: true,
    re: /\b(?:bring|bringing|take|taking|brought|carry|carrying|sneak|sneaking) (?:my |a |his |her |the |our )?(?:\w+s )?(?:gun|guns|rifle|pistol|handgun|ar|ar15|glock|weapon) (?:to|into) (?:school|class|campus|work|the office|church|the mall|practice)\b/,
    with: /\b(?:tomorrow|tmrw|tmr|tonight|monday|tuesday|wednesday|thursday|friday|next week|pay|suffer|regret|sorry|all of them|every one of them|everyone|show them|they will see|what they did)\b/,
    wide: true,
    unless: /\b(?:show and tell|hunting|range|safety class|licensed|security guard|police officer|officer|deputy|nerf|water gun|toy)\b/,
    wideUnless: true,
  },
  {
    // "I've been thinking about putting something in my husband's coffee. Not to kill him."
    name: 'poison-someone',
    cat: 'harm_to_others',
    level: 'crisis',
    others: true,
    fixed: true,
    re: /\b(?:put|putting|slip|slipping|sneak|sneaking|crush|crushing|spike|spiking|add|adding|mix|mixing) (?:something|stuff|pills?|a pill|some of my (?:\w+ )?\w+|a few of my (?:\w+ )?\w+|drops|(?:some )?(?:bleach|antifreeze|rat poison|poison|laxatives?|sleeping pills)) (?:in|into) (?:his|her|their|my (?:\w+ )?\w+s?) (?:morning )?(?:coffee|tea|drink|drinks|food|water|dinner|lunch|breakfast|meal|soup|juice|bottle|formula|smoothie|beer|wine)\b|\bspik\w* (?:his|her|their) (?:drink|coffee|food)\b/,
    unless:
      /\b(?:sugar|honey|creamer|milk|cinnamon|lemon|protein|collagen|vitamins?|fiber|love note|surprise|recipe|flavou?r|sweetener|ice)\b/,
  },
  {
    // "Last night I had my hands around my brother's throat before I stopped" (blind batch 8).
    name: 'hands-on-throat',
    cat: 'harm_to_others',
    level: 'crisis',
    others: true,
    re: /\b(?:had|put|got|wrapped|grabbed|squeezed|was squeezing) (?:both )?(?:my hands|my hand|my fingers) (?:around|on|round) (?:his|her|their|someones|my (?:\w+ )?\w+s?) (?:throat|neck)\b|\b(?:i|i almost|i nearly) (?:choked|strangled) (?:him|her|them|my \w+)\b/,
    unless: /\b(?:cpr|heimlich|first aid|choking on|massage|necklace|tie|scarf|collar)\b/,
  },
  {
    name: 'stalking',
    cat: 'harm_to_others',
    level: 'concern',
    others: true,
    re: re(
      `\\b(?:following|followed|tailing|tailed|trailing|shadowing|watching|watched|tracking|stalking|parked outside|waiting outside|sitting outside) (?:\\w+ ){0,2}?(?:my ex|my \\w+ ex|${TARGET})\\b(?: \\w+){0,4}? (?:house|place|home|work|building|apartment|around|at night|every night|every morning|every day|each night|each morning|after (?:his|her|their) \\w+|without|from (?:the|her|his|their|work) \\w+|for (?:a|two|three|\\d+) (?:week|weeks|days|months))\\b`,
    ),
    unless:
      /\b(?:safe|safely|make sure|protect\w*|instagram|tiktok|twitter|online|posts|account|lead|advice|example|footsteps|tour|guide|gps|map|directions|the news|the game|the match|the series|the show|election|career|updates)\b/,
  },
  {
    name: 'property-violence',
    cat: 'harm_to_others',
    level: 'concern',
    others: true,
    re: /\b(?:want|going|gonna|will|about|plan|planning) to (?:burn|torch|smash|wreck|destroy|slash|key|blow up) (?:down )?(?:his|her|their|my \w+s|that \w+s) (?:\w+ )?(?:car|house|place|stuff|tires|apartment|truck)\b/,
  },
  {
    name: 'shaking-baby',
    cat: 'harm_to_others',
    level: 'crisis',
    others: true,
    also: ['harm_to_child'],
    re: /\b(?:shake|shook|shaking|shaken) (?:my |the |our |her |his )?(?:baby|infant|newborn|son|daughter|toddler|(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven) (?:week|month|year) old)\b/,
    unless: /\b(?:rattle|bottle|formula|hands with|awake gently)\b/,
  },
  {
    // "The babysitter shook my 8 month old. He's been really sleepy and threw up twice": a shaken
    // baby who is drowsy or vomiting needs an emergency room now, whoever did it.
    name: 'shaken-baby-signs',
    cat: 'medical_emergency',
    level: 'crisis',
    others: true,
    also: ['harm_to_child'],
    re: /\b(?:shook|shaken|shaking|shake|dropped|fell on (?:his|her) head|hit (?:his|her) head)\b/,
    with: /\b(?:baby|infant|newborn|toddler|(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven) (?:week|month) old)\b(?=.*\b(?:sleepy|drowsy|hard to wake|will not wake|wont wake|threw up|throwing up|vomit\w*|floppy|limp|seizure|not feeding|will not eat|pale|blue|fussy and|not himself|not herself)\b)/,
    wide: true,
    unless: /\b(?:rattle|bottle|formula|snow globe|hands with|salt|milkshake)\b/,
    wideUnless: true,
  },
  // ── Abuse, control, threats ──────────────────────────────────────────────────────────────────
  {
    name: 'control',
    cat: 'abuse',
    level: 'concern',
    others: true,
    re: /\b(?:not allowed to (?:see|leave|go (?:out|anywhere)|talk|have (?:my )?(?:phone|money|friends|a job)|work|call|drive|visit)|(?:will not|wont|does not|doesnt|never) let me (?:\w+ ){0,5}?(?:leave|go anywhere|go out|see my|talk to|have (?:my )?(?:own )?(?:\w+ )?(?:money|phone|keys|account|card|car|job|friends)|work|drive|call)|(?:makes|make) me ask (?:for|permission)|have to ask (?:him|her|them) for (?:money|bus fare|permission|cash|gas money)|(?:took|takes|hid|hides|hiding|keeps|kept|locked (?:up|away)?|withholds|withheld) (?:away )?my (?:car keys|keys|phone|passport|money|wallet|id|cards?|bank card|paycheck|medication|meds|medicine|inhaler|insulin|glasses|documents|papers)|controls? (?:all )?(?:of )?(?:my|the|our) (?:money|finances|phone|bank|accounts|paycheck)|(?:says|said|tells me) i (?:cannot|can not|am not allowed to) (?:leave (?:the house|home|him|her|them|the room|the apartment)|go (?:out|anywhere|outside)|see (?:my )?(?:friends|family)|talk to (?:my )?(?:friends|family|anyone))|cannot leave until|isolat\w* me from|cut me off from (?:my )?(?:friends|family)|(?:tracks|tracking|checks|reads|goes through|went through) my (?:location|phone|messages|texts|email|dms) (?:every|all the time|constantly|whenever|and)|walk(?:ing)? on eggshells)\b/,
    with: new RegExp(
      `\\b(?:${ACTOR.slice(3, -1)}|him|her|them|my (?:\\w+ )?(?:husband|wife|partner|boyfriend|girlfriend|bf|gf|ex|dad|mom|mother|father|parents|family))\\b`,
    ),
    wide: true,
    unless:
      /\b(?:at work|at school|in class|during (?:work|class|school|shifts?|the exam)|policy|rules?|curfew|homework|chores|grounded|school night|dress code|wedding planning|the wedding|concert|party|sleepover|movies|video games|screen time|charger)\b/,
  },
  {
    name: 'physical-abuse',
    cat: 'abuse',
    level: 'crisis',
    others: true,
    re: re(
      `\\b${ACTOR} ${GAP(2)}(?:pushed|pushes|shoved|shoves|held me down|holds me down|pinned|pins|threw|throws|dragged|drags|slammed|slams|spat on|choked|chokes|slapped|slaps|kicked|kicks|hit|hits|beat|beats|punched|punches|strangled|hurt|hurts|burned|burns|bit|bites) (?:me|my|things at me|stuff at me)\\b|\\b${ACTOR} (?:\\w+ ){0,2}?(?:grabbed|grabs) (?:me|my (?!(?:phone|keys|laptop|charger|bag|purse|wallet|stuff|things|food|drink|coffee|seat|spot|remote)\\b))|\\b${ACTOR} (?:\\w+ ){0,2}?(?:threw|throws|throwing|hurled|hurls) (?:\\w+ ){0,3}?at me\\b|\\b${ADULT} (?:\\w+ ){0,2}?(?:touching|touches|touched|grop\\w*|feels? me up|rubs|rubbing) me\\b(?=.*\\b(?:when|at night|alone|not home|do not like|dont like|private|secret|uncomfortable|tell anyone|scared|down there|in my bed|in my room|without|inappropriate|weird|keeps|wo not stop|will not stop)\\b)|\\bbruises? (?:\\w+ ){0,4}?(?:from|where|because) (?:\\w+ ){0,2}?(?:he|she|they|him|her|them|my \\w+) (?:held|grabbed|hit|pushed|squeezed|kicked|punched|pinned|beat|choked)`,
    ),
    unless:
      /\b(?:pillows?|snowballs?|water balloons?|nerf|ball|balls|toy|tickl\w*|play\w*|joking|wrestl\w*|pool|swing|game|dodgeball|hug\w*|accidentally|by accident|in my sleep|to (?:stop|save|keep|pull|help|catch) me|from falling|(?:at|in) practice|training|drills)\b/,
  },
  {
    name: 'fear-at-home',
    cat: 'abuse',
    level: 'concern',
    others: true,
    re: /\b(?:hide|hiding|hid|lock myself|locked myself|stay|staying) (?:\w+ ){0,2}?(?:in|under) (?:my|the) (?:closet|room|bathroom|bed|car|basement|wardrobe)\b|\b(?:afraid|scared|terrified) (?:of )?(?:what|to) (?:he|she|they|my \w+) (?:will|might|would|is going to) do\b|\b(?:locks?|locked|locking) me (?:out|in)\b/,
    with: /\b(?:when (?:he|she|they|my \w+) (?:\w+ ){0,2}?(?:drinks|drinking|drunk|gets? (?:angry|mad|home|drunk|back)|comes home|is (?:angry|mad|drunk|high)|yells|fights?|starts)|he|she|they|my (?:\w+ )?(?:husband|wife|partner|boyfriend|girlfriend|dad|father|mom|mother|stepdad|stepmom|parents))\b/,
    wide: true,
    unless: /\b(?:thunder|storm|spiders?|hide and seek|surprise|party|game|keys inside|locked myself out)\b/,
  },
  {
    // "hiding in the bathroom. he's breaking stuff in the kitchen. please what do i do" (blind
    // batch 8): hiding while it happens is danger now, not a story to be asked about.
    name: 'hiding-from-violence-now',
    cat: 'abuse',
    level: 'crisis',
    others: true,
    re: /\b(?:hiding|hid|locked myself|i am locked|barricaded|shut myself) (?:\w+ ){0,2}?in (?:my|the|our|a) (?:closet|room|bedroom|bathroom|car|basement|wardrobe|attic)\b/,
    with: /\b(?:(?:he|she|they|my (?:\w+ )?(?:husband|wife|partner|boyfriend|girlfriend|ex|dad|father|mom|mother|stepdad|stepmom|brother|son)) (?:is|are) (?:\w+ )?(?:breaking|smashing|throwing|banging|pounding|kicking|punching|yelling|screaming|coming|trying to|looking for|outside the door|drunk|raging)|can hear (?:him|her|them) (?:\w+ )?(?:yelling|screaming|breaking|smashing|banging|coming|looking))\b/,
    wide: true,
    unless:
      /\b(?:thunder|storm|spiders?|hide and seek|surprise|party|game|in-laws|small talk|my kids from|the kids from|cake|presents?|introvert)\b/,
    wideUnless: true,
  },
  {
    // "My ex texted that he's taking our son 'somewhere you'll never find him' and now he's not answering."
    name: 'abduction-threat',
    cat: 'abuse',
    level: 'crisis',
    others: true,
    also: ['harm_to_child'],
    re: /\b(?:taking|take|took|taken|will take|is going to take|gonna take) (?:our|my|the) (?:\w+ )?(?:son|daughter|kids?|children|baby|boy|girl)\b(?=.*\b(?:never (?:find|see)|you will never|where you (?:will|can) not find|out of the (?:country|state)|disappear|not answering|will not answer|turned (?:his|her) phone off|not coming back)\b)/,
    unless: /\b(?:camping|to the park|for the weekend as agreed|custody schedule says|zoo|disney|vacation)\b/,
  },
  {
    // "I'm 16, got kicked out tonight for being trans. sleeping in a park. it's really cold."
    name: 'put-out-nowhere-to-sleep',
    cat: 'abuse',
    level: 'crisis',
    others: true,
    re: /\b(?:kicked|threw|thrown|locked) (?:me )?out\b|\bmade me leave\b|\bnowhere (?:to (?:go|sleep|stay)|safe to sleep)\b/,
    with: /\b(?:sleeping|sleep|slept|staying|stay|spend the night|spending the night) (?:in|on|at|under) (?:a |the |my )?(?:park|street|streets|car|bus station|train station|bus stop|bench|bridge|subway|alley|outside|stairwell|parking lot|parking garage)\b|\bnowhere to (?:go|sleep|stay)\b|\b(?:freezing|so cold|really cold)\b/,
    wide: true,
    unless:
      /\b(?:bar|club|party|game|class|meeting|concert|lol|haha|of the (?:group chat|league|game|band)|kicked out of (?:the |my )?(?:class|bar|group|chat|league|band|game|program|course))\b|\b(?:anger|angry|feelings?|energy|frustration|emotions?|rage|stress|tension|thoughts?|worry|worries)\b[^.?!]{0,30}\bnowhere to go\b/,
    wideUnless: true,
  },
  {
    // "The two little ones next door are out in the yard in just diapers and it's 30 degrees. No
    // adults anywhere." and "im 13 i havent ate since friday theres no food and my mom hasnt come
    // home" (blind batch 11): children left without care.
    name: 'child-left-without-care',
    cat: 'abuse',
    level: 'crisis',
    others: true,
    fixed: true,
    also: ['harm_to_child'],
    re: /\b(?:no adults?|no grown ?ups?|no parents?|nobody watching|no one watching|nobody home|alone for (?:hours|days)|(?:mom|dad|mother|father|parents?) (?:has not|have not|hasnt|havent|did not|didnt) (?:come|been) (?:home|back))\b/,
    with: /\b(?:kids?|children|child|toddlers?|baby|babies|little ones?|little (?:boy|girl)s?|i am (?:\d|1[0-7]|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen)|im (?:\d|1[0-7]|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen))\b/,
    wide: true,
    unless: /\b(?:daycare|babysitter|nanny|grandma is|with (?:their|my) (?:grandma|grandpa|aunt|uncle)|sleepover|camp)\b/,
    wideUnless: true,
  },
  // Blind batch 9: small children shut out in the cold, a toddler's finger-shaped bruises, a coach
  // sending a twelve-year-old pictures.
  {
    name: 'child-shut-out',
    cat: 'abuse',
    level: 'crisis',
    others: true,
    also: ['harm_to_child'],
    re: /\b(?:locked|shut|left|kept) (?:\w+ ){0,2}?(?:out(?:side)?|on the porch|in the car)\b/,
    with: /\b(?:kids?|children|child|toddler|baby|little (?:boy|girl|ones?)|(?:\d|one|two|three|four|five|six|seven|eight) (?:and \d+ )?(?:year olds?|yr olds?))\b[^]*\b(?:degrees|cold|freezing|snow|for hours|all night|screaming|crying|hot car)\b|\b(?:degrees|cold|freezing|for hours|all night)\b[^]*\b(?:kids?|children|child|toddler|baby)\b/,
    wide: true,
    unless: /\b(?:cat|dog|myself|keys|lol|snowball|game|hide and seek)\b/,
    wideUnless: true,
  },
  {
    // "My son showed up high this afternoon and tried to take her. He said he will come back tonight
    // with his friends to get her. She is 4." (blind batch 18): a child about to be taken by force.
    name: 'child-to-be-taken',
    cat: 'abuse',
    level: 'crisis',
    others: true,
    also: ['harm_to_child'],
    // "…their mother showed up high and tried to drag the little one out the door. She says she's
    // coming back tonight." (blind batch 29).
    re: /\b(?:tried to|trying to|threatened to|threatens to|going to|gonna|will|coming back to|come back to) (?:take|grab|snatch|kidnap|get|drag|pull|carry) (?:her|him|them|the (?:kids?|baby|little (?:one|ones|girl|boy)|grandkids|grandbab(?:y|ies))|my (?:grand)?(?:daughter|son|kids?|baby|child|children|granddaughter|grandson|grandbab(?:y|ies)|grandkids))\b/,
    with: /\b(?:tonight|come back|coming back|high|drunk|gun|knife|with his friends|with her friends|threat\w*|by force|scared|afraid|she is (?:\d|one|two|three|four|five|six)|he is (?:\d|one|two|three|four|five|six)|toddler|baby)\b/,
    wide: true,
    unless:
      /\b(?:pick(?:ing)? (?:her|him|them) up|from (?:school|daycare|practice)|for the weekend|custody (?:schedule|weekend)|to the (?:park|zoo|movies|store|doctor)|ice cream|lol)\b/,
    wideUnless: true,
  },
  {
    name: 'injury-marks-on-child',
    cat: 'abuse',
    level: 'crisis',
    others: true,
    also: ['harm_to_child'],
    re: /\b(?:finger|hand|belt|cord)[\s-]?(?:shaped|marks?|print)\b|\b(?:bruises?|welts|burns?|marks) (?:all )?(?:over|on) (?:the |her |his |their )?(?:\d+ (?:year|month) olds?|toddlers?|babys?|infants?|kids?|childs?|back|face|arms|legs|neck|bottom)\b/,
    with: /\b(?:toddler|baby|infant|kid|child|son|daughter|boy|girl|student|nephew|niece|grandson|granddaughter|(?:\d+|one|two|three|four|five) (?:year|month) olds?|(?:he|she) is (?:\d|one|two|three|four|five|six|seven|eight|nine|ten)\b)/,
    wide: true,
    unless: /\b(?:fell|bike|playground|soccer|football|sports?|climbing|trampoline|allerg\w*|vaccine|shot|birthmark|eczema|rash)\b/,
    wideUnless: true,
  },
  {
    // "I have thoughts about touching my daughter. I've never acted on them and I hate myself for
    // it. I need help before anything happens." (blind batch 15): sexual thoughts about a child,
    // told by the one who has them. A child may be at risk; the reply adds Childhelp.
    name: 'sexual-thoughts-about-child',
    cat: 'harm_to_others',
    level: 'crisis',
    others: true,
    also: ['harm_to_child'],
    re: /\b(?:thoughts?|urges?|fantas(?:y|ies)|fantasi[sz]\w*|impulses?|feelings?) (?:\w+ ){0,2}?(?:about|of|to) (?:\w+ ){0,1}?(?:touch\w*|molest\w*|do(?:ing)? (?:something|things|stuff) sexual (?:to|with)|(?:being |getting )?sexual(?:ly)? (?:with|toward\w*|to)|kiss\w*|abus\w*) (?:my |a |the |our |her |his |their |little |young )?(?:step ?|own |\w+ )?(?:daughter|son|stepdaughter|stepson|niece|nephew|granddaughter|grandson|kids?|child|children|students?|little (?:girl|boy)s?|minors?|baby|toddler)\b|\b(?:(?:sexually )?attracted to|aroused by|turned on by|sexual (?:thoughts?|feelings?|urges?) (?:about|for|toward\w*)) (?:my |a |the |our |young |little )?(?:step ?|own )?(?:daughter|son|stepdaughter|stepson|niece|nephew|granddaughter|grandson|kids|children|child|minors?|little (?:girl|boy)s?|(?:\w+ )?year old (?:girl|boy)s?)\b/,
    unless: /\b(?:goodnight|good night|hug\w*|comfort\w*|fever|rash|hair|diaper|bath\w*|cold|flu|germs?|sick)\b/,
  },
  {
    name: 'adult-sending-child-pictures',
    cat: 'abuse',
    level: 'concern',
    others: true,
    also: ['harm_to_child'],
    re: /\b(?:coach|teacher|tutor|pastor|priest|youth (?:leader|pastor)|neighbou?r|(?:older|adult|grown) (?:man|woman|guy|dude|person))\b[^.?!]{0,60}\b(?:sending|sent|sends|asking (?:him|her|them) for|asked (?:him|her|them) for|dm\w*|snapchat\w*) (?:him |her |them )?(?:\w+ )?(?:pictures|pics|photos|videos|selfies)\b/,
    with: /\b(?:my (?:son|daughter|kid|child|boy|girl)|(?:\d|1[0-7]) (?:years? old|yo)|(?:is|he's|she's|hes|shes) (?:\d|1[0-7])\b)/,
    wide: true,
  },
  {
    name: 'sexual-abuse',
    cat: 'abuse',
    level: 'crisis',
    others: true,
    re: re(
      `\\b(?:comes?|came|sneaks?|snuck|gets?|got|climbs?) (?:\\w+ )?into my (?:room|bed)\\b.*\\b(?:at night|when|do not like|dont like|scared|touch\\w*|does not leave|will not leave|won't leave|hate it|uncomfortable)\\b|\\b(?:asks?|asking|asked|wants?|wanted|makes?|made|tells?|told|keeps asking) me (?:to )?(?:send|sending) (?:him|her|them) (?:\\w+ )?(?:pictures|photos|pics|nudes|videos|selfies)\\b.*\\b(?:secret|do not tell|not to tell|naked|of my body|of me|nobody|no one)\\b|\\b${ADULT} (?:\\w+ ){0,4}?our (?:little )?secret\\b`,
    ),
  },
  {
    // A secret kept for someone is abuse when the message is about the body: "my parents asked me
    // not to tell my grandparents" (that they are gay) is not (found by the situation bank's check).
    name: 'sexual-abuse-secret',
    cat: 'abuse',
    level: 'crisis',
    others: true,
    re: re(`\\b${ADULT} (?:\\w+ ){0,4}?(?:not to tell (?:anyone|my)|do not tell (?:anyone|your))\\b`),
    with: /\b(?:touch\w*|body|private|naked|kiss\w*|bed|bedroom|clothes|pictures|pics|photos|sex\w*|hurt\w*|did (?:things|stuff))\b/,
  },
  {
    name: 'threat',
    cat: 'abuse',
    level: 'crisis',
    others: true,
    re: /\b(?:says|said|told me|threaten\w*|swore|warned(?: me)?|keeps saying) (?:that )?(?:if i (?:\w+ ){1,3}?)?(?:he|she|they) (?:will|would|is going to|are going to|was going to|is gonna) (?:\w+ ){0,1}?(?:never (?:see|let)|take (?:the|my|our) (?:kids|children|baby|son|daughter)|find me|hunt me|(?:hurt|kill)(?! (?:himself|herself|themselves|themself)\b)|ruin|make me (?:pay|regret)|post|leak|call (?:immigration|ice))|\bif (?:i|you) (?:ever )?(?:tell|leave|say|report)\b.*\b(?:he|she|they) (?:will|would|is going to) (?:find|hurt|kill|take|ruin|hunt)\b|\b(?:will|would) (?:never|not) (?:see|get) (?:the|my|our) (?:kids|children|baby) again if i (?:tell|leave|say)\b|\bnever see (?:them|the kids|my kids) again if i (?:tell|leave|say)\b/,
    unless: /\b(?:fire me|fired|grade|grades|fail me|ground me|grounded|report card)\b/,
  },
  {
    name: 'grooming',
    cat: 'abuse',
    level: 'concern',
    others: true,
    re: /\b(?:showed|shows|showing|sent|sends) (?:him|her|them|my (?:son|daughter|kid|child|little \w+))\b(?: \w+){0,4} (?:videos?|pictures?|photos?|pics)\b(?: \w+){0,3} (?:no clothes|naked|nude|private parts|grown ?ups? doing)\b|\b(?:said|says|told me|tells me|asked me|asks me|wants me) (?:not to|to not|never to) tell (?:my )?(?:parents|mom|dad|mum|anyone|family|teacher)\b|\b(?:older|adult|grown) (?:guy|man|woman|person|dude|boy|someone)\b(?=.*\b(?:online|discord|snapchat|instagram|roblox|tiktok|game)\b)(?=.*\b(?:meet|pictures|pics|secret|not to tell|gifts?)\b)/,
  },
  // ── Medical emergencies ──────────────────────────────────────────────────────────────────────
  {
    name: 'took-too-much',
    cat: 'medical_emergency',
    level: 'crisis',
    others: true,
    re: /\b(?:took|taken|take|had|swallowed|downed|ate|used) (?:\w+ ){0,2}?(?:more|too much|too many|extra|double|triple|way more|a lot more|a lot|a bunch) (?:\w+ ){0,3}?(?:meds|medication|medicine|pills|tablets|doses?|sleeping \w+|painkillers|insulin|xanax|tylenol|benadryl|stuff)\b/,
    with: new RegExp(
      `${SYMPTOM.source}|\\b(?:sweating|sweaty|trembling|on purpose)\\b|\\bthan (?:i should|i should have|prescribed|i was supposed|i am supposed|allowed|recommended|the label|it says|safe|the max\\w*|you are supposed|normal)\\b`,
    ),
  },
  {
    // "took a whole strip of my moms blood pressure pills. dizzy and everything feels slow. should
    // I just sleep it off?" (blind batch 14): a whole supply taken, with how it feels now.
    name: 'took-a-whole-supply',
    cat: 'medical_emergency',
    level: 'crisis',
    others: true,
    re: /\b(?:took|taken|swallowed|downed|ate|had) (?:\w+ ){0,2}?(?:a whole (?:strip|bottle|pack|box|sheet|packet|blister pack|card|month of|week of)|all (?:of )?(?:my|the|her|his|their)) (?:\w+ ){0,5}?(?:meds|medication|medicine|pills|tablets|sleeping \w+|painkillers|insulin|xanax|tylenol|benadryl|advil|ibuprofen)\b/,
    with: new RegExp(
      `${SYMPTOM.source}|\\b(?:dizzy|sweating|shaky|trembling|on purpose|everything (?:feels|is) (?:slow|far away|blurry)|sleep it off|so sleepy|can barely (?:stand|see|stay awake|keep my eyes open)|heart (?:is )?(?:slow|weird|racing))\\b`,
    ),
    wide: true,
    unless:
      /\b(?:over the (?:week|month|course)|as prescribed|finished (?:the|my) (?:course|antibiotics)|vitamins?|gummies|to the (?:pharmacy|drop-?off|take-?back))\b/,
    wideUnless: true,
  },
  {
    // "did something dumb, took everything in the medicine cabinet. ears are ringing and i cant see
    // straight" (blind batch 22): a cabinet emptied, whatever was in it, is an overdose.
    name: 'took-the-cabinet',
    cat: 'medical_emergency',
    level: 'crisis',
    others: true,
    re: /\b(?:took|taken|swallowed|downed|ate|had) (?:\w+ ){0,2}?(?:everything|all|whatever(?: was| i found)?|every (?:pill|bottle)) (?:\w+ ){0,2}?(?:in|from|out of) (?:the|my|our|\w+'?s) (?:medicine (?:cabinet|cupboard|drawer|box|chest)|first aid kit|bathroom cabinet|pill ?(?:box|organi[sz]er))\b/,
  },
  {
    name: 'unresponsive',
    cat: 'medical_emergency',
    level: 'crisis',
    others: true,
    re: /\b(?:he|she|they|it|my (?:\w+ )?(?:friend|partner|husband|wife|boyfriend|girlfriend|bf|gf|mom|mother|dad|father|son|daughter|baby|brother|sister|grandma|grandpa|grandmother|grandfather|roommate|kid|child|toddler|uncle|aunt|cousin|neighbou?r|coworker|fiance|fiancee|spouse)|friend|baby|brother|sister|mom|dad|roommate|son|daughter) (?:\w+ ){0,2}?(?:will not|wont|cannot|can not|does not|did not|is not|isnt|am not able to|not) (?:\w+ )?(?:wake (?:up)?|respond(?:ing|s|ive)?\b(?! to (?:my|our|the|any|his|her|their) (?:texts?|emails?|messages?|calls?|drafts?|requests?|dms?|voicemails?))|breath\w*|waking up|moving)\b|\b(?:cannot|can not|could not) (?:get|wake) (?:him|her|them|my \w+)\b|\band (?:now )?(?:he |she |they )?(?:will not|wont|is not|isnt|cannot|can not|does not) (?:wake (?:up)?|respond\w*|breath\w*)\b|\bpassed out\b(?=.*\b(?:took|drank|pills|cannot wake|not responding|breathing|blue|will not wake|wont wake)\b)/,
    unless: /\b(?:for (?:school|work|class)|early|on time|in the morning|alarm|lazy|grumpy|sleeping in|nap|naps|teenager|weekend|lol)\b/,
  },
  {
    name: 'allergic-reaction',
    cat: 'medical_emergency',
    level: 'crisis',
    others: true,
    re: /\b(?:lips?|tongue|throat|face|mouth|eyes?) (?:\w+ ){0,2}?(?:swell\w*|swollen|puff\w*|tight\w*)\b/,
    with: /\b(?:breath\w*|allerg\w*|after eating|ate|sting|stung|bee|epipen|hives|swallow\w*)\b/,
  },
  {
    name: 'stroke-signs',
    cat: 'medical_emergency',
    level: 'crisis',
    others: true,
    re: /\b(?:face|mouth|smile) (?:\w+ ){0,3}?(?:droop\w*|lopsided|uneven)\b|\b(?:words|speech|talking) (?:\w+ ){0,2}?slurr\w*|\bslurring\b|\b(?:cannot|can not|could not) (?:lift|raise|move|feel) (?:his|her|my|their|one) (?:\w+ )?(?:arm|leg|face|side)\b/,
    unless: /\b(?:drunk|drinks|drinking|beers?|wine|shots|lol|tired|sleepy|asleep|numb from sleeping|slept on)\b/,
  },
  {
    name: 'chest-and-spread',
    cat: 'medical_emergency',
    level: 'crisis',
    others: true,
    re: /\bchest (?:\w+ ){0,2}?(?:crushed|crushing|heavy|tight|pain|hurts|pressure|squeez\w*)\b/,
    with: /\b(?:arm|jaw|numb|sweat\w*|faint|nause\w*|cannot breathe|short of breath|shortness of breath|spreading|legs)\b/,
    unless: /\b(?:nervous|presentation|anxious|anxiety|panic|workout|gym|push ?ups|bench)\b/,
  },
  {
    name: 'bleeding-inside',
    cat: 'medical_emergency',
    level: 'crisis',
    others: true,
    re: /\b(?:throwing up|threw up|vomit\w*|coughing up|coughed up|spitting up|peeing|pooping) (?:\w+ ){0,2}?blood\b|\bblood in my (?:vomit|pee|urine|stool|poop)\b/,
  },
  {
    name: 'worst-headache',
    cat: 'medical_emergency',
    level: 'crisis',
    others: true,
    re: /\b(?:worst headache|headache (?:\w+ ){0,4}?worst (?:of my life|ever)|sudden (?:\w+ ){0,2}?headache|thunderclap)\b/,
    with: /\b(?:vision|blurry|blurred|numb|confus\w*|vomit\w*|throwing up|stiff neck|cannot (?:see|speak|talk|move)|worst of my life|worst ever|sudden)\b/,
  },
  {
    name: 'swallowed-poison',
    cat: 'medical_emergency',
    level: 'crisis',
    others: true,
    re: /\b(?:swallowed|drank|ate|ingested|got into|licked|chewed) (?:\w+ ){0,4}?(?:bleach|cleaning|cleaner|(?:something|stuff) from under the sink|detergent|laundry pods?|batter(?:y|ies)|button batter\w*|antifreeze|chemicals?|poison|rat poison|pesticide|weed killer|lighter fluid|gasoline|magnets?|drain cleaner)\b/,
    unless: /\b(?:almost|nearly|did not|but (?:the|we) (?:locks?|caught))\b/,
  },
  {
    name: 'intoxicated-symptoms',
    cat: 'medical_emergency',
    level: 'concern',
    others: true,
    re: /\b(?:mixed|took|taken|drank|did|had|smoked|snorted|popped) (?:\w+ ){0,4}?(?:stuff|drugs|pills|molly|mdma|coke|cocaine|xanax|shrooms|acid|something|edibles?|alcohol|vodka|whiskey|tequila|a bunch)\b/,
    with: /\b(?:heart (?:is )?(?:racing|pounding|beating (?:so )?fast)|cannot (?:see straight|breathe|stand|stop shaking)|seizure|passing out|pass out|hallucinat\w*|vomiting|throwing up|turning blue|chest)\b/,
  },
  // ── Blind batch 16 ──────────────────────────────────────────────────────────────────────────
  {
    // "picked a date. the 14th. after my son's birthday so I don't ruin it for him": a date chosen,
    // placed after someone else's day so as not to spoil it.
    name: 'date-chosen-quietly',
    firm: true,
    cat: 'suicide',
    level: 'concern',
    re: /\b(?:picked|chose|chosen|set|decided on|settled on|circled) (?:a|the|my) (?:date|day)\b/,
    with: /\b(?:after|until|before|once) (?:my|his|her|their|the|our) (?:\w+ ){0,2}?(?:birthday|wedding|graduation|holidays?|christmas|thanksgiving|anniversary|recital|game|party|baby shower)\b|\bso (?:i|it|that) (?:do not|does not|will not|would not|wont|dont|doesnt) (?:ruin|spoil|wreck|mess up)\b/,
    wide: true,
    unless:
      /\b(?:date (?:for|of) (?:the|our|my|a)|wedding date|move|moving|surgery|procedure|appointment|trip|vacation|closing|launch|retir\w*|quit\w*|due date|baptism|reunion|court|hearing|interview|exam|propos\w*|elop\w*|open\w*|transfer|start\w*|gender reveal|shower for|party for|dinner)\b/,
    wideUnless: true,
  },
  {
    // "new life goal: reach the end of it early 🥲 even scouted the spot lol", "checking out early".
    name: 'ending-early',
    firm: true,
    cat: 'suicide',
    level: 'concern',
    re: /\b(?:reach|get to|hit|make it to|come to) the end (?:of (?:it|my life|life|the road|my road) )?early\b|\b(?:end|finish|wrap up|cut) (?:it|my life|my run|my time|things) (?:short|early)\b|\b(?:check|checking|clock|clocking|log|logging|tap|tapping) out early\b(?= (?:of|from) (?:life|this life|existence|everything)|\W*$| for good| permanently)/,
    unless: /\b(?:shift|work|meeting|class|party|hotel|store|gym|game|day|today|friday|weekend|season|project|movie|book|lease|contract)\b/,
  },
  {
    name: 'scouted-the-spot',
    cat: 'suicide',
    level: 'concern',
    re: /\b(?:scouted|scoped|picked|found|chose|chosen|checked) (?:out )?(?:the|a|my) (?:spot|place|location|bridge|building|ledge|cliff|tree)\b/,
    with: /\b(?:end|early|die|dying|death|goodbye|last time|it all|for good|life goal|the void|no one will find|nobody will find|jump)\b/,
    wide: true,
    unless:
      /\b(?:picnic|wedding|photo\w*|shoot|fishing|hunt\w*|camp\w*|tent|propos\w*|date night|restaurant|venue|parking|deer|stand|blind|garden|apartment|house|store|shop|business|office|booth|sale|event|tree ?house|hammock|concert|fireworks|eclipse|bungee|skydiv\w*|zip ?line)\b/,
    wideUnless: true,
  },
  {
    // "idk man sewerslide lookin real good tonite": dying spoken of as appealing.
    name: 'death-appealing',
    cat: 'suicide',
    level: 'concern',
    re: /\b(?:suicide|death|dying|not waking up|the void|the end|ending it)\b (?:is |s |be )?(?:lookin\w*|looks|seems?|sounds?|feels?|getting|gettin) (?:\w+ )?(?:good|nice|better|tempting|appealing|peaceful|inviting|like (?:an?|the|my) (?:option|answer|plan|way out|solution))\b/,
    unless: /\b(?:movie|film|show|book|novel|song|album|game|character|episode|scene|season|series|documentary|podcast)\b/,
    wideUnless: true,
  },
  {
    // "my sponsee … last thing he told me was he 'figured out the exit'": an exit found, told of someone.
    name: 'other-found-the-exit',
    cat: 'someone_else',
    level: 'concern',
    others: true,
    re: /\b(?:he|she|they|my \w+) (?:\w+ ){0,3}?(?:figured out|found|worked out|has|had|picked|planned) (?:the|an|his|her|their) (?:exit|way out|exit plan|final exit)\b/,
    unless:
      /\b(?:building|room|parking|maze|escape room|game|level|theater|theatre|stadium|highway|freeway|ramp|lease|contract|deal|job|company|market|stock|investment|business)\b/,
    wideUnless: true,
  },
  {
    // "dont work a 12 hr shift on 2 days of no food lol … not planning on stopping tho".
    name: 'not-eating-and-keeping-on',
    cat: 'eating_disorder',
    level: 'concern',
    // "three days without food" reads as a past frame to the screen; here it is the present.
    toldAsPast: true,
    re: /\b(?:\d+|two|three|four|five|six|seven|a few|several) (?:straight )?days? (?:of|with|on|without) (?:no |any )?(?:food|eating|meals?)\b|\b(?:no food|not eaten|have not eaten|not eating|nothing to eat) (?:in|for) (?:\d+|two|three|four|five|six|seven|a few|several) days\b/,
    with: /\b(?:not (?:planning on|going to|gonna) stop\w*|will not stop|keep going|on purpose|restrict\w*|fast\w*|goal weight|lose (?:more|another)|black spots|fainted|passed out|dizzy)\b/,
    wide: true,
    unless:
      /\b(?:stomach (?:bug|flu)|food poisoning|surgery|colonoscopy|procedure|ramadan|yom kippur|lent|religious fast|could not afford|no money|broke|food stamps|snap|food bank|pantry)\b/,
    wideUnless: true,
  },
  // ── Blind batch 25 ──────────────────────────────────────────────────────────────────────────
  {
    // "Dropped my fishing gear and my dad's watch off at my nephew's today. No sense making him
    // wait till I'm gone to enjoy them": belongings handed on now, with the giver's death as the reason.
    name: 'belongings-before-gone',
    cat: 'suicide',
    level: 'concern',
    re: /\b(?:gave|give|giving|given|dropped|dropping|handed|handing|passed|passing|left|leaving) (?:\w+ ){0,4}?(?:watch|gear|tools|guns?|rifles?|truck|ring|rings|guitar|collection|jewelry|jewellery|medals?|things|stuff|belongings|books|records)\b/,
    with: /\b(?:(?:until|till|before|after|when|once) i am gone|no sense (?:making|letting|having) (?:him|her|them|anyone) wait|(?:will not|wont) need (?:them|it|any of it) (?:much )?(?:longer|anymore|where i am going))\b/,
    wide: true,
  },
  {
    // "I wrote each of my grandkids a letter. Not for a birthday or anything. Just so they have
    // something from me to keep": letters with no occasion, to be kept.
    name: 'letters-for-no-occasion',
    cat: 'suicide',
    level: 'concern',
    re: /\b(?:wrote|written|writing|write) (?:\w+ ){0,5}?(?:letters?|notes?|cards?)\b/,
    with: /\bnot for (?:a |any )?(?:birthday|holiday|christmas|reason|occasion|anything)\b|\bso (?:they|he|she|you) (?:have|has|will have|would have) something (?:from me |of mine )?(?:to (?:keep|remember))\b/,
    wide: true,
    unless: /\b(?:deploy\w*|surgery|operation|time capsule|graduat\w*|wedding|retir\w*|moving|camp)\b/,
    wideUnless: true,
  },
  {
    // "snapped the rubber band til welts, then that wasnt enough so i used the kitchen knife. not deep":
    // self-harm that went further, told with the minimising "not deep".
    name: 'self-harm-escalated',
    cat: 'self_harm',
    level: 'crisis',
    fixed: true,
    re: /\b(?:was not|wasnt|is not|isnt|were not|not) enough (?:so|and|anymore so) (?:i )?(?:\w+ ){0,2}?(?:used|grabbed|got|took|switched to|went to|moved to|tried) (?:the |a |my )?(?:\w+ )?(?:knife|razor|blade|lighter|scissors|glass|compass|box cutter)\b|\brubber band (?:\w+ ){0,2}?(?:until|til|till) (?:it |they )?(?:welts?|welted|bled|bleeds?|bruised|marks?)\b|\b(?:knife|razor|blade|cut|cuts|cutting)\b[^.!?]{0,60}\bnot (?:that |too |very |super |really )?deep\b/,
    unless: /\b(?:onion|vegetables?|veggies|chicken|meat|cooking|recipe|wood|board|paper|fabric|haircut|hair|splinter|knife skills)\b/,
  },
  {
    // "been good since my 20s … last night i sat in the car going over the old plan again".
    name: 'old-plan-again',
    cat: 'suicide',
    level: 'concern',
    back: true,
    // "my old plan popped back into my head today like it never left" (blind batch 28).
    re: /\b(?:going|went|go|gone|thinking|thought|ran|running|run|kept|keep) (?:over|through|about|back to) (?:the|my) old plan\b|\b(?:my|the) old plan (?:\w+ ){0,2}?(?:popped|came|crept|creeping|coming|is|was|has been) (?:back|up)\b/,
    unless:
      /\b(?:business|project|floor|meal|diet|budget|workout|lesson|training|meeting|team|boss|house|garden|wedding|trip|route|road trip|renovat\w*|kitchen|marketing|sales|game|playbook|client)\b/,
    wideUnless: true,
  },
  {
    // "lol if the combine would just roll over on me it'd save everybody some paperwork": an accident
    // wished for, with the relief it would bring others.
    name: 'accident-saves-them',
    firm: true,
    cat: 'suicide',
    level: 'concern',
    re: /\bif (?:a|the|some|that) (?:\w+ )?(?:bus|car|truck|train|semi|combine|tractor|tree|piano|plane|bull|horse|forklift|meteor|asteroid) (?:would |could |just |would just |could just )*(?:hit|hits|ran over|runs over|run over|roll over on|rolled over on|rolls over on|fall on|fell on|falls on|crush\w*|land on|took|take) me\b/,
    with: /\b(?:save (?:everybody|everyone|them|us|my \w+|the family)|saves (?:everybody|everyone)|paperwork|trouble|hassle|relief|easier for|better for|wouldn'?t mind|would not mind|thank|glad)\b/,
    wide: true,
  },
  {
    // "somebody oughta take me out back like Old Yeller. kidding. mostly."
    name: 'put-down-joke',
    cat: 'suicide',
    level: 'concern',
    re: /\b(?:take|taken|put|shoot) me (?:out back|out behind the (?:barn|shed|woodshed)|down like (?:a dog|old yeller))\b|\b(?:me|i) (?:\w+ ){0,3}?like old yeller\b/,
    unless: /\b(?:movie|film|book|read|watched|watching|class|kids)\b/,
    wideUnless: true,
  },
  {
    // "sign me up for the long nap. the real one": sleep that does not end, wished for.
    name: 'endless-sleep-wished',
    cat: 'suicide',
    level: 'concern',
    re: /\b(?:eternal|permanent|forever|endless|final) (?:nap|sleep|rest)\b|\bdirt nap\b|\bthe big sleep\b/,
    with: /\b(?:sign me up|i (?:want|need|am ready for|could use|would take|wish for|would love)|ready for|give me|bring on|take me|cannot wait|looking forward)\b/,
    wide: true,
    unless: /\b(?:dog|cat|pet|hamster|grandma|grandpa|mom|dad|movie|film|book|novel|game)\b/,
    wideUnless: true,
  },
  {
    // The same said as a long nap, then made plain: "the real one", "without an alarm".
    name: 'long-nap-the-real-one',
    cat: 'suicide',
    level: 'concern',
    re: /\b(?:long|big|last) (?:nap|sleep)\b/,
    with: /\bthe real one\b|\b(?:never|not) (?:have to )?wak(?:e|ing) up\b/,
    wide: true,
    unless: /\b(?:dog|cat|pet|hamster|movie|film|book|novel|game)\b/,
    wideUnless: true,
  },
  {
    // "Ha, at my age the good news is I won't have to wait long. Might speed it along though".
    name: 'hasten-the-end',
    firm: true,
    cat: 'suicide',
    level: 'concern',
    re: /\b(?:speed|hurry|help|move) (?:it|things|the (?:end|process)) along\b|\bspeed (?:it|things|the end) up\b/,
    with: /\b(?:at my age|not (?:long|much longer) for this world|(?:will not|wont|won'?t|do not|dont) (?:have to )?wait (?:too |very )?(?:long|much longer)|(?:will not|wont) be around (?:long|much longer)|(?:my|the) time is (?:coming|near|short)|the end is near|one foot in the grave)\b/,
    wide: true,
  },
  {
    // "ready 2 log off permanently 💀💀 nt the app. me. srsly".
    name: 'log-off-for-good',
    cat: 'suicide',
    level: 'concern',
    re: /\blog(?:ging|ged)? ?(?:off|out) (?:of (?:life|existence|this world|everything)|permanently|for good|forever)\b/,
    unless:
      /\b(?:account|accounts|facebook|fb|instagram|insta|ig|social media|socials|twitter|tiktok|reddit|discord|snap\w*|steam|xbox|playstation|psn|server|laptop|computer|email|slack|work|job|dating apps?|news|internet|phone|screens?)\b/,
    wideUnless: true,
  },
  {
    // "cut my hand on the table saw and its bled through 3 towels, won't stop, im alone out at the farm".
    name: 'bleeding-will-not-stop',
    cat: 'medical_emergency',
    level: 'crisis',
    others: true,
    // "sliced my hand on the mandoline at work and it's soaked through 3 towels, it won't stop" (blind batch 28).
    re: /\b(?:(?:soaked|soaking) through (?:\d+|two|three|four|five|several|multiple|a few) (?:\w+ )?(?:towels?|rags?|bandages?|dressings?|shirts?|paper towels)\b[^.!?]{0,30}\b(?:will not|wont|does not|doesnt|not|cannot|cant) stop\w*)\b|\b(?:bleeding|bled|bleeds|blood)\b[^.!?]{0,40}\b(?:(?:will not|wont|does not|doesnt|is not|isnt|not) stop(?:ping)?|through (?:\d+|two|three|four|five|several|multiple|a few|the|a|my) (?:\w+ )?(?:towels?|rags?|bandages?|gauze|shirts?|dressings?))\b|\b(?:cannot|can not|cant) (?:get|make) (?:it|the bleeding|the blood) (?:to )?stop\b/,
    unless: /\b(?:period|nose ?bleeds?|gums?|heart|my heart|ears?|paper cut|nick\w*|shaving)\b/,
  },
  // ── Blind batch 26 ──────────────────────────────────────────────────────────────────────────
  {
    // "the cutting feels like the only thing i actually control anymore. did it twice today".
    name: 'cutting-as-coping',
    cat: 'self_harm',
    level: 'concern',
    re: /\b(?:the|my) (?:cutting|burning)\b(?! (?:board|edge|room|tool|torch|mat|machine|table|costs?|back|corners|class|floor|boards|sensation in my))/,
    with: /\b(?:did it|do it|again|today|tonight|twice|control|helps?|only thing|relief|release|numb|feel something|hide|hiding|sleeves)\b/,
    wide: true,
    unless:
      /\b(?:hair|coupon\w*|budget|grass|lawn|wood|fabric|paper|carbs|calories|sugar|onions?|vegetables|cake|diamonds?|costs?|cords?|ties|class|tile|glass|metal|pattern|quilt\w*|sewing|stencil|cricut|vinyl|garden|pruning|flowers?|stems?|candles?|incense|sage|fuel|calories|fat)\b/,
    wideUnless: true,
  },
  {
    // "me corto cuando mi papá grita. i know its bad but it helps for like a minute": self-harm told
    // in Spanish, which the learned layer reads poorly (so firm: its reading never clears it).
    name: 'self-harm-in-spanish',
    firm: true,
    cat: 'self_harm',
    level: 'concern',
    re: /\bme (?:corto|corte|quemo|queme|lastimo|lastime|rasguno|rasgune|pego|golpeo) (?:cuando|porque|cada|todos|todas|otra vez|de nuevo|a proposito|los brazos|las piernas|el brazo|la pierna|las munecas|la muneca)\b|\bme hago dano\b|\bme hice dano\b/,
  },
  {
    // "first burn in 8 months tonight. i really thought i'd outgrown it".
    name: 'first-in-months',
    back: true,
    cat: 'self_harm',
    level: 'concern',
    re: /\bfirst (?:cut|burn|time cutting|time burning|time i cut|time i burned|relapse|slip) (?:in|since) (?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|several|many|a few) (?:days?|weeks?|months?|years?)\b/,
    unless: /\b(?:haircut|hair|lawn|grass|sunburn|sun|beach|oven|stove|cooking|baking|candle|cd|dvd|calories|fat)\b/,
    wideUnless: true,
  },
  {
    // "siri set a reminder to be dead by friday 😭 jk. unless?"
    name: 'dead-by-a-date',
    cat: 'suicide',
    level: 'concern',
    re: /\b(?:reminder|plan|goal|want|going|trying|hope|hoping|aim|aiming) (?:\w+ ){0,2}?to be dead by\b|\bbe dead by (?:friday|monday|tuesday|wednesday|thursday|saturday|sunday|tomorrow|tonight|the weekend|next week|the end of (?:the )?(?:week|month|year)|christmas|my birthday)\b/,
    unless: /\b(?:phone|battery|plants?|car|laptop|tv|game|character|show|movie)\b/,
    wideUnless: true,
  },
  {
    // "nothing says weekend like writing your own eulogy. mine slaps actually, been editing it all week, almost ready".
    name: 'own-eulogy-ready',
    cat: 'suicide',
    level: 'concern',
    // "yeah im great. wrote my own eulogy on lunch break, tight five, killer closer" (blind batch 32,
    // read as safe small talk by the learned layer): specific enough to stand.
    firm: true,
    re: /\b(?:writing|wrote|written|editing|drafting|drafted|finished|polishing) (?:\w+ ){0,2}?(?:my|your) own (?:eulogy|obituary|obit|funeral speech)\b|\b(?:my|mine) (?:eulogy|obituary|obit)\b[^.!?]{0,40}\b(?:ready|done|finished|editing|almost)\b|\bmine\b[^.!?]{0,40}\b(?:been editing|almost ready|done)\b/,
    with: /\b(?:eulogy|obituary|obit)\b/,
    wide: true,
    unless:
      /\b(?:class|assignment|exercise|therapist|workshop|course|homework|values|prompt|grandma|grandpa|mom|dad|father|mother|aunt|uncle)\b/,
    wideUnless: true,
  },
  {
    // "didnt renew my lease and didnt look for a new place either. sold my bed on marketplace. wont be needing one".
    name: 'wont-be-needing',
    cat: 'suicide',
    level: 'concern',
    re: /\b(?:will not|wont|won'?t|not gonna|not going to) be needing (?:one|it|them|any of (?:it|them|this)|a (?:bed|place|car|lease|coat|phone))\b|\b(?:will not|wont) need (?:a|my) (?:bed|place|lease|apartment|winter coat)\b/,
    unless:
      /\b(?:moving|move|roommate|boyfriend|girlfriend|partner|upgrade|bought a new|getting a new|dorm|abroad|deploy\w*|camping|van life|travel\w*)\b/,
    wideUnless: true,
  },
  {
    // "im gonna make everyone at that lab pay for rejecting me. im not totally kidding and it scares me".
    name: 'make-them-pay-meant',
    cat: 'harm_to_others',
    level: 'concern',
    re: /\b(?:make|making) (?:everyone|everybody|them all|all of them|them|him|her|those \w+|the whole \w+)(?: \w+){0,3}? pay\b/,
    with: /\b(?:not (?:totally|entirely|fully|completely|really|even)? ?(?:kidding|joking)|scares me|scared of myself|i mean it|serious|for real|thinks? i am kidding|think i am joking)\b/,
    wide: true,
  },
  {
    // "theres a toddler alone on the balcony across the street for like an hour, the railing is super low".
    name: 'small-child-alone-in-danger',
    cat: 'harm_to_child',
    level: 'crisis',
    others: true,
    re: /\b(?:toddler|baby|infant|little (?:kid|boy|girl|one)|small (?:child|kid)|(?:\d|two|three|four|five) ?(?:yo|year old|yr old))\b[^.!?]{0,40}\balone\b|\balone\b[^.!?]{0,30}\b(?:toddler|baby|infant|little (?:kid|boy|girl))\b/,
    with: /\b(?:balcony|railing|window ?sill|open window|roof|ledge|pool|street|road|highway|parking lot|for (?:like )?(?:an hour|hours|\d+ hours)|since (?:yesterday|last night|this morning)|nobody (?:is )?(?:answering|home)|no one (?:is )?(?:answering|home)|no adults?)\b/,
    wide: true,
    unless: /\b(?:movie|show|game|book|video|cartoon|bluey|baby monitor)\b/,
    wideUnless: true,
  },
  // ── Blind batch 32 (Northeast and Great Lakes voices) ────────────────────────────────────────
  {
    // "who would even take a 9 yr old beagle if something happened to me. need to get that sorted
    // this week": someone to take the pet or the kids, arranged against one's own absence.
    name: 'arranging-if-something-happens',
    cat: 'suicide',
    level: 'concern',
    firm: true,
    re: /\b(?:who (?:would|will|could) (?:even )?(?:take|keep|look after|care for|raise)|find (?:someone|somebody|a home|a new home) (?:to take|for)|(?:need|have) to (?:sort out|arrange|figure out) who (?:takes|gets|would take))\b[^.!?]{0,60}\bif (?:something|anything) (?:happened|happens|were to happen|was to happen) to me\b/,
    with: /\b(?:this week|soon|sorted|arrang\w*|before|need to|have to|get (?:that|it) (?:sorted|done|figured))\b/,
    wide: true,
    unless: /\b(?:surgery|deploy\w*|will|estate|lawyer|attorney|life insurance policy|guardian(?:ship)? paperwork|travel\w*|trip|flight)\b/,
    wideUnless: true,
  },
  {
    // "my kids are little enough that they'll forget me pretty quick. weirdly that's a comfort".
    name: 'comfort-they-forget-me',
    cat: 'suicide',
    level: 'concern',
    re: /\b(?:they|kids|she|he|everyone|people|my \w+)(?: will| would|ll)? (?:forget (?:about )?me|not (?:even )?remember me|get over (?:me|it))\b/,
    with: /\b(?:comfort\w*|relief|reliev\w*|easier|a good thing|helps? (?:me|to know)|glad|peace)\b/,
    wide: true,
    unless: /\b(?:break ?up|broke up|ex|dating|graduat\w*|moving|move|job|new school|class|party)\b/,
    wideUnless: true,
  },
  {
    // "band-aids under my scrubs all shift. nobody in the NICU has a clue": wounds kept hidden.
    name: 'hidden-wounds',
    cat: 'self_harm',
    level: 'concern',
    re: /\b(?:band[\s-]?aids?|bandages?|gauze|wraps?|plasters?)\b[^.!?]{0,20}\b(?:under|beneath) my (?:sleeves?|scrubs|shirt|hoodie|uniform|jeans|pants|clothes|watch|bracelets?)\b/,
    with: /\b(?:no one|nobody|noone|no body) (?:\w+ ){0,3}?(?:knows?|has a clue|have a clue|notices?|noticed|can tell|sees?|suspects?|asks?)\b|\bhid(?:e|ing|den)\b|\bcover(?:ing)? (?:it|them) up\b/,
    wide: true,
    unless:
      /\b(?:tattoo\w*|blood draw|iv|vaccin\w*|shot|flu shot|burn(?:ed)? (?:on|at) (?:the )?(?:oven|stove|grill)|kitchen|surgery|stitches from)\b/,
    wideUnless: true,
  },
  {
    // "my five year plan is not being here in five years. it's kind of a bit. kind of not."
    name: 'plan-not-being-here',
    wish: true,
    fixed: true,
    cat: 'suicide',
    level: 'concern',
    re: /\bplan (?:is|was) (?:to )?not (?:be|being) (?:here|around|alive)\b|\bnot (?:be|being) (?:here|around|alive) (?:in|by) (?:a|one|two|three|four|five|ten|\d+) (?:more )?(?:years?|months?|weeks?)\b/,
    unless:
      /\b(?:moving|move|moved|relocat\w*|transfer\w*|lease|apartment|city|town|state|country|job|company|school|college|campus|team|office|retir\w*|visa)\b/,
    wideUnless: true,
  },
  {
    // "Good news: I found a permanent solution to my student debt. Bad news: it's a one-time offer."
    name: 'permanent-solution',
    cat: 'suicide',
    level: 'concern',
    firm: true,
    re: /\bpermanent (?:solution|fix|way out|exit)\b[^.!?]{0,30}\b(?:my|a temporary|the|all|this)\b/,
    unless:
      /\b(?:hair (?:removal|dye|color)|laser|makeup|marker|ink|tattoo|glue|siding|roof|leak|plumb\w*|software|bug|code|server|weeds?|pests?|mold)\b/,
    wideUnless: true,
  },
  {
    // "I said the sweet release of death 😊", "no benefits, no office, no will to live. only two of
    // those are jokes": the wish, said as a joke.
    name: 'release-of-death',
    wish: true,
    fixed: true,
    cat: 'suicide',
    level: 'concern',
    re: /\b(?:sweet )?release of death\b|\bno (?:will|reason|desire) to (?:live|keep going)\b|\bno (?:will|reason|desire) to go on\b(?! (?:a|an|the|this|that|with|vacation|trip|holiday|tour|date|about|and)\b)|\blost (?:my|the|all) will to live\b/,
    unless: /\b(?:song|album|lyrics|band|meme|movie|show|character|book|game)\b/,
  },
  {
    // "my teenage cousin is texting me from a bridge in providence, what do i say to him".
    name: 'someone-messaging-from-a-height',
    cat: 'someone_else',
    level: 'crisis',
    others: true,
    re: /\b(?:texting|messaging|calling|called|texted|facetiming|snapping) me (?:right now |rn )?(?:from|on) (?:a|the|top of (?:a|the)) (?:\w+ )?(?:bridge|roof|rooftop|ledge|overpass|parking (?:garage|deck)|cliff|tracks|train tracks)\b/,
    also: ['danger_now'],
  },
];

/** Past or recovered frames: the risk concept is about then, not now. */
export const PAST =
  /\b(?:used to|(?:days?|weeks?|months?|years?) since (?:my|the) last|years? ago|years? back|months? ago|a while ago|long time ago|back (?:then|in)|when i was (?:younger|little|a kid|a child|a teen|a teenager|in (?:high |middle )?school|\d+)|in high school|in college|(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|few|many|several) (?:days?|weeks?|months?|years?) (?:clean|free|sober|without)|clean (?:for|since)|have not (?:in|since)|not anymore|therapy helped|got help|got better|recovered|in recovery|that was (?:then|years|(?:in )?(?:19|20)\d\d)|when i (?:came|got) back from|(?:my )?teen(?:age)? years|spent (?:a lot of |many |so many |most of my |several |a few |\d+ )?(?:years|decades|my (?:teens|twenties|thirties)))\b/;
/** Signs the risk is current even inside a past frame. */
export const NOW =
  // "I'm 6 months sober… afternoons which is when I think about driving my car into the river" (blind batch 28).
  /\b(?:when i (?:think|picture|imagine)|i (?:still |now |keep |often |always )?(?:think|picture|imagine) (?:about|of)|like i used to|the way i used to|like i did (?:in|back|when)|again|relaps\w*|lately|these days|right now|tonight|today|this week|still (?:do|cut|harm|hurt|think|want|wish|feel|have (?:urges|thoughts))|urges?|started|back to|cannot stop|(?:broke|lost|reset|ended) (?:my |the |both |both of my |all (?:my |the )?)?streaks?|slipped)\b/;
/** Recovery words that make a past frame safe rather than merely old. */
export const RECOVERED =
  /\b(?:now i am|celebrat\w*|milestones?|it gets better|(?:that|it|they) stopped|once i (?:got|started|went) (?:on )?(?:meds|medication|help|treatment|therapy)|got on meds|keep (?:the|my) momentum|how far i (?:have |ve )?come|now im|now i have|proud|(?:therapy|counsel\w*|treatment|meds|medication|support|my friends|time) (?:has |have )?(?:really )?(?:helped|changed|fixed|saved)|got help|got better|(?:got|pulled|carried) me through|(?:getting|got) (?:re)?married|recovered|in recovery|clean|better now|doing (?:better|well|great|good)|happy now|happier now|planning my|not anymore|no longer|have not (?:in|since)|(?:much|so much|way) better|better place|going strong|(?:i am|im) (?:good|ok|okay|fine|doing good) now|that was before (?:\w+ ){0,3}?(?:therapy|meds|medication|treatment|pt|rehab|help|counsel\w*|recovery|sobriety|church|my))\b/;
/** Someone else's story, a book, show or class: not a disclosure about the person. */
// "picked up a handgun at the show today" (blind batch 27): a gun show is a place, not a story.
export const MEDIA =
  /\b(?:novel|book|film|movie|show(?<!(?:gun|car|boat|horse|trade|craft|dog|cattle|auto|air|home|at the) show)|series|episode|documentary|podcast|article|essay|paper|lecture|class|course|story|character|villain|hero|protagonist|song|lyrics|news|headline|game|play|poem|research|report|study|training|survivors?)\b/;

// ── Cue scoring: oblique wording no single frame names ─────────────────────────────────────────
// "I've overstayed my welcome on this earth", "the thought of not waking up tomorrow makes me
// calm": no phrase rule, but an ending word, a stance of wanting or relief, and a sense of finality
// in one first-person clause. Each class counts a few distinct cues; a stance word right after a
// negation ("I don't want…") does not count.
const END_STRONG =
  /\b(?:die|dying|dead|death|exist\w*|(?:on|from|leave|leaving|off|of) (?:this|the) (?:earth|world|planet)|this earth|(?:not|never|no more|stop) (?:\w+ )?wak(?:e|ing) up|my (?:own )?(?:funeral|grave)|finally (?:rest|be at peace|be free|sleep(?! (?:through|well|better|in|at|for|a|more|like|properly|normally|again|now|past))|stop)|rest (?:forever|in peace)|the other side)\b/g;
const END_WEAK = /\b(?:life|living|end|ends|ending|over|rest|gone|go|leave|leaving|disappear\w*|vanish\w*|punishment|suffering)\b/g;
const STANCE =
  /\b(?:want|wish|hope|looking forward|relief|relieved|calm|calmer|peace\w*|finally|ready|decided|time (?:for me )?to|had enough|worn out|done|enough|overstay\w*|welcome|counting down|cannot wait|long for|longing|easier|better off|comfort\w*|tempting|free)\b/g;
const FINAL = /\b(?:forever|for good|never|anymore|any more|permanently|for me|last|tonight|tomorrow|again|all of it|everything|finally)\b/;
/** Grief, trips, rest after a busy week, hair dye: where these words are ordinary. */
const SCORE_UNLESS =
  /\b(?:grandma|grandpa|grandmother|grandfather|mom|dad|mother|father|dog|cat|pet|friend|uncle|aunt|brother|sister|husband|wife|son|daughter|baby) (?:\w+ )?(?:died|passed|death|is dead|was dead|funeral|in heaven)\b|\b(?:passed away|rest in peace|rip|miss (?:him|her|them)|grief|grieving|weekend|vacation|holiday|trip|exams?|finals|shift|semester|break|nap|bedtime|die (?:my|her|his) hair|dye|battery|phone|plants?|tired of (?:work|school)|heat|cold|weather|humidity|traffic)\b/;

/** True when a first-person clause carries an ending cue, a stance and (or a second stance) finality. */
export function cueScore(clause: string, negatedAt: (clause: string, index: number) => boolean): boolean {
  if (!/\b(?:i|me|my|myself)\b/.test(clause) || SCORE_UNLESS.test(clause)) return false;
  const strong = new Set([...clause.matchAll(END_STRONG)].map((m) => m[0])).size;
  const weak = new Set([...clause.matchAll(END_WEAK)].map((m) => m[0])).size;
  if (!strong && weak < 2) return false;
  const stances = new Set([...clause.matchAll(STANCE)].filter((m) => !negatedAt(clause, m.index)).map((m) => m[0])).size;
  const final = FINAL.test(clause);
  if (strong) return stances >= 2 || (stances >= 1 && final);
  return stances >= 1 && final;
}
