import { Table } from '@/components/ui/table';
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
      <Table
        className="mt-2"
        spacing="roomy"
        caption={caption}
        columns={[
          { header: heading, key: 'group', cell: (group) => name(group.key) },
          { header: 'Average mood', cell: (group) => oneDecimal(group.average) },
          { header: 'Check-ins', cell: (group) => group.checkIns },
          { header: 'Days', cell: (group) => group.days },
        ]}
        rows={groups}
        rowKey={(group) => group.key}
        rowHeader
      />
    </details>
  );
}
