import { ShieldAlert } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { routes } from '@/config/haven';

/** What a signed-in non-admin sees. The database refuses them too; this only says so kindly. */
export function NotAuthorised() {
  return (
    <div className="border-border bg-card mx-auto max-w-xl rounded-2xl border p-8 text-center" data-not-authorised>
      <ShieldAlert aria-hidden="true" className="text-primary mx-auto size-10" />
      <h2 className="mt-4 text-2xl font-semibold">This area is for Haven admins</h2>
      <p className="text-muted-foreground mt-3">
        Your account doesn&apos;t have admin access, so there is nothing to show here. If you should have access, ask an admin to give your
        account the admin role, then sign out and sign in again.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <a href={routes.dashboard} className={buttonVariants()}>
          Go to your dashboard
        </a>
        <a href={routes.home} className={buttonVariants({ variant: 'outline' })}>
          Go home
        </a>
      </div>
    </div>
  );
}
