import type { OutboxItem } from '@/lib/journal/outbox';
import { describeUnsent, sendBeforeSignOut, unsentVerb } from '@/lib/journal/unsent';
import { signOutDialog } from './sign-out-dialog';

/**
 * Asks before a chosen sign-out that would delete writes still waiting on this device: a native
 * modal `<dialog>` like the idle warning (focus moves in, Escape closes it). "Stay signed in"
 * has the first focus and, like Escape, answers false; "Sign out anyway" answers true.
 */
export function confirmUnsentSignOut(waiting: Pick<OutboxItem, 'table'>[]): Promise<boolean> {
  const { dialog, text, stay, leave } = signOutDialog({
    id: 'unsent-sign-out',
    buttons: 'unsent',
    title: 'Sign out now?',
    text: '',
    stay: 'Stay signed in',
    leave: 'Sign out anyway',
    autofocusStay: true,
  });
  const what = describeUnsent(waiting);
  text.textContent =
    `${what.charAt(0).toUpperCase()}${what.slice(1)} ${unsentVerb(waiting)} reached Haven yet. ` +
    `Signing out now deletes ${waiting.length === 1 ? 'it' : 'them'} from this device. ` +
    `Stay signed in and Haven sends ${waiting.length === 1 ? 'it' : 'them'} once it can be reached.`;
  let answer = false;
  leave.addEventListener('click', () => {
    answer = true;
    dialog.close();
  });
  stay.addEventListener('click', () => dialog.close());
  return new Promise((resolve) => {
    dialog.addEventListener('close', () => {
      dialog.remove();
      resolve(answer);
    });
    dialog.showModal();
    stay.focus();
  });
}

/**
 * Before a chosen sign-out: sends what waits, and when some of it still cannot reach Haven, asks
 * whether to sign out anyway. True when signing out may go ahead.
 */
export async function readyToSignOut(): Promise<boolean> {
  let waiting: OutboxItem[];
  try {
    waiting = await sendBeforeSignOut();
  } catch {
    // Without storage nothing can be counted (and a sign-out has nothing of this kind to delete).
    return true;
  }
  return waiting.length === 0 || confirmUnsentSignOut(waiting);
}
