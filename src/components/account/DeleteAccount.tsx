import { useState, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, Input } from '@/components/ui/field';
import { routes } from '@/config/haven';
import { getSupabase } from '@/lib/supabase';
import { deleteMyAccount, describeDataError } from '@/lib/queries/account';
import { forgetThisBrowser } from './local-data';
import { FormAlert } from './FormAlert';
import { setFlash } from '@/lib/session-marks';

const confirmation = 'DELETE';

/**
 * "Delete my account": typing DELETE confirms; `delete_my_account()` removes the account and,
 * through the database's cascades, everything in it. Then this browser forgets Haven's data
 * and every device is signed out.
 */
export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    if (busy) return;
    setOpen(false);
    setTyped('');
    setError(null);
  };

  async function confirm(event: SubmitEvent) {
    event.preventDefault();
    if (typed !== confirmation) return setError(`Please type ${confirmation} in capital letters to confirm.`);
    setBusy(true);
    setError(null);
    const client = getSupabase();
    const { error: failure } = await deleteMyAccount(client);
    if (failure) {
      setBusy(false);
      return setError(describeDataError(failure, 'delete your account'));
    }
    // The account is gone, so the server has nothing left to sign out; this clears every device's
    // session there and this browser's copy here.
    await client.auth.signOut({ scope: 'global' }).catch(() => undefined);
    await forgetThisBrowser();
    setFlash({ title: 'Account deleted', description: 'Your account and everything in it have been deleted. Take care of yourself.' });
    location.assign(routes.home);
  }

  return (
    <div className="border-crisis grid gap-3 rounded-xl border p-5">
      <h3 className="text-lg font-semibold">Delete my account</h3>
      <p className="text-muted-foreground">
        This deletes your account and everything in it, for good: profile, check-ins, journal, assessments, program progress and
        conversations. It can&apos;t be undone, so you may want to download your data first.
      </p>
      <Button variant="crisis" className="justify-self-start" onClick={() => setOpen(true)}>
        Delete my account
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => (next ? setOpen(true) : close())}
        title="Delete your account?"
        description="Everything Haven stores about you will be deleted and every device signed out. This can't be undone."
      >
        <form noValidate onSubmit={(event) => void confirm(event)} className="grid gap-4">
          <Field label={`Type ${confirmation} to confirm`}>
            {(control) => (
              <Input
                {...control}
                name="confirm"
                autoComplete="off"
                autoCapitalize="characters"
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
              />
            )}
          </Field>
          <FormAlert message={error} />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" variant="crisis" disabled={busy || typed !== confirmation}>
              {busy ? 'Deleting…' : 'Delete everything'}
            </Button>
            <Button type="button" variant="outline" disabled={busy} onClick={close}>
              Keep my account
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
