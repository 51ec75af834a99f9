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
