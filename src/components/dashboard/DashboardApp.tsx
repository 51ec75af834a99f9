import { lazy, Suspense } from 'react';

/** The dashboard; its code (and supabase-js) loads after the page has painted. */
const DashboardWorkspace = lazy(() => import('./DashboardWorkspace'));

export default function DashboardApp() {
  return (
    <Suspense fallback={<p className="text-muted-foreground py-8 text-center">Loading...</p>}>
      <DashboardWorkspace />
    </Suspense>
  );
}
