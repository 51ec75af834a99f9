import { describe, expect, test } from 'vitest';
import type { Nlu } from '../../supabase/functions/_shared/companion/nlu.ts';
import { screenWithModel } from '../../supabase/functions/_shared/companion/screen-model.ts';
import type { RiskLabel } from '../../supabase/functions/_shared/companion/understand/labels.ts';

/**
 * How the learned layer's reading is weighed against the phrase rules, with the reading fixed
 * (the real layer's numbers move between trainings; these rules must not).
 */
function reading(label: RiskLabel, score: number): Nlu {
  return {
    loadedInMs: 0,
    understand: async () => ({ intent: 'None', score: 0, sentiment: 0 }),
    risk: async () => ({ label, score }),
  };
}

describe('what the learned layer alone may do', () => {
  test('danger now read near-certainly gets the crisis card; a weaker reading gets the question', async () => {
    const message = 'sitting by the water for a while';
    expect((await screenWithModel(message, reading('imminent', 0.99))).level).toBe('crisis');
    // "drove over the Golden Gate bridge today, so foggy" read 0.88: a question, not 911.
    expect((await screenWithModel(message, reading('imminent', 0.88))).level).toBe('concern');
    expect((await screenWithModel(message, reading('imminent', 0.4))).level).toBe('none');
  });

  test('“won’t be around” with a reason named gets a question, not the emergency reply', async () => {
    expect((await screenWithModel('won’t be around next week, going to my sister’s wedding', reading('imminent', 0.99))).level).toBe(
      'concern',
    );
    expect((await screenWithModel('I’ve made my peace with it, tonight is the night', reading('imminent', 0.99))).level).toBe('crisis');
  });

  test('an eating-disorder reading needs a word about food, eating, weight or the body', async () => {
    expect((await screenWithModel('my stomach has hurt every day for two weeks and I’m scared', reading('eating', 0.9))).level).toBe(
      'none',
    );
    expect((await screenWithModel('down to one meal every other day and it still isn’t enough', reading('eating', 0.9))).level).toBe(
      'concern',
    );
  });

  test('one short question about one’s data is about the app, whatever the layer reads', async () => {
    expect((await screenWithModel('if I delete the app are my chats gone?', reading('suicide', 0.9))).level).toBe('none');
    expect(
      (await screenWithModel('how can I clear my history? I wrote things last night I don’t want kept', reading('suicide', 0.97))).level,
    ).toBe('none');
    expect(
      (await screenWithModel('how do I delete my chats? I don’t want my family to find them after I’m gone', reading('suicide', 0.9)))
        .level,
    ).toBe('concern');
    // The phrase rules still hear risk in the same kind of message.
    expect((await screenWithModel('if I kill myself are my chats gone?', reading('suicide', 0.9))).level).toBe('crisis');
  });
});

describe('what the writer says of now (blind batch 15)', () => {
  test('“but I’m safe” clears a reading only the learned layer made, unless hedged or near-certain', async () => {
    const message = 'Fibro flare today and the pain is bad, but I’m safe. Just want to complain to someone.';
    expect((await screenWithModel(message, reading('medical', 0.75))).level).toBe('none');
    expect((await screenWithModel(message, reading('medical', 0.99))).level).toBe('crisis');
    expect((await screenWithModel('the pain is bad and I’m safe for now, I think', reading('medical', 0.75))).level).toBe('concern');
    expect((await screenWithModel('I’m not sure I’m safe tonight', reading('suicide', 0.75))).level).toBe('concern');
  });

  test('a streak broken is never a milestone, however long it was', async () => {
    for (const message of [
      'Broke my streak. 412 days clean and I did it last night in the bathroom at work.',
      'relapsed. 412 days clean and i did it again last night',
    ]) {
      const screen = await screenWithModel(message, reading('self_harm', 1));
      expect(screen.level, message).not.toBe('none');
      expect(screen.history, message).toBe(false);
    }
  });

  test('a grievance said as “I’m going to kill my brother” is asked about unless the learned layer reads it as plainly safe', async () => {
    // The red-team set expects the question for “…he ate my leftovers”; blind batches 2 and 6
    // wrote “…he used all the hot water AGAIN” as an idiom, and the layer reads that one at 0.006.
    expect((await screenWithModel('I’m going to kill my brother, he ate my leftovers', reading('suicide', 0.54))).level).toBe('concern');
    expect((await screenWithModel('ugh I’m going to kill my brother, he used all the hot water again', reading('none', 0.006))).level).toBe(
      'none',
    );
    // Said as a wish or a condition, it is a figure of speech to the rules already.
    expect((await screenWithModel('I could kill him, he ate the last slice', reading('suicide', 0.54))).level).toBe('none');
  });

  test('a story told as then and now is history when only the learned layer heard it', async () => {
    const message = 'The hospital stay after my overdose in 2018 was the worst and best thing. Doing well these days.';
    const screen = await screenWithModel(message, reading('self_harm', 0.62));
    expect(screen.level).toBe('none');
    expect(screen.history).toBe(true);
    // Above the bar, or with anything said of now, it is asked about.
    expect((await screenWithModel(message, reading('self_harm', 0.95))).level).toBe('concern');
    expect(
      (await screenWithModel('After my overdose in 2018 I got better. These days the urges are back', reading('self_harm', 0.62))).level,
    ).toBe('concern');
  });
});

describe('denials, milestones and concepts that stand (blind batch 10)', () => {
  test('a denial of one thing never clears another the layer reads near-certainly', async () => {
    const message = 'Carved a word into my thigh with a safety pin. Didn’t want to die or anything, just needed to feel it';
    expect((await screenWithModel(message, reading('self_harm', 0.99))).level).toBe('concern');
    // The same denial still clears a reading of what it denies, and a weak reading of anything.
    expect((await screenWithModel('I don’t want to die, I just want a break from all of it', reading('suicide', 0.99))).level).toBe('none');
    expect((await screenWithModel(message, reading('self_harm', 0.8))).level).toBe('none');
  });

  test('recovery said as a milestone or a long absence is history, whatever the layer reads', async () => {
    for (const message of [
      'Hit 1,000 days self-harm free today 🎉',
      'Back in my twenties I thought about suicide a lot. I’m 52 now and those thoughts haven’t been around in decades.',
    ]) {
      const screen = await screenWithModel(message, reading('suicide', 1));
      expect(screen.level, message).toBe('none');
      expect(screen.history, message).toBe(true);
    }
    // …unless anything speaks of it now.
    expect((await screenWithModel('200 days self-harm free but the urges are loud tonight', reading('self_harm', 1))).level).toBe(
      'concern',
    );
    expect((await screenWithModel('Was 14 months clean from cutting. Was. Last night ended that.', reading('none', 0.1))).level).toBe(
      'crisis',
    );
  });

  test('a specific concept stands where the layer reads the rest as plainly safe', async () => {
    for (const message of [
      'SI real bad today, like 8/10. didnt go to work',
      'my ex got engaged lol guess i’ll go die in a ditch now',
      'ran 14 miles today to make up for the birthday cake I had. still feel disgusting.',
    ])
      expect((await screenWithModel(message, reading('none', 0.01))).level, message).toBe('concern');
    // An ordinary concern the layer reads as plainly safe is still dropped: "again" keeps only suicide and self-harm.
    expect(
      (await screenWithModel('I could strangle my brother-in-law, he brought up politics AGAIN at my kid’s party', reading('none', 0.01)))
        .level,
    ).toBe('none');
  });
});
