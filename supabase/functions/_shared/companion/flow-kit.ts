/** What every guided exercise is made of: its shape, shared quick replies and the calming close. */
import type { Chip, DoneItem, ExerciseKind, FlowState } from './types.ts';

export interface FlowOutcome {
  text: string;
  chips: Chip[];
  /** The flow after this step; `null` when it has finished. */
  next: FlowState | null;
  done?: DoneItem;
  feelings?: string[];
}

export interface FlowDef {
  title: string;
  /** Steps the person answers (for the progress shown in the chat). */
  total: number;
  start(): FlowOutcome;
  step(flow: FlowState, text: string): FlowOutcome;
}

export const STOP: Chip = { label: 'Stop the exercise', action: 'flow:stop' };
export const AFTER: Chip[] = [
  { label: 'Save it to my journal', action: 'save-summary' },
  { label: 'Try another exercise', action: 'menu:exercises' },
  { label: 'Keep talking', action: 'talk' },
];
export const FEEL_NOW: Chip[] = [
  { label: 'Calmer', action: 'after:calmer' },
  { label: 'About the same', action: 'after:same' },
  { label: 'Worse', action: 'after:worse' },
];

export const at = (flow: FlowState, step: number, data: Record<string, string> = {}): FlowState => ({
  kind: flow.kind,
  step,
  data: { ...flow.data, ...data },
});

/** Reads "calmer / about the same / worse" from a free answer. */
export function afterFeeling(text: string): 'calmer' | 'same' | 'worse' | null {
  const s = text.toLowerCase();
  if (/after:calmer|\b(?:calm|calmer|better|relaxed|lighter|good|great|helped|nice|less)\b/.test(s) && !/\bnot (?:calm|better)/.test(s))
    return 'calmer';
  if (/after:worse|\b(?:worse|more anxious|more stressed|didn'?t help|did not help|panicky|bad)\b/.test(s)) return 'worse';
  if (/after:same|\b(?:same|meh|nothing|not much|no different|don'?t know|not sure|ok|okay)\b/.test(s)) return 'same';
  return null;
}

/** The last step of a calming exercise: how do you feel now, and what next. */
export function closeAfterCalming(kind: ExerciseKind, title: string, text: string, line: string): FlowOutcome {
  const how = afterFeeling(text);
  const reply =
    how === 'calmer'
      ? 'That’s good to hear. Your body can learn this: the more you practice when things are okay, the easier it is to reach for when they aren’t. You can come back to it any time.'
      : how === 'worse'
        ? 'Thank you for telling me. Not every exercise suits everyone, and that’s not a failure on your part. Some people find it easier to focus on their senses instead, or to move a little, like a short walk or shaking out their hands.'
        : 'That’s okay. Sometimes the change is small, or takes a few rounds. It can also help to try a different kind of exercise.';
  return {
    text: `${reply}\n\n**What would you like to do next?**`,
    chips:
      how === 'calmer'
        ? AFTER
        : [
            {
              label: kind === 'grounding' ? 'Try box breathing' : 'Try 5-4-3-2-1 grounding',
              action: kind === 'grounding' ? 'start:box-breathing' : 'start:grounding',
            },
            { label: 'Keep talking', action: 'talk' },
            { label: 'Save it to my journal', action: 'save-summary' },
          ],
    next: null,
    done: {
      kind,
      title,
      lines: [line, `Afterwards: ${how === 'calmer' ? 'calmer' : how === 'worse' ? 'worse' : 'about the same'}.`],
    },
  };
}
