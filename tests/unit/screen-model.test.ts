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
