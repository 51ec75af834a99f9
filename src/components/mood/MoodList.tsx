import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { energyLabel, moodLabel } from '@/lib/insights/scales';
import { formatTime } from '@/lib/insights/time';
import type { MoodLog } from '@/lib/queries/mood';

interface Props {
  logs: readonly MoodLog[];
  timeZone: string;
  onEdit: (log: MoodLog) => void;
  onDelete: (log: MoodLog) => void;
}

/** Check-ins with their details and Edit / Delete buttons. */
export function MoodList({ logs, timeZone, onEdit, onDelete }: Props) {
  return (
    <ul className="grid gap-2">
      {logs.map((log) => {
        const when = formatTime(log.logged_at, timeZone);
        const details = [
          log.energy != null ? `energy: ${energyLabel(log.energy).toLowerCase()}` : '',
          log.emotions.join(', '),
          log.sleep_hours != null ? `${log.sleep_hours} h sleep` : '',
          log.exercise_minutes != null ? `${log.exercise_minutes} min exercise` : '',
          log.social_contact === true ? 'saw people' : log.social_contact === false ? 'no time with people' : '',
          log.tags.map((tag) => `#${tag}`).join(' '),
        ].filter(Boolean);
        return (
          <li key={log.client_id} className="border-border flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3">
            <div className="min-w-0">
              <p>
                <span className="font-semibold">{when}</span>: {moodLabel(log.mood)} ({log.mood} of 5)
                {log.id === '' && <span className="text-muted-foreground text-sm"> · saved on this device</span>}
              </p>
              {details.length > 0 && <p className="text-muted-foreground text-sm">{details.join(' · ')}</p>}
              {log.note && <p className="text-sm break-words">{log.note}</p>}
            </div>
            <div className="flex gap-1">
              <Button variant="ghost" className="px-3" aria-label={`Edit the ${when} check-in`} onClick={() => onEdit(log)}>
                <Pencil aria-hidden="true" className="size-4" />
                Edit
              </Button>
              <Button variant="ghost" className="px-3" aria-label={`Delete the ${when} check-in`} onClick={() => onDelete(log)}>
                <Trash2 aria-hidden="true" className="size-4" />
                Delete
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
