import { useState } from 'react';
import { updateOwnPartner } from '@/lib/queries/partners';
import { getSupabase } from '@/lib/supabase';
import type { OwnPartner } from '@/lib/partners/types';
import { setOwnPartner } from '@/stores/partners';
import { toast } from '@/stores/toast';

interface AvailabilityToggleProps {
  partner: OwnPartner;
}

/** Accepting new clients, yes or no: a switch that saves at once. */
export function AvailabilityToggle({ partner }: AvailabilityToggleProps) {
  const [saving, setSaving] = useState(false);
  const on = partner.accepting_clients;
  const toggle = async () => {
    setSaving(true);
    try {
      setOwnPartner(await updateOwnPartner(getSupabase(), partner.id, { accepting_clients: !on }));
      toast({
        title: !on ? 'You are accepting new clients' : 'You are not taking new clients',
        description: 'Your listing shows this after the next site update.',
      });
    } catch {
      toast({
        title: 'Your availability could not be saved',
        description: 'Please check your connection and try again.',
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  };
  return (
    <section aria-labelledby="availability-heading" className="border-border bg-card rounded-xl border p-5">
      <h2 id="availability-heading" className="text-xl font-semibold">
        Availability
      </h2>
      <div className="mt-3 flex items-center gap-4">
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby="availability-label"
          disabled={saving}
          onClick={() => void toggle()}
          className="bg-input aria-checked:bg-primary relative inline-flex h-8 w-14 shrink-0 items-center rounded-full p-1 transition-colors disabled:opacity-60"
        >
          <span
            aria-hidden="true"
            className="bg-card size-6 rounded-full shadow transition-transform data-[on=true]:translate-x-6"
            data-on={on}
          />
        </button>
        <span id="availability-label" className="font-semibold">
          Accepting new clients
        </span>
      </div>
      <p className="text-muted-foreground mt-2 text-sm">
        {on ? 'People see that you are taking new clients.' : 'People can still write to you, for example to join a waiting list.'}
      </p>
    </section>
  );
}
