import { useEffect, useRef, useState } from 'react';
import { listPartners, setPartnerStatus, type PartnerDecision, type PartnerForReview, type PartnerStatus } from '@/lib/queries/admin';
import { Button } from '@/components/ui/button';
import { getSupabase } from '@/lib/supabase';
import { LoadState } from '../LoadState';
import { explain } from '../messages';
import { Notice, siteUpdateNote, type NoticeText } from '../Notice';
import { StatusFilter } from '../StatusFilter';
import { useLoad } from '../use-load';
import { PartnerCard } from './PartnerCard';

const views: { value: PartnerStatus; label: string }[] = [
  { value: 'pending', label: 'Waiting for review' },
  { value: 'verified', label: 'Verified' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'suspended', label: 'Suspended' },
  { value: 'sample', label: 'Samples' },
];

const outcome: Record<PartnerDecision, string> = {
  verified: 'is verified and listed in the directory.',
  rejected: 'was not approved.',
  suspended: 'is suspended and no longer listed.',
  pending: 'is waiting for review.',
};

/** The verification queue and the other partner lists. */
export function PartnersPanel() {
  const client = getSupabase();
  const [view, setView] = useState<PartnerStatus>('pending');
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<NoticeText | null>(null);
  const partners = useLoad(() => listPartners(client, view), view);
  const states = useLoad(async () => {
    const { data, error } = await client.from('us_states').select('code, name');
    if (error) throw error;
    return Object.fromEntries(data.map((row: { code: string; name: string }) => [row.code, row.name]));
  }, 'states');

  /** The last verification, which the admin may take back with one click. */
  const [undoable, setUndoable] = useState<PartnerForReview | null>(null);
  /**
   * After a decision the partner's card leaves the list, often far below the message and its Undo
   * (and the confirming dialog gave focus back to a button that is gone): focus moves to the
   * outcome, which scrolls it into view and has screen readers read it.
   */
  const outcomeArea = useRef<HTMLDivElement>(null);
  const [decided, setDecided] = useState(0);
  useEffect(() => {
    if (decided > 0) outcomeArea.current?.focus();
  }, [decided]);

  const decide = async (partner: PartnerForReview, status: PartnerDecision, reason?: string, undoing = false) => {
    setBusy(partner.id);
    setUndoable(null);
    try {
      await setPartnerStatus(client, partner.id, status, reason ?? null);
      const listed = status === 'verified' || partner.status === 'verified';
      const text = `${partner.full_name} ${outcome[status]}${listed ? ` ${siteUpdateNote}` : ''}`;
      setNotice({ text: undoing ? `Undone: ${text}` : text, tone: 'info' });
      if (status === 'verified' && !undoing) setUndoable(partner);
      partners.reload();
    } catch (error) {
      setNotice({ text: explain(error), tone: 'error' });
    } finally {
      setDecided((count) => count + 1);
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="admin-partners-heading" className="space-y-4">
      <h2 id="admin-partners-heading" className="text-2xl font-semibold">
        Partners
      </h2>
      <p className="text-muted-foreground">
        Professionals join as pending. Only verified partners appear in the directory, besides any fictional samples (listed with a Sample
        label while HAVEN_SAMPLE_PARTNERS is on, and never verifiable). Every decision is saved to the activity log.
      </p>
      <StatusFilter label="Show partners" options={views} value={view} onChange={setView} />
      <div ref={outcomeArea} tabIndex={-1} data-decision-outcome className="scroll-mt-24 space-y-4 rounded-md">
        <Notice message={notice?.text ?? null} tone={notice?.tone} />
        {undoable && (
          <Button
            variant="outline"
            disabled={busy !== null}
            onClick={() => {
              const before = undoable.status === 'sample' ? 'pending' : undoable.status;
              void decide({ ...undoable, status: 'verified' }, before, undoable.rejection_reason ?? undefined, true);
            }}
          >
            Undo verifying {undoable.full_name}
          </Button>
        )}
      </div>
      <LoadState loaded={partners} what="partners">
        {(rows) =>
          rows.length === 0 ? (
            <p className="text-muted-foreground">
              {view === 'pending'
                ? 'Nobody is waiting for review.'
                : view === 'sample'
                  ? 'No sample profiles: HAVEN_SAMPLE_PARTNERS is off.'
                  : 'No partners here.'}
            </p>
          ) : (
            <div className="grid gap-4">
              {rows.map((partner) => (
                <PartnerCard
                  key={partner.id}
                  partner={partner}
                  stateNames={states.data ?? {}}
                  busy={busy === partner.id}
                  onDecide={(p, status, reason) => void decide(p, status, reason)}
                />
              ))}
            </div>
          )
        }
      </LoadState>
    </section>
  );
}
