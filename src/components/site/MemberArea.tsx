import { useStore } from '@nanostores/react';
import { useEffect, useState, type ReactNode } from 'react';
import type { User } from '@supabase/supabase-js';
import { $session, startSession } from '@/stores/session';
import { ErrorBoundary } from './ErrorBoundary';

const readingSession = <p className="text-muted-foreground py-8 text-center">Loading...</p>;

interface MemberAreaProps {
  children: (user: User) => ReactNode;
  /**
   * What shows while the session is read: the island's first screen from the page's HTML (the
   * same node as its `lazyIsland` fallback), so nothing changes until the tool is ready.
   */
  pending?: ReactNode;
}

/**
 * Wraps a members-only island: `pending` ("Loading..." unless given) while the stored session
 * is read, then the tool for a signed-in member. Signed-out visitors see the page's static sign-in prompt
 * (the `<html data-auth>` switch), so this renders nothing for them.
 */
export function MemberArea({ children, pending = readingSession }: MemberAreaProps) {
  const { user, loading } = useStore($session);
  // The first render matches the server's (`pending`), even when another island on the page
  // has already read the session: otherwise React's hydration fails (#418) and redraws it all.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
    startSession();
  }, []);
  if (loading || !hydrated) return pending;
  if (!user) return null;
  return <ErrorBoundary>{children(user)}</ErrorBoundary>;
}
