import { storageKeys } from '@/config/haven';
import { clearStoredAuth } from '@/lib/auth-actions';
import { clearDeviceCopies } from '@/lib/device-copy';
import { clearOutbox } from '@/lib/journal/outbox';

/** Device choices that hold nothing about the person; they survive account deletion. */
const keep = new Set<string>([storageKeys.settings, storageKeys.theme]);

/**
 * Forgets what this browser keeps for Haven (session, plan, drafts, outbox, the copy of the
 * member's rows kept for reading offline, logs) after the account is deleted. Theme and
 * accessibility choices stay: they describe the device. Resolves once IndexedDB is cleared too.
 */
export async function forgetThisBrowser(): Promise<void> {
  clearStoredAuth();
  for (const storage of [localStorage, sessionStorage]) {
    for (const key of Object.keys(storage)) {
      if (keep.has(key)) continue;
      if (key.startsWith('haven-') || key === storageKeys.logs) storage.removeItem(key);
    }
  }
  await Promise.all([clearDeviceCopies(), clearOutbox().catch(() => undefined)]);
}
