import { useEffect, useId, useRef, type ReactNode } from 'react';

interface ModalDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}

/**
 * A modal on the native `<dialog>` element (focus trap, Escape and focus return come from the
 * browser), so the chat page does not ship a dialog library.
 */
export function ModalDialog({ open, onOpenChange, title, description, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-desc` : undefined}
      onClose={() => onOpenChange(false)}
      onClick={(e) => e.target === ref.current && onOpenChange(false)}
      className="bg-card text-card-foreground border-border m-auto max-h-[90dvh] w-[min(92vw,32rem)] overflow-y-auto rounded-xl border p-6 shadow-xl backdrop:bg-black/50"
    >
      <h2 id={`${id}-title`} className="font-serif text-2xl font-semibold">
        {title}
      </h2>
      {description && (
        <p id={`${id}-desc`} className="text-muted-foreground mt-2">
          {description}
        </p>
      )}
      <div className="mt-4">{open && children}</div>
    </dialog>
  );
}
