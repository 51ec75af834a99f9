import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { signOut } from '@/lib/auth-actions';
import { readyToSignOut } from './unsent-sign-out';

/** What /auth shows to someone who is already signed in. */
export function SignedInPanel({ email, next }: { email: string; next: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <div className="grid gap-4">
      <h2 className="text-xl font-semibold">You&apos;re signed in</h2>
      <p className="text-muted-foreground">
        You&apos;re signed in as <strong className="text-foreground">{email}</strong>.
      </p>
      <div className="flex flex-wrap gap-3">
        <a href={next} className={buttonVariants()}>
          Continue
        </a>
        <Button
          variant="outline"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            readyToSignOut()
              .then((ready) => (ready ? signOut() : undefined))
              .catch(() => undefined)
              .finally(() => setBusy(false));
          }}
        >
          Sign out
        </Button>
      </div>
    </div>
  );
}
