import { lazy, Suspense } from 'react';

/** The journal tool; its code (and supabase-js) loads after the page has painted. */
const JournalWorkspace = lazy(() => import('./JournalWorkspace'));

export default function JournalApp() {
  return (
    <Suspense fallback={<p className="text-muted-foreground py-8 text-center">Loading...</p>}>
      <JournalWorkspace />
    </Suspense>
  );
}
