import { useStore } from '@nanostores/react';
import { buttonVariants } from '@/components/ui/button-variants';
import { routes } from '@/config/haven';
import { $subscription } from '@/stores/subscription';

/** The member's plan (spec section 3). Haven sells no plan today, and says so. */
export function SubscriptionTab() {
  const { plan, planDisplayName, isLoading } = useStore($subscription);
  if (isLoading) return <p className="text-muted-foreground py-4">Loading...</p>;
  return (
    <section aria-labelledby="subscription-heading" className="grid max-w-xl gap-4">
      <h2 id="subscription-heading" className="text-2xl font-semibold">
        Subscription
      </h2>
      <p className="flex items-center gap-3">
        <span className="text-muted-foreground">Your plan</span>
        <span
          data-plan={plan}
          className="border-border data-[plan=enterprise]:bg-accent data-[plan=enterprise]:text-accent-foreground data-[plan=premium]:bg-primary data-[plan=premium]:text-primary-foreground rounded-full border px-3 py-1 font-semibold data-[plan=enterprise]:border-transparent data-[plan=premium]:border-transparent"
        >
          {planDisplayName}
        </span>
      </p>
      {plan === 'free' ? (
        <p>
          Haven is free: Wren, the programs, the journal, your check-ins and the library are all included, at $0. There is no paid plan
          today, so there is nothing to upgrade, pay for or cancel.
        </p>
      ) : (
        <p>
          Haven gave your account the {planDisplayName} plan. There is no paid plan to buy today, so there is nothing to pay for or cancel.
        </p>
      )}
      <a href={routes.pricing} className={buttonVariants({ variant: 'outline', className: 'justify-self-start' })}>
        See pricing
      </a>
    </section>
  );
}
