/** The crisis-language screen shared with Wren (pure, synchronous, no dependencies). */
export { screenText, type ScreenResult } from '../../../supabase/functions/_shared/safety/screen.ts';

export const referredStorageKey = 'haven-journal-referred';

/** Whether crisis resources were already counted for this entry (once per entry). */
export function wasReferred(clientId: string, storage: Storage = localStorage): boolean {
  return readReferred(storage).includes(clientId);
}

export function markReferred(clientId: string, storage: Storage = localStorage) {
  storage.setItem(referredStorageKey, JSON.stringify([...readReferred(storage), clientId].slice(-500)));
}

function readReferred(storage: Storage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(referredStorageKey) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((value): value is string => typeof value === 'string') : [];
  } catch {
    return [];
  }
}
