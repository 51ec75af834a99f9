import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { contactErrors, contactSchema, emptyContact, toContactRow, type ContactForm as Form } from '@/lib/partners/contact-schema';
import { sampleLabel } from '@/lib/partners/format';
import { moodPeriodDays, summarizeMood, summarizeScores } from '@/lib/partners/shares';
import { insertContactRequest, insertShares, selectMoodSince, selectRecentScores } from '@/lib/queries/partners';
import { getSupabase } from '@/lib/supabase';
import { $session, startSession } from '@/stores/session';
import { loadOwnShares } from '@/stores/partners';
import { Checkbox } from './Checkbox';
import { ContactConfirmation } from './ContactConfirmation';
import { ContactFields } from './ContactFields';
import { ShareChoices, type Shareable } from './ShareChoices';

interface ContactFormProps {
  /** `is_sample`: a fictional sample profile, so the form says plainly that nobody will read the message. */
  partner: { id: string; full_name: string; accepting_clients: boolean; is_sample: boolean };
}

type Sent = { requestId: string | null; shareProblem: string | null; preferred: 'email' | 'phone' };

/** Reads what a member could share: newest assessment totals and a 30-day mood summary. */
async function loadShareable(): Promise<Shareable> {
  const client = getSupabase();
  const since = new Date(Date.now() - moodPeriodDays * 86_400_000);
  const [scores, moods] = await Promise.all([selectRecentScores(client), selectMoodSince(client, since)]);
  return { status: 'ready', assessment: summarizeScores(scores), mood: summarizeMood(moods) };
}

/** Values already in the form's fields (typed before React took over), by field. */
function typedBeforeHydration(form: HTMLFormElement): Partial<Form> {
  const data = new FormData(form);
  const typed: Partial<Form> = {};
  for (const key of ['name', 'email', 'phone', 'message'] as const) {
    const value = data.get(key);
    if (typeof value === 'string' && value !== '') typed[key] = value;
  }
  if (data.get('preferred_contact') === 'phone') typed.preferred_contact = 'phone';
  if (data.get('consent_to_share') !== null) typed.consent_to_share = true;
  return typed;
}

/** The contact form for one partner: validated with zod, rate limited by the database. */
export default function ContactForm({ partner }: ContactFormProps) {
  const { user, loading } = useStore($session);
  const [form, setForm] = useState<Form>(emptyContact);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);
  const [shareable, setShareable] = useState<Shareable>({ status: 'loading', assessment: null, mood: null });
  const summary = useRef<HTMLDivElement>(null);
  // The server renders the visitor's form; member-only parts wait until after hydration, so the
  // first client render matches and nothing typed before then is thrown away.
  const [hydrated, setHydrated] = useState(false);
  const member = hydrated && !loading ? user : null;

  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    setHydrated(true);
    startSession();
    // Anything typed into the server-rendered form before hydration lives only in the DOM.
    if (formRef.current) setForm((f) => ({ ...f, ...typedBeforeHydration(formRef.current!) }));
  }, []);
  useEffect(() => {
    if (!user) return;
    setForm((f) => ({ ...f, email: f.email || user.email || '', name: f.name || String(user.user_metadata['display_name'] ?? '') }));
    loadShareable().then(setShareable, () => setShareable({ status: 'error', assessment: null, mood: null }));
  }, [user]);

  const change = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    setProblem(null);
    const parsed = contactSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(contactErrors(parsed.error));
      requestAnimationFrame(() => summary.current?.focus());
      return;
    }
    setErrors({});
    setSending(true);
    const client = getSupabase();
    try {
      const request = await insertContactRequest(client, toContactRow(partner.id, parsed.data), Boolean(user));
      let shareProblem: string | null = null;
      const shares = [
        ...(parsed.data.share_assessment && shareable.assessment ? [{ kind: 'assessment' as const, data: shareable.assessment }] : []),
        ...(parsed.data.share_mood && shareable.mood ? [{ kind: 'mood' as const, data: shareable.mood }] : []),
      ];
      if (request && user && shares.length > 0) {
        try {
          await insertShares(client, request.id, shares);
        } catch {
          shareProblem =
            'Your message was sent, but your scores or mood summary could not be attached. You can send them with another message later.';
        }
        await loadOwnShares(user.id);
      }
      setSent({ requestId: request?.id ?? null, shareProblem, preferred: parsed.data.preferred_contact });
    } catch (error) {
      const { message, hint } = error as { message?: string; hint?: string };
      setProblem(
        message?.includes('contact requests in the last hour')
          ? `${message} ${hint ?? ''}`.trim()
          : 'Your message could not be sent just now. Nothing you typed has been lost; please check your connection and try again.',
      );
      requestAnimationFrame(() => summary.current?.focus());
    } finally {
      setSending(false);
    }
  };

  if (sent)
    return (
      <ContactConfirmation
        partnerName={partner.full_name}
        preferred={sent.preferred}
        requestId={sent.requestId}
        shareProblem={sent.shareProblem}
        sample={partner.is_sample}
      />
    );

  const messages = Object.values(errors);
  return (
    <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} className="grid gap-5" aria-label={`Message to ${partner.full_name}`}>
      <div ref={summary} tabIndex={-1} role="alert" className="empty:hidden">
        {(problem || messages.length > 0) && (
          <div className="border-crisis bg-crisis-surface rounded-xl border-2 p-4">
            <p className="font-semibold">{problem ?? 'Please check the form:'}</p>
            {!problem && (
              <ul className="mt-2 list-disc pl-5">
                {messages.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
      {partner.is_sample && (
        <div data-slot="sample-notice" className="border-foreground/40 bg-muted rounded-xl border border-dashed p-4">
          <p className="font-semibold">{sampleLabel}</p>
          <p className="mt-1">
            {partner.full_name} is not a real person. You can try this form, but nobody will read your message or reply to it. To reach a
            real professional, go back to the directory and choose someone without the Sample label.
          </p>
        </div>
      )}
      {!partner.accepting_clients && (
        <p className="bg-muted rounded-xl p-4">
          {partner.full_name} is not taking new clients right now. You can still write, for example to join a waiting list, or look for
          someone who is accepting.
        </p>
      )}
      <ContactFields form={form} errors={errors} onChange={change} partnerName={partner.full_name} />
      {member && (
        <ShareChoices
          shareable={shareable}
          shareAssessment={form.share_assessment ?? false}
          shareMood={form.share_mood ?? false}
          onChange={change}
          partnerName={partner.full_name}
        />
      )}
      <Checkbox
        name="consent_to_share"
        checked={form.consent_to_share}
        onChange={(checked) => change({ consent_to_share: checked })}
        aria-invalid={errors['consent_to_share'] ? true : undefined}
        description={
          errors['consent_to_share'] ? (
            <span className="text-crisis font-semibold">{errors['consent_to_share']}</span>
          ) : partner.is_sample ? (
            'Only Haven’s team can see it. Nothing is sent by email.'
          ) : (
            'Only they and Haven’s team can read it. Nothing is sent by email.'
          )
        }
      >
        {partner.is_sample
          ? `I understand that ${partner.full_name} is fictional: Haven keeps this test message, and nobody will answer it.`
          : `I agree that Haven passes my name, contact details and message to ${partner.full_name}.`}
      </Checkbox>
      <div>
        <Button type="submit" size="lg" disabled={sending}>
          {sending ? 'Sending...' : partner.is_sample ? 'Send a test message' : `Send to ${partner.full_name}`}
        </Button>
      </div>
    </form>
  );
}
