/**
 * A guest's answer to "are you 18 or older?", kept on this device so it is asked once. "Under
 * 18" sticks: the same browser is not offered the question again (a neutral age screen should
 * not invite a second try). Members answer at sign-up instead.
 */
export type GuestAge = 'adult' | 'under-18';

const KEY = 'haven-wren-age';

export function readGuestAge(): GuestAge | null {
  try {
    const value = localStorage.getItem(KEY);
    return value === 'adult' || value === 'under-18' ? value : null;
  } catch {
    return null;
  }
}

export function saveGuestAge(age: GuestAge) {
  try {
    localStorage.setItem(KEY, age);
  } catch {
    // Private modes may refuse storage: the answer then lasts for this page only.
  }
}
