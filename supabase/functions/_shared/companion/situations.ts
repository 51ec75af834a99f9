/**
 * Everyday situations people bring to Wren, each with a line that shows the situation was heard
 * (in Wren's own words, never the message said back) and one question that fits it. Checked
 * before the broader topic openers; the first match wins, so the specific ones come first.
 */
import bank from './situation-bank.json' with { type: 'json' };
import type { Nearest } from './understand/reader.ts';
import { lossLine } from './naming.ts';
import { BAD_DREAMS } from './lexicon.ts';
import { straight } from './words.ts';

/**
 * A death or loss told in the message ("two years since my son passed"): never met as good news.
 * An appliance that died ("the oven just died") is not one.
 */
export const LOSS =
  /\b(?:my|our) (?:mom|mother|dad|father|husband|wife|son|daughter|brother|sister|grandma|grandpa|baby) (?:die|dead|pass)(?= |$|[.,!])|\b(?:passed away|passed on|(?<!\b(?:phone|oven|car|battery|laptop|computer|fridge|printer|tv|router|engine|dishwasher|washer|dryer|heater|furnace|mower|charger|stove|microwave|freezer|cooler|walk-in|generator|compressor|boiler|ac|a\/c|truck|van|tractor|scanner|tablet|ipad|iphone|headphones|earbuds|controller|console|server|modem|fan|pump|motor|alternator|starter|transmission|kindle|camera|watch)s?(?: just| finally| completely| totally)? )died|dying|death|funeral|grief|griev\w*|miscarr\w*|put (?:him|her|them) down|(?:son|daughter|husband|wife|partner|mom|mother|dad|father|brother|sister|friend|grandma|grandpa|grandmother|grandfather|baby|child|dog|cat) (?:has |had )?passed|lost my (?:mom|mother|dad|father|husband|wife|partner|son|daughter|brother|sister|friend|baby|grandma|grandpa)|(?:losing|lost) (?:a|my|our) (?:\w+ )?(?:friend|mom|mother|dad|father|husband|wife|partner|son|daughter|brother|sister|grandma|grandpa|grandmother|grandfather|cousin|aunt|uncle) to (?:cancer|covid|an? (?:overdose|accident|stroke|heart attack|illness)|suicide|dementia|als|alzheimer'?s))\b/i;

export interface Situation {
  match: RegExp;
  line: string;
  question: string;
  /** The line that names who the message is about, when it says (instead of `line`). */
  named?: (text: string) => string | null;
}

export const SITUATIONS: readonly Situation[] = [
  {
    match: /\b(?:too much|so much|way too much) on my plate\b|\beverything at once\b/i,
    line: 'That’s a lot landing at the same time, and it’s hard to know where to start.',
    question: 'Which part needs you first?',
  },
  {
    match:
      /\b(?:should be over it|(?:get|be) over (?:it|him|her) by now|expects? (?:me )?to be over (?:it|him|her)|move on already|(?:told|tell) me to move on)\b/i,
    line: 'There’s no deadline on grief, whatever other people seem to expect. Missing someone you love can stay with you for a long time.',
    question: 'What do you wish people understood about it?',
  },
  {
    match: /\b(?:haven'?t|have not|don'?t|do not|didn'?t|did not) (?:spoken|talked|speak|talk)\b.{0,60}\b(?:since|over|because|after)\b/i,
    line: 'A rift in the family can ache in a quiet, lasting way, whatever it started over.',
    question: 'Do you want things to be different between you, or does it feel settled for now?',
  },
  {
    match:
      /\b(?:thanksgiving|christmas|dinner|the visit|the holidays?|family (?:dinner|gathering|reunion))\b[^.?!]{0,40}\b(?:yesterday|last night|last weekend)?\s*was (?:a |an |such a )?(?:total |complete |absolute )?(?:disaster|nightmare|awful|rough|mess|train ?wreck)\b/i,
    line: 'It sounds like that gathering took a lot out of you, and it can take a while to come down from it.',
    question: 'What’s staying with you most from it?',
  },
  // Blind judging (batch 8) found these met with the general line for their topic.
  {
    match:
      /\bmy (?:\w+ )?(?:dog|cat|puppy|kitten|bunny|rabbit|horse|bird|parrot|hamster|pet)\b[^.?!]{0,30}\b(?:died|passed|was put down|had to be put down|put to sleep)\b|\b(?:put|putting|had to put) (?:my |our )?(?:\w+ )?(?:dog|cat|pet) (?:down|to sleep)\b/i,
    line: 'I’m so sorry about your pet. Losing an animal who shared your days is real grief, and the quiet where they used to be can be the hardest part.',
    question: 'What were they like?',
  },
  {
    match:
      /\bfirst (?:thanksgiving|christmas|holidays?|hanukkah|easter|eid|diwali|birthday|mother'?s day|father'?s day) (?:without|since)\b/i,
    line: 'The first holiday without someone is so hard: the empty place says what nobody says out loud.',
    question: 'Is there a way you’d like to remember them this year?',
  },
  {
    match:
      /\b(?:a|one|two|three|four|five|\d+) years? (?:since|ago today|today since)\b[^.?!]{0,40}\b(?:passed|died|lost|funeral|death)\b|\banniversary of (?:his|her|their|my \w+s?) (?:death|passing)\b/i,
    line: 'An anniversary can bring it all close again, however much time has passed.',
    question: 'How are you getting through the day?',
  },
  {
    // …unless it went well ("came out to my mom and she said she's proud of me": blind batch 29).
    match:
      /\bcame out to (?:my )?(?:parents|mom|mum|dad|family|mother|father|folks)\b(?![^.!?]*\b(?:proud|accept\w*|supportive|hugged|loves? me|went (?:well|great|ok|okay|fine)|was (?:great|amazing|awesome|so kind|lovely|sweet)|took it (?:well|great))\b)/i,
    line: 'Coming out takes courage, and a parent going quiet or distant afterwards can hurt more than anger would: it leaves you guessing where you stand.',
    question: 'What would you most want them to understand?',
  },
  {
    match: /\b(?:borrowed|lent|loaned|owes? me)\b[^.?!]{0,30}(?:\$\s?\d+|\b(?:money|cash|rent money)\b)/i,
    line: 'Money lent to someone close gets awkward fast, and it’s fair to want it back without a falling-out.',
    question: 'Would it help to plan how to bring it up?',
  },
  {
    match: /\b(?:rent|mortgage)\b[^.?!]{0,40}\b(?:short|can'?t (?:pay|make|cover)|behind)\b|\$\s?\d+ short\b/i,
    line: 'Being short with the due date coming is frightening. It often helps to talk to the landlord before the date rather than after: many will agree a short plan when asked early, and local assistance programs exist for exactly this.',
    question: 'Is there anyone you could ask about a few days’ grace?',
  },
  {
    match:
      /\b(?:doesn'?t|does not|don'?t|do not) know (?:how much|that) i (?:spent|bought|owe|charged)\b|\bhid(?:ing|den)? (?:the |my )?(?:spending|purchases|debt|credit card|shopping)\b/i,
    line: 'That sick feeling about spending you haven’t told them about is common, and it usually eases once it’s out in the open, even when the talk itself is hard.',
    question: 'What feels hardest about telling them?',
  },
  {
    match:
      /\bfalling out of love\b|\b(?:don'?t|do not) (?:love|feel the same about) (?:my )?(?:wife|husband|partner|him|her) (?:anymore|any more)\b/i,
    line: 'Feelings can change over a long relationship without anyone being a terrible person, and noticing it honestly takes courage.',
    question: 'What’s changed between you, as far as you can tell?',
  },
  {
    match: BAD_DREAMS,
    line: 'Nightmares night after night wear you down, and dreading bedtime is an understandable response. If they keep coming, it’s worth telling a doctor: there are treatments that help with them.',
    question: 'What helps you settle after one?',
  },
  {
    match:
      /\bthe only (?:black|brown|asian|latin[ao]x?|latine|hispanic|woman|women|gay|queer|trans|disabled|muslim|jewish|immigrant|person of colou?r|poc)\b[^.?!]{0,40}\b(?:team|office|company|department|class|floor|unit|staff)\b/i,
    line: 'Being the only one like you in the room takes an energy most people never see: always being “on”, and carrying it mostly alone.',
    question: 'Where do you get to set that down?',
  },
  {
    match: /\b(?:correct\w*|wrong) (?:\w+ ){0,4}?pronouns?\b|\bpronouns?\b[^.?!]{0,30}\b(?:wrong|again|keep|forget\w*)\b|\bmisgender\w*/i,
    line: 'Having to correct people about your pronouns again and again is tiring, on top of everything a new situation already asks of you.',
    question: 'Is there someone who could back you up?',
  },
  {
    match: /\b(?:planning (?:a|the|my|our) wedding|wedding planning)\b/i,
    line: 'Wedding planning brings out everyone’s opinions, and it’s a lot to hold when it’s meant to be yours.',
    question: 'What matters most to the two of you?',
  },
  {
    match:
      /\b(?:fail|failing|failed) (?:it |the (?:\w+ )?(?:exam|test|bar|boards))?\s?again\b|\bretak(?:e|ing) (?:the )?(?:exam|test|bar|boards|class)\b/i,
    line: 'Facing an exam you’ve failed before brings its own kind of fear, and you also know far more about it than you did the first time.',
    question: 'What would you do differently this time?',
  },
  {
    match:
      /\b(?:supervisor|advisor|adviser|professor|pi)\b[^.?!]{0,40}\b(?:hasn'?t|has not|won'?t|doesn'?t|not) (?:replied|responded|answered|gotten back|emailed)\b/i,
    line: 'Being stuck waiting on a supervisor who’s gone quiet is maddening when your work depends on them. A short, polite follow-up with one clear question is fair, and after weeks, so is copying another committee member or the program office.',
    question: 'What could you work on in the meantime?',
  },
  {
    match: /\b(?:haven'?t|have not|hadn'?t|had not) (?:said a word|spoken|talked to (?:anyone|anybody|a soul))\b|\bdon'?t know a soul\b/i,
    line: 'Going days without a real conversation is a lonely kind of quiet, and it’s easy to slide into when nothing brings people to you.',
    question: 'Who’s someone you could hear a voice from this week, even briefly?',
  },
  {
    match:
      /\b(?:headaches?|pain|aches?|dizz\w*|lump|chest|stomach)\b[^.?!]{0,60}\b(?:for (?:two|three|four|a few|several|\d+) (?:days|weeks)|every (?:day|night|morning) for)\b/i,
    line: 'Symptoms that keep coming for days or weeks are worth getting checked, for your body and for your peace of mind: booking an appointment often eases the panic a little too.',
    question: 'Have you been able to see anyone about it yet?',
  },
  {
    match: /\b(?:hot flash(?:es)?|night sweats|menopaus\w*|perimenopaus\w*)\b/i,
    line: 'Hot flashes and night sweats can break sleep night after night, and that wears on everything. It’s very common and there are options: a doctor can talk them through with you.',
    question: 'How have the days been, running on broken nights?',
  },
  {
    match:
      /\breturn[\s-]to[\s-](?:the )?office\b|\bback (?:in|to) the office (?:\w+ ){0,3}?(?:five|5|four|4) days\b|\b(?:\d+|ninety|two[\s-]hour) (?:min(?:ute)?s? |hours? )?commute\b/i,
    line: 'A long commute every day changes the shape of the whole week: less sleep, less time for you, more tired evenings.',
    question: 'What would make the commute days more bearable?',
  },
  {
    match: /\b(?:quick chat|meeting|invite|call)\b[^.?!]{0,60}\b(?:no agenda|out of nowhere|no reason|didn'?t say why)\b/i,
    line: 'An unexplained meeting invite can send your mind through every worst case overnight. Often they turn out to be routine, but the not knowing is hard.',
    question: 'What’s the scenario your mind keeps going to?',
  },
  {
    match: LOSS,
    line: 'I’m so sorry. Losing someone changes so much, and grief can show up in ways you don’t expect.',
    question: 'What’s been hardest lately?',
    named: lossLine,
  },
  {
    match:
      /\b(?:left (?:me )?on read|ghost(?:ed|ing)|(?:hasn'?t|has not|didn'?t|did not|won'?t|doesn'?t) (?:texted|text|replied|reply|answered|called) (?:me )?back)\b/i,
    line: 'Waiting on someone who’s gone quiet is hard: the silence leaves so much room for guessing.',
    question: 'What’s the story your mind is telling you about it?',
  },
  {
    match:
      /\b(?:made plans without me|left (?:me )?out|not invited|didn'?t invite me|excluded|ignored me|(?:are|were|keep) ignoring me)\b/i,
    line: 'Finding out you were left out really stings, even when part of you tries to shrug it off.',
    question: 'What hurt most about it?',
  },
  {
    match: /\b(?:(?:have ?n[o']t|not|haven'?t) (?:spoken|talked)|estranged|don'?t speak (?:to|with)|lost touch)\b/i,
    line: 'Missing someone you’ve drifted apart from can ache in a quiet, persistent way.',
    question: 'What do you miss most about how things were?',
  },
  {
    // Not the cats "judging me right now", nor one's own "never good enough no matter what i do"
    // (blind batch 30).
    match:
      /\b(?:criticiz\w*|criticis\w*|nitpick\w*|(?<!(?:cats?|dogs?|pets?|they'?re|they are) )judg(?:es|ing) (?:me|everything)|never (?:good|happy) enough for (?:him|her|them|my \w+))\b/i,
    line: 'Being criticized by someone close wears you down, however old you are.',
    question: 'How do you usually respond when it happens?',
  },
  {
    match:
      /\b(?:passed over|didn'?t get (?:the|a) promotion)\b[^]*\b(?:valuable|worth|good enough|not enough|too old|half my age|younger)\b/i,
    line: 'Being passed over, especially again, stings, and it’s easy to turn it into a verdict on your worth. It isn’t one: promotions turn on many things besides what you bring.',
    question: 'What do you know you’re good at in your work?',
  },
  {
    match:
      /\b(?:back (?:in|at|to) (?:school|college|community college|university|uni)|went back to (?:school|college))\b|\bfeel (?:so |really )?(?:behind|old) (?:compared to|next to|the)\b/i,
    line: 'Going back to school later takes real courage. Feeling behind younger classmates is common, and you bring things they don’t have yet: experience, and knowing why you’re there.',
    question: 'What made you decide to go back?',
  },
  {
    match:
      /\b(?:host(?:ing)?|have (?:them|everyone) over)\b[^.?!]{0,30}\bevery (?:sunday|saturday|week|weekend|holiday)\b|\b(?:won'?t|doesn'?t|never|can'?t) say no to (?:his|her|their) (?:mom|mother|dad|father|parents|family)\b/i,
    line: 'Always being the one who has to hold the line, while your partner won’t say no, is tiring: it makes you the bad guy for something you’re both in.',
    question: 'Have you two been able to talk about it just between you?',
  },
  {
    match:
      /\b(?:when (?:i'?ll|i will|i'?m going to|i am going to) (?:get married|marry)|pressure to (?:get married|marry)|want me to (?:get married|marry)|(?:keep|keeps) asking (?:me )?when i'?m getting married)\b/i,
    line: 'Being asked about marriage again and again can make even loving calls feel heavy, especially when it carries a family’s hopes.',
    question: 'What would you want them to understand about where you are?',
  },
  {
    match:
      /\b(?:passed over|didn'?t get (?:the|a) promotion|took credit|taking credit|takes credit|steal(?:s|ing)? credit|(?:presenting|presents|presented|passing off|passes off|passed off) my (?:ideas?|work)|my (?:ideas?|work) as (?:his|her|their) own)\b/i,
    line: 'Having your work go unrecognized, or someone else take the credit, is deeply unfair and frustrating.',
    question: 'What would feel like a fair outcome to you?',
  },
  {
    match: /\b(?:micromanag\w*|breathing down my neck)\b/i,
    line: 'Being micromanaged can make it feel like you’re never trusted to just do your job.',
    question: 'What would you want your manager to understand?',
  },
  {
    match: /\b(?:short[\s-]?staffed|understaffed|covering (?:for|shifts)|covered shifts|double shifts?)\b/i,
    line: 'Working short-staffed means carrying more than your share, shift after shift. That’s exhausting.',
    question: 'How are you getting any recovery time between shifts?',
  },
  {
    match: /\b(?:(?:keep|always|constantly) (?:fighting|arguing)|fight about|argue about|arguing about|same (?:fight|argument))\b/i,
    line: 'Having the same argument over and over is draining, and it usually means something underneath hasn’t been heard yet.',
    question: 'What do you think each of you is really asking for?',
  },
  {
    match: /\b(?:had|got into|have had) (?:a|another|this|a big|a huge|a bad|a stupid) (?:fight|argument|row|blowup|blow-up)\b/i,
    line: 'A fight with someone close can leave you rattled long after the words stop.',
    question: 'How are you feeling about it now?',
  },
  {
    match: /\b(?:feels? like (?:we'?re|we are) roommates|don'?t (?:really )?talk anymore|drifted apart|losing interest)\b/i,
    line: 'Feeling distance grow in a relationship that matters to you can be lonely, even with someone right there.',
    question: 'What would you most want to feel again between you?',
  },
  {
    match:
      /\b(?:in-?laws|my (?:mom|mother|dad|father|parents) (?:is|are) (?:staying|visiting)|(?:staying|visiting) (?:with us|for (?:a|two|three|\d) weeks?))\b/i,
    line: 'Having family to stay for a long stretch can stretch your patience and your space thin.',
    question: 'What would give you even a little breathing room while they’re there?',
  },
  {
    match: /\b(?:moved (?:here|to|across|away)|new (?:city|town|state)|don'?t (?:really )?know anyone|international student)\b/i,
    line: 'Starting over somewhere new, without your people around you, can be really lonely at first.',
    question: 'What used to help you feel connected back home?',
  },
  {
    match:
      /\b(?:debt|credit cards?|bills? (?:piling|pile)|can'?t afford|cannot afford|behind on (?:rent|bills|payments)|rent (?:went|goes|is going) up|paycheck to paycheck|overdrawn|hospital bill)\b/i,
    line: 'Money worries follow you everywhere, and they can make it hard to think about anything else.',
    question: 'What feels most urgent to sort out first?',
  },
  {
    match:
      /\b(?:new ?born|new baby|\d[- ]hour chunks|sleep deprived|running on no sleep|wak(?:e|ing) up at \d|(?:can'?t|cannot|couldn'?t) (?:fall |get (?:back )?to |stay )?sleep|lying awake|insomnia|up all night)\b/i,
    line: 'Broken sleep makes everything else harder to carry the next day.',
    question: 'What tends to be going through your mind when you’re awake at night?',
  },
  {
    match:
      /\b(?:deadline|due (?:on |by )?(?:monday|tuesday|wednesday|thursday|friday|tomorrow|tonight)|finals|exam (?:is )?(?:tomorrow|next week))\b/i,
    line: 'A deadline bearing down can make everything feel urgent at once.',
    question: 'What’s the smallest next piece you could do?',
  },
  {
    match: /\b(?:chronic (?:pain|illness)|long covid|back pain|migraines?|flare[\s-]?ups?|fibromyalgia)\b/i,
    line: 'Living with ongoing pain or illness is tiring in a way other people often don’t see.',
    question: 'What does a harder day look like for you right now?',
  },
  {
    match:
      /\b(?:told me|said|called me|used to say)\b[^.?!]{0,30}\b(?:never amount|nothing|worthless|stupid|boring|ugly|useless|a failure|lazy|too much|not enough)\b[^.?!]{0,60}\b(?:still hear|can'?t stop (?:hearing|thinking|believing)|stuck in my head|keeps? replaying|believe (?:it|them|him|her))\b/i,
    line: 'Words like that from someone who mattered can keep replaying long after they were said, as if they were the truth about you. They aren’t.',
    question: 'What do you know about yourself that those words leave out?',
  },
  {
    match:
      /\b(?:snap|snapped|snapping|yell|yelled|yelling|lose my temper|lost my temper)\b[^.?!]{0,20}\b(?:at )?(?:my )?(?:kids|children|son|daughter|partner|husband|wife|family)\b/i,
    line: 'Snapping at people you love and feeling awful afterwards is so common, and the guilt shows how much you care.',
    question: 'What tends to be going on for you just before it happens?',
  },
  {
    match:
      /\b(?:dread|dreading) (?:every )?(?:sunday|sundays|monday|mondays|work|going (?:in|to work|back))\b|\bsunday (?:night )?(?:scaries|dread)\b/i,
    line: 'Dreading the week before it starts is a heavy way to spend a Sunday, and it often says how much the work is taking out of you.',
    question: 'What part of the week are you dreading most?',
  },
  {
    match: /\b(?:tired|exhausted|dead tired|wiped|drained) all day\b.{0,50}\b(?:wide awake|wired|awake|can'?t (?:fall asleep|sleep))\b/i,
    line: 'Exhausted all day and wide awake at night is a common, maddening pattern, often from stress, late screens or a body clock that has drifted later.',
    question: 'What do your evenings usually look like?',
  },
  {
    match: /\b(?:venue|caterer|photographer|florist|dj|officiant)\b.{0,30}\b(?:cancel\w*|backed out|fell through|pulled out)\b/i,
    line: 'Having part of the wedding fall through this close to the day is awful, and so much else is riding on it.',
    question: 'What’s the first thing that needs sorting?',
  },
  {
    match: /\bhosting (?:\d+|a (?:crowd|lot of people)|(?:thanksgiving|christmas|the holidays|dinner|the family))\b/i,
    line: 'Hosting for the holidays is a lot of work, with a lot of pressure to make it nice for everyone.',
    question: 'What would make it a bit lighter for you?',
  },
  {
    match:
      /\b(?:alone|by myself|stayed (?:in my dorm|home|behind|here))\b.{0,40}\b(?:thanksgiving|christmas|the holidays|holiday|new year)\b|\b(?:thanksgiving|christmas|the holidays)\b.{0,60}\b(?:alone|by myself|stayed (?:in my dorm|behind)|ghost town)\b/i,
    line: 'Being on your own while everyone else is with family can make a quiet place feel even emptier.',
    question: 'Is there anything small that might make the next day or two feel less empty?',
  },
  {
    match: /\blong[\s-]?distance\b|\b(?:different|\d+|three|two|four|five|six) time zones?\b/i,
    line: 'Long distance asks a lot: missing someone while your days barely overlap is its own kind of tiring.',
    question: 'What helps you feel close when you can’t be together?',
  },
  {
    match:
      /\b(?:taking care of|caring for|care ?giv\w*|looking after) (?:my )?(?:mom|mother|dad|father|parents?|husband|wife|partner|grand\w+|son|daughter|brother|sister)\b|\b(?:dementia|alzheimer'?s)\b/i,
    line: 'Caring for someone you love is hard, tiring work, and it gets heavier when you’re carrying it without enough help.',
    question: 'What would even a little help look like for you right now?',
  },
  {
    match:
      /\b(?:laid off|got fired|been fired|was fired|lost my job|let go (?:from|today|this)|made redundant|position (?:was|got) (?:cut|eliminated))\b/i,
    line: 'Losing a job is a real shock, and the money worry lands on top of everything else.',
    question: 'What feels most pressing right now: the money, or what comes next?',
  },
  {
    match:
      /\bwaiting (?:on|for) (?:my |the |some )?(?:\w+ )?(?:results?|biopsy|scan|mri|ct|diagnosis|call ?back)\b|\bbiopsy\b|\b(?:test|scan|lab) results\b/i,
    line: 'Waiting on results is one of the hardest kinds of waiting: your mind fills the gap with every possibility.',
    question: 'How are you getting through the days until you hear?',
  },
  {
    match:
      /\balways (?:the one|me) (?:who )?(?:reaching out|reaches out|making (?:the )?plans|makes (?:the )?plans|texting first|texts first|calling|planning)\b|\bi (?:always|have to) (?:be the one to )?(?:reach out|make (?:the )?plans|text first)\b/i,
    line: 'Always being the one who reaches out can start to feel lonely, as if the friendship rests on you alone.',
    question: 'What would you like from them?',
  },
  {
    // "moving across the country in 2 weeks with 3 kids and a dog" (blind batch 31) is the writer's own move.
    match:
      /\b(?:friend|sister|brother|daughter|son|mom|dad) (?:is |are )?moving (?:away|across|to|back)\b|\b(?:she|he|they)(?:'s| is|'re| are) moving across the country\b/i,
    line: 'It’s hard when someone close is moving away, even when you’re glad for them.',
    question: 'What would you like to do together before they go?',
  },
  {
    match:
      /\bnothing (?:sounds|feels|seems) (?:fun|good|interesting|enjoyable)\b|\b(?:lost|losing) interest in (?:everything|things|stuff|anything)\b|\b(?:don'?t|do not|can'?t) enjoy (?:anything|things|stuff)\b/i,
    line: 'When even things you used to love stop feeling good, that’s worth taking seriously, not just pushing through.',
    question: 'How long has it been like this?',
  },
  {
    match: /\b(?:short days|dark by [45]|every (?:single )?winter|winter blues|time change|daylight saving|seasonal)\b/i,
    line: 'Lots of people feel lower when the days get short, and noticing that it comes back each winter is useful.',
    question: 'What has helped you through past winters, even a little?',
  },
  {
    match: /\b(?:since|after|now that) (?:i )?retired\b|\bretirement\b|\bi(?:'m| am) retired\b/i,
    line: 'Retiring changes the shape of every day, and losing that busy structure can leave a strange gap.',
    question: 'What used to give your days a sense of purpose?',
  },
  {
    match:
      /\b(?:went|going|gone) back to (?:school|college|university)\b|\bolder than (?:everyone|all the|the other) (?:students|classmates)?\b/i,
    line: 'Going back to school later in life takes real courage, and comparing yourself with people half your age is hard not to do.',
    question: 'What have you already managed that you might be overlooking?',
  },
  {
    match: /\b(?:failed|bombed|flunked) (?:my |the |a |an |that )?(?:\w+ )?(?:exam|test|midterm|quiz|final|class|course)\b/i,
    line: 'Failing an exam stings, and it can make the next one feel as if everything rides on it.',
    question: 'What would give you the best shot at the next one?',
  },
  {
    match:
      /\b(?:when|if) (?:i'?m|i am) (?:going to|gonna|ever going to) (?:have (?:kids|children|a baby)|get married|settle down)\b|\basking (?:me )?(?:when|about) (?:kids|grandkids|grandchildren|marriage|getting married)\b/i,
    line: 'Being asked about kids or marriage on every call gets old fast, and it can sting even when it’s meant kindly.',
    question: 'How do you usually answer when it comes up?',
  },
  {
    match: /\bwedding (?:planning|plans|stuff)\b|\bplanning (?:my|our|the) wedding\b/i,
    line: 'Wedding planning can turn into everyone else’s wishes at once, with you in the middle.',
    question: 'What matters most to the two of you about the day?',
  },
  {
    match:
      /\b(?:teen|teenage|teenager|\d{2} ?(?:yr|year)s?[- ]?old)(?: son| daughter| kid)?\b.{0,60}\b(?:barely talks|does ?n[o']?t talk|won'?t talk|grunts|stays in (?:his|her|their) room|goes to (?:his|her|their) room|ignores me|shuts me out)\b/i,
    line: 'It can hurt when a teenager pulls away, even knowing some of it is part of growing up.',
    question: 'When do you still get moments of connection with them, even small ones?',
  },
  {
    match: /\bsnor(?:e|es|ing|ed)\b/i,
    line: 'Losing sleep to someone else’s snoring is so wearing, and it’s hard to fix without it becoming a sore point.',
    question: 'Have the two of you been able to talk about it?',
  },
  {
    match: /\bsleep schedule\b|\b(?:flipped|reversed|messed up|wrecked) (?:my )?(?:sleep|schedule)\b/i,
    line: 'A flipped sleep schedule can leave you out of step with the rest of your day.',
    question: 'What would a realistic first step back look like?',
  },
  {
    match:
      /\b(?:phone calls?|making calls|calling people|on the phone)\b.{0,40}\b(?:nervous|anxious|scared|avoid|put (?:them|it) off|hate|dread)\b|\b(?:nervous|anxious|scared|dread\w*) (?:before|about|of|making) (?:phone )?calls\b/i,
    line: 'Phone calls make a lot of people anxious, and the longer one waits, the bigger it can feel.',
    question: 'Which call is weighing on you most right now?',
  },
  {
    match: /\bsocial anxiety\b|\b(?:skip|avoid|bail on|cancel on) (?:parties|social (?:stuff|events|plans)|plans|events|hanging out)\b/i,
    line: 'Social anxiety can make you miss the very things you want, and then the regret piles on.',
    question: 'What makes the moment of going feel so hard?',
  },
  {
    match:
      /\b(?:yelled|shouted|screamed|snapped|went off) at me (?:\w+ ){0,3}?in front of\b|\b(?:chewed me out|called me out|told me off|tore into me|dressed me down|humiliated me|embarrassed me|criticized me|criticised me) (?:\w+ ){0,3}?in front of\b/i,
    line: 'Being torn into in front of other people stings twice: the words themselves, and knowing everyone saw it.',
    question: 'How did you get through the rest of the day after it?',
  },
  {
    match: /\b(?:broke up|breakup|break up|dumped me|divorc\w*|separated)\b/i,
    line: 'A breakup turns so much upside down at once, even when part of you saw it coming.',
    question: 'What’s been the hardest part so far?',
  },
];

/** A situation Wren has words for: its key (to say it once a chat), the line and the question. */
export interface Heard {
  key: string;
  line: string;
  question: string;
}

/**
 * The situation bank (./situation-bank.json): everyday situations, each written with six example
 * messages (training/wren/situation-examples.json, training data only), found by meaning: the
 * reader (understand/reader.ts) embeds the message and finds the closest example's vector, so
 * wordings no pattern above foresaw are still heard.
 */
export interface BankSituation {
  id: string;
  topic: string;
  line: string;
  question: string;
}

export const BANK: readonly BankSituation[] = (bank as { situations: BankSituation[] }).situations;
const byId = new Map(BANK.map((s) => [s.id, s] as const));

/**
 * When the closest bank example counts as the same situation, set on blind batch 9's everyday
 * messages (development data): above SURE and clear of the next situation by MARGIN, or above
 * AGREES with the classifier naming the same topic. Below that, "I GOT THE JOB!!!" read 0.72
 * from "just laid off", and "my mom still treats me like I'm 12" 0.74 from a sibling comparison.
 */
export const BANK_SURE = 0.8;
export const BANK_AGREES = 0.74;
export const BANK_MARGIN = 0.04;
/**
 * Good news needs less: the message already reads as good news, and every candidate is a
 * good-news situation, so a near miss still meets it warmly (set on blind batch 19, development
 * data: "my band got booked for a festival this summer!!!" read 0.68 from a booked gig).
 */
export const GOOD_NEWS_AGREES = 0.66;
/**
 * Good news read this close needs no lead over the next situation: on the everyday messages of
 * blind batches 1–28 (development data), the five such readings that a lead of 0.04 turned away
 * were four right ("2 years sober today 🎉" met as years of sobriety, "90 days sober today" as
 * early sober days, a citizenship interview passed) and one near ("passed my driving test on the
 * 3rd try" as a skill learned).
 */
export const GOOD_NEWS_SURE = 0.8;
/**
 * A situation far clearer than any other needs less: at least CLEAR_MARGIN ahead of the next one,
 * with the classifier naming the same topic, it counts from CLEAR. Set on the everyday messages of
 * blind batches 1–21 (development data): of the 22 it admits, 20 fit ("hosting 14 people today
 * and the turkey is still frozen", "long covid for a year now and i'm so tired of being tired"),
 * two assume a little ("i'm so lonely" met as lonely among people); at a margin of 0.06 "bar exam
 * in 6 weeks" read as a licensing exam already failed.
 */
export const BANK_CLEAR = 0.68;
export const BANK_CLEAR_MARGIN = 0.08;
/** Bank topics that stand in for one another. */
const LOOSE = new Set(['stress', 'everyday', 'venting']);

/**
 * Who or what a bank line takes for granted, and the words by which a message names it. Blind
 * batch 30's judge found lines that assumed what was never said: "never good enough no matter
 * what i do" met with a parent's criticism, "gained weight since my knee surgery" with a parent's
 * comments on one's body, "pharm exam friday and im freaking out" with studying after a night shift.
 */
const PRESUMED: { said: RegExp; named: RegExp }[] = [
  {
    said: /\b(?:parents?|mom|mum|mother|dad|father)\b/i,
    named:
      /\b(?:parents?|mom|moms|mum|mother|dad|dads|father|mama|mamá|papa|papá|ma|pa|pops|folks|stepmom|stepdad|stepmother|stepfather|in-?laws?|grandparents?|grandkids?|grandchildren|mother-in-law|father-in-law)\b/i,
  },
  {
    // Not a parent's "who could take even one night shift so you can sleep?"
    said: /\b(?:(?<!one )night shifts?|(?:working|work|switching to|on) nights|overnight shifts?)\b/i,
    named:
      /\b(?:nights?|night shifts?|overnights?|graveyard|nocturnal|3rd shift|third shift|day ?sleep\w*|sleep (?:during|in) the day|off (?:a|my) shift)\b/i,
  },
  {
    said: /\b(?:boss|manager|supervisor)\b/i,
    named:
      /\b(?:boss|manager|supervisor|foreman|lead|director|chief|sergeant|captain|admin|principal|owner|dispatch\w*|charge nurse|higher-?ups?|management|corporate)\b/i,
  },
];

/** Whether a bank line takes for granted someone or something the message does not name. */
function presumes(found: BankSituation, message: string): boolean {
  const said = `${found.line} ${found.question}`;
  return PRESUMED.some(({ said: line, named }) => line.test(said) && !named.test(message));
}

/**
 * The closest bank situation if it counts as the one told (see BANK_SURE), else undefined. A
 * good-news situation counts only for a message read as good news, and only it does; with the
 * message given, never one whose line assumes what the message does not say (PRESUMED).
 */
export function bankSituation(nearest: Nearest | null | undefined, intent?: string, message?: string): BankSituation | undefined {
  if (!nearest) return undefined;
  const found = byId.get(nearest.id);
  if (!found || (found.topic === 'good_news') !== (intent === 'good_news')) return undefined;
  if (message !== undefined && presumes(found, straight(message))) return undefined;
  if (intent === 'good_news' && nearest.score >= GOOD_NEWS_SURE) return found;
  if (nearest.margin < BANK_MARGIN) return undefined;
  const agrees = found.topic === intent || (LOOSE.has(found.topic) && LOOSE.has(intent ?? ''));
  const bar = intent === 'good_news' ? GOOD_NEWS_AGREES : BANK_AGREES;
  const clear = agrees && nearest.margin >= BANK_CLEAR_MARGIN && nearest.score >= Math.min(bar, BANK_CLEAR);
  return nearest.score >= BANK_SURE || (agrees && nearest.score >= bar) || clear ? found : undefined;
}

/** The situation a message describes, if Wren has words for it: a pattern above first, then the bank. */
export function situationOf(message: string, reading?: { nearest?: Nearest | null; intent?: string }): Heard | undefined {
  const text = straight(message);
  const index = SITUATIONS.findIndex((situation) => situation.match.test(text));
  const pattern = SITUATIONS[index];
  if (pattern) return { key: `sit:${index}`, line: pattern.named?.(text) ?? pattern.line, question: pattern.question };
  // Good news is never met with a hard situation, however close its words ("I GOT THE JOB").
  if (reading?.intent === 'good_news') return undefined;
  const found = bankSituation(reading?.nearest, reading?.intent, message);
  return found && { key: `bank:${found.id}`, line: found.line, question: found.question };
}
