import { compareGroups, moodByTimeOfDay, moodByWeekday, type MoodPoint } from '@/lib/insights/mood-stats';
import { timeOfDaySentence, weekdaySentence } from '@/lib/insights/sentences';
import { weekdayNames } from '@/lib/insights/time';
import { GroupTable } from './GroupTable';
import { PatternsPanel } from './InsightsPending';

interface Props {
  moods: readonly MoodPoint[];
  timeZone: string;
  /** Days with at least one check-in. */
  days: number;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** How mood moves through the week and the day, in the user's time zone. */
export function MoodPatterns({ moods, timeZone, days }: Props) {
  const weekdays = moodByWeekday(moods, timeZone);
  const times = moodByTimeOfDay(moods, timeZone);
  const weekday = compareGroups(weekdays, days);
  const time = compareGroups(times, days);
  const waiting = 'Not enough check-ins to compare yet.';
  return (
    <PatternsPanel>
      <h3 className="font-sans text-base font-bold">By day of the week</h3>
      <p data-insight="weekday">{weekday ? weekdaySentence(weekday) : waiting}</p>
      {weekday && (
        <GroupTable caption="Average mood by day of the week" heading="Day" groups={weekday.groups} name={(key) => weekdayNames[key]!} />
      )}
      <h3 className="font-sans text-base font-bold">By time of day</h3>
      <p data-insight="time-of-day">{time ? timeOfDaySentence(time) : waiting}</p>
      {time && (
        <GroupTable
          caption="Average mood by time of day (morning 5 to 11 AM, afternoon 12 to 4 PM, evening 5 to 9 PM, night 10 PM to 4 AM)"
          heading="Time of day"
          groups={time.groups}
          name={capitalise}
        />
      )}
    </PatternsPanel>
  );
}
