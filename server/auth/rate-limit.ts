import type { RateLimit } from '../config.ts';

/**
 * Per-key sliding-window limiter: remembers the times of recent hits and refuses a hit when
 * `max` already fall within the last `windowSeconds`. Memory is bounded by pruning stale keys.
 */
export class SlidingWindowLimiter {
  readonly #hits = new Map<string, number[]>();
  readonly #limit: RateLimit;
  #calls = 0;

  constructor(limit: RateLimit) {
    this.#limit = limit;
  }

  /** Records a hit for `key`; returns 0 when allowed, else the seconds until one is allowed. */
  hit(key: string, now = Date.now()): number {
    const windowMs = this.#limit.windowSeconds * 1000;
    const recent = (this.#hits.get(key) ?? []).filter((t) => t > now - windowMs);
    if (++this.#calls % 1000 === 0) this.#prune(now - windowMs);
    if (recent.length >= this.#limit.max) {
      this.#hits.set(key, recent);
      return Math.max(1, Math.ceil((recent[0]! + windowMs - now) / 1000));
    }
    recent.push(now);
    this.#hits.set(key, recent);
    return 0;
  }

  #prune(before: number) {
    for (const [key, times] of this.#hits) {
      if (times.every((t) => t <= before)) this.#hits.delete(key);
    }
  }
}
