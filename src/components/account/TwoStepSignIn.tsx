import { ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { LoadState } from '@/components/admin/LoadState';
import { explain } from '@/components/admin/messages';
import { CodeForm, SetupSteps } from '@/components/admin/SecondFactor';
import { useLoad } from '@/components/admin/use-load';
import { Button } from '@/components/ui/button';
import { removeTotp, startTotpEnrolment, verifiedTotpFactor, type NewFactor } from '@/lib/queries/mfa';
import { getSupabase } from '@/lib/supabase';
import { toast } from '@/stores/toast';

/** The account's verified authenticator (if any) and whether this session has been checked with it. */
interface Status {
  factorId: string | null;
  aal2: boolean;
}

async function readStatus(): Promise<Status> {
  const client = getSupabase();
  const factorId = await verifiedTotpFactor(client);
  const { data, error } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
  if (error) throw error;
  return { factorId, aal2: data.currentLevel === 'aal2' };
}

/** What the section shows besides its status: setting up, or turning off. */
type Step = { kind: 'idle' } | { kind: 'setup'; factor: NewFactor } | { kind: 'turn-off' };

/**
 * Opt-in two-step sign-in for a partner (TOTP through supabase-js `auth.mfa`, the admin area's
 * components): set up an authenticator (QR code or setup key, then a code), after which signing
 * in asks for a code before the partner dashboard opens; or turn it off, which needs a checked
 * session (a code first, when this session was opened with the password only).
 */
export function TwoStepSignIn({ userId }: { userId: string }) {
  const status = useLoad(readStatus, userId);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The button that was pressed is replaced by the next step: keyboard and screen-reader focus
  // moves to the section's content instead of falling back to the top of the page.
  const content = useRef<HTMLDivElement>(null);
  const [moves, setMoves] = useState(0);
  useEffect(() => {
    if (moves > 0) content.current?.focus();
  }, [moves]);
  const go = (next: Step) => {
    setStep(next);
    setMoves((n) => n + 1);
  };

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setProblem(null);
    try {
      await action();
    } catch (error) {
      setProblem(explain(error));
    } finally {
      setBusy(false);
    }
  }

  const startSetup = () => run(async () => go({ kind: 'setup', factor: await startTotpEnrolment(getSupabase()) }));

  const cancelSetup = (factorId: string) =>
    run(async () => {
      go({ kind: 'idle' });
      await removeTotp(getSupabase(), factorId);
    });

  const turnOff = (factorId: string) =>
    run(async () => {
      await removeTotp(getSupabase(), factorId);
      go({ kind: 'idle' });
      toast({ title: 'Two-step sign-in is off' });
      status.reload();
    });

  return (
    <section aria-labelledby="two-step-heading" className="border-border mt-6 grid gap-3 border-t pt-6" data-two-step>
      <h3 id="two-step-heading" className="flex items-center gap-2 text-xl font-semibold">
        <ShieldCheck aria-hidden="true" className="text-primary size-6" />
        Two-step sign-in
      </h3>
      <div ref={content} tabIndex={-1} className="outline-none">
        <LoadState loaded={status} what="your sign-in settings">
          {({ factorId, aal2 }) => {
            if (step.kind === 'setup') {
              return (
                <div>
                  <p className="text-muted-foreground">
                    Your dashboard holds what people share with you, so you can ask for a code from an authenticator app as well as your
                    password each time you sign in.
                  </p>
                  <SetupSteps factor={step.factor} />
                  <CodeForm
                    factorId={step.factor.factorId}
                    submitLabel="Verify and turn on"
                    onVerified={() => {
                      go({ kind: 'idle' });
                      toast({ title: 'Two-step sign-in is on' });
                      status.reload();
                    }}
                  />
                  <Button variant="ghost" className="mt-2" disabled={busy} onClick={() => void cancelSetup(step.factor.factorId)}>
                    Cancel
                  </Button>
                </div>
              );
            }
            if (!factorId) {
              return (
                <div>
                  <p className="text-muted-foreground">
                    Off. Turn it on and Haven asks for a 6-digit code from an authenticator app on your phone, as well as your password,
                    before your partner dashboard opens. It takes about a minute.
                  </p>
                  <Button className="mt-4" disabled={busy} onClick={() => void startSetup()}>
                    {busy ? 'Starting...' : 'Set up two-step sign-in'}
                  </Button>
                </div>
              );
            }
            if (step.kind === 'turn-off' && !aal2) {
              return (
                <div>
                  <p className="text-muted-foreground">To turn it off, first enter the code your authenticator app shows for Haven.</p>
                  <CodeForm
                    factorId={factorId}
                    submitLabel="Check code"
                    onVerified={() => {
                      status.reload();
                      setMoves((n) => n + 1);
                    }}
                  />
                  <Button variant="ghost" className="mt-2" onClick={() => go({ kind: 'idle' })}>
                    Keep it on
                  </Button>
                </div>
              );
            }
            if (step.kind === 'turn-off') {
              return (
                <div>
                  <p className="text-muted-foreground">
                    Turn off two-step sign-in? Signing in will need only your password, and the authenticator app&apos;s entry for Haven
                    will stop working (you can delete it there).
                  </p>
                  <div className="mt-4 flex flex-wrap gap-3">
                    <Button variant="outline" disabled={busy} onClick={() => void turnOff(factorId)}>
                      {busy ? 'Turning off...' : 'Turn off'}
                    </Button>
                    <Button variant="ghost" disabled={busy} onClick={() => go({ kind: 'idle' })}>
                      Keep it on
                    </Button>
                  </div>
                </div>
              );
            }
            return (
              <div>
                <p>
                  <strong>On.</strong>{' '}
                  <span className="text-muted-foreground">
                    When you sign in, Haven asks for a code from your authenticator app before your partner dashboard opens.
                  </span>
                </p>
                <Button variant="outline" className="mt-4" onClick={() => go({ kind: 'turn-off' })}>
                  Turn off two-step sign-in
                </Button>
              </div>
            );
          }}
        </LoadState>
      </div>
      {problem && (
        <p role="alert" className="text-crisis font-semibold">
          {problem}
        </p>
      )}
    </section>
  );
}
