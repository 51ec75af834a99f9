import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { MemberArea } from '@/components/site/MemberArea';
import { OfflineCopyNote } from '@/components/site/OfflineCopyNote';
import { $journalState, startJournal } from '@/stores/journal';
import { CrisisNotice } from './CrisisNotice';
import { EntryBrowser } from './EntryBrowser';
import { JournalEditor } from './JournalEditor';
import { JournalStats } from './JournalStats';

function Journal({ userId }: { userId: string }) {
  const state = useStore($journalState);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void startJournal(userId).then((cleanup) => (cancelled ? cleanup() : (stop = cleanup)));
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [userId]);

  return (
    <div className="grid gap-6">
      <OfflineCopyNote detail="What you write is kept here and saved when Haven can be reached." />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid content-start gap-6">
          <CrisisNotice />
          <JournalEditor />
        </div>
        <div className="grid content-start gap-6">
          {state === 'error' && (
            <p role="alert" className="border-border bg-card rounded-xl border p-4">
              Your past entries could not be loaded right now. What you write here is still kept on this device and saved when Haven can be
              reached.
            </p>
          )}
          <JournalStats />
          <EntryBrowser />
        </div>
      </div>
    </div>
  );
}

export default function JournalWorkspace() {
  return <MemberArea>{(user) => <Journal userId={user.id} />}</MemberArea>;
}
