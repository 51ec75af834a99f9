import { storageKeys } from '@/config/haven';

/**
 * A guest's answer to "are you 18 or older?", kept on this device so it is asked once. "Under
 * 18" sticks: the same browser is not offered the question again (a neutral age screen should
 * not invite a second try). Members answer at sign-up instead.
 */
export type GuestAge = 'adult' | 'under-18';

export function readGuestAge(): GuestAge | null {
  try {
    const value = localStorage.getItem(storageKeys.wrenAge);
    return value === 'adult' || value === 'under-18' ? value : null;
  } catch {
    return null;
  }
}

export function saveGuestAge(age: GuestAge) {
  try {
    localStorage.setItem(storageKeys.wrenAge, age);
  } catch {
    // Private modes may refuse storage: the answer then lasts for this page only.
  }
}

/**
 * What the chat page shows first: help for young people, the disclosure gate (with the age
 * question for a guest who has not answered it) or the conversation. The boot script makes the
 * same choice before first paint (src/lib/boot-script.ts), so the loading preview matches.
 */
export type ChatStart = 'young' | 'gate' | 'gate-age' | 'chat';

export function chatStart({
  signedIn,
  guestAge,
  gateNeeded,
}: {
  signedIn: boolean;
  guestAge: GuestAge | null;
  gateNeeded: boolean;
}): ChatStart {
  if (!signedIn && guestAge === 'under-18') return 'young';
  if (!signedIn && guestAge === null) return 'gate-age';
  return gateNeeded ? 'gate' : 'chat';
}
