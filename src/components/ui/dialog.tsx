import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}

/**
 * A modal dialog on the native `<dialog>` element: the browser traps focus, closes on Escape,
 * makes the page behind inert and returns focus to the trigger; a click on the backdrop closes it.
 * The content is mounted only while open. (Radix's dialog locked scrolling by adding a `<style>`
 * element, which the page's Content-Security-Policy refuses; global.css locks it instead.)
 */
export function Dialog({ open, onOpenChange, title, description, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  // Only a click outside the box is on the backdrop: a click on the dialog's own padding also targets it.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target !== ref.current) return;
    const box = ref.current.getBoundingClientRect();
    const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
    if (!inside) onOpenChange(false);
  };
  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-desc` : undefined}
      onClose={() => onOpenChange(false)}
      onClick={onClick}
      className="bg-card text-card-foreground border-input m-auto max-h-[90dvh] w-[min(92vw,32rem)] overflow-y-auto rounded-xl border p-6 shadow-xl"
    >
      <h2 id={`${id}-title`} className="font-serif text-2xl font-semibold">
        {title}
      </h2>
      {description && (
        <div id={`${id}-desc`} className="text-muted-foreground mt-2">
          {description}
        </div>
      )}
      <div className="mt-4">{open && children}</div>
    </dialog>
  );
}
