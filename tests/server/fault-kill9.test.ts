import { expect, test } from 'vitest';
import { formatTrial, runKillTrials } from './harness/fault-kill9.ts';

/**
 * CI's share of harness/fault-kill9.ts: the embedded server (its own process, PGlite on disk) is
 * killed with SIGKILL while ten clients write the way the app does (client-generated client_id,
 * upsert ignoring duplicates), restarted on the same data directory, and the clients re-send what
 * was never answered. No acknowledged write may be lost, no re-sent one missing, none duplicated.
 */
test('kill -9 during writes: 3 trials, nothing acknowledged lost, nothing duplicated after retries', async () => {
  const results = await runKillTrials({ trials: 3, writers: 10 });
  const report = results.map(formatTrial).join('\n');
  expect(results, report).toHaveLength(3);
  for (const result of results) {
    expect(result.acknowledged, report).toBeGreaterThan(0);
    expect(result.unanswered, `${report}\n(the kill must interrupt writes in flight)`).toBeGreaterThan(0);
    expect(result.lost, report).toBe(0);
    expect(result.missingAfterRetry, report).toBe(0);
    expect(result.duplicates, report).toBe(0);
    expect(result.unexpected, report).toBe(0);
  }
}, 900_000);
