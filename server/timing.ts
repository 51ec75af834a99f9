/**
 * Where a request's time goes, for `scripts/bench-backend.ts` (issue 25). Off unless turned on
 * (`timings.enable()`, or `HAVEN_TIMINGS=1` when the process starts): then each labelled phase
 * adds its duration to a running total that the benchmark reads and resets. Off, `timed` only
 * calls the function. Totals are of wall time, so phases that overlap (the statement inside
 * the transaction) nest, and concurrent requests would add up: read them one request at a time.
 */
let enabled = process.env['HAVEN_TIMINGS'] === '1';
const totals = new Map<string, { ms: number; count: number }>();

function add(label: string, started: number) {
  const total = totals.get(label) ?? { ms: 0, count: 0 };
  total.ms += performance.now() - started;
  total.count += 1;
  totals.set(label, total);
}

/** Runs `fn`, adding its duration to `label`'s total when timings are on. */
export function timed<T>(label: string, fn: () => Promise<T>): Promise<T> {
  if (!enabled) return fn();
  const started = performance.now();
  return fn().finally(() => add(label, started));
}

/** `timed` for synchronous work. */
export function timedSync<T>(label: string, fn: () => T): T {
  if (!enabled) return fn();
  const started = performance.now();
  try {
    return fn();
  } finally {
    add(label, started);
  }
}

export const timings = {
  enable(on = true): void {
    enabled = on;
  },
  /** The totals so far (ms and calls per label), and a fresh start. */
  take(): Map<string, { ms: number; count: number }> {
    const copy = new Map(totals);
    totals.clear();
    return copy;
  },
};
