import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { routes } from '@/config/haven';
import { dateText } from '@/lib/partners/format';
import { describeShare, shareLabels } from '@/lib/partners/shares';
import { revokeOwnShare, type OwnShare } from '@/stores/partners';
import { toast } from '@/stores/toast';

interface ShareListProps {
  shares: OwnShare[];
}

/** What a member shared, with whom, and a button to stop sharing each item. */
export function ShareList({ shares }: ShareListProps) {
  const [busy, setBusy] = useState<string | null>(null);
  const revoke = async (share: OwnShare) => {
    setBusy(share.id);
    try {
      await revokeOwnShare(share.id);
      toast({
        title: 'Sharing stopped',
        description: `${share.partnerName ?? 'The professional'} can no longer see your ${shareLabels[share.kind].toLowerCase()}.`,
      });
    } catch {
      toast({ title: 'Sharing could not be stopped', description: 'Please check your connection and try again.', variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };
  return (
    <ul className="grid gap-3">
      {shares.map((share) => {
        const who = share.partnerName ?? 'A professional who is no longer listed';
        return (
          <li key={share.id} className="border-border bg-card rounded-xl border p-4" data-revoked={share.revoked_at !== null}>
            <p className="font-semibold">
              {shareLabels[share.kind]} shared with{' '}
              {share.partnerId && share.partnerName ? (
                <a className="underline" href={routes.partner(share.partnerId)}>
                  {who}
                </a>
              ) : (
                who
              )}
            </p>
            <ul className="text-muted-foreground mt-1 list-disc pl-5 text-sm">
              {describeShare(share.kind, share.data).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            {share.revoked_at ? (
              <p className="mt-2 text-sm">You stopped sharing this on {dateText(share.revoked_at)}. It is no longer visible to them.</p>
            ) : (
              <div className="mt-3 flex flex-wrap items-center gap-3">
                <p className="text-sm">Shared on {dateText(share.created_at)}.</p>
                <Button variant="outline" disabled={busy === share.id} onClick={() => void revoke(share)}>
                  Stop sharing{' '}
                  <span className="sr-only">
                    your {shareLabels[share.kind].toLowerCase()} with {who}
                  </span>
                </Button>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
