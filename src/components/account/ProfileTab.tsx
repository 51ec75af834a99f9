import type { User } from '@supabase/supabase-js';
import { useEffect, useState, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { getSupabase } from '@/lib/supabase';
import { toast } from '@/stores/toast';
import { describeDataError, selectProfile, updateProfile } from './account-queries';
import { FormAlert } from './FormAlert';
import { emptyProfile, ProfileFields, type ProfileValues, type UsState } from './ProfileFields';

type Row = { [K in keyof ProfileValues]: ProfileValues[K] | null };
const toValues = (row: Row): ProfileValues => ({
  display_name: row.display_name ?? '',
  pronouns: row.pronouns ?? '',
  us_state: row.us_state ?? '',
  age_confirmed_18: row.age_confirmed_18 ?? false,
  reason: row.reason ?? '',
});

/** Edit the `profiles` row. A failed save keeps every change and says why. */
export function ProfileTab({ user, states }: { user: User; states: UsState[] }) {
  const [values, setValues] = useState<ProfileValues | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void selectProfile(getSupabase(), user.id).then(({ data, error }) => {
      if (!live) return;
      if (error) setLoadError(describeDataError(error, 'load your profile'));
      else setValues(toValues(data as Row));
    });
    return () => {
      live = false;
    };
  }, [user.id]);

  async function save(event: SubmitEvent) {
    event.preventDefault();
    if (!values) return;
    setBusy(true);
    setSaveError(null);
    const { data, error } = await updateProfile(getSupabase(), user.id, values);
    setBusy(false);
    if (error) return setSaveError(describeDataError(error, 'save your profile'));
    setValues(toValues(data as Row));
    toast({ title: 'Profile saved', description: 'Your changes are saved.' });
  }

  if (loadError) return <FormAlert message={loadError} />;
  if (!values) return <p className="text-muted-foreground py-4">Loading...</p>;
  return (
    <section aria-labelledby="profile-heading" className="max-w-xl">
      <h2 id="profile-heading" className="text-2xl font-semibold">
        Your profile
      </h2>
      <p className="text-muted-foreground mt-2">
        Signed in as <strong className="text-foreground">{user.email}</strong>. Every answer here is optional and only you can see it.
      </p>
      <form noValidate onSubmit={save} className="mt-6 grid gap-5" aria-label="Your profile">
        <ProfileFields value={values ?? emptyProfile} onChange={setValues} states={states} />
        <FormAlert message={saveError} />
        <Button type="submit" disabled={busy} className="justify-self-start">
          {busy ? 'Saving…' : 'Save profile'}
        </Button>
      </form>
    </section>
  );
}
