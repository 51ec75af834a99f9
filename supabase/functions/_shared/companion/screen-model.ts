/**
 * The crisis screen every message passes, before Wren decides anything else: the phrase rules
 * (../safety/screen.ts) as the floor, the learned layer (./understand/) for what rules cannot
 * see, and the conversation's carried risk. The thresholds and why each is where it is are
 * explained in docs/wren.md ("What happens to one message").
 */
import { CONCEPTS } from '../safety/concepts.ts';
import { detectPolicy } from '../safety/policy.ts';
import { PEOPLE_QUESTION, screenDetailed, STUDY_FRAME, type ScreenResult } from '../safety/screen.ts';
import type { Nlu, RiskGuess } from './nlu.ts';
import { RISK_CATEGORIES } from './understand/labels.ts';
import { mostlySpanish, straight } from './words.ts';

/** A question about the crisis lines themselves: the number, who they are for, texting them. */
export const LINES_ASK =
  /\b(?:988|741741|crisis (?:line|text line|number|hotline|resources)|text (?:line|number)|instead of (?:calling|a (?:phone )?call|phoning)|lifeline|suicide (?:hotline|helpline|line)|hotlines?|helplines?|where (?:can|should|do) (?:i|we) (?:point|send|refer|direct)|who (?:can|could|should) (?:they|she|he|i) (?:call|text)|what resources (?:should|can|could) i (?:pass|share|give|send|post)|instead of (?:a )?call|(?:number|line) (?:i|you|we) can (?:text|call)|crisis help|l[ií]nea de crisis|l[ií]nea de ayuda)\b/i;

/**
 * One short question asking how to sleep, relax or focus ("any ways to fall asleep without
 * sleeping pills?", read as risk at 0.74 after the batch 15 retrain): with no rule behind it, the
 * learned layer needs the near-certainty it needs for a question about the crisis lines.
 */
const EVERYDAY_HOWTO =
  /^\s*(?:any|are there(?: any)?|what are(?: some)?|got any|how (?:do|can|could|should) (?:i|you|we|people)|tips (?:for|on)|ways to)\b[^.!?]{0,60}\b(?:fall(?:ing)? asleep|get(?:ting)? to sleep|stay(?:ing)? asleep|sleep better|relax|calm down|wind down|focus|concentrate|wake up (?:earlier|on time)|get up (?:earlier|on time))\b[^.!?]{0,60}\?\s*$/i;

/** Learned risk at or above which Wren asks directly, with crisis lines visible. */
export const RISK_CONCERN = 0.6;
/** The same for a question about the crisis lines themselves, with no rule behind it. */
const RISK_LINES_QUESTION = 0.9;
/** The same for someone else's danger only the learned layer read, in a message plainly about an everyday topic. */
const RISK_OTHERS_EVERYDAY = 0.7;
/**
 * …and when the message names no harm, no danger and no fear at all (OTHER_DANGER): "My son is 17
 * and just says 'fine' to everything" read as a friend in danger 0.75, "My 16 year old daughter
 * screams that she hates me and slams the door" as a child at risk 0.75 (blind batch 25). Across
 * the 26 risk sets no risk message read so with no such word.
 */
const RISK_OTHERS_QUIET = 0.8;
const OTHER_DANGER =
  /\b(?:drunk|high|wasted|push\w*|shov\w*|hit|hits|hitting|hurt\w*|bruis\w*|touch\w*|alone|left (?:her|him|them)|lock\w*|threat\w*|weapon|gun|knife|grab\w*|chok\w*|slap\w*|kick\w*|punch\w*|beat\w*|burn\w*|sex\w*|naked|pictures|pics|meet up|follow\w*|blood|bleed\w*|cut\w*|pills?|overdos\w*|suicid\w*|kill\w*|die|dead|goodbye|missing|scared|afraid|terrified|unsafe|safe|danger\w*|police|cops)\b/i;
/** The same inside an exercise, where answers are short fragments of a task ("he frowned"). */
const RISK_CONCERN_IN_FLOW = 0.8;
/**
 * An exercise asked for near-certainly (0.99), with no rule behind the learned risk: "I want to
 * dump every worry in my head and sort them into stuff I can actually do something about" read as
 * suicide 0.87 (blind batch 28). On the held-out check of batches 24–28 (a model trained without
 * them) the one risk message so read was at 1.0 ("the thoughts from after Fallujah are back").
 */
const RISK_EXERCISE_ASKED = 0.9;
/**
 * Abuse at home that only the learned layer read. On the held-out check (a model trained without
 * blind batches 24–27, reading batches 24–28 through the engine) every true one read 0.93–1.0 and
 * every false one 0.82–0.90 ("my mom keeps undermining me in front of my kids", "the charge nurse
 * always give me the heaviest patients", "little things at home set me off after a day on the
 * block"); below it the reading is dropped, unless the message speaks of food or the body, where
 * an eating-disorder risk was once read as abuse (0.81).
 */
const RISK_ABUSE_ALONE = 0.92;
/**
 * Learned danger now (a plan, means at hand, an overdose) with no rule behind it gets the crisis
 * card at this; between RISK_CONCERN and this it gets the direct question with the lines in view.
 * A short everyday message the layer misread as danger now ("does this work in spanish? my mom
 * would use it", 0.62; "drove over the Golden Gate bridge today, so foggy", 0.88; "new razor is
 * way better than the cheap ones", 0.94) then gets a question, not the emergency reply. Danger
 * now that only the layer saw read 0.97–1.0 on blind batch 8 before it joined the corpus.
 */
const RISK_URGENT = 0.95;
/** Learned risk of danger now needed to overrule a negation the rules found. */
const RISK_NEGATED = 0.97;
/** Below this learned risk, a rule's concern (never its crisis) is taken as a false alarm. */
const RISK_CLEAR = 0.05;
/** Below this learned risk, a rule's hit in a story told in the past is taken as history. */
const RISK_HISTORY = 0.1;
/**
 * The same when nothing in the message speaks of the risk now (RISK_NOW): "Five years ago today I
 * tried to take my life. Today I went hiking with my kids" read 0.43 after the batch 13 retrain.
 */
const RISK_HISTORY_QUIET = 0.5;
/**
 * The same when only the learned layer heard risk, in a story plainly told as then and now ("3 yrs
 * off meth. back then I wanted to die every single day. now I run a little landscaping business",
 * 0.86; "the hospital stay after my overdose in 2018 … Doing well these days", 0.62: blind batch 15).
 * The layer reads the words of the past at full strength; the rules, which read tense, heard none.
 */
const RISK_HISTORY_TOLD = 0.9;
/** "…but I'm safe": said of oneself now, with nothing that hedges it ("for now", "I think"). */
const SAID_SAFE =
  /\bi(?: am|m|'m) (?:totally |completely |perfectly )?safe\b(?! (?:for now|right now|tonight|enough|i think|i guess|probably|to)\b)|\bi(?: am|m|'m) (?:ok|okay|fine|good) safety[\s-]?wise\b|\bsafety[\s-]?wise,? i(?: am|m|'m) (?:ok|okay|fine|good)\b|\bi (?:really )?want to (?:be here|stay here|keep living|live)\b[^.!?]{0,40}[.!?]\s*i(?: am|m|'m) not going anywhere\b|\bi(?: am|m|'m) not going anywhere\b[^?]{0,60}\bi (?:really )?want to (?:be here|live)\b/i;
const UNSAFE_WORDS = /\b(?:not|never|no longer|unsafe|am i|if i|until)\b[^.!?]{0,20}\bsafe\b|\bunsafe\b/i;
const TOLD_AS_PAST =
  /\b(?:my )?teen(?:age)? years\b|\b(?:(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|many|a few|several|some) (?:years?|yrs?|months?|mos?|decades?) (?:ago|back)|years back|way back (?:when|in)|last (?:year|spring|summer|fall|autumn|winter)|in (?:19|20)\d\d|(?:most|all|much|part|some) of (?:19|20)\d\d|back (?:then|in)|when i was (?:younger|a (?:teen|teenager|kid)|in (?:high school|college|my (?:teens|twenties|thirties|forties|fifties|sixties|[2-7]0s))|\d+)|(?:years?|yrs?|months?|days?) (?:since|clean|sober|free)|(?:that'?s|that has|it'?s|it has) been over|a lifetime ago|(?<!(?:am|m|get|got|getting|be|being|so) )used to|(?:(?:all )?through|in|during) (?:high school|middle school|college|my (?:teens|twenties|20s|thirties|30s|forties|40s|fifties|50s)|the (?:army|navy|marines|service|military))|(?:freshman|sophomore|junior|senior) year|that was (?:in )?(?:19|20)\d\d|(?:19|20)\d\d was|from (?:age )?\d{1,2} (?:to|till|until|through) \d{1,2}|now i(?:'?m| am) \d{2}|at (?:age )?1\d(?! ?(?:am|pm|:|%|percent|minutes|degrees|mph|dollars|bucks))|(?:it'?s|it has|they'?ve|they have) been (?:quiet|gone|calm|quieter) for (?:about |over |almost |nearly )?(?:\d+|a few|several|many|two|three|four|five) (?:years|months))\b/i;
/**
 * Recovery said as a milestone or a long absence ("Hit 1,000 days self-harm free today 🎉",
 * "those thoughts haven't been around in decades"): history, even where the learned layer reads
 * the risk words at full strength (blind batch 10 had both met with the crisis lines).
 */
const MILESTONE =
  /\b[\d,]+ (?:days?|weeks?|months?|years?) (?:[\w-]+ ){0,2}(?:free|clean|sober)\b|\b(?:have not|haven'?t|has not|hasn'?t) (?:been around|come back|had (?:them|those|any|one)|felt (?:that|this) way) (?:in|for) (?:years|decades|ages|a long time|over a decade)\b/i;
/** Anything that speaks of the risk now, which a milestone never outweighs. */
const RISK_NOW =
  /\b(?:(?:want|wanna|wanted to)(?! (?:to )?(?:say|share|tell|let (?:you|someone|somebody|people)|thank|celebrate|mark|post|put (?:it|that|this)|help|give back|mentor|volunteer|learn|start helping|be there for)\b)|urges?|tempt\w*|crav\w*|(?<!\b(?:had|made) (?:a |the )?)plan\w*|again|but|tonight|right now|lately|struggl\w*|miss(?:ing)? (?:it|cutting|the)|relaps\w*|slipped|broke (?:my |the )?streak|streak (?:is |was )?(?:broken|over|gone|ended))\b/i;
const WELL_NOW =
  /\b(?:i'?m|i am) in (?:\w+ )?(?:school|college|nursing school|grad school|university) now\b|\b(?:today|these days|this year|grateful|doing (?:ok|okay|well|better|alright|good|great|fine)|i'?m (?:ok|okay|well|better|alright|good|fine) now|now i (?:run|own|work|teach|coach|mentor|help|lead|sponsor|volunteer)|sober|clean|recovered|in recovery|volunteer\w*|peer support|(?:labs?|numbers|bloodwork) (?:look|looks|are|came back) (?:great|good|normal|fine)|(?:does not|doesnt|no longer) run(?:s)? my life|in a (?:good|better) place|my own (?:place|apartment|business|shop)|(?:got|have|started) (?:a|my) (?:new )?(?:job|place|apartment|business)\b[^.!?]{0,40}\bnow|long gone|behind me|life'?s (?:good|great)|life is (?:good|great)|(?:been |i'?m |i am )?stable (?:for (?:years|a long time|a while|\d+ years)|now|these days)|got (?:help|treatment|better)|feeling (?:good|great|better|well|strong)|i(?:'?m| am) \d\d now|graduated|(?:scars?|they) (?:are|have|has) (?:faded|healed)|happy with my (?:family|life|kids|wife|husband|partner)|it gets better|(?:that|it|they|those thoughts) (?:stopped|went away|faded|ended)|once i (?:got|started|went) (?:on )?(?:meds|medication|therapy|treatment|help)|keep (?:the|my) momentum|how far i(?:'ve| have) come|(?:to|with) now\b[^.!?]{0,20}\b(?:wild|crazy|amazing|different)|(?:certified )?peer (?:support )?specialist|(?:therapy|erp|dbt|cbt|emdr|treatment|meds|medication|rehab) (?:really )?(?:worked|helped|saved me)|(?:mailed|sent|wrote|gave|bought) (?:him|her|them|my \w+) a (?:\w+ )?(?:card|letter|gift|thank[\s-]you))\b/i;
/**
 * An evening told as done ("Five years ago today I tried to end my life. Tonight I took my kids to
 * see the Christmas lights": blind batch 22) and urges long gone ("the urge has been gone for
 * years") say nothing of risk now, whatever "tonight" and "urge" say elsewhere.
 */
const DONE_TONIGHT =
  /\btonight (?:i|we|my \w+ and i) (?:\w+ )?(?:took|went|had|watched|saw|made|got|did|cooked|celebrated|ate|played|drove|sang|danced|laughed|hugged|called|finished|won)\b/gi;
const LONG_GONE =
  /\b(?:the |those |my )?(?:urges?|thoughts?|feelings?|it|they)\s+(?:has|have|had)\s+been\s+gone\s+(?:for|in)\s+(?:years|ages|a long time|decades|over a year|\d+ years)\b/gi;
/** "…but it doesn't run my life anymore": a "but" that denies, which RISK_NOW must not count. */
const BUT_DENIED =
  /\bbut (?:it|they|that|those|these|i) (?:does not|do not|don'?t|doesn'?t|no longer|is not|isn'?t|are not|aren'?t|am not|never)\b|\bbut i'?m not\b/gi;
/** A question to Wren about itself, as small talk: "what's your favorite…", "do you like dogs?". */
const SMALL_TALK_ASK = /^\s*(?:what'?s|what is|what are|do you|have you|are you|if you|which) (?:\w+ ){0,3}?(?:your|you)\b/i;
/** A jump that is a sport ("Bungee jump for my 40th next month! How do I calm my nerves?": blind batch 16). */
const JUMP_SPORTS =
  'bungee|sky ?div\\w*|parachut\\w*|base jump\\w*|cliff jump\\w*|high dive|diving board|trampoline|jump rope|long jump|high jump|ski jump\\w*|zip ?lin\\w*|parasail\\w*|paraglid\\w*';
const JUMP_SPORT = new RegExp(`\\b(?:${JUMP_SPORTS})\\b`, 'i');
/** "Not a BASE jumper. Been here 40 minutes trying to get my legs to go over" (blind batch 30): no sport. */
const NOT_A_SPORT = new RegExp(
  `\\b(?:not|no|never|ain'?t|isn'?t) (?:a |an |any |some |doing (?:a |an )?|here (?:for|to) )?(?:${JUMP_SPORTS})`,
  'i',
);
/**
 * Someone's death by suicide, told by the one bereaved ("my brother died by suicide last year",
 * "my best friend from the army took his own life in 2020": blind batch 16): grief, met as grief
 * with an open door, never as the writer's own danger unless they say so.
 */
const SUICIDE_LOSS =
  /\b(?:died|passed(?: away)?|lost (?:him|her|them)|we lost \w+) (?:by|to|from|of) suicide\b|\b(?:took|taken) (?:his|her|their) own li(?:fe|ves)\b|\bkilled (?:himself|herself|themselves)\b|\bsuicide loss\b|\b(?:lost|losing) (?:my|our|a) (?:\w+ ){0,3}?to suicide\b/i;
const ANNIVERSARY_NOW =
  /\b(?:today|tonight|this week)\b[^.!?]{0,25}\b(?:anniversary|the day (?:he|she|they) died)\b|\b(?:anniversary|the day (?:he|she|they) died)\b[^.!?]{0,15}\b(?:today|tonight|this week)\b/i;
/**
 * Everyday talk of death the learned layer reads as risk with no rule behind it (blind batch 32):
 * a mourning ritual kept ("yahrzeit for my father is tomorrow. lit the candle"), an elder's own
 * arrangements told fondly ("My grandmother picked out her burial plot… She's 91 and
 * hilarious"), a pet "planning my murder", an epitaph joke told to coworkers. Met by the ordinary
 * reply with an open door, unless the writer speaks of their own risk.
 */
const ORDINARY_DEATH_TALK =
  /\b(?:yahrzeit|yizkor|kaddish|shiva|novena|memorial (?:candle|mass|service)|anniversary mass|d[ií]a de (?:los )?muertos|ofrenda|lit (?:a|the) (?:memorial |yahrzeit )?candle for)\b|\b(?:my )?(?:grand(?:ma|mother|pa|father|mom|dad)|nana|granny|great[\s-]\w+|mom|mother|dad|father|aunt|uncle)\b[^.!?]{0,30}\b(?:picked out|bought|chose|planned|paid for|pre-?paid|pre-?planned|is planning) (?:her|his|their) (?:own )?(?:burial plot|plot|casket|coffin|funeral|headstone|urn|grave|cremation)\b|\b(?:my |the )?(?:cat|cats|kitten|dog|parrot|hamster|toddler)\b[^.!?]{0,40}\b(?:plotting|planning|plans?) (?:my (?:murder|demise|death)|to (?:kill|murder|end) me)\b|\bi want ['"‘“][^'"’”]{1,40}['"’”] on my (?:tombstone|headstone|gravestone|grave)\b/i;
/** A means, a note or a goodbye, which no everyday frame clears. */
const MEANS_OR_GOODBYE =
  /\b(?:pills?|tablets?|rope|gun|pistol|rifle|revolver|shotgun|weapon|knife|blade|razor|bridge|roof|ledge|railing|tracks|garage|exhaust|cliff|overpass|notes?|letters?|goodbyes?|join (?:him|her|them)|be with (?:him|her|them)|see (?:him|her|them) (?:soon|again))\b/i;
/** Learned risk needed to ask where the writer marked a figure of speech (a known idiom, "metaphorically"). */
const RISK_FIGURATIVE = 0.98;
const INFO_TOPIC =
  /\b(?:suicid\w*|self[\s-]?harm\w*|kill\w*|die|dying|death|crisis|988|741741|overdos\w*|cutting|warning signs?|hotline|lifeline|safety plan\w*|ideation|lethal|firearm|guns?|means|dead|better off|end (?:it|it all|(?:their|his|her) (?:own )?life)|be with (?:her|his|their) (?:husband|wife|late \w+|maker)|go home to (?:jesus|god|the lord))\b/i;
const FIRM_CONCEPTS = new Set(CONCEPTS.filter((concept) => concept.firm).map((concept) => concept.name));
const BACK_CONCEPTS = new Set(CONCEPTS.filter((concept) => concept.back).map((concept) => concept.name));
/** Said to be back now ("it's back", "the thoughts came back"): stronger than AGAIN's "lately". */
const BACK_NOW =
  /\b(?:(?:are|is|it'?s|its|they'?re|theyre) back|came back|coming back|come back|back again|have returned|has returned|crept back|creeping back|creeping in again|creeping up again|sneaking back|started again|broke (?:it|my streak|the streak)|reset (?:the|my) (?:counter|streak|clock|days)|relapsed)\b/i;
const AGAIN =
  /\b(?:again|coming back|came back|come back|back now|(?:are|is|were|they are|they're|theyre|its|it's|it is) back|creeping back|crept back|returned|returning|relaps\w*|lately|recently|this week|tonight)\b/i;
const DATA_WORDS =
  /\b(?:my (?:data|chats?|messages|account|history|information|info|entries|journal)|uninstall\w*|delete (?:the app|my account|everything)|export\w*|privacy|private|encrypt\w*|hipaa|who can (?:see|read)|stored|saved)\b/i;

/** A short question about one's data or the app, first, with at most a short sentence after it. */
/**
 * A worry about who sees what is written here ("does the VA or anybody get this info"), or a wish
 * to delete it ("can i delete everything i said. like permanently gone": blind batch 30, asked
 * about risk for its "gone").
 */
const PRIVACY_WORRY =
  /\b(?:delete|erase|wipe|clear|remove) (?:everything|all(?: of it)?|it all) (?:i (?:said|wrote|typed|told you|put)|from (?:here|this|the app))\b|\b(?:get|gets|see|sees|read|reads|access|share|shares|sell|sells) (?:this|my|these|what i) (?:info|information|chats?|messages|data|stuff|write|type|say)\b|\b(?:end up|ends up|go|goes|put) (?:in|on|into) (?:a|some|my) (?:\w+ )?(?:file|record|chart)\b|\b(?:on|in) my (?:\w+ )?(?:record|file|chart)\b|\bon (?:the )?record\b|\b(?:shared|share|sent|reported|passed|given) (?:with|to) (?:the )?(?:va|employer|insurance|insurer|police|cops|government|command|my (?:\w+ )?(?:doctor|employer|boss|school|insurance|unit|command))\b/i;

function dataQuestion(message: string): boolean {
  const [first = '', ...rest] = message.trim().split(/(?<=[.!?])\s+/);
  const restWords = rest.join(' ').split(/\s+/).filter(Boolean).length;
  return /\?$/.test(first) && first.split(/\s+/).length <= 20 && restWords <= 15 && DATA_WORDS.test(first);
}

const AWAY_FOR =
  /\b(?:(?:won'?t|will not|not going to) be|(?:do not|dont|don'?t|not) plan(?:ning)? on being) (?:around|here|on here|online|reachable)\b[^]*\b(?:vacation|holiday|trip|wedding|graduation|reunion|conference|business trip|surgery|camping|cruise|honeymoon|deploy\w*|visiting|moving (?:to|out|back|across|for)|relocat\w*|new job|transferr?\w*)\b/i;

const RETURNING =
  /\b(?:i'?ll|i will|i am going to|gonna) (?:come back|be back|check in|talk to you|write)\b[^.!?]{0,30}\b(?:tomorrow|later|tonight|next week|after (?:my|the|work|class|school|church))\b|\b(?:see|talk to) you (?:tomorrow|later|soon|next week)\b|\b(?:till|til|until) next time\b/i;

/**
 * A child at risk is a child named: "Doc says my A1C is 6.1, prediabetic. I'm scared I'm gonna end
 * up like my dad with the insulin" read as a child in danger, 0.74, after the retrain with blind
 * batches 19–27; every child at risk in blind batches 1–27 names a child, a pregnancy or a minor.
 */
const CHILD_WORDS =
  /\b(?:child\w*|kids?|kiddos?|babys?|babies|infant|newborn|toddler\w*|twins|sons?|daughters?|step(?:son|daughter)s?|boys?|girls?|teen\w*|minors?|grand(?:kid|son|daughter|child)\w*|nieces?|nephews?|students?|pupils?|campers?|riders?|foster\w*|preschool\w*|daycare|pregnan\w*|postpartum|new (?:mom|mum|dad|parent)|crib|diapers?|\w+ graders?|(?:little|baby|younger|kid|big) (?:sister|brother|sis|bro|cousin)|cousin|(?:week|month|year|yr)s?[\s-]?olds?|\d{1,2} ?(?:yrs?|years?|months?|weeks?|mos?)|(?:i am|im|i'm|he is|hes|he's|she is|shes|she's|they are|theyre|(?:sister|brother|cousin|friend) is) (?:only |just )?\d{1,2}|\d{1,2} ?(?:yo|y\/o))\b|\b(?:nino|nina|hijo|hija|bebe|anak|em)s?\b/i;
/** Near-certain, the reading stands without one ("putting a pillow over her face… i'm alone with her", 1.0). */
const RISK_CHILD_UNNAMED = 0.9;
const EATING_WORDS =
  /\b(?:shrink\w*|nothing left of me|smaller|eat\w*|ate|food|meals?|snacks?|calori\w*|cals?|lbs?|pounds?|kg|kilos?|weigh\w*|scale|fat|thin|skinny|bones?|purg\w*|throw\w* up|threw up|vomit\w*|puk\w*|laxative\w*|diuretic\w*|binge\w*|fast\w*|starv\w*|hungry|hunger|empty|full|period|coffee|water|sauna|spit\w*|chew\w*|body|mirror|size|jeans|carbs?|sugar|diet\w*|restrict\w*|gain\w*|appetite|anorexi\w*|bulimi\w*|ed|insulin|adderall|exercis\w*|run\w*|miles|gym|workout|bread|dinner|lunch|breakfast|bite|bagel|gum|ice chips|dizzy|light-?headed|dropped (?:a ton|\d+|so much|weight)|huge|look sick|hair (?:is )?(?:coming|falling) out)\b/i;

/**
 * The writer's own funeral wishes, told as a joke ("Told my wife when I go, scatter my ashes at
 * Home Depot so she'll visit me every weekend"): the learned layer read three such messages across
 * blind batches 1–25 as abuse (0.95–1.0), a label nothing in them supports.
 */
const OWN_FUNERAL_WISH =
  /\bwhen i (?:go|die|kick the bucket|pass|croak)\b[^.!?]{0,80}\b(?:ashes|scatter\w*|haunt\w*|bury me|urn|headstone|tombstone|eulogy|funeral)\b|\bif i go first\b/i;
/**
 * Scars said to be from long ago ("I have scars on my arms from when I was a teenager. Now my
 * grandkids ask about them", blind batch 25): history, whatever the layer reads in "scars".
 */
const OLD_SCARS =
  /\bscars?\b[^.!?]{0,40}\bfrom (?:when i was|years ago|decades ago|a long time ago|back then|my (?:teens|twenties|20s|youth|past)|high school|college|middle school)\b/i;
/** A parent's question about whether a show, film or book suits a child: about the media, not a disclosure. */
const MEDIA_ASK =
  /\b(?:watch|read|see|play)\b[^?]{0,80}\b(?:show|series|movie|film|book|episode|game|13 reasons why)\b[^?]*\?|\b(?:show|series|movie|film|book|game|13 reasons why)\b[^?]{0,60}\b(?:too much|appropriate|okay|ok|suitable|too graphic|too dark|too young)\b[^?]*\?/i;

/**
 * A question about saving a plant, a garden or a pet's health ("my tomato plants are dying, i
 * think im drowning them. how do i save them", read as danger now 0.64 in blind batch 26).
 */
const PLANT_CARE_ASK = /\bhow (?:do|can|should|could) i (?:save|fix|revive|help|treat|bring back)\b[^.!?]{0,30}\b(?:them|it|my \w+)\b/i;
const PLANT_WORDS =
  /\b(?:plants?|tomato\w*|garden\w*|seedlings?|lawn|grass|succulents?|basil|herbs?|ferns?|orchids?|trees?|flowers?|roses|leaves|pothos|monstera|cactus|fish|goldfish|sourdough starter)\b/i;
/**
 * A stranger in a public place (a guy on the train, a customer): the learned layer read "he
 * laughed at me" there as abuse at home 0.99 (blind batch 26); abuse means danger from someone in
 * one's life. A threat, a touch or a weapon keeps it.
 */
const STRANGER_IN_PUBLIC =
  /\b(?:a|some|this|the) (?:random )?(?:guy|man|woman|lady|dude|stranger|customer|passenger|driver|kid) (?:\w+ )?(?:on|at|in) (?:the |a )?(?:train|bus|subway|metro|plane|flight|store|street|gym|bar|line|parking lot|checkout|drive ?thru|restaurant|register)\b/i;
const STRANGER_DANGER =
  /\b(?:hit|grab\w*|touch\w*|follow\w*|threat\w*|weapon|knife|gun|punch\w*|assault\w*|grop\w*|chas\w*|stalk\w*|attack\w*)\b/i;

/**
 * Words of danger now: a means, a place, a time, a plan, an ending arranged. Danger now that only
 * the learned layer heard, in a message it also reads near-certainly as an everyday topic, with
 * none of these ("everyone has someone and i just have my phone and my plants", 0.98 in blind
 * batch 26), is asked about, never met with the emergency reply.
 */
const DANGER_NOW_WORDS =
  /\b(?:pills?|tablets?|bottle|rope|gun|pistol|rifle|revolver|shotgun|weapon|knife|blade|razor|bridge|roof|ledge|edge|railing|tracks|train|car|garage|engine|exhaust|water|river|lake|ocean|cliff|building|floor|balcony|overpass|tonight|today|now|rn|tomorrow|friday|sunday|weekend|date|note|notes|letters?|emails?|scheduled|goodbye|bye|plan(?:s|ned|ning)?|ready|decided|bought|saved|stockpil\w*|took|swallow\w*|drank|driv\w*|drove|jump\w*|hang\w*|noose|belt|cord|parked|sitting|standing|last|soon|final|insurance|will|arrangements|everything|sorted|gave|giving|meds|dose|mg|lethal|how (?:many|much|long)|methods?|exit|gone|found|caskets?|around|under|nice knowing)\b/i;
const EVERYDAY_TOPICS = new Set([
  'loneliness',
  'relationship',
  'friends',
  'family',
  'work',
  'study',
  'money',
  'stress',
  'anxiety',
  'sleep',
  'health',
  'self_worth',
]);
/**
 * Topics where a risk of one's own, read by the learned layer alone at 0.6–0.7 in a message it
 * reads near-certainly as that topic, with no word of danger now, has been the layer over-reading
 * ("I know exactly what I need to do, I just don't do it. why am I like this", motivation 1.0,
 * read as suicide 0.62 after the retrain with blind batches 19–27). Loneliness, self-worth, low
 * mood and burnout are not among them: oblique risk is told in their words.
 */
const SELF_QUIET_TOPICS = new Set(
  [...EVERYDAY_TOPICS].filter((topic) => topic !== 'loneliness' && topic !== 'self_worth').concat('motivation'),
);
/** What such a reading needs to be asked about. */
const RISK_SELF_QUIET = 0.7;
/** A mood check-in with a good rating ("checking in for the day. 7/10, better than yesterday fr"). */
const GOOD_RATING =
  /\b(?:[6-9]|10) ?(?:\/|out of) ?10\b[^.!?]{0,40}\b(?:better|good|great|decent|not bad|ok|okay|up)\b|\b(?:better|good|great) (?:day|today)\b[^.!?]{0,30}\b(?:[6-9]|10) ?(?:\/|out of) ?10\b/i;
/** Asked what Wren is or does ("what can you help with?", "idk what you do tho. quick rundown?"). */
export const WHAT_YOU_DO =
  /\bwhat (?:kinds?|sorts?|types?) of (?:things|stuff|problems|issues) (?:can|do|could) (?:you|u|wren) (?:actually |really |even )?(?:help|do)\b|\bwhat (?:can|could) (?:you|u|wren) (?:actually |really |even )?help (?:me |people )?with\b|\bwhat (?:is it |exactly )?(?:is it )?(?:that )?(?:you|u) do(?: exactly)?\b(?! (?:when|if|with|about|for me when))|\bwhat (?:exactly )?(?:is|'?s) (?:this app|this thing|this chat|this|haven|wren) (?:app |chat )?(?:for|about)\b/i;
/** A sleeping baby listened to or watched: no emergency in the word "breathe". */
const WATCHING_BREATHE =
  /\b(?:listen\w*|watch\w*|hear\w*|check\w*) (?:to |on )?(?:her|him|them|the baby|my baby|my (?:son|daughter)) breath\w*/gi;

/** Panic named as what is happening now. */
const PANIC_NAMED = /\b(?:panic\w*|panic attack|hyperventilat\w*)\b/i;
/**
 * A diagnosis just given ("They told me I have COPD. I am scared what will happen", read as abuse
 * 0.87 in blind batch 25): fear of an illness, not of a person.
 */
const DIAGNOSIS_NEWS =
  /\b(?:diagnos\w*(?: me)? with|(?:doctors?|dr|they|he|she|the (?:test|scan|biopsy|results?)) (?:\w+ )?(?:told|said|says|showed|shows|found) (?:me )?(?:that )?(?:i (?:have|had|might have|may have)|it is|it'?s))\b[^.!?]{0,30}\b(?:copd|cancer|diabetes|tumou?r|ms|parkinson\w*|dementia|alzheimer\w*|heart failure|lupus|hiv|kidney \w+|liver \w+|arthritis|a mass|a lump|emphysema|\w+itis|\w+oma|als|stage \w+)\b/i;

const EMERGENCY_WORDS =
  /\b(?:took|take|taken|taking|swallow\w*|inject\w*|overdos\w*|od'?d|ods|cut|cutting|bleed\w*|blood\w*|burn\w*|pressed|held|did|done|mixed|used|snort\w*|smoked|ate|drank|drinking|drunk|shots|fell|fall|fallen|hit|pills?|tablets?|meds|doses?|lips|breath\w*|unresponsive|wake|answer\w*|chest|heart|dizzy|vomit\w*|throw\w* up|threw up|seiz\w*|faint\w*|pass(?:ed|ing)? out|collaps\w*|spinning|shak\w*|sweat\w*|numb|blue|poison\w*|bleach|choking|allergic|stung|bitten|bit|bite|pain\w*|hurts?|hurting|aching|pods?|got into|cough\w*|drool\w*|chemical\w*|detergent|cleaner|stand(?:ing)?|vision|gr[ae]y|light-?headed|black(?:ing|ed)? out|weak|confus\w*|slurr\w*|can'?t feel|fever|rash|swell\w*|hives|throat|cold|freezing|fast(?:ing|ed)?|(?:\d+|two|three|four|five|six|seven) days)\b/i;

/** A question asked for the people in one's care, by the one who cares for them. */
const PRO_SELF =
  "(?:(?:\\w+ ){0,2}?(?:specialist|nurse|aide|cna|counselou?r|chaplain|worker|teacher|coach|pastor|emt|paramedic|advocate|case manager|sponsor|mentor|dispatcher|therapist|doctor|volunteer) here|(?:nursing home|home health|hospice|school|er|icu|hospital|peer support|crisis line|crisis text line|group home|shelter) (?:aide|nurse|worker|specialist|volunteer|counselou?r|chaplain|staff|teacher)|one of our (?:\\w+ )?(?:residents|patients|clients|students|members|campers|athletes|employees|congregants|parishioners|guests)|if a (?:patient|client|student|resident|caller|camper|congregant) (?:says|tells|said|told)|i (?:coach|teach|manage|supervise|counsel|mentor|run (?:a|an|the) \\w+|lead (?:a|an|the) \\w+)|(?:as|i am|i'?m) an? (?:[\\w-]+ )?(?:coach|teacher|nurse|counselou?r|manager|pastor|ra|resident assistant|youth leader|supervisor|dispatcher|pharmacist|chaplain|paramedic|emt|officer)|one of my (?:\\w+ )?(?:students|athletes|clients|patients|players|employees|residents|campers|team|staff))";
/** "If a friend ever told me they were thinking about suicide, what should I say?": asked ahead, not told. */
const HYPOTHETICAL_OTHER =
  /\bif (?:a|my|your|one of my|someone|somebody)(?: \w+){0,2}? (?:ever |one day )?(?:told|tells|said|says|texted|came to|comes to)\b[^?]*\?/i;
const ASKED =
  '(?:\\?|\\b(?:how (?:should|do|can|would) i|what (?:should|do|can) i|who (?:do|should) i (?:tell|call|report)|what is the (?:usual )?(?:protocol|procedure|policy))\\b)';
const PRO_QUESTION = new RegExp(`\\b${PRO_SELF}\\b[^]*${ASKED}|${ASKED}[^]*\\b${PRO_SELF}\\b`, 'i');
/**
 * A question asked for study ("social work grad student — can you explain passive vs active suicidal
 * ideation for my exam", "Hamlet's 'to be or not to be': is he contemplating suicide? Writing an
 * essay due Monday": blind batch 17): a factual question, unless the writer speaks of their own risk.
 */
const STUDY_ASK = /\?|\b(?:explain|what is|difference between)\b/i;
const studyQuestion = (flat: string) => STUDY_ASK.test(flat) && STUDY_FRAME.test(flat.toLowerCase());
/** Asking what signs to watch for in someone else. */
const SIGNS_ASK =
  /\b(?:what|which) (?:are )?(?:the |some )?(?:common |main |usual |early )?(?:warning )?signs (?:of|that|for) (?:self[\s-]?harm\w*|suicid\w*|cutting|someone (?:is |might be |may be )?(?:self[\s-]?harming|cutting|suicidal|thinking (?:about|of) (?:suicide|killing (?:themselves|himself|herself)|ending (?:their|his|her) life)))\b|\b(?:what|which) are (?:the |some )?(?:warning )?signs\b[^.?!]{0,80}\b(?:suicid\w*|self[\s-]?harm\w*|hurt(?:ing)? (?:himself|herself|themselves))|\bwhat (?:is|are) (?:self[\s-]?harm\w*|suicidal (?:ideation|thoughts)|cutting)\b(?: actually| really| exactly)?\b[^.!]{0,60}\bwhy (?:do|would) (?:people|teens|teenagers|kids|young people|some people|they)\b|\b(?:what|which|any) (?:are (?:the |some )?)?(?:warning )?signs\b[^.?!]{0,50}\b(?:watch|look|notice|check)\w*\b[^.?!]{0,50}\b(?:in a (?:bad|dark) place|suicid\w*|struggling|not (?:ok|okay)|hurt (?:himself|herself|themselves)|depress\w*|in trouble)\b/i;
/** "What signs should a grandparent watch for", "what red flags do I look for". */
const SIGNS_TO_WATCH = /\bwhat (?:signs|red flags|warning signs) (?:should|do|would|could|can|might|to)\b/i;
/** How to ask or check on someone close ("how do you ask a vet buddy if hes doing ok"). */
const HOW_TO_ASK_SOMEONE =
  /\bhow (?:do|can|should|would) (?:you|i|we|one) (?:ask|check (?:in )?on|reach out to|talk to|approach|bring (?:it|this) up (?:with|to)) (?:a|my|your|our|the) (?:\w+ ){0,2}?(?:buddy|friend|brother|sister|son|daughter|coworker|co-worker|partner|husband|wife|dad|father|mom|mother|student|kid|teen|vet|veteran|roommate|cousin|grandson|granddaughter|neighbou?r)s?\b/i;
/** One's own act pictured ("when I think about driving my car into the river"). */
const OWN_ACT_PICTURED =
  /\bi(?: \w+){0,3}? (?:think|thinking|thought|picture|picturing|imagine|imagining) (?:about |of )?(?:\w+ ){0,2}?(?:driving|jumping|walking|crashing|steering|stepping|going over|swerving)\b/i;
/** The writer's own risk, said in the first person: never a professional's question. */
const OWN_RISK =
  /\b(?:i|i'?m|i am|i'?ve|i have)(?:\s+\w+){0,4}?\s+(?:suicid\w*|kill(?:ing)? myself|end(?:ing)? (?:it|my life)|(?:want|wanted|wanting) to die|hurt(?:ing)? myself|self[\s-]?harm\w*|cutting|overdos\w*|not (?:want|wanting) to (?:live|be here))\b/i;
/** A sentence that speaks of now or of days ago, which is never history ("…and today I bought a pack of razors", "…and I broke it last night"). */
const RECENT =
  /\b(?:today|tonight|right now|now|this (?:week|morning|afternoon|evening|month)|last night|yesterday|earlier|lately|recently|again|yet|still|broke|relaps\w*|slipped)\b/i;
/** A sentence of the writer's own past risk ("I was suicidal", "I tried to take my own life", "I cut from 14 to 19"). */
const PAST_RISK =
  /\b(?:i|i'?ve|i have)\s+(?:\w+\s+){0,3}?(?:was|were|tried|attempted|thought|cut|self[\s-]?harmed|harmed|wanted|had|spent)\b/i;

/**
 * What the message says of now: its sentences without the ones told as the past. A story of then
 * and now ("Vet. After Iraq I tried to take my own life. That was 2011. Now I run a woodshop…",
 * "2016 was the year I was suicidal… I'm good now and want to volunteer": blind batch 17, where
 * the learned layer read the past at 0.7–1.0) is history when this part alone carries no risk for
 * the rules or the learned layer.
 */
async function nowIsSafe(message: string, nlu: Nlu): Promise<boolean> {
  const sentences = message.split(/(?<=[.!?])\s+|\n+/).filter((sentence) => sentence.trim());
  const past = (sentence: string) => (TOLD_AS_PAST.test(sentence) || PAST_RISK.test(sentence)) && !RECENT.test(sentence);
  const now = sentences.filter((sentence) => !past(straight(sentence)));
  if (now.length === 0 || now.length === sentences.length) return false;
  const text = now.join(' ');
  const rules = screenDetailed(text);
  if (rules.level !== 'none' && !rules.negated) return false;
  return (await nlu.risk(text)).score < RISK_SOFT;
}

/** Learned risk at or above which an ordinary reply gets an open door (asked once). */
const RISK_SOFT = 0.45;
/** Share of the earlier turns' risk carried into this one. */
const RISK_CARRY = 0.5;

export interface ModelScreen extends ScreenResult {
  /** Some risk, below asking: the ordinary reply adds an open door. */
  soft: boolean;
  /** A factual question about suicide or self-harm, not about the writer (a counsellor, a student). */
  info: boolean;
  /** Risk told as history, with life going on now: met with care, without a card. */
  history: boolean;
  /** The risk carried to the next turn (see ChatState.riskTrail). */
  trail: number;
  /** Only the learned layer heard it: no rule names what happened, so Wren asks before assuming. */
  guessed?: boolean;
}

const RANK = { none: 0, concern: 1, crisis: 2 } as const;

/**
 * The learned layer's reading, kept only where the message's own words bear out its kind.
 * An eating-disorder reading with no word about food, eating, weight or the body ("my stomach
 * has hurt every day for two weeks and I'm scared") is the layer guessing: across blind batches
 * 1–8 every eating-disorder risk it alone caught had such a word but one. The same for an
 * emergency under way: every one across blind batches 1–22 says what was done or what is
 * happening to the body; "Doc says my A1C is 6.1, prediabetic. I'm scared I'm gonna end up like
 * my dad with the insulin" (blind batch 22) read 0.999 and got "call 911 now". A guess is dropped
 * unless it names danger now in one's own words ("the afternoons… when I think about driving my
 * car into the river", read as a medical emergency 1.0 in blind batch 28), where the risk stands
 * as one's own; an emergency no word tells, beside a risk the rules heard, is read as that risk.
 */
function learnedReading(read: RiskGuess, rules: Pick<ScreenResult, 'level'>, flat: string): RiskGuess {
  const noEmergency = read.label === 'medical' && !EMERGENCY_WORDS.test(flat.replace(WATCHING_BREATHE, ' '));
  if (rules.level !== 'none') return noEmergency ? { ...read, label: 'suicide' } : read;
  const unsupported =
    noEmergency ||
    (read.label === 'eating' && !EATING_WORDS.test(flat)) ||
    (read.label === 'child' && read.score < RISK_CHILD_UNNAMED && !CHILD_WORDS.test(flat)) ||
    (read.label === 'abuse' &&
      (OWN_FUNERAL_WISH.test(flat) ||
        DIAGNOSIS_NEWS.test(flat) ||
        (STRANGER_IN_PUBLIC.test(flat) && !STRANGER_DANGER.test(flat)) ||
        (read.score < RISK_ABUSE_ALONE && !EATING_WORDS.test(flat))));
  if (!unsupported) return read;
  const ownDangerNow = DANGER_NOW_WORDS.test(flat) && read.score >= RISK_URGENT && (OWN_RISK.test(flat) || OWN_ACT_PICTURED.test(flat));
  return ownDangerNow ? { ...read, label: 'suicide' } : { ...read, score: 0, label: 'none' };
}

/**
 * The crisis screen every message passes. The phrase rules (../safety/screen.ts) are the floor:
 * what they flag stays flagged. The learned layer adds what rules cannot see, read in the
 * context of the conversation: `trail` is the risk of earlier turns, so several veiled messages
 * in a row add up to a question.
 */
export async function screenWithModel(message: string, nlu: Nlu, trail = 0, answer = false, inFlow = false): Promise<ModelScreen> {
  const rules = screenDetailed(message);
  const flat = straight(message);
  const base = { level: rules.level, categories: rules.categories };
  // A tapped answer to Wren's own safety question ("I'm not safe") is handled as that answer.
  if (!rules.cleaned.trim() || answer) return { ...base, soft: false, info: false, history: false, trail: trail * RISK_CARRY };
  const [read, u] = await Promise.all([nlu.risk(message), nlu.understand(message)]);
  // The encoder reads English only: on a message mostly in Spanish its reading is noise, and the
  // rules, which know the Spanish ways of saying it, decide alone.
  const spanish = mostlySpanish(flat);
  const guess = spanish ? { score: 0, label: 'none' as const } : learnedReading(read, rules, flat);
  const carried = Math.min(1, guess.score + RISK_CARRY * trail * (1 - guess.score));
  const learned = guess.label === 'none' ? ['suicide'] : RISK_CATEGORIES[guess.label];
  // A factual question about risk names it: "how do you stay motivated?" read as info_risk is not one.
  // A professional's question about the people in their care ("what signs would tell me one of
  // my athletes is thinking about suicide? I coach track") is one whatever the layer's risk.
  // "my coworker hasn't been himself, what signs should i watch for that someone is in a bad place"
  // (blind batch 23) names the risk in its own words.
  // "What signs should a grandparent watch for and how do I even bring it up?" (8th graders
  // cutting) and "how do you ask a vet buddy if hes doing ok… i just want to know the right words"
  // (blind batch 29): how to notice or ask, about someone else.
  const info =
    (((u.intent === 'info_risk' && guess.score < RISK_CONCERN) ||
      ((PRO_QUESTION.test(flat) ||
        HYPOTHETICAL_OTHER.test(flat) ||
        PEOPLE_QUESTION.test(flat) ||
        studyQuestion(flat) ||
        SIGNS_TO_WATCH.test(flat)) &&
        !OWN_RISK.test(flat))) &&
      INFO_TOPIC.test(flat)) ||
    (SIGNS_ASK.test(flat) && !OWN_RISK.test(flat)) ||
    // …but "how do I ask my brother straight out if he's thinking about suicide? he lost his job
    // and his marriage" (blind batch 10) names the fear itself: the worried-for-someone reply.
    (u.intent === 'info_risk' &&
      HOW_TO_ASK_SOMEONE.test(flat) &&
      !INFO_TOPIC.test(flat) &&
      !OWN_RISK.test(flat) &&
      !DANGER_NOW_WORDS.test(flat));
  let level = rules.level;
  let categories = rules.categories;
  // The rules read negation exactly ("No, I'm not thinking about ending my life"), and the encoder
  // blurs it: a negation the rules found stands, unless the layer reads danger now near-certainly.
  const quietEveryday = rules.level === 'none' && EVERYDAY_TOPICS.has(u.intent) && u.score >= 0.9 && !DANGER_NOW_WORDS.test(flat);
  // (A medical reading has its own guard above: every emergency says what was done or is happening.)
  const urgentLabel = guess.label === 'medical' || (guess.label === 'imminent' && !quietEveryday);
  // …and never when it says the thing is back ("haven't thought about killing myself since
  // college and now it's back"): the negation was about the past.
  // …nor when what was denied is not what the layer reads ("carved a word into my thigh… didn't
  // want to die, just needed to feel it": the denial is of suicide, the disclosure is self-harm).
  const deniedOther =
    guess.label !== 'none' && !RISK_CATEGORIES[guess.label].some((category) => rules.negatedCategories.includes(category));
  // "Fibro flare today and the pain is bad, but I'm safe" (blind batch 15) is a denial too, said
  // without a risk phrase for the rules to negate.
  const saidSafe = SAID_SAFE.test(flat) && !UNSAFE_WORDS.test(flat);
  const vetoed =
    (rules.negated || saidSafe) &&
    rules.level === 'none' &&
    !((urgentLabel || deniedOther) && guess.score >= RISK_NEGATED) &&
    !BACK_NOW.test(flat);
  // Inside an exercise, answers describe other people ("he frowned"): there the learned layer
  // listens only for the writer's own danger; the rules still hear everything.
  const ownDanger = ['suicide', 'self_harm', 'imminent', 'medical'].includes(guess.label);
  const listening = !inFlow || ownDanger;
  if (rules.level !== 'crisis' && !vetoed && listening) {
    // Danger now (a plan, means at hand, an overdose) gets the crisis card at once; any other
    // learned risk gets a direct, kind question first, with the crisis lines in view.
    // A question about the crisis lines ("will they call the police on me?") is not a disclosure,
    // nor is a short how-to about sleep or calm: with no rule behind it, the learned layer needs
    // near-certainty to treat either as one.
    const plainQuestion =
      rules.level === 'none' &&
      ((LINES_ASK.test(message) && /\?/.test(message)) ||
        EVERYDAY_HOWTO.test(flat) ||
        (PLANT_CARE_ASK.test(flat) && PLANT_WORDS.test(flat)) ||
        (WHAT_YOU_DO.test(flat) && /\?/.test(message)) ||
        (MEDIA_ASK.test(flat) && !OWN_RISK.test(flat)) ||
        // "What's your favorite season? Mine is fall up in McCall when the larches turn gold" (blind
        // batch 30, read as danger now 0.79): small talk with Wren, near-certainly.
        (u.intent === 'small_talk' && u.score >= 0.99 && SMALL_TALK_ASK.test(flat) && /\?/.test(message) && !OWN_RISK.test(flat)) ||
        // Who Wren is, or what a medicine's dose should be ("you are real people or machine?", 0.62;
        // "what's the right dose of children's tylenol for a 2 yr old", 0.88: blind batch 27): a
        // question the policy answers. A dose asked with intent names it, and the rules hear that.
        (['identity', 'medication'].includes(detectPolicy(message).topic ?? '') && !OWN_RISK.test(flat)));
    // A good day checked in ("7/10, better than yesterday"): the learned layer's reading of a
    // check-in is not a disclosure; it gets the open door, not the question.
    if (rules.level === 'none' && u.intent === 'checkin' && GOOD_RATING.test(flat))
      return { ...base, soft: carried >= RISK_SOFT, info: false, history: false, trail: carried };
    // A short question about one's data ("if I uninstall the app is my data gone?", "how can I
    // clear my chat history? I wrote things last night I don't want kept") is about the app: the
    // learned layer read "gone" and "wrote things last night" in such questions as risk. It is
    // answered, with an open door when the layer read risk.
    if (rules.level === 'none' && (dataQuestion(message) || (u.intent === 'privacy' && u.score >= 0.8 && PRIVACY_WORRY.test(flat))))
      return { ...base, soft: carried >= RISK_SOFT, info: false, history: false, trail: carried };
    // An exercise asked for outright ("SO WOUND UP AFTER THAT PHONE CALL I CANT THINK", read as calm
    // me down, 0.87): across blind batches 1–23, the seven such messages the layer alone read at
    // 0.6–0.8 were all safe; they get the exercise, with an open door.
    // "panicking for no reason, sitting in my truck. talk me down" (blind batch 25, ex_calm 0.60, read
    // as danger now 0.64): panic named, and calm asked for.
    const exerciseAsked =
      rules.level === 'none' &&
      u.intent.startsWith('ex_') &&
      (u.score >= 0.8 || (u.intent === 'ex_calm' && u.score >= 0.5 && PANIC_NAMED.test(flat)));
    // Someone else's danger (abuse, a friend, harm to others) that only the layer heard, in a message
    // it reads as an everyday topic near-certainly (a widow's "I want him in THIS place", 0.63; a
    // lonely newcomer, 0.61; a bisexual woman's jealous girlfriend, 0.65): across blind batches
    // 1–23 the 13 such readings at 0.6–0.8 were safe but one, a drunk babysitter at 0.73.
    // A child at risk read so joins them (blind batch 25: two parents of teenagers).
    const othersGuessed =
      rules.level === 'none' &&
      ['abuse', 'friend', 'harm_others', 'child'].includes(guess.label) &&
      !u.intent.startsWith('ex_') &&
      u.score >= 0.99;
    const selfQuiet =
      rules.level === 'none' &&
      (guess.label === 'suicide' || guess.label === 'self_harm') &&
      SELF_QUIET_TOPICS.has(u.intent) &&
      u.score >= 0.99 &&
      !DANGER_NOW_WORDS.test(flat);
    const concern =
      exerciseAsked && !inFlow && u.score >= 0.99
        ? RISK_EXERCISE_ASKED
        : inFlow || exerciseAsked
          ? RISK_CONCERN_IN_FLOW
          : othersGuessed
            ? OTHER_DANGER.test(flat)
              ? RISK_OTHERS_EVERYDAY
              : RISK_OTHERS_QUIET
            : plainQuestion
              ? RISK_LINES_QUESTION
              : rules.level === 'none' && rules.figurative
                ? RISK_FIGURATIVE
                : rules.level === 'none' && RETURNING.test(flat)
                  ? RISK_LINES_QUESTION
                  : selfQuiet
                    ? RISK_SELF_QUIET
                    : RISK_CONCERN;
    // "Won't be around next week, going to my sister's wedding": away for a reason the message
    // names is asked about, never met with the emergency reply on the learned layer's word alone.
    // A plan to come back ("I'll come back tomorrow after my PT appointment": blind batch 16)
    // needs the near-certainty above to be asked about, and is never danger now on the layer's word.
    const away = AWAY_FOR.test(flat) || RETURNING.test(flat);
    // A jump that is a sport is never danger now on the learned layer's word alone: the rules
    // read a jump meant to end one's life.
    // Everyday talk of death (ORDINARY_DEATH_TALK) is met so too, unless a means or a goodbye is beside it.
    const everydayFrame =
      (JUMP_SPORT.test(flat) && !NOT_A_SPORT.test(flat)) || (ORDINARY_DEATH_TALK.test(flat) && !MEANS_OR_GOODBYE.test(flat));
    if (rules.level === 'none' && everydayFrame && !OWN_RISK.test(flat))
      return { ...base, soft: carried >= RISK_SOFT, info: false, history: false, trail: carried };
    const target =
      urgentLabel && guess.score >= Math.max(concern, RISK_URGENT) && !away ? 'crisis' : carried >= concern && !info ? 'concern' : 'none';
    // A factual question about suicide is answered as one, and a rule's concern that the learned
    // layer reads as clearly safe ("I used to cut, 5 years clean") is dropped; a rule's crisis never is.
    // Never cleared so: risk that is back ("suicidal ideation showed up again"), or a means or a
    // plan thought of ("some mornings I think about steering into the river", buried in a letter
    // about pies): blind batch 6 had both dropped by the learned layer's reading of the rest.
    // Concepts marked firm (a means or a plan thought of, a shorthand for suicidal ideation, a pet
    // rehomed with arrangements, "put me out of my misery") are specific enough to stand too.
    const standing =
      (AGAIN.test(message) && rules.categories.some((category) => category === 'suicide' || category === 'self_harm')) ||
      rules.hits.some((hit) => FIRM_CONCEPTS.has(hit.split(':')[1]!));
    if (rules.level === 'concern' && ((info && !rules.negated) || (carried < RISK_CLEAR && !standing && !spanish))) level = 'none';
    if (RANK[target] > RANK[level]) {
      level = target;
      categories = [...new Set([...rules.categories, ...learned])];
    }
  }
  // A story told in the past, with life going on now ("five years ago today I tried to take my
  // life; today I went hiking with my kids"), that the learned layer reads as clearly safe, is
  // history, not danger now: no card, and the ordinary reply meets it. Anything back again stays.
  const nowText = flat.replace(BUT_DENIED, ' ').replace(DONE_TONIGHT, ' ').replace(LONG_GONE, ' ');
  const milestone = rules.level === 'concern' && MILESTONE.test(flat) && !RISK_NOW.test(nowText) && message.split(/\s+/).length <= 40;
  const toldThenAndNow = TOLD_AS_PAST.test(flat) && WELL_NOW.test(flat);
  const history =
    level !== 'none' &&
    !urgentLabel &&
    (milestone ||
      (OLD_SCARS.test(flat) && !RISK_NOW.test(nowText) && !AGAIN.test(flat)) ||
      (toldThenAndNow &&
        (guess.score < RISK_HISTORY ||
          (guess.score < (rules.level === 'none' ? RISK_HISTORY_TOLD : RISK_HISTORY_QUIET) && !RISK_NOW.test(nowText)) ||
          (await nowIsSafe(message, nlu))))) &&
    !AGAIN.test(flat.replace(DONE_TONIGHT, ' ')) &&
    // A concept of risk back, or a firm one the rules heard in the present ("6 months sober…
    // afternoons which is when I think about driving my car into the river": blind batch 28), is
    // now, whatever else is past.
    !rules.hits.some(
      (hit) => hit.startsWith('concept:') && (BACK_CONCEPTS.has(hit.split(':')[1]!) || FIRM_CONCEPTS.has(hit.split(':')[1]!)),
    );
  if (history) level = 'none';
  // Grief for someone who died by suicide: the ordinary reply meets it, with an open door (soft).
  const bereaved =
    level === 'concern' &&
    rules.level !== 'crisis' &&
    !urgentLabel &&
    SUICIDE_LOSS.test(flat) &&
    !OWN_RISK.test(flat) &&
    // The day itself ("My uncle died by suicide and today is the anniversary": the red-team set)
    // is a hard day for the bereaved, and the lines stay in view.
    !ANNIVERSARY_NOW.test(flat) &&
    categories.every((category) => category === 'suicide' || category === 'someone_else');
  if (bereaved) level = 'none';
  if (level === 'none') categories = [];
  // A vetoed reading carries nothing into the next turn either.
  const next = vetoed ? RISK_CARRY * trail : carried;
  return {
    level,
    categories,
    soft: level === 'none' && next >= RISK_SOFT,
    info: info && level === 'none',
    history,
    trail: next,
    guessed: level !== 'none' && rules.level === 'none',
  };
}
