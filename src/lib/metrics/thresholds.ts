/**
 * Web-vital thresholds and scores (product spec, section 9, "Performance and SEO"). INP replaced
 * FID as a Core Web Vital in 2024; FID is kept for browsers that still report a first input.
 */
export const metricNames = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB', 'FID', 'memory'] as const;
export type MetricName = (typeof metricNames)[number];
export type Rating = 'good' | 'needs-improvement' | 'poor';

/** [good, poor]: up to `good` is good, above `poor` is poor (ms; CLS unitless; memory MB). */
export const thresholds: Record<MetricName, readonly [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
  FID: [100, 300],
  memory: [100, 150],
};

export const ratingScores: Record<Rating, number> = { good: 100, 'needs-improvement': 75, poor: 25 };

export const units: Record<MetricName, string> = { LCP: 'ms', INP: 'ms', CLS: '', FCP: 'ms', TTFB: 'ms', FID: 'ms', memory: 'MB' };

export function rate(name: MetricName, value: number): Rating {
  const [good, poor] = thresholds[name];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

export interface MetricReading {
  name: MetricName;
  value: number;
  rating: Rating;
  score: number;
}

export function reading(name: MetricName, value: number): MetricReading {
  const rating = rate(name, value);
  return { name, value, rating, score: ratingScores[rating] };
}

/** The mean score of the readings so far, or null before the first one. */
export function overallScore(readings: readonly MetricReading[]): number | null {
  if (readings.length === 0) return null;
  return Math.round(readings.reduce((sum, item) => sum + item.score, 0) / readings.length);
}

/** Display form: whole milliseconds and megabytes, CLS to three places. */
export function formatValue(name: MetricName, value: number): string {
  const unit = units[name];
  return name === 'CLS' ? value.toFixed(3) : `${Math.round(value)}${unit ? ` ${unit}` : ''}`;
}
