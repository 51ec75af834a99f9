import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { chatStart, readGuestAge } from '@/components/companion/guest-age';
import { storageKeys } from '@/config/haven';
import { bootScript } from '@/lib/boot-script';
import { checkDisclosure } from '@/stores/companion';

const root = document.documentElement;
/** What the test setup put on <html> (the toaster mark); each run starts from exactly this. */
const initialDataset = { ...root.dataset };
const now = Date.parse('2026-11-21T10:00:00Z');
const minutes = (n: number) => n * 60_000;

function runBoot() {
  for (const key of Object.keys(root.dataset)) delete root.dataset[key];
  Object.assign(root.dataset, initialDataset);
  new Function(bootScript)();
  return { ...root.dataset };
}

beforeEach(() => {
  vi.useFakeTimers({ now, toFake: ['Date'] });
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query })) as unknown as typeof window.matchMedia;
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('boot script', () => {
  test('reads signed-in state, theme and text size before first paint', () => {
    localStorage.setItem(storageKeys.session, JSON.stringify({ refresh_token: 'r', user: { id: 'u' } }));
    localStorage.setItem(storageKeys.theme, JSON.stringify({ mode: 'dark' }));
    localStorage.setItem(storageKeys.settings, JSON.stringify({ preferences: { accessibility: { fontSize: 'large' } } }));
    expect(runBoot()).toMatchObject({ auth: 'signed-in', theme: 'dark', themeMode: 'dark', fontSize: 'large' });
    localStorage.setItem(storageKeys.session, '{not json');
    localStorage.removeItem(storageKeys.theme);
    localStorage.removeItem(storageKeys.settings);
    expect(runBoot()).toMatchObject({ auth: 'signed-out', theme: 'light', themeMode: 'auto', fontSize: 'medium' });
  });

  const sessions: Record<string, string | null> = {
    none: null,
    fresh: JSON.stringify({ ackAt: now - minutes(40), lastAt: now - minutes(5), conversationId: null }),
    stale: JSON.stringify({ ackAt: now - minutes(90), lastAt: now - minutes(31), conversationId: null }),
    incomplete: JSON.stringify({ lastAt: now - minutes(1) }),
    broken: '{"ackAt":',
  };
  const cases = [true, false].flatMap((signedIn) =>
    [null, 'adult', 'under-18', 'teen'].flatMap((age) =>
      [null, new Date(now - minutes(60 * 24)).toISOString()].flatMap((disclosed) =>
        Object.keys(sessions).map((session) => ({ signedIn, age, disclosed, session })),
      ),
    ),
  );

  test.each(cases)('opens the chat the way the chat itself will: %j', ({ signedIn, age, disclosed, session }) => {
    if (signedIn) localStorage.setItem(storageKeys.session, JSON.stringify({ refresh_token: 'r', user: { id: 'u' } }));
    if (age) localStorage.setItem(storageKeys.wrenAge, age);
    if (disclosed) localStorage.setItem(storageKeys.wrenDisclosed, disclosed);
    if (sessions[session]) sessionStorage.setItem(storageKeys.wrenSession, sessions[session]);

    const booted = runBoot();
    const gate = checkDisclosure(now);
    expect(booted['wrenStart']).toBe(chatStart({ signedIn, guestAge: readGuestAge(), gateNeeded: gate.needed }));
    expect(booted['wrenFirstUse']).toBe(gate.firstUse ? 'yes' : 'no');
  });

  test('a first-time guest sees the disclosure with the age question', () => {
    expect(runBoot()).toMatchObject({ wrenStart: 'gate-age', wrenFirstUse: 'yes' });
  });
});
