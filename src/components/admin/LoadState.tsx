import { Button } from '@/components/ui/button';
import type { Loaded } from './use-load';

interface LoadStateProps<T> {
  loaded: Loaded<T>;
  /** What is loading, for the status line: "Loading articles...". */
  what: string;
  children: (data: T) => React.ReactNode;
  /** Shown instead of the status line until the first answer (the page's first screen, for a gate). */
  pending?: React.ReactNode;
}

/** "Loading..." until the first answer, a retry on failure, then the content. */
export function LoadState<T>({ loaded, what, children, pending }: LoadStateProps<T>) {
  if (loaded.error && loaded.data === undefined) {
    return (
      <div role="alert" className="border-crisis bg-crisis-surface rounded-xl border p-4">
        <p>{loaded.error}</p>
        <Button variant="outline" className="mt-3" onClick={loaded.reload}>
          Try again
        </Button>
      </div>
    );
  }
  if (loaded.data === undefined) {
    if (pending) return pending;
    return (
      <p role="status" className="text-muted-foreground py-6">
        Loading {what}...
      </p>
    );
  }
  return (
    <>
      {loaded.error && (
        <p role="alert" className="text-crisis mb-3 font-semibold">
          {loaded.error}
        </p>
      )}
      {children(loaded.data)}
    </>
  );
}
