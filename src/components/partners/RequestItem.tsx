import { Select } from '@/components/ui/field';
import { dateText } from '@/lib/partners/format';
import { describeShare, shareLabels } from '@/lib/partners/shares';
import { requestStatuses, type ContactRequest, type ContactShare, type RequestStatus } from '@/lib/partners/types';

interface RequestItemProps {
  request: ContactRequest;
  shares: ContactShare[];
  onStatus: (status: RequestStatus) => void;
  saving: boolean;
}

const statusLabels: Record<RequestStatus, string> = { new: 'New', replied: 'Replied', closed: 'Closed' };

/** One contact request: who, how to reply, the message, anything shared, and its status. */
export function RequestItem({ request, shares, onStatus, saving }: RequestItemProps) {
  const headingId = `request-${request.id}`;
  const reply = request.preferred_contact === 'phone' ? request.phone : request.email;
  return (
    <article aria-labelledby={headingId} className="border-border bg-card rounded-xl border p-5" data-status={request.status}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="text-lg font-semibold">
            {request.name}
          </h3>
          <p className="text-muted-foreground text-sm">Sent {dateText(request.created_at)}</p>
        </div>
        <label className="grid gap-1 text-sm font-semibold">
          Status
          <Select value={request.status} disabled={saving} onChange={(e) => onStatus(e.target.value as RequestStatus)} className="w-36">
            {requestStatuses.map((status) => (
              <option key={status} value={status}>
                {statusLabels[status]}
              </option>
            ))}
          </Select>
        </label>
      </div>
      <p className="mt-3">
        Prefers {request.preferred_contact}:{' '}
        {reply && (
          <a
            className="font-semibold underline"
            href={request.preferred_contact === 'phone' ? `tel:${reply.replace(/[^\d+]/g, '')}` : `mailto:${reply}`}
          >
            {reply}
          </a>
        )}
        {request.preferred_contact === 'email' && request.phone && <> (phone: {request.phone})</>}
        {request.preferred_contact === 'phone' && request.email && <> (email: {request.email})</>}
      </p>
      <p className="bg-muted mt-3 rounded-lg p-4 whitespace-pre-line">{request.message}</p>
      {shares.length > 0 && (
        <div className="mt-4">
          <h4 className="font-semibold">Shared with you by {request.name}</h4>
          {shares.map((share) => (
            <div key={share.id} className="mt-2">
              <p className="text-sm font-semibold">{shareLabels[share.kind]}</p>
              <ul className="list-disc pl-5 text-sm">
                {describeShare(share.kind, share.data).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          ))}
          <p className="text-muted-foreground mt-2 text-sm">
            Self-reported screening scores, not a diagnosis. {request.name} can stop sharing them at any time.
          </p>
        </div>
      )}
    </article>
  );
}
