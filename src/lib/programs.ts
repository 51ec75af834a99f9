import { getCollection } from 'astro:content';

/** The six weeks of a program in order, with their lesson entries; fails the build if any is missing. */
export async function getProgramWeeks(slug: string) {
  const weeks = (await getCollection('programWeeks'))
    .filter((entry) => entry.id.startsWith(`${slug}/`))
    .sort((a, b) => a.data.week - b.data.week);
  const numbers = weeks.map((entry) => entry.data.week).join(',');
  if (numbers !== '1,2,3,4,5,6') throw new Error(`Program "${slug}" must have weeks 1–6; found [${numbers}].`);
  return weeks;
}

/** Needs that label the filter chips on /programs. */
export const needLabels: Record<string, string> = {
  anxiety: 'Anxiety',
  worry: 'Worry',
  panic: 'Panic',
  'low-mood': 'Low mood',
  sleep: 'Sleep',
  stress: 'Stress',
  burnout: 'Burnout',
  focus: 'Focus & ADHD',
  grief: 'Grief',
  'self-esteem': 'Self-esteem',
  rumination: 'Overthinking',
  relationships: 'Relationships',
};
