import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { MemberArea } from '@/components/site/MemberArea';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { routes } from '@/config/haven';
import { formFromPartner } from '@/lib/partners/profile-form';
import type { PartnerProfile } from '@/lib/partners/profile-schema';
import type { UsState } from '@/lib/partners/vocabulary';
import { updateOwnPartner } from '@/lib/queries/partners';
import { getSupabase } from '@/lib/supabase';
import { $partnerAccount, loadPartnerAccount, setOwnPartner } from '@/stores/partners';
import { toast } from '@/stores/toast';
import { AvailabilityToggle } from './AvailabilityToggle';
import { Inbox } from './Inbox';
import { PartnerCodeCheck } from './PartnerCodeCheck';
import { ProfilePreview } from './ProfilePreview';
import { VerificationStatus } from './VerificationStatus';

// The profile form and its checks (zod, about 13 KB compressed with the form) load when the
// partner opens the editor, not with the dashboard.
const ProfileForm = lazy(() => import('./ProfileForm').then((module) => ({ default: module.ProfileForm })));

interface PartnerDashboardProps {
  states: UsState[];
}

function Dashboard({ userId, states }: { userId: string } & PartnerDashboardProps) {
  const { status, partner } = useStore($partnerAccount);
  const [editing, setEditing] = useState(false);
  useEffect(() => {
    void loadPartnerAccount(userId);
  }, [userId]);

  if (status === 'idle' || (status === 'loading' && !partner)) return <p className="text-muted-foreground py-8 text-center">Loading...</p>;
  if (status === 'error') return <p role="alert">Your dashboard could not be loaded. Please check your connection and refresh the page.</p>;
  if (!partner) {
    return (
      <div className="border-border bg-card mx-auto max-w-xl rounded-2xl border p-8 text-center">
        <h2 className="text-2xl font-semibold">Finish joining the directory</h2>
        <p className="text-muted-foreground mt-2">
          This account has no partner profile yet. Tell people about your practice to send it for verification.
        </p>
        <a className={buttonVariants({ className: 'mt-6' })} href={routes.partnerAuth}>
          Create your profile
        </a>
      </div>
    );
  }

  const save = async (profile: PartnerProfile) => {
    try {
      setOwnPartner(await updateOwnPartner(getSupabase(), partner.id, profile));
    } catch {
      throw new Error('Your changes could not be saved. Please check them and try again.');
    }
    setEditing(false);
    toast({ title: 'Profile saved' });
  };

  return (
    <div className="grid gap-8">
      <div className="grid gap-5 md:grid-cols-2">
        <VerificationStatus partner={partner} />
        <AvailabilityToggle partner={partner} />
      </div>
      <Inbox
        partnerId={partner.id}
        after={
          <section aria-labelledby="profile-heading" className="grid gap-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="profile-heading" className="text-2xl font-semibold">
                Your profile
              </h2>
              <Button variant="outline" aria-expanded={editing} aria-controls="profile-editor" onClick={() => setEditing(!editing)}>
                {editing ? 'Close without saving' : 'Edit profile'}
              </Button>
            </div>
            <div id="profile-editor">
              {editing ? (
                <Suspense fallback={<p className="text-muted-foreground">Loading...</p>}>
                  <ProfileForm
                    initial={formFromPartner(partner)}
                    states={states}
                    submitLabel="Save profile"
                    onSave={save}
                    verified={partner.status === 'verified'}
                  />
                </Suspense>
              ) : (
                <div className="grid gap-4">
                  <p className="text-muted-foreground">
                    Last saved {new Date(partner.updated_at).toLocaleDateString('en-US', { dateStyle: 'long' })}.
                  </p>
                  <ProfilePreview partner={partner} />
                </div>
              )}
            </div>
          </section>
        }
      />
    </div>
  );
}

/**
 * The partner dashboard: verification, availability, contact requests and the profile; after an
 * authenticator code when the partner turned on two-step sign-in.
 */
export default function PartnerDashboard({ states }: PartnerDashboardProps) {
  return (
    <MemberArea>
      {(user) => (
        <PartnerCodeCheck userId={user.id}>
          <Dashboard userId={user.id} states={states} />
        </PartnerCodeCheck>
      )}
    </MemberArea>
  );
}
