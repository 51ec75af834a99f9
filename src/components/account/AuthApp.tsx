import { lazy, Suspense } from 'react';
import type { UsState } from './ProfileFields';

/** /auth; its code (and supabase-js) loads after the page has painted. */
const AuthWorkspace = lazy(() => import('./AuthWorkspace'));

export default function AuthApp({ states }: { states: UsState[] }) {
  return (
    <Suspense fallback={<p className="text-muted-foreground py-8 text-center">Loading...</p>}>
      <AuthWorkspace states={states} />
    </Suspense>
  );
}
