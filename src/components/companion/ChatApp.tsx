import { lazy, Suspense } from 'react';

/** The Wren chat island; its code (and supabase-js) loads after the page has painted. */
const ChatWorkspace = lazy(() => import('./ChatWorkspace'));

export default function ChatApp() {
  return (
    <Suspense fallback={<p className="text-muted-foreground py-8 text-center">Loading...</p>}>
      <ChatWorkspace />
    </Suspense>
  );
}
