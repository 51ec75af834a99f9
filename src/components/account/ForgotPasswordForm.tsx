import { useState, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { describeAuthError, requestPasswordReset } from '@/lib/auth-actions';
import { EmailField } from './EmailField';
import { FormAlert } from './FormAlert';

interface ForgotPasswordFormProps {
  initialEmail: string;
  onBack: () => void;
}

/** Asks for a link to choose a new password. The answer never says whether an account exists. */
export function ForgotPasswordForm({ initialEmail, onBack }: ForgotPasswordFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    if (!email.trim()) {
      setError('Please enter the email you joined with.');
      return;
    }
    setBusy(true);
    setError(null);
    setSentTo(null);
    try {
      await requestPasswordReset(email.trim());
      setSentTo(email.trim());
    } catch (caught) {
      setError(describeAuthError(caught, 'password'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-5" aria-label="Reset your password">
      <div>
        <h2 className="text-xl font-semibold">Forgot your password?</h2>
        <p className="text-muted-foreground mt-1">Enter the email you joined with and we&apos;ll send a link to choose a new one.</p>
      </div>
      <EmailField value={email} onChange={setEmail} />
      <FormAlert message={error} />
      <FormAlert
        tone="success"
        message={sentTo && `If an account uses ${sentTo}, a link to choose a new password is on its way. The link works once.`}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? 'Sending…' : 'Send me a link'}
        </Button>
        <Button type="button" variant="ghost" onClick={onBack}>
          Back to sign in
        </Button>
      </div>
    </form>
  );
}
