import { lazy, Suspense } from 'react';
import type { UsState } from './ProfileFields';

/** /account; its code (and supabase-js) loads after the page has painted. */
const AccountWorkspace = lazy(() => import('./AccountWorkspace'));

export default function AccountApp({ states }: { states: UsState[] }) {
  return (
    <Suspense fallback={<p className="text-muted-foreground py-8 text-center">Loading...</p>}>
      <AccountWorkspace states={states} />
    </Suspense>
  );
}
