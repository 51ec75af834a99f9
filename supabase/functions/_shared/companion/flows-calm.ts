/**
 * The quieter exercises: 4-7-8 breathing, a body scan, a two-minute breath meditation, a
 * loving-kindness meditation and a wind-down for sleep. Each is a few short steps the person paces
 * themselves, closing with "how do you feel now?" like box breathing.
 */
import { analyse } from './reflect.ts';
import { at, closeAfterCalming, FEEL_NOW, STOP, type FlowDef } from './flow-kit.ts';
import type { Chip } from './types.ts';
import { listJoin, quote, splitItems } from './words.ts';

const NEXT = (label: string): Chip => ({ label, action: 'flow:next' });

/** A word or two about what they noticed, said back without repeating the whole message. */
function noticed(text: string): string {
  if (/^flow:next\b/.test(text.trim())) return 'Good.';
  const a = analyse(text);
  if (a.feeling && !a.feeling.negated) return `Noticing ${a.feeling.word} is part of it: no need to change anything.`;
  if (/\b(?:nothing|not much|nothing really|idk|don'?t know)\b/i.test(text)) return 'Noticing nothing in particular is fine too.';
  if (/\b(?:tight|tense|sore|ache|aching|pain|stiff|heavy|clench\w*)\b/i.test(text))
    return 'Thanks for noticing that tension. You don’t have to fix it, just let the breath move around it.';
  return 'Thanks for noticing.';
}

export const calmFlows: Record<'slow-breathing' | 'body-scan' | 'meditation' | 'kindness' | 'sleep', FlowDef> = {
  'slow-breathing': {
    title: '4-7-8 breathing',
    total: 2,
    start: () => ({
      text: 'Let’s do **4-7-8 breathing**: breathe in quietly through your nose for **4**, hold for **7**, then breathe out slowly through your mouth for **8**. Four rounds is plenty, about a minute.\n\nCount at whatever speed feels comfortable. If the hold feels like too much, skip it: what matters most is an out-breath longer than the in-breath. Tell me when you’ve finished.',
      chips: [NEXT('I’ve finished'), STOP],
      next: { kind: 'slow-breathing', step: 1, data: {} },
    }),
    step: (flow, text) => {
      if (flow.step === 1) {
        return {
          text: 'Well done for taking that minute. A long, slow out-breath is one of the quickest ways to tell your body it can ease off. **How do you feel now, compared with before?**',
          chips: FEEL_NOW,
          next: at(flow, 2),
        };
      }
      return closeAfterCalming('slow-breathing', '4-7-8 breathing', text, 'Did four rounds of 4-7-8 breathing (in 4, hold 7, out 8).');
    },
  },

  'body-scan': {
    title: 'Body scan',
    total: 4,
    start: () => ({
      text: 'Let’s do a short **body scan**, about three minutes. Sit or lie somewhere comfortable and let your eyes close or rest on one spot.\n\nStart at your **feet and legs**. Notice whatever is there: warmth, pressure, tingling, tension, or nothing much. There’s no right answer. **What do you notice?**',
      chips: [NEXT('Move on'), STOP],
      next: { kind: 'body-scan', step: 1, data: {} },
    }),
    step: (flow, text) => {
      if (flow.step === 1) {
        return {
          text: `${noticed(text)}\n\nNow move your attention up to your **belly, chest and back**. Notice your breath rising and falling there, without changing it. **What’s there?**`,
          chips: [NEXT('Move on'), STOP],
          next: at(flow, 2),
        };
      }
      if (flow.step === 2) {
        return {
          text: `${noticed(text)}\n\nLast, your **shoulders, neck, jaw and face**. These often hold the day. On your next out-breath, let your shoulders drop a little and unclench your jaw. **What do you notice now?**`,
          chips: [NEXT('Done'), STOP],
          next: at(flow, 3),
        };
      }
      if (flow.step === 3) {
        return {
          text: `${noticed(text)} Take one more slow breath and feel your whole body at once, from your feet to the top of your head.\n\n**How do you feel now, compared with before?**`,
          chips: FEEL_NOW,
          next: at(flow, 4),
        };
      }
      return closeAfterCalming(
        'body-scan',
        'Body scan',
        text,
        'Did a three-minute body scan: feet and legs, belly and chest, shoulders and face.',
      );
    },
  },

  meditation: {
    title: 'Two-minute meditation',
    total: 2,
    start: () => ({
      text: 'Let’s take **two minutes** for a simple breath meditation.\n\n- Sit comfortably and let your hands rest.\n- Breathe normally and notice where you feel the breath most: the nose, the chest or the belly.\n- If it helps, count each out-breath up to ten and start again; or just rest your attention on the breath, no counting.\n- When your mind wanders (it will, that’s what minds do), notice where it went and gently come back.\n\nTake your time. Tell me when you’re done.',
      chips: [NEXT('I’m done'), STOP],
      next: { kind: 'meditation', step: 1, data: {} },
    }),
    step: (flow, text) => {
      if (flow.step === 1) {
        return {
          text: 'Well done for giving yourself that time. Noticing the mind wander and coming back is the whole practice, not a sign of doing it wrong.\n\n**How do you feel now, compared with before?**',
          chips: FEEL_NOW,
          next: at(flow, 2),
        };
      }
      return closeAfterCalming(
        'meditation',
        'Two-minute meditation',
        text,
        'Did a two-minute breath meditation, counting out-breaths to ten.',
      );
    },
  },

  kindness: {
    title: 'Loving-kindness meditation',
    total: 3,
    start: () => ({
      text: 'Let’s do a short **loving-kindness meditation**, about three minutes. Sit comfortably and let your breathing settle.\n\nStart with **yourself**. Silently, slowly, say a few kind wishes, for example:\n\n- May I be safe.\n- May I be as well as I can be.\n- May I be kind to myself today.\n\nIf the words feel awkward, that’s very common. Just notice how they land. **How was that?**',
      chips: [NEXT('Move on'), STOP],
      next: { kind: 'kindness', step: 1, data: {} },
    }),
    step: (flow, text) => {
      if (flow.step === 1) {
        return {
          text: `${noticed(text)}\n\nNow bring to mind **someone you care about**, a person or even a pet, and offer them the same wishes: *may you be safe, may you be well, may you be at ease.* Picture them receiving it. **Who came to mind?**`,
          chips: [NEXT('Move on'), STOP],
          next: at(flow, 2),
        };
      }
      if (flow.step === 2) {
        return {
          text: 'Last, widen it out to **everyone**, the people you pass in the street, people having a hard day right now, and yourself among them: *may we all be safe, may we all be well.* Stay with that for a few breaths.\n\n**How do you feel now, compared with before?**',
          chips: FEEL_NOW,
          next: at(flow, 3),
        };
      }
      return closeAfterCalming(
        'kindness',
        'Loving-kindness meditation',
        text,
        'Did a loving-kindness meditation: kind wishes for myself, someone I care about, and everyone.',
      );
    },
  },

  sleep: {
    title: 'Wind down for sleep',
    total: 3,
    start: () => ({
      text: 'Let’s help you **wind down for sleep**. If you can, dim the lights and turn your screen brightness down.\n\nFirst, let’s get things out of your head so they don’t follow you to bed. **Is there anything on your mind you’d like to park until tomorrow?** A few words each is plenty, or say “nothing”.',
      chips: [{ label: 'Nothing on my mind', action: 'flow:next' }, STOP],
      next: { kind: 'sleep', step: 1, data: {} },
    }),
    step: (flow, text) => {
      if (flow.step === 1) {
        const items = /^flow:next\b|^\s*(?:nothing|no|nope|none)\b/i.test(text) ? [] : splitItems(text).slice(0, 4);
        const parked = items.length
          ? `Parked for tomorrow: ${listJoin(items.map((i) => quote(i, 40)))}. They’ll still be here in the morning, and you don’t need to solve them tonight.`
          : 'Good, a clear head is a good start.';
        return {
          text: `${parked}\n\nNow a slow breath: **in through your nose for 4, out through your mouth for 6**. A longer out-breath tells your body it’s safe to slow down. Do five of those, as slowly as feels okay.`,
          chips: [NEXT('Done'), STOP],
          next: at(flow, 2, { parked: items.join('; ').slice(0, 300) }),
        };
      }
      if (flow.step === 2) {
        return {
          text: 'One last thing to take to bed: if your mind starts racing again, picture ordinary, harmless things one after another, a teacup, a bicycle, a pine tree, a sock, a few seconds each. It gives your thoughts somewhere quiet to go.\n\n**How do you feel now, compared with before?**',
          chips: FEEL_NOW,
          next: at(flow, 3),
        };
      }
      const outcome = closeAfterCalming(
        'sleep',
        'Wind down for sleep',
        text,
        'Wound down for sleep: parked worries, slow breathing (in 4, out 6).',
      );
      return {
        ...outcome,
        text: `${outcome.text.replace(/\n\n\*\*What would you like to do next\?\*\*$/, '')}\n\nSleep well, and go gently with yourself tomorrow.`,
      };
    },
  },
};
