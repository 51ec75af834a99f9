import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { emptyProfile, ProfileFields } from './ProfileFields';

export const accountTabs = [
  { value: 'profile', label: 'Profile' },
  { value: 'preferences', label: 'Preferences' },
  { value: 'security', label: 'Security' },
  { value: 'subscription', label: 'Subscription' },
  { value: 'privacy', label: 'Privacy' },
] as const;

export const tabListClass = 'bg-muted mb-8 flex flex-wrap gap-1 rounded-lg p-1';
export const tabClass =
  'data-[state=active]:bg-card data-[state=active]:text-foreground text-muted-foreground inline-flex min-h-11 items-center justify-center rounded-md px-4 font-semibold data-[state=active]:shadow-sm';

/** The Profile tab's heading and words; `signedInAs` is the account's address once the session is read. */
export function ProfileSection({ signedInAs, children }: { signedInAs: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby="profile-heading" className="max-w-xl">
      <h2 id="profile-heading" className="text-2xl font-semibold">
        Your profile
      </h2>
      <p className="text-muted-foreground mt-2">Every answer is optional and only you can see it.</p>
      <p className="text-muted-foreground mt-1 text-sm">Signed in as {signedInAs}</p>
      {children}
    </section>
  );
}

/** The profile form before the member's answers are in: the same questions, not yet editable. */
export function ProfilePending() {
  return (
    <ProfileSection signedInAs="…">
      <fieldset disabled aria-busy="true" aria-label="Your profile" className="mt-6 grid min-w-0 gap-5">
        <ProfileFields value={emptyProfile} onChange={() => undefined} states={[]} />
        <Button type="button" className="justify-self-start">
          Save profile
        </Button>
      </fieldset>
    </ProfileSection>
  );
}

/**
 * /account as the page's HTML draws it, while the code and the session load: the tabs (not yet
 * working, so hidden from assistive technology; a partner's account has no Subscription tab, chosen
 * before first paint) over the Profile tab, the one that opens unless the address names another.
 */
export function AccountPending() {
  return (
    <div>
      <div aria-hidden="true" className={tabListClass}>
        {accountTabs.map((tab) => (
          <span
            key={tab.value}
            data-state={tab.value === 'profile' ? 'active' : undefined}
            data-when={tab.value === 'subscription' ? 'member' : undefined}
            className={tabClass}
          >
            {tab.label}
          </span>
        ))}
      </div>
      <ProfilePending />
    </div>
  );
}
