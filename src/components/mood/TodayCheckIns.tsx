import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { dateKey } from '@/lib/insights/time';
import type { MoodLog } from '@/lib/queries/mood';
import { $recentMoods, $removeMood } from '@/stores/mood';
import { $settings } from '@/stores/settings';
import { formFromLog } from './check-in-form';
import { MoodCheckIn } from './MoodCheckIn';
import { MoodList } from './MoodList';

/** Today's check-in: the quick form, and today's earlier check-ins to edit or delete. */
export function TodayCheckIns({ userId }: { userId: string }) {
  const timeZone = useStore($settings).preferences.timezone;
  const today = dateKey(new Date(), timeZone);
  const logs = (useStore($recentMoods).data ?? []).filter((log) => dateKey(log.logged_at, timeZone) === today);
  const [message, setMessage] = useState('');
  const [editing, setEditing] = useState<MoodLog | null>(null);
  const [deleting, setDeleting] = useState<MoodLog | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    if (await $removeMood.mutate({ userId, clientId: deleting.client_id })) {
      setDeleting(null);
      setMessage('Check-in deleted.');
    } else {
      setDeleteError(
        $removeMood.get().error?.message ?? 'Haven could not delete this check-in right now. Check your connection and try again.',
      );
    }
  };

  return (
    <section id="check-in" aria-labelledby="check-in-heading" className="border-border bg-card scroll-mt-24 rounded-2xl border p-5 md:p-6">
      <h2 id="check-in-heading" className="text-2xl font-semibold">
        Today&apos;s check-in
      </h2>
      <p className="text-muted-foreground mt-1">Check in as often as you like. Only the mood is needed.</p>
      <div className="mt-4">
        {editing ? (
          <MoodCheckIn
            key={editing.client_id}
            userId={userId}
            initial={formFromLog(editing)}
            onDone={(text) => {
              setEditing(null);
              setMessage(text);
            }}
            onCancel={() => setEditing(null)}
          />
        ) : (
          <MoodCheckIn userId={userId} onDone={setMessage} />
        )}
      </div>
      <p role="status" className="mt-3 font-semibold">
        {message}
      </p>
      {logs.length > 0 && (
        <>
          <h3 className="mt-4 font-sans text-base font-bold">Earlier today</h3>
          <div className="mt-2">
            <MoodList logs={logs} timeZone={timeZone} onEdit={setEditing} onDelete={(log) => (setDeleteError(null), setDeleting(log))} />
          </div>
        </>
      )}
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this check-in?"
        description="It will be removed from your chart and insights."
      >
        {deleteError && (
          <p role="alert" className="text-crisis mb-4 font-semibold">
            {deleteError}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={() => setDeleting(null)}>
            Keep it
          </Button>
          <Button variant="crisis" onClick={() => void confirmDelete()}>
            Delete check-in
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
