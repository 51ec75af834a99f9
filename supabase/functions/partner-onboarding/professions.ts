/** The professions the partner directory lists (partners.profession). No dependencies, so the browser can import it cheaply. */
export const professionValues = ['therapist', 'psychiatrist', 'psychologist', 'counselor', 'social_worker'] as const;
export type Profession = (typeof professionValues)[number];
