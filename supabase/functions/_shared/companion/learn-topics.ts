/**
 * Short, plain answers to "what is…?" about the ideas Haven's tools come from (CBT, mindfulness,
 * exposure…), each with the library article that goes deeper and the exercise that practises it.
 * General education only: nothing here diagnoses or advises on treatment or medication. The
 * articles named here are checked against content/articles by tests/companion/understanding.test.ts.
 */
import type { Chip } from './types.ts';
import { straight } from './words.ts';

export interface LearnTopic {
  /** What the question must name. */
  match: RegExp;
  text: string;
  article?: { href: string; title: string };
  chip?: Chip;
}

export const LEARN_TOPICS: readonly LearnTopic[] = [
  {
    // "how many hours of sleep do adults really need" (blind batch 11).
    match:
      /\bhow (?:many|much) (?:hours? (?:of )?)?sleep (?:do|does|should) (?:adults?|people|i|we|you|a person|someone)\b|\bhow (?:many|much) hours? (?:should|do|does) (?:adults?|people|i|we|you) sleep\b/i,
    text: 'Most adults need 7 to 9 hours a night, and some people a little more or less; teenagers need more. Regular timing matters as much as the total: waking at the same time each day helps your body clock. If you sleep enough and still wake up exhausted, that’s worth telling a doctor.',
    article: { href: '/library/light-caffeine-and-your-body-clock', title: 'Light, Caffeine, and Your Body Clock' },
    chip: { label: 'Wind down for sleep', action: 'start:sleep' },
  },
  {
    // "Can you explain what compassion fatigue is? I'm a home health aide…" (blind batch 23).
    match: /\bcompassion fatigue\b|\bsecondary (?:traumatic stress|trauma)\b|\bvicarious trauma\b/i,
    text: 'Compassion fatigue is the emotional and physical wear that comes from caring for people who are suffering, day after day: feeling numb or irritable with the people you care for, dreading shifts, trouble switching off, or carrying their stories home. It’s common in nurses, aides, caregivers and first responders, and it’s a sign of the load, not of caring too little. What helps: real breaks and time off, a colleague or supervisor to talk the hard days over with, small rituals to close a shift, and support from a counselor if it doesn’t lift.',
    article: { href: '/library/burnout-signs-causes-and-first-steps', title: 'Burnout: Signs, Causes, and First Steps' },
    chip: { label: 'Try box breathing', action: 'start:box-breathing' },
  },
  {
    // "why does anxiety make my stomach hurt" (blind batch 23).
    match:
      /\b(?:anxiety|anxious|stress|stressed|nerves|nervous)\b[^.?!]{0,40}\b(?:stomach|gut|belly|tummy|nause\w*|diarrh\w*|bathroom)\b|\b(?:stomach|gut|belly|tummy)\b[^.?!]{0,40}\b(?:anxiety|anxious|stress|nerves)\b/i,
    text: 'Your gut and your brain are wired closely together. When you’re anxious, the body’s stress response pulls blood and energy away from digestion and speeds or slows the gut, so knots, cramps, nausea or needing the bathroom are common. Slow breathing with a longer out-breath tells that system to stand down. If stomach pain is new, severe, or comes with weight loss, blood or fever, see a doctor.',
    article: { href: '/library/what-stress-is-doing-in-your-body', title: 'What Stress Is Doing in Your Body' },
    chip: { label: '4-7-8 breathing', action: 'start:slow-breathing' },
  },
  {
    // "any tips for getting out of bed in the morning when you just don't want to" (blind batch 23).
    match: /\b(?:get(?:ting)?|drag(?:ging)?) (?:myself |yourself )?out of bed\b/i,
    text: 'A few things help many people: put the alarm across the room so you have to stand up; plan one small, pleasant first thing (coffee on the porch, a song); open the curtains or get daylight in the first few minutes; and make the goal only standing up, not the whole day. If mornings have felt this heavy for two weeks or more, that’s worth telling a doctor.',
    article: { href: '/library/light-caffeine-and-your-body-clock', title: 'Light, Caffeine, and Your Body Clock' },
    chip: { label: 'Plan one small thing', action: 'start:activation' },
  },
  {
    // "working nights at the hospital for three years and my sleep is a total mess even on my days off" (blind batch 23).
    match:
      /\b(?:night (?:shift|shifts)|(?:work(?:ing)?|on) nights|overnights?|graveyard|rotating shifts?)\b[^]*\bsleep\b|\bsleep\b[^]*\b(?:night shifts?|(?:work(?:ing)?|on) nights|overnights?|graveyard)\b/i,
    text: 'Night work fights your body clock, so a few things matter more than usual: keep the same sleep window on work days and, as far as you can, on days off; make the room truly dark (blackout curtains or an eye mask) and quiet or with steady noise; wear sunglasses on the drive home; have caffeine only early in the shift; and protect the sleep with a do-not-disturb sign and your phone on silent. If you’re drowsy on the road or it’s getting worse, tell a doctor: shift-work sleep problems are common and treatable.',
    article: { href: '/library/light-caffeine-and-your-body-clock', title: 'Light, Caffeine, and Your Body Clock' },
    chip: { label: 'Wind down for sleep', action: 'start:sleep' },
  },
  {
    // "Keep waking up at 3am on the dot and can't get back to sleep. Any tips?" (blind batch 22).
    match:
      // Asked for what helps; "why do I keep waking at 4am?" is answered in everyday-answers.ts.
      /^(?=[^]*\b(?:tips?|advice|suggestions|ideas|how (?:do|can|should) i|what (?:can|should) i)\b)[^]*?(?:\b(?:wak\w*|woke|up|awake)\b[^.?!]{0,30}\b(?:[2-5]|two|three|four|five)\s?(?::\d\d\s?)?(?:am|a\.m\.|o'?clock|in the morning)\b|\bearly[\s-](?:morning )?wak\w+\b|\bcan'?t (?:get|go|fall) back to sleep\b)/i,
    text: 'Waking in the small hours and lying there is very common, especially under stress. What tends to help: keep the same wake-up time every day; if you’re awake for what feels like 20 minutes, get up and do something quiet in dim light until you feel sleepy, rather than lying there; keep the clock out of sight; go easy on alcohol in the evening, which often causes early waking; and give worries a set time earlier in the evening. If it goes on for weeks, or you feel low most days, tell a doctor.',
    article: { href: '/library/how-cbt-i-helps-insomnia', title: 'How CBT-I Helps When Sleep Won’t Come' },
    chip: { label: 'Sort my worries', action: 'start:worry-time' },
  },
  {
    // "whats the difference between burnout and depression" (blind batch 24 got burnout alone).
    match:
      /\bburn[\s-]?out\b[^.?!]{0,40}\b(?:or|vs\.?|versus|and)\b[^.?!]{0,20}\bdepress\w*|\bdepress\w*\b[^.?!]{0,40}\b(?:or|vs\.?|versus|and)\b[^.?!]{0,20}\bburn[\s-]?out\b/i,
    text: 'They overlap, and one can lead to the other. Burnout is tied to a source, usually work or caring for others: you feel drained, detached and less effective there, and time away or a change in the load helps. Depression goes further and spreads everywhere: a low or empty mood, or losing interest in almost everything, most of the day for two weeks or more, often with changes in sleep, appetite and self-worth, and rest alone doesn’t lift it. I can’t tell you which it is for you; if it’s following you into days off and the things you used to enjoy, that’s worth telling a doctor.',
    article: { href: '/library/low-mood-or-depression-when-to-get-help', title: 'Low Mood or Depression? When to Get Help' },
    chip: { label: 'Log how I feel', action: 'start:check-in' },
  },
  {
    // "what even is dissociation. my therapist said it and i just nodded lol" (blind batch 24).
    match: /\bdissociat\w*|\bdepersonali[sz]\w*|\bderealis\w*|\bderealiz\w*/i,
    text: 'Dissociation is the mind stepping back when things feel like too much: feeling detached from your body or your surroundings, foggy or on autopilot, as if things aren’t quite real, or losing track of bits of time. Mild versions happen to everyone (arriving somewhere and not remembering the drive); it shows up more after trauma and under heavy stress, as a way of protecting you. Grounding, noticing what you can see, hear and touch right now, helps many people come back to the room. It’s also a fair question to ask your therapist: “what did you notice that made you say that?”',
    article: { href: '/library/grounding-when-the-past-feels-present', title: 'Grounding When the Past Feels Present' },
    chip: { label: '5-4-3-2-1 grounding', action: 'start:grounding' },
  },
  {
    // "Can you explain what PTSD does to a person? My wife came home from Afghanistan different" (blind batch 24).
    match: /\b(?:ptsd|c-?ptsd|post[\s-]?traumatic stress)\b/i,
    text: 'PTSD can follow something frightening or overwhelming, like combat, an assault or an accident. The body’s alarm system stays switched on after the danger has passed, so people often relive it (nightmares, flashbacks, sudden floods of fear), avoid reminders, feel on guard and jumpy, sleep badly, snap more easily, or feel numb and cut off from the people they love. That distance isn’t about love running out; it’s often the alarm system at work. It’s very treatable: therapies such as trauma-focused CBT, prolonged exposure or EMDR help many people, and for veterans the VA offers them. Partners can get support too.',
    article: { href: '/library/how-trauma-can-show-up-in-everyday-life', title: 'How Trauma Can Show Up in Everyday Life' },
    chip: { label: '5-4-3-2-1 grounding', action: 'start:grounding' },
  },
  {
    // "is it normal to have crazy vivid dreams in early recovery? im 2 months sober" (blind batch 24).
    match:
      /\b(?:dreams?|nightmares?)\b[^]*\b(?:sober|sobriety|recovery|clean|quit (?:drinking|smoking|weed|using)|stopped (?:drinking|smoking|using))\b|\b(?:sober|sobriety|recovery|clean|quit (?:drinking|smoking|weed|using)|stopped (?:drinking|smoking|using))\b[^]*\b(?:dreams?|nightmares?)\b/i,
    text: 'Yes, that’s very common. In early recovery sleep is rebalancing, and the dreaming stage often comes back stronger for a while, so dreams can be vivid, strange, or about drinking or using. They usually settle over the first weeks to months, and a using dream is not a sign you’re failing. If they’re distressing, or sleep stays poor for weeks, mention it to your doctor or counselor.',
    article: { href: '/library/how-to-ride-out-a-craving', title: 'How to Ride Out a Craving' },
    chip: { label: 'Wind down for sleep', action: 'start:sleep' },
  },
  {
    // "depressed or just sad? how do you even tell the difference" (blind batch 10).
    match:
      /\b(?:depress\w*|depression)\b[^.?!]{0,40}\b(?:or (?:am i |i'?m |im )?(?:just |only )?(?:sad|sadness|down|a rough patch|being dramatic)|vs\.?|versus|difference)\b|\b(?:sad|sadness)\b[^.?!]{0,30}\b(?:or (?:depress\w*|depression)|vs\.? depression|versus depression)\b|\bdifference between (?:sadness|being sad) and depression\b/i,
    text: 'Sadness is a feeling that usually has a reason and eases with time, and you can still enjoy things around it. Depression is more: a low or empty mood, or losing interest in almost everything, most of the day, nearly every day, for two weeks or more, often with changes in sleep, appetite, energy or concentration, and feelings of worthlessness. I can’t tell you which it is for you; a doctor or therapist can, and Haven’s [wellbeing check-in](/assessment) can help you put it into words to take with you.',
    article: { href: '/library/low-mood-or-depression-when-to-get-help', title: 'Low Mood or Depression? When to Get Help' },
    chip: { label: 'Log how I feel', action: 'start:check-in' },
  },
  {
    // "stress vs anxiety, whats the actual difference?" (blind batch 10).
    match:
      /\bstress\b[^.?!]{0,20}\b(?:vs\.?|versus|or|and)\b[^.?!]{0,10}\banxiety\b[^.?!]{0,40}\b(?:difference|different|same|vs|versus)\b|\bdifference between (?:stress and anxiety|anxiety and stress)\b|\b(?:stress|anxiety) vs\.? (?:anxiety|stress)\b/i,
    text: 'They overlap a lot. Stress is a response to something happening now, a deadline or a hard week, and it usually eases when that passes. Anxiety is worry and fear that can carry on without a clear trigger or after it’s gone, often about what might happen. Both show up in the body the same way: a tight chest, a racing heart, poor sleep. When anxiety sticks around for months and gets in the way of life, it’s worth talking to a doctor.',
    article: { href: '/library/what-stress-is-doing-in-your-body', title: 'What Stress Is Doing in Your Body' },
    chip: { label: 'Try box breathing', action: 'start:box-breathing' },
  },
  {
    // "tips for insomnia that aren't pills?" (blind batch 10).
    match:
      /\b(?:tips?|ways?|help|advice|tricks?|how)\b[^.?!]{0,30}\b(?:insomnia|sleep(?:ing)? better|fall(?:ing)? asleep|stay(?:ing)? asleep)\b[^.?!]{0,40}\b(?:without|not|aren'?t|isn'?t|besides|other than|no) (?:\w+ )?(?:pills?|meds|medication|melatonin|sleeping pills)\b|\b(?:natural|drug[\s-]?free|non[\s-]?drug|pill[\s-]?free) (?:ways? to (?:sleep|fall asleep)|sleep (?:tips|aids?|help)|insomnia (?:tips|help|remedies))\b/i,
    text: 'The approaches with the best evidence aren’t pills. Keep the same wake-up time every day, even after a bad night; go to bed only when sleepy; if you’re awake for what feels like 20 minutes, get up and do something quiet in dim light until you’re sleepy again; keep the bed for sleep; and cut caffeine after midday. That’s the core of CBT-I, which doctors recommend first for long-lasting insomnia. A wind-down before bed helps your body get the message too.',
    article: { href: '/library/how-cbt-i-helps-insomnia', title: 'How CBT-I Helps When Sleep Won’t Come' },
    chip: { label: 'Wind down for sleep', action: 'start:sleep' },
  },
  {
    // "most nights I can't sleep, any tips?" (left unanswered since blind batch 23's review).
    match:
      /^(?=[^]*\b(?:tips?|advice|suggestions|ideas|tricks|what (?:can|should) i do|how (?:do|can) i)\b)[^]*\b(?:can'?t|cannot|can not|unable to|trouble|struggl\w*) (?:get to |fall |go to |to )?(?:sleep|sleeping|fall(?:ing)? asleep|stay(?:ing)? asleep)\b|\b(?:tips?|advice|help) (?:for|with) (?:insomnia|sleep(?:ing)? better|falling asleep|staying asleep)\b/i,
    text: 'A few things have the best evidence: keep the same wake-up time every day, even after a bad night; go to bed only when you’re sleepy; if you’ve been awake for what feels like 20 minutes, get up and do something quiet in dim light until you’re sleepy again; keep the bed for sleep; and cut caffeine after midday and go easy on alcohol in the evening. That’s the core of CBT-I, which doctors recommend first for insomnia that lasts. If it’s been most nights for a few weeks, tell a doctor too.',
    article: { href: '/library/how-cbt-i-helps-insomnia', title: 'How CBT-I Helps When Sleep Won’t Come' },
    chip: { label: 'Wind down for sleep', action: 'start:sleep' },
  },
  {
    match: /\battachment (?:styles?|theory|types?|issues)\b|\b(?:anxious(?:ly)?|avoidant|secure(?:ly)?|disorgani[sz]ed) attach\w*/i,
    text: 'Attachment styles come from research on how people seek closeness and cope with separation: broadly secure, anxious (worrying about being left or not loved enough) and avoidant (pulling away when things get close). They describe tendencies, not fixed labels or diagnoses, and a lot of what circulates online oversimplifies them. People can and do become more secure over time, through steady relationships and sometimes therapy.',
    article: { href: '/library/repairing-after-an-argument', title: 'Repairing After an Argument' },
  },
  {
    match: /\bcognitive distortions?\b|\bthinking (?:traps?|errors?)\b|\bdistorted thinking\b/i,
    text: 'Cognitive distortions, or thinking traps, are habits of thought that bend things out of shape, especially when we’re stressed or low: all-or-nothing thinking, catastrophising, mind reading, fortune telling, “should” statements, and discounting the good. Everyone has them. Naming one as it happens (“that’s catastrophising”) loosens its grip, and a thought record lets you test it against the evidence.',
    article: { href: '/library/thoughts-that-pull-your-mood-down', title: 'The Thoughts That Pull Your Mood Down' },
    chip: { label: 'Try a thought record', action: 'start:thought-record' },
  },
  {
    match: /\bseasonal (?:depression|affective|blues)\b|\bwinter (?:depression|blues)\b|\bsad\b(?= (?:lamp|light|disorder))/i,
    text: 'Seasonal depression (seasonal affective disorder) is low mood that comes back at the same time each year, most often as the days shorten in fall and winter: low energy, sleeping more, craving carbohydrates, pulling away from people. Daylight helps many people, like getting outside in the morning or sitting near a window, and light therapy is a well-studied option to talk over with a doctor. If the low lasts more than a couple of weeks, it’s worth seeing one.',
    article: { href: '/library/low-mood-or-depression-when-to-get-help', title: 'Low Mood or Depression? When to Get Help' },
    chip: { label: 'Log how I feel', action: 'start:check-in' },
  },
  {
    match: /\bcbt[\s-]*i\b|\bcbt for (?:insomnia|sleep)\b/i,
    text: 'CBT-I is cognitive behavioral therapy for insomnia, the first treatment sleep specialists recommend for long-lasting sleep trouble. It works on the habits and worries that keep sleep away: a steadier sleep window, getting up when you can’t sleep, and calmer thoughts about sleep itself.',
    article: { href: '/library/how-cbt-i-helps-insomnia', title: 'How CBT-I Helps When Sleep Won’t Come' },
    chip: { label: 'Wind down for sleep', action: 'start:sleep' },
  },
  {
    match: /\bcbt\b|\bcognitive[\s-]+behaviou?ral\b/i,
    text: 'Cognitive behavioral therapy (CBT) is a practical, structured kind of talking therapy. It looks at how thoughts, feelings and actions feed each other, and helps you test unhelpful thoughts and try small changes in what you do. It has strong evidence for anxiety and depression, and many of its tools, like a thought record, also work as self-help.',
    article: { href: '/library/thoughts-that-pull-your-mood-down', title: 'The Thoughts That Pull Your Mood Down' },
    chip: { label: 'Try a thought record', action: 'start:thought-record' },
  },
  {
    match: /\bdbt\b|\bdialectical\b/i,
    text: 'Dialectical behavior therapy (DBT) grew out of CBT for people whose emotions feel very intense. It teaches four sets of skills: mindfulness, getting through a crisis without making it worse, understanding and easing emotions, and asking for what you need in relationships. It is usually weekly therapy plus a skills group.',
    article: { href: '/library/making-room-for-hard-feelings', title: 'Making Room for Hard Feelings' },
    chip: { label: '5-4-3-2-1 grounding', action: 'start:grounding' },
  },
  {
    match: /\bACT\b|\b[Aa]cceptance and [Cc]ommitment\b/,
    text: 'Acceptance and commitment therapy (ACT) helps you make room for hard thoughts and feelings instead of fighting them, and still move toward what matters to you. It uses mindfulness and a clear look at your values.',
    article: { href: '/library/making-room-for-hard-feelings', title: 'Making Room for Hard Feelings' },
    chip: { label: 'Two-minute meditation', action: 'start:meditation' },
  },
  {
    match: /\berp\b|\bexposure and response\b/i,
    text: 'Exposure and response prevention (ERP) is the main therapy for OCD. Step by step, and at a pace you agree with a therapist, you face what triggers the doubt and practise not doing the ritual, so the anxiety learns to fade on its own.',
    article: { href: '/library/what-to-expect-from-erp-for-ocd', title: 'What to Expect From ERP for OCD' },
  },
  {
    match: /\bexposure\b/i,
    text: 'Exposure means facing something you fear in small, planned steps instead of avoiding it. Each step is a bit hard but doable, and staying with it lets your body learn the feared thing is safer than it feels. It is one of the best-tested ways to shrink anxiety and phobias.',
    article: { href: '/library/facing-fears-one-small-step-at-a-time', title: 'Facing Fears One Small Step at a Time' },
  },
  {
    match: /\bsocial anxiety\b|\bsocially anxious\b/i,
    text: 'Social anxiety is a strong fear of being judged or embarrassed around other people, and it’s very common. What tends to help: facing situations in small steps instead of avoiding them, putting your attention on the other person and the conversation rather than on how you come across, dropping “safety” habits like over-rehearsing, and going easy on yourself afterwards instead of replaying every moment.',
    article: { href: '/library/facing-fears-one-small-step-at-a-time', title: 'Facing Fears One Small Step at a Time' },
    chip: { label: 'Look at a thought', action: 'start:thought-record' },
  },
  {
    match: /\bocd\b|\bobsessive[\s-]+compulsive\b/i,
    text: 'OCD is a condition where unwanted, distressing thoughts or doubts (obsessions) drive urges to check, clean, count or seek reassurance (compulsions). The relief doesn’t last, so the loop tightens. Only a professional can diagnose it, and there is a well-tested therapy for it called exposure and response prevention.',
    article: { href: '/library/understanding-the-ocd-doubt-loop', title: 'Understanding the OCD Doubt Loop' },
  },
  {
    match: /\bboundar(?:y|ies)\b/i,
    text: 'A boundary is a limit you set on what you will do, give or accept, so that a relationship can work for you too. Clear, kind and simple works best: say what you need, not why the other person is wrong, and expect a little guilt at first. It fades with practice.',
    article: { href: '/library/setting-boundaries-without-guilt', title: 'Setting Boundaries Without the Guilt' },
  },
  {
    match: /\bwhat (?:is|are) (?:clinical )?depression\b|\bdepression (?:vs|or|versus) (?:sadness|low mood)\b/i,
    text: 'Everyone has low days. Depression is when low mood or loss of interest lasts most days for two weeks or more, along with changes like sleep, appetite, energy, concentration or feeling worthless, and it gets in the way of life. Only a professional can diagnose it, and it is very treatable.',
    article: { href: '/library/low-mood-or-depression-when-to-get-help', title: 'Low Mood or Depression? When to Get Help' },
    chip: { label: 'Mood check-in', action: 'start:check-in' },
  },
  {
    match: /\b(?:what is|what does|explain) (?:a )?trauma\b|\btrauma (?:response|symptoms)\b/i,
    text: 'Trauma is the lasting effect an overwhelming event can have, not the event itself. It can show up as feeling on edge, jumpy or numb, avoiding reminders, or memories that feel present. These are the mind and body trying to protect you, and they can ease with time, support and trauma-focused therapy.',
    article: { href: '/library/how-trauma-can-show-up-in-everyday-life', title: 'How Trauma Can Show Up in Everyday Life' },
    chip: { label: '5-4-3-2-1 grounding', action: 'start:grounding' },
  },
  {
    match: /\bstages of grief\b|\bhow (?:does|do) grief\b|\bgrief (?:work|process)\b/i,
    text: 'Grief rarely follows neat stages. It tends to come in waves, strong and then quieter, often set off by dates, places or small things. Swinging between missing the person and getting on with daily life is a normal, healthy part of grieving.',
    article: { href: '/library/grief-comes-in-waves', title: 'Grief Comes in Waves, Not Stages' },
  },
  {
    match: /\bmindful(?:ness)?\b/i,
    text: 'Mindfulness means paying attention to what is happening right now (your breath, your body, sounds, thoughts) on purpose and without judging it. A few minutes a day can ease stress and going over things again and again. It’s a skill that grows with practice, not a calm state you have to reach.',
    article: { href: '/library/mindfulness-for-beginners', title: 'Mindfulness for Beginners: Start Small' },
    chip: { label: 'Two-minute meditation', action: 'start:meditation' },
  },
  {
    match: /\bbehaviou?ral activation\b/i,
    text: 'Behavioral activation is a well-tested approach for low mood. Low mood makes us do less, and doing less feeds the low mood; behavioral activation breaks the loop by planning small, doable activities that bring a bit of enjoyment or a sense of achievement, before the motivation arrives.',
    article: { href: '/library/when-motivation-wont-come-start-small', title: 'When Motivation Won’t Come, Start Small' },
    chip: { label: 'Plan one small thing', action: 'start:activation' },
  },
  {
    // "what actually is anxiety, like what's happening in my body when it kicks in" (blind batch 27).
    match:
      /\bwhat (?:actually |really |exactly )?(?:is|happens (?:in|to) (?:my|your|the) body (?:with|during|in)) (?:anxiety|an anxiety attack)\b|\b(?:anxiety|anxious)\b[^.?!]{0,50}\bwhat(?:'?s| is) (?:happening|going on) (?:in|to|with) (?:my|your|the) body\b|\bwhat(?:'?s| is) (?:happening|going on) (?:in|to|with) (?:my|your|the) body\b[^.?!]{0,50}\b(?:anxiety|anxious)\b/i,
    text: 'Anxiety is your body’s alarm system, the fight-or-flight response, going off when it senses a threat, even when the threat is a worry rather than a danger. Your brain signals the release of adrenaline: your heart beats faster to move blood to your muscles, breathing speeds up, muscles tense, your stomach may knot as digestion slows, and your attention narrows onto the problem. None of it is harmful, and it passes: the surge usually peaks within minutes. A slow breath with a longer out-breath is one of the quickest ways to tell the system it can stand down.',
    article: { href: '/library/why-your-body-panics-when-youre-safe', title: 'Why Your Body Panics When You’re Safe' },
    chip: { label: '4-7-8 breathing', action: 'start:slow-breathing' },
  },
  {
    // "how does sleep affect mood? trying to understand why I'm so cranky on night rotation" (blind batch 27).
    match:
      /\b(?:how|why) (?:does|do|can|is) (?:(?:lack of|bad|poor|little|less|not enough|no) )?sleep(?:ing)? (?:\w+ ){0,2}?(?:affect|effect|impact|change|mess with|linked to|connected to|tied to|related to) (?:my |your |our )?(?:mood|emotions?|feelings?|mental health|temper|irritability)\b|\bsleep and (?:mood|mental health|emotions)\b/i,
    text: 'Sleep and mood are closely tied. After short or broken sleep, the brain’s emotional centre reacts more strongly while the part that puts the brakes on reactions works less well, so small things irritate more, worries loom larger and patience runs out sooner. Sleep at the wrong time of day, as on night or rotating shifts, adds a body clock out of step with the light. It runs the other way too: stress and low mood make sleep lighter. Protecting a regular sleep window, darkness for daytime sleep and a short wind-down usually helps both.',
    article: { href: '/library/light-caffeine-and-your-body-clock', title: 'Light, Caffeine, and Your Body Clock' },
    chip: { label: 'Wind down for sleep', action: 'start:sleep' },
  },
  {
    match: /\b(?:panic|anxiety) attacks?\b/i,
    text: 'A panic attack is a sudden rush of fear with strong body feelings: a racing heart, fast breathing, dizziness, feeling unreal. It comes on fast and peaks within about ten minutes: the body’s alarm going off when there is no danger. “Anxiety attack” isn’t a medical term; people often use it for worry and tension that build more slowly, over minutes or hours, around something stressful. Both feel awful and both pass, and slow breathing and grounding help. If chest pain or breathlessness is new or different, get checked by a doctor.',
    article: { href: '/library/why-your-body-panics-when-youre-safe', title: 'Why Your Body Panics When You’re Safe' },
    chip: { label: 'Box breathing', action: 'start:box-breathing' },
  },
  {
    // "what does 'dysregulated' mean? everyone on tiktok says it" (blind batch 16).
    match: /\b(?:dys-?regulat\w*|emotional regulation|self-?regulat\w*|nervous system regulat\w*)\b/i,
    text: 'Being “dysregulated” means your emotions or your body’s stress response have run ahead of you: feelings come fast and strong and are hard to bring back down, and you might snap, shut down or feel flooded. Everyone gets there sometimes, especially tired, hungry or stressed. Regulating is the way back: slowing your breathing, cold water on your face, moving your body, or grounding yourself in what’s around you.',
    article: { href: '/library/two-body-skills-to-turn-down-stress', title: 'Two Body Skills to Turn Down Stress' },
    chip: { label: '5-4-3-2-1 grounding', action: 'start:grounding' },
  },
  {
    // "Can you explain what 'post-acute withdrawal' is? my sponsor mentioned it" (blind batch 16).
    match: /\bpost[\s-]?acute withdrawal\b|\bpaws\b(?=[^.?!]{0,40}\b(?:recovery|sober|withdrawal|sponsor|alcohol|drinking|using)\b)/i,
    text: 'Post-acute withdrawal (sometimes called PAWS) is a set of symptoms some people have for weeks or months after stopping alcohol or drugs, once the first withdrawal is over: mood swings, anxiety or low mood, poor sleep, trouble concentrating, and cravings that come and go in waves. It usually eases with time. It’s worth telling your doctor or treatment team about, and steady sleep, routine and support from people in recovery help.',
    article: { href: '/library/how-to-ride-out-a-craving', title: 'How to Ride Out a Craving' },
  },
  {
    // "I'm 34 and think I might be autistic… How do adults even get diagnosed?" (blind batch 16).
    match:
      /\bhow (?:do|does|can|would|could) (?:adults?|grown-?ups|i|you|someone|people)(?: \w+)? (?:even )?(?:get|go about getting|be) (?:diagnosed|assessed|evaluated|tested)\b|\b(?:autis\w*|adhd|add)\b[^]*\bhow (?:do|does|can|would) (?:adults?|grown-?ups|people|you|i) (?:even )?(?:find out|know for sure|get checked)\b|\b(?:adult|grown-?up) (?:autism|adhd|add|dyslexia) (?:assessment|evaluation|diagnosis|testing)\b/i,
    text: 'Adults usually start with their primary care doctor, who can refer you, or go straight to a psychologist, psychiatrist or neuropsychologist who assesses adults (ask whether they do adult assessments for what you’re wondering about, and whether your insurance covers it). An assessment is mostly conversation and questionnaires about your life now and as a child; it can help to bring notes of the examples that made you wonder. I can’t tell you whether you have a condition, but wanting to understand yourself better is a good reason to ask.',
    article: { href: '/find-partners', title: 'Find a professional in Haven’s directory' },
  },
  {
    match: /\bgrounding\b/i,
    text: 'Grounding brings your attention back to the present through your senses, for example naming what you can see, feel and hear. It helps when anxiety, panic or memories pull you away from the room you are in.',
    article: { href: '/library/grounding-when-the-past-feels-present', title: 'Grounding When the Past Feels Present' },
    chip: { label: '5-4-3-2-1 grounding', action: 'start:grounding' },
  },
  {
    match: /\bburn[\s-]?out\b/i,
    text: 'Burnout is exhaustion from long-lasting stress, usually at work or in caring for others: feeling drained, more cynical or detached, and less effective. Rest helps, but so does changing what drains you, where you can, and getting support.',
    article: { href: '/library/burnout-signs-causes-and-first-steps', title: 'Burnout: Signs, Causes, and First Steps' },
  },
  {
    match: /\bbody scan\b|\bprogressive (?:muscle )?relaxation\b/i,
    text: 'A body scan moves your attention slowly through your body, noticing what is there without trying to change it. It helps you spot and release tension, and it’s a gentle way into mindfulness, especially before sleep.',
    article: { href: '/library/the-body-scan-for-busy-minds', title: 'The Body Scan for Busy Minds' },
    chip: { label: 'Body scan', action: 'start:body-scan' },
  },
  {
    match: /\bworry time\b/i,
    text: 'Worry time means setting aside 15 minutes a day to worry on purpose. When a worry pops up at other times, you jot it down and save it for then. It sounds odd, but it gives worries a container, and many feel smaller by the time you get to them.',
    article: { href: '/library/worry-time-for-an-overthinking-mind', title: 'Worry Time: A Box for Your What-Ifs' },
    chip: { label: 'Sort my worries', action: 'start:worry-time' },
  },
  {
    match: /\bsleep hygiene\b/i,
    text: 'Sleep hygiene is the set of everyday habits that make sleep easier: a steady wake-up time, light in the morning, less caffeine after midday, and a calm wind-down without screens. On its own it rarely fixes insomnia, but it’s a good base.',
    article: { href: '/library/a-gentle-wind-down-routine', title: 'A Gentle Wind-Down Routine for Sleep' },
    chip: { label: 'Wind down for sleep', action: 'start:sleep' },
  },
  {
    match: /\bself[\s-]?compassion\b|\binner critic\b/i,
    text: 'Self-compassion means treating yourself the way you would treat a friend who is struggling: noticing the pain, remembering that everyone struggles sometimes, and answering with kindness instead of criticism. Research links it to less anxiety and low mood, and it can be practised.',
    article: { href: '/library/talking-back-to-your-inner-critic', title: 'Talking Back to Your Inner Critic' },
    chip: { label: 'Loving-kindness', action: 'start:kindness' },
  },
  {
    match:
      /\bpsychiatrist\b[^.?!]*\b(?:psychologist|therapist|counse(?:l|ll)or)\b|\bpsychologist\b[^.?!]*\b(?:psychiatrist|therapist|counse(?:l|ll)or)\b/i,
    text: 'A psychiatrist is a medical doctor: they can diagnose and prescribe medication, and some also do therapy. A psychologist has a doctorate in psychology and can assess and provide therapy (in most states they don’t prescribe). A therapist or counselor (for example an LPC, LMFT or LCSW) is licensed to provide talk therapy. Many people start with a therapist and see a psychiatrist if medication might help.',
    article: { href: '/find-partners', title: 'Find a professional in Haven’s directory' },
  },
  {
    match:
      /\b(?:how (?:does|do) therapy|what (?:is|happens in) therapy|therapy work|first therapy session|what to expect (?:from|in) therapy)\b/i,
    text: 'Therapy is regular, confidential time with a trained professional to understand what’s going on and work on it together. A first session is mostly getting to know you and what you’d like to change. Different therapists use different approaches, and it’s fine to ask about theirs, and to try someone else if it doesn’t feel right.',
    article: { href: '/find-partners', title: 'Find a professional in Haven’s directory' },
  },
];

/** The topic a learning question names, if Haven has a short answer for it. */
export function learnTopic(message: string): LearnTopic | undefined {
  const text = straight(message);
  return LEARN_TOPICS.find((topic) => topic.match.test(text));
}
