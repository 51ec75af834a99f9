import { useRef, useState, type SubmitEvent } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '@/components/ui/button';
import { routes } from '@/config/haven';
import { describeAuthError, signUp, weakPasswordReasons } from '@/lib/auth-actions';
import { AGE_REQUIRED, AgeConfirmation } from './AgeConfirmation';
import { FormAlert } from './FormAlert';
import { EmailField } from './EmailField';
import { PasswordField } from './PasswordField';
import { emptyProfile, ProfileFields, type UsState } from './ProfileFields';

interface SignUpFormProps {
  next: string;
  states: UsState[];
}

/**
 * Joining: email and password, the required 18+ confirmation, plus optional profile answers sent
 * as sign-up data (the database copies them into the profile and stamps age_confirmed_at). A
 * failure keeps every answer except the password.
 */
export function SignUpForm({ next, states }: SignUpFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [profile, setProfile] = useState(emptyProfile);
  const [adult, setAdult] = useState(false);
  const [ageError, setAgeError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reasons, setReasons] = useState<string[]>([]);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const ageBox = useRef<HTMLInputElement>(null);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    setReasons([]);
    if (!email.trim() || !password) {
      setError('Please enter your email and choose a password.');
      return;
    }
    if (!adult) {
      // Shown once, under the box: rendered before the box takes focus, so a screen reader reads
      // it once as the box's description (not also as a form alert).
      flushSync(() => {
        setError(null);
        setAgeError(AGE_REQUIRED);
      });
      ageBox.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { session } = await signUp({ email: email.trim(), password, profile: { ...profile, age_confirmed_18: true } }, { carry: true });
      if (session) location.assign(next);
      else {
        setSentTo(email.trim());
        setBusy(false);
      }
    } catch (caught) {
      const why = weakPasswordReasons(caught);
      setError(why.length > 0 ? 'Please choose a stronger password.' : describeAuthError(caught, 'sign up'));
      setReasons(why);
      setPassword('');
      setBusy(false);
      form.current?.querySelector<HTMLInputElement>(why.length > 0 ? 'input[name=password]' : 'input[name=email]')?.focus();
    }
  }

  if (sentTo) {
    return (
      <FormAlert tone="success" message={`Almost there: we sent a link to ${sentTo}. Follow it to confirm your email, then sign in.`} />
    );
  }

  return (
    <form ref={form} noValidate onSubmit={(event) => void submit(event)} className="grid gap-5" aria-label="Create your account">
      <EmailField value={email} onChange={setEmail} />
      <PasswordField
        label="Choose a password"
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
        hint="At least 8 characters. A short phrase you'll remember works well."
      />
      <fieldset className="border-border grid gap-5 rounded-lg border p-4">
        <legend className="px-1 font-semibold">About you (optional)</legend>
        <ProfileFields value={profile} onChange={setProfile} states={states} askAge={false} />
      </fieldset>
      <AgeConfirmation
        ref={ageBox}
        checked={adult}
        error={ageError}
        onChange={(checked) => {
          setAdult(checked);
          if (checked) setAgeError(null);
        }}
      />
      <FormAlert message={error} reasons={reasons} />
      <p className="text-muted-foreground text-sm">
        By joining you agree to our{' '}
        <a className="text-primary underline" href={routes.terms}>
          Terms
        </a>{' '}
        and{' '}
        <a className="text-primary underline" href={routes.privacy}>
          Privacy Policy
        </a>
        .
      </p>
      <Button type="submit" disabled={busy} className="justify-self-start">
        {busy ? 'Creating your account…' : 'Create my free account'}
      </Button>
    </form>
  );
}
