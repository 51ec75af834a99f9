import { useStore } from '@nanostores/react';
import { Check, CloudOff, HardDrive, LoaderCircle, CircleAlert } from 'lucide-react';
import type { SaveStatus as Status } from '@/lib/journal/autosave';
import { $saveStatus } from '@/stores/journal';

const text: Record<Status, string> = {
  idle: 'Start typing: your words are kept as you write.',
  device: 'Saved on this device',
  saving: 'Saving…',
  saved: 'Saved',
  offline: "Saved on this device. It will sync when you're back online.",
  refused: 'Saved on this device, but not in your account yet.',
};

const icons = { idle: null, device: HardDrive, saving: LoaderCircle, saved: Check, offline: CloudOff, refused: CircleAlert };

/**
 * Where the open entry is kept. Only the states that need attention (offline, refused) are
 * announced, so a screen reader is not interrupted after every pause in typing.
 */
export function SaveStatus() {
  const { status, message } = useStore($saveStatus);
  const Icon = icons[status];
  const urgent = status === 'offline' || status === 'refused';
  return (
    <div data-save-status={status} className="text-muted-foreground flex min-h-11 items-center gap-2 text-sm">
      {Icon && <Icon aria-hidden="true" className="size-4 shrink-0" />}
      <p data-save-status-text>
        {text[status]}
        {status === 'refused' && message ? ` ${message}` : ''}
      </p>
      <p role="status" className="sr-only">
        {urgent ? text[status] : ''}
      </p>
    </div>
  );
}
