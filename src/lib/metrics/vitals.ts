import { map } from 'nanostores';
import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricType } from 'web-vitals';
import { logger } from '@/lib/logger';
import { reading, type MetricName, type MetricReading } from '@/lib/metrics/thresholds';

/** The latest reading of each metric on this page. Never leaves the browser. */
export const $metrics = map<Partial<Record<MetricName, MetricReading>>>({});

const log = logger.child('metrics');
const memorySampleMs = 30_000;

/** Stores a reading and logs it (memory only when its rating changes, to keep the log short). */
export function record(name: MetricName, value: number) {
  const previous = $metrics.get()[name];
  const next = reading(name, value);
  $metrics.setKey(name, next);
  if (name === 'memory' && previous?.rating === next.rating) return;
  log.info(`${name} ${next.rating}`, {
    action: 'measure',
    context: { metric: name, value: Math.round(value * 1000) / 1000, rating: next.rating, score: next.score },
  });
}

/** Used JS heap in MB where the browser exposes it (Chromium's `performance.memory`). */
export function usedHeapMb(): number | null {
  const memory = (performance as Performance & { memory?: { usedJSHeapSize?: number } }).memory;
  return typeof memory?.usedJSHeapSize === 'number' ? memory.usedJSHeapSize / 1024 / 1024 : null;
}

/** FID only where the browser still reports first-input entries. */
function observeFirstInput() {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('first-input')) return;
  const observer = new PerformanceObserver((list) => {
    const entry = list.getEntries()[0] as PerformanceEventTiming | undefined;
    if (!entry) return;
    record('FID', entry.processingStart - entry.startTime);
    observer.disconnect();
  });
  observer.observe({ type: 'first-input', buffered: true });
}

let started = false;

/**
 * Measures LCP, INP, CLS, FCP, TTFB (web-vitals), FID where reported, and memory where
 * available, into {@link $metrics} and the log. `live` reports every change (for the panel)
 * rather than the final values only.
 */
export function startMetrics({ live = false }: { live?: boolean } = {}) {
  if (started) return;
  started = true;
  const report = (metric: MetricType) => record(metric.name, metric.value);
  const options = { reportAllChanges: live };
  onLCP(report, options);
  onINP(report, options);
  onCLS(report, options);
  onFCP(report, options);
  onTTFB(report, options);
  observeFirstInput();
  const sample = () => {
    const mb = usedHeapMb();
    if (mb !== null) record('memory', mb);
  };
  sample();
  if (usedHeapMb() !== null) setInterval(sample, memorySampleMs);
}
