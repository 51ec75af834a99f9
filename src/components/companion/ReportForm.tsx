import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Textarea } from '@/components/ui/field';
import { REPORT_REASONS, type ReportReason } from '../../../supabase/functions/companion-chat/report-input.ts';

export interface ReportChoice {
  reason: ReportReason;
  details: string;
  /** Guests only: send their own message that the reply answered. */
  includePrompt: boolean;
}

interface ReportFormProps {
  /** For guests: the texts that would be sent (nothing of a guest's chat is stored). */
  guest: { reply: string; prompt: string | null } | null;
  /** Sends the report; resolves to null when sent, else to what went wrong. */
  onSend: (choice: ReportChoice) => Promise<string | null>;
  onCancel: () => void;
}

const CONSENT_MISSING = 'Please agree to send a copy of the reply, or choose Cancel.';

/** The report itself: a reason from the list, optional details and, for guests, explicit consent. */
export function ReportForm({ guest, onSend, onCancel }: ReportFormProps) {
  const id = useId();
  const [reason, setReason] = useState<ReportReason>(REPORT_REASONS[0]);
  const [details, setDetails] = useState('');
  const [consent, setConsent] = useState(false);
  const [includePrompt, setIncludePrompt] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    if (guest && !consent) {
      setError(CONSENT_MISSING);
      document.getElementById(`${id}-consent`)?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    const problem = await onSend({ reason, details: details.trim(), includePrompt: includePrompt && Boolean(guest?.prompt) });
    setBusy(false);
    setError(problem);
  }

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <fieldset className="grid gap-2">
        <legend className="font-semibold">What was wrong with it?</legend>
        {REPORT_REASONS.map((r) => (
          <label key={r} className="flex min-h-11 items-center gap-3">
            <input type="radio" name="report-reason" value={r} checked={reason === r} onChange={() => setReason(r)} className="size-5" />
            {r}
          </label>
        ))}
      </fieldset>
      <Field label="Anything you'd like to add (optional)">
        {(control) => (
          <Textarea {...control} value={details} maxLength={1500} onChange={(e) => setDetails(e.target.value)} className="min-h-24" />
        )}
      </Field>
      {guest && (
        <div className="border-border grid gap-3 rounded-lg border p-4" data-slot="guest-consent">
          <p>
            Guest chats are not saved, so the people who run Haven can only review this reply if you send them a copy. Your report is not
            linked to any name, email or account.
          </p>
          <p className="font-semibold">The reply you are reporting</p>
          <blockquote className="border-primary max-h-32 overflow-y-auto border-l-4 pl-3 text-sm whitespace-pre-wrap">
            {guest.reply}
          </blockquote>
          <label className="flex min-h-11 items-start gap-3">
            <input
              id={`${id}-consent`}
              type="checkbox"
              checked={consent}
              aria-invalid={error === CONSENT_MISSING ? true : undefined}
              onChange={(e) => {
                setConsent(e.target.checked);
                if (e.target.checked && error === CONSENT_MISSING) setError(null);
              }}
              className="accent-primary mt-0.5 size-5 shrink-0"
            />
            <span>Send a copy of this reply to Haven for review</span>
          </label>
          {guest.prompt && (
            <label className="flex min-h-11 items-start gap-3">
              <input
                type="checkbox"
                checked={includePrompt}
                onChange={(e) => setIncludePrompt(e.target.checked)}
                aria-describedby={`${id}-prompt`}
                className="accent-primary mt-0.5 size-5 shrink-0"
              />
              <span>
                Also send my message that this reply answered (optional)
                <span id={`${id}-prompt`} className="text-muted-foreground block text-sm">
                  It helps us see what went wrong. Your message: “
                  {guest.prompt.length > 160 ? `${guest.prompt.slice(0, 160)}…` : guest.prompt}”
                </span>
              </span>
            </label>
          )}
        </div>
      )}
      <div role="alert" className="empty:hidden">
        {error && <p className="text-crisis font-semibold">{error}</p>}
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? 'Sending…' : 'Send report'}
        </Button>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
