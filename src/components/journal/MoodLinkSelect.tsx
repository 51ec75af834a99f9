import { useStore } from '@nanostores/react';
import { Field, Select } from '@/components/ui/field';
import { routes } from '@/config/haven';
import { moodLabel } from '@/lib/insights/scales';
import { formatTime } from '@/lib/insights/time';
import { $settings } from '@/stores/settings';
import { moodsQuery } from '@/stores/mood';

/** The last two days' check-ins, shared with any other island asking for the same range. */
const $linkable = moodsQuery(2);

interface Props {
  value: string | null;
  onChange: (moodLogId: string | null) => void;
}

/** Links the entry to one of the last two days' check-ins (optional). */
export function MoodLinkSelect({ value, onChange }: Props) {
  const timeZone = useStore($settings).preferences.timezone;
  const moods = (useStore($linkable).data ?? []).filter(
    (log) => log.id !== '' && Date.now() - new Date(log.logged_at).getTime() < 2 * 86_400_000,
  );
  const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { timeZone, weekday: 'short' }) + ' ' + formatTime(iso, timeZone);
  return (
    <Field
      label="Link to a check-in (optional)"
      hint={
        moods.length === 0 ? (
          <>
            No check-ins in the last two days. You can add one on your{' '}
            <a className="underline" href={routes.dashboard}>
              dashboard
            </a>
            .
          </>
        ) : undefined
      }
    >
      {(control) => (
        <Select {...control} value={value ?? ''} onChange={(event) => onChange(event.target.value || null)}>
          <option value="">No check-in linked</option>
          {value && !moods.some((log) => log.id === value) && <option value={value}>An earlier check-in</option>}
          {moods.map((log) => (
            <option key={log.id} value={log.id}>
              {day(log.logged_at)}: {moodLabel(log.mood)}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
