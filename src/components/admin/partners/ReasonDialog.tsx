import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, Textarea } from '@/components/ui/field';

interface ReasonDialogProps {
  open: boolean;
  title: string;
  description: string;
  confirm: string;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** Asks for the reason a partner will read (rejection or suspension) before going ahead. */
export function ReasonDialog({ open, title, description, confirm, onConfirm, onCancel }: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setReason('');
    setError(null);
    onCancel();
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()} title={title} description={description}>
      <form
        className="grid gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const text = reason.trim();
          if (text.length < 10) {
            setError('Please give a reason of at least 10 characters. The partner will read it.');
            return;
          }
          setReason('');
          setError(null);
          onConfirm(text.slice(0, 1000));
        }}
      >
        <Field label="Reason" hint="Plain and kind: say what to fix, if anything can be fixed." error={error}>
          {(control) => <Textarea {...control} value={reason} maxLength={1000} onChange={(e) => setReason(e.target.value)} />}
        </Field>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" variant="crisis">
            {confirm}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
