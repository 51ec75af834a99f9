import { lazy, Suspense } from 'react';

/** The Wren chat island; its code (and supabase-js) loads after the page has painted. */
const ChatWorkspace = lazy(() => import('./ChatWorkspace'));

export default function ChatApp() {
  return (
    // The chat keeps at least most of a screen, loading or not, so nothing below it jumps when the
    // disclosure or the conversation replaces "Loading..." (Lighthouse measured CLS 0.44 without it).
    <div className="min-h-[70vh]">
      <Suspense fallback={<p className="text-muted-foreground py-8 text-center">Loading...</p>}>
        <ChatWorkspace />
      </Suspense>
    </div>
  );
}
