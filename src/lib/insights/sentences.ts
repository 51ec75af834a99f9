import type { FactorEffect } from './factors';
import type { Comparison } from './mood-stats';
import { oneDecimal, plural, weekdayNames, type TimeOfDay } from './time';

/** "On days you exercised (5 days) your average mood was 3.8; on days you didn't (6 days) it was 3.1." */
export function factorSentence(effect: FactorEffect): string {
  return (
    `On days you ${effect.label} (${plural(effect.withDays, 'day')}) your average mood was ${oneDecimal(effect.withAverage)}; ` +
    `on days you didn't (${plural(effect.withoutDays, 'day')}) it was ${oneDecimal(effect.withoutAverage)}.`
  );
}

/** A plain caution about how much to read into one factor comparison, or null. */
export function factorCaution(effect: FactorEffect): string | null {
  if (Math.abs(effect.difference) < 0.3) return 'That is a small difference, so it may not mean much.';
  if (Math.min(effect.withDays, effect.withoutDays) < 7) return 'With only a few days each way, this could still be chance.';
  return null;
}

const average = (value: number, checkIns: number) => `average ${oneDecimal(value)} from ${plural(checkIns, 'check-in')}`;

/** "Your mood has been highest on Saturdays (average 4.1 from 3 check-ins) and lowest on Mondays (…)." */
export function weekdaySentence(comparison: Comparison<number>): string {
  const { highest, lowest } = comparison;
  return (
    `Your mood has been highest on ${weekdayNames[highest.key]}s (${average(highest.average, highest.checkIns)}) ` +
    `and lowest on ${weekdayNames[lowest.key]}s (${average(lowest.average, lowest.checkIns)}).`
  );
}

const partOfDay = (key: TimeOfDay) => (key === 'night' ? 'at night' : `in the ${key}`);

/** "You have tended to feel best in the morning (…) and lowest at night (…)." */
export function timeOfDaySentence(comparison: Comparison<TimeOfDay>): string {
  const { highest, lowest } = comparison;
  return (
    `You have tended to feel best ${partOfDay(highest.key)} (${average(highest.average, highest.checkIns)}) ` +
    `and lowest ${partOfDay(lowest.key)} (${average(lowest.average, lowest.checkIns)}).`
  );
}

export const correlationNote =
  'These are patterns in your own check-ins, not causes. Something else may explain them, like a busy week or feeling unwell.';
