import type { MoodInput, MoodLog } from '@/lib/queries/mood';
import type { Factors } from './FactorFields';

/** What the check-in form holds while it is being filled in. */
export interface CheckInForm {
  clientId: string;
  loggedAt: string | null;
  mood: number | null;
  energy: number | null;
  emotions: string[];
  factors: Factors;
  tags: string[];
  note: string;
}

export function emptyForm(): CheckInForm {
  return {
    clientId: crypto.randomUUID(),
    loggedAt: null,
    mood: null,
    energy: null,
    emotions: [],
    factors: { sleepHours: '', exerciseMinutes: '', socialContact: null },
    tags: [],
    note: '',
  };
}

export function formFromLog(log: MoodLog): CheckInForm {
  return {
    clientId: log.client_id,
    loggedAt: log.logged_at,
    mood: log.mood,
    energy: log.energy,
    emotions: log.emotions,
    factors: {
      sleepHours: log.sleep_hours == null ? '' : String(log.sleep_hours),
      exerciseMinutes: log.exercise_minutes == null ? '' : String(log.exercise_minutes),
      socialContact: log.social_contact,
    },
    tags: log.tags,
    note: log.note ?? '',
  };
}

/** The row to save, or the reason it cannot be saved yet. */
export function formToInput(form: CheckInForm, now = new Date()): { input: MoodInput } | { error: string } {
  if (form.mood === null) return { error: 'Choose how you feel first.' };
  const sleep = form.factors.sleepHours.trim() === '' ? null : Number(form.factors.sleepHours);
  if (sleep !== null && !(sleep >= 0 && sleep <= 24)) return { error: 'Hours of sleep should be a number from 0 to 24.' };
  const exercise = form.factors.exerciseMinutes.trim() === '' ? null : Number(form.factors.exerciseMinutes);
  if (exercise !== null && !(Number.isInteger(exercise) && exercise >= 0 && exercise <= 1440)) {
    return { error: 'Minutes of exercise should be a whole number from 0 to 1440.' };
  }
  if (form.note.length > 2000) return { error: 'The note is too long: keep it to 2,000 characters.' };
  return {
    input: {
      client_id: form.clientId,
      logged_at: form.loggedAt ?? now.toISOString(),
      mood: form.mood,
      energy: form.energy,
      emotions: form.emotions,
      sleep_hours: sleep === null ? null : Math.round(sleep * 10) / 10,
      exercise_minutes: exercise,
      social_contact: form.factors.socialContact,
      tags: form.tags,
      note: form.note.trim() || null,
    },
  };
}

export function hasDetails(form: CheckInForm): boolean {
  const { factors } = form;
  return (
    form.emotions.length > 0 ||
    form.tags.length > 0 ||
    form.note !== '' ||
    factors.sleepHours !== '' ||
    factors.exerciseMinutes !== '' ||
    factors.socialContact !== null
  );
}
