import { KeyRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { LoadState } from '@/components/admin/LoadState';
import { CodeForm } from '@/components/admin/SecondFactor';
import { useLoad } from '@/components/admin/use-load';
import { pendingSecondFactor } from '@/lib/queries/mfa';
import { getSupabase } from '@/lib/supabase';

/**
 * Before the partner dashboard opens: a partner who turned on two-step sign-in (a verified
 * factor) and signed in with the password only (aal1) enters a code from their authenticator
 * app first, which raises the session to aal2. Everyone else goes straight through.
 */
export function PartnerCodeCheck({ userId, children }: { userId: string; children: ReactNode }) {
  const pending = useLoad(async () => ({ factorId: await pendingSecondFactor(getSupabase()) }), userId);
  return (
    <LoadState loaded={pending} what="your sign-in check">
      {({ factorId }) =>
        factorId === null ? (
          children
        ) : (
          <div className="border-border bg-card mx-auto max-w-xl rounded-2xl border p-6 sm:p-8" data-second-factor>
            <KeyRound aria-hidden="true" className="text-primary size-10" />
            <h2 className="mt-4 text-2xl font-semibold">Enter your authenticator code</h2>
            <p className="text-muted-foreground mt-3">
              You turned on two-step sign-in, so your dashboard opens after a code from your authenticator app. Open the app and enter the
              code it shows for Haven.
            </p>
            <CodeForm factorId={factorId} onVerified={pending.reload} submitLabel="Continue to your dashboard" />
            <p className="text-muted-foreground mt-6 text-sm">
              Lost the phone with your authenticator? Ask Haven&apos;s team to remove it; you can then sign in with your password and set up
              a new one from the Security tab of your account.
            </p>
          </div>
        )
      }
    </LoadState>
  );
}
