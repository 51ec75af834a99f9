import { useStore } from '@nanostores/react';
import { CloudOff } from 'lucide-react';
import { $offlineCopySavedAt } from '@/stores/offline-copy';
import { $settings } from '@/stores/settings';

/** "3:05 PM", or "Nov 26, 3:05 PM" for an earlier day, in the member's time zone. */
export function savedAtText(savedAt: number, timeZone: string | undefined, now = new Date()): string {
  const day = (date: Date) => date.toLocaleDateString('en-US', { timeZone });
  const time = new Date(savedAt).toLocaleTimeString('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
  if (day(new Date(savedAt)) === day(now)) return time;
  const date = new Date(savedAt).toLocaleDateString('en-US', { timeZone, month: 'short', day: 'numeric' });
  return `${date}, ${time}`;
}

/**
 * A calm line saying that what the page shows is the copy kept on this device, because Haven
 * cannot be reached right now; `detail` adds what still works. Nothing while everything shown
 * came from Haven.
 */
export function OfflineCopyNote({ detail, className = '' }: { detail?: string; className?: string }) {
  const savedAt = useStore($offlineCopySavedAt);
  const timeZone = useStore($settings).preferences.timezone || undefined;
  return (
    <p role="status" className={`empty:hidden ${className}`}>
      {savedAt !== null && (
        <span className="border-border bg-card text-foreground flex items-start gap-2 rounded-xl border p-4">
          <CloudOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>
            Offline — showing what was saved on this device at {savedAtText(savedAt, timeZone)}.{detail ? ` ${detail}` : ''}
          </span>
        </span>
      )}
    </p>
  );
}
