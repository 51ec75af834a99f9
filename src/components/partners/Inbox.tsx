import { useStore } from '@nanostores/react';
import { useMemo, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { requestStatuses, type ContactRequest, type ContactShare, type RequestStatus } from '@/lib/partners/types';
import { prefixes, queryKeys } from '@/lib/queries/keys';
import { selectInbox, selectSharesFor, updateRequestStatus } from '@/lib/queries/partners';
import { createFetcherStore, createMutatorStore, keyPrefix, revalidateKeys } from '@/lib/query-cache';
import { RequestItem } from './RequestItem';

interface InboxData {
  requests: ContactRequest[];
  shares: ContactShare[];
}

/** The partner's requests and the shares on them, read through the page's data cache. */
function inboxStore(partnerId: string) {
  return createFetcherStore<InboxData>(queryKeys.partnerInbox(partnerId), async (client) => {
    const requests = await selectInbox(client, partnerId);
    return {
      requests,
      shares: await selectSharesFor(
        client,
        requests.map((r) => r.id),
      ),
    };
  });
}

/** A request's status change: shown at once, saved, then the inbox is read again. */
const $setStatus = createMutatorStore<{ id: string; status: RequestStatus; inboxKey: string | undefined }>(
  ({ data, client, getCacheUpdater }) => {
    if (data.inboxKey) {
      const [update, current] = getCacheUpdater<InboxData>(data.inboxKey, false);
      if (current) update({ ...current, requests: current.requests.map((r) => (r.id === data.id ? { ...r, status: data.status } : r)) });
    }
    return updateRequestStatus(client, data.id, data.status);
  },
  {
    name: 'partner.request-status',
    invalidates: [prefixes.partnerInbox],
    errorToast: { title: 'The status could not be saved', description: 'Please try again.' },
  },
);

interface InboxProps {
  partnerId: string;
  /**
   * What follows the inbox on the page, shown once the requests are in (or failed): drawn before,
   * it would be pushed down the screen when they arrive (CLS 0.017 on /partner-dashboard, issue 25).
   */
  after?: ReactNode;
}

type Show = RequestStatus | 'all';

/** Contact requests sent to this partner, with what each sender chose to share. */
export function Inbox({ partnerId, after }: InboxProps) {
  const $inbox = useMemo(() => inboxStore(partnerId), [partnerId]);
  const inbox = useStore($inbox);
  const { mutate } = useStore($setStatus);
  const [show, setShow] = useState<Show>('all');
  const [saving, setSaving] = useState<string | null>(null);
  const requests = inbox.data?.requests ?? null;
  const shares = inbox.data?.shares ?? [];
  const failed = inbox.error !== undefined && !inbox.loading;
  const refresh = () => revalidateKeys(keyPrefix(prefixes.partnerInbox));

  const setStatus = async (id: string, status: RequestStatus) => {
    setSaving(id);
    await mutate({ id, status, inboxKey: $inbox.key });
    setSaving(null);
  };

  const count = (status: Show) => requests?.filter((r) => status === 'all' || r.status === status).length ?? 0;
  const shown = requests?.filter((r) => show === 'all' || r.status === show) ?? [];
  return (
    <>
      <section aria-labelledby="inbox-heading">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="inbox-heading" className="text-2xl font-semibold">
            Contact requests
          </h2>
          <Button variant="outline" onClick={refresh}>
            Refresh
          </Button>
        </div>
        {failed && (
          <p role="alert" className="mt-3">
            Your requests could not be loaded. Please check your connection and choose Refresh.
          </p>
        )}
        {requests === null && !failed && <p className="text-muted-foreground mt-3">Loading...</p>}
        {requests && (
          <>
            <div role="group" aria-label="Show requests" className="mt-4 flex flex-wrap gap-2">
              {(['all', ...requestStatuses] as Show[]).map((status) => (
                <Button
                  key={status}
                  variant={show === status ? 'primary' : 'outline'}
                  aria-pressed={show === status}
                  onClick={() => setShow(status)}
                >
                  {status === 'all' ? 'All' : status.charAt(0).toUpperCase() + status.slice(1)} ({count(status)})
                </Button>
              ))}
            </div>
            {shown.length === 0 ? (
              <p className="text-muted-foreground mt-4">
                {requests.length === 0
                  ? 'No one has contacted you yet. Requests appear here as soon as they are sent.'
                  : 'No requests with this status.'}
              </p>
            ) : (
              <ul className="mt-4 grid gap-4">
                {shown.map((request) => (
                  <li key={request.id}>
                    <RequestItem
                      request={request}
                      shares={shares.filter((s) => s.request_id === request.id)}
                      saving={saving === request.id}
                      onStatus={(status) => void setStatus(request.id, status)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </section>
      {(requests !== null || failed) && after}
    </>
  );
}
