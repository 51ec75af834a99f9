import { product, routes } from '@/config/haven';
import { dailyMoods, type MoodPoint } from './mood-stats';
import { addDays, dateKey } from './time';

export interface Suggestion {
  key: 'low-mood' | 'check-in' | 'assessment' | 'retake' | 'program';
  title: string;
  text: string;
  links: { href: string; label: string }[];
}

export interface SuggestionInput {
  moods: readonly MoodPoint[];
  timeZone: string;
  now: Date;
  hasActiveProgram: boolean;
  /** When the latest completed assessment finished (ISO), or null if none. */
  lastAssessmentAt: string | null;
}

/** A day's average at or below this counts as a low day (2 = "Low" on the 1–5 scale). */
export const lowMoodLevel = 2;
export const lowMoodDays = 3;
export const retakeAfterDays = 28;

/**
 * True when each of the last three days had check-ins averaging "Low" or below. The run ends
 * today, or yesterday when there is no check-in yet today.
 */
export function lowMoodRun(moods: readonly MoodPoint[], timeZone: string, now: Date): boolean {
  const byDay = new Map(dailyMoods(moods, timeZone).map((day) => [day.dateKey, day.mood]));
  const today = dateKey(now, timeZone);
  const end = byDay.has(today) ? today : addDays(today, -1);
  return Array.from({ length: lowMoodDays }, (_, index) => byDay.get(addDays(end, -index))).every(
    (mood) => mood !== undefined && mood <= lowMoodLevel,
  );
}

/** Simple, explainable suggestions for the dashboard, most important first (at most three). */
export function suggestions(input: SuggestionInput): Suggestion[] {
  const { moods, timeZone, now } = input;
  const list: Suggestion[] = [];
  if (lowMoodRun(moods, timeZone, now)) {
    list.push({
      key: 'low-mood',
      title: 'The last few days look hard',
      text: `Your check-ins have been low for ${lowMoodDays} days in a row. You don't have to sort it out alone: talking it through with ${product.companion} or reading something short may help. If you need someone right now, people are there 24/7.`,
      links: [
        { href: routes.chat, label: `Chat with ${product.companion}` },
        { href: `${routes.library}?category=depression`, label: 'Read about low mood' },
        { href: routes.getHelp, label: 'Get help now' },
      ],
    });
  }
  const today = dateKey(now, timeZone);
  if (!moods.some((mood) => dateKey(mood.logged_at, timeZone) === today)) {
    list.push({
      key: 'check-in',
      title: 'How are you today?',
      text: 'A check-in takes a few seconds: pick how you feel and save.',
      links: [{ href: '#check-in', label: 'Check in now' }],
    });
  }
  if (!input.lastAssessmentAt) {
    list.push({
      key: 'assessment',
      title: 'Find a program that fits',
      text: 'The wellbeing assessment takes 5–10 minutes and suggests up to 3 programs for what you are going through.',
      links: [{ href: routes.assessment, label: 'Take the assessment' }],
    });
  } else if (now.getTime() - new Date(input.lastAssessmentAt).getTime() > retakeAfterDays * 86_400_000) {
    list.push({
      key: 'retake',
      title: 'See how things have changed',
      text: 'It has been a few weeks since your last assessment. A new check-in shows how your scores have moved.',
      links: [{ href: routes.checkIn, label: 'Take a check-in' }],
    });
  }
  if (!input.hasActiveProgram) {
    list.push({
      key: 'program',
      title: 'Try a six-week program',
      text: 'Short weekly lessons and small exercises, at your own pace.',
      links: [{ href: routes.programs, label: 'Explore programs' }],
    });
  }
  return list.slice(0, 3);
}
