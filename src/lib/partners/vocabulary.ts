import type { Profession } from '../../../supabase/functions/partner-onboarding/professions.ts';

export { professionValues, type Profession } from '../../../supabase/functions/partner-onboarding/professions.ts';

export interface ProfessionInfo {
  value: Profession;
  /** "a psychiatrist" reads naturally in sentences. */
  label: string;
  plural: string;
  /** The content page that explains the profession (content/pages/for-*.md). */
  page: string;
}

export const professions: readonly ProfessionInfo[] = [
  { value: 'therapist', label: 'Therapist', plural: 'Therapists', page: 'for-therapists' },
  { value: 'psychiatrist', label: 'Psychiatrist', plural: 'Psychiatrists', page: 'for-psychiatrists' },
  { value: 'psychologist', label: 'Psychologist', plural: 'Psychologists', page: 'for-psychologists' },
  { value: 'counselor', label: 'Counselor', plural: 'Counselors', page: 'for-counselors' },
  { value: 'social_worker', label: 'Clinical social worker', plural: 'Social workers', page: 'for-social-workers' },
];

export function professionInfo(value: string): ProfessionInfo | undefined {
  return professions.find((p) => p.value === value);
}

export function professionLabel(value: string): string {
  return professionInfo(value)?.label ?? 'Mental health professional';
}

/** The profession a `for-*` content page is about, if it is one of them. */
export function professionForPage(pageId: string): ProfessionInfo | undefined {
  return professions.find((p) => p.page === pageId);
}

/**
 * Specialties offered as checkboxes when joining (stored lowercase, as entered). Partners may
 * add others; search matches any case.
 */
export const specialtyOptions = [
  'anxiety',
  'panic',
  'ocd',
  'depression',
  'grief',
  'trauma',
  'ptsd',
  'adhd',
  'stress',
  'burnout',
  'sleep',
  'relationships',
  'couples',
  'family',
  'parenting',
  'self-worth',
  'life transitions',
  'medication management',
  'bipolar disorder',
  'eating disorders',
  'substance use',
  'chronic illness',
  'perinatal and postpartum',
  'lgbtq+ affirming',
] as const;

const specialtyLabels: Record<string, string> = {
  ocd: 'OCD',
  ptsd: 'PTSD',
  adhd: 'ADHD',
  'lgbtq+ affirming': 'LGBTQ+ affirming',
};

/** "life transitions" → "Life transitions"; known acronyms stay upper case. */
export function specialtyLabel(value: string): string {
  const known = specialtyLabels[value.toLowerCase()];
  if (known) return known;
  return value.charAt(0).toUpperCase() + value.slice(1);
}

export interface Concern {
  value: string;
  label: string;
  /** Specialties that count as help with this concern. */
  specialties: readonly string[];
}

/**
 * What people look for, each mapped to the specialties that cover it. Links from the
 * assessment and programs preset `?concern=`.
 */
export const concerns: readonly Concern[] = [
  { value: 'anxiety', label: 'Anxiety and worry', specialties: ['anxiety', 'panic', 'ocd', 'worry', 'social anxiety', 'phobias'] },
  { value: 'depression', label: 'Low mood and depression', specialties: ['depression', 'low mood'] },
  { value: 'grief', label: 'Grief and loss', specialties: ['grief', 'bereavement', 'loss'] },
  { value: 'trauma', label: 'Trauma and PTSD', specialties: ['trauma', 'ptsd'] },
  { value: 'stress', label: 'Stress and burnout', specialties: ['stress', 'burnout'] },
  { value: 'sleep', label: 'Sleep', specialties: ['sleep', 'insomnia'] },
  { value: 'adhd', label: 'ADHD', specialties: ['adhd'] },
  { value: 'relationships', label: 'Relationships', specialties: ['relationships', 'couples', 'family'] },
  { value: 'self-worth', label: 'Self-worth', specialties: ['self-worth', 'self-esteem'] },
  { value: 'medication', label: 'Medication', specialties: ['medication management'] },
];

/** The specialties to search for a `concern` (or `specialty`) URL value. */
export function specialtiesFor(concern: string): string[] {
  const value = concern.trim().toLowerCase();
  if (!value) return [];
  return [...(concerns.find((c) => c.value === value)?.specialties ?? [value])];
}

export const approachOptions = [
  'CBT',
  'DBT',
  'ACT',
  'EMDR',
  'Exposure and response prevention',
  'Behavioral activation',
  'CBT for insomnia (CBT-I)',
  'Trauma-focused CBT',
  'Psychodynamic',
  'Person-centered',
  'Solution-focused',
  'Mindfulness-based',
  'Emotionally focused therapy',
  'Family systems',
  'Motivational interviewing',
  'Medication management',
] as const;

export const languageOptions = [
  'English',
  'Spanish',
  'Chinese (Mandarin)',
  'Chinese (Cantonese)',
  'Vietnamese',
  'Tagalog',
  'Arabic',
  'French',
  'Haitian Creole',
  'Korean',
  'Russian',
  'Portuguese',
  'Hindi',
  'American Sign Language',
] as const;

export const insuranceOptions = [
  'Aetna',
  'Anthem',
  'Blue Cross Blue Shield',
  'Cigna',
  'Humana',
  'Kaiser Permanente',
  'Medicaid',
  'Medicare',
  'Optum',
  'Tricare',
  'UnitedHealthcare',
] as const;

/** Session fee ceilings offered in the directory filter, in dollars. */
export const feeCeilings = [75, 100, 150, 200, 250] as const;

export interface UsState {
  code: string;
  name: string;
}
