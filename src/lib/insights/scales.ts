/** The 1–5 scales of a mood check-in, and the emotion words offered with it. */

export const moodLevels = [
  { value: 1, label: 'Very low' },
  { value: 2, label: 'Low' },
  { value: 3, label: 'Okay' },
  { value: 4, label: 'Good' },
  { value: 5, label: 'Very good' },
] as const;

export const energyLevels = [
  { value: 1, label: 'Drained' },
  { value: 2, label: 'Tired' },
  { value: 3, label: 'Steady' },
  { value: 4, label: 'Lively' },
  { value: 5, label: 'Full of energy' },
] as const;

/** Pleasant and unpleasant, calm and activated words (a small version of a mood meter). */
export const emotionWords = [
  'calm',
  'content',
  'grateful',
  'hopeful',
  'happy',
  'excited',
  'proud',
  'relieved',
  'tired',
  'bored',
  'lonely',
  'sad',
  'worried',
  'anxious',
  'stressed',
  'overwhelmed',
  'frustrated',
  'angry',
  'numb',
  'ashamed',
] as const;

export function moodLabel(value: number): string {
  return moodLevels.find((level) => level.value === Math.round(value))?.label ?? String(value);
}

export function energyLabel(value: number): string {
  return energyLevels.find((level) => level.value === Math.round(value))?.label ?? String(value);
}
