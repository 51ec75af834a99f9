import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { limits, storageKeys } from '@/config/haven';
import { createLogger, type LogEntry } from '@/lib/logger';
import { auditDocument, runSeoAudit } from '@/lib/metrics/seo';
import { scheduleSeoAudit, seoAuditEnabled } from '@/scripts/seo-audit';

function page(title: string | null, description: string | null) {
  document.head.replaceChildren();
  if (title !== null) document.head.append(Object.assign(document.createElement('title'), { textContent: title }));
  if (description !== null) {
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = description;
    document.head.append(meta);
  }
}

const stored = () => JSON.parse(localStorage.getItem(storageKeys.logs) ?? '[]') as LogEntry[];

describe('the SEO audit switch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('is on only when seo-monitoring is exactly "enabled"', () => {
    expect(seoAuditEnabled()).toBe(false);
    for (const value of ['true', '1', 'Enabled', 'disabled']) {
      localStorage.setItem(storageKeys.seoMonitoring, value);
      expect(seoAuditEnabled()).toBe(false);
    }
    localStorage.setItem(storageKeys.seoMonitoring, 'enabled');
    expect(seoAuditEnabled()).toBe(true);
  });

  test('never loads the audit while off', async () => {
    const load = vi.fn();
    expect(scheduleSeoAudit(load)).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).not.toHaveBeenCalled();
  });

  test('runs the audit 2 s after load when enabled', async () => {
    localStorage.setItem(storageKeys.seoMonitoring, 'enabled');
    const runSeoAudit = vi.fn();
    const load = vi.fn(async () => ({ runSeoAudit }));
    expect(document.readyState).toBe('complete');
    expect(scheduleSeoAudit(load)).toBe(true);
    await vi.advanceTimersByTimeAsync(limits.seo.auditDelayMs - 1);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(runSeoAudit).toHaveBeenCalledTimes(1);
  });
});

describe('auditDocument', () => {
  test('passes a 30–60 character title and a 120–160 character description', () => {
    page('t'.repeat(30), 'd'.repeat(160));
    expect(auditDocument().map((finding) => finding.problem)).toEqual([null, null]);
    page('t'.repeat(60), 'd'.repeat(120));
    expect(auditDocument().map((finding) => finding.problem)).toEqual([null, null]);
  });

  test('flags short, long and missing ones', () => {
    page('t'.repeat(29), 'd'.repeat(161));
    expect(auditDocument()).toEqual([
      { check: 'title', length: 29, range: [30, 60], problem: 'too short' },
      { check: 'description', length: 161, range: [120, 160], problem: 'too long' },
    ]);
    page('t'.repeat(61), null);
    expect(auditDocument().map((finding) => finding.problem)).toEqual(['too long', 'missing']);
    page(null, '');
    expect(auditDocument().map((finding) => finding.problem)).toEqual(['missing', 'missing']);
  });
});

describe('runSeoAudit', () => {
  test('logs a warning for each problem, through the logger', () => {
    page('Too short', 'd'.repeat(140));
    runSeoAudit(document, createLogger({ console: { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() } }));
    const entries = stored();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      level: 'warn',
      message: 'SEO: the title is too short',
      component: 'seo-audit',
      context: { check: 'title', length: 9, min: 30, max: 60 },
    });
  });

  test('logs one line when everything passes', () => {
    page('A calm place to look after your mind — Haven', 'd'.repeat(130));
    runSeoAudit(document, createLogger({ console: { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() } }));
    expect(stored()).toEqual([
      expect.objectContaining({
        level: 'info',
        message: 'SEO: title and description lengths pass',
        context: { path: '/', titleLength: 44, descriptionLength: 130 },
      }),
    ]);
  });
});
