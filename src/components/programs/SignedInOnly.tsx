import { Suspense, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders `children` only once the page is known to belong to a signed-in member
 * (`<html data-auth>`, set before first paint), so visitors reading a lesson never download the
 * member code and supabase-js that the lazy children pull in. `pending` stands in (from the
 * page's HTML, for the signed-in only: its container is `data-when="signed-in"`) until then.
 */
export function SignedInOnly({ children, pending = null }: { children: ReactNode; pending?: ReactNode }) {
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => setSignedIn(document.documentElement.dataset['auth'] === 'signed-in'), []);
  if (!signedIn) return pending;
  return <Suspense fallback={pending ?? <p className="text-muted-foreground">Loading...</p>}>{children}</Suspense>;
}
