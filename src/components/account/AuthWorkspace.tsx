import { useStore } from '@nanostores/react';
import { Tabs } from 'radix-ui';
import { useEffect, useState } from 'react';
import { ErrorBoundary } from '@/components/site/ErrorBoundary';
import { $session, startSession } from '@/stores/session';
import { readAuthUrl, writeAuthMode, type AuthMode, type AuthUrl } from './auth-url';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import type { UsState } from './ProfileFields';
import { ResetPassword } from './ResetPassword';
import { SignedInPanel } from './SignedInPanel';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

const tabClass =
  'data-[state=active]:bg-card data-[state=active]:text-foreground text-muted-foreground inline-flex min-h-11 flex-1 items-center justify-center rounded-md px-4 font-semibold data-[state=active]:shadow-sm';

/** /auth: sign in, join, forgotten and new passwords. Returns to `?next=` once signed in. */
export default function AuthWorkspace({ states }: { states: UsState[] }) {
  const { user, loading } = useStore($session);
  const [url, setUrl] = useState<AuthUrl | null>(null);
  const [forgotEmail, setForgotEmail] = useState('');

  useEffect(() => {
    // Read before supabase-js takes a recovery link's tokens out of the address.
    setUrl(readAuthUrl(new URL(location.href)));
    startSession();
    // Every outcome here is a toast; load the viewport now so it still shows if the connection drops.
    void import('@/components/ui/mount-toaster');
  }, []);

  if (!url || loading) return <p className="text-muted-foreground py-8 text-center">Loading...</p>;
  const go = (mode: AuthMode) => {
    writeAuthMode(mode);
    setUrl({ ...url, mode, linkError: null });
  };

  let body;
  if (url.mode === 'reset') body = <ResetPassword user={user} next={url.next} linkError={url.linkError} onAskAgain={() => go('forgot')} />;
  else if (user) body = <SignedInPanel email={user.email ?? ''} next={url.next} />;
  else if (url.mode === 'forgot') body = <ForgotPasswordForm initialEmail={forgotEmail} onBack={() => go('signin')} />;
  else {
    body = (
      <Tabs.Root value={url.mode} onValueChange={(value) => go(value === 'signup' ? 'signup' : 'signin')}>
        <Tabs.List aria-label="Sign in or join" className="bg-muted mb-6 flex gap-1 rounded-lg p-1">
          <Tabs.Trigger value="signin" className={tabClass}>
            Sign in
          </Tabs.Trigger>
          <Tabs.Trigger value="signup" className={tabClass}>
            Join free
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="signin">
          <SignInForm
            next={url.next}
            onForgot={(email) => {
              setForgotEmail(email);
              go('forgot');
            }}
          />
        </Tabs.Content>
        <Tabs.Content value="signup">
          <SignUpForm next={url.next} states={states} />
        </Tabs.Content>
      </Tabs.Root>
    );
  }
  return (
    <ErrorBoundary>
      <div className="border-border bg-card mx-auto max-w-xl rounded-2xl border p-6 md:p-8">{body}</div>
    </ErrorBoundary>
  );
}
