import { useCallback, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { requestStatuses, type ContactRequest, type ContactShare, type RequestStatus } from '@/lib/partners/types';
import { selectInbox, selectSharesFor, updateRequestStatus } from '@/lib/queries/partners';
import { getSupabase } from '@/lib/supabase';
import { toast } from '@/stores/toast';
import { RequestItem } from './RequestItem';

interface InboxProps {
  partnerId: string;
}

type Show = RequestStatus | 'all';

/** Contact requests sent to this partner, with what each sender chose to share. */
export function Inbox({ partnerId }: InboxProps) {
  const [requests, setRequests] = useState<ContactRequest[] | null>(null);
  const [shares, setShares] = useState<ContactShare[]>([]);
  const [failed, setFailed] = useState(false);
  const [show, setShow] = useState<Show>('all');
  const [saving, setSaving] = useState<string | null>(null);

  const load = useCallback(async () => {
    setFailed(false);
    try {
      const client = getSupabase();
      const rows = await selectInbox(client, partnerId);
      setShares(
        await selectSharesFor(
          client,
          rows.map((r) => r.id),
        ),
      );
      setRequests(rows);
    } catch {
      setFailed(true);
    }
  }, [partnerId]);
  useEffect(() => {
    void load();
  }, [load]);

  const setStatus = async (id: string, status: RequestStatus) => {
    setSaving(id);
    try {
      await updateRequestStatus(getSupabase(), id, status);
      setRequests((rows) => rows?.map((r) => (r.id === id ? { ...r, status } : r)) ?? null);
    } catch {
      toast({ title: 'The status could not be saved', description: 'Please try again.', variant: 'destructive' });
    } finally {
      setSaving(null);
    }
  };

  const count = (status: Show) => requests?.filter((r) => status === 'all' || r.status === status).length ?? 0;
  const shown = requests?.filter((r) => show === 'all' || r.status === show) ?? [];
  return (
    <section aria-labelledby="inbox-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="inbox-heading" className="text-2xl font-semibold">
          Contact requests
        </h2>
        <Button variant="outline" onClick={() => void load()}>
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
  );
}
