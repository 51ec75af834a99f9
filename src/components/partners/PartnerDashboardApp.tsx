import { lazy, Suspense, type ComponentProps } from 'react';

/** The partner dashboard; its code (and supabase-js) loads after the page has painted. */
const PartnerDashboard = lazy(() => import('./PartnerDashboard'));

export default function PartnerDashboardApp(props: ComponentProps<typeof PartnerDashboard>) {
  return (
    <Suspense fallback={<p className="text-muted-foreground py-8 text-center">Loading...</p>}>
      <PartnerDashboard {...props} />
    </Suspense>
  );
}
