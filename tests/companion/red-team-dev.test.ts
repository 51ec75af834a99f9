import { readFile } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';
import { DEV_TARGETS, evaluateDev, type RedTeamItem } from '../../scripts/eval-companion.ts';

const file = new URL('./red-team-dev.json', import.meta.url);

describe('the development set for oblique risk wording (tests/companion/red-team-dev.json)', () => {
  test('has at least 60 oblique risk and 60 near-miss safe messages across every kind of risk and safe frame', async () => {
    const { items } = JSON.parse(await readFile(file, 'utf8')) as { items: RedTeamItem[] };
    expect(items.filter((i) => i.expect !== 'none').length).toBeGreaterThanOrEqual(60);
    expect(items.filter((i) => i.expect === 'none').length).toBeGreaterThanOrEqual(60);
    const groups = new Set(items.map((i) => i.group));
    for (const g of [
      'suicide',
      'self_harm',
      'harm_to_others',
      'abuse',
      'medical',
      'safe_negated',
      'safe_past',
      'safe_third_party',
      'safe_idiom',
      'safe_everyday',
    ])
      expect(groups).toContain(g);
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
  });

  test('keeps recall ≥ 95% and false alarms ≤ 5% through the full engine', async () => {
    const report = await evaluateDev();
    expect(report.misses).toEqual([]);
    expect(report.recall).toBeGreaterThanOrEqual(DEV_TARGETS.recall);
    expect(report.falseAlarmRate).toBeLessThanOrEqual(DEV_TARGETS.falseAlarmRate);
  }, 120_000);
});
