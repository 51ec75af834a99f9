import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { startTotpEnrolment, verifiedTotpFactor, verifyTotp, type NewFactor } from '@/lib/queries/mfa';
import { getSupabase } from '@/lib/supabase';
import { LoadState } from './LoadState';
import { explain } from './messages';
import { useLoad } from './use-load';

/** Either the admin's verified factor (ask for a code) or a new one to set up first. */
type Step = { kind: 'code'; factorId: string } | { kind: 'enrol'; factor: NewFactor };

async function nextStep(): Promise<Step> {
  const client = getSupabase();
  const factorId = await verifiedTotpFactor(client);
  if (factorId) return { kind: 'code', factorId };
  return { kind: 'enrol', factor: await startTotpEnrolment(client) };
}

/** A sentence for a refused code (GoTrue's error codes), else the admin area's usual wording. */
function codeProblem(error: unknown): string {
  const { code, status } = (error ?? {}) as { code?: unknown; status?: unknown };
  if (code === 'mfa_verification_failed') {
    return 'That code didn’t match. Enter the newest 6-digit code from your app; if it still fails, check that your phone’s clock is set automatically.';
  }
  if (code === 'mfa_challenge_expired') return 'That took a little too long. Enter the newest code from your app.';
  if (status === 429) return 'Too many tries in a short time. Wait a few minutes, then try again.';
  return explain(error);
}

/** "ABCD EFGH …": the setup key in groups of four, easier to copy by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/** Asks for the authenticator's current code and verifies it (the session is then at aal2). */
export function CodeForm({ factorId, onVerified, submitLabel }: { factorId: string; onVerified: () => void; submitLabel: string }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const digits = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(digits)) {
      setError('Enter the 6 digits your authenticator app shows.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await verifyTotp(getSupabase(), factorId, digits);
      onVerified();
    } catch (problem) {
      setError(codeProblem(problem));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-6 grid gap-4">
      <Field label="6-digit code" hint="The code changes every 30 seconds." error={error}>
        {(control) => (
          <Input
            {...control}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            className="max-w-48 font-mono text-lg tracking-widest"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        )}
      </Field>
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? 'Checking...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** How to add a new factor to an authenticator app: QR code, or the setup key typed by hand. */
export function SetupSteps({ factor }: { factor: NewFactor }) {
  return (
    <ol className="mt-6 grid list-decimal gap-4 pl-5">
      <li>
        Open an authenticator app on your phone (for example Google Authenticator, Microsoft Authenticator, 1Password or Aegis) and choose
        to add an account.
      </li>
      <li>
        Scan this QR code with the app:
        <img
          src={factor.qrCode}
          alt="QR code that adds Haven to an authenticator app"
          width={176}
          height={176}
          className="mt-3 block rounded-md bg-white"
        />
        <p className="mt-3">
          Can&apos;t scan it? Type this setup key into the app instead:{' '}
          <code className="bg-muted inline-block rounded px-2 py-1 font-mono break-all select-all" data-setup-key>
            {grouped(factor.secret)}
          </code>
        </p>
      </li>
      <li>Enter the 6-digit code the app now shows for Haven.</li>
    </ol>
  );
}

/**
 * What an admin sees before the admin area until their session has a second factor (aal2),
 * which the database requires for every admin power: an admin without an authenticator is
 * walked through adding one (QR code or setup key, then a code); one with an authenticator is
 * asked for a code. `onVerified` runs once the session is at aal2.
 */
export function SecondFactor({ onVerified }: { onVerified: () => void }) {
  // Keyed once per visit: setting up starts exactly one new factor.
  const step = useLoad(nextStep, 'second-factor');
  return (
    <div className="border-border bg-card mx-auto max-w-xl rounded-2xl border p-6 sm:p-8" data-second-factor>
      <KeyRound aria-hidden="true" className="text-primary size-10" />
      <LoadState loaded={step} what="your sign-in check">
        {(current) =>
          current.kind === 'code' ? (
            <>
              <h2 className="mt-4 text-2xl font-semibold">Enter your authenticator code</h2>
              <p className="text-muted-foreground mt-3">
                The admin area holds reports and people&apos;s accounts, so it asks for a code from your authenticator app as well as your
                password. Open the app and enter the code it shows for Haven.
              </p>
              <CodeForm factorId={current.factorId} onVerified={onVerified} submitLabel="Continue to the admin area" />
              <p className="text-muted-foreground mt-6 text-sm">
                Lost the phone with your authenticator? Ask whoever runs Haven&apos;s server to remove it; you can then set up a new one
                here.
              </p>
            </>
          ) : (
            <>
              <h2 className="mt-4 text-2xl font-semibold">Set up a second sign-in step</h2>
              <p className="text-muted-foreground mt-3">
                The admin area holds reports and people&apos;s accounts, so admins sign in with a code from an authenticator app as well as
                their password. This takes about a minute.
              </p>
              <SetupSteps factor={current.factor} />
              <CodeForm factorId={current.factor.factorId} onVerified={onVerified} submitLabel="Verify and continue" />
            </>
          )
        }
      </LoadState>
    </div>
  );
}
