import { afterEach, describe, expect, test, vi } from 'vitest';
import { storageKeys } from '@/config/haven';
import { mountMetricsPanel } from '@/components/site/MetricsPanel';
import { logger, type LogEntry } from '@/lib/logger';
import { formatValue, overallScore, rate, ratingScores, reading, thresholds, type MetricName } from '@/lib/metrics/thresholds';
import { $metrics, record } from '@/lib/metrics/vitals';
import { performanceSwitches, startMetricsIfEnabled } from '@/scripts/metrics';

afterEach(() => {
  $metrics.set({});
  document.body.replaceChildren();
});

describe('rate', () => {
  test.each<[MetricName, number, number]>([
    ['LCP', 2500, 4000],
    ['FID', 100, 300],
    ['INP', 200, 500],
    ['CLS', 0.1, 0.25],
    ['FCP', 1800, 3000],
    ['TTFB', 800, 1800],
    ['memory', 100, 150],
  ])('%s is good up to %d and poor above %d', (name, good, poor) => {
    expect(thresholds[name]).toEqual([good, poor]);
    expect(rate(name, 0)).toBe('good');
    expect(rate(name, good)).toBe('good');
    expect(rate(name, good + (name === 'CLS' ? 0.001 : 1))).toBe('needs-improvement');
    expect(rate(name, poor)).toBe('needs-improvement');
    expect(rate(name, poor + (name === 'CLS' ? 0.001 : 1))).toBe('poor');
  });

  test('scores good 100, needs-improvement 75, poor 25', () => {
    expect(ratingScores).toEqual({ good: 100, 'needs-improvement': 75, poor: 25 });
    expect(reading('LCP', 3000)).toEqual({ name: 'LCP', value: 3000, rating: 'needs-improvement', score: 75 });
    expect(overallScore([reading('LCP', 1000), reading('CLS', 0.3)])).toBe(63);
    expect(overallScore([])).toBeNull();
  });

  test('formats values for the panel', () => {
    expect(formatValue('LCP', 1234.56)).toBe('1235 ms');
    expect(formatValue('CLS', 0.04567)).toBe('0.046');
    expect(formatValue('memory', 87.4)).toBe('87 MB');
  });
});

describe('record', () => {
  const logged = () => {
    logger.flush();
    return (JSON.parse(localStorage.getItem(storageKeys.logs) ?? '[]') as LogEntry[]).filter((entry) => entry.component === 'metrics');
  };

  test('keeps the latest reading and logs it through the logger', () => {
    record('LCP', 4200);
    expect($metrics.get().LCP).toEqual({ name: 'LCP', value: 4200, rating: 'poor', score: 25 });
    const [entry] = logged();
    expect(entry).toMatchObject({ level: 'info', message: 'LCP poor', action: 'measure' });
    expect(entry!.context).toEqual({ metric: 'LCP', value: 4200, rating: 'poor', score: 25 });
  });

  test('logs memory only when its rating changes', () => {
    record('memory', 40);
    record('memory', 60);
    record('memory', 120);
    expect($metrics.get().memory?.value).toBe(120);
    expect(logged().map((entry) => entry.message)).toEqual(['memory good', 'memory needs-improvement']);
  });
});

describe('performanceSwitches', () => {
  const settings = (performance: unknown) => localStorage.setItem(storageKeys.settings, JSON.stringify({ performance }));

  test('are off by default and when settings are unreadable', () => {
    expect(performanceSwitches()).toEqual({ enableMetrics: false, debugMode: false });
    localStorage.setItem(storageKeys.settings, '{oops');
    expect(performanceSwitches()).toEqual({ enableMetrics: false, debugMode: false });
  });

  test('follow the enableMetrics and debugMode settings', () => {
    settings({ enableMetrics: true, debugMode: false });
    expect(performanceSwitches()).toEqual({ enableMetrics: true, debugMode: false });
    settings({ enableMetrics: true, debugMode: true });
    expect(performanceSwitches()).toEqual({ enableMetrics: true, debugMode: true });
    settings({ enableMetrics: 'yes', debugMode: 1 });
    expect(performanceSwitches()).toEqual({ enableMetrics: false, debugMode: false });
  });

  test('the performance-monitoring flag also turns metrics on', () => {
    localStorage.setItem(storageKeys.performanceMonitoring, 'enabled');
    expect(performanceSwitches().enableMetrics).toBe(true);
  });
});

describe('startMetricsIfEnabled', () => {
  test('does not load the metrics code while metrics are off', () => {
    const load = vi.fn();
    expect(startMetricsIfEnabled(load)).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  test('loads it when they are on, with the panel only in debug mode', async () => {
    const startMonitoring = vi.fn();
    const load = vi.fn(async () => ({ startMonitoring }));
    localStorage.setItem(storageKeys.settings, JSON.stringify({ performance: { enableMetrics: true, debugMode: true } }));
    expect(startMetricsIfEnabled(load)).toBe(true);
    await vi.waitFor(() => expect(startMonitoring).toHaveBeenCalledWith({ panel: true }));
    localStorage.setItem(storageKeys.settings, JSON.stringify({ performance: { enableMetrics: true, debugMode: false } }));
    startMetricsIfEnabled(load);
    await vi.waitFor(() => expect(startMonitoring).toHaveBeenLastCalledWith({ panel: false }));
  });
});

describe('mountMetricsPanel', () => {
  test('shows each reading with a worded rating and the overall score, live', () => {
    mountMetricsPanel($metrics);
    const panel = document.querySelector<HTMLElement>('[data-metrics-panel]')!;
    expect(panel).toHaveAccessibleName('Performance (debug mode)');
    expect(panel).toHaveTextContent('Waiting for the first measurements');
    record('TTFB', 300);
    record('CLS', 0.3);
    const rows = [...panel.querySelectorAll('tbody tr')].map((row) => row.textContent);
    expect(rows).toEqual(['CLS0.300Poor', 'TTFB300 msGood']);
    expect(panel).toHaveTextContent('Score: 63 out of 100');
    expect(panel).toHaveTextContent('Nothing is sent anywhere');
  });

  test('mounts once and hides on request', () => {
    mountMetricsPanel($metrics);
    mountMetricsPanel($metrics);
    expect(document.querySelectorAll('[data-metrics-panel]')).toHaveLength(1);
    document.querySelector<HTMLButtonElement>('button[aria-label="Hide the performance panel"]')!.click();
    expect(document.querySelector('[data-metrics-panel]')).toBeNull();
  });
});
