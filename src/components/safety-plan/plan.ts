/**
 * The safety plan (Stanley & Brown's six steps, plus the reason most worth living for), kept
 * only in this browser's localStorage. Nothing here ever reaches a server.
 */

export const PLAN_KEY = 'haven-safety-plan';

export type StepId = 'warning' | 'coping' | 'distraction' | 'people' | 'professionals' | 'environment';

export interface PlanItem {
  text: string;
  /** A phone number or other way to reach someone (steps 3–5). */
  contact: string;
}

export interface SafetyPlan {
  v: 1;
  steps: Record<StepId, PlanItem[]>;
  reason: string;
  updatedAt: string | null;
}

export interface StepInfo {
  id: StepId;
  title: string;
  prompt: string;
  placeholder: string;
  /** Whether items have a contact field. */
  contact: boolean;
}

export const STEPS: StepInfo[] = [
  {
    id: 'warning',
    title: 'Warning signs',
    prompt: 'Thoughts, feelings, situations or behaviors that tell me a crisis may be starting.',
    placeholder: 'For example: not sleeping, pulling away from friends',
    contact: false,
  },
  {
    id: 'coping',
    title: 'Things I can do on my own',
    prompt: 'Ways to take my mind off things or calm down, without contacting anyone.',
    placeholder: 'For example: a walk, box breathing, a hot shower, music',
    contact: false,
  },
  {
    id: 'distraction',
    title: 'People and places that help me take my mind off things',
    prompt: 'People to be with, and places where I can be around others.',
    placeholder: 'For example: my cousin Sam, the library, the coffee shop on Main St',
    contact: true,
  },
  {
    id: 'people',
    title: 'People I can ask for help',
    prompt: 'People I can tell that I’m struggling.',
    placeholder: 'Name',
    contact: true,
  },
  {
    id: 'professionals',
    title: 'Professionals and services I can contact',
    prompt: 'My doctor, therapist or other services. The crisis lines below are always on your plan.',
    placeholder: 'For example: Dr. Lee, my therapist',
    contact: true,
  },
  {
    id: 'environment',
    title: 'Making my space safer',
    prompt: 'Steps to keep myself safe, such as asking someone I trust to hold onto things I could use to hurt myself.',
    placeholder: 'For example: ask my sister to keep my medication for now',
    contact: false,
  },
];

export function emptyPlan(): SafetyPlan {
  return {
    v: 1,
    steps: { warning: [], coping: [], distraction: [], people: [], professionals: [], environment: [] },
    reason: '',
    updatedAt: null,
  };
}

const clean = (v: unknown, max: number) => (typeof v === 'string' ? v.slice(0, max) : '');

/** Reads the plan from this device; a damaged or missing plan gives an empty one. */
export function loadPlan(storage: Storage = localStorage): SafetyPlan {
  const plan = emptyPlan();
  try {
    const raw = JSON.parse(storage.getItem(PLAN_KEY) ?? 'null') as Partial<SafetyPlan> | null;
    if (!raw || raw.v !== 1) return plan;
    for (const step of STEPS) {
      const items = raw.steps?.[step.id];
      if (Array.isArray(items)) {
        plan.steps[step.id] = items.slice(0, 20).map((item) => ({ text: clean(item?.text, 300), contact: clean(item?.contact, 80) }));
      }
    }
    plan.reason = clean(raw.reason, 500);
    plan.updatedAt = typeof raw.updatedAt === 'string' ? raw.updatedAt : null;
  } catch {
    // A damaged plan is treated as empty rather than breaking the page.
  }
  return plan;
}

/** Saves the plan on this device, dropping empty rows. */
export function savePlan(plan: SafetyPlan, storage: Storage = localStorage, now = new Date()): SafetyPlan {
  const saved: SafetyPlan = { ...plan, updatedAt: now.toISOString() };
  storage.setItem(PLAN_KEY, JSON.stringify(saved));
  return saved;
}

export function isEmpty(plan: SafetyPlan): boolean {
  return !plan.reason.trim() && STEPS.every((s) => plan.steps[s.id].every((i) => !i.text.trim() && !i.contact.trim()));
}

/** A `tel:` link for a phone-like contact, or null. */
export function telHref(contact: string): string | null {
  const digits = contact.replace(/[^\d+]/g, '');
  return digits.length >= 3 && /^[\d\s()+.-]+$/.test(contact.trim()) ? `tel:${digits}` : null;
}
