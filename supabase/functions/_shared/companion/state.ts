/**
 * The chat state: a fresh one, and a strict check of one sent by the browser (unknown keys
 * dropped, lists and strings clamped, anything malformed replaced by a safe default).
 */
import { EXERCISES } from './flows.ts';
import type { ChatState, DoneItem, ExerciseKind, FlowState } from './types.ts';

export function freshState(now: number): ChatState {
  return {
    v: 1,
    flow: null,
    safety: 'none',
    safetyTurns: 0,
    pending: null,
    pendingCats: [],
    riskTrail: 0,
    turns: 0,
    startedAt: now,
    lastReminderAt: now,
    lastAt: now,
    feelings: [],
    topics: [],
    done: [],
    recent: [],
    linked: [],
  };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown, max: number) => (typeof v === 'string' ? v.slice(0, max) : '');
const strings = (v: unknown, items: number, max: number) =>
  Array.isArray(v)
    ? v
        .filter((x): x is string => typeof x === 'string')
        .slice(-items)
        .map((x) => x.slice(0, max))
    : [];
const time = (v: unknown, fallback: number, now: number) =>
  typeof v === 'number' && Number.isFinite(v) && v > 0 && v <= now + 60_000 ? v : fallback;
const count = (v: unknown, max: number) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? Math.min(v, max) : 0);
const isKind = (v: unknown): v is ExerciseKind => typeof v === 'string' && (EXERCISES as string[]).includes(v);

function flowOf(v: unknown): FlowState | null {
  if (!isObject(v) || !isKind(v['kind'])) return null;
  const data: Record<string, string> = {};
  if (isObject(v['data'])) {
    for (const [key, value] of Object.entries(v['data']).slice(0, 12))
      if (typeof value === 'string') data[key.slice(0, 40)] = value.slice(0, 1200);
  }
  return { kind: v['kind'], step: count(v['step'], 20), data };
}

function doneOf(v: unknown): DoneItem[] {
  if (!Array.isArray(v)) return [];
  return v
    .filter(isObject)
    .filter((d) => isKind(d['kind']))
    .slice(-8)
    .map((d) => ({ kind: d['kind'] as ExerciseKind, title: str(d['title'], 80), lines: strings(d['lines'], 10, 700) }));
}

/** The state the browser sent, made safe to use; a fresh state when there is none. */
export function sanitizeState(raw: unknown, now: number): ChatState {
  const fresh = freshState(now);
  if (!isObject(raw) || raw['v'] !== 1) return fresh;
  const safety = raw['safety'] === 'crisis' || raw['safety'] === 'concern' ? raw['safety'] : 'none';
  const pending = raw['pending'] === 'clarify-risk' || raw['pending'] === 'safe-check' ? raw['pending'] : null;
  const startedAt = time(raw['startedAt'], now, now);
  return {
    v: 1,
    flow: flowOf(raw['flow']),
    safety,
    safetyTurns: count(raw['safetyTurns'], 20),
    pending,
    pendingCats: strings(raw['pendingCats'], 6, 30),
    ...(pending && raw['pendingGuessed'] === true ? { pendingGuessed: true } : {}),
    riskTrail: typeof raw['riskTrail'] === 'number' && raw['riskTrail'] >= 0 && raw['riskTrail'] <= 1 ? raw['riskTrail'] : 0,
    turns: count(raw['turns'], 100_000),
    startedAt,
    lastReminderAt: Math.max(startedAt, time(raw['lastReminderAt'], startedAt, now)),
    lastAt: time(raw['lastAt'], now, now),
    feelings: strings(raw['feelings'], 12, 40),
    topics: strings(raw['topics'], 12, 20),
    done: doneOf(raw['done']),
    recent: strings(raw['recent'], 16, 60),
    linked: strings(raw['linked'], 10, 120),
  };
}
