/**
 * The modal both sign-out questions use (the idle warning and the unsent-writes check): a native
 * `<dialog>` (focus moves in, Escape closes it) with a heading, a paragraph and two buttons,
 * "stay" (primary, first) and "leave". `id` names the dialog (`data-<id>`), its heading
 * (`<id>-title`) and paragraph (`<id>-text`); the buttons are `data-<buttons>-stay` and
 * `data-<buttons>-leave`. Added to the page, not opened.
 */
export function signOutDialog(options: {
  id: string;
  buttons: string;
  title: string;
  /** The paragraph's markup (static: anything dynamic goes in with `textContent`). */
  text: string;
  stay: string;
  leave: string;
  /** The stay button has the first focus as the dialog opens. */
  autofocusStay?: boolean;
}) {
  const { id, buttons } = options;
  const dialog = document.createElement('dialog');
  dialog.setAttribute(`data-${id}`, '');
  dialog.setAttribute('aria-labelledby', `${id}-title`);
  dialog.setAttribute('aria-describedby', `${id}-text`);
  // The backdrop's dimming is global.css's rule for every modal dialog.
  dialog.className = 'bg-card text-card-foreground border-input m-auto w-[min(92vw,30rem)] rounded-xl border p-6 shadow-xl';
  dialog.innerHTML = `
    <h2 id="${id}-title" class="font-serif text-2xl font-semibold">${options.title}</h2>
    <p id="${id}-text" class="text-muted-foreground mt-2">${options.text}</p>
    <div class="mt-6 flex flex-wrap gap-3">
      <button type="button" data-${buttons}-stay${options.autofocusStay ? ' autofocus' : ''} class="bg-primary text-primary-foreground inline-flex min-h-11 items-center justify-center rounded-md px-5 font-semibold hover:opacity-90">${options.stay}</button>
      <button type="button" data-${buttons}-leave class="border-border bg-card hover:bg-muted inline-flex min-h-11 items-center justify-center rounded-md border px-5 font-semibold">${options.leave}</button>
    </div>`;
  document.body.append(dialog);
  return {
    dialog,
    text: dialog.querySelector<HTMLElement>(`#${id}-text`)!,
    stay: dialog.querySelector<HTMLButtonElement>(`[data-${buttons}-stay]`)!,
    leave: dialog.querySelector<HTMLButtonElement>(`[data-${buttons}-leave]`)!,
  };
}
