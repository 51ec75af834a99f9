import { lazy, Suspense, type ComponentProps } from 'react';

/** Partner sign-in; its code (and supabase-js) loads after the page has painted. */
const PartnerAuth = lazy(() => import('./PartnerAuth'));

export default function PartnerAuthApp(props: ComponentProps<typeof PartnerAuth>) {
  return (
    <Suspense fallback={<p className="text-muted-foreground py-8 text-center">Loading...</p>}>
      <PartnerAuth {...props} />
    </Suspense>
  );
}
