import type uPlot from 'uplot';
import type { ChartPoint, ChartRange } from '@/lib/insights/series';
import type { ChartTheme } from './chart-theme';

/** The x range: a day's index for week and month; for today, the check-ins' times with room either side. */
function xRange(points: readonly ChartPoint[], byDay: boolean): [number, number] {
  if (byDay) return [-0.5, points.length - 0.5];
  const first = points[0]?.x ?? 0;
  const last = points.at(-1)?.x ?? first;
  const pad = Math.max(15 * 60, (last - first) * 0.1);
  return [first - pad, last + pad];
}

/** uPlot options for the mood chart: today by time, week and month by day. */
export function chartOptions(points: readonly ChartPoint[], range: ChartRange, theme: ChartTheme, width: number): uPlot.Options {
  const axis = { stroke: theme.text, font: theme.font, grid: { stroke: theme.grid, width: 1 }, ticks: { stroke: theme.grid } };
  const byDay = range !== 'day';
  return {
    width,
    height: 260,
    legend: { show: false },
    cursor: { drag: { x: false, y: false }, points: { size: 12 } },
    scales: {
      // Today's check-ins sit at their times, but the labels are theirs ("3:06 pm", in the member's
      // time zone): uPlot's own time ticks read ":57.000" for check-ins minutes apart.
      x: { time: !byDay, range: xRange(points, byDay) },
      y: { range: [0.5, 5.5] },
    },
    axes: [
      {
        ...axis,
        // A label at least every 70 px (80 for times), always including the latest point.
        splits: (self: uPlot) => {
          // From the latest point back, keep a label only where it has room (check-ins minutes apart
          // would print on top of each other).
          const [min, max] = xRange(points, byDay);
          const gap = ((byDay ? 70 : 80) * (max - min)) / Math.max(1, self.width - 50);
          const kept: number[] = [];
          for (const { x } of [...points].reverse()) if (!kept.length || kept.at(-1)! - x >= gap) kept.push(x);
          return kept.reverse();
        },
        values: (_: uPlot, splits: number[]) => splits.map((x) => points.find((point) => point.x === x)?.label.replace(/^\w+, /, '') ?? ''),
      },
      { ...axis, splits: () => [1, 2, 3, 4, 5], values: (_: uPlot, splits: number[]) => splits.map(String), size: 40 },
    ],
    series: [
      {},
      { label: 'Mood', stroke: theme.mood, width: 3, spanGaps: false, points: { show: true, size: 8, fill: theme.mood } },
      {
        label: 'Energy',
        stroke: theme.energy,
        width: 2,
        dash: [8, 6],
        spanGaps: false,
        points: { show: true, size: 6, fill: theme.background },
      },
    ],
  };
}
