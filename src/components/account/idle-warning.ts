import { signOutDialog } from './sign-out-dialog';

export interface IdleWarning {
  /** Opens the dialog (if closed) and shows the time left. */
  show(msLeft: number): void;
  /** Closes it without counting as activity. */
  close(): void;
  isOpen(): boolean;
  remove(): void;
}

const seconds = (ms: number) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${s} second${s === 1 ? '' : 's'}`;
};

/**
 * The "Are you still there?" dialog before an idle sign-out: a native modal `<dialog>` (focus
 * moves into it, Escape closes it), built only when first needed. "Stay signed in" and Escape
 * keep the member signed in; "Sign out now" signs out at once.
 */
export function idleWarningDialog(actions: { onStay: () => void; onSignOut: () => void }): IdleWarning {
  const { dialog, text, stay, leave } = signOutDialog({
    id: 'idle-warning',
    buttons: 'idle',
    title: 'Are you still there?',
    text: 'To keep your space private, Haven will sign you out in <span data-idle-left></span> because nothing has happened for a while.',
    stay: 'Stay signed in',
    leave: 'Sign out now',
  });
  const left = text.querySelector<HTMLElement>('[data-idle-left]')!;
  let closingQuietly = false;

  // The member's choice counts at once, not when the dialog's "close" event is dispatched later:
  // a countdown check running in between would still see them as idle and sign them out.
  stay.addEventListener('click', () => {
    closingQuietly = true;
    dialog.close();
    actions.onStay();
  });
  leave.addEventListener('click', () => {
    closingQuietly = true;
    dialog.close();
    actions.onSignOut();
  });
  // Closing with Escape means someone is here too.
  dialog.addEventListener('close', () => {
    if (closingQuietly) closingQuietly = false;
    else actions.onStay();
  });

  return {
    show(msLeft) {
      left.textContent = seconds(msLeft);
      if (!dialog.open) dialog.showModal();
    },
    close() {
      if (!dialog.open) return;
      closingQuietly = true;
      dialog.close();
    },
    isOpen: () => dialog.open,
    remove: () => dialog.remove(),
  };
}
