import type { OutboxItem } from '@/lib/journal/outbox';
import { describeUnsent, sendBeforeSignOut, unsentVerb } from '@/lib/journal/unsent';

/**
 * Asks before a chosen sign-out that would delete writes still waiting on this device: a native
 * modal `<dialog>` like the idle warning (focus moves in, Escape closes it). "Stay signed in"
 * has the first focus and, like Escape, answers false; "Sign out anyway" answers true.
 */
export function confirmUnsentSignOut(waiting: Pick<OutboxItem, 'table'>[]): Promise<boolean> {
  const dialog = document.createElement('dialog');
  dialog.dataset['unsentSignOut'] = '';
  dialog.setAttribute('aria-labelledby', 'unsent-sign-out-title');
  dialog.setAttribute('aria-describedby', 'unsent-sign-out-text');
  dialog.className = 'bg-card text-card-foreground border-input m-auto w-[min(92vw,30rem)] rounded-xl border p-6 shadow-xl';
  dialog.innerHTML = `
    <h2 id="unsent-sign-out-title" class="font-serif text-2xl font-semibold">Sign out now?</h2>
    <p id="unsent-sign-out-text" class="text-muted-foreground mt-2"></p>
    <div class="mt-6 flex flex-wrap gap-3">
      <button type="button" data-unsent-stay autofocus class="bg-primary text-primary-foreground inline-flex min-h-11 items-center justify-center rounded-md px-5 font-semibold hover:opacity-90">Stay signed in</button>
      <button type="button" data-unsent-leave class="border-border bg-card hover:bg-muted inline-flex min-h-11 items-center justify-center rounded-md border px-5 font-semibold">Sign out anyway</button>
    </div>`;
  const what = describeUnsent(waiting);
  dialog.querySelector('#unsent-sign-out-text')!.textContent =
    `${what.charAt(0).toUpperCase()}${what.slice(1)} ${unsentVerb(waiting)} reached Haven yet. ` +
    `Signing out now deletes ${waiting.length === 1 ? 'it' : 'them'} from this device. ` +
    `Stay signed in and Haven sends ${waiting.length === 1 ? 'it' : 'them'} once it can be reached.`;
  document.body.append(dialog);
  let answer = false;
  dialog.querySelector('[data-unsent-leave]')!.addEventListener('click', () => {
    answer = true;
    dialog.close();
  });
  dialog.querySelector('[data-unsent-stay]')!.addEventListener('click', () => dialog.close());
  return new Promise((resolve) => {
    dialog.addEventListener('close', () => {
      dialog.remove();
      resolve(answer);
    });
    dialog.showModal();
    dialog.querySelector<HTMLButtonElement>('[data-unsent-stay]')!.focus();
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
