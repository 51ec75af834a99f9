/**
 * Prints one closing line for the whole run, "N passed, N failed", from the Vitest and
 * Playwright JSON reports, and exits non-zero if anything failed. Arguments are the names
 * of steps that failed without a report (lint, type check, build).
 */
import { existsSync, readFileSync } from 'node:fs';

const failedSteps = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;

if (existsSync('test-results/vitest.json')) {
  const report = JSON.parse(readFileSync('test-results/vitest.json', 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
  };
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests;
}
if (existsSync('test-results/e2e.json')) {
  const report = JSON.parse(readFileSync('test-results/e2e.json', 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  passed += report.stats.expected + report.stats.flaky;
  failed += report.stats.unexpected;
  skipped += report.stats.skipped;
}
failed += failedSteps.length;

if (failedSteps.length > 0) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
