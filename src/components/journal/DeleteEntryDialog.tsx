import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { removeEntry } from '@/stores/journal';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  clientId: string;
}

/** Asks before deleting an entry for good. */
export function DeleteEntryDialog({ open, onOpenChange, clientId }: Props) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await removeEntry(clientId);
      onOpenChange(false);
    } catch (reason) {
      setError((reason as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete this entry?"
      description="It will be gone from this device and your account. This cannot be undone."
    >
      {error && (
        <p role="alert" className="text-crisis mb-4 font-semibold">
          {error}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          Keep it
        </Button>
        <Button variant="crisis" disabled={busy} onClick={() => void confirm()}>
          Delete entry
        </Button>
      </div>
    </Dialog>
  );
}
