import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { MemberArea } from '@/components/site/MemberArea';
import { $ownShares, loadOwnShares } from '@/stores/partners';
import { ShareList } from './ShareList';

function Panel({ userId }: { userId: string }) {
  const { status, shares } = useStore($ownShares);
  useEffect(() => {
    if ($ownShares.get().status === 'idle') void loadOwnShares(userId);
  }, [userId]);
  if (status === 'loading' && shares.length === 0) return <p className="text-muted-foreground">Loading...</p>;
  if (status === 'error') return <p>What you have shared could not be loaded just now. Please refresh the page to try again.</p>;
  if (shares.length === 0)
    return <p className="text-muted-foreground">You have not shared any scores or mood summaries with a professional.</p>;
  return <ShareList shares={shares} />;
}

/** For returning members: everything they have shared with professionals, each revocable. */
export default function SharedWithProfessionals() {
  return (
    <section aria-labelledby="shared-heading" className="mt-12">
      <h2 id="shared-heading" className="text-2xl font-semibold">
        Shared with professionals
      </h2>
      <p className="text-muted-foreground mt-1 mb-4">
        Scores and mood summaries you chose to attach to your messages. Stop sharing any of them here.
      </p>
      <MemberArea>{(user) => <Panel userId={user.id} />}</MemberArea>
    </section>
  );
}
