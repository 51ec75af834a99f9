import { useRef, useState, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { describeAuthError, signIn } from '@/lib/auth-actions';
import { FormAlert } from './FormAlert';
import { EmailField } from './EmailField';
import { PasswordField } from './PasswordField';

interface SignInFormProps {
  /** Where to go once signed in. */
  next: string;
  onForgot: (email: string) => void;
}

/** Email and password sign-in. A failure keeps the email and explains what to do next. */
export function SignInForm({ next, onForgot }: SignInFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError('Please enter your email and your password.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await signIn({ email: email.trim(), password }, { carry: true });
      location.assign(next);
    } catch (caught) {
      setError(describeAuthError(caught, 'sign in'));
      setPassword('');
      setBusy(false);
      form.current?.querySelector<HTMLInputElement>('input[name=password]')?.focus();
    }
  }

  return (
    <form ref={form} noValidate onSubmit={(event) => void submit(event)} className="grid gap-5" aria-label="Sign in">
      <EmailField value={email} onChange={setEmail} />
      <PasswordField label="Password" value={password} onChange={setPassword} autoComplete="current-password" />
      <FormAlert message={error} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </Button>
        <Button type="button" variant="ghost" onClick={() => onForgot(email)}>
          Forgot password?
        </Button>
      </div>
    </form>
  );
}
