import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { chartRanges, chartSeries, type ChartPoint, type ChartRange } from '@/lib/insights/series';
import { energyLabel, moodLabel } from '@/lib/insights/scales';
import { oneDecimal } from '@/lib/insights/time';
import type { MoodLog } from '@/lib/queries/mood';
import { $recentMoods } from '@/stores/mood';
import { $settings } from '@/stores/settings';
import { MoodTable } from './MoodTable';

/** uPlot and the canvas load only once the chart scrolls into view. */
const MoodChartCanvas = lazy(() => import('./MoodChartCanvas'));

export function describePoint(point: ChartPoint): string {
  if (point.mood === null) return `${point.label}: no check-ins.`;
  const mood = `${point.checkIns > 1 ? 'average mood' : 'mood'} ${oneDecimal(point.mood)} of 5 (${moodLabel(point.mood)})`;
  const energy = point.energy === null ? '' : `, energy ${oneDecimal(point.energy)} (${energyLabel(point.energy)})`;
  return `${point.label}: ${mood}${energy}${point.checkIns > 1 ? `, ${point.checkIns} check-ins` : ''}.`;
}

const none: MoodLog[] = [];

/** The mood chart with day, week and month ranges, keyboard reading and a table view. */
export function MoodChart() {
  const recent = useStore($recentMoods);
  const moods = recent.data ?? none;
  // Until the check-ins arrive, the chart's shape holds the space: saying "no check-ins" would be untrue.
  const loading = recent.data === undefined && !recent.error;
  const timeZone = useStore($settings).preferences.timezone;
  const [range, setRange] = useState<ChartRange>('week');
  const [asTable, setAsTable] = useState(false);
  const [visible, setVisible] = useState(false);
  const [selected, setSelected] = useState<number | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  const points = useMemo(() => chartSeries(moods, range, timeZone, new Date()), [moods, range, timeZone]);
  const hasData = points.some((point) => point.mood !== null);

  useEffect(() => {
    const element = frame.current;
    if (!element || visible) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setVisible(true), {
      rootMargin: '200px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible, asTable, hasData]);

  useEffect(() => setSelected(null), [range]);

  const move = (key: string) => {
    const last = points.length - 1;
    const next = { ArrowRight: (selected ?? -1) + 1, ArrowLeft: (selected ?? last + 1) - 1, Home: 0, End: last }[key];
    if (next === undefined) return false;
    setSelected(Math.max(0, Math.min(last, next)));
    return true;
  };
  const rangeLabel = chartRanges.find((item) => item.key === range)!.label.toLowerCase();

  return (
    <section aria-labelledby="mood-chart-heading" className="border-border bg-card rounded-2xl border p-5 md:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="mood-chart-heading" className="text-2xl font-semibold">
          Your mood
        </h2>
        <div className="flex flex-wrap gap-2">
          <div role="group" aria-label="Time range" className="flex gap-1">
            {chartRanges.map((item) => (
              <Button
                key={item.key}
                variant={item.key === range ? 'primary' : 'outline'}
                aria-pressed={item.key === range}
                className="px-4"
                onClick={() => setRange(item.key)}
              >
                {item.label}
              </Button>
            ))}
          </div>
          <Button variant="ghost" aria-pressed={asTable} onClick={() => setAsTable(!asTable)}>
            {asTable ? 'Show as chart' : 'Show as table'}
          </Button>
        </div>
      </div>

      {loading ? (
        <div className="mt-3 min-h-[260px]">
          <ChartSkeleton />
        </div>
      ) : !hasData ? (
        <p className="text-muted-foreground mt-6">
          No check-ins {range === 'day' ? 'today' : `in the last ${range === 'week' ? '7' : '30'} days`} yet. Your chart fills in as you
          check in.
        </p>
      ) : asTable ? (
        <MoodTable points={points} range={range} />
      ) : (
        <>
          <ChartLegend />
          <div
            ref={frame}
            tabIndex={0}
            role="group"
            aria-roledescription="chart"
            aria-label={`Mood and energy, ${rangeLabel}, on a scale of 1 to 5. Use the left and right arrow keys to read each ${range === 'day' ? 'check-in' : 'day'}.`}
            className="mt-3 min-h-[260px] rounded-lg"
            onKeyDown={(event) => move(event.key) && event.preventDefault()}
            onBlur={() => setSelected(null)}
          >
            {visible ? (
              <Suspense fallback={<ChartSkeleton />}>
                <MoodChartCanvas points={points} range={range} selected={selected} />
              </Suspense>
            ) : (
              <ChartSkeleton />
            )}
          </div>
          <p aria-live="polite" className="mt-2 min-h-6 text-sm">
            {selected !== null && points[selected] ? describePoint(points[selected]) : ''}
          </p>
        </>
      )}
    </section>
  );
}

/** The chart's shape (its five mood lines) while the drawing code loads: the space never sits blank. */
function ChartSkeleton() {
  return (
    <div className="flex h-[260px] flex-col justify-between py-3 pl-10">
      <span className="sr-only">Loading the chart…</span>
      {[5, 4, 3, 2, 1].map((level) => (
        <span key={level} aria-hidden="true" className="border-border block border-t" />
      ))}
    </div>
  );
}

function ChartLegend() {
  return (
    <ul aria-hidden="true" className="text-muted-foreground mt-4 flex gap-5 text-sm">
      <li className="flex items-center gap-2">
        <span className="bg-primary inline-block h-1 w-6 rounded" /> Mood
      </li>
      <li className="flex items-center gap-2">
        <span className="border-warning inline-block w-6 border-t-2 border-dashed" /> Energy
      </li>
    </ul>
  );
}
