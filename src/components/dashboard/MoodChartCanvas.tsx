import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ChartPoint, ChartRange } from '@/lib/insights/series';
import { readChartTheme, watchTheme, type ChartTheme } from './chart-theme';

interface Props {
  points: readonly ChartPoint[];
  range: ChartRange;
  /** The point chosen with the keyboard, or null. */
  selected: number | null;
}

function options(points: readonly ChartPoint[], range: ChartRange, theme: ChartTheme, width: number): uPlot.Options {
  const axis = { stroke: theme.text, font: theme.font, grid: { stroke: theme.grid, width: 1 }, ticks: { stroke: theme.grid } };
  const byDay = range !== 'day';
  return {
    width,
    height: 260,
    legend: { show: false },
    cursor: { drag: { x: false, y: false }, points: { size: 12 } },
    scales: {
      x: { time: !byDay, ...(byDay ? { range: [-0.5, points.length - 0.5] as uPlot.Range.MinMax } : {}) },
      y: { range: [0.5, 5.5] },
    },
    axes: [
      {
        ...axis,
        ...(byDay
          ? {
              // About one label per 70 px, always including the latest day.
              splits: (self: uPlot) => {
                const step = Math.ceil(points.length / Math.max(2, Math.floor((self.width - 50) / 70)));
                return points.map((point) => point.x).filter((_, index) => (points.length - 1 - index) % step === 0);
              },
              values: (_: uPlot, splits: number[]) => splits.map((x) => points[x]?.label.replace(/^\w+, /, '') ?? ''),
            }
          : {}),
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

/** The uPlot canvas (decorative for assistive tech: the group around it and the table carry the data). */
export default function MoodChartCanvas({ points, range, selected }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const data: uPlot.AlignedData = [points.map((p) => p.x), points.map((p) => p.mood), points.map((p) => p.energy)];
    const draw = () => {
      plot.current?.destroy();
      plot.current = new uPlot(options(points, range, readChartTheme(), element.clientWidth || 600), data, element);
    };
    draw();
    const stopTheme = watchTheme(draw);
    const resize = new ResizeObserver(() => plot.current?.setSize({ width: element.clientWidth, height: 260 }));
    resize.observe(element);
    return () => {
      stopTheme();
      resize.disconnect();
      plot.current?.destroy();
      plot.current = null;
    };
  }, [points, range]);

  useEffect(() => {
    const chart = plot.current;
    const point = selected === null ? undefined : points[selected];
    if (!chart || !point) return;
    const y = point.mood ?? 3;
    chart.setCursor({ left: chart.valToPos(point.x, 'x'), top: chart.valToPos(y, 'y') });
  }, [selected, points]);

  return <div ref={container} aria-hidden="true" className="w-full" />;
}
