import type uPlot from 'uplot';
import { expect, test } from 'vitest';
import { chartOptions } from '@/components/dashboard/chart-options';
import type { ChartTheme } from '@/components/dashboard/chart-theme';
import type { ChartPoint } from '@/lib/insights/series';

const theme = { text: '#000', grid: '#ccc', font: '12px sans-serif', mood: '#060', energy: '#960', background: '#fff' } as ChartTheme;
const at = (iso: string, label: string): ChartPoint => ({ x: Date.parse(iso) / 1000, label, mood: 3, energy: null, checkIns: 1 });

function xLabels(points: ChartPoint[], range: 'day' | 'week', width = 600) {
  const options = chartOptions(points, range, theme, width);
  const axis = options.axes![0]! as { splits: (self: uPlot) => number[]; values: (self: uPlot, splits: number[]) => string[] };
  const self = { width } as uPlot;
  return { labels: axis.values(self, axis.splits(self)), range: options.scales!['x']!.range as [number, number] };
}

test('today’s check-ins are labelled with their own times, never as seconds, and never on top of each other', () => {
  const points = [at('2026-11-26T09:04:00Z', '9:04 am'), at('2026-11-26T15:06:00Z', '3:06 pm')];
  const { labels, range } = xLabels(points, 'day');
  expect(labels).toEqual(['9:04 am', '3:06 pm']);
  // Minutes apart, only the latest keeps its label.
  const close = [at('2026-11-26T15:08:00Z', '3:08 pm'), at('2026-11-26T15:09:00Z', '3:09 pm'), at('2026-11-26T15:10:00Z', '3:10 pm')];
  expect(xLabels(close, 'day').labels).toEqual(['3:10 pm']);
  // Room either side, so neither point sits on the chart's edge.
  expect(range[0]).toBeLessThan(points[0]!.x);
  expect(range[1]).toBeGreaterThan(points[1]!.x);
});

test('a narrow chart thins the labels and always keeps the latest', () => {
  const points = Array.from({ length: 12 }, (_, i) => at(`2026-11-26T${String(8 + i).padStart(2, '0')}:00:00Z`, `${i}`));
  const { labels } = xLabels(points, 'day', 320);
  expect(labels.length).toBeLessThan(points.length);
  expect(labels.at(-1)).toBe('11');
});

test('week and month label days by name without the weekday', () => {
  const points: ChartPoint[] = ['Mon, Nov 23', 'Tue, Nov 24'].map((label, x) => ({ x, label, mood: 3, energy: null, checkIns: 1 }));
  expect(xLabels(points, 'week').labels).toEqual(['Nov 23', 'Nov 24']);
});
