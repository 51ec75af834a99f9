import { describe, expect, test } from 'vitest';
import { PLAN_KEY, emptyPlan, isEmpty, loadPlan, savePlan, STEPS, telHref } from '@/components/safety-plan/plan';

describe('the safety plan on this device', () => {
  test('has the six Stanley-Brown steps in order', () => {
    expect(STEPS.map((s) => s.id)).toEqual(['warning', 'coping', 'distraction', 'people', 'professionals', 'environment']);
  });

  test('saves to and loads from localStorage only', () => {
    const plan = emptyPlan();
    plan.steps.warning = [{ text: 'Not sleeping', contact: '' }];
    plan.reason = 'My dog';
    const saved = savePlan(plan, localStorage, new Date('2026-11-21T10:00:00Z'));
    expect(saved.updatedAt).toBe('2026-11-21T10:00:00.000Z');
    expect(loadPlan()).toEqual(saved);
    expect(isEmpty(loadPlan())).toBe(false);
  });

  test('a damaged or foreign value gives an empty plan instead of an error', () => {
    localStorage.setItem(PLAN_KEY, '{not json');
    expect(loadPlan()).toEqual(emptyPlan());
    localStorage.setItem(PLAN_KEY, JSON.stringify({ v: 1, steps: { warning: [{ text: 'x'.repeat(999), contact: 5 }] } }));
    const plan = loadPlan();
    expect(plan.steps.warning[0]!.text).toHaveLength(300);
    expect(plan.steps.warning[0]!.contact).toBe('');
  });

  test('phone-like contacts become tel: links', () => {
    expect(telHref('(555) 013-4000')).toBe('tel:5550134000');
    expect(telHref('+1 555 0134')).toBe('tel:+15550134');
    expect(telHref('ask at the front desk')).toBeNull();
  });
});
