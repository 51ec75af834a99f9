import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ChartPoint, ChartRange } from '@/lib/insights/series';
import { chartOptions } from './chart-options';
import { readChartTheme, watchTheme } from './chart-theme';

interface Props {
  points: readonly ChartPoint[];
  range: ChartRange;
  /** The point chosen with the keyboard, or null. */
  selected: number | null;
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
      plot.current = new uPlot(chartOptions(points, range, readChartTheme(), element.clientWidth || 600), data, element);
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
