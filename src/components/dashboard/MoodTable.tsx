import { Table, type TableColumn } from '@/components/ui/table';
import type { ChartPoint, ChartRange } from '@/lib/insights/series';
import { energyLabel, moodLabel } from '@/lib/insights/scales';
import { oneDecimal } from '@/lib/insights/time';

const values: TableColumn<ChartPoint>[] = [
  { header: 'Mood', cell: (point) => (point.mood === null ? '–' : `${oneDecimal(point.mood)} (${moodLabel(point.mood)})`) },
  { header: 'Energy', cell: (point) => (point.energy === null ? '–' : `${oneDecimal(point.energy)} (${energyLabel(point.energy)})`) },
  { header: 'Check-ins', cell: (point) => point.checkIns },
];

/** The chart's numbers as a table (the accessible alternative to the canvas). */
export function MoodTable({ points, range }: { points: readonly ChartPoint[]; range: ChartRange }) {
  const day = range === 'day';
  return (
    <Table
      className="mt-4"
      spacing="roomy"
      caption={`Mood and energy, ${day ? 'each check-in today' : 'daily averages'}, from 1 to 5`}
      columns={[{ header: day ? 'Time' : 'Day', key: 'when', cell: (point) => point.label }, ...values]}
      rows={day ? points : points.filter((point) => point.checkIns > 0)}
      rowKey={(point) => point.x}
      rowHeader
    />
  );
}
