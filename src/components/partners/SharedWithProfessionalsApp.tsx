import { lazy, Suspense } from 'react';

/** The member's shared-items panel; its code (and supabase-js) loads after the page has painted. */
const SharedWithProfessionals = lazy(() => import('./SharedWithProfessionals'));

export default function SharedWithProfessionalsApp() {
  return (
    <Suspense fallback={<p className="text-muted-foreground py-8 text-center">Loading...</p>}>
      <SharedWithProfessionals />
    </Suspense>
  );
}
