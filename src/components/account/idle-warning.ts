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
  const dialog = document.createElement('dialog');
  dialog.dataset['idleWarning'] = '';
  dialog.setAttribute('aria-labelledby', 'idle-warning-title');
  dialog.setAttribute('aria-describedby', 'idle-warning-text');
  dialog.className = 'bg-card text-card-foreground border-input m-auto w-[min(92vw,30rem)] rounded-xl border p-6 shadow-xl';
  dialog.innerHTML = `
    <h2 id="idle-warning-title" class="font-serif text-2xl font-semibold">Are you still there?</h2>
    <p id="idle-warning-text" class="text-muted-foreground mt-2">
      To keep your space private, Haven will sign you out in <span data-idle-left></span> because nothing has happened for a while.
    </p>
    <div class="mt-6 flex flex-wrap gap-3">
      <button type="button" data-idle-stay class="bg-primary text-primary-foreground inline-flex min-h-11 items-center justify-center rounded-md px-5 font-semibold hover:opacity-90">Stay signed in</button>
      <button type="button" data-idle-leave class="border-border bg-card hover:bg-muted inline-flex min-h-11 items-center justify-center rounded-md border px-5 font-semibold">Sign out now</button>
    </div>`;
  document.body.append(dialog);
  const left = dialog.querySelector<HTMLElement>('[data-idle-left]')!;
  let closingQuietly = false;

  dialog.querySelector('[data-idle-stay]')!.addEventListener('click', () => dialog.close());
  dialog.querySelector('[data-idle-leave]')!.addEventListener('click', () => {
    closingQuietly = true;
    dialog.close();
    actions.onSignOut();
  });
  // Closing by the button or Escape means someone is here.
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
