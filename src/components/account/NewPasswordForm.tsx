import { useState, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { changePassword, describeAuthError, weakPasswordReasons } from '@/lib/auth-actions';
import { FormAlert } from './FormAlert';
import { PasswordField } from './PasswordField';

interface NewPasswordFormProps {
  /** Called after the password is saved; without it the form clears and stays. */
  onDone?: (() => void) | undefined;
  submitLabel?: string;
}

/** Choose a new password, typed twice. Used after a recovery link and in the account's Security tab. */
export function NewPasswordForm({ onDone, submitLabel = 'Save new password' }: NewPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [reasons, setReasons] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    setReasons([]);
    if (!password) return setError('Please type your new password.');
    if (password !== repeat) return setError("The two passwords don't match. Please type them again.");
    setBusy(true);
    setError(null);
    try {
      await changePassword(password, { carry: Boolean(onDone) });
      setPassword('');
      setRepeat('');
      onDone?.();
    } catch (caught) {
      const why = weakPasswordReasons(caught);
      setError(why.length > 0 ? 'Please choose a stronger password.' : describeAuthError(caught, 'password'));
      setReasons(why);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid max-w-md gap-5" aria-label="Choose a new password">
      <PasswordField
        label="New password"
        name="new-password"
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
        hint="At least 8 characters. A short phrase you'll remember works well."
      />
      <PasswordField label="Type it again" name="repeat-password" value={repeat} onChange={setRepeat} autoComplete="new-password" />
      <FormAlert message={error} reasons={reasons} />
      <Button type="submit" disabled={busy} className="justify-self-start">
        {busy ? 'Saving…' : submitLabel}
      </Button>
    </form>
  );
}
