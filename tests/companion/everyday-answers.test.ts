import { beforeAll, describe, expect, test } from 'vitest';
import type { ContentIndex } from '../../supabase/functions/_shared/companion/content-index.ts';
import { respond } from '../../supabase/functions/_shared/companion/engine.ts';
import { wishful } from '../../supabase/functions/_shared/companion/everyday-answers.ts';
import { loadNlu, type Nlu } from '../../supabase/functions/_shared/companion/nlu.ts';
import { freshState } from '../../supabase/functions/_shared/companion/state.ts';
import { contentIndex } from './content-docs.ts';

let nlu: Nlu;
let index: ContentIndex;
const NOW = Date.parse('2026-11-27T15:00:00Z');

beforeAll(async () => {
  [nlu, index] = await Promise.all([loadNlu(), contentIndex()]);
});

async function reply(text: string) {
  const out = await respond({ text, state: freshState(NOW) }, { nlu, index, now: NOW });
  return out.reply;
}

/** The one bold question a reply ends with. */
const questionOf = (text: string) => /\*\*([^*]+\?)\*\*\s*$/.exec(text)?.[1] ?? '';

describe('a question inside an everyday message is answered first', () => {
  test.each([
    ['we share a flat with four people and I still feel lonely every evening. is that normal?', /full room/],
    ['my aunt died in march and I haven’t cried once. is something wrong with me?', /Nothing is wrong with you/],
    ['i get jittery before my own birthday dinner, with people i love. does anyone else get that?', /very common/],
    ['is it burnout if sunday evenings make me feel sick about monday?', /Burnout often looks like/],
  ])('“%s”', async (text, answer) => {
    const r = await reply(text);
    expect(r.card).toBeNull();
    expect(r.text).toMatch(answer);
    expect(r.text).not.toMatch(/good to hear|so low/i);
  });

  test('a decision is left to them and thought through; a medical one is not called “yours to decide”', async () => {
    expect((await reply('should I move back in with my parents to save money, or keep my own place?')).text).toMatch(/yours to decide/);
    expect((await reply('should I go to the doctor about my headaches?')).text).not.toMatch(/yours to decide/);
  });

  test('“how do I bring it up?” gets help planning the conversation', async () => {
    const r = await reply('my roommate never does the dishes. how do I bring it up without a fight');
    expect(r.text).toMatch(/Planning what to say/);
    expect(questionOf(r.text)).toBe('What would you most want them to understand?');
  });

  test('asked how to stay motivated, Wren answers before it asks', async () => {
    const r = await reply('how do you stay motivated when a project drags on for months');
    expect(r.text).toMatch(/first step so small/);
  });
});

describe('feelings read as they were meant', () => {
  test('a good feeling wished for is not good news', async () => {
    expect(wishful("i know i'd feel better after a run", 'better')).toBe(true);
    expect(wishful('i feel better today', 'better')).toBe(false);
    const r = await reply('no energy to cook even though I know I would feel better if I ate properly');
    expect(r.text).not.toMatch(/good to hear|glad to hear|That sounds good/);
  });

  test('“meh” and “blah” are met lightly, not as “so low”', async () => {
    for (const text of ['feeling kinda meh this week', 'just blah today, nothing in particular']) {
      const r = await reply(text);
      expect(r.text).not.toMatch(/so low|weighing on you/i);
    }
  });
});

describe('what Wren says about itself and about diagnoses', () => {
  test('“are you a bot?” is not answered “No”', async () => {
    const r = await reply('are you a bot or a real person typing');
    expect(r.text).toMatch(/^I’m Wren, an AI, not a person/);
  });

  test('Wren and Haven told apart', async () => {
    expect((await reply('is Haven your name or the app? I am confused what you are')).text).toMatch(/Haven is the app/);
  });

  test('a question about someone else’s condition is not answered as if it were theirs', async () => {
    const r = await reply('my husband forgets everything and can’t sit still. does he have ADHD?');
    expect(r.intent).toBe('policy:diagnosis');
    expect(r.text).toMatch(/whether someone has a condition/);
    expect(r.text).not.toMatch(/whether you have/);
  });

  test('asked whether it remembers, Wren says each chat starts fresh and where chats are kept', async () => {
    const r = await reply('will you remember what I told you when I come back tomorrow?');
    expect(r.text).toMatch(/each new chat starts fresh/);
    expect(r.text).toMatch(/Your conversations/);
  });
});

describe('follow-up questions', () => {
  test('a message that told the story is not asked for it again', async () => {
    const r = await reply(
      'my manager moved my deadline up a week without asking and now I am doing evenings and weekends to catch up on it',
    );
    expect(questionOf(r.text)).not.toMatch(/hardest|what happened|most space|tell me more/i);
  });
});

describe('an exercise asked for with its first answer already given', () => {
  test('a good thing told with the request is the first of three', async () => {
    const r = await reply('one good thing from today: the bus driver waited for me when I ran. can we log that');
    expect(r.intent).toBe('start:gratitude');
    expect(r.text).toMatch(/“the bus driver waited for me when I ran”: nice\. \*\*What’s a second good thing\?\*\*/);
  });

  test('a check-in that names the feelings asks only for the number, then what is behind it', async () => {
    let state = freshState(NOW);
    const first = await respond({ text: 'can I log my mood? stressed and a bit lonely tonight', state }, { nlu, index, now: NOW });
    expect(first.reply.text).toMatch(/^Let’s log it: stressed and lonely\./);
    state = first.state;
    const second = await respond({ text: '2', action: 'mood:2', state }, { nlu, index, now: NOW });
    expect(second.reply.text).toMatch(/^A 2: low, and stressed and lonely\. \*\*What do you think is behind that today\?\*\*/);
  });

  test('a mood given in words or as a bare number after the feelings is not asked again', async () => {
    expect((await reply('check in: mood is about a three, kind of tired')).text).toMatch(/^A 3: okay, and tired\./);
    expect((await reply('quick check-in: feeling pretty good today, 4')).text).toMatch(/^A 4: good\./);
  });
});

describe('everyday questions answered, not asked back (blind batch 10)', () => {
  test.each([
    ['how can I get through to my 14 year old? she just shuts her door and grunts', /Low-pressure time side by side/],
    ['my friend keeps cancelling the day of. am i overreacting or is it rude?', /not overreacting/],
    ['I know exactly what I need to do, I just don’t do it. why am I like this', /knowing and doing/],
    ['slept 12 hours saturday, is that bad?', /catching up on sleep/],
    ['been together 15 years and honestly we’re in a rut. is that normal?', /routine settles in/],
    ['my roommate seems really down lately, how do I support her?', /listen more than you advise/],
  ])('“%s”', async (text, answer) => {
    const r = await reply(text);
    expect(r.card).toBeNull();
    expect(r.text).toMatch(answer);
  });

  test.each([
    ['is it depression or am I just sad? how would I know', /two weeks or more/],
    ['what’s the difference between stress and anxiety', /Stress is a response/],
    ['any ways to fall asleep without sleeping pills?', /same wake-up time/],
  ])('a “what’s the difference” or tips question gets a plain answer: “%s”', async (text, answer) => {
    const r = await reply(text);
    expect(r.card).toBeNull();
    expect(r.text).toMatch(answer);
  });
});

describe('asked plainly, answered plainly (blind batch 10)', () => {
  test.each([
    ['tell me a joke please', /Here’s one/],
    ['dogs or cats, which side are you on?', /dogs for the welcome/],
    ['do you ever dream?', /no dreams/],
    ['what’s the forecast for Denver this weekend?', /can’t look things up/],
  ])('small talk is played along with honestly: “%s”', async (text, answer) => {
    const r = await reply(text);
    expect(r.card).toBeNull();
    expect(r.text).toMatch(answer);
  });

  test('“how are things on your end?” is a question about Wren', async () => {
    expect((await reply('all good on your end? 😊')).intent).toBe('howareyou');
  });

  test('“what is it you do?” is answered with what Wren does', async () => {
    expect((await reply('My son installed this for me. What exactly is it that you do?')).intent).toBe('help');
  });

  test('“never mind, maybe later” is let go kindly', async () => {
    const r = await reply('never mind, maybe later');
    expect(r.text).toMatch(/come back whenever/);
  });

  test('exercises asked for by need start', async () => {
    expect((await reply('pick one thing for me to do in the next ten minutes')).intent).toMatch(/^start:activation/);
    expect((await reply('five minutes before my interview, any quick way to calm down?')).intent).toMatch(/^start:/);
    expect((await reply('lunch break at the warehouse, need a mindfulness minute before my shift')).intent).toBe('start:meditation');
    const besides = await reply('got anything besides breathing? getting bored of it');
    expect(besides.intent).toBe('menu');
    expect(besides.chips.map((c) => c.label).join(' ')).not.toMatch(/breath/i);
  });

  test('a request for help finding gratitude is not met as good news', async () => {
    const r = await reply('rough day, can you help me find something to be grateful for');
    expect(r.text).not.toMatch(/good to hear/);
    expect(r.intent).toMatch(/^start:gratitude/);
  });
});

describe('check-ins told and asked about (blind batch 10)', () => {
  test('a rough day “like a 3” is low, not okay', async () => {
    const r = await reply('can we do a check in, today was awful, like a 3');
    expect(r.text).not.toMatch(/okay/i);
    expect(r.text).toMatch(/^A 2/);
  });

  test('asking whether Haven tracks moods is answered truthfully before any check-in', async () => {
    const r = await reply('can I track my mood in this app every day?');
    expect(r.text).toMatch(/dashboard/);
    expect(r.text).toMatch(/isn’t added to your chart/);
    expect(r.chips.map((c) => c.action)).toContain('start:check-in');
  });

  test('a thought record asked for without a thought asks for it, instead of saying the request back', async () => {
    const r = await reply('there’s a thought nagging me that I want to challenge');
    expect(r.text).not.toMatch(/^.*So there/);
    expect(r.text).toMatch(/What was happening/);
  });
});

describe('who it is about (blind batch 10)', () => {
  test('a friend lost to an illness is grief, not a friendship line', async () => {
    const r = await reply('how do you cope with losing a close friend to cancer? we had plans for the spring');
    expect(r.text).not.toMatch(/left out|friendships? matter/i);
    expect(r.card).toBeNull();
  });

  test('a question asked ahead (“if a friend ever told me…”) is answered as a question, without the crisis card', async () => {
    const r = await reply('if my friend ever told me they were thinking about suicide, what would I even say?');
    expect(r.card?.kind).not.toBe('crisis');
    expect(r.text).toMatch(/988/);
  });
});

describe('medication questions are named and routed, never advised on (blind batch 10)', () => {
  test.each([
    ['started sertraline last week and I feel sick to my stomach all day, is that normal?', /after starting or changing a medicine/],
    ['is one beer ok on lexapro?', /pharmacist can check/],
  ])('“%s”', async (text, lead) => {
    const r = await reply(text);
    expect(r.text).toMatch(lead);
    expect(r.text).toMatch(/can’t give advice about medication/);
    expect(r.text).not.toMatch(/\b\d+ ?mg\b|it(?:’|')s (?:fine|safe|okay) to/i);
  });
});

describe('after blind batch 11', () => {
  test.each([
    ['do you think it’s bad that I’m on my phone in bed till 1am every night?', /charge the phone across the room/],
    ['how do I handle test anxiety? I freeze up during exams', /practise under test-like conditions/],
    ['how much sleep should adults get?', /7 to 9 hours/],
  ])('“%s” is answered', async (text, answer) => {
    const r = await reply(text);
    expect(r.card).toBeNull();
    expect(r.text).toMatch(answer);
  });

  test('the full list of exercises is named, not only the six buttons', async () => {
    const r = await reply('list every exercise you have please');
    expect(r.text).toMatch(/worry time/);
    expect(r.text).toMatch(/three good things/);
  });

  test('signing off is a goodbye; “cancel that” is not', async () => {
    expect((await reply('I’m going to sign off now, until next time')).intent).toBe('bye');
    expect((await reply('nvm cancel that')).intent).not.toBe('bye');
  });

  test('a first step or a good number is good news', async () => {
    expect((await reply('my son took his first steps today!!')).text).not.toMatch(/sorry|low days/i);
    expect((await reply('my A1C is finally back in the normal range')).text).not.toMatch(/sorry/i);
  });
});

describe('a reply names who the message is about, never by saying the message back', () => {
  test.each([
    ['my grandpa passed on sunday and the funeral is friday, i cant focus on anything', 'your grandpa'],
    ['I’m so angry at my roommate, she ate my leftovers again and lied about it', 'your roommate'],
    ['my ex-husband keeps changing the custody schedule last minute', 'your ex-husband'],
  ])('“%s” → %s', async (text, person) => {
    const r = await reply(text);
    expect(r.card).toBeNull();
    expect(r.text).toContain(person);
  });

  test('a pet is named in grief, never as a rift (“between you and your dog”)', async () => {
    expect((await reply('my dog died this morning, she was 14')).text).toMatch(/sorry about your (?:dog|pet)/);
    expect((await reply('my dog keeps chewing my shoes and I’m so done with it')).text).not.toMatch(/your dog/);
  });

  test('someone who only owns the thing told about is not named (“my kids’ dad”)', async () => {
    const r = await reply('my kids’ dad keeps cancelling his weekends with them and I have to explain it');
    expect(r.text).not.toMatch(/your kids\b/);
  });

  test('a hello with a name is answered by that name; an identity word is not a name', async () => {
    expect((await reply('hello! I am Rosa 🙂')).text).toMatch(/^Hi Rosa, I’m Wren, an AI companion/);
    expect((await reply('Dear Wren,\n\nA friend suggested I write. Hello.\n\nRegards,\nHoward')).text).toMatch(/^Hi Howard/);
    expect((await reply('hi, I’m Deaf')).text).not.toMatch(/Hi Deaf/);
  });
});

describe('the detail in a question is answered, not only its kind (blind batch 31)', () => {
  test('someone else’s medicine is “their” prescriber’s question, and a child’s goes to the child’s doctor', async () => {
    const mother = await reply('My mother is 84 and her doctor gave her lorazepam for nerves. She seems foggy. Is that normal?');
    expect(mother.text).toMatch(/Their prescriber or a pharmacist/);
    expect(mother.text).not.toMatch(/your health history/);
    expect((await reply('my grandbaby’s doctor wants to start him on Adderall. is that stuff safe for a 7 year old?')).text).toMatch(
      /child’s doctor/,
    );
    // Advice someone gave about a medicine, or a family wedding, leaves it the writer's own.
    expect((await reply('Do you think I should go on anxiety meds or tough it out? My sister swears by buspirone.')).text).toMatch(
      /Your prescriber/,
    );
    expect((await reply('is it ok to drink a couple beers on sertraline? it’s my cousin’s wedding saturday')).text).toMatch(
      /your prescription/,
    );
  });

  test('with the pharmacy closed, who answers a medicine question at any hour', async () => {
    const r = await reply('can i take melatonin with my zoloft? pharmacy already closed');
    expect(r.text).toMatch(/Poison Control \(1-800-222-1222\) answers questions about medicines any time/);
    expect(r.text).toMatch(/can’t give advice about medication/);
    expect((await reply('can i take melatonin with my zoloft?')).text).not.toMatch(/pharmacy is closed/);
  });

  test('a veteran asking about PTSD is pointed to the VA; “depression or just lazy” is answered on “lazy”', async () => {
    const vet = await reply('Can you tell me if I have PTSD. Did two tours and the fireworks still get me every year.');
    expect(vet.text).toMatch(/I don’t diagnose/);
    expect(vet.text).toMatch(/VA .*Vet Centers/);
    expect((await reply('Is it depression or am I just lazy. Please just tell me which one honestly.')).text).toMatch(
      /isn’t the same as being lazy/,
    );
  });

  test('what Wren does, in plain words for someone new to apps, and the short ones for a break', async () => {
    const plain = await reply('My grandson set this up for me on the phone. What all can you do? I am 71 and not good with these things.');
    expect(plain.text).toMatch(/the way you’d send a text message/);
    expect(plain.text).toMatch(/I’m an AI/);
    expect(plain.text).not.toMatch(/CBT-based/);
    const short = await reply('What can you actually do for me in like 5 minutes on a break?');
    expect(short.text).toMatch(/short ones/);
    expect(short.chips.map((c) => c.action)).toEqual(['start:box-breathing', 'start:grounding', 'start:meditation', 'start:check-in']);
  });

  test('a practical question outside Wren’s reach says who does answer it', async () => {
    expect((await reply('Do I have to claim my cash tips from the restaurant on my taxes?')).text).toMatch(/IRS/);
    expect((await reply('my landlord kept my whole deposit, can i take him to small claims in texas?')).text).toMatch(/legal aid/);
    expect((await reply('whats the capital of peru')).text).toMatch(/^That’s outside what I can help with/);
  });

  test('small talk plays along with what was told: the puppy’s name, the music, the heat', async () => {
    expect((await reply('do robots like dogs? just got a puppy and named him Tamale')).text).toMatch(/A new puppy called Tamale!/);
    expect((await reply('You like music? I been playing Frankie Beverly & Maze all morning cleaning the house.')).text).toMatch(
      /can’t hear music/,
    );
    expect((await reply('what kind of music would you listen to if you could')).text).not.toMatch(/keeping you company/);
    expect((await reply('its 112 in phoenix today. do you even know what heat feels like lol')).text).toMatch(
      /^112 degrees is serious heat/,
    );
  });
});

describe('what blind batch 32 found in everyday messages (development data since)', () => {
  test('a check-in told beside a new medicine is a check-in, not a medication question', async () => {
    const r = await reply('I want to track how I’m feeling since I started the new meds. Today: anxious, 3 out of 10.');
    expect(r.text).toMatch(/^3 out of 10, so a 2 on this 1–5 scale/);
    expect(r.text).not.toMatch(/advice about medication/);
    // Asked as a question, it is still one.
    expect((await reply('I started the new meds, is it normal to feel this anxious?')).text).toMatch(/advice about medication/);
  });

  test('a diagnosis question about oneself stays one when someone else’s view is told', async () => {
    const r = await reply(
      'Can you diagnose OCD? I check the stove like 9 times before leaving. My wife says it’s a quirk, I think it’s more',
    );
    expect(r.text).toMatch(/whether you have a condition/);
    expect((await reply('is my husband bipolar? he doesnt sleep for days')).text).toMatch(/worried about someone/);
  });

  test('good days beside bad ones are not met as good news', async () => {
    const r = await reply('MS diagnosis last year, I’m 29. some days I’m fine, some days I can’t feel my feet. people don’t get it');
    expect(r.card).toBeNull();
    expect(r.text).not.toMatch(/glad to hear|good to hear|made the difference/i);
  });

  test('a hello in another language is a hello', async () => {
    expect((await reply('shalom. my son said to try this')).text).toMatch(/^Hi, I’m Wren, an AI companion/);
  });
});
