import { useStore } from '@nanostores/react';
import type { User } from '@supabase/supabase-js';
import { useState, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { $profile, $saveProfile, type ProfileRow as Row } from '@/stores/profile';
import { toast } from '@/stores/toast';
import { describeDataError, type ProfileValues } from '@/lib/queries/account';
import { ProfilePending, ProfileSection } from './AccountPending';
import { FormAlert } from './FormAlert';
import { emptyProfile, ProfileFields, type UsState } from './ProfileFields';

const toValues = (row: Row): ProfileValues => ({
  display_name: row.display_name ?? '',
  pronouns: row.pronouns ?? '',
  us_state: row.us_state ?? '',
  age_confirmed_18: row.age_confirmed_18 ?? false,
  reason: row.reason ?? '',
});

/** Edit the `profiles` row. A failed save keeps every change and says why. */
export function ProfileTab({ user, states }: { user: User; states: UsState[] }) {
  const profile = useStore($profile);
  const busy = Boolean(useStore($saveProfile).loading);
  // The form's own copy, taken from the first answer; later refetches never overwrite typing.
  const [edited, setValues] = useState<ProfileValues | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const values = edited ?? (profile.data ? toValues(profile.data) : null);
  const loadError = !values && profile.error ? describeDataError(profile.error, 'load your profile') : null;

  async function save(event: SubmitEvent) {
    event.preventDefault();
    if (!values) return;
    setSaveError(null);
    const row = await $saveProfile.mutate({ userId: user.id, values });
    if (!row) return setSaveError(describeDataError($saveProfile.get().error, 'save your profile'));
    setValues(toValues(row));
    toast({ title: 'Profile saved', description: 'Your changes are saved.' });
  }

  if (loadError) return <FormAlert message={loadError} />;
  if (!values) return <ProfilePending />;
  return (
    <ProfileSection signedInAs={<strong className="text-foreground">{user.email}</strong>}>
      <form noValidate onSubmit={(event) => void save(event)} className="mt-6 grid gap-5" aria-label="Your profile">
        <ProfileFields value={values ?? emptyProfile} onChange={setValues} states={states} />
        <FormAlert message={saveError} />
        <Button type="submit" disabled={busy} className="justify-self-start">
          {busy ? 'Saving…' : 'Save profile'}
        </Button>
      </form>
    </ProfileSection>
  );
}
