import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Textarea } from '@/components/ui/field';
import { routes } from '@/config/haven';
import { getSupabase } from '@/lib/supabase';
import { reportReply } from '@/lib/queries/companion';
import { toast } from '@/stores/toast';
import { ModalDialog } from './ModalDialog';

const REASONS = ['It was harmful or unsafe', 'It was wrong or misleading', 'It was unkind or hurtful', 'Something else'] as const;

interface ReportDialogProps {
  messageId: string | null;
  member: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "Report this reply": members send a report (the reply is copied for review); guests learn why they can't. */
export function ReportDialog({ messageId, member, open, onOpenChange }: ReportDialogProps) {
  const [reason, setReason] = useState<string>(REASONS[0]);
  const [details, setDetails] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    if (!messageId) return;
    setBusy(true);
    setError(null);
    const text = details.trim() ? `${reason}: ${details.trim()}` : reason;
    const { error: failed } = await reportReply(getSupabase(), messageId, text.slice(0, 2000));
    setBusy(false);
    if (failed) {
      setError(failed.code === '23505' ? 'You have already reported this reply.' : 'The report could not be sent. Please try again.');
      return;
    }
    onOpenChange(false);
    setDetails('');
    toast({ title: 'Report sent', description: 'Thank you. The people who run Haven will review this reply.' });
  }

  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Report this reply"
      description="Tell us what went wrong. Reports help us find and fix mistakes."
    >
      {!member || !messageId ? (
        <div className="grid gap-4">
          <p>Reports are linked to a saved reply, so you need to be signed in to send one. Guest chats are never stored on our server.</p>
          <p>
            If a reply worried you, please read our{' '}
            <a className="text-primary underline" href={routes.crisisProtocol}>
              crisis and safety protocol
            </a>
            . If you need help now, call or text 988, or call 911.
          </p>
          <div className="flex flex-wrap gap-3">
            <a
              href={`${routes.auth}?next=${encodeURIComponent(routes.chat)}`}
              className="bg-primary text-primary-foreground inline-flex min-h-11 items-center rounded-md px-5 font-semibold"
            >
              Sign in
            </a>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Close
            </Button>
          </div>
        </div>
      ) : (
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <fieldset className="grid gap-2">
            <legend className="font-semibold">What was wrong with it?</legend>
            {REASONS.map((r) => (
              <label key={r} className="flex min-h-11 items-center gap-3">
                <input
                  type="radio"
                  name="report-reason"
                  value={r}
                  checked={reason === r}
                  onChange={() => setReason(r)}
                  className="size-5"
                />
                {r}
              </label>
            ))}
          </fieldset>
          <Field label="Anything you'd like to add (optional)" error={error}>
            {(control) => (
              <Textarea {...control} value={details} maxLength={1500} onChange={(e) => setDetails(e.target.value)} className="min-h-24" />
            )}
          </Field>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={busy}>
              {busy ? 'Sending…' : 'Send report'}
            </Button>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </ModalDialog>
  );
}
