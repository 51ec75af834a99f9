import { useStore } from '@nanostores/react';
import { useEffect, useState, type ReactNode } from 'react';
import type { User } from '@supabase/supabase-js';
import { $session, startSession } from '@/stores/session';
import { ErrorBoundary } from './ErrorBoundary';

interface MemberAreaProps {
  children: (user: User) => ReactNode;
}

/**
 * Wraps a members-only island: "Loading..." while the stored session is read, then the
 * tool for a signed-in member. Signed-out visitors see the page's static sign-in prompt
 * (the `<html data-auth>` switch), so this renders nothing for them.
 */
export function MemberArea({ children }: MemberAreaProps) {
  const { user, loading } = useStore($session);
  // The first render matches the server's ("Loading..."), even when another island on the page
  // has already read the session: otherwise React's hydration fails (#418) and redraws it all.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
    startSession();
  }, []);
  if (loading || !hydrated) return <p className="text-muted-foreground py-8 text-center">Loading...</p>;
  if (!user) return null;
  return <ErrorBoundary>{children(user)}</ErrorBoundary>;
}
