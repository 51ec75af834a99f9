import { lazy, Suspense } from 'react';

/** The insights page; its code (and supabase-js) loads after the page has painted. */
const InsightsWorkspace = lazy(() => import('./InsightsWorkspace'));

export default function InsightsApp() {
  return (
    <Suspense fallback={<p className="text-muted-foreground py-8 text-center">Loading...</p>}>
      <InsightsWorkspace />
    </Suspense>
  );
}
