export type PromptKind = 'general' | 'gratitude' | 'thought_record' | 'program';

export interface Prompt {
  kind: PromptKind;
  text: string;
  /** Text placed in an empty entry to follow (the thought record's steps). */
  template?: string;
  /** The program week a program prompt comes from. */
  programWeekId?: string;
}

export interface PromptGroup {
  kind: PromptKind;
  label: string;
  prompts: Prompt[];
}

/** The current week of the user's active program, for its reflection questions. */
export interface ProgramWeekPrompts {
  id: string;
  week: number;
  programTitle: string;
  reflection: readonly string[];
}

const general = [
  "What's on your mind right now?",
  'What took up most of your energy today?',
  'What would you like to set down before you rest tonight?',
  "What's one small thing you're looking forward to?",
  'What did you need today, and did you get some of it?',
];

const gratitude = [
  'Three things that went okay today, however small.',
  'Who made your day a little easier, and how?',
  'What is something your body let you do today?',
  'What is a small comfort you are glad to have?',
];

const thoughtRecordSteps = [
  'Situation: what happened, where and when?',
  'Automatic thought: what went through my mind?',
  'Feelings: what did I feel, and how strongly (0–100)?',
  'Evidence that supports the thought:',
  "Evidence that doesn't fit the thought:",
  'A more balanced thought:',
  'How I feel now (0–100):',
];

export const thoughtRecord: Prompt = {
  kind: 'thought_record',
  text: 'Thought record: slow down one upsetting thought and look at it from all sides.',
  template: thoughtRecordSteps.map((step) => `${step}\n\n`).join(''),
};

/**
 * Prompt groups for the journal: general, gratitude, the CBT thought record, and the
 * reflection questions of the current program week (only with an active program).
 */
export function promptGroups(programWeek: ProgramWeekPrompts | null): PromptGroup[] {
  const groups: PromptGroup[] = [
    { kind: 'general', label: 'Something to start with', prompts: general.map((text) => ({ kind: 'general', text })) },
    { kind: 'gratitude', label: 'Gratitude', prompts: gratitude.map((text) => ({ kind: 'gratitude', text })) },
    { kind: 'thought_record', label: 'CBT thought record', prompts: [thoughtRecord] },
  ];
  if (programWeek && programWeek.reflection.length > 0) {
    groups.push({
      kind: 'program',
      label: `${programWeek.programTitle}, week ${programWeek.week}`,
      prompts: programWeek.reflection.map((text) => ({ kind: 'program', text, programWeekId: programWeek.id })),
    });
  }
  return groups;
}
