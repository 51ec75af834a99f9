import type { ChartPoint, ChartRange } from '@/lib/insights/series';
import { energyLabel, moodLabel } from '@/lib/insights/scales';
import { oneDecimal } from '@/lib/insights/time';

/** The chart's numbers as a table (the accessible alternative to the canvas). */
export function MoodTable({ points, range }: { points: readonly ChartPoint[]; range: ChartRange }) {
  const rows = range === 'day' ? points : points.filter((point) => point.checkIns > 0);
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">Mood and energy, {range === 'day' ? 'each check-in today' : 'daily averages'}, from 1 to 5</caption>
        <thead>
          <tr className="border-border border-b">
            <th scope="col" className="py-2 pr-4">
              {range === 'day' ? 'Time' : 'Day'}
            </th>
            <th scope="col" className="py-2 pr-4">
              Mood
            </th>
            <th scope="col" className="py-2 pr-4">
              Energy
            </th>
            <th scope="col" className="py-2">
              Check-ins
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((point) => (
            <tr key={point.x} className="border-border border-b">
              <th scope="row" className="py-2 pr-4 font-normal">
                {point.label}
              </th>
              <td className="py-2 pr-4">{point.mood === null ? '–' : `${oneDecimal(point.mood)} (${moodLabel(point.mood)})`}</td>
              <td className="py-2 pr-4">{point.energy === null ? '–' : `${oneDecimal(point.energy)} (${energyLabel(point.energy)})`}</td>
              <td className="py-2">{point.checkIns}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
