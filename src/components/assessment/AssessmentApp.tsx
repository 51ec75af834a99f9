import { lazy, Suspense } from 'react';
import type { VariantName } from './variants';

/** The assessment; its code (and supabase-js) loads after the page has painted. */
const AssessmentWorkspace = lazy(() => import('./AssessmentWorkspace'));

/**
 * The assessment island: the intake assessment (/assessment, /clinical-assessment) or the
 * weekly check-in (/haven-assessment). Members only; the page shows the sign-in prompt otherwise.
 */
export default function AssessmentApp({ variant }: { variant: VariantName }) {
  return (
    <Suspense fallback={<p className="text-muted-foreground py-8 text-center">Loading...</p>}>
      <AssessmentWorkspace variant={variant} />
    </Suspense>
  );
}
