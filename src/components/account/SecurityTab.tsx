import type { User } from '@supabase/supabase-js';
import { lazy, Suspense } from 'react';
import { limits } from '@/config/haven';
import { NewPasswordForm } from './NewPasswordForm';

/** Partners only: its code (and the admin area's setup steps it reuses) loads only for them. */
const TwoStepSignIn = lazy(() => import('./TwoStepSignIn').then((module) => ({ default: module.TwoStepSignIn })));

const idleMinutes = Math.round(limits.auth.idleSignOutMs / 60_000);

/**
 * Change the password; the server signs the member out on their other devices. Partners may also
 * turn on two-step sign-in (an authenticator code before their dashboard opens).
 */
export function SecurityTab({ user }: { user: User }) {
  return (
    <section aria-labelledby="security-heading" className="grid max-w-xl gap-4">
      <h2 id="security-heading" className="text-2xl font-semibold">
        Security
      </h2>
      <p className="text-muted-foreground">
        Change the password for <strong className="text-foreground">{user.email}</strong>. You stay signed in here; your other devices are
        signed out.
      </p>
      <NewPasswordForm submitLabel="Change password" />
      <p className="text-muted-foreground text-sm">
        For your privacy, Haven signs you out after {idleMinutes} minutes without activity, with a warning a minute before. If a journal
        entry or check-in you made offline hasn&apos;t reached Haven yet, you stay signed in on this device until it has.
      </p>
      {user.app_metadata['role'] === 'partner' && (
        <Suspense fallback={<p className="text-muted-foreground text-sm">Loading two-step sign-in…</p>}>
          <TwoStepSignIn userId={user.id} />
        </Suspense>
      )}
    </section>
  );
}
