import { atom, onMount } from 'nanostores';
import { limits, storageKeys } from '@/config/haven';
import { getSupabase } from '@/lib/supabase';
import { $session } from '@/stores/session';

export type Plan = 'free' | 'premium' | 'enterprise';

/** Spec section 3, "Subscription state". */
export interface SubscriptionState {
  isSubscribed: boolean;
  plan: Plan;
  planDisplayName: string;
  isLoading: boolean;
}

const free: SubscriptionState = { isSubscribed: false, plan: 'free', planDisplayName: 'Free', isLoading: false };

export const $subscription = atom<SubscriptionState>({ ...free, isLoading: true });

/**
 * A signed-out visitor is on the free plan at once. For a member the free default is set
 * after 50 ms (spec section 4), then replaced by their row in `subscriptions` (readable by
 * its owner only) and cached for the navbar.
 */
onMount($subscription, () =>
  $session.subscribe(({ user, loading }) => {
    if (loading) return;
    if (!user) {
      $subscription.set(free);
      return;
    }
    const timer = setTimeout(() => $subscription.set(free), limits.subscriptionDefaultDelayMs);
    void getSupabase()
      .from('subscriptions')
      .select('plan, plan_display_name, status')
      .eq('user_id', user.id)
      .maybeSingle()
      .then(({ data }) => {
        if (!data) return;
        clearTimeout(timer);
        const plan = (['free', 'premium', 'enterprise'] as const).find((value) => value === data.plan) ?? 'free';
        $subscription.set({
          plan,
          planDisplayName: data.plan_display_name ?? 'Free',
          isSubscribed: plan !== 'free' && data.status === 'active',
          isLoading: false,
        });
        localStorage.setItem(storageKeys.plan, JSON.stringify({ plan }));
      });
  }),
);
