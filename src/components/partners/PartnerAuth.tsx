import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { routes } from '@/config/haven';
import { signOutEverywhere } from '@/lib/auth-actions';
import { emptyProfileForm } from '@/lib/partners/profile-form';
import type { PartnerProfile } from '@/lib/partners/profile-schema';
import type { UsState } from '@/lib/partners/vocabulary';
import { professionInfo } from '@/lib/partners/vocabulary';
import { joinAsPartner } from '@/lib/queries/partners';
import { getSupabase } from '@/lib/supabase';
import { $partnerAccount, loadPartnerAccount } from '@/stores/partners';
import { $session, startSession } from '@/stores/session';
import { PartnerCredentials, type AuthMode } from './PartnerCredentials';
import { ProfileForm } from './ProfileForm';

interface PartnerAuthProps {
  states: UsState[];
}

function initialMode(): AuthMode {
  return typeof window !== 'undefined' && new URLSearchParams(window.location.search).get('mode') === 'join' ? 'join' : 'sign-in';
}

/** Partner sign-in and joining: account first, then the profile, then the dashboard. */
export default function PartnerAuth({ states }: PartnerAuthProps) {
  const { user, loading } = useStore($session);
  const account = useStore($partnerAccount);
  const [mode, setMode] = useState<AuthMode>('sign-in');
  const [confirmEmail, setConfirmEmail] = useState<string | null>(null);
  const [justSignedIn, setJustSignedIn] = useState(false);

  useEffect(() => {
    startSession();
    setMode(initialMode());
  }, []);
  useEffect(() => {
    if (user) void loadPartnerAccount(user.id);
  }, [user]);
  // Signing in here is a way to the dashboard; visiting while signed in shows where you are.
  useEffect(() => {
    // A locked account (two-step sign-in, no code yet) gives the code on the dashboard.
    if (justSignedIn && (account.status === 'locked' || (account.status === 'ready' && account.partner)))
      window.location.assign(routes.partnerDashboard);
  }, [justSignedIn, account]);

  if (loading || (user && (account.status === 'idle' || account.status === 'loading')))
    return <p className="text-muted-foreground py-8 text-center">Loading...</p>;

  if (user && (account.partner || account.status === 'locked')) {
    return (
      <div className="border-border bg-card mx-auto max-w-xl rounded-2xl border p-8 text-center">
        <h2 className="text-2xl font-semibold">You are signed in</h2>
        <p className="text-muted-foreground mt-2">
          {account.partner
            ? `Signed in as ${user.email} with your partner account.`
            : `Signed in as ${user.email}. Your dashboard opens after the code from your authenticator app.`}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <a className={buttonVariants()} href={routes.partnerDashboard}>
            Go to your dashboard
          </a>
          <Button variant="outline" onClick={() => void signOutEverywhere()}>
            Sign out
          </Button>
        </div>
      </div>
    );
  }

  if (user) {
    const params = new URLSearchParams(window.location.search);
    const preset = professionInfo(params.get('profession') ?? '')?.value;
    const save = async (profile: PartnerProfile) => {
      await joinAsPartner(getSupabase(), profile);
      // The new token carries app_metadata.role = 'partner'.
      await getSupabase().auth.refreshSession();
      window.location.assign(routes.partnerDashboard);
    };
    return (
      <div className="mx-auto max-w-3xl">
        <h2 className="text-2xl font-semibold">Tell people about your practice</h2>
        <p className="text-muted-foreground mt-2 mb-6">
          Signed in as {user.email}. Your profile stays private until Haven has checked your license with your state board; then it is
          listed with a Verified seal and the date.
        </p>
        <ProfileForm
          initial={emptyProfileForm({ profession: preset, full_name: String(user.user_metadata['display_name'] ?? '') })}
          states={states}
          submitLabel="Send my profile for verification"
          onSave={save}
        />
      </div>
    );
  }

  if (confirmEmail) {
    return (
      <div role="status" className="border-border bg-card mx-auto max-w-xl rounded-2xl border p-8">
        <h2 className="text-2xl font-semibold">Please confirm your email</h2>
        <p className="mt-3">We sent a link to {confirmEmail}. Open it, then sign in here to finish your profile.</p>
      </div>
    );
  }

  return (
    <div className="border-border bg-card mx-auto max-w-xl rounded-2xl border p-6 md:p-8">
      <div className="bg-muted mb-6 grid grid-cols-2 gap-1 rounded-lg p-1" role="group" aria-label="Choose">
        {(['sign-in', 'join'] as const).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={mode === value}
            className="aria-pressed:bg-card min-h-11 rounded-md font-semibold aria-pressed:shadow-sm"
            onClick={() => setMode(value)}
          >
            {value === 'join' ? 'Join as a professional' : 'Sign in'}
          </button>
        ))}
      </div>
      <PartnerCredentials key={mode} mode={mode} onNeedsConfirmation={setConfirmEmail} onSignedIn={() => setJustSignedIn(true)} />
      <p className="text-muted-foreground mt-6 text-sm">
        Looking for help for yourself?{' '}
        <a className="underline" href={routes.auth}>
          Use the member sign-in
        </a>{' '}
        or{' '}
        <a className="underline" href={routes.findPartners}>
          find a professional
        </a>
        .
      </p>
    </div>
  );
}
