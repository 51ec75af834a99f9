import { useRef, useState, type SubmitEvent } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { routes } from '@/config/haven';
import { getSupabase } from '@/lib/supabase';
import { AGE_REQUIRED, AgeConfirmation } from '@/components/account/AgeConfirmation';
import { EmailField } from '@/components/account/EmailField';
import { PasswordField } from '@/components/account/PasswordField';
import { Checkbox } from './Checkbox';

export type AuthMode = 'sign-in' | 'join';

interface PartnerCredentialsProps {
  mode: AuthMode;
  /** After sign-up without a session (email confirmation is on). */
  onNeedsConfirmation: (email: string) => void;
  /** After a successful sign-in with this form. */
  onSignedIn: () => void;
}

/** Auth errors in words a person can act on. */
function authMessage(message: string): string {
  if (/invalid login credentials/i.test(message))
    return 'That email and password do not match an account. Please check them and try again.';
  if (/already (registered|been registered)|already exists/i.test(message))
    return 'There is already an account with this email. Please sign in instead.';
  if (/email not confirmed/i.test(message)) return 'Please confirm your email address first: open the link we sent you, then sign in here.';
  if (/rate limit|too many/i.test(message)) return 'Too many attempts. Please wait a few minutes and try again.';
  return message || 'Something went wrong. Please try again.';
}

/** Email and password, to join as a professional or to sign in. The session store notices the result. */
export function PartnerCredentials({ mode, onNeedsConfirmation, onSignedIn }: PartnerCredentialsProps) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [licensed, setLicensed] = useState(false);
  const [adult, setAdult] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [ageError, setAgeError] = useState<string | null>(null);
  const ageBox = useRef<HTMLInputElement>(null);
  const joining = mode === 'join';

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!email.trim() || !password) return setProblem('Please enter your email address and a password.');
    if (joining && name.trim().length < 2) return setProblem('Please enter your name.');
    if (joining && password.length < 8) return setProblem('Please choose a password of at least 8 characters.');
    if (joining && !licensed) return setProblem('Please confirm that you hold a current US license.');
    if (joining && !adult) {
      // Shown once, under the box, and read as the box's description when it takes focus.
      flushSync(() => setAgeError(AGE_REQUIRED));
      ageBox.current?.focus();
      return;
    }
    setBusy(true);
    const auth = getSupabase().auth;
    const result = joining
      ? await auth.signUp({ email: email.trim(), password, options: { data: { display_name: name.trim(), age_confirmed_18: true } } })
      : await auth.signInWithPassword({ email: email.trim(), password });
    setBusy(false);
    if (result.error) return setProblem(authMessage(result.error.message));
    if (joining && !result.data.session) onNeedsConfirmation(email.trim());
    else if (!joining) onSignedIn();
  };

  const reset = async () => {
    setProblem(null);
    if (!email.trim()) return setProblem('Enter your email address above, then choose "Forgot your password?" again.');
    const { error } = await getSupabase().auth.resetPasswordForEmail(email.trim(), {
      redirectTo: `${window.location.origin}${routes.auth}?mode=reset`,
    });
    if (error) return setProblem(authMessage(error.message));
    setNotice(`If there is an account for ${email.trim()}, we have sent it a link to choose a new password.`);
  };

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="grid gap-4"
      aria-label={joining ? 'Create your partner account' : 'Partner sign in'}
    >
      <div role="alert" className="empty:hidden">
        {problem && <p className="border-crisis bg-crisis-surface rounded-xl border-2 p-3 font-semibold">{problem}</p>}
      </div>
      <div role="status" className="empty:hidden">
        {notice && <p className="bg-secondary rounded-xl p-3">{notice}</p>}
      </div>
      {joining && (
        <Field label="Your name">
          {(c) => <Input {...c} autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />}
        </Field>
      )}
      <EmailField label="Work email" value={email} onChange={setEmail} />
      <PasswordField
        label="Password"
        value={password}
        onChange={setPassword}
        autoComplete={joining ? 'new-password' : 'current-password'}
        hint={joining ? 'At least 8 characters. A few unrelated words make a strong one.' : undefined}
      />
      {joining && (
        <Checkbox checked={licensed} onChange={setLicensed} description="Haven checks your license before your profile is listed.">
          I hold a current license to practice in the US, and the details I give will be accurate.
        </Checkbox>
      )}
      {joining && (
        <AgeConfirmation
          ref={ageBox}
          checked={adult}
          onChange={(checked) => {
            setAdult(checked);
            if (checked) setAgeError(null);
          }}
          error={ageError}
        />
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? 'Please wait...' : joining ? 'Create partner account' : 'Sign in to your dashboard'}
        </Button>
        {!joining && (
          <Button variant="ghost" onClick={() => void reset()}>
            Forgot your password?
          </Button>
        )}
      </div>
    </form>
  );
}
