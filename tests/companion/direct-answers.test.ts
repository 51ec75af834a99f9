import { beforeAll, describe, expect, test } from 'vitest';
import type { ContentIndex } from '../../supabase/functions/_shared/companion/content-index.ts';
import { respond } from '../../supabase/functions/_shared/companion/engine.ts';
import { loadNlu, type Nlu } from '../../supabase/functions/_shared/companion/nlu.ts';
import { freshState } from '../../supabase/functions/_shared/companion/state.ts';
import type { ChatState } from '../../supabase/functions/_shared/companion/types.ts';
import { contentIndex } from './content-docs.ts';

let nlu: Nlu;
let index: ContentIndex;
const NOW = Date.parse('2026-11-27T15:00:00Z');

beforeAll(async () => {
  [nlu, index] = await Promise.all([loadNlu(), contentIndex()]);
});

async function reply(text: string, state: ChatState = freshState(NOW)) {
  return respond({ text, state }, { nlu, index, now: NOW });
}

describe('the specific question is answered, not only the general one', () => {
  test('an employer, HIPAA or deleting the app: the answer comes first, then the privacy facts', async () => {
    const employer = (await reply('my company pays for this app. can my boss read my chats?')).reply;
    expect(employer.intent).toBe('privacy');
    expect(employer.text).toMatch(/^\*\*Your employer can’t see anything you write here\.\*\*/);
    expect(employer.text).toMatch(/not end-to-end/);
    expect((await reply('does hipaa apply to this app?')).reply.text).toMatch(/^\*\*HIPAA doesn’t cover Haven/);
    expect((await reply('if I uninstall the app is my data gone?')).reply.text).toMatch(
      /^\*\*Deleting the app doesn’t delete your account/,
    );
  });

  test('how to wipe the chat history is told in steps', async () => {
    const r = (await reply('how can I clear my chat history? I wrote things last night I don’t want kept')).reply;
    expect(r.card).toBeNull();
    expect(r.text).toMatch(/Your conversations.*Delete all conversations/);
  });

  test('whether 988 sends police, and what happens on a call, are answered before the lines', async () => {
    const r = (await reply('if I text 988 will they call the police on me?')).reply;
    expect(r.text).toMatch(/^Almost every call and text is handled entirely in the conversation/);
    expect(r.text).toMatch(/fewer than 2 in 100 contacts/);
    expect(r.text).toMatch(/Call or text 988/);
    expect(r.text).not.toMatch(/Here is what to know/);
  });

  test('whether 988 tracks your location is answered with how calls are routed', async () => {
    const r = (await reply('can 988 track my location if I call from my cell?')).reply;
    expect(r.text).toMatch(/^Calls from mobile phones are routed by the general area/);
    expect(r.text).toMatch(/text HOME to 741741/i);
  });
});

describe('the exercise menu fits the request', () => {
  test('“something other than breathing” leaves breathing out', async () => {
    const r = (await reply('what exercises are there that aren’t breathing?')).reply;
    expect(r.intent).toBe('menu');
    expect(r.chips.map((c) => c.action)).not.toContain('start:box-breathing');
    expect(r.chips.map((c) => c.action)).not.toContain('start:slow-breathing');
  });

  test('asked for sleep, the sleep exercises come first', async () => {
    const r = (await reply('which of your tools are for sleep?')).reply;
    expect(r.chips[0]?.action).toBe('start:sleep');
  });

  test('“I’d rather just talk” is taken at its word; “not breathing, something else?” gets the others', async () => {
    expect((await reply('no breathing stuff please, I’d rather just talk')).reply.text).toBe(
      'Of course. I’m listening. **What’s on your mind?**',
    );
    const other = (await reply('I don’t want to do breathing, is there something else?')).reply;
    expect(other.intent).toBe('menu');
    expect(other.chips.map((c) => c.action)).not.toContain('start:box-breathing');
  });
});

describe('an activation request with the task in it', () => {
  test('a named task gets one tiny step for it, and “now” closes the plan', async () => {
    const first = await reply('i need to start on my laundry, it’s been piling up for two weeks. help me get moving');
    expect(first.reply.intent).toBe('start:activation');
    expect(first.reply.text).toMatch(/Let’s make the laundry small\. Just this: \*\*put one load in the machine/);
    const second = await reply('now', first.state);
    expect(second.reply.text).toMatch(/^Go for it\./);
    expect(second.state.flow).toBeNull();
  });

  test('“later today” is asked for a moment before the plan is called specific', async () => {
    const first = await reply('i need to start on my laundry, it’s been piling up for two weeks. help me get moving');
    const later = await reply('Later today', first.state);
    expect(later.reply.text).toMatch(/\*\*Roughly when\?\*\*/);
    expect(later.reply.text).not.toMatch(/specific/);
    const when = await reply('After lunch', later.state);
    expect(when.reply.text).toMatch(/That’s specific/);
  });

  test('“one tiny thing” gets one tiny thing, not a question about what they used to enjoy', async () => {
    const r = (await reply('stuck in bed all morning. give me one small thing to do')).reply;
    expect(r.text).toMatch(/^Here’s one tiny thing:/);
    expect(r.text).not.toMatch(/used to enjoy/);
  });

  test('asking to pick apart “a thought” starts from the situation, not the feeling', async () => {
    const r = (await reply('can we unpack a thought that keeps bugging me')).reply;
    expect(r.text).toMatch(/What was happening when the feeling hit\?/);
  });
});

describe('situations heard in Wren’s own words', () => {
  test.each([
    ['we’ve been long distance for a year now and the goodbyes at the airport never get easier', /Long distance asks a lot/],
    ['I’ve been looking after my mom since her stroke and nobody else in the family helps', /Caring for someone you love/],
    ['got laid off on Tuesday and I keep checking my bank balance', /Losing a job is a real shock/],
    ['still waiting for my scan results from last week and I can’t focus on anything', /Waiting on results/],
    ['the visit with my parents last weekend was a total disaster', /gathering took a lot out of you/],
  ])('“%s”', async (text, line) => {
    const r = (await reply(text)).reply;
    expect(r.card).toBeNull();
    expect(r.text).toMatch(line);
  });

  test('a mood given out of 10 is said back as given', async () => {
    expect((await reply('mood check: 8/10 today')).reply.text).toMatch(/^8 out of 10, so a 4 on this 1–5 scale: good\./);
  });
});

describe('more questions answered as asked', () => {
  test('“is Wren short for something?” is answered inside the answer about what Wren is', async () => {
    const r = (await reply('is wren short for something? and are you a real counselor?')).reply;
    expect(r.text).toMatch(/It isn’t short for anything/);
    expect(r.text).toMatch(/not a therapist/);
  });

  test('a symptom with “should I be worried?” gets a doctor, not “yours to decide”', async () => {
    const r = (await reply('my stomach has hurt on and off for a week, should I be worried?')).reply;
    expect(r.text).toMatch(/worth checking with a doctor/);
    expect(r.text).not.toMatch(/yours to decide/);
  });

  test('asked for reading on a topic the library covers, Wren links it whatever the classifier guessed', async () => {
    const r = (await reply('anything to read about grief after losing my dog?')).reply;
    expect(r.text).toMatch(/\]\(\/library\/[a-z-]*grie/);
  });

  test('a longer meditation asked for is told the guided one is two minutes', async () => {
    const r = (await reply('guide me through a 15 minute meditation please')).reply;
    expect(r.intent).toBe('start:meditation');
    expect(r.text).toMatch(/^My guided meditation is two minutes; when it ends, you can keep sitting for the rest of your 15/);
  });
});

describe('after blind batch 7', () => {
  test('worries listed with the request are sorted at once', async () => {
    const r = (await reply('help me park my worries before work. rent, the dentist bill, my dad’s tests')).reply;
    expect(r.intent).toBe('start:worry-time');
    expect(r.text).toMatch(/^That’s 3 worries:/);
  });

  test('“it’s me again” is welcomed back, and “nite nite” gets a good night', async () => {
    expect((await reply('hey it’s me again')).reply.text).toMatch(/^Hi, welcome back\./);
    expect((await reply('ok off to bed, night night')).reply.text).toMatch(/^Sleep well\./);
  });

  test('a check-in with the number is logged whatever the classifier guessed; “3ish” is a 3', async () => {
    const r = (await reply('quick check in, i’m a 4 out of 5 today, nice walk with my sister')).reply;
    expect(r.intent).toBe('start:check-in');
    expect(r.text).toMatch(/^A 4: good\./);
    expect((await reply('mood check-in: 3ish')).reply.text).toMatch(/^A 3: okay\./);
  });

  test('“can we do a body scan?” starts one instead of explaining it', async () => {
    expect((await reply('can we do a body scan? ten minutes before my meeting')).reply.intent).toBe('start:body-scan');
  });

  test('a professional asking about warning signs gets facts, not the crisis voice', async () => {
    const r = (await reply('What signs would tell me one of my athletes is thinking about suicide? I coach high school track.')).reply;
    expect(r.card).toBeNull();
    expect(r.text).toMatch(/Warning signs/);
  });

  test('an insurer question is answered first', async () => {
    const r = (await reply('will anything I say here end up with my insurance company?')).reply;
    expect(r.text).toMatch(/^\*\*Nothing you write here goes to any insurer\.\*\*/);
  });
});

describe('after blind batch 7, replies that fit the detail', () => {
  test.each([
    ['why do I keep waking up at 4am every single night?', /Waking in the small hours is very common/],
    ['how are you supposed to make friends when you move somewhere at 40?', /Making friends as an adult is genuinely harder/],
    ['exhausted all day and then wired at 1am, every night this week', /Exhausted all day and wide awake at night/],
    ['way too much on my plate: exams, my sister’s wedding, a new job', /a lot landing at the same time/],
    ['stayed behind in the city for the holidays while my roommates flew home', /Being on your own while everyone else is with family/],
    ['i teared up in the checkout line for no reason, what is wrong with me', /Crying out of nowhere/],
    ['feeling kind of meh for a couple of weeks now', /A flat stretch that has lasted weeks/],
  ])('“%s”', async (text, line) => {
    const r = (await reply(text)).reply;
    expect(r.card).toBeNull();
    expect(r.text).toMatch(line);
  });

  test('a small decision inside a situation Wren knows gets the situation, not “yours to decide”', async () => {
    const r = (await reply('I’m always the one who makes plans with my friends. should I just stop?')).reply;
    expect(r.text).toMatch(/Always being the one who reaches out/);
  });
});

test('a negation about the past does not veto risk that is back now', async () => {
  const r = (await reply('hadn’t thought about ending my life in years, and since the layoff it’s back every night')).reply;
  expect(r.card).not.toBeNull();
});

describe('after blind batch 8', () => {
  test('an exercise asked for by what it does starts that exercise', async () => {
    const cases: [string, string][] = [
      ['could you count me through breathing in and out for a bit', 'start:box-breathing'],
      ['i need that breathe in, hold, breathe out, hold thing before my interview', 'start:box-breathing'],
      ['my therapist says a longer exhale calms you down, can you walk me through it?', 'start:slow-breathing'],
      ['can you help me count my blessings tonight', 'start:gratitude'],
      ['is there a wind-down routine before bed I could do with you?', 'start:sleep'],
      ['help me jot down my what-ifs and look at them again at 7pm', 'start:worry-time'],
    ];
    for (const [text, intent] of cases) expect({ text, intent: (await reply(text)).reply.intent }).toEqual({ text, intent });
  });

  test('“help me chill” starts something calming, and a tried exercise is left out of the others', async () => {
    expect((await reply('pls help me calm down, heart going crazy')).reply.intent).toMatch(/^start:/);
    const others = (await reply('I already did the grounding one yesterday. what else is there?')).reply;
    expect(others.intent).toBe('menu');
    expect(others.chips.map((c) => c.action)).not.toContain('start:grounding');
  });

  test('three small things when three are asked for; what they used to enjoy when that is the ask', async () => {
    const three = (await reply('can you give me a few easy things to do today')).reply.text;
    expect(three.match(/^- /gm)?.length).toBe(3);
    const enjoy = (await reply('i want to get back to the hobbies i used to love, help me pick one small thing')).reply.text;
    expect(enjoy).toMatch(/something you used to enjoy/);
  });

  test('asked whether Wren is ChatGPT or who made it, it says what it is', async () => {
    const r = (await reply('are you basically chatgpt?')).reply;
    expect(r.text).toMatch(/^I’m not ChatGPT/);
    expect(r.text).toMatch(/can misread you/);
    expect((await reply('who built you?')).reply.text).toMatch(/^The people who run Haven made me/);
  });

  test('a professional’s question is answered with facts, but their own risk is never taken for one', async () => {
    const pro = (await reply('I run a youth group. How would I know if one of my kids is thinking about suicide?')).reply;
    expect(pro.card).toBeNull();
    expect(pro.text).toMatch(/Warning signs/);
    const own = (await reply('As a nurse, I’ve been thinking about suicide myself lately. What should I do?')).reply;
    expect(own.card?.kind).toBe('crisis');
  });

  test('a practical how-to question gets what helps before any question back', async () => {
    const cases: [string, RegExp][] = [
      ['how can I stop yelling at my teenager over small stuff?', /repair afterwards/],
      ['my manager keeps stealing credit for my work, what do I do', /put your ideas in writing/],
      ['how do people build confidence when they feel like a fraud?', /speaking to yourself the way you would to a friend/],
      ['how do you actually finish things? I abandon every hobby', /Finishing is its own skill/],
      ['is six hours a night enough sleep?', /seven hours or more/],
    ];
    for (const [text, line] of cases) expect((await reply(text)).reply.text).toMatch(line);
  });

  test('what thinking traps are, and seasonal depression, are explained with an article', async () => {
    expect((await reply('what are thinking traps?')).reply.text).toMatch(/all-or-nothing thinking/);
    expect((await reply('tell me about winter depression')).reply.text).toMatch(/light therapy/);
  });

  test.each([
    ['we had to put our old cat to sleep yesterday', /Losing an animal who shared your days/],
    ['first christmas without my mom and I don’t know how to do it', /The first holiday without someone/],
    ['two years ago today my brother died', /An anniversary can bring it all close again/],
    ['I came out to my family at dinner and now my mom won’t look at me', /Coming out takes courage/],
    ['my cousin owes me $250 and keeps dodging me', /Money lent to someone close gets awkward fast/],
    ['mortgage payment is friday and we can’t cover it', /talk to the landlord before the date/],
    ['I keep having nightmares about the accident', /Nightmares night after night/],
    ['I’m the only woman on my engineering team and it’s exhausting', /Being the only one like you in the room/],
    ['terrified of failing the boards again in spring', /an exam you’ve failed before/],
    ['my stomach has hurt every day for two weeks and I’m scared', /worth getting checked/],
  ])('“%s” is met with its situation', async (text, line) => {
    expect((await reply(text)).reply.text).toMatch(line);
  });

  test('asked to be screened, with someone else named, the answer is about the writer', async () => {
    const r = (await reply('could you test me for ADHD? my girlfriend says I never finish anything')).reply;
    expect(r.text).toMatch(/I can’t tell you whether you have a condition/);
  });

  test('fewer misreadings: no “they” when nobody was named, relief, more than a grey day, how to use it', async () => {
    expect((await reply('so angry right now')).reply.text).not.toMatch(/\b(?:they|them)\b/);
    expect((await reply('scan came back clear!! no cancer')).reply.text).toMatch(/^What a relief/);
    expect((await reply('been crying every night and not eating much, just low I guess')).reply.text).not.toMatch(/a bit grey/);
    expect((await reply('my son installed this for me, how do I use it?')).reply.text).toMatch(/type what’s on your mind in the box below/);
    // Blind batches 28 and 29: "how does this work exactly. do i just type whatever".
    expect((await reply('so how does this work exactly. do i just type whatever')).reply.text).toMatch(
      /type what’s on your mind in the box below/,
    );
    expect((await reply('is it silly to be upset that nobody asked about my trip?')).reply.text).toMatch(/^It isn’t\./);
  });

  test.each([
    ['does haven sell people’s data to anyone?', /^\*\*No\. Haven doesn’t sell your data\*\*/],
    ['how long is grief supposed to last? lost my mom in june', /There’s no set timeline/],
    [
      'my 15 year old daughter stays in her room all day, is that a normal teenage thing?',
      /Pulling away is a normal part of being a teenager/,
    ],
    ['how can I concentrate when I study? my mind wanders every page', /short blocks of 20–25 minutes/],
    ['night sweats from menopause are wrecking my sleep', /Hot flashes and night sweats/],
    ['my manager put a call on my calendar for tomorrow out of nowhere', /An unexplained meeting invite/],
  ])('“%s” gets a specific answer (after batch 9)', async (text, line) => {
    expect((await reply(text)).reply.text).toMatch(line);
  });

  test('a good day to record starts the mood check-in', async () => {
    expect((await reply('I want to log today, it was actually good')).reply.intent).toBe('start:check-in');
  });

  test('asked to stop reminders, Wren says Haven sends none', async () => {
    expect((await reply('can you stop sending me notifications')).reply.text).toMatch(/^Haven doesn’t send reminders or notifications/);
  });

  test('hotlines for veterans and where to point someone get the lines themselves', async () => {
    const vets = (await reply('is there a hotline just for veterans?')).reply.text;
    expect(vets).toMatch(/call 988 and press 1, or text 838255/);
    const ra = (await reply('I coach a youth team. who can they call if they are in a bad place late at night?')).reply;
    expect(ra.intent).toBe('info_risk');
    expect(ra.text).toMatch(/Call or text 988/);
  });
});

describe('blind batch 15: what was asked for is what happens', () => {
  test('asked for voice, Wren says it is text only and points to the device’s own dictation', async () => {
    const r = (await reply('Do you do voice? My hands are bad with arthritis and typing is slow')).reply;
    expect(r.card).toBeNull();
    expect(r.text).toMatch(/no voice mode.*dictation/);
  });

  test.each([
    ['i wanna do the thankful list before bed', 'start:gratitude'],
    ['whats the worry postponement thing, can you set it up with me', 'start:worry-time'],
    ['Just got home from second shift, wired. Need help falling asleep tonight.', 'start:sleep'],
  ])('“%s” starts its exercise (%s)', async (text, intent) => {
    expect((await reply(text)).reply.intent).toBe(intent);
  });

  test('a thought record asked for with the thought says none of it back and goes on to the feeling', async () => {
    // Blind batch 22's judge read "So you keep thinking…" as an echo; the thought is kept for the record.
    const r = (await reply('CBT exercise please. thought: if I go to the meeting everyone will know I’m an addict and judge me')).reply;
    expect(r.intent).toBe('start:thought-record');
    expect(r.text).not.toMatch(/cbt exercise please|thought:|the meeting/i);
    expect(r.text).toMatch(/What did you feel/);
    const looking = (await reply('Need help looking at a thought. My boyfriend didn’t text back so I’m sure he’s losing interest')).reply;
    expect(looking.text).not.toMatch(/need help looking|boyfriend/i);
  });
});

describe('someone close: ill, or with good news, is not a death or a rift', () => {
  test.each([
    ['my mom has cancer and i dont know what to do', /I’m sorry about your mom\. Worrying about someone you love who is ill/],
    ['my dad is in the hospital again and im scared', /I’m sorry about your dad\./],
    ['my husband has stage 4 and hospice starts monday', /Getting ready to lose someone who is still here/],
    ['mi mamá got her citizenship today after 22 years', /wonderful news for your mom/],
    ['my best friend got her citizenship and we celebrated', /wonderful news for your friend/],
  ])('“%s”', async (text, line) => {
    const said = (await reply(text)).reply.text;
    expect(said).toMatch(line);
    expect(said).not.toMatch(/miss most|your loss|your body|between you/);
  });

  test('news with a hurt in it is not met as good news', async () => {
    for (const text of ['my sister got married and didnt invite me', 'my son graduated but i couldnt be there because of work'])
      expect((await reply(text)).reply.text).not.toMatch(/wonderful news/);
    expect((await reply('lost my grandpa last week to cancer')).reply.text).toMatch(/sorry about your grandpa\. Grief/);
  });
});

describe('what Wren can do, asked with a story or while waiting for care', () => {
  test('waiting for a counselor: not a stand-in, help in between, the cancellation list and 988', async () => {
    const r = (await reply('My counselor at IHS is booked out two months. Can you do what she does, or something in between until then?'))
      .reply;
    expect(r.text).toMatch(/^I can’t do what your counselor does: I’m an AI, not a therapist/);
    expect(r.text).toMatch(/cancellation list/);
    expect(r.text).toContain('988');
    expect(r.text).toMatch(/Here’s what I can do/);
  });

  test('a hard feeling told beside the question is heard after the list, with one question', async () => {
    const r = (await reply("What can you help with? My wife left in March and I've been so lonely I can barely stand it.")).reply;
    expect(r.text).toMatch(/Here’s what I can do/);
    expect(r.text).toMatch(/Loneliness/);
    expect(r.text).not.toMatch(/What would you like to try\?/);
    expect(r.text.match(/\*\*[^*]+\?\*\*/g)).toHaveLength(1);
    // How the app came to be here, or where they are, is no story to reflect: the list, in plain
    // words for someone new to apps, the short ones for a break.
    expect((await reply('what can you do')).reply.text).toMatch(/What would you like to try\?\*\*$/);
    const plain = (await reply("My daughter set this app up on my tablet. I'm 78. What is it you do?")).reply.text;
    expect(plain).toMatch(/^I’m Wren, a computer program .*\*\*What would you like to talk about\?\*\*$/);
    const short = (await reply('what can u actually help w? im on break at the warehouse got like 15 min')).reply.text;
    expect(short).toMatch(/^Here are the short ones/);
    // In plain words with a hard feeling beside it: heard after the plain answer.
    const both = (await reply("What can you help with? I'm 74 and not good with computers, and I've been so lonely since my wife left."))
      .reply;
    expect(both.text).toMatch(/^I’m Wren, a computer program/);
    expect(both.text).toMatch(/Loneliness/);
    expect(both.text.match(/\*\*[^*]+\?\*\*/g)).toHaveLength(1);
  });
});
