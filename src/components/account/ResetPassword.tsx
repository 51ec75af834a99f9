import type { User } from '@supabase/supabase-js';
import { Button } from '@/components/ui/button';
import { FormAlert } from './FormAlert';
import { NewPasswordForm } from './NewPasswordForm';

interface ResetPasswordProps {
  user: User | null;
  next: string;
  linkError: string | null;
  onAskAgain: () => void;
}

/**
 * `/auth?mode=reset`: where a password-recovery link lands, signed in by the link (supabase-js
 * fires PASSWORD_RECOVERY). Without that session the link was wrong, used or too old.
 */
export function ResetPassword({ user, next, linkError, onAskAgain }: ResetPasswordProps) {
  if (!user) {
    return (
      <div className="grid gap-4">
        <h2 className="text-xl font-semibold">This link no longer works</h2>
        <FormAlert message={linkError ? `${linkError}.`.replace(/\.\.$/, '.') : 'Password links work once, for a limited time.'} />
        <p className="text-muted-foreground">Ask for a new link and use the newest one you receive.</p>
        <Button className="justify-self-start" onClick={onAskAgain}>
          Send me a new link
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <h2 className="text-xl font-semibold">Choose a new password</h2>
      <p className="text-muted-foreground">
        For <strong className="text-foreground">{user.email}</strong>. Saving it signs you out on your other devices.
      </p>
      <NewPasswordForm onDone={() => location.assign(next)} />
    </div>
  );
}
