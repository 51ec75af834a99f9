import { lazy, Suspense, useState } from 'react';
import type { DialogProps } from './dialog-radix';

const RadixModal = lazy(() => import('./dialog-radix'));

/**
 * A modal dialog (Radix): focus is trapped, Escape closes, focus returns to the trigger.
 * Dialogs here confirm rare steps (deleting an entry, a check-in, the account), so Radix's
 * dialog code (about 8 KB compressed) is fetched the first time one opens, not with the page.
 */
export function Dialog(props: DialogProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <RadixModal {...props} />
    </Suspense>
  );
}
