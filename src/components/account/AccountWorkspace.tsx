import type { User } from '@supabase/supabase-js';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { MemberArea } from '@/components/site/MemberArea';
import { AccountPending, accountTabs, tabClass, tabListClass } from './AccountPending';
import { PreferencesTab } from './PreferencesTab';
import { PrivacyTab } from './PrivacyTab';
import { ProfileTab } from './ProfileTab';
import type { UsState } from './ProfileFields';
import { SecurityTab } from './SecurityTab';
import { SubscriptionTab } from './SubscriptionTab';

const tabs = accountTabs;
type TabValue = (typeof tabs)[number]['value'];

/** The plans are for members: a partner's account has no Subscription tab (as their menu has no plan row). */
function tabsFor(user: User) {
  return user.app_metadata['role'] === 'partner' ? tabs.filter((tab) => tab.value !== 'subscription') : tabs;
}

function tabFromUrl(shown: readonly { value: TabValue }[]): TabValue {
  const requested = new URLSearchParams(location.search).get('tab');
  return shown.find((tab) => tab.value === requested)?.value ?? 'profile';
}

/** Keeps the open tab in the address (`/account?tab=subscription`), so it can be linked to. */
function writeTab(tab: TabValue) {
  const url = new URL(location.href);
  if (tab === 'profile') url.searchParams.delete('tab');
  else url.searchParams.set('tab', tab);
  history.replaceState(history.state, '', `${url.pathname}${url.search}`);
}

function AccountTabs({ user, states }: { user: User; states: UsState[] }) {
  const shown = tabsFor(user);
  const [tab, setTab] = useState(() => tabFromUrl(shown));
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(value) => {
        const next = shown.find((item) => item.value === value)?.value ?? 'profile';
        setTab(next);
        writeTab(next);
      }}
    >
      <Tabs.List aria-label="Account sections" className={tabListClass}>
        {shown.map((item) => (
          <Tabs.Trigger key={item.value} value={item.value} className={tabClass}>
            {item.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="profile">
        <ProfileTab user={user} states={states} />
      </Tabs.Content>
      <Tabs.Content value="preferences">
        <PreferencesTab />
      </Tabs.Content>
      <Tabs.Content value="security">
        <SecurityTab user={user} />
      </Tabs.Content>
      {shown.some((item) => item.value === 'subscription') && (
        <Tabs.Content value="subscription">
          <SubscriptionTab />
        </Tabs.Content>
      )}
      <Tabs.Content value="privacy">
        <PrivacyTab />
      </Tabs.Content>
    </Tabs.Root>
  );
}

/** /account: profile, preferences, security, plan and data rights, for the signed-in member. */
export default function AccountWorkspace({ states }: { states: UsState[] }) {
  return <MemberArea pending={<AccountPending />}>{(user) => <AccountTabs user={user} states={states} />}</MemberArea>;
}
