import type { GroupAverage } from '@/lib/insights/mood-stats';
import { oneDecimal } from '@/lib/insights/time';

interface Props<K> {
  caption: string;
  heading: string;
  groups: readonly GroupAverage<K>[];
  name: (key: K) => string;
}

/** The numbers behind a comparison: average mood, check-ins and days per group. */
export function GroupTable<K extends string | number>({ caption, heading, groups, name }: Props<K>) {
  return (
    <details>
      <summary className="flex min-h-11 cursor-pointer items-center font-semibold">See the numbers</summary>
      <table className="mt-2 w-full border-collapse text-left">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-border border-b">
            <th scope="col" className="py-2 pr-4">
              {heading}
            </th>
            <th scope="col" className="py-2 pr-4">
              Average mood
            </th>
            <th scope="col" className="py-2 pr-4">
              Check-ins
            </th>
            <th scope="col" className="py-2">
              Days
            </th>
          </tr>
        </thead>
        <tbody>
          {groups.map((group) => (
            <tr key={group.key} className="border-border border-b">
              <th scope="row" className="py-2 pr-4 font-normal">
                {name(group.key)}
              </th>
              <td className="py-2 pr-4">{oneDecimal(group.average)}</td>
              <td className="py-2 pr-4">{group.checkIns}</td>
              <td className="py-2">{group.days}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
